"""RuleSetForm: a game's rule options as rows of a form, from the rule set's schema (Qt).

The form reads :func:`core.games.rules_schema.rules_schema` — the same JSON Schema the web client's
start page and a rules file's check read — so it offers exactly the fields and values they do, in
the same words: a choice (``x-widget`` ``choice``) a combo box of its words, a yes/no a check box,
a number a spin box within its bounds (a number that may be absent: a spin box whose lowest value
reads what absence means, ``x-none``), a list of numbers or a choice per seat a line of numbers
separated by commas. :meth:`RuleSetForm.ruleset` reads them back through the model, so the form can
only offer what the model accepts. A row is labelled with the option's ``x-title`` in the app's
language, its tooltip is its ``x-description``.
"""

from __future__ import annotations

import typing

from pydantic import BaseModel
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from core.games import rules_schema
from editor.translation import translated
from qtapp import language


def _words(entry: dict, key: str) -> str:
    """An option's words (``x-title``, ``x-none`` …) in the app's language."""
    said = entry.get(key) or {}
    return said.get(language.current()) or said.get("ja") or ""


def _numbers(name: str, text: str) -> tuple[int, ...] | None:
    """``"0,1,0,1"`` as a tuple of numbers, "" as None.

    Raises:
        ValueError: a part that is not a whole number (the option named).
    """
    parts = [part.strip() for part in text.replace("、", ",").split(",") if part.strip()]
    try:
        return tuple(int(part) for part in parts) or None
    except ValueError:
        raise ValueError(
            QCoreApplication.translate("RuleSetForm", "{option}: whole numbers separated by commas, not {text}")
                         .format(option=name.replace('_', ' '), text=repr(text))) from None


def option_title(model: type[BaseModel], name: str) -> str:
    """A rule option's name as people read it, in the app's language."""
    return _words(rules_schema.rules_schema(model)["properties"][name], "x-title")


def value_words(model: type[BaseModel], name: str, value) -> str:
    """Option ``name``'s ``value`` in words in the app's language (a choice's words, what an absent
    number means …)."""
    return rules_schema.said(model, name, value, language.current())


