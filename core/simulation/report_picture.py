"""Pictures of simulation reports, drawn with matplotlib's Agg backend (no Qt).

``kuni simulate … --plot OUT.png`` and the app's simulation dialog show the same picture: both
call :func:`report_png`. A game draws its own panels through its spec's ``plot_report``; a game
without one gets :func:`plot_seat_shares`. The bundled Noto Sans CJK JP is registered with
matplotlib so that kanji and kana show on a machine without Japanese fonts.
"""

from __future__ import annotations

import io
from contextvars import ContextVar
from functools import lru_cache

from core.text import shown, translate

BAR_COLOUR = "#e27d5a"
CPU_COLOUR = "#6fae5b"
HISTOGRAM_COLOUR = "#5d8fd8"

#: The language the picture being drawn speaks: ``lookup(context, source)`` or None for English.
_LOOKUP: ContextVar = ContextVar("report_picture_lookup", default=None)


def said(sentence) -> str:
    """A sentence (:class:`core.text.Text`) in the language of the picture being drawn."""
    lookup = _LOOKUP.get()
    return shown(sentence, lookup) if lookup is not None else str(sentence)


def said_name(context: str, name: str) -> str:
    """A name a report keeps as data (a telemetry measure, a kind of move) in the picture's
    language, when the game marked it for translation in ``context``."""
    lookup = _LOOKUP.get()
    return (lookup(context, name) or name) if lookup is not None else name


def run_text(report: dict, unit: str = "games") -> str:
    """The run in a title: games (or deals), players, seed and CPUs."""
    values = {"games": report.get("games", "?"), "players": report.get("players", "?"),
              "seed": report.get("seed", "?"), "cpus": ",".join(report.get("ai") or [])}
    if unit == "deals":
        return said(translate("SimulationReport", "{games} deals, {players} players, seed {seed}, CPUs {cpus}")
                    .format(**values))
    return said(translate("SimulationReport", "{games} games, {players} players, seed {seed}, CPUs {cpus}")
                .format(**values))


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
    figure.suptitle(run_text(report) + seat_test(report))


def seat_test(report: dict) -> str:
    """The seat effect's test for a title ("" when the report has none)."""
    effect = report.get("seat_effect")
    return said(translate("ReportPicture", "; seat effect p = {p}").format(p=f"{effect['p']:.3g}")) if effect else ""


def seat_shares(axes, shares: list[float], players: int, extra: dict[str, float] | None = None,
                intervals: list | None = None) -> None:
    """Horizontal bars of win shares by seat (and ``extra`` ones, e.g. per CPU kind), in %, with the
    seats' 95 % ``intervals`` as error bars when given."""
    labels = [said(translate("ReportPicture", "seat {seat}").format(seat=k + 1)) for k in range(len(shares))] \
        + list(extra or {})
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
    axes.set_xlabel(said(translate("ReportPicture", "win share % (bars: 95 % intervals; dashed: fair share)").format()))
    axes.set_xlim(0, max(high) * 1.25 if values else 100)


def report_png(spec, report: dict, width_px: int = 1000, height_px: int = 520, lookup=None) -> bytes:
    """The report's picture as PNG bytes: the game's own panels, and under them the per-turn
    telemetry (branching and the game's measures by seat) when the report carries it; its words
    in the language of ``lookup(context, source)`` (English without one)."""
    token = _LOOKUP.set(lookup)
    try:
        return _report_png(spec, report, width_px, height_px)
    finally:
        _LOOKUP.reset(token)


def _report_png(spec, report: dict, width_px: int, height_px: int) -> bytes:
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
    panels[0].set_title(said(translate("ReportPicture", "legal moves to choose from").format()), fontsize=9)
    for axes, (name, seats) in zip(panels[1:1 + len(measures)], measures, strict=True):
        for seat, curve in enumerate(seats):
            axes.plot(turns[:len(curve["mean"])], curve["mean"], color=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                      label=said(translate("ReportPicture", "seat {seat}").format(seat=seat + 1)), linewidth=1.2)
        axes.set_title(said(translate("ReportPicture", "{measure} (mean by seat)").format(
            measure=said_name("Telemetry", name))), fontsize=9)
        axes.legend(fontsize=7)
    for axes in panels:
        axes.set_xlabel(said(translate("ReportPicture", "move").format()), fontsize=8)
        axes.tick_params(labelsize=8)
    if lengths:
        axes = panels[-1]
        values = [length for length, count in lengths.items() for _ in range(count)]
        axes.hist(values, bins=min(15, len(lengths)), color=BAR_COLOUR)
        axes.set_title(said(translate("ReportPicture", "game length (moves)").format()), fontsize=9)
        axes.set_xlabel(said(translate("ReportPicture", "moves in the game").format()), fontsize=8)
    kinds = telemetry.get("move_kinds", {})
    common = ", ".join(f"{said_name('MoveKind', kind)} {v['per_game']:g}" for kind, v in
                       sorted(kinds.items(), key=lambda item: -item[1]["per_game"])[:6])
    figure.suptitle(said(translate("ReportPicture", "move by move, from {games} watched games — moves per game: "
                                   "{common}").format(games=telemetry["games"], common=common)), fontsize=9)
