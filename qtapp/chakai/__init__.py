"""The 北野大茶会 desktop game (Qt)."""
