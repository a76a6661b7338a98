"""Running many games: deterministic parallel execution and summary statistics (no Qt)."""
