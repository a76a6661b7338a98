"""北野大茶会: rules engine (draft 18 and the designer's proposals), CPU players, simulator (no Qt)."""
