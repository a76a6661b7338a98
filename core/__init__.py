"""Kuni Studio's core: pure-Python models, validation, I/O, geometry, game engines and the CLI.

Nothing under ``core`` imports Qt (PySide6), ``editor`` or ``qtapp``; it is testable with Qt absent.
"""
