"""``kuni balance GAME skill|mechanics``: the balance lab's questions for any registered game (no Qt).

``skill`` rates every CPU strength against the others in rotated line-ups (:mod:`core.balance.skill`);
``mechanics`` weighs each kind of move by restricted play (:mod:`core.balance.mechanics`). Both
print their answer in words, or as JSON (``"ratings"``, ``"mechanics"`` at the top level), and play
on every core or a Dask cluster with the same figures for the same seed.
"""

from __future__ import annotations

import argparse

from core.cli.errors import EXIT_OK, CliError
from core.cli.game_options import (
    add_board_arguments,
    add_game_parsers,
    add_parallel_arguments,
    add_rules_argument,
    dataset_for,
    playing_games,
    ruleset_for,
)
from core.cli.inputs import print_json
from core.text import say, sentence_of, translate

QUESTIONS = ("skill", "mechanics", "tune")


def _arguments(p: argparse.ArgumentParser, spec) -> None:
    p.add_argument("question", choices=QUESTIONS, help=translate(
        "kuni", "skill: every CPU strength against the others, rated; mechanics: each kind of move weighed by "
                "forbidding it to one seat; tune: the rule values that best meet --target, searched over --space"))
    p.add_argument("--games", type=int, help=translate(
        "kuni", "games to play (skill: 400 in all; mechanics: 1,000 for the control and for each kind of move)"))
    low, high = spec.players
    p.add_argument("--players", type=int, default=spec.default_players,
                   help=translate("kuni", "{low}–{high} (default {default})").format(
                       low=low, high=high, default=spec.default_players))
    p.add_argument("--seed", type=int, default=1, help=translate(
        "kuni", "the run's seed (default 1): the same seed, the same figures"))
    p.add_argument("--ai", default=spec.default_cpu, help=translate(
        "kuni", "mechanics: the CPU every seat plays (default {default}; one of {kinds})").format(
            default=spec.default_cpu, kinds=", ".join(spec.cpu_names())))
    add_rules_argument(p, spec)
    add_board_arguments(p, spec)
    add_parallel_arguments(p)
    p.add_argument("--json", action="store_true", help=translate("kuni", "print the report as JSON"))
    p.add_argument("--space", metavar="SPACE.json", help=translate(
        "kuni", "tune: the rule options that vary, {\"option\": {\"choices\": […]}} or {\"option\": {\"low\": a, "
                "\"high\": b}}"))
    p.add_argument("--target", action="append", default=[], help=translate(
        "kuni", "tune: a figure to bring down (seat_spread, tie_rate, end_note_rate, length), to raise "
                "(skill_gradient), or of the game's telemetry (uses:KIND, end:MEASURE); NAME=N aims at N; give "
                "several for a Pareto front"))
    p.add_argument("--trials", type=int, default=40, help=translate("kuni", "tune: variants to try (default 40)"))
    p.add_argument("--out", metavar="DIR", help=translate(
        "kuni", "tune: the report's folder (report.json, front.png, variant-K.json rules files); the search is "
                "kept beside it in DIR.optuna.db"))
    p.add_argument("--resume", action="store_true", help=translate(
        "kuni", "tune: go on with the search kept beside --out"))
    p.set_defaults(func=run)


def add_parser(sub) -> None:
    add_game_parsers(sub, "balance", translate(
        "kuni", "the balance lab: does skill pay, how much does each mechanic matter"), _arguments)


def run(args: argparse.Namespace) -> int:
    from core.balance.mechanics import mechanics_report, mechanics_text
    from core.balance.skill import skill_report, skill_text
    from core.progress import TerminalProgress

    spec = args.spec
    games = args.games if args.games is not None else {"skill": 400, "mechanics": 1000, "tune": 200}[args.question]
    if games < 1:
        raise CliError(translate("kuni", "--games must be at least 1").format())
    if args.workers is not None and args.workers < 1:
        raise CliError(translate("kuni", "--workers must be at least 1 (leave it out to use every core)").format())
    if args.ai not in spec.cpus:
        raise CliError(translate("GameSetup", "{game} has no CPU called '{kind}': give one of {known}").format(
            game=spec.title_ja, kind=args.ai, known=", ".join(spec.cpu_names())))
    try:
        spec.check_players(args.players)
    except ValueError as error:
        raise CliError(sentence_of(error)) from None
    ruleset = ruleset_for(spec, args)
    dataset = dataset_for(spec, args)
    if args.question == "tune":
        return _tune(args, spec, ruleset, dataset, games)
    label = say(translate("kuni", "{question} of {game}").format(question=args.question, game=spec.name))
    progress = TerminalProgress(games, label)

    def advance(count: int) -> None:
        if progress.done + count > progress.total:  # the mechanics: one more run of the same deals
            progress.total += games
        progress.advance(count)

    try:
        with playing_games():
            if args.question == "skill":
                report = skill_report(spec, ruleset, dataset, games=games, players=args.players, seed=args.seed,
                                      workers=args.workers, dask=args.dask, on_progress=advance)
                text = skill_text(spec, report)
            else:
                report = mechanics_report(spec, ruleset, dataset, games=games, players=args.players, seed=args.seed,
                                          cpu=args.ai, workers=args.workers, dask=args.dask, on_progress=advance)
                text = mechanics_text(spec, report)
    finally:
        progress.close()
    if args.json:
        print_json(report)
    else:
        print(say(text))
    return EXIT_OK


def _tune(args: argparse.Namespace, spec, ruleset, dataset, games: int) -> int:
    """``kuni balance GAME tune``: the search, its report folder, and the front in words."""
    from core.balance.tuning import read_space, save_tuning, tune, tuning_text
    from core.cli.inputs import read_json
    from core.io.output_files import OutputRefused
    from core.progress import TerminalProgress

    if not args.space or not args.target or not args.out:
        raise CliError(translate("kuni", "tune needs --space SPACE.json, at least one --target and --out DIR").format())
    if args.trials < 1:
        raise CliError(translate("kuni", "--trials must be at least 1").format())
    try:
        space = read_space(spec, read_json(args.space, "rules file"))
    except ValueError as error:
        raise CliError(translate("kuni", "{path}: {why}").format(path=args.space, why=sentence_of(error))) from None
    progress = TerminalProgress(args.trials, say(translate("kuni", "{question} of {game}").format(
        question="tune", game=spec.name)))
    try:
        with playing_games():
            report = tune(spec, space, args.target, args.out, dataset, base=ruleset.model_dump(mode="json"),
                          trials=args.trials, games=games, players=args.players, cpu=args.ai, seed=args.seed,
                          resume=args.resume, workers=args.workers, dask=args.dask,
                          on_trial=lambda _number, _figures: progress.advance())
    finally:
        progress.close()
    try:
        save_tuning(report, args.out)
    except OutputRefused as error:
        raise CliError(sentence_of(error)) from None
    if args.json:
        print_json(report)
    else:
        print(say(tuning_text(spec, report)))
    return 130 if report["stopped"] else EXIT_OK
