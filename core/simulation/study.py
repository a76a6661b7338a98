"""A simulation study of any registered game, the same from the command line and the app (no Qt).

:func:`run_study` plays the game's simulator (:attr:`core.games.spec.GameSpec.simulate`) and gives
every rate in its report a 95 % interval and the seats a test of their effect
(:mod:`core.simulation.intervals`), and watches a sample of games turn by turn
(:mod:`core.simulation.telemetry`). With a target precision it plays on — 1,000 games, then as
many as the widest interval says the target needs, up to the most it may — until every interval
is narrower than the target; the report says how many games that took and whether the target was
reached.
:func:`study_text` is the report as the game prints it plus the intervals in words;
:func:`save_study` keeps a study as one folder: the JSON, the picture and the text.
"""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

from core.simulation.intervals import annotate, interval_text, widest_half_width
from core.simulation.words import table_text
from core.text import shown, translate

#: What a study's folder holds: the only files the folder a study replaces may hold.
STUDY_FILES = ("report.json", "report.png", "report.txt", "game-*.json")
#: The first round of a run with a target precision.
FIRST_ROUND = 1000


def run_study(spec, config, dataset=None, *, workers: int | None = None, dask: str | None = None, on_progress=None,
              until_ci: float | None = None, on_round=None, telemetry: bool = True) -> dict:
    """The game's report for ``config`` with its intervals and (``telemetry``) the per-turn
    telemetry of a sample of games (:mod:`core.simulation.telemetry`).

    Args:
        until_ci: play rounds of games (from :data:`FIRST_ROUND`, at most ``config.games``; see
            :func:`next_round`) until every interval's half-width is at most this (0.01: ±1 point).
        on_round: ``on_round(round, games)`` before each round (progress counts from zero again).
        dask: play the games on Dask: ``"local"`` (a LocalCluster of ``workers`` processes) or a
            scheduler address; one client serves every round. The figures are the local run's.

    Raises:
        ValueError: the simulator refused the configuration.
        OSError: the Dask scheduler is out of reach.
    """
    if dask:
        from core.simulation.parallel import dask_client

        with dask_client(dask, workers) as client:
            report = _played(spec, config, dataset, workers, client, on_progress, until_ci, on_round)
    else:
        report = _played(spec, config, dataset, workers, None, on_progress, until_ci, on_round)
    if telemetry:
        from core.simulation.telemetry import collect

        played = dataclasses.replace(config, games=report.get("games", config.games)) \
            if isinstance(report.get("games"), int) else config
        report["telemetry"] = collect(spec, played, dataset, workers)
    return report


def _played(spec, config, dataset, workers, dask, on_progress, until_ci, on_round) -> dict:
    if until_ci is None:
        return annotate(spec.simulate(config, dataset, workers=workers, dask=dask, on_progress=on_progress),
                        spec.rate_keys)
    if not 0 < until_ci < 0.5:
        raise ValueError(f"--until-ci {until_ci}: a half-width between 0 and 0.5 (0.01 is ±1 point)")
    games, round_number = min(FIRST_ROUND, config.games), 1
    while True:
        if on_round is not None:
            on_round(round_number, games)
        this = dataclasses.replace(config, games=games)
        report = annotate(spec.simulate(this, dataset, workers=workers, dask=dask, on_progress=on_progress),
                          spec.rate_keys)
        widest = widest_half_width(report)
        if widest <= until_ci or games >= config.games:
            report["played_until"] = {"target": until_ci, "reached": widest <= until_ci, "games": games,
                                  "widest_half_width": round(widest, 4), "rounds": round_number}
            return report
        games, round_number = next_round(games, widest, until_ci, config.games), round_number + 1


#: A report's figures that depend on the machine, not on the games.
TIMINGS = ("seconds", "games_per_second")


