"""Edits of the candidate card sizes: add one to study, remove one, adopt one (no Qt).

The designers chose their card size by comparing candidates on the board (札の大きさをどう決めたか);
these edits let that list be changed in the app, undoably, like any other part of the dataset.
Sizes are named by their label (``24x26``), which is unique within a dataset.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from core.edits.change import Change
from core.edits.edit import EditRejected
from core.geometry.card_study import parse_size
from core.models.card import CardSize
from core.models.dataset import Dataset
from core.text import translate

#: At most this many candidates: each is laid out when compared, and a long list helps nobody.
MAX_CARD_SIZES = 24


def _index(dataset: Dataset, label: str) -> int:
    for k, size in enumerate(dataset.card_sizes):
        if size.label == label:
            return k
    raise EditRejected(translate("EditRejected", 'no card size {label} among the candidates').format(label=label))


@dataclass
class AddCardSize:
    """Add a candidate card size (``"25x28"``, ``"25 × 28"``) at the end of the list."""

    size: str
    label: ClassVar[str] = "Add card size"
    _added: str = field(default="", init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        try:
            w, h = parse_size(self.size)
            card = CardSize(width_px=w, height_px=h)
        except ValueError as error:
            raise EditRejected(translate("EditRejected", 'not a card size: {error}').format(error=error)) from None
        if any(existing.label == card.label for existing in dataset.card_sizes):
            raise EditRejected(translate("EditRejected", '{label} is a candidate already').format(label=card.label))
        if len(dataset.card_sizes) >= MAX_CARD_SIZES:
            raise EditRejected(
                translate("EditRejected", 'at most {MAX_CARD_SIZES} candidate sizes; remove one first').format(
                MAX_CARD_SIZES=MAX_CARD_SIZES))
        dataset.card_sizes = dataset.card_sizes + (card,)
        self._added = card.label
        return Change("card_sizes", (card.label,))

    @property
    def added(self) -> str:
        """The label of the size added (``25x28``), once applied."""
        return self._added

    def revert(self, dataset: Dataset) -> Change:
        dataset.card_sizes = tuple(s for s in dataset.card_sizes if s.label != self._added)
        return Change("card_sizes", (self._added,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Add card size {value}').format(value=self._added or self.size)


@dataclass
class RemoveCardSize:
    """Remove a candidate card size (the adopted one too: the dataset then has none adopted)."""

    size: str
    label: ClassVar[str] = "Remove card size"
    _before: tuple[CardSize, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        k = _index(dataset, self.size)
        self._before = dataset.card_sizes
        dataset.card_sizes = dataset.card_sizes[:k] + dataset.card_sizes[k + 1:]
        return Change("card_sizes", (self.size,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.card_sizes = self._before
        return Change("card_sizes", (self.size,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Remove card size {size}').format(size=self.size)


@dataclass
class AdoptCardSize:
    """Make one candidate the adopted size (the designers' choice: the size the digital game lays
    its cards at, and the one the board's cards start at); the others stay candidates."""

    size: str
    label: ClassVar[str] = "Adopt card size"
    _before: tuple[CardSize, ...] = field(default=(), init=False, repr=False)

    def apply(self, dataset: Dataset) -> Change:
        k = _index(dataset, self.size)
        if dataset.card_sizes[k].chosen and sum(s.chosen for s in dataset.card_sizes) == 1:
            raise EditRejected(translate("EditRejected", '{size} is the adopted size already').format(size=self.size))
        self._before = dataset.card_sizes
        dataset.card_sizes = tuple(s.model_copy(update={"chosen": i == k}) for i, s in enumerate(dataset.card_sizes))
        return Change("card_sizes", (self.size,))

    def revert(self, dataset: Dataset) -> Change:
        dataset.card_sizes = self._before
        return Change("card_sizes", (self.size,))

    def text(self, dataset: Dataset) -> str:
        return translate("Edit", 'Adopt card size {size}').format(size=self.size)
