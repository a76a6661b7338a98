"""The deal simulator: many seeded deals between CPU players, summarised as the designers read it.

Each deal ``k`` of a run with seed ``s`` deals and plays with generators seeded from ``(s, k)``
only, so the figures do not depend on how many cores (or Dask workers) share the work.

Deals run in the compiled playout kernel (:mod:`core.games.karuta.playout`), which makes the
moves the Python engine makes; ``engine="python"`` or a machine without the kernel plays them in
Python. Same seed, same figures.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from core.games.karuta import playout
from core.games.karuta.players import PLAYERS
from core.games.karuta.record import play_game
from core.games.karuta.rules import KarutaRules, RuleSet
from core.models.dataset import Dataset
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary_of_counts

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
        engine: ``auto`` (the compiled kernel where it can play every seat, else Python) or
            ``python`` (always the interpreted engine; for checking the kernel).
    """

    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: RuleSet
    engine: Literal["auto", "python"] = "auto"


def uses_kernel(config: SimulationConfig) -> bool:
    """True when the run's deals are played by the compiled kernel."""
    return config.engine == "auto" and playout.supports(config.ai)


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
    cached = _RULES_CACHE.get(key)
    if cached is None:
        rules = KarutaRules(Dataset.model_validate_json(dataset_json), config.ruleset)
        cached = _RULES_CACHE[key] = (rules, (playout.tables(rules), playout.options(rules)) if playout.available()
                                      else None)
    rules, compiled = cached
    if uses_kernel(config):
        deals = [(*_seeds(config, index), config.ai) for index in range(*chunk)]
        return [tuple(result) for result in playout.play_deals(rules, deals, compiled=compiled)]
    results = []
    for index in range(*chunk):
        deal, seat_seeds = _seeds(config, index)
        players = [PLAYERS[kind](seat_seeds[seat]) for seat, kind in enumerate(config.ai)]
        state = play_game(rules, players, deal)
        results.append((state.turns, sum(state.passes), state.end_reason == "all_pass", state.winners,
                        state.start_seat))
    return results


def simulate(dataset: Dataset, config: SimulationConfig, *, workers: int | None = None, dask: str | None = None,
             on_progress=None) -> dict:
    """Play ``config.games`` deals and report the designers' figures.

    Returns:
        A dict with ``games``, ``players``, ``seed``, ``ai``, ``ruleset``, ``stall_rate`` (0–1),
        ``turns`` and ``passes`` summaries, ``seat_win_share`` (by turn order: seat 1 starts the
        deal), ``table_seat_win_share`` (by the seat the CPU sits in), ``ai_win_share`` (share of
        all wins per CPU kind), ``ai_win_rate_per_seat`` (that share divided by the kind's seats),
        ``turn_histogram`` (deals per number of turns), ``engine`` (``compiled`` or ``python``), ``seconds``
        and ``games_per_second``.
    """
    if len(config.ai) != config.players:
        raise ValueError(f"{config.players} players need {config.players} CPU kinds, got {len(config.ai)}")
    unknown = [kind for kind in config.ai if kind not in PLAYERS]
    if unknown:
        raise ValueError(f"unknown CPU kind {unknown[0]!r} (known: {', '.join(PLAYERS)})")
    started = time.perf_counter()
    kernel = uses_kernel(config)
    # The kernel plays ~4,000 deals/s per core: bigger chunks keep the pool's overhead small.
    tallies = run_chunks(_simulate_chunk, (dataset.model_dump_json(), config), config.games,
                         workers=workers, chunk_size=250 if kernel else 50, dask=dask, on_progress=on_progress)
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
    return {
        "games": config.games,
        "players": n,
        "seed": config.seed,
        "ai": list(config.ai),
        "engine": "compiled" if kernel else "python",
        "ruleset": config.ruleset.model_dump(),
        "stall_rate": round(stalls / games, 4),
        "turns": summary_of_counts(turns),
        "passes": summary_of_counts(passes),
        "seat_win_share": shares(by_order, games),
        "table_seat_win_share": shares(by_seat, games),
        "ai_win_share": {kind: round(by_kind[kind] / games, 4) for kind in seats_of},
        "ai_win_rate_per_seat": {kind: round(by_kind[kind] / games / seats_of[kind], 4) for kind in seats_of},
        "turn_histogram": {str(k): v for k, v in sorted(turns.items())},
        "seconds": round(seconds, 3),
        "games_per_second": round(config.games / seconds, 1) if seconds else 0.0,
    }


def format_report(report: dict) -> str:
    """The report as a text table, with the designers' figures beside ours for 4-player runs."""
    d = DESIGNERS_FIGURES if report["players"] == 4 else None
    t = report["turns"]
    rows = [
        ("stall (all pass)", f"{100 * report['stall_rate']:.1f} %", d and f"{100 * d['stall_rate']:.1f} %"),
        ("turns median (min–max)", f"{t['median']:g} ({t['min']}–{t['max']})",
         d and f"{d['turns']['median']} ({d['turns']['min']}–{d['turns']['max']})"),
        ("passes median", f"{report['passes']['median']:g}", d and f"{d['passes']['median']}"),
        ("seat wins % (turn order)", " / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"]),
         d and " / ".join(f"{100 * s:.1f}" for s in d["seat_win_share"])),
    ]
    lines = [
        (f"{report['games']} deals, {report['players']} players, seed {report['seed']}, "
        f"CPUs {','.join(report['ai'])}"),
        f"  {'':26}{'ours':<28}{'designers' if d else ''}",
    ]
    lines += [f"  {label:26}{ours:<28}{theirs or ''}" for label, ours, theirs in rows]
    lines.append("  win share by CPU kind: " + ", ".join(
        f"{k} {100 * v:.1f} % ({100 * report['ai_win_rate_per_seat'][k]:.1f} % per seat)"
        for k, v in report["ai_win_share"].items()))
    lines.append(f"  {report['seconds']} s, {report['games_per_second']} deals/s ({report['engine']} engine)")
    return "\n".join(lines)
