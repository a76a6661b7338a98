"""Design checks that report findings instead of rejecting data (no Qt)."""

from core.validation.finding import Finding
from core.validation.validate import has_errors, validate

__all__ = ["Finding", "has_errors", "validate"]
