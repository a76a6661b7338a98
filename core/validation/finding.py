"""A validation finding: a design problem reported, never an exception (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True, order=True)
class Finding:
    """One problem in a dataset.

    Attributes:
        severity: ``error`` makes the dataset invalid; ``warning`` is worth a look; ``info`` tells
            what a record does without asking for anything (a designer's override that confirms
            what the geometry already holds).
        path: where, as ``highways[3].provinces[5]``.
        message: one plain sentence a designer understands.
        rule: the short name of the check that found it (``highway-step``).
    """

    severity: Severity
    path: str
    message: str
    rule: str

    def to_json(self) -> dict[str, str]:
        """Plain data for ``kuni validate --json``."""
        return {"severity": self.severity, "path": self.path, "message": self.message, "rule": self.rule}
