"""Scene items: they draw what the document says and hold only ids (Qt)."""
