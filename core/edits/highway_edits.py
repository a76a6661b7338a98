"""Edits of highway sequences: insert, remove and move a stop (no Qt)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.models.dataset import Dataset
from core.models.highway import Highway
from core.text import translate


def _highway(dataset: Dataset, highway_id: str) -> tuple[int, Highway]:
    index = dataset.highway_index(highway_id)
    if index is None:
        raise EditRejected(translate("EditRejected", "no highway with id '{highway_id}'").format(highway_id=highway_id))
    return index, dataset.highways[index]


def _replace_stops(dataset: Dataset, index: int, stops: tuple[str, ...]) -> None:
    highways = list(dataset.highways)
    highways[index] = highways[index].model_copy(update={"provinces": stops})
    dataset.highways = tuple(highways)


def _name(dataset: Dataset, province_id: str) -> str:
    province = dataset.province(province_id)
    return province.kanji if province else province_id


class _StopEdit(ABC):
    """Shared by the stop edits: check, replace the sequence whole, and put the old one back."""

    highway_id: str
    _before: tuple[str, ...]

    @abstractmethod
    def _new_stops(self, dataset: Dataset, highway: Highway) -> list[str]:
        """The new sequence; raises EditRejected (before anything changes) if the edit does not fit."""

    def apply(self, dataset: Dataset) -> Change:
        position, highway = _highway(dataset, self.highway_id)
        stops = self._new_stops(dataset, highway)  # raises EditRejected before anything changes
        self._before = highway.provinces
        _replace_stops(dataset, position, tuple(stops))
        return Change("highway", (self.highway_id,))

    def revert(self, dataset: Dataset) -> Change:
        position, _ = _highway(dataset, self.highway_id)
        _replace_stops(dataset, position, self._before)
        return Change("highway", (self.highway_id,))

    def _highway_name(self, dataset: Dataset) -> str:
        highway = dataset.highway(self.highway_id)
        return highway.name if highway else self.highway_id


@dataclass
class InsertHighwayStop(_StopEdit):
    """Insert a province into a highway's sequence at ``index`` (``len`` appends)."""

    highway_id: str
    index: int
    province_id: str
    label: ClassVar[str] = "Insert highway stop"
    _before: tuple[str, ...] = field(default=(), init=False, repr=False)

    def _new_stops(self, dataset: Dataset, highway: Highway) -> list[str]:
        if dataset.province(self.province_id) is None:
            raise EditRejected(translate("EditRejected", "no province with id '{province_id}'").format(
                province_id=self.province_id))
        if not 0 <= self.index <= len(highway.provinces):
            raise EditRejected(translate("EditRejected", 'stop {index} is outside {name} (0–{count})').format(
                index=self.index, name=highway.name, count=len(highway.provinces)))
        stops = list(highway.provinces)
        stops.insert(self.index, self.province_id)
        return stops

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Insert {name} into {highway_name} at stop {index}').format(
            name=_name(dataset, self.province_id), highway_name=self._highway_name(dataset), index=self.index + 1)


@dataclass
class RemoveHighwayStop(_StopEdit):
    """Remove the stop at ``index`` from a highway's sequence."""

    highway_id: str
    index: int
    label: ClassVar[str] = "Remove highway stop"
    _before: tuple[str, ...] = field(default=(), init=False, repr=False)

    def _new_stops(self, dataset: Dataset, highway: Highway) -> list[str]:
        if not 0 <= self.index < len(highway.provinces):
            raise EditRejected(translate("EditRejected", '{name} has no stop {index}').format(
                name=highway.name, index=self.index + 1))
        stops = list(highway.provinces)
        del stops[self.index]
        return stops

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Remove stop {index} from {highway_name}').format(
            index=self.index + 1, highway_name=self._highway_name(dataset))


@dataclass
class MoveHighwayStop(_StopEdit):
    """Move the stop at ``from_index`` to ``to_index`` within one highway."""

    highway_id: str
    from_index: int
    to_index: int
    label: ClassVar[str] = "Move highway stop"
    _before: tuple[str, ...] = field(default=(), init=False, repr=False)

    def _new_stops(self, dataset: Dataset, highway: Highway) -> list[str]:
        count = len(highway.provinces)
        if not (0 <= self.from_index < count and 0 <= self.to_index < count):
            raise EditRejected(translate("EditRejected", '{name} has stops 1–{count}').format(
                name=highway.name, count=count))
        stops = list(highway.provinces)
        stops.insert(self.to_index, stops.pop(self.from_index))
        return stops

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Move {highway_name} stop {from_index} to {to_index}').format(
            highway_name=self._highway_name(dataset), from_index=self.from_index + 1, to_index=self.to_index + 1)


@dataclass
class CreateHighway:
    """Add a new, empty highway at the end of the list."""

    highway_id: str
    name: str
    kana: str
    tier: str
    label: ClassVar[str] = "Create highway"

    def apply(self, dataset: Dataset) -> Change:
        if dataset.highway(self.highway_id) is not None:
            raise EditRejected(translate("EditRejected", "a highway with id '{highway_id}' exists already").format(
                highway_id=self.highway_id))
        try:
            highway = Highway(id=self.highway_id, name=self.name, kana=self.kana, tier=self.tier)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid highway: {error}').format(error=error)) from None
        dataset.highways = dataset.highways + (highway,)
        return Change("highways", (self.highway_id,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.highways = tuple(h for h in dataset.highways if h.id != self.highway_id)
        return Change("highways", (self.highway_id,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Create highway {name}').format(name=self.name)


@dataclass
class DeleteHighway:
    """Remove a highway (its position is remembered for undo)."""

    highway_id: str
    label: ClassVar[str] = "Delete highway"
    _before: tuple[Highway, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        _highway(dataset, self.highway_id)
        self._before = dataset.highways
        dataset.highways = tuple(h for h in dataset.highways if h.id != self.highway_id)
        return Change("highways", (self.highway_id,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.highways = self._before
        return Change("highways", (self.highway_id,))

    def text(self, dataset: Dataset) -> str:
        highway = dataset.highway(self.highway_id)
        return translate("Edit", 'Delete highway {value}').format(value=highway.name if highway else self.highway_id)


@dataclass
class SetHighwayFields:
    """Change a highway's name, reading, tier or note (fields left as None are kept)."""

    highway_id: str
    name: str | None = None
    kana: str | None = None
    tier: str | None = None
    note: str | None = None
    label: ClassVar[str] = "Edit highway"
    _before: Highway | None = field(default=None, init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        position, highway = _highway(dataset, self.highway_id)
        update = {k: v for k, v in (("name", self.name), ("kana", self.kana), ("tier", self.tier),
                                    ("note", self.note)) if v is not None}
        try:
            changed = Highway.model_validate({**highway.model_dump(), **update})
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid highway: {error}').format(error=error)) from None
        self._before = highway
        highways = list(dataset.highways)
        highways[position] = changed
        dataset.highways = tuple(highways)
        return Change("highway", (self.highway_id,))

    def revert(self, dataset: Dataset) -> Change:
        position, _ = _highway(dataset, self.highway_id)
        highways = list(dataset.highways)
        highways[position] = self._before
        dataset.highways = tuple(highways)
        return Change("highway", (self.highway_id,))

    def text(self, dataset: Dataset) -> str:
        if self.name:
            return translate("Edit", "Rename highway {name}").format(name=self.name)
        return translate("Edit", "Edit highway").format()
