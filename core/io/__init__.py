"""Reading and writing datasets safely: canonical JSON, atomic writes, migrations (no Qt)."""

from core.io.load import DatasetError, load_dataset, parse_dataset, save_dataset

__all__ = ["DatasetError", "load_dataset", "parse_dataset", "save_dataset"]
