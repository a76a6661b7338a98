"""北野大茶会's registration: what the generic parts of Kuni Studio need to know of it (no Qt)."""

from __future__ import annotations

from core import bundled
from core.games.chakai import picks
from core.games.chakai import views as chakai_views
from core.games.chakai.players import PLAYERS
from core.games.chakai.record import RECORD_FORMAT, describe, final_of, move_text
from core.games.chakai.rules import ChakaiRules, ChakaiRuleSet
from core.games.chakai.simulate import PROPOSAL_NOTES, PROPOSALS
from core.games.session import move_from_json, move_to_json
from core.games.spec import CpuKind, GameSpec, SimulationOption
from core.games.standings import ranked, winners_text
from core.text import translate

#: What decided a 北野大茶会 game, in words.
DECIDED_BY = {"score": translate("ChakaiEnd", "decided by score"),
              "seat": translate("ChakaiEnd", "the tie broken by seat, 上座 first"),
              "top_suit": translate("ChakaiEnd", "the tie broken by the most popular suit"),
              "shared": translate("ChakaiEnd", "a shared win"),
              "nobody": translate("ChakaiEnd", "everyone was out")}


def decided_text(decided_by: str) -> str:
    """How the tea party was decided, in words."""
    words = DECIDED_BY.get(decided_by)
    return words.format() if words is not None else decided_by


def _move_kind(move) -> str:
    """A 北野大茶会 move's kind, fine enough to name its mechanics: each action card played (金, 忍者,
    謁見 …), each effect (献上, 下賜, 仕入れ …), exchanging cards or keeping the hand; a merchandise
    card played is ``play``."""
    kind = move[0]
    if kind == "play" and move[1] == "a":
        return f"play {move[2]}"
    if kind == "effect":
        return str(move[1])
    if kind == "exchange":
        return "exchange" if move[1] else "keep"
    return str(kind)


def _end_text(rules: ChakaiRules, state) -> str:
    party = rules.tea_party(state)
    return translate("ChakaiEnd", "VP {vp}; winner {winners} ({decided})").format(
        vp=" / ".join(map(str, party["vp"])), winners=winners_text(party["winners"]),
        decided=decided_text(party["decided_by"]))


def _simulate(config, dataset, *, workers=None, dask=None, on_progress=None) -> dict:
    """One rule set's report; with ``compare``, ``{"compare": [draft 18's, each proposal's …]}``
    played on the same deals."""
    from core.games.chakai.simulate import ChakaiSimulationConfig, compare_proposals, simulate_chakai

    series = config.option("series")
    if series > config.games:
        raise ValueError(translate("ChakaiSetup", "--series {series}: a match is 1 to --games ({games}) games").format(
            series=series, games=config.games))
    if config.option("compare"):
        if config.ruleset != ChakaiRuleSet():
            raise ValueError(translate("ChakaiSetup", "--compare plays draft 18 and each proposal; leave out the rule "
                                                  "options").format())
        return {"compare": compare_proposals(config.games, config.players, config.seed, config.ai, workers=workers,
                                             dask=dask, on_progress=on_progress, series=series)}
    own = ChakaiSimulationConfig(config.games, config.players, config.seed, config.ai, config.ruleset, series)
    return simulate_chakai(own, workers=workers, dask=dask, on_progress=on_progress)


def _report_text(report: dict) -> str:
    from core.games.chakai.simulate import format_chakai_report, format_comparison

    return format_comparison(report["compare"]) if "compare" in report else format_chakai_report(report)


def _report_table(report: dict):
    from core.games.chakai.simulate import comparison_table

    return comparison_table(report["compare"]) if "compare" in report else None


def _games_played(config) -> int:
    from core.games.chakai.simulate import PROPOSALS

    return config.games * (len(PROPOSALS) if config.option("compare") else 1)


def _plot(report: dict, figure) -> None:
    """Win shares by seat; with ``compare``, one panel per rule set side by side."""
    from core.games.chakai.simulate import proposal_of
    from core.simulation.report_picture import run_text, said, seat_shares

    reports = report["compare"] if "compare" in report else [report]
    panels = figure.subplots(1, len(reports), squeeze=False)[0]
    for axes, one in zip(panels, reports, strict=True):
        seat_shares(axes, one["seat_win_share"], one["players"], intervals=one.get("seat_win_share_ci"))
        effect = one.get("seat_effect")
        name = one.get("proposal") or proposal_of(ChakaiRuleSet(**one["rules"])) \
            or said(translate("ReportPicture", "options").format())
        axes.set_title(name + (said(translate("ReportPicture", " (seat p = {p})").format(p=f"{effect['p']:.2g}"))
                               if effect else ""), fontsize=9)
        if len(reports) > 1:  # narrow panels: the long label once, under the first
            axes.set_xlabel(said(translate("ReportPicture", "win % (dashed: fair share)").format()) if axes is panels[0]
                            else said(translate("ReportPicture", "win %").format()), fontsize=8)
    figure.suptitle(f"北野大茶会 — {run_text(reports[0])}")


