"""How much each mechanic matters: restricted play (Jaffe et al., AIIDE 2012) for every game (no Qt).

The mechanics are the kinds of move the game names (:attr:`core.games.spec.GameSpec.move_kind`)
that its CPUs make in a first sample of games. For each, the same deals are played twice with
equal CPUs: a control run, and a run in which one seat (rotating round the table, game by game)
may not make that kind of move — it chooses among the other legal moves, and plays the forbidden
kind only when nothing else is legal. The mechanic's weight is the change in that seat's win share
(restricted − control) with its 95 % interval (paired: each deal is played both ways); how
often the kind is used when allowed, and how often the restricted seat had no other choice, say
whether it is a choice at all. Sorted by weight; a mechanic whose interval holds 0 is one the
designer could cut (or one the CPUs do not know how to use).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace

from core.balance.tables import Table, play_tables
from core.simulation.intervals import Z95
from core.text import joined, translate

#: A kind the restricted seat had to play in more than this share of its uses is no choice: what
#: the rules make a seat do (a pass, cards returned, the first card).
FORCED = 0.9
#: A kind the restricted seat could have made fewer times than this (per 500 deals) is too rare
#: to weigh: its removal cannot show, whatever it is worth.
RARE = 10


def paired_interval(differences: list[int]) -> tuple[float, float]:
    """The 95 % interval of the mean of per-deal differences (−1, 0 or 1: the restricted seat lost
    a game its control won, both alike, or the other way): the same deals played both ways make
    the comparison paired, which is much narrower than comparing two independent shares."""
    n = len(differences)
    mean = sum(differences) / n
    if n < 2:
        return (-1.0, 1.0)
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return (max(-1.0, mean - half), min(1.0, mean + half))


def deals(players: int, games: int, kind: str, seed: int) -> list[Table]:
    """The control tables: ``games`` deals of equal CPUs of ``kind``."""
    return [Table((kind,) * players, random.Random(f"balance:mechanics:{seed}:{g}").getrandbits(31))
            for g in range(games)]


def restricted(tables: list[Table], mechanic: str) -> list[Table]:
    """The same deals with seat ``g mod players`` forbidden ``mechanic`` in game ``g``."""
    return [replace(table, forbidden=tuple(frozenset({mechanic}) if seat == g % len(table.kinds) else frozenset()
                                           for seat in range(len(table.kinds))))
            for g, table in enumerate(tables)]


def mechanics_report(spec, ruleset, dataset=None, *, games: int = 1000, players: int | None = None, seed: int = 1,
                     cpu: str | None = None, workers: int | None = None, dask=None, on_progress=None,
                     least_use: float = 0.05) -> dict:
    """Weigh every kind of move the game's CPUs make.

    Args:
        games: deals per run (the control and one per mechanic).
        cpu: the CPU kind every seat plays (default the game's own).
        least_use: a kind made less often than this per game in the control run is not weighed.

    Returns:
        ``{"game", "players", "games", "seed", "cpu", "control": {"restricted_seat_share"},
        "mechanics": [{"kind", "per_game", "share", "control_share", "change", "change_ci",
        "forced_share", "no_choice", "offered", "rare", "could_cut"}, …]}``, the mechanics that matter
        most first.
    """
    players = players or spec.default_players
    spec.check_players(players)
    cpu = cpu or spec.default_cpu
    control_tables = deals(players, games, cpu, seed)
    control = play_tables(spec, ruleset, dataset, control_tables, workers=workers, dask=dask, on_progress=on_progress)
    # the seat that will be restricted in each game, and how it does unrestricted
    control_won = [int(g % players in outcome.winners) for g, outcome in enumerate(control)]
    control_wins = sum(control_won)
    uses = Counter()
    for outcome in control:
        for seat_uses in outcome.used:
            uses.update(seat_uses)
    kinds = sorted(kind for kind, count in uses.items() if count / games >= least_use)
    found = []
    for kind in kinds:
        outcomes = play_tables(spec, ruleset, dataset, restricted(control_tables, kind), workers=workers, dask=dask,
                               on_progress=on_progress)
        won = [int(g % players in outcome.winners) for g, outcome in enumerate(outcomes)]
        wins = sum(won)
        forced = sum(outcome.forced[g % players] for g, outcome in enumerate(outcomes))
        refused = sum(outcome.refused[g % players] for g, outcome in enumerate(outcomes))
        low, high = paired_interval([mine - theirs for mine, theirs in zip(won, control_won, strict=True)])
        forced_share = forced / (forced + refused) if forced + refused else 0.0
        rare = forced + refused < max(RARE, RARE * games / 500)
        found.append({
            "kind": kind, "per_game": round(uses[kind] / games / players, 3),
            "share": round(wins / games, 4), "control_share": round(control_wins / games, 4),
            "change": round((wins - control_wins) / games, 4), "change_ci": [round(low, 4), round(high, 4)],
            "forced_share": round(forced_share, 3), "no_choice": forced_share > FORCED,
            "offered": forced + refused, "rare": rare,
            "could_cut": low <= 0 <= high and forced_share <= FORCED and not rare,
        })
    found.sort(key=lambda m: (m["no_choice"] or m["rare"], -abs(m["change"])))
    return {"game": spec.name, "players": players, "games": games, "seed": seed, "cpu": cpu,
            "control": {"restricted_seat_share": round(control_wins / games, 4)}, "mechanics": found}


def mechanics_text(spec, report: dict) -> str:
    """The restricted-play run in words (translatable)."""
    lines = [translate("BalanceLab", "{title}: {games} deals of {players} {cpu} CPUs, seed {seed}; one seat forbidden "
                                     "each kind of move in turn, against the same deals unrestricted (its share "
                                     "{control} %)").format(
        title=spec.title_ja, games=report["games"], players=report["players"], cpu=report["cpu"],
        seed=report["seed"], control=f"{100 * report['control']['restricted_seat_share']:.1f}")]
    for m in report["mechanics"]:
        if m["rare"]:
            verdict = translate("BalanceLab", "too rare to weigh (offered {offered} times in all)").format(
                offered=m["offered"])
        elif m["no_choice"]:
            verdict = translate("BalanceLab", "no choice (the only legal move in {forced} % of its uses)").format(
                forced=f"{100 * m['forced_share']:.0f}")
        elif m["could_cut"]:
            verdict = translate("BalanceLab", "changes nothing measurable: a mechanic the design could cut").format()
        else:
            verdict = translate("BalanceLab", "matters").format()
        lines.append(translate("BalanceLab", "  {kind} ({per_game} a seat a game): win share {change} points "
                                             "({low} to {high}) — {verdict}").format(
            kind=m["kind"], per_game=f"{m['per_game']:.2f}", change=f"{100 * m['change']:+.1f}",
            low=f"{100 * m['change_ci'][0]:+.1f}", high=f"{100 * m['change_ci'][1]:+.1f}", verdict=verdict))
    return joined("\n", lines)
