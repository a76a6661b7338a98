"""Pictures of simulation reports, drawn with matplotlib's Agg backend (no Qt).

``kuni simulate … --plot OUT.png`` and the app's simulation dialog show the same picture: both
call :func:`report_png`. A game draws its own panels through its spec's ``plot_report``; a game
without one gets :func:`plot_seat_shares`. The bundled Noto Sans CJK JP is registered with
matplotlib so that kanji and kana show on a machine without Japanese fonts.
"""

from __future__ import annotations

import io
from functools import lru_cache

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
    """The panel every game has: win share by seat (turn order) with its 95 % intervals, the fair
    share dashed, the seat test in the title."""
    shares = report.get("seat_win_share") or []
    axes = figure.add_subplot(1, 1, 1)
    seat_shares(axes, shares, report.get("players") or len(shares) or 1, intervals=report.get("seat_win_share_ci"))
    figure.suptitle(f"{report.get('games', '?')} games, {report.get('players', '?')} players, "
                    f"seed {report.get('seed', '?')}, CPUs {','.join(report.get('ai') or [])}{seat_test(report)}")


def seat_test(report: dict) -> str:
    """The seat effect's test for a title ("" when the report has none)."""
    effect = report.get("seat_effect")
    return f"; seat effect p = {effect['p']:.3g}" if effect else ""


def seat_shares(axes, shares: list[float], players: int, extra: dict[str, float] | None = None,
                intervals: list | None = None) -> None:
    """Horizontal bars of win shares by seat (and ``extra`` ones, e.g. per CPU kind), in %, with the
    seats' 95 % ``intervals`` as error bars when given."""
    labels = [f"seat {k + 1}" for k in range(len(shares))] + list(extra or {})
    values = [100 * s for s in shares] + [100 * v for v in (extra or {}).values()]
    colours = [BAR_COLOUR] * len(shares) + [CPU_COLOUR] * len(extra or {})
    positions = list(range(len(values)))[::-1]
    axes.barh(positions, values, color=colours)
    axes.set_yticks(positions, labels)
    high = values + [100 / max(players, 1)]
    if intervals and len(intervals) == len(shares):
        low_err = [max(0.0, 100 * (s - lo)) for s, (lo, _hi) in zip(shares, intervals, strict=True)]
        high_err = [max(0.0, 100 * (hi - s)) for s, (_lo, hi) in zip(shares, intervals, strict=True)]
        axes.errorbar(values[:len(shares)], positions[:len(shares)], xerr=[low_err, high_err], fmt="none",
                      ecolor="#333333", capsize=3, linewidth=1)
        high += [100 * hi for _lo, hi in intervals]
        label_at = [100 * hi for _lo, hi in intervals] + values[len(shares):]
    else:
        label_at = values
    for y, value, at in zip(positions, values, label_at, strict=True):
        axes.text(at, y, f" {value:.1f}%", va="center", fontsize=9)
    axes.axvline(100 / max(players, 1), color="#999999", linestyle="--", linewidth=1)
    axes.set_xlabel("win share % (bars: 95 % intervals; dashed: fair share)")
    axes.set_xlim(0, max(high) * 1.25 if values else 100)


def report_png(spec, report: dict, width_px: int = 1000, height_px: int = 520) -> bytes:
    """The report's picture as PNG bytes: the game's own panels, and under them the per-turn
    telemetry (branching and the game's measures by seat) when the report carries it."""
    telemetry = report.get("telemetry")
    if not telemetry:
        figure = new_figure(width_px, height_px)
        (spec.plot_report or plot_seat_shares)(report, figure)
        figure.tight_layout()
    else:
        figure = new_figure(width_px, int(height_px * 1.75))
        top, bottom = figure.subfigures(2, 1, height_ratios=[1.0, 0.75])
        (spec.plot_report or plot_seat_shares)(report, top)
        plot_telemetry(telemetry, bottom)
        figure.set_layout_engine("constrained")
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


SEAT_COLOURS = ("#d62728", "#1f5fb4", "#e08a00", "#2e7d32", "#6a1b9a", "#8c564b", "#17becf", "#7f7f7f")


def plot_telemetry(telemetry: dict, figure) -> None:
    """Curves over the game: the legal moves a player had (mean and 10–90 % band), then each of
    the game's measures by seat (means), and the games' lengths, from the telemetry sample."""
    turns = telemetry["at_move"]
    measures = list(telemetry.get("measures", {}).items())[:2]
    lengths = {int(k): v for k, v in telemetry.get("lengths", {}).items()}
    panels = figure.subplots(1, 1 + len(measures) + bool(lengths), squeeze=False)[0]
    branching = telemetry["branching"]
    x = turns[:len(branching["mean"])]
    panels[0].fill_between(x, branching["p10"], branching["p90"], color=HISTOGRAM_COLOUR, alpha=0.25, linewidth=0)
    panels[0].plot(x, branching["mean"], color=HISTOGRAM_COLOUR)
    panels[0].set_title("legal moves to choose from", fontsize=9)
    for axes, (name, seats) in zip(panels[1:1 + len(measures)], measures, strict=True):
        for seat, curve in enumerate(seats):
            axes.plot(turns[:len(curve["mean"])], curve["mean"], color=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                      label=f"seat {seat + 1}", linewidth=1.2)
        axes.set_title(f"{name} (mean by seat)", fontsize=9)
        axes.legend(fontsize=7)
    for axes in panels:
        axes.set_xlabel("move", fontsize=8)
        axes.tick_params(labelsize=8)
    if lengths:
        axes = panels[-1]
        values = [length for length, count in lengths.items() for _ in range(count)]
        axes.hist(values, bins=min(15, len(lengths)), color=BAR_COLOUR)
        axes.set_title("game length (moves)", fontsize=9)
        axes.set_xlabel("moves in the game", fontsize=8)
    kinds = telemetry.get("move_kinds", {})
    common = ", ".join(f"{kind} {v['per_game']:g}" for kind, v in
                       sorted(kinds.items(), key=lambda item: -item[1]["per_game"])[:6])
    figure.suptitle(f"move by move, from {telemetry['games']} watched games — moves per game: {common}", fontsize=9)
