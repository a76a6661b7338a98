"""The Edit protocol and its failure (no Qt).

An edit checks every precondition and the pydantic types *before* touching the dataset, so that it
either applies completely or raises :class:`EditRejected` and changes nothing. ``revert`` undoes
exactly what ``apply`` did. Sequences are tuples replaced whole, so revert restores the old tuple.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from core.edits.change import Change
from core.models.dataset import Dataset


class EditRejected(ValueError):
    """The edit does not fit the dataset (unknown id, index out of range...); nothing changed."""


class Edit(Protocol):
    """A designer's change, applicable and revertible."""

    label: ClassVar[str]

    def apply(self, dataset: Dataset) -> Change:
        """Make the change; raise :class:`EditRejected` before touching anything if it cannot."""
        ...

    def revert(self, dataset: Dataset) -> Change:
        """Undo what :meth:`apply` did."""
        ...

    def text(self, dataset: Dataset) -> str:
        """A sentence for the history panel (``Insert 伊豆 into 東海道 at stop 3``)."""
        ...
