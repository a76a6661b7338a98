"""Pictures of simulation reports, drawn with matplotlib's Agg backend (no Qt).

``kuni simulate … --plot OUT.png`` and the app's simulation dialog show the same picture: both
call :func:`report_png`. A game draws its own panels through its spec's ``plot_report``; a game
without one gets :func:`plot_seat_shares`. The bundled Noto Sans CJK JP is registered with
matplotlib so that kanji and kana show on a machine without Japanese fonts.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from core.io.atomic_write import atomic_write_bytes

BAR_COLOUR = "#e27d5a"
CPU_COLOUR = "#6fae5b"
HISTOGRAM_COLOUR = "#5d8fd8"


@lru_cache(maxsize=1)
def font_family() -> str:
    """Register the bundled CJK font with matplotlib; its family name (matplotlib's default when
    the font package is missing)."""
    from matplotlib import font_manager

    try:
        from noto_cjk_sans_jp_regular import FONT_PATH
    except ImportError:
        return "DejaVu Sans"
    font_manager.fontManager.addfont(str(FONT_PATH))
    return font_manager.FontProperties(fname=str(FONT_PATH)).get_name()


def new_figure(width_px: int = 1000, height_px: int = 520):
    """A matplotlib figure on the Agg canvas (never pyplot's global state), in the CJK font."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    matplotlib.rcParams["font.family"] = [font_family(), "DejaVu Sans"]
    figure = Figure(figsize=(width_px / 100, height_px / 100), dpi=100)
    FigureCanvasAgg(figure)
    return figure


def plot_seat_shares(report: dict, figure) -> None:
    """The panel every game has: win share by seat (turn order), the fair share dashed."""
    shares = report.get("seat_win_share") or []
    axes = figure.add_subplot(1, 1, 1)
    seat_shares(axes, shares, report.get("players") or len(shares) or 1)
    figure.suptitle(f"{report.get('games', '?')} games, {report.get('players', '?')} players, "
                    f"seed {report.get('seed', '?')}, CPUs {','.join(report.get('ai') or [])}")


def seat_shares(axes, shares: list[float], players: int, extra: dict[str, float] | None = None) -> None:
    """Horizontal bars of win shares by seat (and ``extra`` ones, e.g. per CPU kind), in %."""
    labels = [f"seat {k + 1}" for k in range(len(shares))] + list(extra or {})
    values = [100 * s for s in shares] + [100 * v for v in (extra or {}).values()]
    colours = [BAR_COLOUR] * len(shares) + [CPU_COLOUR] * len(extra or {})
    positions = list(range(len(values)))[::-1]
    axes.barh(positions, values, color=colours)
    axes.set_yticks(positions, labels)
    for y, value in zip(positions, values, strict=True):
        axes.text(value, y, f" {value:.1f}%", va="center", fontsize=9)
    axes.axvline(100 / max(players, 1), color="#999999", linestyle="--", linewidth=1)
    axes.set_xlabel("win share % (dashed: fair share)")
    axes.set_xlim(0, max(values + [100 / max(players, 1)]) * 1.25 if values else 100)


def report_png(spec, report: dict, width_px: int = 1000, height_px: int = 520) -> bytes:
    """The report's picture as PNG bytes."""
    figure = new_figure(width_px, height_px)
    (spec.plot_report or plot_seat_shares)(report, figure)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def save_report_picture(spec, report: dict, out: str | Path, width_px: int = 1000, height_px: int = 520) -> None:
    """Write the report's picture to ``out`` atomically (an old picture is replaced whole or not at all).

    Raises:
        OSError: the file could not be written.
    """
    atomic_write_bytes(out, report_png(spec, report, width_px, height_px))
