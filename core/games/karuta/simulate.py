"""The deal simulator: many seeded deals between CPU players, summarised as the designers read it.

Each deal ``k`` of a run with seed ``s`` deals and plays with generators seeded from ``(s, k)``
only, so the figures do not depend on how many cores (or Dask workers) share the work.

Every deal is played by :class:`KarutaRules` and the CPU players themselves, the engine the
desktop table plays: one copy of the rules.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass

from core.games.karuta.players import PLAYERS
from core.games.karuta.record import play_game
from core.games.karuta.rules import KarutaRules, RuleSet
from core.models.dataset import Dataset
from core.simulation.intervals import median_interval, p_text, same_shares
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary_of_counts
from core.simulation.words import speed_text, table_text
from core.text import Text, joined, translate

#: The designers' figures for 5000 four-player deals (試算でわかっていること).
DESIGNERS_FIGURES = {
    "games": 5000,
    "players": 4,
    "stall_rate": 0.0,
    "turns": {"median": 70, "min": 65, "max": 106},
    "passes": {"median": 9},
    "seat_win_share": [0.244, 0.244, 0.260, 0.253],
}


@dataclass(frozen=True)
class SimulationConfig:
    """What to simulate.

    Attributes:
        games: number of deals.
        players: seats (2–4).
        seed: the run's seed.
        ai: CPU kind per seat (``random``, ``greedy``, ``planner``).
        ruleset: rule options.
    """

    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: RuleSet


def deal_seed(seed: int, index: int) -> str:
    """The seed of deal ``index`` of a run (a string: Python seeds those deterministically)."""
    return f"karuta:{seed}:{index}"


_RULES_CACHE: dict = {}


def _seeds(config: SimulationConfig, index: int) -> tuple[int, list[int]]:
    """Deal ``index``'s shuffle seed and its players' seeds."""
    base = deal_seed(config.seed, index)
    return (random.Random(base).getrandbits(64),
            [random.Random(f"{base}:seat{seat}").getrandbits(32) for seat in range(len(config.ai))])


def _tally(results, config: SimulationConfig) -> dict:
    """A chunk's deals as counts (what the report needs, not the deals themselves): the parent
    process adds the chunks' tallies up, so a million deals take no more memory than a thousand."""
    n = config.players
    tally = {"turns": Counter(), "passes": Counter(), "stalls": 0, "by_order": [0.0] * n, "by_seat": [0.0] * n,
             "by_kind": Counter()}
    for turns, passes, stall, winners, start in results:
        tally["turns"][turns] += 1
        tally["passes"][passes] += 1
        tally["stalls"] += bool(stall)
        for w in winners:
            share = 1.0 / len(winners)
            tally["by_order"][(w - start) % n] += share
            tally["by_seat"][w] += share
            tally["by_kind"][config.ai[w]] += share
    return tally


def _simulate_chunk(payload: tuple[str, SimulationConfig], chunk: tuple[int, int]) -> list[dict]:
    """One tally for the chunk's deals (a list of one, as :func:`run_chunks` collects lists)."""
    return [_tally(_play_chunk(payload, chunk), payload[1])]


def _play_chunk(payload: tuple[str, SimulationConfig], chunk: tuple[int, int]) -> list[tuple]:
    dataset_json, config = payload
    key = (hash(dataset_json), config.ruleset)
    rules = _RULES_CACHE.get(key)
    if rules is None:
        rules = _RULES_CACHE[key] = KarutaRules(Dataset.model_validate_json(dataset_json), config.ruleset)
    results = []
    for index in range(*chunk):
        deal, seat_seeds = _seeds(config, index)
        players = [PLAYERS[kind](seat_seeds[seat]) for seat, kind in enumerate(config.ai)]
        state = play_game(rules, players, deal)
        results.append((state.turns, sum(state.passes), state.end_reason == "all_pass", state.winners,
                        state.start_seat))
    return results


