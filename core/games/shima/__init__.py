"""しま (the island game, Catan-like): board, rules, CPU players, simulator (no Qt)."""
