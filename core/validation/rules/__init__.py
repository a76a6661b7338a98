"""The individual validation checks; each ``check_<what>(dataset)`` yields findings (no Qt)."""
