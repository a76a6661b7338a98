"""Write the players' rules the app's Rules window shows, in the designers' own words.

``python tools/make_player_rules.py`` reads the design documents in ``../shared/seeds/`` and writes
``resources/rules/<game>.ja.md``: each document's rules part, as written (what the document says
about the screens of its web version, online play or its design problems is left out), with its
short lines made headings. The English ``<game>.en.md`` beside them are written by hand. The
developer's reading of each clause, with the options and figures, stays in ``docs/rules-*.md``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
OUT = ROOT / "resources" / "rules"

#: Per game: the seed, the first line of its rules part, the line after it, the title.
PARTS = {
    "karuta": ("000_90f285734838b00c.txt", "白地図に置いていく", "全国 68 国の盤面", "旧国かるた"),
    "shima": ("001_be10263876d007da.txt", "１．最初のおうちと道", "８．保存と操作", "しま"),
    "chakai": ("002_4de9ffe0609facdd.txt", "■　概要", None, "北野大茶会"),
    "battle": ("003_e97ec96d8f74b38d.txt", "はじまり", "オンライン対戦", "市区町村バトル"),
}
#: Lines about the web version's screens, not the rules (the desktop app has its own).
SKIP = ("実際の出し方を見る", "東海道が「武蔵 → 相模」まで出ている場面を例に", "あなたが置ける場所は、白い丸",
        "このルールページは", "CPUの「ひみつの１点」は", "あなたのてばんで７が出たら", "オンラインではホストが",
        "町をタップすると見られます。")


def heading(line: str) -> str | None:
    """A line that names a section, as a Markdown heading (None when it is running text)."""
    text = line.strip()
    if re.match(r"^■　?", text):
        return "## " + text.lstrip("■　 ")
    if re.match(r"^[０-９0-9]+[．：:]", text) and len(text) < 30:
        return "## " + text
    if text.startswith(("◇", "○", "◎")):
        return "### " + text[1:].strip()
    if len(text) <= 24 and not re.search(r"[、：:|=]", text) and not text.endswith(("。", "．", ")", "）")) \
            and not text.startswith(("-", "・", "（")) and not re.match(r"^\d+\.", text):
        return "### " + text
    return None


def rules_part(game: str) -> str:
    seed, first, after, title = PARTS[game]
    lines = (SEEDS / seed).read_text(encoding="utf-8").splitlines()
    start = next(k for k, line in enumerate(lines) if line.strip().startswith(first))
    stop = next((k for k, line in enumerate(lines) if after and line.strip().startswith(after)), len(lines))
    out = [f"# {title}", ""]
    for line in lines[start:stop]:
        text = line.strip()
        if not text or any(text.startswith(skip) for skip in SKIP):
            if not text and out[-1] != "":
                out.append("")
            continue
        marked = heading(line)
        if marked is not None:
            out += ["", marked, ""] if out[-1] != "" else [marked, ""]
        elif text.startswith("|"):
            out.append(text)
        else:
            out += [text, ""] if not text.startswith(("・", "-", "1.", "2.", "3.", "4.")) else [text]
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip() + "\n"
    return body


def main() -> int:
    if not SEEDS.is_dir():
        print(f"make_player_rules: {SEEDS} is not here (the design documents beside the checkout)", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for game in PARTS:
        path = OUT / f"{game}.ja.md"
        path.write_text(rules_part(game), encoding="utf-8")
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
