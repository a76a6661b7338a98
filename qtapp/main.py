"""``kuni-studio``: start the desktop app, or render it once to a PNG (Qt).

Usage: ``kuni-studio [DATASET] [--screenshot OUT.png]``, or ``kuni-studio [DATASET] --game GAME``
for one registered game's table alone. Without a dataset the bundled 旧国かるた
default opens. Exit codes: 0 success, 2 the dataset could not be read or the picture not written.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit code."""
    from core.cli.language import KuniParser, add_version, choose_language
    from core.games import registry
    from core.text import joined, translate

    choose_language()  # --help in the reader's language, as kuni's
    parser = KuniParser(prog="kuni-studio", description=translate("kuni", "Kuni Studio desktop app."))
    add_version(parser)
    parser.add_argument("dataset", nargs="?", help=translate(
        "kuni", "dataset to open (default: the bundled karuta dataset)"))
    parser.add_argument("--screenshot", metavar="OUT.png", help=translate(
        "kuni", "render the main window once to a PNG and exit"))
    parser.add_argument("--size", default="1400x900", help=translate("kuni", "window size for --screenshot (WxH)"))
    parser.add_argument("--game", choices=registry.names(), metavar="GAME", help=translate(
        "kuni", "open a game's table instead of the editor, you against its CPUs, resuming the autosaved game: "
        "{games}").format(games="; ".join(f"{spec.name} ({spec.title_ja})" for spec in registry.games())))
    flags = sorted({spec.board_flag for spec in registry.games() if spec.board_flag} - {"--board"})
    boards = joined("; ", (translate("kuni", "{name}: {note}").format(name=spec.name, note=spec.board_help)
                           for spec in registry.games() if spec.board_help))
    parser.add_argument("--board", *flags, dest="board", help=translate(
        "kuni", "with --game, for a game played on a board named in words: {boards}").format(boards=boards))
    parser.add_argument("--seed", type=int, help=translate("kuni", "with --game: the new game's seed"))
    parser.add_argument("--replay", metavar="RECORD.json", help=translate(
        "kuni", "step through a game record of any game on its table (on DATASET when it is the game's kind and "
        "the record names no board)"))
    parser.add_argument("--move", type=int, help=translate(
        "kuni", "with --replay: show the position after this many moves"))
    parser.add_argument("--language", choices=("ja", "en"), help=translate(
        "kuni", "the app's language this time (default: the one chosen in Preferences, else the system's: English "
        "for an English locale, else Japanese)"))
    parser.add_argument("--layers", default="", help=translate(
        "kuni", "for --screenshot: extra layers to show, comma-separated (cards, adjacency)"))
    args = parser.parse_args(argv)

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from core import bundled
    from qtapp import language, theme
    from qtapp.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Kuni Studio")
    app.setOrganizationName("Kuni Studio")
    app.setWindowIcon(QIcon(str(bundled.app_icon())))
    app.setFont(theme.ui_font(10))
    language.install(args.language or language.chosen_language())

    if args.screenshot and _screenshot_refused(args):
        return 2
    if args.replay:
        return _run_replay(app, args)
    if args.game:
        return _run_game(app, args)
    path = args.dataset or str(bundled.default_karuta_dataset())
    document = _open_document(path)
    if document is None:
        return 2
    window = MainWindow(document, restore_layout=not args.screenshot, keep_recovery=not args.screenshot)
    if args.screenshot:
        size = _window_size(args.size)
        if size is None:
            return 2
        width, height = size
        window.resize(width, height)
        window.show()
        layers = [layer.strip() for layer in args.layers.split(",") if layer.strip()]
        unknown = [layer for layer in layers if layer not in window.layer_actions]
        if unknown:
            print(f"kuni-studio: unknown layer {', '.join(map(repr, unknown))} (known: "
                  f"{', '.join(window.layer_actions)})", file=sys.stderr)
            window.document.undo_stack.setClean()
            window.close()
            return 2
        for layer in layers:
            window.layer_actions[layer].setChecked(True)
        window.cards.wait()
        app.processEvents()
        window.view.fit()
        app.processEvents()
        if not _save_picture(window, args.screenshot):
            return 2
        window.document.undo_stack.setClean()
        window.close()
        return 0
    window.show()
    window.view.fit()
    return app.exec()


def _open_document(path: str):
    """The dataset at ``path`` as a document with its board; None (and a message) when unreadable."""
    from core.io import DatasetError
    from editor.dataset_document import DatasetDocument
    from qtapp.main_window import load_board_for

    try:
        return DatasetDocument.open(path, load_board_for)
    except DatasetError as error:
        print(f"kuni-studio: {error}", file=sys.stderr)
        return None


