"""Online rooms: the protocol, the room server (``kuni serve``) and its client (no Qt)."""
