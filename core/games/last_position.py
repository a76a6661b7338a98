"""LastPositionMemo: an engine's answer for the position it was last asked about, kept.

A game asks the same thing of one position several times in a row: the table or the simulator
lists the legal moves, the player chooses among them, and ``apply`` checks the choice against the
same list; a CPU weighing a position's moves asks for its facts once per move. States are
immutable, so the answer for the same state object is the same answer. The memo keeps one entry
(the last state, which it holds, so its identity cannot be reused) and reads it in one step, so a
table's CPU thread asking about another position cannot make it hand back half of one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

State = TypeVar("State")
Answer = TypeVar("Answer")


class LastPositionMemo(Generic[State, Answer]):
    """``memo(state)`` is ``compute(state)``, worked out again only for another state object."""

    def __init__(self, compute: Callable[[State], Answer]) -> None:
        self._compute = compute
        self._last: tuple = (None, None)

    def __call__(self, state: State) -> Answer:
        last = self._last
        if last[0] is state:
            return last[1]
        answer = self._compute(state)
        self._last = (state, answer)
        return answer
