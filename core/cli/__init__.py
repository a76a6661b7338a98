"""``kuni``: the Qt-free command line over the same core functions the app uses.

One module per command, each with ``add_parser(subparsers)``; the commands that play games
(``play``, ``simulate``, ``replay``, ``legal-moves``) are generic over the game registry
(:mod:`core.games.registry`). Packages add commands, or options to these, through the
``kuni_studio.cli`` entry-point group: each entry is ``extend(subparsers)``. The app adds the ones
that draw with Qt that way (the print kit, pictures of card layouts), so nothing here imports Qt.

Exit codes (all subcommands): 0 success; 1 the dataset has errors (``validate``) or the command's
check failed; 2 the input could not be read, the output could not be written, or the command line
was wrong. Messages name the file and the place; no Python traceback is shown for bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
from importlib.metadata import entry_points

from core.cli import (
    balance,
    build_board,
    export,
    import_specialties,
    info,
    legal_moves,
    overlap,
    play,
    replay,
    serve,
    simulate,
    validate,
)
from core.cli.errors import EXIT_OK, EXIT_UNREADABLE, CliError
from core.cli.language import KuniParser, add_version, choose_language
from core.games.game import EndlessGame
from core.text import say, translate

COMMANDS = (validate, info, export, import_specialties, build_board, overlap, legal_moves, simulate, balance, play,
            replay, serve)
ENTRY_POINT_GROUP = "kuni_studio.cli"


def build_parser() -> argparse.ArgumentParser:
    """The ``kuni`` parser: this package's commands, then every ``kuni_studio.cli`` extension."""
    parser = KuniParser(prog="kuni", description=translate("kuni", "Kuni Studio command line."))
    add_version(parser)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(sub)
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        try:
            extend = entry.load()
        except ImportError:  # a package that needs what this machine lacks adds nothing
            continue
        extend(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run ``kuni``; returns the exit code."""
    choose_language()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help, or a command line argparse refused (it said why)
        return done.code if isinstance(done.code, int) else EXIT_UNREADABLE
    try:
        return args.func(args)
    except CliError as error:
        print(f"kuni: {say(error.args[0]) if error.args else error}", file=sys.stderr)
        return error.code
    except EndlessGame as error:  # a game that would have run for ever (core.games.game.MOVE_LIMIT)
        print(f"kuni: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        print("kuni: " + say(translate("kuni", "interrupted").format()), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader stopped early (`kuni simulate … | head`): what it read is all it wanted
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so that the interpreter's final flush stays quiet
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
