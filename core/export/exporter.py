"""The exporter registry and the geometry every geographic export shares (no Qt).

Each exporter is a function ``(dataset, board, out_path, force) -> list[Path]`` registered under a
short name (``json``, ``geojson``, ``gpkg``, ``csv``). The CLI and the GUI both call
:func:`export_dataset`; nothing here needs a window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.geometry.board import Board
from core.models.dataset import Dataset
from core.text import sentence_of, translate


class ExportError(Exception):
    """An export could not be written; the message names the file and the reason."""


ExportFunction = Callable[[Dataset, "Board | None", Path, bool], list[Path]]


@dataclass(frozen=True)
class Exporter:
    """A registered export format.

    Attributes:
        name: short name for ``--format``.
        description: one line for help texts and the export dialog.
        suffix: the file suffix, or "" for a folder of files.
        needs_board: whether the format needs the board geometry.
        write: the function that writes it.
    """

    name: str
    description: str
    suffix: str
    needs_board: bool
    write: ExportFunction


EXPORTERS: dict[str, Exporter] = {}


def register(name: str, description: str, suffix: str, needs_board: bool) -> Callable[[ExportFunction], ExportFunction]:
    """Decorator registering an export function under ``name``."""

    def decorate(function: ExportFunction) -> ExportFunction:
        EXPORTERS[name] = Exporter(name, description, suffix, needs_board, function)
        return function

    return decorate


def export_dataset(dataset: Dataset, board: Board | None, fmt: str, out: str | Path, inputs=(),
                   force: bool = False) -> list[Path]:
    """Write ``dataset`` in format ``fmt`` to ``out``.

    Args:
        inputs: the files the export was made from (the dataset's own file): never written over.
        force: replace read-only output files.

    Returns:
        The files written.

    Raises:
        ExportError: unknown format, a missing board, an output that is an input, read-only
            (without ``force``) or not a file, or the output could not be written (a full disk …).
            Files are written atomically, so a failed export leaves earlier files untouched.
    """
    from core.io.output_files import NOT_WRITTEN, OutputRefused, check_output, reason

    _load_formats()
    exporter = EXPORTERS.get(fmt)
    if exporter is None:
        raise ExportError(translate("ExportError", "there is no export format '{fmt}': give one of {known}").format(
            fmt=fmt, known=", ".join(sorted(EXPORTERS))))
    if exporter.needs_board and board is None:
        raise ExportError(translate(
            "ExportError", "the {fmt} export draws the board, and this dataset names no board that is built: build "
            "it with kuni build-board, or export as json or csv").format(fmt=fmt))
    try:
        if exporter.suffix:  # (what the file holds: a GeoPackage is an SQLite database)
            check_output(out, inputs, force=force, kind={".json": "json", ".gpkg": "sqlite"}.get(exporter.suffix))
        return exporter.write(dataset, board, Path(out), force)
    except OutputRefused as error:
        raise ExportError(sentence_of(error)) from None
    except OSError as error:
        raise ExportError(NOT_WRITTEN.format(out=str(out), why=reason(error))) from None


def _load_formats() -> None:
    # The format modules register themselves on import; geopandas is imported only there.
    from core.export import csv_export, geo_export, json_export  # noqa: F401
