"""Edits of ferry routes: add, remove, change (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.models.dataset import Dataset
from core.models.ferry_route import FerryRoute
from core.text import translate


def _name(dataset: Dataset, province_id: str) -> str:
    province = dataset.province(province_id)
    return province.kanji if province else province_id


@dataclass
class AddFerryRoute:
    """Join two provinces by boat."""

    route_id: str
    name: str
    a: str
    b: str
    note: str = ""
    label: ClassVar[str] = "Add ferry route"

    def apply(self, dataset: Dataset) -> Change:
        if dataset.ferry_route(self.route_id) is not None:
            raise EditRejected(translate("EditRejected", "a ferry route with id '{route_id}' exists already").format(
                route_id=self.route_id))
        for pid in (self.a, self.b):
            if dataset.province(pid) is None:
                raise EditRejected(translate("EditRejected", "no province with id '{pid}'").format(pid=pid))
        if self.a == self.b:
            raise EditRejected(translate("EditRejected", 'a ferry route needs two different provinces').format())
        try:
            route = FerryRoute(id=self.route_id, name=self.name, a=self.a, b=self.b, note=self.note)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid ferry route: {error}').format(
                error=error)) from None
        dataset.ferry_routes = dataset.ferry_routes + (route,)
        return Change("ferry_routes", (self.route_id,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.ferry_routes = tuple(f for f in dataset.ferry_routes if f.id != self.route_id)
        return Change("ferry_routes", (self.route_id,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Add ferry {name}–{name2}').format(
            name=_name(dataset, self.a), name2=_name(dataset, self.b))


@dataclass
class RemoveFerryRoute:
    """Remove a ferry route."""

    route_id: str
    label: ClassVar[str] = "Remove ferry route"
    _before: tuple[FerryRoute, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        if dataset.ferry_route(self.route_id) is None:
            raise EditRejected(translate("EditRejected", "no ferry route with id '{route_id}'").format(
                route_id=self.route_id))
        self._before = dataset.ferry_routes
        dataset.ferry_routes = tuple(f for f in dataset.ferry_routes if f.id != self.route_id)
        return Change("ferry_routes", (self.route_id,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.ferry_routes = self._before
        return Change("ferry_routes", (self.route_id,))

    def text(self, dataset: Dataset) -> str:
        route = dataset.ferry_route(self.route_id)
        return translate("Edit", 'Remove ferry {value}').format(value=route.name if route else self.route_id)


@dataclass
class SetFerryRouteFields:
    """Change a ferry route's name, ends or note (None keeps a field)."""

    route_id: str
    name: str | None = None
    a: str | None = None
    b: str | None = None
    note: str | None = None
    label: ClassVar[str] = "Edit ferry route"
    _before: tuple[FerryRoute, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        route = dataset.ferry_route(self.route_id)
        if route is None:
            raise EditRejected(translate("EditRejected", "no ferry route with id '{route_id}'").format(
                route_id=self.route_id))
        update = {k: v for k, v in (("name", self.name), ("a", self.a), ("b", self.b), ("note", self.note)) if v is not None}
        for key in ("a", "b"):
            if key in update and dataset.province(update[key]) is None:
                raise EditRejected(translate("EditRejected", "no province with id '{update}'").format(
                    update=update[key]))
        try:
            changed = FerryRoute.model_validate({**route.model_dump(), **update})
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a valid ferry route: {error}').format(
                error=error)) from None
        if changed.a == changed.b:
            raise EditRejected(translate("EditRejected", 'a ferry route needs two different provinces').format())
        self._before = dataset.ferry_routes
        dataset.ferry_routes = tuple(changed if f.id == self.route_id else f for f in dataset.ferry_routes)
        return Change("ferry_route", (self.route_id,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.ferry_routes = self._before
        return Change("ferry_route", (self.route_id,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Edit ferry route').format()
