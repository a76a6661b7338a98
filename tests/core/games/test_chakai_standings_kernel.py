"""The compiled tea-party standings score exactly as the Python loops do (a conformance test).

``ChakaiRules.standings`` hands the imagined tables of the CPUs to ``_standings.c`` when it is
built; the same tables, under every rule option, scored both ways must agree, and whole seeded
games between planner CPUs must be played move for move the same.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.games.chakai import rules as chakai_rules
from core.games.chakai.players import GreedyChakaiPlayer, PlannerChakaiPlayer
from core.games.chakai.rules import SUITS, ChakaiRules, ChakaiRuleSet, ChakaiState


def _python_rules(ruleset: ChakaiRuleSet) -> ChakaiRules:
    rules = ChakaiRules(ruleset)
    rules.compiled_standings = False
    return rules


def test_the_kernel_is_built():
    """pip install compiles it wherever a C compiler exists (as on every supported machine)."""
    assert chakai_rules._standings is not None, "core/games/chakai/_standings.c was not compiled: reinstall"


def _state(players: int, suits: tuple[int, ...], dice: tuple[int, ...]) -> ChakaiState:
    return ChakaiState(players=players, suits=suits, dice=dice, deck=(), taiko_up=(), taiko_down=(),
                       hands=tuple(() for _ in range(players)), actions=tuple(() for _ in range(players)),
                       kura=tuple(() for _ in range(players)), round=7, phase="over", to_move=0,
                       chosen=tuple(None for _ in range(players)))


@st.composite
def tables(draw):
    """A table as a CPU imagines one: counts per seat and suit (many level), the places of the
    leftmost cards (level ones too), dice, and the 太閤's counts, whole or weighed (floats)."""
    players = draw(st.sampled_from([3, 4]))
    removed = draw(st.sampled_from([None, *range(len(SUITS))])) if players == 3 else None
    suits = tuple(s for s in range(len(SUITS)) if s != removed)
    counts = [[draw(st.integers(0, 3)) for _ in SUITS] for _ in range(players)]
    first = [[(draw(st.integers(0, 2)), draw(st.integers(0, 1))) if counts[seat][suit] else None
              for suit in range(len(SUITS))] for seat in range(players)]
    dice = tuple(draw(st.integers(1, 6)) if s in suits else 0 for s in range(len(SUITS)))
    whole = draw(st.booleans())
    taiko = [draw(st.integers(0, 3)) if whole else draw(st.sampled_from([0.0, 1.0, 1.5, 2.0, 3.0])) for _ in SUITS]
    return _state(players, suits, dice), counts, first, dice, taiko


@settings(max_examples=400, deadline=None)
@given(table=tables(), majority_ties=st.sampled_from(["leftmost", "all"]), majority_share=st.booleans(),
       majority_score=st.sampled_from(["die", "die_plus_count"]), set_bonus=st.integers(0, 2),
       anger=st.sampled_from(["majority", "everyone"]), taiko_default=st.booleans())
def test_the_kernel_scores_every_table_as_the_rules_do(table, majority_ties, majority_share, majority_score, set_bonus,
                                                       anger, taiko_default):
    state, counts, first, dice, taiko = table
    ruleset = ChakaiRuleSet(majority_ties=majority_ties, majority_share=majority_share, majority_score=majority_score,
                            set_bonus=set_bonus, anger=anger)
    if taiko_default:  # the 太閤's collection read from the state
        state = replace(state, taiko_up=(0, 0, 1, 2), taiko_down=(3, 5))
        taiko = None
    compiled = ChakaiRules(ruleset).standings(state, taiko, dice, (counts, first))
    written = _python_rules(ruleset).standings(state, taiko, dice, (counts, first))
    assert compiled == written
    assert all(type(v) is int for part in compiled for v in part)


def test_a_level_majority_goes_to_the_earliest_card_in_the_kernel():
    """Hand-made: two seats level on a suit, seat 2's card earlier; the 太閤 holds one of it."""
    state = _state(3, (0, 1, 2, 3, 4, 5), (4, 1, 1, 1, 1, 1))
    counts = [[0] * 6, [2, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0]]
    first = [[None] * 6, [(3, 0), None, None, None, None, None], [(1, 0), None, None, None, None, None]]
    taiko = [1, 0, 0, 0, 0, 0]
    vp, anger = ChakaiRules().standings(state, taiko, state.dice, (counts, first))
    # seat 2 takes the die (4) and its set bonus (1), and angers the 太閤 (two cards against his one): −2
    assert (vp, anger) == ([0, 1, 3], [0, 0, 1])
    vp, anger = ChakaiRules(ChakaiRuleSet(majority_ties="split")).standings(state, taiko, state.dice, (counts, first))
    assert (vp, anger) == ([0, 1, 1], [0, 1, 1])  # each 4 // 2 + 1 − 2


def test_bad_tables_are_refused_not_crashed():
    state = _state(3, (0, 1, 2, 3, 4, 5), (1,) * 6)
    with pytest.raises((ValueError, TypeError)):
        ChakaiRules().standings(state, [0] * 6, state.dice, ([[0] * 6, [0] * 5, [0] * 6], [[None] * 6] * 3))
    with pytest.raises(IndexError):
        ChakaiRules().standings(_state(3, (7,), (1,) * 6), [0] * 6, (1,) * 6, ([[1] * 6] * 3, [[None] * 6] * 3))


@pytest.mark.parametrize("seed", [3, 8])
def test_planner_games_are_the_same_with_and_without_the_kernel(seed):
    """A planner among greedy CPUs (it scores tens of thousands of imagined tables a game)."""

    def play(rules: ChakaiRules) -> list:
        state = rules.initial_state(4, random.Random(seed))
        cpus = [PlannerChakaiPlayer(seed, 3, 3) if s == seed % 4 else GreedyChakaiPlayer(seed * 4 + s)
                for s in range(4)]
        moves = []
        while not rules.is_over(state):
            move = cpus[state.to_move].decide(rules, state, rules.legal_moves(state))
            moves.append(move)
            state = rules.apply(state, move)
        return moves + [rules.tea_party(state)["vp"]]

    assert play(ChakaiRules()) == play(_python_rules(ChakaiRuleSet()))
