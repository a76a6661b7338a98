"""The card-size study in the app: layouts computed off the GUI thread, cached per size (Qt)."""
