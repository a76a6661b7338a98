"""copy_state: an engine's frozen dataclass state with some fields changed, made quickly.

Engines make tens of thousands of states a game (the CPUs' imagined games more).
``dataclasses.replace`` calls the frozen ``__init__``, which sets the fields one by one; filling an
empty attribute dictionary from the old one does too. Here the new state's attributes are built in
one step (``{**old, **changes}`` copies the old table whole) and handed to the new object before
anyone sees it, which is why the frozen dataclass's refusal to be changed does not apply.
"""

from __future__ import annotations

from typing import TypeVar

State = TypeVar("State")

_set_attribute = object.__setattr__  # past a frozen dataclass's refusal, for a state not yet handed out


def copy_state(state: State, **changes) -> State:
    """``state`` with ``changes``: what ``dataclasses.replace`` gives, for a dataclass whose fields
    are all set by its ``__init__`` (no ``__post_init__``, no ``init=False`` fields)."""
    new = object.__new__(type(state))
    _set_attribute(new, "__dict__", {**state.__dict__, **changes})
    return new
