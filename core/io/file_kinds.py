"""What kind of file a file is, by its bytes, not its name (no Qt).

Before a writer replaces an existing file it asks what the file holds: a command that writes JSON
never replaces a picture, a PDF or a GeoPackage because a path was mistyped (``--out kit.pdf`` for
``--out kit.gpkg``). Kinds: ``json``, ``png``, ``pdf``, ``sqlite`` (a GeoPackage is one), ``text``
(UTF-8 text that is not JSON: a CSV, notes), ``binary`` (anything else) and ``empty``.
"""

from __future__ import annotations

from pathlib import Path

from core.text import translate

#: How many bytes are read to tell a kind.
SNIFF_BYTES = 64 * 1024

#: Each kind in words, for a refusal.
KIND_WORDS = {
    "json": translate("FileKind", "a JSON file"),
    "png": translate("FileKind", "a PNG picture"),
    "pdf": translate("FileKind", "a PDF document"),
    "sqlite": translate("FileKind", "an SQLite database (a GeoPackage is one)"),
    "text": translate("FileKind", "a text file (a CSV, notes)"),
    "csv": translate("FileKind", "a CSV file"),
    "binary": translate("FileKind", "a file of some other kind"),
    "empty": translate("FileKind", "an empty file"),
}


def kind_of_bytes(head: bytes) -> str:
    """The kind of a file that begins with ``head``."""
    if not head:
        return "empty"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head.startswith(b"%PDF"):
        return "pdf"
    if head.startswith(b"SQLite format 3\x00"):
        return "sqlite"
    if b"\x00" in head:
        return "binary"
    try:
        text = head.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if error.start < len(head) - 4:  # (a character cut at the end of what was read is fine)
            return "binary"
        text = head[:error.start].decode("utf-8-sig", errors="ignore")
    return "json" if text.lstrip()[:1] in ("{", "[") else "text"


def kind_of(path: str | Path) -> str | None:
    """The kind of the file at ``path``; None when there is none (or it cannot be read)."""
    try:
        with open(path, "rb") as handle:
            return kind_of_bytes(handle.read(SNIFF_BYTES))
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None
    except OSError:
        return None


def replaceable(found: str | None, writing: str) -> bool:
    """Whether a file of kind ``found`` may be replaced by one of kind ``writing`` without
    ``--force``: nothing there, an empty file, or the same kind (a CSV is written over text)."""
    if found in (None, "empty", writing):
        return True
    return writing == "csv" and found == "text"
