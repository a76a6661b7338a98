"""RuleSetForm: a game's rule options (a pydantic rule-set model) as rows of a form (Qt).

Each field becomes the widget its type asks for — a choice of words (``Literal``) a combo box
(``set_aside`` reads "set aside"), a yes/no a check box, a number a spin box within the field's
bounds, a number that may be absent ("none") a spin box whose lowest value reads "none", a number
per seat a line of numbers separated by commas — and :meth:`RuleSetForm.ruleset` reads them
back through the model, so the form can only offer what the model accepts. Every game's set-up
and simulator dialogs use it. A row is labelled with the field's ``title`` (else its name), its
tooltip is the field's ``description``, and what an absent number means is the field's
``json_schema_extra["none_text"]``.
"""

from __future__ import annotations

import types
import typing

from pydantic import BaseModel
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from editor.translation import translated


def _bounds(field, low: float, high: float) -> tuple[float, float]:
    """The field's ``ge`` / ``le`` bounds (pydantic keeps them as metadata), else ``low`` / ``high``."""
    for item in field.metadata:
        low = getattr(item, "ge", low)
        high = getattr(item, "le", high)
    return low, high


def _attribute_notes(model: type[BaseModel]) -> dict[str, str]:
    """Each field's words in the model's docstring (``name: text`` under ``Attributes:``)."""
    notes: dict[str, str] = {}
    current = None
    for line in (model.__doc__ or "").splitlines():
        stripped = line.strip()
        head, sep, text = stripped.partition(": ")
        if sep and head in model.model_fields:
            current = head
            notes[current] = text
        elif current and stripped:
            notes[current] += " " + stripped
        else:
            current = None
    return notes


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


def option_title(field, name: str) -> str:
    """A rule option's name as people read it, in the app's language."""
    return translated(field.title or name.replace("_", " "))


def absent_words(field) -> str:
    """What an absent number means for a rule option ("as the rules say", "any number", "none")."""
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    return translated(extra.get("none_text") or QCoreApplication.translate("RuleSetForm", "none"))


def value_words(model: type[BaseModel], value) -> str:
    """A rule option's value in words (the model's ``VALUE_WORDS``), in the app's language."""
    return translated(getattr(model, "VALUE_WORDS", {}).get(value, str(value).replace("_", " ")))


class RuleSetForm:
    """The fields ``names`` (default: every field whose type the form knows) of ``model`` as rows
    of ``form``, showing ``ruleset`` (default: the model's defaults); ``labels`` words a row
    (default: the field's name); ``none_text`` names what an absent number means for a field
    (default "none")."""

    def __init__(self, model: type[BaseModel], form: QFormLayout, ruleset: BaseModel | None = None,
                 names: typing.Iterable[str] | None = None, none_text: dict[str, str] | None = None,
                 labels: dict[str, str] | None = None) -> None:
        self.model = model
        ruleset = ruleset or model()
        notes = _attribute_notes(model)
        self.widgets: dict[str, QWidget] = {}
        for name in names if names is not None else model.model_fields:
            field = model.model_fields[name]
            absent = (none_text or {}).get(name) or absent_words(field)
            widget = self._widget(model, field, getattr(ruleset, name), absent)
            if widget is None:
                continue
            widget.setToolTip(translated(field.description or notes.get(name, "")))
            label = (labels or {}).get(name) or option_title(field, name)
            form.addRow(label, widget)
            self.widgets[name] = widget

    @staticmethod
    def _widget(model, field, value, none_text: str) -> QWidget | None:
        annotation = field.annotation
        optional = False
        if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
            args = [a for a in typing.get_args(annotation) if a is not type(None)]
            optional = len(args) < len(typing.get_args(annotation))
            annotation = args[0] if len(args) == 1 else None
        if typing.get_origin(annotation) is typing.Literal:
            combo = QComboBox()
            for option in typing.get_args(annotation):
                # the words, not the identifier ("reached this turn"); the data stays the model's value
                combo.addItem(value_words(model, option), option)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo
        if annotation is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if annotation is int:
            spin = QSpinBox()
            low, high = _bounds(field, -1_000_000, 1_000_000)
            # an absent number reads "none" at one below the lowest
            spin.setRange(int(low) - (1 if optional else 0), int(high))
            if optional:
                spin.setSpecialValueText(none_text)
            spin.setValue(spin.minimum() if value is None else int(value))
            return spin
        if annotation is float and not optional:
            spin = QDoubleSpinBox()
            low, high = _bounds(field, -1e9, 1e9)
            spin.setRange(low, high)
            spin.setSingleStep(0.05)
            spin.setValue(float(value))
            return spin
        if typing.get_origin(annotation) is tuple and typing.get_args(annotation) == (int, Ellipsis):
            # a number per seat (紅白戦's team of each seat): written "0,1,0,1", empty for none
            line = QLineEdit(",".join(str(v) for v in value or ()))
            line.setPlaceholderText(none_text if optional else "")
            return line
        return None  # a type the form does not offer: the model's default stands

    def ruleset(self) -> BaseModel:
        """The options shown, through the model (pydantic's ValidationError if it refuses them)."""
        options = {}
        for name, widget in self.widgets.items():
            if isinstance(widget, QComboBox):
                options[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                options[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                options[name] = None if widget.specialValueText() and widget.value() == widget.minimum() \
                    else widget.value()
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
