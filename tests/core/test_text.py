"""core.text: sentences marked for translation stay plain English strings for the command line
and JSON, and can be said in Japanese from the same .ts file the app loads (no Qt)."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from core import text
from core.text import Text, translate


@pytest.fixture
def japanese():
    text.set_language("ja")
    yield
    text.set_language("en")


def test_a_filled_template_is_the_english_sentence():
    sentence = translate("Finding", "{a} and {b} already share a border; adding them changes nothing.").format(
        a="丹波 (tanba)", b="近江 (omi)")
    assert isinstance(sentence, Text)
    assert sentence == "丹波 (tanba) and 近江 (omi) already share a border; adding them changes nothing."
    assert json.dumps({"message": sentence}, ensure_ascii=False) == \
        '{"message": "丹波 (tanba) and 近江 (omi) already share a border; adding them changes nothing."}'


def test_a_sentence_survives_pickling_and_copying_with_what_it_needs_to_be_translated():
    why = translate("Finding", "nearest coast").format()
    sentence = translate("Finding", "Sea link joins {town} to itself.").format(town="佐渡市")
    for copied in (pickle.loads(pickle.dumps(sentence)), copy.deepcopy(sentence), pickle.loads(pickle.dumps(why))):
        assert isinstance(copied, Text) and copied.context == "Finding"
    assert pickle.loads(pickle.dumps(sentence)).values == {"town": "佐渡市"}


def test_say_speaks_japanese_from_the_translation_source_nested_sentences_too(japanese):
    province = translate("Finding", "province").format()
    sentence = translate("Finding", "Unknown {kind} id '{value}'.").format(kind=province, value="edo")
    assert text.say(sentence) == "'edo' という国の ID はありません。"
    assert text.say("not marked") == "not marked"


def test_say_is_english_by_default_and_for_sentences_nobody_translated():
    sentence = translate("Finding", "{town} has an unknown ability '{ability}'.").format(town="甲賀市", ability="x")
    assert text.say(sentence) == "甲賀市 has an unknown ability 'x'."
    text.set_language("ja")
    try:
        untranslated = translate("NoSuchContext", "Only in English, {n}.").format(n=3)
        assert text.say(untranslated) == "Only in English, 3."
    finally:
        text.set_language("en")


def test_a_translation_with_a_broken_place_falls_back_to_english():
    sentence = translate("Finding", "{a} x").format(a="A")
    assert sentence.shown(lambda context, source: "{b} y") == "A x"


def test_a_sentence_kept_in_a_json_file_comes_back_translatable(japanese):
    note = translate("CardLayout", "the exact search is for up to {most} cards").format(most=200)
    kept = json.loads(json.dumps(text.to_json(note)))
    again = text.from_json(kept)
    assert again == note and isinstance(again, Text) and text.say(again) == "厳密探索は 200 枚までです"
    assert text.from_json("an older file's plain note") == "an older file's plain note"
    assert text.from_json({"context": "CardLayout", "template": "{missing} x", "values": {"other": 1},
                           "text": "kept"}) == "kept"


def test_the_locale_decides_japanese_unless_it_is_english():
    assert text.locale_language({"LANGUAGE": "en_GB:ja", "LANG": "ja_JP.UTF-8"}) == "en"
    assert text.locale_language({"LANG": "ja_JP.UTF-8"}) == "ja"
    assert text.locale_language({"LC_ALL": "C.UTF-8"}) == "ja"
    assert text.locale_language({}) is None
