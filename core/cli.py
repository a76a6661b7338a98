"""``kuni``: the Qt-free command line over the same core functions the app uses.

Exit codes (all subcommands): 0 success; 1 the dataset has errors (``validate``) or the command's
check failed; 2 the input could not be read, the output could not be written, or the command line
was wrong. Messages name the file and the place; no Python traceback is shown for bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core import bundled
from core.io import DatasetError, load_dataset

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


class CliError(Exception):
    """A failure reported as one line on stderr with an exit code."""

    def __init__(self, message: str, code: int = EXIT_UNREADABLE) -> None:
        super().__init__(message)
        self.code = code


def _print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _load(path: str):
    try:
        return load_dataset(path)
    except DatasetError as error:
        raise CliError(str(error)) from None


def cmd_validate(args: argparse.Namespace) -> int:
    from core.validation import has_errors, validate

    dataset = _load(args.path)
    findings = validate(dataset)
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    if args.json:
        _print_json({"path": args.path, "valid": errors == 0, "errors": errors, "warnings": warnings,
                     "findings": [f.to_json() for f in findings]})
    else:
        for f in findings:
            print(f"{args.path}: {f.severity}: {f.path}: {f.message}")
        verdict = "invalid" if errors else "valid"
        print(f"{args.path}: {verdict} ({errors} error(s), {warnings} warning(s))")
    return EXIT_INVALID if has_errors(findings) else EXIT_OK


def cmd_info(args: argparse.Namespace) -> int:
    from core.dataset_info import describe, format_info

    info = describe(_load(args.path))
    if args.json:
        _print_json(info)
    else:
        print(format_info(info))
    return EXIT_OK


def _board_for(dataset):
    from core.geometry.board import Board

    if not dataset.board:
        return None
    path = bundled.board_path(dataset.board)
    try:
        return Board.load(path)
    except (OSError, ValueError, KeyError) as error:
        raise CliError(f"{path}: cannot read board '{dataset.board}' ({error})") from None


def cmd_export(args: argparse.Namespace) -> int:
    from core.export import ExportError, export_dataset
    from core.validation import has_errors, validate

    dataset = _load(args.path)
    findings = validate(dataset)
    if has_errors(findings) and not args.force:
        first = next(f for f in findings if f.severity == "error")
        raise CliError(
            f"{args.path}: not exported: the dataset has errors (first: {first.path}: {first.message}); "
            "run 'kuni validate' or pass --force",
            EXIT_INVALID,
        )
    try:
        written = export_dataset(dataset, _board_for(dataset), args.format, args.out)
    except ExportError as error:
        raise CliError(str(error)) from None
    for path in written:
        print(path)
    return EXIT_OK


def cmd_build_board(args: argparse.Namespace) -> int:
    from core.geometry.province_board import BoardBuildError, build_province_board
    from core.io import save_dataset
    from core.io.atomic_write import atomic_write_text

    if args.kind != "provinces":
        raise CliError(f"unknown board kind '{args.kind}' (known: provinces)")
    geodata = Path(args.geodata) if args.geodata else bundled.shared_dir() / "geodata"
    if not geodata.is_dir():
        raise CliError(f"{geodata}: geodata folder not found (give --geodata DIR)")
    dataset_path = Path(args.dataset) if args.dataset else bundled.default_karuta_dataset()
    dataset = _load(str(dataset_path))
    names = {p.id: p.kanji for p in dataset.provinces}
    print(f"building the province board from {geodata} …", file=sys.stderr)
    try:
        board = build_province_board(geodata, args.table or bundled.province_table(), names)
    except (BoardBuildError, OSError, ValueError, KeyError) as error:
        raise CliError(f"board build failed: {error}") from None
    out = Path(args.out) if args.out else bundled.board_path("provinces")
    try:
        atomic_write_text(out, board.to_json())
    except OSError as error:
        raise CliError(f"{out}: cannot be written ({error.strerror or error})") from None
    print(f"wrote {out} ({len(board.regions)} provinces, {sum(map(len, board.adjacency.values())) // 2} land borders)")
    if not args.no_dataset:
        derived = {k: tuple(sorted(v)) for k, v in board.adjacency.items()}
        current = {k: tuple(sorted(v)) for k, v in dataset.adjacency.derived.items()}
        if derived != current:
            dataset.adjacency = dataset.adjacency.model_copy(update={"derived": derived})
            try:
                save_dataset(dataset, dataset_path)
            except DatasetError as error:
                raise CliError(str(error)) from None
            print(f"updated the derived adjacency in {dataset_path}")
        else:
            print(f"{dataset_path}: derived adjacency already up to date")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kuni", description="Kuni Studio command line.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("validate", help="check a dataset; exit 0 valid, 1 invalid, 2 unreadable")
    p.add_argument("path")
    p.add_argument("--json", action="store_true", help="print the findings as JSON")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("info", help="counts and coverage of a dataset")
    p.add_argument("path")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_info)

    p = sub.add_parser("export", help="export a dataset (json, geojson, gpkg, csv)")
    p.add_argument("path")
    p.add_argument("--format", required=True, choices=["json", "geojson", "gpkg", "csv"])
    p.add_argument("--out", required=True, help="output file (json, gpkg) or folder (geojson, csv)")
    p.add_argument("--force", action="store_true", help="export even when the dataset has errors")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("build-board", help="build a board's geometry from ../shared/geodata")
    p.add_argument("kind", help="provinces")
    p.add_argument("--geodata", help="geodata folder (default ../shared/geodata)")
    p.add_argument("--table", help="municipality → province table (default data/provinces/…)")
    p.add_argument("--dataset", help="dataset whose derived adjacency to refresh (default the karuta default)")
    p.add_argument("--out", help="board file to write (default data/boards/provinces.json)")
    p.add_argument("--no-dataset", action="store_true", help="do not touch the dataset")
    p.set_defaults(func=cmd_build_board)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run ``kuni``; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CliError as error:
        print(f"kuni: {error}", file=sys.stderr)
        return error.code
    except KeyboardInterrupt:
        print("kuni: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
