"""A game's rule options as one JSON Schema, the single source every set-up form reads (no Qt).

The rule set is a frozen pydantic model (:attr:`core.games.spec.GameSpec.ruleset`); its JSON
Schema is pydantic's own, and each property carries what a form needs to offer it to people:

* ``x-title`` / ``x-description``: the option's name and meaning, ``{"ja": …, "en": …}``;
* ``x-widget``: ``choice`` (one of ``x-choices``, each ``{"value", "ja", "en"}``), ``bool``,
  ``int`` (``minimum``/``maximum``; ``x-none`` says what an absent number means, ``x-zero`` what
  0 means when it means something of its own), ``float``, ``numbers`` (a list of whole numbers,
  ``x-length`` of them when the count is fixed) or ``per_seat`` (one of ``x-choices`` for each
  seat, absent for none: 紅白戦's teams);
* ``x-advanced``: an option beyond the game's own set-up screen (a form may show it apart);
* ``x-order``: the order a form shows them in (the model's ``FORM_ORDER``, else its fields' order).

The web client's start page (``/api/games``), the app's set-up dialogs
(:class:`qtapp.rule_set_form.RuleSetForm`) and the checking of a rules file
(:meth:`core.games.spec.GameSpec.parse_ruleset`, whose refusals name the values the schema offers)
all read this, so a form can offer only what the model accepts, in the same words everywhere.
"""

from __future__ import annotations

import json
import types
import typing
from functools import lru_cache

from pydantic import BaseModel

from core.text import Template, Text, joined, lookup_for, shown, translate

LANGUAGES = ("ja", "en")


def words(text) -> dict[str, str]:
    """``text`` (a sentence marked for translation, or plain words) in each language."""
    result = {}
    for language in LANGUAGES:
        lookup = lookup_for(language)
        result[language] = str(text) if lookup is None else shown(text, lookup)
    return result


def _unwrapped(annotation) -> tuple[object, bool]:
    """``(the type, whether None is allowed)`` of a field's annotation."""
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        optional = len(args) < len(typing.get_args(annotation))
        return (args[0] if len(args) == 1 else None), optional
    return annotation, False


def _bounds(field) -> tuple[float | None, float | None]:
    low = high = None
    for item in field.metadata:
        low = getattr(item, "ge", low)
        high = getattr(item, "le", high)
    return low, high


def value_words(model: type[BaseModel], value) -> dict[str, str]:
    """An option's value in words (the model's ``VALUE_WORDS``), in each language."""
    said = getattr(model, "VALUE_WORDS", {}).get(value)
    if said is None:
        plain = str(value).replace("_", " ")
        return {language: plain for language in LANGUAGES}
    return words(said)


def _extra(field) -> dict:
    return field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}


def _property(model: type[BaseModel], name: str, field) -> dict:
    annotation, optional = _unwrapped(field.annotation)
    extra = _extra(field)
    found: dict = {"x-title": words(field.title or Template("", name.replace("_", " "))),
                   "x-description": words(field.description or "")}
    if typing.get_origin(annotation) is typing.Literal:
        found["x-widget"] = "choice"
        found["x-choices"] = [{"value": value, **value_words(model, value)} for value in typing.get_args(annotation)]
    elif annotation is bool:
        found["x-widget"] = "bool"
    elif annotation is int:
        found["x-widget"] = "int"
    elif annotation is float:
        found["x-widget"] = "float"
    elif typing.get_origin(annotation) is tuple:
        args = typing.get_args(annotation)
        if extra.get("per_seat"):
            found["x-widget"] = "per_seat"
            found["x-choices"] = [{"value": k, **words(label)} for k, label in enumerate(extra.get("seat_choices", ()))]
        else:
            found["x-widget"] = "numbers"
            if args and args[-1] is not Ellipsis:
                found["x-length"] = len(args)
            elif isinstance(field.default, tuple):
                found["x-length"] = len(field.default)
    else:
        found["x-widget"] = "none"  # a type no form offers: the default stands
    low, high = _bounds(field)
    if low is not None:
        found["x-minimum"] = low
    if high is not None:
        found["x-maximum"] = high
    if optional:
        found["x-none"] = words(extra.get("none_text") or Template("RuleSetForm", "none"))
    if "zero_text" in extra:
        found["x-zero"] = words(extra["zero_text"])
    return found


