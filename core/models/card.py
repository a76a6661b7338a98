"""Card size candidates studied for overlap on the board (pure Python, no Qt)."""

from __future__ import annotations

from pydantic import Field

from core.models.base import Record


class CardSize(Record):
    """A candidate card size in board pixels, as the designers measure it.

    Attributes:
        width_px, height_px: card width and height in px.
        chosen: the size the designers adopted (at most one).
    """

    width_px: float = Field(gt=0, le=1000)
    height_px: float = Field(gt=0, le=1000)
    chosen: bool = False

    @property
    def label(self) -> str:
        """``24x26`` style label used by the CLI and the size switcher."""
        return f"{self.width_px:g}x{self.height_px:g}"
