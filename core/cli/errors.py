"""The command line's exit codes and its one kind of failure (no Qt)."""

from __future__ import annotations

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


class CliError(Exception):
    """A failure reported as one line on stderr with an exit code."""

    def __init__(self, message: str, code: int = EXIT_UNREADABLE) -> None:
        super().__init__(message)
        self.code = code
