"""The しま desktop game: the island view and the game window (Qt)."""
