"""Words people read, written once in English and translated by Qt's translation files (no Qt).

Core code marks each sentence a person reads with :func:`translate` — the name Qt's ``lupdate``
looks for, so the sentence lands in ``resources/translations/kuni_studio_<lang>.ts`` with the
app's own strings — and fills it with ``.format()``::

    translate("Finding", "{a} and {b} already share a border.").format(a=a, b=b)

The result is a :class:`Text`: a ``str`` (the English sentence, as the command line and the JSON
reports print it) that remembers its context, template and values, so a view can show it in the
app's language: the Qt app through its ``QTranslator``, the command line through
:func:`set_language`, which reads the same ``.ts`` file with the standard library.
"""

from __future__ import annotations

import os
import unicodedata
import xml.etree.ElementTree as ET
from functools import lru_cache

from core import bundled


class Template(str):
    """An English sentence with ``{name}`` places, marked for translation in ``context``."""

    context: str

    def __new__(cls, context: str, source: str) -> Template:
        template = super().__new__(cls, source)
        template.context = context
        return template

    def __getnewargs__(self):
        return self.context, str(self)

    def format(self, **values) -> Text:
        return Text(self.context, str(self), values)


class Text(str):
    """A sentence as English text, with what it takes to say it in another language."""

    context: str
    template: str
    values: dict

    def __new__(cls, context: str, template: str, values: dict | None = None) -> Text:
        values = dict(values or {})
        text = super().__new__(cls, template.format(**values) if values else template)
        text.context, text.template, text.values = context, template, values
        return text

    def __getnewargs__(self):
        return self.context, self.template, self.values

    def shown(self, lookup) -> str:
        """This sentence through ``lookup(context, template) -> template`` (a translator); the
        values are shown the same way when they are sentences too."""
        values = {key: shown(value, lookup) if isinstance(value, Text | Template) else value
                  for key, value in self.values.items()}
        translated = lookup(self.context, self.template) or self.template
        try:
            return translated.format(**values) if values else translated
        except (KeyError, IndexError, ValueError):  # a translation with a broken place: say it in English
            return self.template.format(**values) if values else self.template


def to_json(text):
    """``text`` for a JSON file that keeps its translation: a :class:`Text` as an object
    (its English words, context, template and values), anything else as a string."""
    if not isinstance(text, Text):
        return str(text)
    return {"text": str(text), "context": text.context, "template": text.template,
            "values": {key: to_json(value) if isinstance(value, Text) else value for key, value in text.values.items()}}


def from_json(data) -> str:
    """What :func:`to_json` wrote, as it was (a string from an older file stays a string)."""
    if isinstance(data, dict) and {"context", "template"} <= data.keys():
        values = {key: from_json(value) if isinstance(value, dict) else value
                  for key, value in (data.get("values") or {}).items()}
        try:
            return Text(str(data["context"]), str(data["template"]), values)
        except (KeyError, IndexError, ValueError):  # a template its values do not fill
            return str(data.get("text", data["template"]))
    return str(data.get("text", "")) if isinstance(data, dict) else str(data)


def translate(context: str, source: str) -> Template:
    """Mark ``source`` (English, with ``{name}`` places) for translation in ``context``."""
    return Template(context, source)


def sentence_of(error: BaseException) -> str:
    """The sentence ``error`` was raised with, its translation kept (a :class:`Text` passed on from
    one layer's refusal to the next stays one), else the error's own words."""
    if len(error.args) == 1 and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)


def joined(separator: str, items) -> Text:
    """``separator.join(items)`` that keeps each item's translation (a list of moves or cards)."""
    items = list(items)
    template = separator.replace("{", "{{").replace("}", "}}").join(f"{{p{k}}}" for k in range(len(items)))
    return Text("", template, {f"p{k}": item for k, item in enumerate(items)})


def shown(text, lookup) -> str:
    """``text`` in the language ``lookup`` speaks when it is a :class:`Text` or a
    :class:`Template` (a sentence without places, as a rule option's title), else as it is."""
    if isinstance(text, Text):
        return text.shown(lookup)
    if isinstance(text, Template):
        return lookup(text.context, str(text)) or str(text)
    return str(text)


def display_width(text: str) -> int:
    """Columns ``text`` takes in a terminal: two for each wide (kanji, kana) character."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def locale_language(environ=None) -> str | None:
    """``en`` when the locale's message language is English, ``ja`` for any other, from the first
    of GNU's ``LANGUAGE`` list, else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; None when none is set.
    The C locale of a bare machine counts as Japanese: Kuni Studio's users are Japanese."""
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "").split(":")[0]
        if value:
            return "en" if value.lower().startswith("en") else "ja"
    return None


_language = "en"


def set_language(language: str) -> None:
    """The language :func:`say` speaks (``en`` or a code with a ``kuni_studio_<code>.ts``)."""
    global _language
    _language = language


def language() -> str:
    """The language :func:`say` speaks."""
    return _language


def lookup_for(language: str):
    """``lookup(context, source)`` for :func:`shown` in ``language`` (None for English, the
    source language)."""
    if language == "en":
        return None
    table = _table(language)
    return lambda context, source: table.get((context, source))


def say(text) -> str:
    """``text`` in the language chosen with :func:`set_language` (the command line's) when it is
    a :class:`Text` or :class:`Template`, else as it is."""
    lookup = lookup_for(_language)
    return str(text) if lookup is None else shown(text, lookup)


@lru_cache(maxsize=4)
def _table(language: str) -> dict[tuple[str, str], str]:
    """The finished translations of ``kuni_studio_<language>.ts`` by (context, source)."""
    path = bundled.translations_dir() / f"kuni_studio_{language}.ts"
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return {}
    table = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                continue  # counted sentences are the Qt app's
            table[(name, message.findtext("source", ""))] = translation.text or ""
    return table
