"""Opening the しま window: resume the autosaved game, or make a new island (Qt glue)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from core.games.shima.record import ShimaRecordError
from core.games.shima.rules import ShimaRules
from core.games.shima.session import HUMAN, ShimaSession, default_autosave_path
from qtapp.shima.shima_window import ShimaWindow

DEFAULT_SEATS = [HUMAN, "planner", "planner", "planner"]


def load_or_new_session(autosave_path: Path, seed: int | None = None) -> tuple[ShimaSession, str]:
    """The autosaved game when it can be read, else a new one; also says which (for the status bar).

    An autosave that cannot be resumed is kept beside it (``….unreadable.json``), never overwritten.
    """
    message = "A new island."
    if autosave_path.exists():
        try:
            return ShimaSession.load(autosave_path), "Resumed the saved game."
        except (OSError, ShimaRecordError) as error:
            kept = _keep_aside(autosave_path)
            message = f"The saved game could not be resumed ({error}); it is kept as {kept.name}. A new island."
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return ShimaSession.new(ShimaRules(), DEFAULT_SEATS, seed), message


def _keep_aside(path: Path) -> Path:
    for k in range(1, 1000):
        target = path.with_name(f"{path.stem}.unreadable{'' if k == 1 else k}.json")
        if not target.exists():
            path.rename(target)
            return target
    raise OSError(f"{path}: too many unreadable autosaves beside it")  # pragma: no cover


def open_shima_window(parent=None, autosave_path=None, speed=None, seed: int | None = None) -> ShimaWindow:
    path = Path(autosave_path) if autosave_path else default_autosave_path()
    session, message = load_or_new_session(path, seed)
    if "could not be resumed" in message and parent is not None:
        QMessageBox.information(parent, "しま", message)
    window = ShimaWindow(session, path, speed)
    window.statusBar().showMessage(message, 8000)
    window.show()
    return window
