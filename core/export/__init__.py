"""Exporters registered by short name, shared by ``kuni export`` and the app's export dialog (no Qt)."""

from core.export.exporter import EXPORTERS, ExportError, export_dataset

__all__ = ["EXPORTERS", "ExportError", "export_dataset"]
