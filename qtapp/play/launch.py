"""Opening a game window: resume its autosaved game, or start a new one (Qt glue over
:func:`core.games.session.resume_or_new`, the same for every registered game)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox

from core.games.session import HUMAN, GameSession, default_autosave_path, resume_or_new
from editor.translation import translated

#: The settings key of the autosave folder chosen in Preferences.
AUTOSAVE_FOLDER_KEY = "games/autosave_folder"


def new_session(spec, dataset=None, seed: int | None = None) -> GameSession:
    """You and the game's table CPUs (as many as its default seats) on ``dataset``'s board (None
    for games played without one); a random seed unless one is given."""
    seats = [HUMAN] + [spec.table_cpu] * (spec.default_players - 1)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return GameSession.new(spec, spec.make_rules(spec.ruleset(), dataset), seats, seed)


def autosave_folder() -> str:
    """The folder the game tables autosave in, as chosen in Preferences ("" for the default)."""
    value = QSettings("Kuni Studio", "Kuni Studio").value(AUTOSAVE_FOLDER_KEY, "")
    return value if isinstance(value, str) else ""


def open_game_window(window_class, spec, path: Path | None, new_session, parent=None, speed=None, dataset=None,
                     load=GameSession.load):
    """The window of ``spec``'s game on the session saved at ``path`` (the game's autosave by
    default; on ``dataset`` for games played on a board; read by ``load(spec, path, dataset)``), or
    ``new_session()`` when there is none or it cannot be resumed: then it is kept aside and the
    user told."""
    path = Path(path) if path else default_autosave_path(spec.name, autosave_folder())
    try:
        session, message, kept_aside = resume_or_new(lambda where: load(spec, where, dataset), path, new_session)
        message = translated(message)
    except OSError as error:
        # The save can be neither resumed nor renamed aside: play on without autosaving over it.
        session, kept_aside, path = new_session(), None, None
        message = QCoreApplication.translate("launch", "The saved game could not be resumed nor kept aside ({error}); "
                                             "this game is not autosaved.").format(error=error)
    if kept_aside is not None and parent is not None:
        QMessageBox.information(parent, spec.title_ja, message)
    window = window_class(session, path, speed)
    window.statusBar().showMessage(message, 8000)
    window.show()
    return window
