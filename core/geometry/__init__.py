"""Geometry in named coordinate systems: lon/lat degrees in, board kilometres out (no Qt).

Board coordinates are kilometres in the board's conformal projection with x pointing east and y
pointing south (the screen's convention), so that Qt items and PNG renderers draw them directly.
"""
