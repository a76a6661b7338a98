"""The Qt application: the main window, the board scene and its items, the game windows, dialogs
and rendering. Imports editor and core. The command line (core.cli) reaches in only when asked
for a picture or a PDF (--plot, --png-dir, print-kit), lazily: Qt draws those.
"""
