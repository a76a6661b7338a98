"""How sure a simulator's rates are: 95 % intervals and a test of the seat effect (no Qt).

A designer reads "seat 1 wins 27.8 %" as a fact; over 800 games it is 24.7–31.1 %. Every rate a
report shows gets its interval here, the same way for every game, so that the command line, the
app and the pictures say how sure each figure is:

- a proportion (a seat's or a CPU kind's share of the wins, a stall, tie or out rate) gets the
  Wilson score interval, which stays inside 0–1 and is right for small counts and rates near 0;
- the seats' win shares together get Pearson's χ² test against every seat winning equally often,
  with its p-value: "is this seat effect real, or the dice?".

Shared wins count as fractions of a win (a two-way tie gives each seat ½), which the intervals
take as they come; the test counts them the same way.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from core.text import Text, joined, translate

#: The normal quantile of a 95 % two-sided interval.
Z95 = 1.959963984540054


def wilson(successes: float, trials: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``trials`` (0–1 each end).

    >>> [round(v, 4) for v in wilson(50, 100)]
    [0.4038, 0.5962]
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = min(max(successes / trials, 0.0), 1.0)
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def chi2_sf(x: float, df: int) -> float:
    """P(χ² with ``df`` degrees of freedom ≥ ``x``), exactly for whole ``df`` (no SciPy)."""
    if df < 1:
        raise ValueError("degrees of freedom must be at least 1")
    if x <= 0:
        return 1.0
    half = x / 2
    if df % 2 == 0:  # exp(-x/2) Σ_{i<df/2} (x/2)^i / i!
        term = total = 1.0
        for i in range(1, df // 2):
            term *= half / i
            total += term
        return min(1.0, math.exp(-half) * total)
    # odd: 2 Q(√x) + exp(-x/2) Σ_{i=1}^{(df-1)/2} x^(i-1/2) / (1·3·…·(2i-1)) · √(2/π)
    root = math.sqrt(x)
    total = math.erfc(root / math.sqrt(2))
    term = root * math.sqrt(2 / math.pi) * math.exp(-half)
    for i in range(1, (df - 1) // 2 + 1):
        total += term
        term *= x / (2 * i + 1)
    return min(1.0, total)


def seat_effect(wins: list[float]) -> dict:
    """Pearson's χ² of the seats' wins against equal shares: ``{"chi2", "df", "p"}``.

    >>> seat_effect([25, 25, 25, 25])["p"]
    1.0
    """
    total, seats = sum(wins), len(wins)
    if seats < 2 or total <= 0:
        return {"chi2": 0.0, "df": max(seats - 1, 0), "p": 1.0}
    expected = total / seats
    chi2 = sum((w - expected) ** 2 / expected for w in wins)
    return {"chi2": round(chi2, 3), "df": seats - 1, "p": round(chi2_sf(chi2, seats - 1), 4)}


def same_shares(ours: list[float], theirs: list[float], games: float, their_games: float) -> dict:
    """Do two runs' shares differ beyond chance? Pearson's χ² test of homogeneity on the 2 × k table
    of counts (``shares × games`` each; a single rate is given as ``[rate, 1 - rate]``). Returns
    ``{"chi2", "df", "p"}``; cells with no count in either run are left out.

    >>> same_shares([0.25, 0.75], [0.25, 0.75], 1000, 5000)["p"]
    1.0
    >>> same_shares([0.30, 0.70], [0.25, 0.75], 5000, 5000)["p"] < 0.001
    True
    """
    rows = ([v * games for v in ours], [v * their_games for v in theirs])
    cells = [k for k in range(len(ours)) if rows[0][k] + rows[1][k] > 0]
    totals = [sum(row[k] for k in cells) for row in rows]
    grand = sum(totals)
    if len(cells) < 2 or min(totals) <= 0:
        return {"chi2": 0.0, "df": max(len(cells) - 1, 0), "p": 1.0}
    chi2 = 0.0
    for k in cells:
        column = rows[0][k] + rows[1][k]
        for row, total in zip(rows, totals, strict=True):
            expected = column * total / grand
            chi2 += (row[k] - expected) ** 2 / expected
    df = len(cells) - 1
    return {"chi2": round(chi2, 3), "df": df, "p": round(chi2_sf(chi2, df), 4)}


def median_interval(counts: Mapping[float, int], z: float = Z95) -> tuple[float, float]:
    """A distribution-free 95 % interval of the median of the values a count table holds
    (``{value: how often}``): the order statistics ``n/2 ± z·√n/2``.

    >>> median_interval({v: 1 for v in range(1, 101)})
    (41, 61)
    """
    n = sum(counts.values())
    if not n:
        return (0, 0)
    low = max(0, math.floor(n / 2 - z * math.sqrt(n) / 2))
    high = min(n - 1, math.ceil(n / 2 + z * math.sqrt(n) / 2))
    found, seen = [], 0
    for value, count in sorted(counts.items()):
        seen += count
        while len(found) < 2 and seen > (low, high)[len(found)]:
            found.append(value)
    return (found[0], found[1])


def p_text(p: float) -> str:
    """A p-value as a report prints it: three figures, or "p < 0.001".

    >>> p_text(0.0), p_text(0.0709)
    ('p < 0.001', 'p = 0.0709')
    """
    return "p < 0.001" if p < 0.001 else f"p = {p:.3g}"


def _rounded(interval: tuple[float, float]) -> list[float]:
    return [round(interval[0], 4), round(interval[1], 4)]


#: The rate every game's report shows: each seat's share of the wins, by turn order.
SEAT_WINS = "seat_win_share"


#: The rates a report states on their own, in words (another key is said as its name).
RATE_NAMES = {
    "turn_limit_rate": translate("SimulationReport", "games the turn limit decides"),
    "turn_limit_share": translate("SimulationReport", "games the turn limit ends without a winner"),
    "stall_rate": translate("SimulationReport", "stalls (everyone passes)"),
    "tie_rate": translate("SimulationReport", "level at the top before the tie-break"),
    "margin_zero_or_one": translate("SimulationReport", "won by 0–1 VP"),
    "nobody_wins": translate("SimulationReport", "nobody standing"),
    "anger_tokens_short": translate("SimulationReport", "more anger tokens than the box holds"),
    "winner_took_top_suit": translate("SimulationReport", "the winner took the top suit's majority"),
}


def rate_name(key: str):
    """A report's rate in words."""
    return RATE_NAMES[key].format() if key in RATE_NAMES else key.replace("_", " ")


