"""Design checks of a dataset: ``kuni validate PATH [--json]`` (no Qt)."""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_INVALID, EXIT_OK
from core.cli.inputs import load, print_json
from core.text import say, translate

#: A finding's severity in words.
SEVERITIES = {"error": translate("kuni", "error"), "warning": translate("kuni", "warning"),
              "info": translate("kuni", "note")}


def cmd_validate(args: argparse.Namespace) -> int:
    from core.validation import has_errors, validate

    dataset = load(args.path)
    findings = validate(dataset)
    errors = sum(f.severity == "error" for f in findings)
    warnings = sum(f.severity == "warning" for f in findings)
    notes = len(findings) - errors - warnings
    if args.json:
        print_json({"path": args.path, "valid": errors == 0, "errors": errors, "warnings": warnings,
                    "notes": notes, "findings": [f.to_json() for f in findings]})
    else:
        for f in findings:
            print(f"{args.path}: {say(SEVERITIES.get(f.severity, f.severity))}: {f.path}: {say(f.message)}")
        verdict = translate("kuni", "invalid") if errors else translate("kuni", "valid")
        print(f"{args.path}: " + say(translate("kuni", "{verdict} ({errors} error(s), {warnings} warning(s), {notes} "
                                               "note(s))").format(verdict=verdict, errors=errors, warnings=warnings,
                                                                  notes=notes)))
    return EXIT_INVALID if has_errors(findings) else EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("validate", help=translate("kuni", "check a dataset; exit 0 valid, 1 invalid, 2 unreadable"))
    p.add_argument("path")
    p.add_argument("--json", action="store_true", help=translate("kuni", "print the findings as JSON"))
    p.set_defaults(func=cmd_validate)
