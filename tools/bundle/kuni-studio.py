"""The standalone app's ``kuni-studio`` executable (PyInstaller runs this as its script)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # the simulation dialog's worker processes start this executable again (spawn on Windows and macOS)
    multiprocessing.freeze_support()
    from qtapp.main import main

    sys.exit(main())
