"""Property test: a game save of any of the four games, mutated at random (a hand-edited or damaged
autosave that is still JSON), either resumes or is refused with the game's own error, never a
traceback."""

from __future__ import annotations

import copy
import json
import random
from functools import partial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from json_mutations import json_values as json_values_of
from json_mutations import paths

from core import bundled
from core.games.battle.rules import BattleRules
from core.games.battle.spec import SPEC as BATTLE
from core.games.chakai.rules import ChakaiRules
from core.games.chakai.spec import SPEC as CHAKAI
from core.games.karuta.rules import KarutaRules
from core.games.karuta.spec import SPEC as KARUTA_SPEC
from core.games.session import HUMAN, GameSession, SessionError
from core.games.shima.rules import ShimaRules
from core.games.shima.spec import SPEC as SHIMA
from core.geometry.board import Board
from core.geometry.municipality_dataset import battle_dataset, load_reference
from core.io import load_dataset

KARUTA = load_dataset(bundled.default_karuta_dataset())
_reference = load_reference()
TOKYO = battle_dataset(Board.load(bundled.board_path("municipalities")), _reference, ["13"], "東京都")


def _played(session, moves: int):
    """``session`` after some seeded random moves, as the JSON its autosave holds."""
    rng = random.Random(7)
    for _ in range(moves):
        session.play(rng.choice(session.legal_moves()))
    return json.loads(json.dumps(session.to_json()))


GAMES = {
    "karuta": (_played(GameSession.new(KARUTA_SPEC, KarutaRules(KARUTA), [HUMAN, "planner"], 3), 6),
               lambda data: GameSession.from_json(KARUTA_SPEC, data, KARUTA), SessionError),
    "shima": (_played(GameSession.new(SHIMA, ShimaRules(), [HUMAN, "greedy", "greedy"], 3), 12),
              partial(GameSession.from_json, SHIMA), SessionError),
    "chakai": (_played(GameSession.new(CHAKAI, ChakaiRules(), [HUMAN, "greedy", "greedy", "greedy"], 3), 6),
               partial(GameSession.from_json, CHAKAI), SessionError),
    "battle": (_played(GameSession.new(BATTLE, BattleRules(TOKYO), [HUMAN, "normal", "normal"], 3), 6),
               lambda data: GameSession.from_json(BATTLE, data, TOKYO), SessionError),
}

json_values = json_values_of(max_leaves=6, text=8)


@st.composite
def mutated(draw, save):
    data = copy.deepcopy(save)
    places = [p for p in paths(save) if p]
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places))
        parent = data
        try:
            for key in path[:-1]:
                parent = parent[key]
            if draw(st.booleans()):
                parent[path[-1]] = draw(json_values)
            else:
                del parent[path[-1]]
        except (KeyError, IndexError, TypeError):
            continue
    return data


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_unmutated_save_resumes(game):
    save, load, _error = GAMES[game]
    assert load(copy.deepcopy(save)) is not None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_mutated_saves_resume_or_are_refused(game):
    save, load, error = GAMES[game]

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
    @given(mutated(save))
    def check(data):
        try:
            load(data)
        except error as refused:
            assert str(refused)

    check()
