"""Online play in the app: the line to a room server, the online game's controller, the dialog (Qt)."""
