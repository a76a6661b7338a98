"""Editor panes docked beside the board (Qt)."""
