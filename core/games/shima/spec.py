"""しま's registration: what the generic parts of Kuni Studio need to know of it (no Qt)."""

from __future__ import annotations

from dataclasses import replace

from core import bundled
from core.games.session import move_from_json, move_to_json
from core.games.shima import picks
from core.games.shima import views as shima_views
from core.games.shima.board import FIRST_HARBOUR_SIDES, fixed_harbours, island_from_json, island_to_json
from core.games.shima.players import PLAYERS
from core.games.shima.record import RECORD_FORMAT, describe, final_of, move_texts
from core.games.shima.rules import SEAT_NAMES, ShimaRules, ShimaRuleSet
from core.games.spec import CpuKind, GameSpec
from core.games.standings import ranked, seat_text
from core.simulation.telemetry import default_move_kind
from core.text import translate


def _header(rules: ShimaRules, state) -> dict:
    # the island itself, so that a saved game resumes on the island it was dealt even when the
    # rule book's layout changes (「保存済みの対戦は元の配置を保ちます」)
    return {"island": island_to_json(state.island)}


def _initial(rules: ShimaRules, record: dict):
    """The game's first state: dealt from its seed, on the island its record keeps; a record saved
    before records kept their island is on the harbours games then had."""
    players, seed = record.get("players"), record.get("seed")
    if isinstance(players, bool) or not isinstance(players, int) or isinstance(seed, bool) or not isinstance(seed, int):
        return None  # the generic checks say what is wrong
    SPEC.check_players(players)
    state = SPEC.new_state(rules, players, seed)
    kept = record.get("island")
    if kept is None:
        island = replace(state.island, harbours=fixed_harbours(FIRST_HARBOUR_SIDES))
    else:
        island = island_from_json(kept)
    return replace(state, island=island, cloud=island.plaza)


def _end_text(rules: ShimaRules, state) -> str:
    points = " / ".join(str(rules.points(state, s)) for s in range(state.players))
    if state.winner < 0:
        return translate("ShimaEnd", "{turns} turns; points {points}; nobody won before the turn limit").format(
            turns=state.turn, points=points)
    return translate("ShimaEnd", "{turns} turns; points {points}; winner {seat} ({name})").format(
        turns=state.turn, points=points, seat=seat_text(state.winner), name=SEAT_NAMES[state.winner])


def _move_text(rules: ShimaRules, state, move) -> str:
    if move[0] == "roll":  # what it rolls is not known before it is rolled
        return translate("ShimaPick", "roll the dice").format()
    return move_texts(state, move, rules.apply(state, move))[0]


def _simulate(config, dataset, *, workers=None, dask=None, on_progress=None) -> dict:
    from core.games.shima.simulate import ShimaSimulationConfig, simulate_shima

    own = ShimaSimulationConfig(config.games, config.players, config.seed, config.ai, config.ruleset)
    return simulate_shima(own, workers=workers, dask=dask, on_progress=on_progress)


def _report_text(report: dict) -> str:
    from core.games.shima.simulate import format_shima_report

    return format_shima_report(report)


#: The kinds of move the simulator's telemetry counts, marked so that the report picture names them.
MOVE_KINDS = (
    translate("MoveKind", "roll"), translate("MoveKind", "road"), translate("MoveKind", "house"),
    translate("MoveKind", "city"), translate("MoveKind", "buy"), translate("MoveKind", "play"),
    translate("MoveKind", "trade"), translate("MoveKind", "discard"), translate("MoveKind", "steal"),
    translate("MoveKind", "cloud"), translate("MoveKind", "end"),
)


def _move_kind_in(rules: ShimaRules, state, move) -> str:
    """A trade is ``trade bank`` at the bank's own rate, ``trade port`` at a harbour's better one."""
    if move[0] == "trade":
        port = rules.harbour_rates(state, state.to_move)[move[1]] < rules.ruleset.bank_rate
        return "trade port" if port else "trade bank"
    return default_move_kind(move)


def _telemetry(rules: ShimaRules, state) -> dict:
    """Each seat's points (ひみつの１点 included) and materials in hand after a move."""
    return {translate("Telemetry", "points"): [rules.points(state, k) for k in range(state.players)],
            translate("Telemetry", "materials in hand"): [sum(state.hands[k]) for k in range(state.players)]}

def _end_note(rules: ShimaRules, state) -> str | None:
    return "turn limit" if state.winner < 0 else None

def _standings(rules, state) -> list[tuple]:
    """The winner first, then by points (their ひみつの１点 turned up)."""
    return ranked(range(state.players), lambda seat: (0,) if seat == state.winner else (1, -rules.points(state, seat)),
                  lambda seat: translate("Standings", "{points} points").format(points=rules.points(state, seat)))


def _widen_chance(rules, state, seed: int):
    """The dice and stolen cards of a room's game from 128 bits (core.games.chance)."""
    return replace(state, seed=seed)


SPEC = GameSpec(
    name="shima",
    title_ja="しま",
    title_en="Shima, the island game",
    summary=translate("GameSpec", "a Catan-like island game: houses, roads and the cloud"),
    ruleset=ShimaRuleSet,
    players=(3, 4),
    default_players=4,
    cpus={
        "random": CpuKind("random", PLAYERS["random"], 0, translate("CpuKind", "any legal move").format()),
        "greedy": CpuKind("greedy", PLAYERS["greedy"], 1,
                          translate("CpuKind", "builds what it can afford now").format()),
        "planner": CpuKind("planner", PLAYERS["planner"], 2,
                           translate("CpuKind", "saves towards its next goal").format()),
    },
    default_cpu="planner",
    table_cpu="planner",
    make_rules=lambda ruleset, dataset: ShimaRules(ruleset),
    encode_move=move_to_json,
    decode_move=move_from_json,
    record_format=RECORD_FORMAT,
    record_header=_header,
    rule_samples={"tiles": ((3, 4, 4, 4, 3), (4, 4, 3, 3, 4)), "road_cost": ((1, 0, 0, 0, 0),),
                  "house_cost": ((1, 1, 1, 1, 1),), "city_cost": ((0, 0, 0, 3, 2),), "help_cards": ((15, 4, 2, 2, 2),)},
    initial_state=_initial,
    final=final_of,
    end_text=_end_text,
    describe=lambda record, dataset: describe(record),
    move_text=_move_text,
    simulate=_simulate,
    report_text=_report_text,
    default_games=300,
    seconds_per_game=0.12,
    rules_path=lambda: bundled.rules_doc("shima"),
    seat_labels=SEAT_NAMES,
    seating_note=translate("GameSpec", "The seats place their first houses in this order, their second in reverse."),
    telemetry=_telemetry,
    move_kind_in=_move_kind_in,
    end_note=_end_note,
    rate_keys=("seat_win_share", "strength_win_share", "turn_limit_share", "winner_holds"),
    table_picks=picks.table_picks,
    spot_names=picks.spot_names,
    view=shima_views.view,
    table_state=shima_views.table_state,
    redeal_hidden=shima_views.redeal_hidden,
    reshuffle=shima_views.reshuffle,
    widen_chance=_widen_chance,
    board_view=shima_views.board_view,
    standings=_standings,
)