def without_timings(report):
    """``report`` with its timings left out at every depth: what two runs of the same seed share,
    whatever the number of workers or machines."""
    if isinstance(report, dict):
        return {k: without_timings(v) for k, v in report.items() if k not in TIMINGS}
    if isinstance(report, list):
        return [without_timings(v) for v in report]
    return report


def next_round(games: int, widest: float, target: float, most: int) -> int:
    """How many games the next round plays, after ``games`` left the widest interval ``widest``
    wide (half-width): an interval narrows as one over the square root of the games, so the
    target needs about ``games · (widest / target)²``. A tenth more, so that one round is usually
    the last; at least twice this round; at most ``most``; in hundreds.

    (Each round plays its games from the first seed again, so a round that falls short costs the
    whole of the next: doubling from 1,000 to reach ±1 point played 15,000 games for 7,203.)"""
    wanted = math.ceil(games * (widest / target) ** 2 * 1.1 / 100) * 100
    return min(most, max(2 * games, wanted))


def study_text(spec, report: dict, lookup=None) -> str:
    """The report as the game's table, then its intervals and the seat test in words, in the
    language of ``lookup(context, source)`` (:func:`core.text.shown`; English without one)."""
    table = spec.report_table(report)
    if table is not None:
        text = table_text(*table, lookup=lookup)
    else:
        text = shown(spec.report_text(report), lookup) if lookup is not None else str(spec.report_text(report))
    extra = [interval_text(report, spec.rate_keys)]
    until = report.get("played_until")
    if until:
        verdict = translate("SimulationReport", "reached") if until["reached"] \
            else translate("SimulationReport", "not reached at the most games allowed")
        extra.append(translate(
            "SimulationReport", "--until-ci {target}: {verdict} with {games} games (widest interval ±{widest} points, "
            "{rounds} round(s))").format(target=f"{until['target']:g}", verdict=verdict.format(),
                                         games=f"{until['games']:,}", widest=f"{100 * until['widest_half_width']:.2f}",
                                         rounds=until["rounds"]))
    said = [shown(line, lookup) if lookup is not None else str(line) for line in extra]
    return "\n".join([text] + [line for line in said if line])


def note_record(spec, config, dataset, note: str, report: dict) -> dict:
    """The record of one of the telemetry's games of note (``shortest``, ``longest``, ``stall`` …),
    played again from its seed by the run's CPUs under the run's rules: the replay viewer's game.

    Raises:
        KeyError: the report has no such game.
    """
    from core.games import record as game_record

    seed = report["telemetry"]["games_of_note"][note]["seed"]
    rules = spec.make_rules(config.ruleset, dataset)
    return game_record.play(spec, rules, list(config.ai), seed)[1]


def save_study(spec, report: dict, folder: str | Path, force: bool = False, config=None, dataset=None,
               lookup=None) -> list[Path]:
    """Write ``report.json``, ``report.png`` (the picture ``--plot`` draws) and ``report.txt`` as
    the whole folder ``folder`` (made if missing), their words in ``lookup``'s language (English
    without); with the run's ``config`` (and board), also the records of the telemetry's games of
    note, ``game-shortest.json`` and the like, for the replay viewer (``kuni-studio --replay``).

    Raises:
        OutputRefused: the folder holds other files, or it cannot be written (why, in words);
            nothing was changed (:func:`core.io.folder_output.write_folder`).
    """
    from core.io.folder_output import write_folder
    from core.simulation.report_picture import report_png

    files = {
        "report.json": (json.dumps(report, ensure_ascii=False, indent=2) + "\n").encode("utf-8"),
        "report.png": report_png(spec, report, lookup=lookup),
        "report.txt": (study_text(spec, report, lookup) + "\n").encode("utf-8"),
    }
    if config is not None:
        for note in (report.get("telemetry") or {}).get("games_of_note", {}):
            record = note_record(spec, config, dataset, note, report)
            files[f"game-{note.replace(' ', '-')}.json"] = \
                (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    # the whole folder or nothing: never an earlier study's games of note beside this report
    return write_folder(folder, files, owns=STUDY_FILES, force=force)
