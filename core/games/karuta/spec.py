"""旧国かるた's registration: what the generic parts of Kuni Studio need to know of it (no Qt)."""

from __future__ import annotations

from core import bundled
from core.games.karuta import picks
from core.games.karuta import views as karuta_views
from core.games.karuta.moves import KarutaMove
from core.games.karuta.players import PLAYERS
from core.games.karuta.record import RECORD_FORMAT, STATE_FORMAT, state_from_json, state_to_json, summarise_final
from core.games.karuta.rules import KarutaRules, RuleSet
from core.games.spec import CpuKind, GameSpec
from core.games.standings import ranked, winners_text
from core.text import translate


def _rules(ruleset: RuleSet, dataset) -> KarutaRules:
    if dataset is None:
        dataset = _default_board(None)
    if not dataset.is_province_map:
        raise ValueError(translate("KarutaSetup", "旧国かるた is played on a province dataset (this one is for "
                                                  "{game})").format(game=dataset.game))
    return KarutaRules(dataset, ruleset)


def _default_board(text: str | None):
    """The bundled 旧国かるた dataset (旧国かるた has one board: its provinces)."""
    from core.io import load_dataset

    if text:
        raise ValueError(translate("KarutaSetup", "旧国かるた is played on its province dataset: give --dataset, not a "
                                                  "board name").format())
    return load_dataset(bundled.default_karuta_dataset())


def _header(rules: KarutaRules, state) -> dict:
    # the deal itself, so that a record replays on the dataset even if the shuffle ever changed
    return {"dataset": rules.dataset.name, "initial": state_to_json(rules, state)}


def _initial(rules: KarutaRules, record: dict):
    initial = record.get("initial")
    return state_from_json(rules, initial) if initial is not None else None


#: How a 旧国かるた game ends, in words.
END_REASONS = {"emptied": translate("KarutaEnd", "a hand was emptied"),
               "all_pass": translate("KarutaEnd", "everyone passed")}


def _end_text(rules: KarutaRules, state) -> str:
    reason = END_REASONS.get(state.end_reason)
    return translate("KarutaEnd", "{turns} turns; winner {winners} ({reason})").format(
        turns=state.turns, winners=winners_text(state.winners),
        reason=reason.format() if reason is not None else state.end_reason)


def _move_text(rules: KarutaRules, state, move: KarutaMove) -> str:
    names = {p.id: p.kanji for p in rules.dataset.provinces}
    highways = {h.id: h.name for h in rules.dataset.highways}
    return move.describe(names, highways)


def _decode(data) -> KarutaMove:
    return KarutaMove.from_json(data)


def _simulate(config, dataset, *, workers=None, dask=None, on_progress=None) -> dict:
    from core.games.karuta.simulate import SimulationConfig, simulate

    dataset = dataset if dataset is not None else _default_board(None)
    own = SimulationConfig(config.games, config.players, config.seed, config.ai, config.ruleset)
    return simulate(dataset, own, workers=workers, dask=dask, on_progress=on_progress)


def _report_text(report: dict) -> str:
    from core.games.karuta.simulate import format_report

    return format_report(report)


def _report_table(report: dict):
    from core.games.karuta.simulate import designers_table

    return designers_table(report)


def _plot(report: dict, figure) -> None:
    """Turns per deal (the designers' median and range marked for four players) and win shares."""
    from core.games.karuta.simulate import DESIGNERS_FIGURES
    from core.simulation.report_picture import HISTOGRAM_COLOUR, run_text, said, seat_shares, seat_test

    left, right = figure.subplots(1, 2, gridspec_kw={"width_ratios": [3, 2]})
    histogram = {int(k): v for k, v in report.get("turn_histogram", {}).items()}
    if histogram:
        left.bar(list(histogram), list(histogram.values()), width=1.0, color=HISTOGRAM_COLOUR)
        left.axvline(report["turns"]["median"], color="#222222", linewidth=1.2,
                     label=said(translate("ReportPicture", "median (ours)").format()))
    if report["players"] == DESIGNERS_FIGURES["players"]:
        theirs = DESIGNERS_FIGURES["turns"]
        left.axvline(theirs["median"], color="#c0392b", linestyle="--", linewidth=1.2,
                     label=said(translate("ReportPicture", "median (designers)").format()))
        left.axvspan(theirs["min"], theirs["max"], color="#c0392b", alpha=0.08,
                     label=said(translate("ReportPicture", "range (designers)").format()))
    left.set_xlabel(said(translate("ReportPicture", "turns per deal (median {median})").format(
        median=f"{report['turns']['median']:g}")))
    left.set_ylabel(said(translate("ReportPicture", "deals").format()))
    left.legend(fontsize=8)
    seat_shares(right, report["seat_win_share"], report["players"],
                {said(translate("ReportPicture", "{kind}/seat").format(kind=kind)): share
                 for kind, share in report["ai_win_rate_per_seat"].items()},
                intervals=report.get("seat_win_share_ci"))
    stall = said(translate("ReportPicture", "stall {rate} %").format(rate=f"{100 * report['stall_rate']:.1f}"))
    figure.suptitle(f"旧国かるた — {run_text(report, 'deals')}; {stall}{seat_test(report)}")


