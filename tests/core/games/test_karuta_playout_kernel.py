"""The compiled playout kernel makes exactly the moves of the Python engine (a conformance test).

Seeded deals are played twice: by ``record.play_game`` over :class:`KarutaRules` and the Python
CPU players, and by the kernel. Every move, the number of legal moves it was chosen from, and the
outcome must agree, under every rule option.
"""

from __future__ import annotations

import random

import pytest

from core import bundled
from core.games.karuta import KarutaRules, RuleSet, playout
from core.games.karuta.players import PLAYERS
from core.games.karuta.record import play_game
from core.games.karuta.simulate import SimulationConfig, simulate
from core.io import load_dataset

DATASET = load_dataset(bundled.default_karuta_dataset())

VARIANTS = [
    RuleSet(),
    RuleSet(line_start="reached_this_turn"),
    RuleSet(transfer_directions="forward"),
    RuleSet(pass_through=False),
    RuleSet(first_card="start_province", chain_limit=1),
    RuleSet(all_pass_tie="turn_order", leftover="set_aside"),
    RuleSet(chain_limit=3, line_start="reached_this_turn", transfer_directions="forward"),
]


def test_the_kernel_is_built():
    """pip install compiles it wherever a C compiler exists (as on every supported machine)."""
    assert playout.available(), "core/games/karuta/_playout.c was not compiled: reinstall with a C compiler"


@pytest.mark.parametrize("ruleset", VARIANTS, ids=lambda r: ",".join(f"{k}={v}" for k, v in
                                                                   r.model_dump(exclude_defaults=True).items()) or "defaults")
def test_seeded_deals_make_the_same_moves_as_the_python_engine(ruleset):
    rules = KarutaRules(DATASET, ruleset)
    for k in range(25):
        rng = random.Random(f"conformance:{k}")
        seats = rng.choice([2, 3, 4])
        kinds = [rng.choice(["random", "greedy", "planner"]) for _ in range(seats)]
        seeds = [rng.getrandbits(32) for _ in range(seats)]
        deal = rng.getrandbits(64)
        expected = []
        players = [PLAYERS[kind](seed) for kind, seed in zip(kinds, seeds)]
        state = play_game(rules, players, deal,
                          on_move=lambda before, move, _after, out=expected: out.append((move, len(rules.legal_moves(before)))))
        (result,) = playout.play_deals(rules, [(deal, seeds, kinds)], record=True)
        turns, passes, stalled, winners, start, moves = result
        assert moves == expected, f"deal {k} ({kinds}) diverges at move {next(i for i, (a, b) in enumerate(zip(moves, expected)) if a != b) if moves[:len(expected)] != expected else len(expected)}"
        assert (turns, passes, stalled, winners, start) == (
            state.turns, sum(state.passes), state.end_reason == "all_pass", state.winners, state.start_seat)


def test_the_simulator_gives_the_same_figures_with_either_engine():
    config = SimulationConfig(120, 4, 7, ("greedy", "random", "planner", "greedy"), RuleSet())
    compiled = simulate(DATASET, config, workers=1)
    python = simulate(DATASET, SimulationConfig(**{**config.__dict__, "engine": "python"}), workers=1)
    assert compiled["engine"] == "compiled" and python["engine"] == "python"
    drop = ("engine", "seconds", "games_per_second")
    assert {k: v for k, v in compiled.items() if k not in drop} == {k: v for k, v in python.items() if k not in drop}


def test_the_kernel_refuses_kinds_it_does_not_play_and_malformed_tables():
    rules = KarutaRules(DATASET)
    with pytest.raises(ValueError, match="human"):
        playout.play_deals(rules, [(1, [1, 2], ["greedy", "human"])])
    with pytest.raises(ValueError, match="malformed"):
        playout.play_deals(rules, [(1, [1, 2], ["greedy", "greedy"])],
                           compiled=(playout.tables(rules)[:-4], playout.options(rules)))
    with pytest.raises(ValueError, match="2-4 seats"):
        playout.play_deals(rules, [(1, [1], ["greedy"])])
