"""Readings: match what people type — kanji, kana in either script, or romaji — against a place's
name and its reading (no Qt).

The editor's province and town pickers use it: 「むさし」, 「ムサシ」, "musashi", "Musashi" and
"musasi" all find 武蔵; "tokyo" and "toukyou" find 東京 (long vowels are folded, as people type
them either way). Romaji come from the kana (Hepburn) when a record has none of its own.
"""

from __future__ import annotations

import re
import unicodedata

_DIGRAPHS = {
    "きゃ": "kya", "きゅ": "kyu", "きょ": "kyo", "しゃ": "sha", "しゅ": "shu", "しょ": "sho", "ちゃ": "cha",
    "ちゅ": "chu", "ちょ": "cho", "にゃ": "nya", "にゅ": "nyu", "にょ": "nyo", "ひゃ": "hya", "ひゅ": "hyu",
    "ひょ": "hyo", "みゃ": "mya", "みゅ": "myu", "みょ": "myo", "りゃ": "rya", "りゅ": "ryu", "りょ": "ryo",
    "ぎゃ": "gya", "ぎゅ": "gyu", "ぎょ": "gyo", "じゃ": "ja", "じゅ": "ju", "じょ": "jo", "びゃ": "bya",
    "びゅ": "byu", "びょ": "byo", "ぴゃ": "pya", "ぴゅ": "pyu", "ぴょ": "pyo", "ぢゃ": "ja", "ぢゅ": "ju",
    "ぢょ": "jo",
}
_SYLLABLES = dict(zip(
    "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
    "がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽぁぃぅぇぉゃゅょゐゑー",
    ("a i u e o ka ki ku ke ko sa shi su se so ta chi tsu te to na ni nu ne no ha hi fu he ho ma mi mu me mo "
     "ya yu yo ra ri ru re ro wa o n ga gi gu ge go za ji zu ze zo da ji zu de do ba bi bu be bo pa pi pu pe po "
     "a i u e o ya yu yo i e -").split(),
))


_PLAIN_VOWELS = str.maketrans("āīūēōâîûêô", "aiueoaiueo")


def hiragana(text: str) -> str:
    """Katakana as hiragana (the rest as it is)."""
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def kana_to_romaji(kana: str) -> str:
    """Hepburn romaji of a kana reading (``むさし`` → ``musashi``), long vowels as written."""
    text = hiragana(kana.replace(" ", "").replace("　", ""))
    out: list[str] = []
    k = 0
    while k < len(text):
        pair = text[k:k + 2]
        if pair in _DIGRAPHS:
            out.append(_DIGRAPHS[pair])
            k += 2
            continue
        char = text[k]
        if char == "っ":  # doubles the next consonant
            following = _DIGRAPHS.get(text[k + 1:k + 3]) or _SYLLABLES.get(text[k + 1:k + 2], "")
            out.append("t" if following.startswith("ch") else following[:1])
        elif char == "ー" and out:
            out.append(out[-1][-1:])
        else:
            out.append(_SYLLABLES.get(char, char))
        k += 1
    return "".join(out)


def fold(text: str) -> str:
    """What is compared: lower case, no spaces, hyphens, apostrophes or macrons, kana as hiragana,
    romaji long vowels and their spellings folded (ou/oo/ō → o, uu/ū → u, si → shi, tu → tsu)."""
    # NFKC: full-width letters as ASCII, kana kept whole (NFKD would split だ into た and a mark)
    text = unicodedata.normalize("NFKC", hiragana(text)).lower().translate(_PLAIN_VOWELS)
    text = "".join(c for c in text if c not in " 　-'’・")
    for long, short in (("ou", "o"), ("oo", "o"), ("uu", "u"), ("zi", "ji"), ("nb", "mb"), ("np", "mp")):
        text = text.replace(long, short)
    # Kunrei spellings as Hepburn (si → shi, ti → chi, tu → tsu, hu → fu), not inside sh/ch/ts
    text = re.sub(r"(?<![sc])hu", "fu", text)
    text = re.sub(r"(?<!s)si", "shi", text)
    text = re.sub(r"(?<!c)ti", "chi", text)
    return re.sub(r"tu", "tsu", text)


def keys(name: str, kana: str = "", romaji: str = "") -> tuple[str, ...]:
    """The folded forms a place is found by: its name, its reading, its romaji (from the reading
    when it has none)."""
    found = [fold(name), fold(kana)] if kana else [fold(name)]
    if romaji or kana:
        found.append(fold(romaji or kana_to_romaji(kana)))
    return tuple(key for key in found if key)


def matches(query: str, name: str, kana: str = "", romaji: str = "") -> bool:
    """Whether ``query`` is found in the place's name, reading or romaji (see :func:`fold`)."""
    needle = fold(query)
    return bool(needle) and any(needle in key for key in keys(name, kana, romaji))
