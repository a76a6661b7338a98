"""``kuni legal-moves STATE.json``: the legal moves of a position file as JSON, for any game that
has position files (no Qt)."""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_OK, CliError
from core.cli.game_options import dataset_for
from core.cli.inputs import print_json, read_json
from core.games import registry
from core.text import sentence_of, translate


def add_parser(sub) -> None:
    formats = ", ".join(spec.state_format for spec in registry.games() if spec.state_format)
    p = sub.add_parser("legal-moves", help=translate(
        "kuni", "print the legal moves of a position file ({formats}) as JSON").format(formats=formats))
    p.add_argument("state")
    p.add_argument("--dataset", help=translate("kuni", "dataset (default the game's own)"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    data = read_json(args.state, "state file")
    fmt = data.get("format") if isinstance(data, dict) else None
    spec = next((game for game in registry.games() if game.state_format and game.state_format == fmt), None)
    if spec is None:
        formats = ", ".join(game.state_format for game in registry.games() if game.state_format)
        raise CliError(translate("kuni", "{path}: not a state file (expected format {formats})").format(path=args.state,
                                                                                               formats=formats))
    try:
        ruleset = spec.parse_ruleset(data.get("ruleset"), "ruleset")
        rules = spec.make_rules(ruleset, dataset_for(spec, args))
        state = spec.read_state(rules, data.get("state"))
    except ValueError as error:
        raise CliError(translate("kuni", "{path}: {why}").format(path=args.state, why=sentence_of(error))) from None
    print_json([spec.encode_move(move) for move in rules.legal_moves(state)])
    return EXIT_OK
