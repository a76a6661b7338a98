"""市区町村バトル's registration: what the generic parts of Kuni Studio need to know of it (no Qt)."""

from __future__ import annotations

from core import bundled
from core.games.battle import picks, town_facts
from core.games.battle import views as battle_views
from core.games.battle.players import PLAYERS
from core.games.battle.record import (
    RECORD_FORMAT,
    board_prefectures,
    board_signature,
    final_of,
    move_text,
    piece_names,
    recorded_prefectures,
)
from core.games.battle.rules import MAX_PLAYERS, BattleMove, BattleRules, BattleRuleSet
from core.games.spec import CpuKind, GameSpec
from core.games.standings import ranked, winners_text
from core.text import translate

#: How long a person online may take to choose a home before the CPU chooses for them.
HOME_CHOICE_SECONDS = 90.0


def _rules(ruleset: BattleRuleSet, dataset) -> BattleRules:
    if dataset is None:
        dataset = board_from_text(None)
    if not dataset.is_municipality_board:
        raise ValueError(translate("BattleSetup", "市区町村バトル is played on a municipality board (this dataset is for "
                                                  "{game})").format(game=dataset.game))
    return BattleRules(dataset, ruleset)


#: After a board's prefectures (``14:wards``): each ward of a designated city its own town.
WARDS_OPTION = "wards"
#: After a board's prefectures (``01:today``): without the 1945 千島列島 districts and 南樺太.
TODAY_OPTION = "today"


def board_from_text(text: str | None):
    """The board of ``text`` (prefecture codes such as ``13,14`` or a region such as ``kanto``,
    each designated city one town, with 北海道 the 1945 千島列島 districts and 南樺太; options after a colon:
    ``wards`` for a town per ward, ``today`` without the 1945 districts, as ``01:wards,today``;
    None: 東京都) cut from the bundled nationwide board.

    Raises:
        ValueError: not prefecture codes or a region; OSError: the bundled board is missing.
    """
    from core.geometry.municipality_dataset import build_battle_board

    codes, options = _board_words(text)
    return build_battle_board(codes, wards=WARDS_OPTION in options, north_1945=TODAY_OPTION not in options)[0]


def _board_words(text: str | None) -> tuple[list[str], set[str]]:
    """The prefecture codes and options ``text`` names (see :func:`board_from_text`).

    Raises:
        ValueError: not prefecture codes or a region, or an unknown option.
    """
    from core.geometry.municipality_dataset import REGIONS, parse_prefectures

    text = (text or "13").strip()
    chosen, _, written = text.partition(":")
    chosen = chosen.strip()
    options = {part.strip() for part in written.split(",") if part.strip()}
    for option in options - {WARDS_OPTION, TODAY_OPTION}:
        raise ValueError(translate("BattleSetup", "'{option}' is not a board option (':{wards}' splits designated "
                                                  "cities into wards, ':{today}' leaves out the 1945 千島列島 and "
                                                  "南樺太)").format(option=option, wards=WARDS_OPTION,
                                                                    today=TODAY_OPTION))
    return list(REGIONS[chosen] if chosen in REGIONS else parse_prefectures(chosen)), options


def canonical_board(text: str | None) -> str:
    """One spelling of each board: ``kanto``, `` 14,13 `` and ``13,14`` name the same towns, and
    are kept and cached as one (``08,09,10,11,12,13,14``; options sorted after a colon).

    Raises:
        ValueError: as :func:`board_from_text`.
    """
    codes, options = _board_words(text)
    return ",".join(sorted(set(codes))) + (f":{','.join(sorted(options))}" if options else "")


def _board_of_record(record: dict) -> str | None:
    recorded = recorded_prefectures(record)
    if not recorded:
        return None
    # a record from before these options says nothing: it was played on wards, without the districts
    whole = isinstance(record, dict) and record.get("designated_cities") == "whole"
    north = isinstance(record, dict) and record.get("north_1945") is True
    options = ([] if whole else [WARDS_OPTION]) + ([] if north or "01" not in recorded else [TODAY_OPTION])
    return ",".join(recorded) + (f":{','.join(options)}" if options else "")


def _header(rules: BattleRules, state) -> dict:
    from core.geometry.designated_cities import WHOLE_CITIES_BOARD

    whole = rules.dataset.board == WHOLE_CITIES_BOARD
    from core.geometry.north_1945 import DISTRICTS

    north = any(rules.dataset.municipality(code) is not None for code, *_rest in DISTRICTS)
    return {"board": board_signature(rules), "prefectures": board_prefectures(rules),
            "designated_cities": "whole" if whole else "wards", "north_1945": north}


def _check_header(rules: BattleRules, record: dict) -> None:
    board = record.get("board")
    if board and board != board_signature(rules):
        cells = board.get("cells", "?") if isinstance(board, dict) else "?"
        raise ValueError(translate("BattleSetup", "the record was played on another board ({cells} cells); give "
                                                  "the same board (--prefectures or --dataset)").format(cells=cells))


#: How a 市区町村バトル game ends, in words.
END_REASONS = {"last_home": translate("BattleEnd", "one home was left"),
               "turn_limit": translate("BattleEnd", "the last round was played")}


def _end_text(rules: BattleRules, state) -> str:
    reason = END_REASONS.get(state.end_reason)
    return translate("BattleEnd", "{turns} turns, {rounds} rounds; winner {winners} ({reason})").format(
        turns=state.turns, rounds=state.round, winners=winners_text(state.winners),
        reason=reason.format() if reason is not None else state.end_reason)


def _move_text(rules: BattleRules, state, move: BattleMove) -> str:
    return move_text(rules, piece_names(rules.dataset), state, move)


