"""The web client's own words (resources/web/i18n.js): every word its pages ask for is there in
Japanese and in English, and nothing is said in one language only."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "resources" / "web"


def _words(language: str) -> set[str]:
    text = (WEB / "i18n.js").read_text(encoding="utf-8")
    block = re.search(rf"\n  {language}: {{\n(.*?)\n  }},", text, re.S).group(1)
    return set(re.findall(r"^\s+([a-z_0-9]+): ", block, re.M))


def test_every_word_is_said_in_both_languages():
    japanese, english = _words("ja"), _words("en")
    assert japanese and japanese == english, (sorted(japanese - english), sorted(english - japanese))


def test_every_word_a_page_asks_for_is_there():
    japanese = _words("ja")
    asked = set()
    for path in [*WEB.glob("*.js"), *(WEB / "tables").glob("*.js")]:
        text = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r"\bt\(\"([a-z_0-9]+)\"", text))
        # words asked for by a pattern: t(`phase_${…}`) and the like
        for prefix in re.findall(r"\bt\(`([a-z_0-9]+)_\$\{", text):
            assert any(word.startswith(prefix + "_") for word in japanese), prefix
    assert asked - japanese == set()
