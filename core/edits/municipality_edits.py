"""Edits of municipality cells: specialties and stars, abilities, flags, sister-city and sea links.

All Qt-free, all-or-nothing, referring to towns by code (no Qt).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.models.abilities import ABILITIES
from core.models.dataset import Dataset
from core.models.municipality import Municipality, Specialty
from core.models.sea_link import SEA_LINK_KINDS, SeaLink
from core.models.sister_city import SisterCityLink
from core.text import translate


def _town(dataset: Dataset, code: str) -> tuple[int, Municipality]:
    for index, town in enumerate(dataset.municipalities):
        if town.code == code:
            return index, town
    raise EditRejected(translate("EditRejected", "no municipality with code '{code}'").format(code=code))


class _TownEdit(ABC):
    """Replace one town record whole; revert puts the old record back."""

    code: str
    _before: Municipality | None

    @abstractmethod
    def _changed(self, dataset: Dataset, town: Municipality) -> dict:
        """The fields to change; raises EditRejected (before anything changes) if the edit does not fit."""

    def apply(self, dataset: Dataset) -> Change:
        index, town = _town(dataset, self.code)
        try:
            new = Municipality.model_validate({**town.model_dump(), **self._changed(dataset, town)})
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid town: {error}').format(error=error)) from None
        self._before = town
        towns = list(dataset.municipalities)
        towns[index] = new
        dataset.municipalities = tuple(towns)
        return Change("municipality", (self.code,))

    def revert(self, dataset: Dataset) -> Change:
        index, _ = _town(dataset, self.code)
        towns = list(dataset.municipalities)
        towns[index] = self._before
        dataset.municipalities = tuple(towns)
        return Change("municipality", (self.code,))

    def _name(self, dataset: Dataset) -> str:
        town = dataset.municipality(self.code)
        return town.name if town else self.code


@dataclass
class AddSpecialty(_TownEdit):
    """Add a specialty product with its stars."""

    code: str
    name: str
    stars: int = 1
    label: ClassVar[str] = "Add specialty"
    _before: Municipality | None = field(default=None, init=False, repr=False)

    def _changed(self, dataset, town):
        return {"specialties": town.specialties + (Specialty(name=self.name, stars=self.stars),)}

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Add {name} ★{stars} to {name2}').format(
            name=self.name, stars=self.stars, name2=self._name(dataset))


@dataclass
class SetSpecialty(_TownEdit):
    """Rename a specialty or change its stars."""

    code: str
    index: int
    name: str
    stars: int
    label: ClassVar[str] = "Edit specialty"
    _before: Municipality | None = field(default=None, init=False, repr=False)

    def _changed(self, dataset, town):
        if not 0 <= self.index < len(town.specialties):
            raise EditRejected(translate("EditRejected", '{name} has no specialty {index}').format(
                name=town.name, index=self.index + 1))
        items = list(town.specialties)
        items[self.index] = Specialty(name=self.name, stars=self.stars)
        return {"specialties": tuple(items)}

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", "Set {name}'s specialty {name2} ★{stars}").format(
            name=self._name(dataset), name2=self.name, stars=self.stars)


@dataclass
class RemoveSpecialty(_TownEdit):
    """Remove a specialty."""

    code: str
    index: int
    label: ClassVar[str] = "Remove specialty"
    _before: Municipality | None = field(default=None, init=False, repr=False)

    def _changed(self, dataset, town):
        if not 0 <= self.index < len(town.specialties):
            raise EditRejected(translate("EditRejected", '{name} has no specialty {index}').format(
                name=town.name, index=self.index + 1))
        return {"specialties": town.specialties[: self.index] + town.specialties[self.index + 1:]}

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Remove a specialty of {name}').format(name=self._name(dataset))


@dataclass
class SetAbilities(_TownEdit):
    """Set a town's abilities (ids from the designers' list)."""

    code: str
    abilities: tuple[str, ...]
    label: ClassVar[str] = "Set abilities"
    _before: Municipality | None = field(default=None, init=False, repr=False)

    def _changed(self, dataset, town):
        unknown = [a for a in self.abilities if a not in ABILITIES]
        if unknown:
            raise EditRejected(translate("EditRejected", "unknown ability '{unknown}'").format(unknown=unknown[0]))
        return {"abilities": tuple(dict.fromkeys(self.abilities))}

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", "Set {name}'s abilities").format(name=self._name(dataset))


@dataclass
class SetTownFlags(_TownEdit):
    """Set a town's flags (None keeps a flag)."""

    code: str
    designated_city: bool | None = None
    prefectural_capital: bool | None = None
    special_ward: bool | None = None
    label: ClassVar[str] = "Set town flags"
    _before: Municipality | None = field(default=None, init=False, repr=False)

    def _changed(self, dataset, town):
        return {k: v for k, v in (("designated_city", self.designated_city),
                                  ("prefectural_capital", self.prefectural_capital),
                                  ("special_ward", self.special_ward)) if v is not None}

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", "Set {name}'s flags").format(name=self._name(dataset))


