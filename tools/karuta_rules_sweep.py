"""Search the readings of the rules for one that plays like the designers' simulator.

Plays 5000 four-player deals (seed 1) for every combination of the rule options the designers'
figures could hinge on — a line growing back from a junction, one card per turn, 武蔵 first,
lines running through placed cards — with each CPU kind, and tests each figure against the
designers' (stall and seat shares: χ² test, p < 0.05 differs; turns and passes: their median
inside our median's 95 % interval). Prints a Markdown table for docs/rules-karuta.md. Usage:

    python tools/karuta_rules_sweep.py [--games 5000] [--ai greedy,planner,random] [--dask local|tcp://…]
"""

from __future__ import annotations

import argparse
import itertools

from core import bundled
from core.games.karuta import RuleSet
from core.games.karuta.simulate import DESIGNERS_FIGURES, SimulationConfig, simulate
from core.io import load_dataset

#: The options swept, each with its values (the default first).
OPTIONS = {
    "back_from_junctions": (False, True),
    "chain_limit": (None, 1),
    "first_card": ("any", "start_province"),
    "pass_through": (True, False),
}


def _p(p: float) -> str:
    return "p < 0.001" if p < 0.001 else f"p {p:.2g}"


def _label(options: dict) -> str:
    changed = [f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items()
               if v != OPTIONS[k][0]]
    return ", ".join(changed) or "defaults (the document)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--ai", default="greedy,planner,random")
    parser.add_argument("--dask")
    args = parser.parse_args()
    dataset = load_dataset(bundled.default_karuta_dataset())
    d = DESIGNERS_FIGURES
    print("| CPUs | rules | stall | turns median [95 %] (min–max) | passes median [95 %] | seat wins % (turn order), p "
          "| seat wins % (table seat), p | figures within noise |")
    print("|---|---|---|---|---|---|---|---|")
    theirs = " / ".join(f"{100 * s:.1f}" for s in d["seat_win_share"])
    print(f"| designers | | {100 * d['stall_rate']:.1f} % | {d['turns']['median']} ({d['turns']['min']}–"
          f"{d['turns']['max']}) | {d['passes']['median']} | {theirs} | {theirs} | |")
    matched = []
    for ai in args.ai.split(","):
        for values in itertools.product(*OPTIONS.values()):
            options = dict(zip(OPTIONS, values, strict=True))
            report = simulate(dataset, SimulationConfig(args.games, 4, 1, (ai,) * 4, RuleSet(**options)),
                              dask=args.dask)
            c, t = report["designers"], report["turns"]
            hits = [name for name, ok in c["matches"].items() if ok]
            found = c["matches"]
            if found["stall"] and found["turns"] and found["passes"] and (found["seats"] or found["table_seats"]):
                matched.append((ai, _label(options)))
            seats = " / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"])
            table = " / ".join(f"{100 * s:.1f}" for s in report["table_seat_win_share"])
            print(f"| {ai} | {_label(options)} | {100 * report['stall_rate']:.1f} % ({_p(c['stall_p'])}) "
                  f"| {t['median']:g} [{c['turns_median_ci'][0]}–{c['turns_median_ci'][1]}] ({t['min']}–{t['max']}) "
                  f"| {report['passes']['median']:g} [{c['passes_median_ci'][0]}–{c['passes_median_ci'][1]}] "
                  f"| {seats}, {_p(c['seats_p'])} | {table}, {_p(c['table_seats_p'])} | {', '.join(hits) or '—'} |",
                  flush=True)
    print()
    print("Stall, turns, passes and the seats (either order) within noise: "
          + ("; ".join(f"{ai}: {label}" for ai, label in matched) or "none"))


if __name__ == "__main__":
    main()
