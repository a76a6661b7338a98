"""Kuni Studio's core: pure-Python models, validation, I/O, geometry, game engines and the CLI.

Nothing under ``core`` imports Qt (PySide6), ``editor`` or ``qtapp``; it is testable with Qt absent.
"""

#: The one place the version is written (pyproject.toml reads it; ``kuni --version`` says it).
__version__ = "0.1.0"