def _pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


@dataclass
class AddSisterLink:
    """Bond two towns (``domestic``) or a town and an overseas city (``overseas``)."""

    kind: str
    a: str
    b: str
    note: str = ""
    label: ClassVar[str] = "Add sister-city link"

    def apply(self, dataset: Dataset) -> Change:
        _town(dataset, self.a)
        if self.kind == "domestic":
            _town(dataset, self.b)
            if self.a == self.b:
                raise EditRejected(translate("EditRejected", 'a town cannot be its own sister city').format())
        elif self.kind == "overseas":
            if not any(c.id == self.b for c in dataset.overseas_cities):
                raise EditRejected(translate("EditRejected", "no overseas city with id '{b}'").format(b=self.b))
        else:
            raise EditRejected(translate("EditRejected", "unknown link kind '{kind}'").format(kind=self.kind))
        if any(link.kind == self.kind and _pair(link.a, link.b) == _pair(self.a, self.b) for link in dataset.sister_city_links):
            raise EditRejected(translate("EditRejected", 'these two are already linked').format())
        try:
            link = SisterCityLink(kind=self.kind, a=self.a, b=self.b, note=self.note)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid link: {error}').format(error=error)) from None
        dataset.sister_city_links = dataset.sister_city_links + (link,)
        return Change("sister_city_links", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        dataset.sister_city_links = dataset.sister_city_links[:-1]
        return Change("sister_city_links", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Link {a} and {b}').format(a=self.a, b=self.b)


@dataclass
class RemoveSisterLink:
    """Remove the link between ``a`` and ``b``."""

    kind: str
    a: str
    b: str
    label: ClassVar[str] = "Remove sister-city link"
    _before: tuple[SisterCityLink, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        kept = tuple(l for l in dataset.sister_city_links
                     if not (l.kind == self.kind and _pair(l.a, l.b) == _pair(self.a, self.b)))
        if len(kept) == len(dataset.sister_city_links):
            raise EditRejected(translate("EditRejected", 'no {kind} link between {a} and {b}').format(
                kind=self.kind, a=self.a, b=self.b))
        self._before = dataset.sister_city_links
        dataset.sister_city_links = kept
        return Change("sister_city_links", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        dataset.sister_city_links = self._before
        return Change("sister_city_links", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Unlink {a} and {b}').format(a=self.a, b=self.b)


@dataclass
class AddSeaLink:
    """Join two cells across water."""

    a: str
    b: str
    kind: str = "ferry"
    note: str = ""
    label: ClassVar[str] = "Add sea link"

    def apply(self, dataset: Dataset) -> Change:
        _town(dataset, self.a)
        _town(dataset, self.b)
        if self.a == self.b:
            raise EditRejected(translate("EditRejected", 'a sea link needs two different towns').format())
        if any(_pair(s.a, s.b) == _pair(self.a, self.b) for s in dataset.sea_links):
            raise EditRejected(translate("EditRejected", 'these two towns are already joined by sea').format())
        try:
            link = SeaLink(a=self.a, b=self.b, kind=self.kind, note=self.note)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid sea link: {error}').format(error=error)) from None
        dataset.sea_links = dataset.sea_links + (link,)
        return Change("municipality", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        dataset.sea_links = dataset.sea_links[:-1]
        return Change("municipality", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Join {a} and {b} by sea').format(a=self.a, b=self.b)


@dataclass
class RemoveSeaLink:
    """Remove the sea link between two cells."""

    a: str
    b: str
    label: ClassVar[str] = "Remove sea link"
    _before: tuple[SeaLink, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        kept = tuple(s for s in dataset.sea_links if _pair(s.a, s.b) != _pair(self.a, self.b))
        if len(kept) == len(dataset.sea_links):
            raise EditRejected(translate("EditRejected", 'no sea link between {a} and {b}').format(a=self.a, b=self.b))
        self._before = dataset.sea_links
        dataset.sea_links = kept
        return Change("municipality", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        dataset.sea_links = self._before
        return Change("municipality", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Remove the sea link {a}–{b}').format(a=self.a, b=self.b)


@dataclass
class ConfirmSeaLink:
    """A designer has looked at a sea link: it is a ferry, a bridge or a tunnel, no longer a
    suggestion to review (the nearest-coast suggestions of a new board start as ones)."""

    a: str
    b: str
    kind: str = "ferry"
    label: ClassVar[str] = "Confirm sea link"
    _before: tuple[SeaLink, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        if self.kind not in SEA_LINK_KINDS:  # (model_copy below does not validate)
            raise EditRejected(
                translate("EditRejected", "a sea link is a ferry, a bridge or a tunnel, not '{kind}'").format(
                kind=self.kind))
        found = [k for k, s in enumerate(dataset.sea_links) if _pair(s.a, s.b) == _pair(self.a, self.b)]
        if not found:
            raise EditRejected(translate("EditRejected", 'no sea link between {a} and {b}').format(a=self.a, b=self.b))
        self._before = dataset.sea_links
        links = list(dataset.sea_links)
        for k in found:
            links[k] = links[k].model_copy(update={"kind": self.kind, "suggested": False})
        dataset.sea_links = tuple(links)
        return Change("municipality", (self.a, self.b))

    def revert(self, dataset: Dataset) -> Change:
        dataset.sea_links = self._before
        return Change("municipality", (self.a, self.b))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Confirm {a}–{b} as a {kind}').format(a=self.a, b=self.b, kind=self.kind)


@dataclass
class ReplaceSpecialties:
    """Give many towns their specialty lists at once (an imported spreadsheet): one undo step."""

    specialties: dict[str, tuple[Specialty, ...]]
    label: ClassVar[str] = "Import specialties"
    _before: tuple[Municipality, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        known = {m.code for m in dataset.municipalities}
        unknown = sorted(set(self.specialties) - known)
        if unknown:
            raise EditRejected(translate("EditRejected", 'no municipality with code {items}').format(
                items=', '.join(unknown[:5])))
        if not self.specialties:
            raise EditRejected(translate("EditRejected", 'no town to give specialties to').format())
        self._before = dataset.municipalities
        dataset.municipalities = tuple(
            town.model_copy(update={"specialties": tuple(self.specialties[town.code])})
            if town.code in self.specialties else town
            for town in dataset.municipalities
        )
        return Change("municipality", tuple(sorted(self.specialties)))

    def revert(self, dataset: Dataset) -> Change:
        dataset.municipalities = self._before
        return Change("municipality", tuple(sorted(self.specialties)))

    def text(self, dataset: Dataset) -> str:
        count = sum(len(v) for v in self.specialties.values())
        return translate("Edit", 'Import {count} specialties for {count2} towns').format(
            count=count, count2=len(self.specialties))
