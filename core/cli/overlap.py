"""The card overlap study at candidate sizes, with leader lines: ``kuni overlap`` (no Qt; the
``--png-dir`` pictures are drawn by the app's extension of this command, see :mod:`qtapp.cli_commands`)."""

from __future__ import annotations

import argparse
import sys

from core import bundled
from core.cli.errors import EXIT_OK, CliError
from core.cli.inputs import load, print_json
from core.text import sentence_of, translate


def cmd_overlap(args: argparse.Namespace) -> int:
    from core.geometry.board import Board
    from core.geometry.card_study import (
        DEFAULT_SIZES,
        MUNICIPALITY_LABEL_PX_PER_KM,
        MUNICIPALITY_LABEL_SIZES,
        PROVINCE_BOARD_PX_PER_KM,
        study,
    )

    if args.board not in ("provinces", "municipalities"):
        raise CliError(translate("kuni", "unknown board '{board}' (known: provinces, municipalities)").format(board=args.board))
    if args.scale is not None and not 0 < args.scale <= 100:
        raise CliError(translate("kuni", "--scale must be between 0 and 100 px per km").format())
    path = bundled.board_path(args.board)
    try:
        board = Board.load(path)
    except (OSError, ValueError, KeyError) as error:
        raise CliError(translate("kuni", "{path}: the board cannot be read ({why}); reinstall Kuni Studio, or build "
                                         "the board again with kuni build-board").format(
            path=str(path), why=sentence_of(error))) from None
    if args.board == "municipalities":
        if args.dataset:
            raise CliError(translate("kuni", "--dataset is for --board provinces (its candidate card sizes)").format())
        scale = args.scale or MUNICIPALITY_LABEL_PX_PER_KM
        sizes_text = args.sizes or ",".join(MUNICIPALITY_LABEL_SIZES)
        if args.prefectures:
            from core.geometry.municipality_board import cut_board
            from core.geometry.municipality_dataset import parse_prefectures

            try:
                chosen = parse_prefectures(args.prefectures)
            except ValueError as error:
                raise CliError(sentence_of(error)) from None
            board = cut_board(board, {r.id for r in board.regions if r.id[:2] in chosen}, "labels")
    else:
        if args.prefectures:
            raise CliError(translate("kuni", "--prefectures is for --board municipalities").format())
        scale = args.scale or PROVINCE_BOARD_PX_PER_KM
        sizes_text = args.sizes or ",".join(DEFAULT_SIZES)
        if args.dataset and not args.sizes:
            # the candidates a designer keeps in the dataset (the app's Card size list)
            candidates = load(args.dataset).card_sizes
            if not candidates:
                raise CliError(translate("kuni", "{path}: the dataset has no candidate card sizes; give --sizes").format(
                    path=args.dataset))
            sizes_text = ",".join(size.label for size in candidates)
    sizes = [s.strip() for s in sizes_text.split(",") if s.strip()]
    from core.progress import TerminalProgress

    if args.exact and (args.allow_hidden_homes or args.allow_crossings):
        raise CliError(translate("kuni", "--exact keeps every rule: drop --allow-hidden-homes / --allow-crossings").format())
    progress = TerminalProgress(len(sizes), "laying out cards")

    def told(size: str, answer) -> None:
        # each question of the exact search takes seconds: say how it went
        print(f"kuni overlap: {size}: {answer.said()} ({answer.rounds} rounds, {answer.nogoods} crossings forbidden)",
              file=sys.stderr, flush=True)

    def better(size: str, layout) -> None:
        print(f"kuni overlap: {size}: a lower layout, {layout.shifts().max():.2f} px after the polish "
              f"({layout.seconds:.1f} s)", file=sys.stderr, flush=True)

    try:
        results = study(board, sizes, scale, allow_hidden_homes=args.allow_hidden_homes,
                        allow_crossings=args.allow_crossings, exact=args.exact, on_progress=progress.advance,
                        on_question=told if args.exact else None, on_better=better if args.exact else None)
    except ValueError as error:
        raise CliError(sentence_of(error)) from None
    finally:
        progress.close()
    for _row, layout in results:
        for note in layout.notes:
            print(f"kuni overlap: {layout.report()['size']}: {note}", file=sys.stderr)
    # pictures of the layouts are drawn with Qt: the app's extension of this command adds them
    pictures = getattr(args, "layout_pictures", None)
    if pictures is not None:
        pictures(args, board, results, scale)
    rows = [row for row, _ in results]
    if args.json:
        print_json(rows)
        return EXIT_OK
    print(f"{'size':>7} {'pairs before':>13} {'after':>6} {'max shift':>10} {'mean':>6} {'crossings':>9} "
          f"{'hidden':>6} {'seconds':>8}   designers: pairs before, max shift")
    for row in rows:
        theirs = ""
        if "designers_pairs_before" in row:
            theirs = f"{row['designers_pairs_before']:>5} {row['designers_max_shift_px']:>7.1f} px"
        print(f"{row['size']:>7} {row['pairs_before']:>13} {row['pairs_after']:>6} {row['max_shift_px']:>7.1f} px "
              f"{row['mean_shift_px']:>6.1f} {row['crossings']:>9} {row['hidden_homes']:>6} {row['seconds']:>8.3f}   {theirs}")
    for row in rows:
        if "proven_floor_px" in row:
            print(f"{row['size']}: no layout on the exact search's 1-px lattice keeps every rule within "
                  f"{row['proven_floor_px']:.2f} px (proven by the SAT solver)")
    return EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("overlap", help=translate("kuni", "card overlap study at candidate sizes, with leader lines"))
    p.add_argument("--board", default="provinces", help=translate(
        "kuni", "provinces (旧国かるた cards) or municipalities (town labels)"))
    p.add_argument("--sizes", help=translate(
        "kuni", "card sizes WxH, comma-separated (default: the --dataset's candidates, else the "
        "designers' four for provinces; 40x14 for municipalities)"))
    p.add_argument("--dataset", help=translate(
        "kuni", "provinces: study this dataset's candidate card sizes (as the app lists them)"))
    p.add_argument("--scale", type=float, help=translate(
        "kuni", "px per km (default 0.41 for provinces, 6 for municipalities)"))
    p.add_argument("--prefectures", help=translate(
        "kuni", "municipalities: prefecture codes to cut the board to (default all)"))
    p.add_argument("--json", action="store_true")
    p.add_argument("--allow-hidden-homes", action="store_true",
                   help=translate(
                       "kuni", "let cards cover other provinces' home points (a looser relaxation, to compare)"))
    p.add_argument("--allow-crossings", action="store_true", help=translate(
        "kuni", "let leader lines cross (to compare)"))
    p.add_argument("--exact", action="store_true",
                   help=translate("kuni", "after the quick search, bisect lower with a SAT solver on a 1-px lattice "
                                  "(every rule kept; a few minutes at 34x46) and report the shift below which it proved no lattice "
                        "layout exists"))
    p.set_defaults(func=cmd_overlap)
