"""NewTeaPartyDialog: the seats, the rules and the seed of a new 北野大茶会 game (Qt).

The designer's question is which rules to keep (the 問題点 of draft 18), and a proposal is best
felt at the table: the dialog offers draft 18 and each proposal by name (what
``kuni simulate chakai --compare`` measures), or any mix of the options, as rows of the rule-set
model. Seat 1 is the 上座; the fourth seat may stay empty for three players; one seat at most is
yours, since the window shows one hand.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout

from core.games.chakai.players import PLAYERS
from core.games.chakai.rules import ChakaiRuleSet
from core.games.chakai.simulate import PROPOSAL_NOTES, PROPOSALS, proposal_of
from core.games.session import HUMAN
from qtapp.rule_set_form import RuleSetForm
from qtapp.set_up_widgets import SeedBox, SetUpFoot

SEAT_CHOICES = [(HUMAN, "You")] + [(kind, f"CPU {kind}") for kind in PLAYERS]
#: What the rules combo shows for options that match no proposal.
OWN_MIX = "your own mix of the options"


class NewTeaPartyDialog(QDialog):
    """Four seats (the last may be empty), draft 18 or a proposal or any options, a seed."""

    def __init__(self, seats: list[str], ruleset: ChakaiRuleSet | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New 北野大茶会 game")
        form = QFormLayout(self)
        self.seat_combos: list[QComboBox] = []
        for k in range(4):
            combo = QComboBox()
            if k == 3:
                combo.addItem("— (three players)", "")
            for value, text in SEAT_CHOICES:
                combo.addItem(text, value)
            combo.setCurrentIndex(max(0, combo.findData(seats[k] if k < len(seats) else "")))
            form.addRow(f"Seat &{k + 1}" + (" (上座)" if k == 0 else ""), combo)
            self.seat_combos.append(combo)
        self.proposal = QComboBox()
        for name in PROPOSALS:
            self.proposal.addItem(f"{name}: {PROPOSAL_NOTES[name]}", name)
        self.proposal.addItem(OWN_MIX, "")
        form.addRow("&Rules", self.proposal)
        self.rules_form = RuleSetForm(ChakaiRuleSet, form, ruleset or ChakaiRuleSet())
        self.seed = SeedBox()
        form.addRow("S&eed", self.seed)
        self.foot = SetUpFoot(self, form)
        self._name_rules()
        self.proposal.activated.connect(self._take_proposal)
        self.rules_form.when_changed(self._name_rules)
        for combo in self.seat_combos:
            combo.currentIndexChanged.connect(self._check)
        self._check()

    def _take_proposal(self) -> None:
        """A proposal picked by name sets the options to it."""
        name = self.proposal.currentData()
        if name:
            self.rules_form.show(ChakaiRuleSet(**PROPOSALS[name]))

    def _name_rules(self) -> None:
        """The rules combo names the proposal the options make, or says they are your own mix."""
        name = proposal_of(self.ruleset())
        self.proposal.setCurrentIndex(self.proposal.findData(name or ""))

    def _check(self) -> None:
        people = self.seats().count(HUMAN)
        problem = "Choose \"You\" for one seat at most: the table shows one hand." if people > 1 else ""
        self.foot.show_problem(problem)

    def seats(self) -> list[str]:
        return [combo.currentData() for combo in self.seat_combos if combo.currentData()]

    def ruleset(self) -> ChakaiRuleSet:
        return self.rules_form.ruleset()
