"""The standalone app's ``kuni`` executable (PyInstaller runs this as its script)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # the simulators' worker processes start this executable again (spawn on Windows and macOS)
    multiprocessing.freeze_support()
    from core.cli import main

    sys.exit(main())
