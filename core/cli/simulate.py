"""``kuni simulate GAME …``: many seeded games between CPU players, for any registered game (no Qt).

Each game's sub-command carries its own defaults (games, players, CPU kinds) and its simulator's
own settings (:attr:`core.games.spec.GameSpec.simulation_options`); the report is the game's with
a 95 % interval beside every rate and a test of the seat effect (:mod:`core.simulation.study`),
printed as its text table or as JSON; ``--plot`` draws the same picture as the app, ``--report``
keeps JSON, picture and text in a folder, ``--until-ci`` plays on until the intervals are narrow.
"""

from __future__ import annotations

import argparse
import dataclasses
import os

from core.cli.errors import EXIT_OK, CliError
from core.cli.game_options import (
    add_board_arguments,
    add_cpu_argument,
    add_game_parsers,
    add_parallel_arguments,
    add_rules_argument,
    cpu_kinds_for,
    dataset_for,
    playing_games,
    ruleset_for,
)
from core.cli.inputs import print_json
from core.cli.outputs import add_force_argument, output_path, write
from core.text import language, lookup_for, sentence_of, translate


def _about(seconds: float):
    if seconds >= 1:
        return translate("kuni", "about {seconds} s").format(seconds=f"{seconds:.0f}")
    return translate("kuni", "under a second").format()


def _arguments(p: argparse.ArgumentParser, spec) -> None:
    cost = spec.default_games * spec.seconds_per_game
    p.add_argument("--games", type=int, default=spec.default_games,
                   help=translate("kuni", "games to play (default {games}: {about} on one core with the default "
                                  "CPUs)").format(games=spec.default_games, about=_about(cost)))
    low, high = spec.players
    p.add_argument("--players", type=int, default=spec.default_players,
                   help=translate("kuni", "{low}–{high} (default {default})").format(
                       low=low, high=high, default=spec.default_players))
    p.add_argument("--seed", type=int, default=1, help=translate(
        "kuni", "the run's seed (default 1): the same seed, the same figures"))
    add_cpu_argument(p, spec, spec.default_cpu)
    add_rules_argument(p, spec)
    add_board_arguments(p, spec)
    add_parallel_arguments(p)
    p.add_argument("--json", action="store_true", help=translate("kuni", "print the report as JSON"))
    p.add_argument("--plot", metavar="OUT.png", help=translate("kuni", "also draw the report's picture to a PNG"))
    p.add_argument("--report", metavar="DIR", help=translate(
        "kuni", "also keep the study in this folder: report.json, report.png "
        "(the --plot picture), report.txt and the records of the shortest, longest and unusually ended "
                   "watched games (game-*.json, for kuni-studio --replay)"))
    p.add_argument("--until-ci", type=float, metavar="HALF_WIDTH",
                   help=translate("kuni", "play 1,000 games, then as many as the widest interval says it needs "
                                  "(at most --games) until every rate's 95 %% interval is at most ± this (0.01: ±1 "
                                  "point)"))
    add_force_argument(p)
    for option in spec.simulation_options:
        if isinstance(option.default, bool):
            p.add_argument(option.flag, dest=option.name, action="store_true", help=option.help)
        elif isinstance(option.default, int):
            p.add_argument(option.flag, dest=option.name, type=int, default=option.default, metavar="N",
                           help=translate("kuni", "{help} (default {default})").format(help=option.help,
                                                                                        default=option.default))
        else:
            p.add_argument(option.flag, dest=option.name, default=option.default, choices=option.choices,
                           help=option.help)
    p.set_defaults(func=run)


def add_parser(sub) -> None:
    add_game_parsers(sub, "simulate", translate("kuni", "simulate many games between CPU players"), _arguments)


def run(args: argparse.Namespace) -> int:
    from core.progress import TerminalProgress

    spec = args.spec
    if args.games < 1:
        raise CliError(translate("kuni", "--games must be at least 1").format())
    if args.workers is not None and args.workers < 1:
        raise CliError(translate("kuni", "--workers must be at least 1 (leave it out to use every core)").format())
    if args.plot:  # refused before the games are played, not after
        output_path(args.plot, (getattr(args, "dataset", None), args.rules), (".png",), args.force, kind="png")
    if args.report and os.path.exists(args.report) and not os.path.isdir(args.report):
        raise CliError(translate("kuni", "{path}: --report names a folder, and this is a file").format(path=args.report))
    kinds = cpu_kinds_for(spec, args.ai, args.players)
    ruleset = ruleset_for(spec, args)
    dataset = dataset_for(spec, args)
    options = {option.name: getattr(args, option.name) for option in spec.simulation_options}
    try:
        config = spec.simulation_config(args.games, args.players, args.seed, kinds, ruleset, options)
    except ValueError as error:
        raise CliError(sentence_of(error)) from None
    from core.simulation.study import run_study, save_study, study_text

    progress = TerminalProgress(spec.games_played(config), f"simulating {spec.name}")

    def next_round(number: int, games: int) -> None:
        progress.restart(spec.games_played(dataclasses.replace(config, games=games)),
                         f"simulating {spec.name}, round {number} ({games:,} games)")

    try:
        with playing_games():
            report = run_study(spec, config, dataset, workers=args.workers, dask=args.dask,
                               on_progress=progress.advance, until_ci=args.until_ci, on_round=next_round)
    finally:
        progress.close()
    if args.plot:
        from core.simulation.report_picture import report_png

        write(args.plot, report_png(spec, report), args.force)
    if args.report:
        from core.io.output_files import OutputRefused

        try:
            save_study(spec, report, args.report, args.force, dataclasses.replace(config, games=report["games"]),
                       dataset, lookup=lookup_for(language()))
        except OutputRefused as error:
            raise CliError(sentence_of(error)) from None
    if args.json:
        print_json(report)
    else:
        print(study_text(spec, report, lookup_for(language())))
    return EXIT_OK
