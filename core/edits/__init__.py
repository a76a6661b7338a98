"""The undo vocabulary: Qt-free, all-or-nothing edits of a dataset, referring to records by id."""

from core.edits.change import Change
from core.edits.edit import Edit, EditRejected

__all__ = ["Change", "Edit", "EditRejected"]
