"""The 市区町村バトル desktop game (Qt)."""
