"""``kuni replay RECORD``: check that a record of any registered game replays to its recorded end
(no Qt). The game is the one whose record ``format`` it has; a game played on a board replays on
the board the record names unless one is given."""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_INVALID, EXIT_OK, CliError
from core.cli.game_options import dataset_for
from core.cli.inputs import read_json
from core.games import registry
from core.text import say, sentence_of, translate


def add_parser(sub) -> None:
    p = sub.add_parser("replay", help=translate("kuni", "check that a game record replays to its recorded end"))
    p.add_argument("record")
    p.add_argument("--dataset", help=translate(
        "kuni", "the dataset to replay on (default: the game's own, or the board the record names)"))
    flags = sorted({spec.board_flag for spec in registry.games() if spec.board_flag} - {"--board"})
    p.add_argument("--board", *flags, dest="board",
                   help=translate(
                       "kuni", "the board in words (for games played on one; default: the board the record names)"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from core.games.record import RecordError, replay

    data = read_json(args.record, "game record")
    spec = registry.by_record_format(data.get("format")) if isinstance(data, dict) else None
    if spec is None:
        # not a record at all: unreadable, not a record that fails to replay
        formats = ", ".join(game.record_format for game in registry.games())
        raise CliError(translate("kuni", "{path}: not a game record (its 'format' is none of {formats})").format(
            path=args.record, formats=formats))
    dataset = dataset_for(spec, args, board_text=spec.board_of_record(data))
    try:
        rules, state = replay(spec, data, dataset)
    except RecordError as error:
        raise CliError(translate("kuni", "{path} does not replay: {why}").format(
            path=args.record, why=sentence_of(error)), EXIT_INVALID) from None
    print(say(translate("kuni", "{path}: replays to the recorded end: {moves} moves, {end}").format(
        path=args.record, moves=len(data["moves"]), end=spec.end_text(rules, state))))
    return EXIT_OK
