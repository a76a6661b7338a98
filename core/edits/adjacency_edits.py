"""Edits of the adjacency overrides: add or remove a designer's correction (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.models.adjacency import Adjacency, AdjacencyOverride
from core.models.dataset import Dataset


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
                raise EditRejected(f"no province with id '{pid}'")
        if self.a == self.b:
            raise EditRejected("a province cannot neighbour itself")
        try:
            override = AdjacencyOverride(a=self.a, b=self.b, action=self.action, note=self.note)
        except ValueError as error:
            raise EditRejected(f"not a valid override: {error}") from None
        self._before = dataset.adjacency
        pair = {self.a, self.b}
        kept = tuple(o for o in dataset.adjacency.overrides if {o.a, o.b} != pair)
        dataset.adjacency = dataset.adjacency.model_copy(update={"overrides": kept + (override,)})
        return Change("adjacency", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        assert self._before is not None
        dataset.adjacency = self._before
        return Change("adjacency", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        names = [dataset.province(p).kanji if dataset.province(p) else p for p in (self.a, self.b)]
        verb = "Join" if self.action == "add" else "Separate"
        return f"{verb} {names[0]} and {names[1]}"


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
            raise EditRejected(f"no override for {self.a}–{self.b}")
        self._before = dataset.adjacency
        dataset.adjacency = dataset.adjacency.model_copy(update={"overrides": kept})
        return Change("adjacency", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        assert self._before is not None
        dataset.adjacency = self._before
        return Change("adjacency", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return f"Remove the override of {self.a}–{self.b}"
