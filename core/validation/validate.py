"""The one validation entry point used by the loader, the CLI and the editor's live panel (no Qt)."""

from __future__ import annotations

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork
from core.validation.finding import Finding
from core.validation.rules.adjacency import check_adjacency
from core.validation.rules.cells import check_cells
from core.validation.rules.duplicates import check_duplicates
from core.validation.rules.highways import check_highways
from core.validation.rules.reachability import check_reachability
from core.validation.rules.references import check_references
from core.validation.rules.stars import check_stars


def validate(dataset: Dataset) -> list[Finding]:
    """Every design problem in a dataset, errors first, then in file order.

    Never raises for a dataset that loaded: problems are findings, not exceptions.
    """
    network = ProvinceNetwork.from_dataset(dataset)
    findings: list[Finding] = []
    findings += check_duplicates(dataset)
    findings += check_references(dataset)
    findings += check_adjacency(dataset)
    findings += check_highways(dataset, network)
    findings += check_reachability(dataset, network)
    findings += check_stars(dataset)
    findings += check_cells(dataset)
    order = {"error": 0, "warning": 1, "info": 2}
    return sorted(findings, key=lambda f: order[f.severity])


def has_errors(findings: list[Finding]) -> bool:
    """True when any finding is an error."""
    return any(f.severity == "error" for f in findings)