class RuleSetForm:
    """The fields ``names`` (default: every field the schema offers a form) of ``model`` as rows
    of ``form``, showing ``ruleset`` (default: the model's defaults); ``labels`` words a row
    (default: the option's title)."""

    def __init__(self, model: type[BaseModel], form: QFormLayout, ruleset: BaseModel | None = None,
                 names: typing.Iterable[str] | None = None, labels: dict[str, str] | None = None) -> None:
        self.model = model
        ruleset = ruleset or model()
        fields = dict(rules_schema.form_fields(model))
        self.entries: dict[str, dict] = {}
        self.widgets: dict[str, QWidget] = {}
        for name in names if names is not None else fields:
            entry = fields.get(name)
            if entry is None:
                continue
            widget = self._widget(entry, getattr(ruleset, name))
            widget.setToolTip(_words(entry, "x-description"))
            widget.setObjectName(f"rule-{name}")
            label = (labels or {}).get(name) or _words(entry, "x-title")
            form.addRow(label, widget)
            self.widgets[name] = widget
            self.entries[name] = entry

    @staticmethod
    def _widget(entry: dict, value) -> QWidget:
        kind = entry["x-widget"]
        if kind == "choice":
            combo = QComboBox()
            for choice in entry["x-choices"]:
                # the words, not the identifier ("reached this turn"); the data stays the model's value
                combo.addItem(choice.get(language.current()) or choice["ja"], choice["value"])
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo
        if kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if kind == "int":
            spin = QSpinBox()
            optional = "x-none" in entry
            low, high = entry.get("x-minimum", -1_000_000), entry.get("x-maximum", 1_000_000)
            # an absent number reads what it means at one below the lowest
            spin.setRange(int(low) - (1 if optional else 0), int(high))
            if optional:
                spin.setSpecialValueText(_words(entry, "x-none"))
            elif "x-zero" in entry and low == 0:
                spin.setSpecialValueText(_words(entry, "x-zero"))
            spin.setValue(spin.minimum() if value is None else int(value))
            return spin
        if kind == "float":
            spin = QDoubleSpinBox()
            spin.setRange(entry.get("x-minimum", -1e9), entry.get("x-maximum", 1e9))
            spin.setSingleStep(0.05)
            spin.setValue(float(value))
            return spin
        # a number per seat (紅白戦's team of each seat) or a list of numbers: written "0,1,0,1"
        line = QLineEdit(",".join(str(v) for v in value or ()))
        if "x-none" in entry:
            line.setPlaceholderText(_words(entry, "x-none"))
        if kind == "per_seat":
            line.setToolTip(", ".join(f"{c['value']}: {c.get(language.current()) or c['ja']}"
                                      for c in entry["x-choices"]))
        return line

    def offered(self) -> dict[str, list]:
        """Each row's option and the values it offers (a choice's values; for other rows the
        widget's kind): what a test compares with the web form."""
        found = {}
        for name, widget in self.widgets.items():
            if isinstance(widget, QComboBox):
                found[name] = [widget.itemData(k) for k in range(widget.count())]
            else:
                found[name] = [self.entries[name]["x-widget"]]
        return found

    def ruleset(self) -> BaseModel:
        """The options shown, through the model (pydantic's ValidationError if it refuses them)."""
        options = {}
        for name, widget in self.widgets.items():
            if isinstance(widget, QComboBox):
                options[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                options[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                absent = "x-none" in self.entries[name] and widget.value() == widget.minimum()
                options[name] = None if absent else widget.value()
            elif isinstance(widget, QLineEdit):
                options[name] = _numbers(name, widget.text())
            else:
                options[name] = widget.value()
        return self.model(**options)

    def show(self, ruleset: BaseModel) -> None:
        """Set every row to ``ruleset``'s option."""
        for name, widget in self.widgets.items():
            value = getattr(ruleset, name)
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QLineEdit):
                widget.setText(",".join(str(v) for v in value or ()))
            else:
                widget.setValue(widget.minimum() if value is None else value)

    def when_changed(self, slot) -> None:
        """Call ``slot`` whenever a row is changed (by hand or by :meth:`show`)."""
        for widget in self.widgets.values():
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(slot)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(slot)
            elif isinstance(widget, QLineEdit):
                widget.textChanged.connect(slot)
            else:
                widget.valueChanged.connect(slot)

    def set_enabled(self, enabled: bool) -> None:
        for widget in self.widgets.values():
            widget.setEnabled(enabled)


class RulePresets:
    """A combo of a game's rule presets (its designer's proposals) above a :class:`RuleSetForm`:
    picking one sets the form's options to it, and any change of the options names the preset they
    make, or "your own mix of the options"."""

    OWN_MIX = QT_TRANSLATE_NOOP("RulePresets", "your own mix of the options")

    def __init__(self, spec, form: QFormLayout) -> None:
        self.spec = spec
        self.combo = QComboBox()
        for name, (note, _) in spec.rule_presets.items():
            self.combo.addItem(translated(note), name)
            self.combo.setItemData(self.combo.count() - 1, name, Qt.ItemDataRole.ToolTipRole)  # the CLI's name
        self.combo.addItem(QCoreApplication.translate("RulePresets", self.OWN_MIX), "")
        form.addRow(QCoreApplication.translate("RulePresets", "&Rules"), self.combo)
        self.rules_form: RuleSetForm | None = None

    def follow(self, rules_form: RuleSetForm) -> None:
        """Keep the combo and ``rules_form`` (made after the combo's row) in step."""
        self.rules_form = rules_form
        self._name_rules()
        self.combo.activated.connect(self._take_preset)
        rules_form.when_changed(self._name_rules)

    def _take_preset(self) -> None:
        name = self.combo.currentData()
        if name:
            self.rules_form.show(self.spec.ruleset(**self.spec.rule_presets[name][1]))

    def _name_rules(self) -> None:
        from pydantic import ValidationError

        try:
            name = self.spec.preset_of(self.rules_form.ruleset())
        except (ValidationError, ValueError):
            name = None
        self.combo.setCurrentIndex(self.combo.findData(name or ""))