def _simulate(config, dataset, *, workers=None, dask=None, on_progress=None) -> dict:
    from core.games.battle.simulate import BattleSimulationConfig, simulate_battle

    dataset = dataset if dataset is not None else board_from_text(None)
    own = BattleSimulationConfig(config.games, config.players, config.seed, config.ai, config.ruleset)
    return simulate_battle(dataset, own, workers=workers, dask=dask, on_progress=on_progress)


def _report_text(report: dict) -> str:
    from core.games.battle.simulate import format_battle_report

    return format_battle_report(report)


#: The kinds of move the simulator's telemetry counts, marked so that the report picture names them.
MOVE_KINDS = (
    translate("MoveKind", "move"), translate("MoveKind", "place"), translate("MoveKind", "attack"),
    translate("MoveKind", "swap"),
)


def _telemetry(rules: BattleRules, state) -> dict:
    """Each seat's towns on the board and its ★ (on the board and in hand) after a move."""
    seats = range(len(state.alive))
    on_board = [0] * len(state.alive)
    for piece, where in enumerate(state.where):
        if where >= 0 and 0 <= state.owner[piece] < len(on_board):
            on_board[state.owner[piece]] += 1
    return {translate("Telemetry", "towns"): on_board,
            translate("Telemetry", "stars"): [rules.star_total(state, k) for k in seats]}

def _end_note(rules: BattleRules, state) -> str | None:
    return "turn limit" if state.end_reason == "turn_limit" else None

def _standings(rules: BattleRules, state) -> list[tuple]:
    """The winners first (in 紅白戦 the winning team's seats), then the seats still in by their ★ on
    the board and in hand (what the turn limit decides by), then the fallen; in 紅白戦 each score
    says its team's ★ too."""
    from core.games.battle.rules import TEAM_NAMES

    teams = rules.ruleset.teams
    seats = range(len(state.alive))
    team_stars = {}
    if teams is not None:
        for seat in seats:
            team_stars[teams[seat]] = team_stars.get(teams[seat], 0) + rules.star_total(state, seat)

    def towns(seat: int) -> int:
        return sum(1 for piece, where in enumerate(state.where) if where >= 0 and state.owner[piece] == seat)

    def score(seat: int):
        said = translate("Standings", "★{stars}, {towns} towns").format(stars=rules.star_total(state, seat),
                                                                        towns=towns(seat))
        if not state.alive[seat]:
            said = translate("Standings", "{score} (home lost)").format(score=said)
        if teams is not None:
            said = translate("Standings", "{score}; {team} ★{stars} in all").format(
                score=said, team=TEAM_NAMES[teams[seat]], stars=team_stars[teams[seat]])
        return said

    return ranked(seats, lambda seat: (0,) if seat in state.winners else (1, not state.alive[seat],
                                                                          -rules.star_total(state, seat)), score)


def _widen_chance(rules, state, seed: int):
    """The overseas calls of a room's game from 128 bits, and each call's next seed as wide
    (core.games.chance; BattleRules._call)."""
    from dataclasses import replace

    return replace(state, seed=seed)


SPEC = GameSpec(
    name="battle",
    title_ja="市区町村バトル",
    title_en="Municipality battle",
    summary=translate(
        "GameSpec", "every municipality of the chosen prefectures is a piece: move, encircle and attack to merge towns"),
    ruleset=BattleRuleSet,
    players=(2, MAX_PLAYERS),
    default_players=4,
    cpus={
        "weak": CpuKind("weak", PLAYERS["weak"], 0, translate("CpuKind", "any move that is not hopeless").format()),
        "normal": CpuKind("normal", PLAYERS["normal"], 1,
                          translate("CpuKind", "weighs each move's gains and risks").format()),
        "strong": CpuKind("strong", PLAYERS["strong"], 2,
                          translate("CpuKind", "also weighs the others' threats and options").format()),
    },
    default_cpu="normal",
    table_cpu="normal",
    make_rules=_rules,
    dataset_game="battle",
    board_from_text=board_from_text,
    board_of_record=_board_of_record,
    board_flag="--prefectures",
    board_help=translate("kuni", "prefecture codes of the board (13,14) or a region (kanto), each designated city one "
                         "town (add :wards for a town per ward; :today leaves out the 1945 千島列島 and 南樺太 of 北海道); "
                         "default: the record's, else 13 (東京都)"),
    encode_move=BattleMove.to_json,
    decode_move=BattleMove.from_json,
    record_format=RECORD_FORMAT,
    record_header=_header,
    check_header=_check_header,
    final=lambda rules, state: final_of(state),
    end_text=_end_text,
    move_text=_move_text,
    simulate=_simulate,
    report_text=_report_text,
    rule_samples={"teams": ((0, 1), (1, 0))},
    default_games=200,
    seconds_per_game=0.1,
    # 時間切れ: 「CPUがかわりに1手指します」
    stand_in="normal",
    rules_path=lambda: bundled.rules_doc("battle"),
    telemetry=_telemetry,
    end_note=_end_note,
    rate_keys=("seat_win_share", "strength_win_share", "turn_limit_rate"),
    # 「オンラインで90秒たってもえらばない人は、CPUが代わりにえらびます」
    choice_seconds=lambda rules, state: HOME_CHOICE_SECONDS if state.phase == "homes" else None,
    table_picks=picks.table_picks,
    spot_names=picks.spot_names,
    spot_facts=town_facts.spot_facts,
    view=battle_views.view,
    table_state=battle_views.table_state,
    redeal_hidden=battle_views.redeal_hidden,
    widen_chance=_widen_chance,
    board_view=battle_views.board_view,
    canonical_board=canonical_board,
    standings=_standings,
    # (an unaffiliated town's 足止め slowed nobody before the option was named)
    earlier_rules={"unaffiliated_ashidome": "nobody"},
)
