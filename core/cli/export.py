"""Export a validated dataset: ``kuni export PATH --format … --out OUT`` (no Qt)."""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_INVALID, EXIT_OK, CliError
from core.cli.inputs import board_for, load
from core.cli.outputs import output_path
from core.text import sentence_of, translate


def cmd_export(args: argparse.Namespace) -> int:
    from core.export import ExportError, export_dataset
    from core.validation import has_errors, validate

    if args.format in ("json", "gpkg"):  # a file; geojson and csv write a folder of files
        output_path(args.out, (args.path,), force=args.force, kind="json" if args.format == "json" else "sqlite")
    dataset = load(args.path)
    findings = validate(dataset)
    if has_errors(findings) and not args.force:
        first = next(f for f in findings if f.severity == "error")
        raise CliError(translate(
            "kuni", "{path} was not exported: the dataset has errors (the first: {place}: {message}); see them all "
            "with kuni validate, or give --force to export it as it is").format(
                path=args.path, place=first.path, message=first.message), EXIT_INVALID)
    try:
        written = export_dataset(dataset, board_for(dataset), args.format, args.out, inputs=(args.path,),
                                 force=args.force)
    except ExportError as error:
        raise CliError(sentence_of(error)) from None
    for path in written:
        print(path)
    return EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("export", help=translate("kuni", "export a dataset (json, geojson, gpkg, csv)"))
    p.add_argument("path")
    p.add_argument("--format", required=True, choices=["json", "geojson", "gpkg", "csv"])
    p.add_argument("--out", required=True, help=translate("kuni", "output file (json, gpkg) or folder (geojson, csv)"))
    p.add_argument("--force", action="store_true", help=translate(
        "kuni", "export even when the dataset has errors, and replace read-only output files"))
    p.set_defaults(func=cmd_export)
