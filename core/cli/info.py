"""Counts and coverage of a dataset: ``kuni info PATH [--json]`` (no Qt)."""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_OK
from core.cli.inputs import load, print_json
from core.text import translate


def cmd_info(args: argparse.Namespace) -> int:
    from core.dataset_info import describe, format_info

    info = describe(load(args.path))
    if args.json:
        print_json(info)
    else:
        print(format_info(info))
    return EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("info", help=translate("kuni", "counts and coverage of a dataset"))
    p.add_argument("path")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_info)
