"""The しま simulator: many seeded games between CPU players (no Qt).

What a designer of the island asks of it: does the first seat (しかっぱら, who also places last
in the second round) win too often; how long a game lasts; where the winner's points come from
(houses, bigger houses, ひみつの１点, the two bonuses); how often the bonuses change hands; how
much the stronger CPU wins. Game ``k`` of a run with seed ``s`` uses generators seeded from
``(s, k)`` only, so the figures do not depend on the number of worker processes.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass

from core.games.game import check_cpu_kinds, check_move_count
from core.games.shima.players import PLAYERS
from core.games.shima.rules import DECK_SIZE, ShimaRules, ShimaRuleSet, ShimaState
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary
from core.simulation.words import report_lines, rules_text, speed_text
from core.text import Text, translate


@dataclass(frozen=True)
class ShimaSimulationConfig:
    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: ShimaRuleSet


def point_sources(rules: ShimaRules, state: ShimaState, seat: int) -> dict[str, int]:
    """Where a seat's points come from."""
    houses = sum(1 for b in state.buildings if b == (seat, 1))
    cities = sum(1 for b in state.buildings if b == (seat, 2))
    return {"houses": houses, "big_houses": 2 * cities, "secret": state.secret[seat],
            "longest_road": 2 * (state.longest_road == seat), "cloud_master": 2 * (state.cloud_master == seat)}


def play_shima(rules: ShimaRules, kinds: tuple[str, ...], seed: str) -> dict:
    """One game; returns what the report needs."""
    state = rules.initial_state(len(kinds), random.Random(f"{seed}:island"))
    players = [PLAYERS[kind](random.Random(f"{seed}:seat{k}").getrandbits(32)) for k, kind in enumerate(kinds)]
    road_holders, master_holders, sevens = [], [], 0
    road_holder = master_holder = -1  # the last holder counted (a bonus that goes to nobody is no change)
    moves = 0
    legal_moves, apply = rules.legal_moves, rules.apply
    while state.phase != "over":
        move = players[state.to_move].decide(rules, state, legal_moves(state))
        state = apply(state, move)
        moves += 1
        check_move_count(moves, "a しま game")
        if move[0] == "roll" and sum(state.last_roll) == 7:
            sevens += 1
        if state.longest_road != road_holder and state.longest_road >= 0:
            road_holder = state.longest_road
            road_holders.append(road_holder)
        if state.cloud_master != master_holder and state.cloud_master >= 0:
            master_holder = state.cloud_master
            master_holders.append(master_holder)
    return {
        "winner": state.winner,
        "turns": state.turn,
        "moves": moves,
        "points": [rules.points(state, s) for s in range(state.players)],
        "sources": point_sources(rules, state, state.winner) if state.winner >= 0 else None,
        "road_changes": max(0, len(road_holders) - 1),
        "master_changes": max(0, len(master_holders) - 1),
        "cards_bought": DECK_SIZE - len(state.deck),
        "secret_drawn": sum(state.secret),
        "sevens": sevens,
    }


def _chunk(config: ShimaSimulationConfig, chunk):
    rules = ShimaRules(config.ruleset)
    return [play_shima(rules, config.ai, f"shima:{config.seed}:{k}") for k in range(*chunk)]


