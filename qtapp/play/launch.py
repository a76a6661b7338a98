"""Opening a game window: resume its autosaved game, or start a new one (Qt glue over
:func:`core.games.session.resume_or_new`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from core.games.session import resume_or_new


def open_game_window(window_class, session_class, path: Path, new_session, parent=None, speed=None):
    """The window of ``session_class``'s game on the session saved at ``path`` (or ``new_session()``
    when there is none or it cannot be resumed: then it is kept aside and the user told)."""
    try:
        session, message, kept_aside = resume_or_new(session_class.load, path, new_session)
    except OSError as error:
        # The save can be neither resumed nor renamed aside: play on without autosaving over it.
        session, kept_aside, path = new_session(), None, None
        message = f"The saved game could not be resumed nor kept aside ({error}); this game is not autosaved."
    if kept_aside is not None and parent is not None:
        QMessageBox.information(parent, session_class.game, message)
    window = window_class(session, path, speed)
    window.statusBar().showMessage(message, 8000)
    window.show()
    return window
