"""The sentences every game's simulation report shares, marked for translation (no Qt).

A report is a list of :class:`core.text.Text` lines: the command line prints them in English (or
the language it speaks), the app shows them in its own; :func:`report_lines` joins them, the
first line as the heading and the others indented under it.
"""

from __future__ import annotations

from core.text import Text, display_width, joined, shown, translate


def report_lines(lines) -> Text:
    """The heading line, then each other line indented by two spaces (as the reports print)."""
    return joined("\n  ", lines)


def speed_text(report: dict, unit: str = "games") -> Text:
    """How long the run took and how fast it played (``unit``: ``games`` or ``deals``)."""
    if unit == "deals":
        return translate("SimulationReport", "{seconds} s, {rate} deals/s").format(
            seconds=report["seconds"], rate=report["games_per_second"])
    return translate("SimulationReport", "{seconds} s, {rate} games/s").format(
        seconds=report["seconds"], rate=report["games_per_second"])


def rules_text(rules: dict) -> Text:
    """The run's rule options as ``name=value`` (the names the command line's ``--rules`` takes)."""
    return translate("SimulationReport", "rules: {options}").format(
        options=", ".join(f"{k}={v}" for k, v in rules.items()))


def table_text(caption, headings, rows, lookup=None) -> str:
    """A report's table as lines of text: the caption, then the headings and the rows in columns
    padded by display width (so kanji keep them straight), each cell in ``lookup``'s language
    (:func:`core.text.shown`; English without one). Columns of figures are aligned right."""
    say = (lambda sentence: shown(sentence, lookup)) if lookup is not None else str
    grid = [[say(cell) for cell in headings]] + [[say(cell) for cell in row] for row in rows]
    widths = [max(display_width(row[k]) for row in grid) for k in range(len(headings))]
    figures = [all(row[k][:1].isdigit() or not row[k] for row in grid[1:]) for k in range(len(headings))]

    def line(cells) -> str:
        parts = []
        for cell, width, figure in zip(cells, widths, figures, strict=True):
            pad = " " * (width - display_width(cell))
            parts.append(pad + cell if figure else cell + pad)
        return "  ".join(parts).rstrip()

    return "\n".join([say(caption)] + ["  " + line(row) for row in grid])