@lru_cache(maxsize=16)
def _schema_text(model: type[BaseModel]) -> str:
    schema = model.model_json_schema()
    properties = schema.setdefault("properties", {})
    for name, field in model.model_fields.items():
        entry = properties.setdefault(name, {})
        # pydantic writes the title as given (a sentence marked for translation): x-title has both languages
        for key in ("title", "description", "none_text", "zero_text", "per_seat", "seat_choices"):
            entry.pop(key, None)
        entry.update(_property(model, name, field))
        if name in getattr(model, "ADVANCED", ()):
            entry["x-advanced"] = True
    order = [name for name in getattr(model, "FORM_ORDER", ()) if name in model.model_fields]
    schema["x-order"] = order + [name for name in model.model_fields if name not in order]
    schema.pop("description", None)
    return json.dumps(schema, ensure_ascii=False, sort_keys=False)


def rules_schema(model: type[BaseModel]) -> dict:
    """The JSON Schema of rule set ``model`` with its words in Japanese and English (a fresh copy)."""
    return json.loads(_schema_text(model))


def form_fields(model: type[BaseModel]) -> list[tuple[str, dict]]:
    """``(name, property)`` of each option a form offers, in the model's order."""
    schema = rules_schema(model)
    return [(name, schema["properties"][name]) for name in schema["x-order"]
            if schema["properties"][name]["x-widget"] != "none"]


def said(model: type[BaseModel], name: str, value, language: str) -> str:
    """Option ``name``'s ``value`` in words in ``language`` (a choice's words, "none" for absent …)."""
    entry = rules_schema(model)["properties"][name]
    if value is None:
        return entry.get("x-none", {}).get(language, "—")
    if value == 0 and "x-zero" in entry:
        return entry["x-zero"][language]
    if isinstance(value, bool):
        return {"ja": ("あり" if value else "なし"), "en": ("yes" if value else "no")}[language]
    choices = {choice["value"]: choice[language] for choice in entry.get("x-choices", ())}
    if entry["x-widget"] == "per_seat":
        return ", ".join(choices.get(v, str(v)) for v in value)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return choices.get(value, str(value))


def allowed_values(model: type[BaseModel], name: str) -> Text:
    """What option ``name`` may be, in words, for a refusal ("spread (…), random (…) or chosen (…)"),
    translatable (the choices in the model's own ``VALUE_WORDS``)."""
    schema = rules_schema(model)
    entry = schema["properties"].get(name)
    if entry is None:
        return joined(", ", schema["x-order"])
    if entry["x-widget"] == "choice":
        value_words = getattr(model, "VALUE_WORDS", {})
        return joined(", ", [translate("RulesRefusal", "{value} ({words})").format(
            value=json.dumps(c["value"], ensure_ascii=False),
            words=value_words.get(c["value"]) or str(c["value"]).replace("_", " ")) for c in entry["x-choices"]])
    if entry["x-widget"] in ("int", "float"):
        low, high = entry.get("x-minimum"), entry.get("x-maximum")
        whole = entry["x-widget"] == "int"
        if low is not None and high is not None:
            kind = (translate("RulesRefusal", "a whole number from {low} to {high}") if whole
                    else translate("RulesRefusal", "a number from {low} to {high}")).format(low=f"{low:g}",
                                                                                          high=f"{high:g}")
        else:
            kind = (translate("RulesRefusal", "a whole number") if whole
                    else translate("RulesRefusal", "a number")).format()
        return translate("RulesRefusal", "{kind} or null").format(kind=kind) if "x-none" in entry else kind
    if entry["x-widget"] == "bool":
        return translate("RulesRefusal", "true or false").format()
    if entry["x-widget"] == "per_seat":
        return translate("RulesRefusal", "a list with one of {values} per seat, or null").format(
            values=", ".join(str(c["value"]) for c in entry["x-choices"]))
    return translate("RulesRefusal", "a list of whole numbers").format()
