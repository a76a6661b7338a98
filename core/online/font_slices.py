"""The Japanese font for a browser that has none, in slices it loads only as it needs them (no Qt).

An iPad has Hiragino and an Android phone Noto: the web page names those first and loads nothing.
A browser without a Japanese font would otherwise download the whole Noto Sans CJK JP the app
ships (16.5 MB). Instead the font is cut into slices, each declared in ``fonts.css`` with its
``unicode-range``, so a browser fetches only the slices holding characters on its page — the way
web-font services serve CJK fonts:

* slice 0: Latin, punctuation, the symbols the tables draw (★ ♥ ⚑ ▲▼), kana and full-width forms;
* then the kanji Kuni Studio itself writes — its pages, the players' rules, the translations, every
  town's and province's name — most frequent first, :data:`KANJI_PER_SLICE` a slice (a page of the
  市区町村バトル table on one prefecture needs a few of these);
* then every other character of the font, a window of code points a slice (rarely fetched at all).
  These are declared first in ``fonts.css`` with their whole window as their range, and the others
  after them: a browser looks a character up in the last rule that covers it first, so a kanji of
  the earlier slices never fetches a window.

A slice is cut with fontTools (WOFF) the first time it is asked for, off the server's event loop,
and kept in memory and in the user cache folder: the next server start serves it at once.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import threading
from collections import Counter
from functools import lru_cache
from pathlib import Path

from core import bundled

#: Kanji in one slice of those Kuni Studio writes (about 100 KB of WOFF each).
KANJI_PER_SLICE = 240
#: The rest of the font in windows of this many code points, a slice each.
REST_SPAN = 1024
#: The first slice: what nearly every page shows besides kanji.
BASIC_RANGES = ((0x20, 0x7E), (0xA0, 0xFF), (0x2000, 0x206F), (0x2100, 0x21FF), (0x2460, 0x24FF),
                (0x2500, 0x26FF), (0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF))
FAMILY = "Kuni Noto Sans JP"


def font_file() -> Path | None:
    """The Japanese font the app ships (None: it is not installed)."""
    try:
        from noto_cjk_sans_jp_regular import FONT_PATH
    except ImportError:
        return None
    return Path(FONT_PATH)


def _is_kanji(code: int) -> bool:
    return 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or code >= 0x20000


def _corpus() -> Counter:
    """How often each kanji appears in what Kuni Studio writes (its pages, rules, words, names)."""
    counts: Counter = Counter()
    texts = [path.read_text(encoding="utf-8") for path in sorted(bundled.web_dir().rglob("*.js"))]
    texts += [path.read_text(encoding="utf-8") for path in sorted((bundled.RESOURCES_DIR / "rules").glob("*.md"))]
    translations = bundled.translations_dir() / "kuni_studio_ja.ts"
    if translations.exists():
        texts += re.findall(r"<translation>([^<]*)</translation>", translations.read_text(encoding="utf-8"))
    reference = bundled.municipality_reference()
    if reference.exists():
        towns = json.loads(reference.read_text(encoding="utf-8")).get("towns", {})
        texts += [" ".join(str(town.get(key, "")) for key in ("name", "prefecture", "kana")) for town in towns.values()]
    karuta = bundled.default_karuta_dataset()
    if karuta.exists():
        texts.append(karuta.read_text(encoding="utf-8"))
    for text in texts:
        counts.update(ord(c) for c in text if _is_kanji(ord(c)))
    return counts


@lru_cache(maxsize=1)
def slice_plan() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The slices as ``(kind, code points)``, kind ``basic``, ``written`` or ``window`` (the font's
    characters only, each slice sorted); () without the font."""
    path = font_file()
    if path is None:
        return ()
    from fontTools.ttLib import TTFont

    mapped = set(TTFont(str(path), lazy=True).getBestCmap())
    basic = sorted(c for low, high in BASIC_RANGES for c in range(low, high + 1) if c in mapped)
    written = [c for c, _ in sorted(_corpus().items(), key=lambda item: (-item[1], item[0])) if c in mapped]
    slices = [("basic", tuple(basic))]
    slices += [("written", tuple(sorted(written[k:k + KANJI_PER_SLICE])))
               for k in range(0, len(written), KANJI_PER_SLICE)]
    taken = set(basic) | set(written)
    windows: dict[int, list[int]] = {}
    for code in sorted(c for c in mapped if c not in taken):
        windows.setdefault(code // REST_SPAN, []).append(code)
    slices += [("window", tuple(codes)) for _, codes in sorted(windows.items())]
    return tuple(slices)


@lru_cache(maxsize=1)
def plan_tag() -> str:
    """A short digest of the slices and the font: the slices' file names carry it (a new plan is
    never served from an old cache)."""
    path = font_file()
    digest = hashlib.sha256(json.dumps(slice_plan()).encode())
    if path is not None:
        digest.update(str(path.stat().st_size).encode())
    return digest.hexdigest()[:10]


def _ranges(codes: tuple[int, ...]) -> str:
    """``codes`` as CSS unicode-range runs."""
    runs, start, last = [], None, None
    for code in codes:
        if start is None:
            start = last = code
        elif code == last + 1:
            last = code
        else:
            runs.append((start, last))
            start = last = code
    if start is not None:
        runs.append((start, last))
    return ", ".join(f"U+{a:X}" if a == b else f"U+{a:X}-{b:X}" for a, b in runs)


def fonts_css() -> str:
    """The @font-face rules of every slice (the system's own Noto first, where it has one): the
    windows of the rest first, each with its whole window as its range, then the slices the pages
    need (see the module's docstring)."""
    tag = plan_tag()
    rules = []
    for k, (kind, codes) in enumerate(slice_plan()):
        if kind == "window":
            low = codes[0] // REST_SPAN * REST_SPAN
            ranges = f"U+{low:X}-{low + REST_SPAN - 1:X}"
        else:
            ranges = _ranges(codes)
        rules.append((kind != "window", k,
                      f'@font-face {{ font-family: "{FAMILY}"; font-display: swap; src: local("Noto Sans CJK JP"), '
                      f'local("Noto Sans JP"), url("/static/fonts/{tag}-{k}.woff") format("woff"); '
                      f'unicode-range: {ranges}; }}'))
    return "\n".join(rule for _, _, rule in sorted(rules)) + "\n"


_made: dict[int, bytes] = {}
_lock = threading.Lock()


def _cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("Kuni Studio", "Kuni Studio")) / "web-fonts"


def slice_font(name: str) -> bytes | None:
    """The WOFF of the slice called ``name`` (``<plan tag>-<k>``), cut the first time (about two
    seconds) and kept; None for a name that is no slice."""
    tag, _, number = name.partition("-")
    plan = slice_plan()
    if tag != plan_tag() or not number.isdigit() or int(number) >= len(plan):
        return None
    k = int(number)
    with _lock:  # one cut at a time (each loads the whole font): a slice asked twice is cut once
        if k in _made:
            return _made[k]
        cached = _cache_dir() / f"{tag}-{k}.woff"
        try:
            data = cached.read_bytes()
        except OSError:
            data = _cut(plan[k][1])
            try:
                from core.io.atomic_write import atomic_write_bytes

                cached.parent.mkdir(parents=True, exist_ok=True)
                atomic_write_bytes(cached, data)
            except OSError:
                pass  # a read-only cache: served from memory all the same
        _made[k] = data
        return data


def _cut(codes: tuple[int, ...]) -> bytes:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.flavor = "woff"
    options.layout_features = ["*"]
    options.notdef_outline = True
    options.hinting = False
    font = TTFont(str(font_file()))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    out = io.BytesIO()
    font.flavor = "woff"
    font.save(out)
    return out.getvalue()
