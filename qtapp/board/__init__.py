"""The board: a QGraphicsScene of the built board geometry and the view that shows it (Qt)."""
