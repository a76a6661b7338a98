"""Identifier types shared by the dataset models (pure Python, no Qt).

Ids are short ASCII slugs (``musashi``, ``tokaido``) so that they are stable in files, in JSON paths
and on the command line; the Japanese names live in separate fields.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import StringConstraints

#: A lower-case ASCII slug: letters, digits and hyphens, starting with a letter.
Slug = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]*$", max_length=64)]

#: A 5-digit municipality code (JIS X 0402 without check digit), e.g. ``13101``.
MunicipalityCode = Annotated[str, StringConstraints(pattern=r"^[0-9]{5}$")]

#: A colour as ``#rrggbb``.
HexColour = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]

#: Non-empty display text of reasonable length.
Text = Annotated[str, StringConstraints(min_length=1, max_length=200)]

#: Free text that may be empty (notes).
Note = Annotated[str, StringConstraints(max_length=2000)]
