"""The documents' figures hold: every figure marked ``quick`` (tools/check_doc_figures.py) is what
its command prints now, so a change that moves one fails here until the page says the new one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import check_doc_figures  # noqa: E402

sys.path.pop(0)

QUICK = [f for f in check_doc_figures.figures(check_doc_figures.documents()) if f.speed == "quick"]


def test_the_documents_mark_their_figures():
    every = check_doc_figures.figures(check_doc_figures.documents())
    assert QUICK and len(every) >= 10
    assert all(f.command.split()[0] in ("kuni", "python") for f in every)


@pytest.mark.parametrize("figure", QUICK, ids=[f.place for f in QUICK])
def test_a_quick_figure_is_what_its_command_prints(figure):
    holds, printed = check_doc_figures.run(figure, timeout=300)
    assert holds, f"{figure.place}: expected {figure.expected!r}; the command printed: {printed[-800:]}"


def test_a_figure_that_moved_is_reported(tmp_path, capsys):
    page = tmp_path / "a-stale-figure.md"
    page.write_text("Stale.\n<!-- figure quick: kuni play battle --prefectures 13 --seed 2 => 136 moves -->\n",
                    encoding="utf-8")
    assert check_doc_figures.main([str(page)]) == 1
    said = capsys.readouterr().out
    assert f"DIFF {page}:2" in said and "127 moves" in said and "0 of 1 figures hold" in said
