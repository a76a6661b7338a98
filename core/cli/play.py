"""``kuni play GAME …``: CPU players play one game of any registered game; its record printed or
written (no Qt). The record replays with ``kuni replay``. ``--from RECORD`` plays on from a game in
progress (a position exported from the app's replay viewer, an autosave's record) to its end."""

from __future__ import annotations

import argparse
import json

from core.cli.errors import EXIT_INVALID, EXIT_OK, CliError
from core.cli.game_options import (
    add_board_arguments,
    add_cpu_argument,
    add_game_parsers,
    add_rules_argument,
    cpu_kinds_for,
    dataset_for,
    ruleset_for,
)
from core.cli.inputs import print_json, read_json
from core.cli.outputs import add_force_argument, output_path, write
from core.text import say, sentence_of, translate


def _arguments(p: argparse.ArgumentParser, spec) -> None:
    low, high = spec.players
    p.add_argument("--players", "--cpus", dest="players", type=int, default=spec.default_players,
                   help=translate("kuni", "{low}–{high} (default {default})").format(
                       low=low, high=high, default=spec.default_players))
    p.add_argument("--seed", type=int, default=1, help=translate("kuni", "the game's seed (default 1)"))
    add_cpu_argument(p, spec, spec.table_cpu)
    add_rules_argument(p, spec)
    add_board_arguments(p, spec)
    p.add_argument("--from", dest="from_record", metavar="RECORD.json",
                   help=translate("kuni", "play on from this record of a game in progress (its rules, seed and "
                                  "board; --ai the CPUs)"))
    p.add_argument("--out", metavar="RECORD.json", help=translate("kuni", "also write the record to this file"))
    add_force_argument(p)
    p.add_argument("--json", action="store_true", help=translate("kuni", "print the whole record as JSON"))
    p.set_defaults(func=run)


def _play_on(spec, args: argparse.Namespace):
    """``--from``: the record's game played on by ``--ai``'s CPUs (as many as it has seats)."""
    from core.games import record as game_record

    if args.rules:
        raise CliError(translate("kuni", "--from plays on under the record's own rules; leave out --rules").format())
    data = read_json(args.from_record, "record to play on from")
    if not isinstance(data, dict) or data.get("format") != spec.record_format:
        raise CliError(translate("kuni", "{path}: not a {game} record (expected format {format})").format(
            path=args.from_record, game=spec.title_ja, format=spec.record_format),
                       EXIT_INVALID)
    seats = data.get("seats")
    players = len(seats) if isinstance(seats, list) else args.players
    kinds = cpu_kinds_for(spec, args.ai, players)
    dataset = dataset_for(spec, args, board_text=spec.board_of_record(data))
    try:
        state, record = game_record.play_on(spec, data, list(kinds), dataset)
        rules, _ = game_record.start(spec, record, dataset)
    except game_record.RecordError as error:
        raise CliError(translate("kuni", "{path} cannot be played on: {why}").format(
            path=args.from_record, why=sentence_of(error)), EXIT_INVALID) from None
    return state, record, rules, dataset


def add_parser(sub) -> None:
    add_game_parsers(sub, "play", translate("kuni", "let CPU players play one game and print its record"), _arguments)


def run(args: argparse.Namespace) -> int:
    from core.games import record as game_record

    spec = args.spec
    if args.out:
        output_path(args.out, (getattr(args, "dataset", None), args.rules, args.from_record), force=args.force,
                    kind="json")
    if args.from_record:
        state, record, rules, dataset = _play_on(spec, args)
    else:
        kinds = cpu_kinds_for(spec, args.ai, args.players)
        ruleset = ruleset_for(spec, args)
        dataset = dataset_for(spec, args)
        try:
            rules = spec.make_rules(ruleset, dataset)
            state, record = game_record.play(spec, rules, list(kinds), args.seed)
        except ValueError as error:  # a board this many players cannot start on
            raise CliError(sentence_of(error)) from None
    if args.out:
        write(args.out, json.dumps(record, ensure_ascii=False, indent=1) + "\n", args.force)
    if args.json:
        print_json(record)
    elif spec.describe is not None:
        print(say(spec.describe(record, dataset)))
    else:
        print(say(translate("kuni", "{moves} moves; {end}").format(moves=len(record["moves"]),
                                                                   end=spec.end_text(rules, state))))
    return EXIT_OK