#: The kinds of move the simulator's telemetry counts, marked so that the report picture names them.
MOVE_KINDS = (
    translate("MoveKind", "exchange"), translate("MoveKind", "play"), translate("MoveKind", "effect"),
    translate("MoveKind", "return"),
)


def _telemetry(rules: ChakaiRules, state) -> dict:
    """Each seat's VP if the tea party were held now, and the cards in its 蔵, after a move."""
    return {translate("Telemetry", "VP if the party were now"): rules.tea_party(state)["vp"],
            translate("Telemetry", "cards in 蔵"): [len(k) for k in state.kura]}

def _end_note(rules: ChakaiRules, state) -> str | None:
    decided_by = rules.tea_party(state)["decided_by"]
    return None if decided_by == "score" else f"decided by {decided_by}"

def _standings(rules, state) -> list[tuple]:
    """The winners first, then by VP after anger; a seat the 太閤 threw out (two anger tokens) last."""
    party = rules.tea_party(state)

    def score(seat: int):
        said = translate("Standings", "{vp} VP").format(vp=party["vp"][seat])
        if party["out"][seat]:
            return translate("Standings", "{score} (out: two anger tokens)").format(score=said)
        return said

    return ranked(range(state.players), lambda seat: (0,) if seat in party["winners"] else (1, party["out"][seat],
                                                                                             -party["vp"][seat]), score)


def _widen_chance(rules, state, seed: int):
    """The reshuffle after the exchange of a room's game from 128 bits (core.games.chance)."""
    from dataclasses import replace

    return replace(state, reshuffle_seed=seed)


SPEC = GameSpec(
    name="chakai",
    title_ja="北野大茶会",
    title_en="The Great Kitano Tea Party",
    summary=translate("GameSpec", "a card game of tea utensils, the 太閤's favour and his anger"),
    ruleset=ChakaiRuleSet,
    players=(3, 4),
    default_players=4,
    cpus={
        "random": CpuKind("random", PLAYERS["random"], 0, translate("CpuKind", "any legal move").format()),
        "greedy": CpuKind("greedy", PLAYERS["greedy"], 1, translate("CpuKind", "the best table now").format()),
        "planner": CpuKind("planner", PLAYERS["planner"], 2,
                           translate(
                               "CpuKind", "plays each choice out in imagined deals (about 1–1.5 s a game)").format()),
    },
    default_cpu="greedy",
    table_cpu="planner",
    make_rules=lambda ruleset, dataset: ChakaiRules(ruleset),
    encode_move=move_to_json,
    decode_move=move_from_json,
    record_format=RECORD_FORMAT,
    final=final_of,
    end_text=_end_text,
    describe=lambda record, dataset: describe(record),
    move_kind=_move_kind,
    move_text=lambda rules, state, move: move_text(state, move),
    simulate=_simulate,
    report_text=_report_text,
    report_table=_report_table,
    plot_report=_plot,
    simulation_options=(
        SimulationOption("compare", False, translate(
            "GameSpec", "play draft 18 and each of the designer's proposals on the same deals, side by side"),
            replaces_rules=True, title=translate("GameSpec", "compare the designer's proposals")),
        SimulationOption("series", 1, translate(
            "GameSpec", "also read the games as matches of N (VP added up, the 上座 passing on each game): how often "
            "a whole match ends level"), minimum=1, title=translate("GameSpec", "games per match")),
    ),
    games_played=_games_played,
    default_games=5000,
    seconds_per_game=0.008,
    rules_path=lambda: bundled.rules_doc("chakai"),
    rule_presets={name: (PROPOSAL_NOTES[name], options) for name, options in PROPOSALS.items()},
    seat_labels=("上座",),
    telemetry=_telemetry,
    end_note=_end_note,
    rate_keys=("seat_win_share", "strength_win_share", "tie_rate", "margin_zero_or_one", "nobody_wins",
               "anger_tokens_short", "winner_took_top_suit", "decided_by"),
    table_picks=picks.table_picks,
    spot_names=picks.spot_names,
    view=chakai_views.view,
    table_state=chakai_views.table_state,
    seen_move=chakai_views.seen_move,
    redeal_hidden=chakai_views.redeal_hidden,
    reshuffle=chakai_views.reshuffle,
    widen_chance=_widen_chance,
    board_view=chakai_views.board_view,
    standings=_standings,
)
