"""``kuni-studio``: start the desktop app, or render it once to a PNG (Qt).

Usage: ``kuni-studio [DATASET] [--screenshot OUT.png]``, or ``kuni-studio [DATASET] --game
{karuta,shima,chakai,battle}`` for one game's table alone. Without a dataset the bundled 旧国かるた
default opens. Exit codes: 0 success, 2 the dataset could not be read or the picture not written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit code."""
    parser = argparse.ArgumentParser(prog="kuni-studio", description="Kuni Studio desktop app.")
    parser.add_argument("dataset", nargs="?", help="dataset to open (default: the bundled karuta dataset)")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render the main window once to a PNG and exit")
    parser.add_argument("--size", default="1400x900", help="window size for --screenshot (WxH)")
    parser.add_argument("--game", choices=("karuta", "shima", "chakai", "battle"),
                        help="open a game window instead of the editor: karuta (旧国かるた on DATASET, you against "
                        "three planner CPUs), shima (しま), chakai (北野大茶会) or battle (市区町村バトル on "
                        "--prefectures); resumes the autosaved game")
    parser.add_argument("--prefectures", help="with --game battle: prefecture codes or a region (default: "
                        "the board of the saved game, else 13, 東京都)")
    parser.add_argument("--seed", type=int, help="with --game: the new game's seed")
    parser.add_argument("--layers", default="", help="for --screenshot: extra layers to show, comma-separated "
                        "(cards, adjacency)")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from core import bundled
    from qtapp import theme
    from qtapp.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Kuni Studio")
    app.setOrganizationName("Kuni Studio")
    app.setFont(theme.ui_font(10))

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


def _save_picture(window, path: str) -> bool:
    """``--screenshot``: the window as it is drawn now, to a PNG; says where, or why not."""
    out = Path(path)
    if not window.grab().save(str(out)):
        print(f"kuni-studio: {out}: cannot write the picture", file=sys.stderr)
        return False
    print(out)
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
    """``--game``: a game window alone (with ``--screenshot``, a new game rendered once, never the
    user's autosave)."""
    if args.game == "karuta":
        game = _karuta_game(args.dataset)
        if game is None:
            return 2
        new_session, window_class, open_window = game
    elif args.game == "battle":
        from core.games.battle.session import autosave_path, saved_prefectures
        from qtapp.battle.battle_window import BattleWindow
        from qtapp.battle.launch import new_battle, open_battle_window

        prefectures = args.prefectures
        if prefectures is None and not args.screenshot:  # resume on the board the game was left on
            prefectures = ",".join(saved_prefectures(autosave_path()) or [])
        try:
            dataset, board = _battle_board(prefectures or "13")
        except (OSError, ValueError) as error:
            print(f"kuni-studio: {error}", file=sys.stderr)
            return 2

        def new_session(seed):
            return new_battle(dataset, seed)

        def window_class(session, path, speed):
            return BattleWindow(session, board, path, speed)

        def open_window(parent, seed):
            return open_battle_window(dataset, board, parent, seed=seed)
    elif args.game == "shima":
        from qtapp.shima.launch import new_island as new_session
        from qtapp.shima.launch import open_shima_window as open_window
        from qtapp.shima.shima_window import ShimaWindow as window_class
    else:
        from qtapp.chakai.chakai_window import ChakaiWindow as window_class
        from qtapp.chakai.launch import new_deal as new_session
        from qtapp.chakai.launch import open_chakai_window as open_window
    if args.screenshot:
        size = _window_size(args.size)
        if size is None:
            return 2
        window = window_class(new_session(args.seed if args.seed is not None else 1), None, "instant")
        window.resize(*size)
        window.show()
        app.processEvents()
        app.processEvents()  # a second pass: what the first one scheduled (fitting the board)
        if not _save_picture(window, args.screenshot):
            return 2
        window.close()
        return 0
    open_window(None, seed=args.seed)
    return app.exec()


def _karuta_game(dataset_path: str | None):
    """``--game karuta``: how to deal, show and open the 旧国かるた table on the dataset (the bundled
    one by default), you against three planner CPUs as the Game menu's New game offers; None (and a
    message) when the dataset cannot be played."""
    import random

    from core import bundled
    from core.games.karuta import KarutaRules
    from core.games.karuta.session import KarutaSession, Seat, default_autosave_path, resume_or_new
    from qtapp.play.play_window import PlayWindow

    path = dataset_path or str(bundled.default_karuta_dataset())
    document = _open_document(path)
    if document is None:
        return None
    dataset, board = document.dataset, document.board
    if dataset.game != "karuta" or not dataset.provinces or board is None:
        print(f"kuni-studio: {path}: 旧国かるた needs a province dataset with its board", file=sys.stderr)
        return None

    def new_session(seed: int | None) -> KarutaSession:
        seats = [Seat("human")] + [Seat("cpu", "planner")] * 3
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
        return KarutaSession.new(KarutaRules(dataset), seats, seed)

    def window_class(session, autosave, speed):
        return PlayWindow(dataset, board, session, autosave, speed)

    def open_window(_parent, seed):
        # the autosave when it replays on this dataset; one that does not is kept aside
        autosave = default_autosave_path()
        try:
            session, message, _kept = resume_or_new(dataset, autosave, lambda: new_session(seed))
        except OSError as error:  # as the other games: play on without autosaving over the save
            session, autosave = new_session(seed), None
            message = f"The saved game could not be resumed nor kept aside ({error}); this game is not autosaved."
        window = window_class(session, autosave, None)
        window.statusBar().showMessage(message, 8000)
        window.show()
        return window

    return new_session, window_class, open_window


def _battle_board(prefectures: str):
    """A 市区町村バトル board of ``prefectures`` cut from the bundled nationwide board, and that board.

    Raises:
        ValueError: not prefecture codes or a region; OSError: the bundled board is missing.
    """
    from core.games.battle.board_data import REGIONS, build_battle_board, parse_prefectures

    codes = REGIONS[prefectures] if prefectures in REGIONS else parse_prefectures(prefectures)
    return build_battle_board(codes)


if __name__ == "__main__":
    sys.exit(main())
