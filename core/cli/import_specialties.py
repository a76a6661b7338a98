"""Give a 市区町村バトル board's towns their specialties from a CSV: ``kuni import-specialties`` (no Qt)."""

from __future__ import annotations

import argparse
import sys

from core.cli.errors import EXIT_INVALID, EXIT_OK, CliError
from core.cli.inputs import load
from core.cli.outputs import add_force_argument, output_path
from core.io import DatasetError
from core.text import say, translate

#: A table at least this large says how far its reading is (about a second's work).
PROGRESS_BYTES = 4 << 20


def cmd_import_specialties(args: argparse.Namespace) -> int:
    from core.edits.municipality_edits import ReplaceSpecialties
    from core.io import save_dataset
    from core.io.specialty_table import read_specialty_table

    out = args.out or args.path
    output_path(out, (args.table,), force=args.force, kind="json")
    dataset = load(args.path)
    if not dataset.municipalities:
        raise CliError(translate("kuni", "{path}: has no towns to give specialties to (a 市区町村バトル board has)").format(
            path=args.path))
    from core.progress import TerminalProgress

    progress = None

    def told(done: int, size: int) -> None:  # a big table: how far the reading is (stderr)
        nonlocal progress
        if size < PROGRESS_BYTES:  # read in a moment: no bar
            return
        if progress is None:
            progress = TerminalProgress(size, say(translate("kuni", "reading {table}").format(table=args.table)))
        progress.advance(done - progress.done)

    try:
        table = read_specialty_table(args.table, dataset, on_progress=told)
    except DatasetError as error:
        raise CliError(error.sentence()) from None
    finally:
        if progress is not None:
            progress.close()
    if table.problems:
        for problem in table.problems:
            print(say(translate("kuni", "{table}: {problem}").format(table=args.table, problem=problem)),
                  file=sys.stderr)
        if table.unlisted:
            print(say(translate("kuni", "{table}: … and {count} more rows that could not be used").format(
                table=args.table, count=f"{table.unlisted:,}")), file=sys.stderr)
        raise CliError(translate("kuni", "{table}: {rows} row(s) could not be used; nothing was written (correct "
                                         "them, or remove them from the table)").format(
            table=args.table, rows=f"{table.failed_rows:,}"), EXIT_INVALID)
    if not table.specialties:
        raise CliError(translate("kuni", "{table}: names no town; nothing written").format(table=args.table),
                       EXIT_INVALID)
    ReplaceSpecialties(table.specialties).apply(dataset)
    try:
        save_dataset(dataset, out, args.force)
    except DatasetError as error:
        raise CliError(error.sentence()) from None
    count = sum(len(v) for v in table.specialties.values())
    print(say(translate("kuni", "wrote {out}: {count} specialties for {towns} towns").format(
        out=out, count=count, towns=len(table.specialties))))
    return EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("import-specialties", help=translate(
        "kuni", "give a 市区町村バトル board's towns their specialties (名物 "
        "and ★) from a CSV"))
    p.add_argument("path", help=translate("kuni", "the board dataset"))
    p.add_argument("table", help=translate(
        "kuni", "CSV: code or name (and prefecture), specialty, stars per row; or the "
        "municipalities.csv kuni export writes, its specialties column edited"))
    p.add_argument("--out", help=translate("kuni", "write here instead of over PATH"))
    add_force_argument(p)
    p.set_defaults(func=cmd_import_specialties)
