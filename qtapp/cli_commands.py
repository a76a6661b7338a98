"""The ``kuni`` commands that draw with Qt, added to the command line through its
``kuni_studio.cli`` entry point (:mod:`core.cli` never imports Qt).

``kuni print-kit`` writes the 旧国かるた print-and-play kit; ``kuni overlap --png-dir DIR`` draws a
picture of each card layout. PySide6 is imported only when one of them runs, so ``kuni`` starts
(and its other commands run) where Qt is absent.
"""

from __future__ import annotations

import argparse

from core import bundled
from core.cli.errors import EXIT_OK, CliError
from core.cli.inputs import board_for, load
from core.cli.outputs import add_force_argument, output_path
from core.io.output_files import OutputRefused
from core.text import sentence_of, translate


def print_kit(args: argparse.Namespace) -> int:
    """``kuni print-kit --out kit.pdf``."""
    source = args.dataset or str(bundled.default_karuta_dataset())
    output_path(args.out, (source,), (".pdf",), args.force, kind="pdf")
    dataset = load(source)
    if not dataset.is_province_map:
        raise CliError(translate("kuni", "{path}: the kit is made from a 旧国かるた province dataset, and this one is "
                                         "for another game").format(path=args.dataset))
    board = board_for(dataset)
    if board is None:
        raise CliError(translate("kuni", "the print kit draws the board, and this dataset names no board that is "
                                         "built: build it with kuni build-board").format())
    from qtapp.print_kit import CARD_MM, printed_type_sizes, write_print_kit

    try:
        pages = write_print_kit(dataset, board, args.out, args.force)
    except OutputRefused as error:
        raise CliError(sentence_of(error)) from None
    print(f"{args.out}: {pages} pages ({len(dataset.provinces)} cards, the blank board, a progress sheet)")
    type_pt = printed_type_sizes(dataset)
    print(f"  cards {CARD_MM[0]:g} × {CARD_MM[1]:g} mm; type: kanji {type_pt['kanji']:g} pt (the smallest name), "
          f"reading {type_pt['kana']:g} pt, circuit badge {type_pt['badge']:g} pt")
    return EXIT_OK


def layout_pictures(args: argparse.Namespace, board, results, scale: float) -> None:
    """``kuni overlap --png-dir DIR``: a picture of each size's layout (``overlap-WxH.png``), written
    as the whole folder (:func:`core.io.folder_output.write_folder`)."""
    if not args.png_dir:
        return
    from core.io.folder_output import write_folder
    from qtapp.rendering import card_layout_png

    x0, y0, x1, y1 = results[0][1].bounds if results else (0, 0, 0, 0)
    if max(x1 - x0, y1 - y0) * 2 > 16000:
        raise CliError(translate("kuni", "the picture would be {width} px wide: cut the board with --prefectures or "
                                         "lower --scale").format(width=int(max(x1 - x0, y1 - y0) * 2)))
    if args.board == "provinces":
        dataset = load(str(bundled.default_karuta_dataset()))
        by_id = {p.id: p for p in dataset.provinces}
        names = [by_id[r.id].kanji if r.id in by_id else r.name for r in board.regions]
        colours = [dataset.circuit(by_id[r.id].circuit).colour if r.id in by_id else "#cccccc"
                   for r in board.regions]
    else:
        names = [r.name for r in board.regions]
        colours = ["#9aa5b1"] * len(board.regions)
    try:
        pictures = {f"overlap-{row['size']}.png": card_layout_png(board, layout, names, colours, scale)
                    for row, layout in results}
        write_folder(args.png_dir, pictures, owns=("overlap-*.png",), force=args.force)
    except OutputRefused as error:
        raise CliError(sentence_of(error)) from None


def extend(sub) -> None:
    """Add the print kit and the layout pictures to ``kuni``'s subcommands."""
    p = sub.add_parser("print-kit", help=translate("kuni", "write the 旧国かるた print-and-play kit as a PDF"))
    p.add_argument("--out", required=True, metavar="KIT.pdf")
    p.add_argument("--dataset", help=translate("kuni", "dataset (default the bundled karuta dataset)"))
    add_force_argument(p)
    p.set_defaults(func=print_kit)

    overlap = sub.choices.get("overlap")
    if overlap is not None:
        overlap.add_argument("--png-dir", help=translate("kuni", "write a picture of each layout into this folder"))
        add_force_argument(overlap)
        overlap.set_defaults(layout_pictures=layout_pictures)
