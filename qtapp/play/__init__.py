"""Playing 旧国かるた on the desktop against CPU players (Qt)."""
