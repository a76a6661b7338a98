"""The common pydantic base for every dataset record (pure Python, no Qt).

Records forbid unknown fields (a typo in a file is reported, not silently dropped) and validate on
assignment, so that an edit can never put a wrongly typed value into a live dataset.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Record(BaseModel):
    """Base class of all dataset records: strict about unknown fields, validated on assignment."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True, frozen=False)
