"""``kuni`` speaks its reader's language: help lines, argparse's own words and the designers'
results in Japanese under a Japanese locale, English under an English one (no Qt)."""

from __future__ import annotations

import pytest

from core import text
from core.cli import main
from core.cli.language import choose_language, wrapped
from core.text import display_width


@pytest.fixture
def japanese(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja_JP")
    yield
    text.set_language("en")


def test_the_language_follows_the_locale_and_kuni_language_overrides_it():
    assert choose_language({"LANG": "ja_JP.UTF-8"}) == "ja"
    assert choose_language({"LANG": "en_US.UTF-8"}) == "en"
    assert choose_language({"LANG": "en_US.UTF-8", "KUNI_LANGUAGE": "ja"}) == "ja"
    assert choose_language({"KUNI_LANGUAGE": "xx"}) == "en"  # no such translation: the source language
    assert choose_language({}) == "ja"  # nothing set: Japanese first
    text.set_language("en")


def test_help_is_in_japanese_under_a_japanese_locale(japanese, capsys):
    assert main(["simulate", "battle", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("使い方: kuni simulate battle")
    assert "オプション:" in out and "このヘルプを表示して終了する" in out
    assert "遊ぶゲーム数（既定 200" in out and "選んだ都道府県の市区町村がすべて駒" in out
    assert "games to play" not in out and "show this help message" not in out
    # lines wrapped by display width: none runs past argparse's width in terminal columns
    assert max(display_width(line) for line in out.splitlines()) <= 80


def test_help_is_in_english_under_an_english_locale(capsys):
    assert main(["simulate", "battle", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: kuni simulate battle") and "games to play (default 200" in out


def test_validation_and_a_simulation_report_speak_japanese(japanese, capsys, default_dataset_path):
    assert main(["validate", str(default_dataset_path)]) == 0
    out = capsys.readouterr().out
    assert "有効（エラー 0、警告 0、注記 3）" in out and "注記: adjacency.overrides" in out
    assert main(["simulate", "chakai", "--games", "10", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("10 ゲーム、4 人、シード 1") and "席の影響：χ²" in out and " games, " not in out


def test_wrapping_counts_kanji_as_two_columns_and_never_starts_a_line_with_a_closing_bracket():
    lines = wrapped("ルールオプションの JSON ファイル（home_placement, home_pool, starting_towns, teams）", 30)
    assert all(display_width(line) <= 30 for line in lines[:-1])
    assert not any(line.startswith("）") for line in lines) and "".join(lines).replace(" ", "") == \
        "ルールオプションのJSONファイル（home_placement,home_pool,starting_towns,teams）"


def test_a_file_that_cannot_be_read_is_said_in_japanese(japanese, tmp_path, capsys):
    (tmp_path / "twice.json").write_text('{"a": 1, "a": 2}', encoding="utf-8")
    assert main(["validate", str(tmp_path / "twice.json")]) == 2
    assert "キー「a」が1つのオブジェクトに2回あります" in capsys.readouterr().err
    assert main(["validate", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"kuni: {tmp_path}：これはファイルではなくフォルダです"
