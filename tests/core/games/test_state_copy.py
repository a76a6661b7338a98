"""copy_state: what dataclasses.replace gives, for the engines' states it copies."""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError, replace

import pytest

from core.games.state_copy import copy_state


def _states_of_every_engine_that_copies_so():
    from core.games.chakai.rules import ChakaiRules
    from core.games.shima.rules import ShimaRules

    for rules in (ShimaRules(), ChakaiRules()):
        state = rules.initial_state(3, random.Random(2))
        rng = random.Random(3)
        for _ in range(60):
            if rules.is_over(state):
                break
            yield state
            state = rules.apply(state, rng.choice(rules.legal_moves(state)))


def test_a_copy_with_changes_is_what_dataclasses_replace_makes():
    states = list(_states_of_every_engine_that_copies_so())
    assert len(states) > 60
    for state in states:
        assert copy_state(state) == state and copy_state(state) is not state
        assert copy_state(state, to_move=2) == replace(state, to_move=2)
        assert type(copy_state(state)) is type(state)


def test_the_copy_is_frozen_and_leaves_the_original_alone():
    state = next(_states_of_every_engine_that_copies_so())
    before = dict(state.__dict__)
    copy = copy_state(state, to_move=1)
    with pytest.raises(FrozenInstanceError):
        copy.to_move = 0
    assert state.__dict__ == before and copy.__dict__ is not state.__dict__
