"""Does skill pay? Every CPU strength of a game against the others, rated (no Qt).

The game's CPU kinds, weakest first, sit in rotated line-ups: in game ``g`` seat ``s`` plays kind
``(s + g) mod k``, so over any ``k`` games every seat holds every kind once and seat effects do
not leak into the ratings. Each game's places update the kinds' ratings with openskill's
Plackett–Luce model (a kind sitting at two seats takes both seats' updates); a rating's 95 %
interval is its mean ± 1.96 of its deviation. Beside the ratings: each kind's win share per seat
it held, and the share of games in which the strongest kind finished ahead of the weakest (a
game of pure luck gives 50 %, of pure skill 100 %), with their Wilson intervals.
"""

from __future__ import annotations

import random

from core.balance.tables import Table, play_tables
from core.simulation.intervals import Z95, wilson
from core.text import joined, translate


def lineups(spec, players: int, games: int, seed: int) -> list[Table]:
    """The tables of a skill run: rotated line-ups of the game's CPU kinds, each game its own deal."""
    kinds = spec.cpu_names()
    return [Table(tuple(kinds[(seat + g) % len(kinds)] for seat in range(players)),
                  random.Random(f"balance:skill:{seed}:{g}").getrandbits(31)) for g in range(games)]


def rate(outcomes, tables, kinds: list[str]) -> dict:
    """Each kind's rating (mean, deviation, 95 % interval) after every game in order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {kind: model.rating(name=kind) for kind in kinds}
    for outcome, table in zip(outcomes, tables, strict=True):
        seats = [[model.rating(mu=ratings[kind].mu, sigma=ratings[kind].sigma)] for kind in table.kinds]
        after = model.rate(seats, ranks=list(outcome.places))
        for kind in set(table.kinds):
            held = [k for k, sat in enumerate(table.kinds) if sat == kind]
            old = ratings[kind]
            mu = old.mu + sum(after[k][0].mu - old.mu for k in held)
            sigma = old.sigma
            for k in held:  # each seat's game narrows the kind's uncertainty as its own update would
                sigma *= after[k][0].sigma / old.sigma
            ratings[kind] = model.rating(mu=mu, sigma=sigma, name=kind)
    return {kind: {"mu": round(r.mu, 2), "sigma": round(r.sigma, 2), "low": round(r.mu - Z95 * r.sigma, 2),
                   "high": round(r.mu + Z95 * r.sigma, 2)} for kind, r in ratings.items()}


def skill_report(spec, ruleset, dataset=None, *, games: int = 400, players: int | None = None, seed: int = 1,
                 workers: int | None = None, dask=None, on_progress=None) -> dict:
    """Play ``games`` rotated line-ups of the game's CPUs and rate them.

    Returns:
        ``{"game", "players", "games", "seed", "ratings": {kind: {"mu", "sigma", "low", "high",
        "win_share", "win_share_ci", "seats"}}, "strongest", "weakest", "strongest_ahead":
        {"share", "ci", "games"}}``, the kinds weakest first.
    """
    players = players or spec.default_players
    spec.check_players(players)
    kinds = spec.cpu_names()
    tables = lineups(spec, players, games, seed)
    outcomes = play_tables(spec, ruleset, dataset, tables, workers=workers, dask=dask, on_progress=on_progress)
    ratings = rate(outcomes, tables, kinds)
    for kind in kinds:
        seats = sum(table.kinds.count(kind) for table in tables)
        wins = sum(1 for outcome, table in zip(outcomes, tables, strict=True)
                   for seat in outcome.winners if table.kinds[seat] == kind)
        ratings[kind].update(seats=seats, win_share=round(wins / seats, 4) if seats else 0.0,
                             win_share_ci=[round(v, 4) for v in wilson(wins, seats)])
    strongest, weakest = kinds[-1], kinds[0]
    ahead, met = strongest_ahead(outcomes, tables, strongest, weakest)
    return {"game": spec.name, "players": players, "games": games, "seed": seed, "ratings": ratings,
            "strongest": strongest, "weakest": weakest,
            "strongest_ahead": {"share": round(ahead / met, 4) if met else 0.0,
                                "ci": [round(v, 4) for v in wilson(ahead, met)], "games": int(met)}}


def strongest_ahead(outcomes, tables, strongest: str, weakest: str) -> tuple[float, int]:
    """``(games the strongest kind finished ahead of the weakest, a tie counting half; games they
    met)``."""
    ahead = met = 0
    for outcome, table in zip(outcomes, tables, strict=True):
        strong = [outcome.places[s] for s, kind in enumerate(table.kinds) if kind == strongest]
        weak = [outcome.places[s] for s, kind in enumerate(table.kinds) if kind == weakest]
        if strong and weak:
            met += 1
            best, worst = min(strong), min(weak)
            ahead += 1.0 if best < worst else 0.5 if best == worst else 0.0
    return ahead, met


def skill_text(spec, report: dict) -> str:
    """The skill run in words (translatable)."""
    lines = [translate("BalanceLab", "{title}: {games} games of {players} players, seed {seed}, the CPUs in rotated "
                                     "line-ups").format(title=spec.title_ja, games=report["games"],
                                                        players=report["players"], seed=report["seed"])]
    for kind, r in report["ratings"].items():
        lines.append(translate("BalanceLab", "  {kind}: rating {mu} (95 %: {low}–{high}); wins {share} % of its "
                                             "seats ({share_low}–{share_high})").format(
            kind=kind, mu=f"{r['mu']:.1f}", low=f"{r['low']:.1f}", high=f"{r['high']:.1f}",
            share=f"{100 * r['win_share']:.1f}", share_low=f"{100 * r['win_share_ci'][0]:.1f}",
            share_high=f"{100 * r['win_share_ci'][1]:.1f}"))
    ahead = report["strongest_ahead"]
    lines.append(translate("BalanceLab", "{strong} finishes ahead of {weak} in {share} % of the games they meet "
                                         "({low}–{high}, {games} games): 50 % is luck, 100 % skill").format(
        strong=report["strongest"], weak=report["weakest"], share=f"{100 * ahead['share']:.1f}",
        low=f"{100 * ahead['ci'][0]:.1f}", high=f"{100 * ahead['ci'][1]:.1f}", games=ahead["games"]))
    return joined("\n", lines)