def simulate_shima(config: ShimaSimulationConfig, *, workers: int | None = None, dask=None,
                   on_progress=None) -> dict:
    """Play the games and summarise.

    Returns:
        ``games``, ``players``, ``seed``, ``ai``, ``rules``; ``seat_win_share`` (seat order as
        in the first set-up round), ``strength_win_share`` (per CPU kind, per seat of it),
        ``turn_limit_share`` (games nobody won), ``turns`` and ``rounds`` (summaries),
        ``winner_points``, ``winner_sources`` (mean points from houses, big houses, ひみつの１点 and
        each bonus), ``winner_holds`` (share of winners holding each bonus), ``bonus_changes``
        (mean times each bonus changed hands), ``losers_points``, ``cards_bought``, ``sevens``,
        ``seconds``, ``games_per_second``.
    """
    check_cpu_kinds(config.ai, config.players, PLAYERS)
    started = time.perf_counter()
    results = run_chunks(_chunk, config, config.games, workers=workers, chunk_size=20, dask=dask,
                         on_progress=on_progress)
    seconds = time.perf_counter() - started
    n, games = config.players, max(config.games, 1)
    by_seat, by_kind = [0.0] * n, Counter()
    sources, holds = Counter(), Counter()
    won = [r for r in results if r["winner"] >= 0]
    for result in won:
        by_seat[result["winner"]] += 1
        by_kind[config.ai[result["winner"]]] += 1
        for key, value in result["sources"].items():
            sources[key] += value
            holds[key] += key in ("longest_road", "cloud_master") and value > 0
    seats_of = Counter(config.ai)
    losers = [p for r in won for s, p in enumerate(r["points"]) if s != r["winner"]]
    return {
        "games": config.games,
        "players": n,
        "seed": config.seed,
        "ai": list(config.ai),
        "rules": config.ruleset.model_dump(),
        "seat_win_share": shares(by_seat, games),
        "strength_win_share": {k: round(by_kind[k] / games / seats_of[k], 4) for k in seats_of},
        "turn_limit_share": round((len(results) - len(won)) / games, 4),
        "turns": summary([r["turns"] for r in results]),
        "rounds": summary([(r["turns"] + n - 1) // n for r in results]),
        "winner_points": summary([r["points"][r["winner"]] for r in won]),
        "winner_sources": {k: round(sources[k] / len(won), 2) for k in
                           ("houses", "big_houses", "secret", "longest_road", "cloud_master")} if won else {},
        "winner_holds": {k: round(holds[k] / len(won), 4) for k in ("longest_road", "cloud_master")} if won else {},
        "bonus_changes": {"longest_road": round(sum(r["road_changes"] for r in results) / games, 2),
                          "cloud_master": round(sum(r["master_changes"] for r in results) / games, 2)},
        "losers_points": summary(losers),
        "cards_bought": summary([r["cards_bought"] for r in results]),
        "sevens": summary([r["sevens"] for r in results]),
        "seconds": round(seconds, 3),
        "games_per_second": round(config.games / seconds, 2) if seconds else 0.0,
    }


def format_shima_report(report: dict) -> Text:
    """One report as text."""
    src = report["winner_sources"]
    holds = report["winner_holds"]
    lines = [
        translate("SimulationReport", "{games} games, {players} players, seed {seed}, CPUs {cpus}").format(
            games=report["games"], players=report["players"], seed=report["seed"], cpus=",".join(report["ai"])),
        rules_text(report["rules"]),
        translate("SimulationReport", "seat wins % (しかっぱら first): {shares}; nobody (turn limit) {limit} %").format(
            shares=" / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"]),
            limit=f"{100 * report['turn_limit_share']:.1f}"),
        translate("SimulationReport", "per CPU kind: {rates}").format(
            rates=", ".join(f"{k} {100 * v:.1f} %" for k, v in report["strength_win_share"].items())),
        translate("SimulationReport", "turns median {turns} (rounds {rounds}, min {least}, max {most}); 7s per game "
                  "{sevens}").format(turns=f"{report['turns']['median']:g}", rounds=f"{report['rounds']['median']:g}",
                                     least=report["rounds"]["min"], most=report["rounds"]["max"],
                                     sevens=f"{report['sevens']['mean']:g}"),
        translate("SimulationReport", "winner's points median {winner}; others' median {others}").format(
            winner=f"{report['winner_points'].get('median', 0):g}",
            others=f"{report['losers_points'].get('median', 0):g}"),
    ]
    if src:
        lines.append(translate(
            "SimulationReport", "winner's points from: houses {houses}, big houses {big}, ひみつの１点 {secret}, longest "
            "road {road}, 雲の名人 {cloud}").format(houses=f"{src['houses']:g}", big=f"{src['big_houses']:g}",
                                                  secret=f"{src['secret']:g}", road=f"{src['longest_road']:g}",
                                                  cloud=f"{src['cloud_master']:g}"))
        lines.append(translate(
            "SimulationReport", "winners holding the longest road {road} %, 雲の名人 {cloud} %; changes of hands per "
            "game: road {road_changes}, 雲の名人 {cloud_changes}").format(
                road=f"{100 * holds['longest_road']:.0f}", cloud=f"{100 * holds['cloud_master']:.0f}",
                road_changes=f"{report['bonus_changes']['longest_road']:g}",
                cloud_changes=f"{report['bonus_changes']['cloud_master']:g}"))
    lines.append(translate("SimulationReport", "help cards bought per game {cards}").format(
        cards=f"{report['cards_bought']['mean']:g}"))
    lines.append(speed_text(report))
    return report_lines(lines)

