"""core.readings: places are found by kanji, kana in either script, or romaji as people type it."""

from __future__ import annotations

import pytest

from core.readings import fold, kana_to_romaji, matches


@pytest.mark.parametrize(("kana", "romaji"), [
    ("むさし", "musashi"), ("とうきょう", "toukyou"), ("ちよだく", "chiyodaku"), ("さっぽろし", "sapporoshi"),
    ("しんじゅくく", "shinjukuku"), ("いっち", "itchi"), ("ジョウシュウ", "joushuu"), ("ふくおかし", "fukuokashi"),
])
def test_kana_become_hepburn_romaji(kana, romaji):
    assert kana_to_romaji(kana) == romaji


@pytest.mark.parametrize("typed", ["武蔵", "武", "むさし", "ムサシ", "musashi", "Musashi", "musasi", "MUSA"])
def test_a_province_is_found_however_it_is_typed(typed):
    assert matches(typed, "武蔵", "むさし", "Musashi")


def test_long_vowels_and_kunrei_spellings_fold_to_the_same_key():
    assert fold("Tōkaidō") == fold("toukaidou") == fold("tokaido")
    assert fold("hukuoka") == fold("Fukuoka") and fold("sinjuku") == fold("shinjuku")
    assert fold("shu") == "shu" and fold("tsu") == "tsu"  # Hepburn left alone
    assert matches("tokyo", "東京都", "とうきょうと") and not matches("osaka", "東京都", "とうきょうと")
    assert not matches("  ", "東京都", "とうきょうと")