def simulate(dataset: Dataset, config: SimulationConfig, *, workers: int | None = None, dask=None,
             on_progress=None) -> dict:
    """Play ``config.games`` deals and report the designers' figures.

    Returns:
        A dict with ``games``, ``players``, ``seed``, ``ai``, ``ruleset``, ``stall_rate`` (0–1),
        ``turns`` and ``passes`` summaries, ``seat_win_share`` (by turn order: seat 1 starts the
        deal), ``table_seat_win_share`` (by the seat the CPU sits in), ``ai_win_share`` (share of
        all wins per CPU kind), ``ai_win_rate_per_seat`` (that share divided by the kind's seats),
        ``turn_histogram`` and ``pass_histogram`` (deals per number of turns, of passes),
        ``designers`` (:func:`designers_comparison`), ``seconds``
        and ``games_per_second``.
    """
    if len(config.ai) != config.players:
        raise ValueError(translate("GameSetup", "{kinds} CPU kinds for {players} players: give one kind for every "
                                                "seat, or one for all").format(kinds=len(config.ai), players=config.players))
    unknown = [kind for kind in config.ai if kind not in PLAYERS]
    if unknown:
        raise ValueError(translate("GameSetup", "there is no CPU called {kind}: give one of {known}").format(
            kind=repr(unknown[0]), known=", ".join(PLAYERS)))
    started = time.perf_counter()
    tallies = run_chunks(_simulate_chunk, (dataset.model_dump_json(), config), config.games,
                         workers=workers, chunk_size=100, dask=dask, on_progress=on_progress)
    seconds = time.perf_counter() - started
    n = config.players
    turns, passes, stalls = Counter(), Counter(), 0
    by_order = [0.0] * n
    by_seat = [0.0] * n
    by_kind: Counter = Counter()
    for tally in tallies:  # in chunk order, so the shares add up in the same order on any worker count
        turns.update(tally["turns"])
        passes.update(tally["passes"])
        stalls += tally["stalls"]
        by_order = [a + b for a, b in zip(by_order, tally["by_order"], strict=True)]
        by_seat = [a + b for a, b in zip(by_seat, tally["by_seat"], strict=True)]
        by_kind.update(tally["by_kind"])
    games = max(config.games, 1)
    seats_of = Counter(config.ai)
    report = {
        "games": config.games,
        "players": n,
        "seed": config.seed,
        "ai": list(config.ai),
        "ruleset": config.ruleset.model_dump(),
        "stall_rate": round(stalls / games, 4),
        "turns": summary_of_counts(turns),
        "passes": summary_of_counts(passes),
        "seat_win_share": shares(by_order, games),
        "table_seat_win_share": shares(by_seat, games),
        "ai_win_share": {kind: round(by_kind[kind] / games, 4) for kind in seats_of},
        "ai_win_rate_per_seat": {kind: round(by_kind[kind] / games / seats_of[kind], 4) for kind in seats_of},
        "turn_histogram": {str(k): v for k, v in sorted(turns.items())},
        "pass_histogram": {str(k): v for k, v in sorted(passes.items())},
        "seconds": round(seconds, 3),
        "games_per_second": round(config.games / seconds, 1) if seconds else 0.0,
    }
    report["designers"] = designers_comparison(report)
    return report


def designers_comparison(report: dict) -> dict | None:
    """How our figures stand against the designers' (four players only; None otherwise): the
    stall rate's and the seat shares' χ² test against theirs (``stall_p``, ``seats_p`` with our
    seats by turn order, ``table_seats_p`` by table seat — which their "Seat1–4" are is not said;
    below 0.05, the two differ beyond chance), our medians' 95 % intervals (``turns_median_ci``,
    ``passes_median_ci``), and for each figure whether theirs lies within noise of ours
    (``matches``); their turn range is compared as it stands (``turns_range``)."""
    d = DESIGNERS_FIGURES
    if report["players"] != d["players"] or not report["games"]:
        return None
    games, theirs = report["games"], d["games"]
    stall = report["stall_rate"]
    stall_p = same_shares([stall, 1 - stall], [d["stall_rate"], 1 - d["stall_rate"]], games, theirs)["p"]
    seats_p = same_shares(report["seat_win_share"], d["seat_win_share"], games, theirs)["p"]
    table_seats_p = same_shares(report["table_seat_win_share"], d["seat_win_share"], games, theirs)["p"]
    turns_ci = median_interval({int(k): v for k, v in report["turn_histogram"].items()})
    passes_ci = median_interval({int(k): v for k, v in report["pass_histogram"].items()})
    t = report["turns"]
    return {
        "stall_p": stall_p,
        "seats_p": seats_p,
        "table_seats_p": table_seats_p,
        "turns_median_ci": list(turns_ci),
        "passes_median_ci": list(passes_ci),
        "turns_range": [t["min"], t["max"]],
        "matches": {
            "stall": stall_p >= 0.05,
            "turns": turns_ci[0] <= d["turns"]["median"] <= turns_ci[1],
            "passes": passes_ci[0] <= d["passes"]["median"] <= passes_ci[1],
            "seats": seats_p >= 0.05,
            "table_seats": table_seats_p >= 0.05,
        },
    }


