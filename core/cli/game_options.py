"""The options every game command shares, read the same way for every registered game (no Qt):
the board or dataset a game is played on, its rule options and the CPU kinds of its seats."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from core.cli.errors import EXIT_INVALID, CliError
from core.cli.inputs import load, read_json
from core.games import registry
from core.text import joined, sentence_of, translate
from core.validation.validate import DatasetHasErrors, require_playable


def add_game_parsers(sub, command: str, help_text: str, add_arguments) -> None:
    """``kuni COMMAND GAME …``: one sub-parser per registered game, each with its own defaults in
    ``--help``; ``add_arguments(parser, spec)`` adds the command's options."""
    p = sub.add_parser(command, help=help_text, description=help_text)
    games = p.add_subparsers(dest="game", required=True, metavar="GAME")
    for spec in registry.games():
        about = translate("kuni", "{title} ({english}): {summary}").format(title=spec.title_ja, english=spec.title_en,
                                                                          summary=spec.summary)
        g = games.add_parser(spec.name, help=about, description=about)
        add_arguments(g, spec)
        g.set_defaults(spec=spec)


def add_board_arguments(p: argparse.ArgumentParser, spec) -> None:
    """``--dataset`` (and the game's own way of naming a board) for games played on a dataset."""
    if not spec.needs_dataset:
        return
    p.add_argument("--dataset", help=translate("kuni", "the {title} dataset to play on").format(title=spec.title_ja))
    if spec.board_flag:
        p.add_argument(spec.board_flag, dest="board", help=spec.board_help)


def add_rules_argument(p: argparse.ArgumentParser, spec) -> None:
    options = ", ".join(name for name, _meaning, _default in spec.rule_options())
    p.add_argument("--rules", metavar="FILE", help=translate("kuni", "JSON file of rule options ({options})").format(
        options=options))


def add_parallel_arguments(p: argparse.ArgumentParser) -> None:
    """``--workers`` and ``--dask``: where the games are played (the same figures anywhere)."""
    p.add_argument("--workers", type=int, help=translate("kuni", "processes (default: every core)"))
    p.add_argument("--dask", metavar="SCHEDULER", help=translate(
        "kuni", "play the games on Dask: 'local' for a LocalCluster of --workers processes on this machine, or a "
                "scheduler address tcp://HOST:PORT (the same figures as a local run)"))


def add_cpu_argument(p: argparse.ArgumentParser, spec, default: str) -> None:
    kinds = joined("; ", (translate("kuni", "{name}: {note}").format(name=name, note=spec.cpus[name].note)
                          for name in spec.cpu_names()))
    p.add_argument("--ai", default=default, help=translate(
        "kuni", "CPU kind per seat, comma-separated, or one for all (default {default}) — {kinds}").format(
        default=default, kinds=kinds))


def dataset_for(spec, args: argparse.Namespace, board_text: str | None = None):
    """The dataset ``args`` name for ``spec`` (``--dataset``, else the board in words, else
    ``board_text``, else the game's default board); None for games played without one."""
    if not spec.needs_dataset:
        return None
    if getattr(args, "dataset", None):
        dataset = load(args.dataset)
        if dataset.game != spec.dataset_game:
            raise CliError(translate("kuni", "{path}: not a {game} dataset (it is for {other})").format(
                path=args.dataset, game=spec.title_ja, other=dataset.game))
        try:  # a dataset with design errors is never played or simulated (exit 1, as kuni validate)
            require_playable(dataset)
        except DatasetHasErrors as error:
            raise CliError(translate("kuni", "{path}: {why}").format(path=args.dataset, why=error.text),
                           EXIT_INVALID) from None
        return dataset
    try:
        return spec.board_from_text(getattr(args, "board", None) or board_text)
    except (OSError, ValueError) as error:
        raise CliError(sentence_of(error)) from None


def ruleset_for(spec, args: argparse.Namespace):
    """``--rules FILE`` read into the game's rule set (its defaults without it)."""
    data = read_json(args.rules, "rules file") if args.rules else None
    if args.rules and not isinstance(data, dict):  # null in a file is a mistake, not "the defaults"
        kind = "null" if data is None else type(data).__name__
        raise CliError(translate("kuni", "{path}: expected an object of rule options, not {kind}").format(path=args.rules,
                                                                                                       kind=kind))
    try:
        return spec.parse_ruleset(data)
    except ValueError as error:
        raise CliError(translate("kuni", "{path}: {why}").format(
            path=args.rules or "--rules", why=sentence_of(error))) from None


@contextmanager
def playing_games() -> Iterator[None]:
    """Games being played for a command: a setting they refuse (ValueError) and a Dask cluster out
    of reach (OSError) become the command's one-sentence refusal."""
    try:
        yield
    except ValueError as error:
        raise CliError(sentence_of(error)) from None
    except OSError as error:
        raise CliError(translate("kuni", "the games could not be run ({why}): is the Dask scheduler running and "
                                         "within reach?").format(why=sentence_of(error))) from None


def cpu_kinds_for(spec, text: str | None, players: int) -> tuple[str, ...]:
    try:
        spec.check_players(players)
        return spec.cpu_kinds(text, players)
    except ValueError as error:
        raise CliError(sentence_of(error)) from None
