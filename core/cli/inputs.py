"""What the commands read and print the same way: datasets, JSON files, JSON on stdout (no Qt)."""

from __future__ import annotations

import json

from core import bundled
from core.cli.errors import CliError
from core.io import DatasetError, load_dataset
from core.text import sentence_of, translate


def print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def load(path: str):
    """The dataset at ``path``; a :class:`CliError` naming the file and the place when unreadable."""
    try:
        return load_dataset(path)
    except DatasetError as error:
        raise CliError(error.sentence()) from None


#: What a JSON file read by a command is for, said in its refusals.
JSON_PURPOSES = {
    "state file": translate("kuni", "state file"),
    "game record": translate("kuni", "game record"),
    "rules file": translate("kuni", "rules file"),
    "record to play on from": translate("kuni", "record to play on from"),
}


def read_json(path: str, what: str):
    """A JSON file (a record, a state, rule options); a :class:`CliError` saying what it was for
    (one of :data:`JSON_PURPOSES`)."""
    from core.io.load import read_json_file

    try:
        return read_json_file(path)
    except DatasetError as error:
        raise CliError(translate("kuni", "{why} ({what})").format(why=error.sentence(),
                                                                 what=JSON_PURPOSES[what].format())) from None


def board_for(dataset):
    """The built board geometry a dataset names (None: it names none)."""
    from core.geometry.board_store import load_board

    if not dataset.board:
        return None
    try:
        return load_board(dataset.board)
    except (OSError, ValueError, KeyError) as error:
        raise CliError(translate(
            "kuni", "{path}: the board '{board}' this dataset names cannot be read ({why}); build it again with kuni "
            "build-board").format(path=str(bundled.board_path(dataset.board)), board=dataset.board,
                                  why=sentence_of(error))) from None
