"""The one validation entry point used by the loader, the CLI and the editor's live panel (no Qt)."""

from __future__ import annotations

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork
from core.text import joined, translate
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


class DatasetHasErrors(ValueError):
    """A dataset with design errors was given to a game or a simulation (which would play it wrong,
    or never end); the message names the errors and says how to see them all."""

    def __init__(self, findings: list[Finding], name: str = "") -> None:
        self.findings = [f for f in findings if f.severity == "error"]
        shown = joined("; ", [joined("", [f"{f.path}: ", f.message]) for f in self.findings[:3]])
        more = translate("Finding", " (and {count} more)").format(count=len(self.findings) - 3) \
            if len(self.findings) > 3 else ""
        #: the refusal in words, in any language (``str()`` is English)
        self.text = translate("Finding", "{name}: the dataset has {count} design errors, so no game is played on it: "
                              "{errors}{more} (`kuni validate` lists them; correct them first)").format(
            name=name, count=len(self.findings), errors=shown, more=more)
        super().__init__(str(self.text))


def require_playable(dataset: Dataset) -> None:
    """Refuse a dataset with design errors before a game or simulation starts on it (every path —
    the command line, the app, a server, a simulator's workers — makes its rules through the
    engine, which asks this first).

    Raises:
        DatasetHasErrors: the errors, named.
    """
    findings = validate(dataset)
    if has_errors(findings):
        raise DatasetHasErrors(findings, str(dataset.name))
