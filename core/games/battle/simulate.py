"""The 市区町村バトル simulator: many seeded games between CPU players (no Qt).

Game ``k`` of a run with seed ``s`` uses generators seeded from ``(s, k)`` only, so the figures do
not depend on the number of worker processes. The report answers the designer's questions: who
wins by seat and by strength, how long games last, how often the turn limit decides, how long
homes survive, and whether a home's surroundings decide too much
(本拠地が同じ★4でも、まわりの町しだいで強さはばらばら).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass

from core.games.battle.players import PLAYERS
from core.games.battle.rules import BattleRules, BattleRuleSet
from core.games.game import check_move_count
from core.models.dataset import Dataset
from core.models.town_strength import star_histogram
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary
from core.simulation.words import report_lines, speed_text
from core.text import Text, joined, translate


@dataclass(frozen=True)
class BattleSimulationConfig:
    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: BattleRuleSet


_RULES: dict = {}


def play_battle(rules: BattleRules, kinds: tuple[str, ...], seed: str) -> dict:
    """One game; returns what the report needs."""
    state = rules.initial_state(len(kinds), random.Random(f"{seed}:deal"))
    players = [PLAYERS[kind](random.Random(f"{seed}:seat{k}").getrandbits(32)) for k, kind in enumerate(kinds)]
    fallen: dict[int, int] = {}
    while not state.is_over:
        check_move_count(state.turns, "a 市区町村バトル game")
        state = rules.apply(state, players[state.to_move].decide(rules, state, rules.legal_moves(state)))
        for seat, alive in enumerate(state.alive):
            if not alive and seat not in fallen:
                fallen[seat] = state.round
    neighbourhood = [sum(rules.stars[c] for c in rules.neighbours[home]) for home in state.homes]
    order_position = {seat: k for k, seat in enumerate(state.order)}
    return {
        "winners": list(state.winners),
        "rounds": state.round,
        "turn_limit": state.end_reason == "turn_limit",
        "fallen": fallen,
        "neighbourhood": neighbourhood,
        "position": order_position,
    }


def _chunk(payload, chunk):
    dataset_json, config = payload
    key = (hash(dataset_json), config.ruleset)
    rules = _RULES.get(key)
    if rules is None:
        _RULES.clear()  # one board at a time: the app simulates board after board as it is edited
        rules = _RULES[key] = BattleRules(Dataset.model_validate_json(dataset_json), config.ruleset)
    return [play_battle(rules, config.ai, f"battle:{config.seed}:{k}") for k in range(*chunk)]


def simulate_battle(dataset: Dataset, config: BattleSimulationConfig, *, workers: int | None = None, dask=None,
                    on_progress=None) -> dict:
    """Play the games and summarise.

    Returns:
        ``games``, ``players``, ``seed``, ``ai``, ``seat_win_share`` (by turn order), ``strength_win_share``
        (per seat of each strength), ``rounds`` {median, min, max}, ``turn_limit_rate``,
        ``home_survival_by_round`` (share of homes still standing after each round),
        ``neighbourhood_win_rate`` (win rate of a seat by the star total of its home's neighbours),
        ``star_histogram`` (the board's towns by ★, how its specialties spread strength),
        ``seconds``, ``games_per_second``.
    """
    unknown = [k for k in config.ai if k not in PLAYERS]
    if unknown:
        raise ValueError(translate("GameSetup", "there is no CPU called {kind}: give one of {known}").format(
            kind=repr(unknown[0]), known=", ".join(PLAYERS)))
    started = time.perf_counter()
    results = run_chunks(_chunk, (dataset.model_dump_json(), config), config.games, workers=workers,
                         chunk_size=5, dask=dask, on_progress=on_progress)
    seconds = time.perf_counter() - started
    n = config.players
    by_position, by_kind = [0.0] * n, Counter()
    bins: dict[str, list[float]] = {}
    max_round = max((r["rounds"] for r in results), default=0)
    standing = [0] * (max_round + 1)
    for result in results:
        winners = result["winners"]
        for seat in range(n):
            share = 1.0 / len(winners) if seat in winners else 0.0
            by_position[result["position"][seat]] += share
            by_kind[config.ai[seat]] += share
            low = (result["neighbourhood"][seat] // 5) * 5
            bins.setdefault(f"{low}-{low + 4}", []).append(share)
            fell = result["fallen"].get(seat)
            for r in range(max_round + 1):
                if fell is None or fell > r:
                    standing[r] += 1
    games = max(config.games, 1)
    seats_of = Counter(config.ai)
    return {
        "games": config.games,
        "players": n,
        "seed": config.seed,
        "ai": list(config.ai),
        "seat_win_share": shares(by_position, games),
        "strength_win_share": {k: round(by_kind[k] / games / seats_of[k], 4) for k in seats_of},
        "rounds": summary([r["rounds"] for r in results]),
        "turn_limit_rate": round(sum(r["turn_limit"] for r in results) / games, 4),
        "home_survival_by_round": [round(s / (games * n), 4) for s in standing],
        "neighbourhood_win_rate": {k: {"seats": len(v), "win_rate": round(sum(v) / len(v), 4)}
                                   for k, v in sorted(bins.items(), key=lambda kv: int(kv[0].split("-")[0]))},
        "star_histogram": star_histogram(dataset),
        "seconds": round(seconds, 3),
        "games_per_second": round(config.games / seconds, 2) if seconds else 0.0,
    }



def format_battle_report(report: dict) -> Text:
    """The report as text."""
    r = report["rounds"]
    survival = report["home_survival_by_round"]
    lines = [
        translate("SimulationReport", "{games} games, {players} players, seed {seed}, CPUs {cpus}").format(
            games=report["games"], players=report["players"], seed=report["seed"], cpus=",".join(report["ai"])),
        translate("SimulationReport", "seat wins % (turn order): {shares}").format(
            shares=" / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"])),
        translate("SimulationReport", "win rate per seat by strength: {rates}").format(
            rates=", ".join(f"{k} {100 * v:.1f} %" for k, v in report["strength_win_share"].items())),
        translate("SimulationReport", "rounds median {median} (min {least}, max {most}); the turn limit decides "
                  "{limit} %").format(median=f"{r['median']:g}", least=r["min"], most=r["max"],
                                      limit=f"{100 * report['turn_limit_rate']:.1f}"),
        translate("SimulationReport", "homes standing after round 10 / 20 / 30 / end: {shares}").format(
            shares=" / ".join(f"{100 * survival[min(k, len(survival) - 1)]:.0f} %"
                              for k in (10, 20, 30, len(survival) - 1))),
        translate("SimulationReport", "win rate by the stars around the home: {rates}").format(rates=joined(", ", (
            translate("SimulationReport", "★{stars}: {rate} % ({seats} seats)").format(
                stars=k, rate=f"{100 * v['win_rate']:.0f}", seats=v["seats"])
            for k, v in report["neighbourhood_win_rate"].items()))),
    ]
    if report.get("star_histogram"):
        lines.append(translate("SimulationReport", "towns by ★ on the board: {histogram}").format(
            histogram=", ".join(f"★{k} {v}" for k, v in report["star_histogram"].items())))
    lines.append(speed_text(report))
    return report_lines(lines)
