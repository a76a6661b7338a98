"""The Qt application: the main window, the board scene and its items, the game windows, dialogs
and rendering. Imports editor and core; nothing imports it but its own entry points."""
