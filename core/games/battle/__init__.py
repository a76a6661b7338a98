"""市区町村バトル: cell values (stars, movement), abilities and the board data (no Qt)."""