def designers_table(report: dict) -> tuple[Text, list, list[list]]:
    """The report as a table (a caption, the headings and one row per figure), with the
    designers' figures beside ours and whether they agree for 4-player runs."""
    d = DESIGNERS_FIGURES if report["players"] == 4 else None
    c = report.get("designers") or {}
    t = report["turns"]

    def verdict(key: str, detail) -> Text | str:
        if key not in c.get("matches", {}):
            return ""
        if c["matches"][key]:
            return translate("SimulationReport", "within noise ({detail})").format(detail=detail)
        return translate("SimulationReport", "differs ({detail})").format(detail=detail)

    def median_range(low, high) -> Text:
        return translate("SimulationReport", "our median {low}–{high}").format(low=low, high=high)

    rows = [
        [translate("SimulationReport", "stall (all pass)").format(), f"{100 * report['stall_rate']:.1f} %",
         d and f"{100 * d['stall_rate']:.1f} %", c and verdict("stall", p_text(c["stall_p"]))],
        [translate("SimulationReport", "turns median (min–max)").format(), f"{t['median']:g} ({t['min']}–{t['max']})",
         d and f"{d['turns']['median']} ({d['turns']['min']}–{d['turns']['max']})",
         c and verdict("turns", median_range(*c["turns_median_ci"]))],
        [translate("SimulationReport", "passes median").format(), f"{report['passes']['median']:g}",
         d and f"{d['passes']['median']}", c and verdict("passes", median_range(*c["passes_median_ci"]))],
        [translate("SimulationReport", "seat wins % (turn order)").format(),
         " / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"]),
         d and " / ".join(f"{100 * s:.1f}" for s in d["seat_win_share"]), c and verdict("seats", p_text(c["seats_p"]))],
        [translate("SimulationReport", "seat wins % (table seat)").format(),
         " / ".join(f"{100 * s:.1f}" for s in report["table_seat_win_share"]),
         d and " / ".join(f"{100 * s:.1f}" for s in d["seat_win_share"]),
         c and verdict("table_seats", p_text(c["table_seats_p"]))],
    ]
    headings = ["", translate("SimulationReport", "ours").format()]
    if d:
        headings.append(translate("SimulationReport", "designers").format())
    if c:
        headings.append(translate("SimulationReport", "ours against theirs").format())
    rows = [row[:len(headings)] for row in rows]
    caption = joined("; ", [
        translate("SimulationReport", "{games} deals, {players} players, seed {seed}, CPUs {cpus}").format(
            games=report["games"], players=report["players"], seed=report["seed"], cpus=",".join(report["ai"])),
        translate("SimulationReport", "win share by CPU kind: {shares}").format(shares=joined(", ", (
            translate("SimulationReport", "{kind} {share} % ({per_seat} % per seat)").format(
                kind=k, share=f"{100 * v:.1f}", per_seat=f"{100 * report['ai_win_rate_per_seat'][k]:.1f}")
            for k, v in report["ai_win_share"].items()))),
        speed_text(report, "deals"),
    ])
    return caption, headings, [[cell or "" for cell in row] for row in rows]


def format_report(report: dict, lookup=None) -> str:
    """The report as a text table, with the designers' figures beside ours for 4-player runs."""
    return table_text(*designers_table(report), lookup=lookup)