#: The kinds of move the simulator's telemetry counts, marked so that the report picture names them.
MOVE_KINDS = (
    translate("MoveKind", "first"), translate("MoveKind", "highway"), translate("MoveKind", "adjacency"),
    translate("MoveKind", "ferry"), translate("MoveKind", "pass"),
)


def _move_kind_in(rules: KarutaRules, state, move: KarutaMove) -> str:
    """A highway card that starts a new line at a junction is a ``transfer``; others their kind."""
    if move.kind == "highway" and not rules.grows_a_line(state, move):
        return "transfer"
    return move.kind


def _telemetry(rules: KarutaRules, state) -> dict:
    """Each seat's hand and passes after a move (the curves the simulator's telemetry draws)."""
    return {translate("Telemetry", "cards in hand"): [state.hand_size(k) for k in range(state.players)],
            translate("Telemetry", "passes"): list(state.passes)}

def _end_note(rules: KarutaRules, state) -> str | None:
    return "stall" if state.end_reason == "all_pass" else None

def _standings(rules, state) -> list[tuple]:
    """The fewest cards left first (the winners share first place)."""
    return ranked(range(state.players), lambda seat: (0,) if seat in state.winners else (1, state.hand_size(seat)),
                  lambda seat: translate("Standings", "{cards} cards left").format(cards=state.hand_size(seat)))


SPEC = GameSpec(
    name="karuta",
    title_ja="旧国かるた",
    title_en="Old-province karuta",
    summary=translate(
        "GameSpec", "68 old provinces on a blank map; cards played along highways, by adjacency or ferry"),
    ruleset=RuleSet,
    players=(2, 4),
    default_players=4,
    cpus={
        "random": CpuKind("random", PLAYERS["random"], 0, translate("CpuKind", "any legal card").format()),
        "greedy": CpuKind("greedy", PLAYERS["greedy"], 1, translate("CpuKind", "the longest chain now").format()),
        "planner": CpuKind("planner", PLAYERS["planner"], 2,
                           translate("CpuKind", "plans its hand's lines ahead").format()),
    },
    default_cpu="greedy",
    table_cpu="planner",
    make_rules=_rules,
    dataset_game="karuta",
    board_from_text=_default_board,
    encode_move=KarutaMove.to_json,
    decode_move=_decode,
    record_format=RECORD_FORMAT,
    record_header=_header,
    initial_state=_initial,
    final=lambda rules, state: summarise_final(state),
    end_text=_end_text,
    move_text=_move_text,
    simulate=_simulate,
    report_text=_report_text,
    report_table=_report_table,
    plot_report=_plot,
    state_format=STATE_FORMAT,
    read_state=state_from_json,
    default_games=5000,
    seconds_per_game=0.0005,
    rules_path=lambda: bundled.rules_doc("karuta"),
    telemetry=_telemetry,
    move_kind_in=_move_kind_in,
    telemetry_share=0.005,  # 25 watched deals of the default 5,000 draw the curves well enough
    end_note=_end_note,
    rate_keys=("seat_win_share", "table_seat_win_share", "ai_win_share", "stall_rate"),
    # ferries carried both ways, and lines ran back from junctions, until December 2026
    earlier_rules={"ferries": "either", "back_from_junctions": True},
    table_picks=picks.table_picks,
    spot_names=picks.spot_names,
    view=karuta_views.view,
    table_state=karuta_views.table_state,
    redeal_hidden=karuta_views.redeal_hidden,
    board_view=karuta_views.board_view,
    standings=_standings,
)