def _screenshot_refused(args) -> bool:
    """``--screenshot`` refused before anything is drawn (a message says why): a PNG only, never
    over the dataset it shows, a folder or a read-only file."""
    from core.io.output_files import OutputRefused, check_output

    try:
        check_output(args.screenshot, (args.dataset,), (".png",), kind="png")
    except OutputRefused as error:
        print(f"kuni-studio: {error}", file=sys.stderr)
        return True
    return False


def _save_picture(window, path: str) -> bool:
    """``--screenshot``: the window as it is drawn now, to a PNG (atomically); says where, or why not."""
    from core.io.output_files import OutputRefused, write_output
    from qtapp.rendering import png_bytes

    try:
        write_output(path, png_bytes(window.grab()))
    except OutputRefused as error:
        print(f"kuni-studio: {error}", file=sys.stderr)
        return False
    print(path)
    return True


def _window_size(text: str) -> tuple[int, int] | None:
    """``--size WxH`` as two numbers; None (and a message) when it is not that."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        print(f"kuni-studio: --size wants WxH, not '{text}'", file=sys.stderr)
        return None
    return width, height


def _run_game(app, args) -> int:
    """``--game``: a game's table alone, on its autosaved game or a new one (with ``--screenshot``,
    a new game rendered once, never the user's autosave). Any registered game."""
    from core.games import registry
    from core.games.session import default_autosave_path, saved_board
    from qtapp.play.launch import autosave_folder
    from qtapp.play.tables import open_table, table_for

    spec = registry.get(args.game)
    dataset = board = None
    if spec.needs_dataset:
        loaded = _game_board(spec, args, saved_board(spec, default_autosave_path(spec.name, autosave_folder()))
                             if args.board is None and not args.dataset and not args.screenshot else None)
        if loaded is None:
            return 2
        dataset, board = loaded
    if args.screenshot:
        size = _window_size(args.size)
        if size is None:
            return 2
        table = table_for(spec)
        session = table.new_session(spec, dataset, args.seed if args.seed is not None else 1)
        window = table.window(session, None, "instant", dataset, board)
        window.resize(*size)
        window.show()
        app.processEvents()
        app.processEvents()  # a second pass: what the first one scheduled (fitting the board)
        if not _save_picture(window, args.screenshot):
            return 2
        window.close()
        return 0
    open_table(spec, None, dataset, board, seed=args.seed)
    return app.exec()


def _run_replay(app, args) -> int:
    """``--replay``: a record on its game's table with the replay bar (with ``--screenshot``, the
    position after ``--move`` moves rendered once)."""
    from core.io.input_files import DatasetError
    from qtapp.play.replay_viewer import open_replay, record_board

    dataset = board = None
    if args.dataset:
        document = _open_document(args.dataset)
        if document is None:
            return 2
        dataset, board = document.dataset, document.board
    try:
        spec, record, dataset, board = record_board(args.replay, dataset, board)
        window = open_replay(spec, record, dataset, board, Path(args.replay).name)
    except (DatasetError, ValueError) as error:
        print(f"kuni-studio: {error}", file=sys.stderr)
        return 2
    if args.move is not None:
        window.replay_bar.show_move(args.move)
    if args.screenshot:
        size = _window_size(args.size)
        if size is None:
            return 2
        window.resize(*size)
        app.processEvents()
        app.processEvents()
        saved = _save_picture(window, args.screenshot)
        window.close()
        return 0 if saved else 2
    return app.exec()


def _game_board(spec, args, saved: str | None):
    """The dataset and board geometry a game is played on: the DATASET given, else the board named
    in words (``--prefectures``), else the board of the saved game, else the game's default;
    None (and a message) when it cannot be read or is not the game's."""
    from qtapp.main_window import load_board_for

    if args.dataset:
        document = _open_document(args.dataset)
        if document is None:
            return None
        dataset, board = document.dataset, document.board
    else:
        try:
            dataset = spec.board_from_text(args.board or saved)
        except (OSError, ValueError) as error:
            print(f"kuni-studio: {error}", file=sys.stderr)
            return None
        board = load_board_for(dataset)
    if dataset.game != spec.dataset_game or board is None:
        print(f"kuni-studio: {args.dataset or 'the board'}: {spec.title_ja} needs a {spec.dataset_game} dataset "
              "with its built board", file=sys.stderr)
        return None
    from core.validation.validate import DatasetHasErrors, require_playable
    from editor.translation import translated

    try:  # a dataset with design errors is never played (kuni validate names them)
        require_playable(dataset)
    except DatasetHasErrors as error:
        print(f"kuni-studio: {args.dataset or 'the board'}: {translated(error.text)}", file=sys.stderr)
        return None
    return dataset, board


if __name__ == "__main__":
    sys.exit(main())
