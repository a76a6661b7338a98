"""LastPositionMemo (core.games.last_position): one answer kept, for the state object asked about
last, and worked out again for any other."""

from __future__ import annotations

from core.games.last_position import LastPositionMemo


def test_the_same_state_object_gets_the_kept_answer_and_another_gets_its_own():
    asked = []

    def compute(state):
        asked.append(state)
        return [len(state)]

    memo = LastPositionMemo(compute)
    first, equal_but_another = ("a", "b"), tuple("ab")
    answer = memo(first)
    assert memo(first) is answer and asked == [first]
    # an equal state that is another object is asked afresh: states are compared by identity
    assert memo(equal_but_another) == answer and len(asked) == 2
    assert memo(first) == answer and len(asked) == 3  # one entry only: the last position
