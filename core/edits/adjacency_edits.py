"""Edits of the adjacency overrides: add or remove a designer's correction (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.models.adjacency import Adjacency, AdjacencyOverride
from core.models.dataset import Dataset
from core.text import translate


@dataclass
class AddAdjacencyOverride:
    """Add (or replace) the override for one pair of provinces, with a note."""

    a: str
    b: str
    action: Literal["add", "remove"]
    note: str = ""
    label: ClassVar[str] = "Override adjacency"
    _before: Adjacency | None = field(default=None, init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        for pid in (self.a, self.b):
            if dataset.province(pid) is None:
                raise EditRejected(translate("EditRejected", "no province with id '{pid}'").format(pid=pid))
        if self.a == self.b:
            raise EditRejected(translate("EditRejected", 'a province cannot neighbour itself').format())
        try:
            override = AdjacencyOverride(a=self.a, b=self.b, action=self.action, note=self.note)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid override: {error}').format(error=error)) from None
        self._before = dataset.adjacency
        pair = {self.a, self.b}
        overrides = dataset.adjacency.overrides
        place = next((k for k, o in enumerate(overrides) if {o.a, o.b} == pair), None)
        # a pair overridden again keeps its place in the list (the same override twice changes nothing)
        overrides = overrides + (override,) if place is None else \
            overrides[:place] + (override,) + overrides[place + 1:]
        dataset.adjacency = dataset.adjacency.model_copy(update={"overrides": overrides})
        return Change("adjacency", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        assert self._before is not None
        dataset.adjacency = self._before
        return Change("adjacency", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        names = [dataset.province(p).kanji if dataset.province(p) else p for p in (self.a, self.b)]
        if self.action == "add":
            return translate("Edit", "Join {a} and {b}").format(a=names[0], b=names[1])
        return translate("Edit", "Separate {a} and {b}").format(a=names[0], b=names[1])


@dataclass
class RemoveAdjacencyOverride:
    """Drop the override of one pair, going back to what the geometry says."""

    a: str
    b: str
    label: ClassVar[str] = "Remove adjacency override"
    _before: Adjacency | None = field(default=None, init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        pair = {self.a, self.b}
        kept = tuple(o for o in dataset.adjacency.overrides if {o.a, o.b} != pair)
        if len(kept) == len(dataset.adjacency.overrides):
            raise EditRejected(translate("EditRejected", 'no override for {a}–{b}').format(a=self.a, b=self.b))
        self._before = dataset.adjacency
        dataset.adjacency = dataset.adjacency.model_copy(update={"overrides": kept})
        return Change("adjacency", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        assert self._before is not None
        dataset.adjacency = self._before
        return Change("adjacency", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Remove the override of {a}–{b}').format(a=self.a, b=self.b)