def _is_rate(key: str, value: Any, keys: tuple[str, ...]) -> bool:
    return key in keys and isinstance(value, float | int) and not isinstance(value, bool) and 0.0 <= value <= 1.0


def annotate(report: dict, keys: tuple[str, ...] = (SEAT_WINS,)) -> dict:
    """``report`` with a ``…_ci`` beside every rate it shows and the seat effect's test.

    ``keys`` name the report's rates: top-level shares of its ``games`` — a number from 0 to 1, or
    a list or mapping of them (the seats', the CPU kinds') — as the game declares them
    (:attr:`core.games.spec.GameSpec.rate_keys`; a share of something else, such as the cards of a
    winner's hand, is no proportion of games and gets none). A report of several rule sets side by
    side (``{"compare": [...]}``) is annotated row by row. Returns a new dict; the figures
    themselves are unchanged.
    """
    if isinstance(report.get("compare"), list):
        return {**report, "compare": [annotate(row, keys) for row in report["compare"]]}
    games = report.get("games")
    if not isinstance(games, int) or games <= 0:
        return dict(report)
    out = dict(report)
    for key, value in report.items():
        if _is_rate(key, value, keys):
            out[f"{key}_ci"] = _rounded(wilson(value * games, games))
        elif key in keys and isinstance(value, list) and value and all(
                isinstance(v, float | int) for v in value):
            out[f"{key}_ci"] = [_rounded(wilson(v * games, games)) for v in value]
        elif key in keys and isinstance(value, Mapping) and value and all(
                isinstance(v, float | int) for v in value.values()):
            out[f"{key}_ci"] = {k: _rounded(wilson(v * games, games)) for k, v in value.items()}
    shares = report.get(SEAT_WINS)
    if isinstance(shares, list) and shares:
        out["seat_effect"] = seat_effect([s * games for s in shares])
    return out


def widest_half_width(report: dict) -> float:
    """Half the width of the widest interval :func:`annotate` gave (0 when there is none): what
    ``--until-ci`` brings below its target."""
    if isinstance(report.get("compare"), list):
        return max((widest_half_width(row) for row in report["compare"]), default=0.0)
    widths = [0.0]
    for key, value in report.items():
        if not key.endswith("_ci"):
            continue
        pairs = value.values() if isinstance(value, Mapping) else value if isinstance(value[0], list) else [value]
        widths += [(hi - lo) / 2 for lo, hi in pairs]
    return max(widths)


def interval_text(report: dict, keys: tuple[str, ...] = (SEAT_WINS,)) -> Text:
    """The intervals and the seat test in words, for under a report's own table."""
    if isinstance(report.get("compare"), list):
        return joined("\n", (translate("SimulationReport", "{rules}: {intervals}").format(
            rules=row.get("proposal", k + 1), intervals=interval_text(row, keys))
            for k, row in enumerate(report["compare"])))
    lines = []
    shares, cis = report.get("seat_win_share"), report.get("seat_win_share_ci")
    if shares and cis:
        intervals = " · ".join(f"{k + 1}: {100 * s:.1f} % ({100 * lo:.1f}–{100 * hi:.1f})"
                               for k, (s, (lo, hi)) in enumerate(zip(shares, cis)))
        lines.append(translate("SimulationReport", "seat wins, 95 % intervals: {intervals}").format(intervals=intervals))
    effect = report.get("seat_effect")
    if effect:
        verdict = translate("SimulationReport", "the seats differ beyond chance") if effect["p"] < 0.05 \
            else translate("SimulationReport", "no evidence that the seat matters")
        lines.append(translate("SimulationReport", "seat effect: χ² = {chi2} (df {df}), {p} — {verdict}").format(
            chi2=f"{effect['chi2']:g}", df=effect["df"], p=p_text(effect["p"]), verdict=verdict.format()))
    for key, value in report.items():
        if _is_rate(key, value, keys) and f"{key}_ci" in report:
            lo, hi = report[f"{key}_ci"]
            lines.append(translate("SimulationReport", "{rate}: {value} % ({low}–{high})").format(
                rate=rate_name(key), value=f"{100 * value:.1f}", low=f"{100 * lo:.1f}", high=f"{100 * hi:.1f}"))
    return joined("\n", lines)
