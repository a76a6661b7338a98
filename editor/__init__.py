"""The Qt editing layer: the document, undo commands, item models and editor panels.

Imports core and PySide6, never qtapp.
"""
