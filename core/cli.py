"""``kuni``: the Qt-free command line over the same core functions the app uses.

Exit codes (all subcommands): 0 success; 1 the dataset has errors (``validate``) or the command's
check failed; 2 the input could not be read, the output could not be written, or the command line
was wrong. Messages name the file and the place; no Python traceback is shown for bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from core import bundled
from core.io import DatasetError, load_dataset

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


class CliError(Exception):
    """A failure reported as one line on stderr with an exit code."""

    def __init__(self, message: str, code: int = EXIT_UNREADABLE) -> None:
        super().__init__(message)
        self.code = code


def _print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _load(path: str):
    try:
        return load_dataset(path)
    except DatasetError as error:
        raise CliError(str(error)) from None


def cmd_validate(args: argparse.Namespace) -> int:
    from core.validation import has_errors, validate

    dataset = _load(args.path)
    findings = validate(dataset)
    errors = sum(f.severity == "error" for f in findings)
    warnings = len(findings) - errors
    if args.json:
        _print_json({"path": args.path, "valid": errors == 0, "errors": errors, "warnings": warnings,
                     "findings": [f.to_json() for f in findings]})
    else:
        for f in findings:
            print(f"{args.path}: {f.severity}: {f.path}: {f.message}")
        verdict = "invalid" if errors else "valid"
        print(f"{args.path}: {verdict} ({errors} error(s), {warnings} warning(s))")
    return EXIT_INVALID if has_errors(findings) else EXIT_OK


def cmd_info(args: argparse.Namespace) -> int:
    from core.dataset_info import describe, format_info

    info = describe(_load(args.path))
    if args.json:
        _print_json(info)
    else:
        print(format_info(info))
    return EXIT_OK


def _board_for(dataset):
    from core.geometry.board import Board

    if not dataset.board:
        return None
    path = bundled.board_path(dataset.board)
    try:
        return Board.load(path)
    except (OSError, ValueError, KeyError) as error:
        raise CliError(f"{path}: cannot read board '{dataset.board}' ({error})") from None


def cmd_export(args: argparse.Namespace) -> int:
    from core.export import ExportError, export_dataset
    from core.validation import has_errors, validate

    dataset = _load(args.path)
    findings = validate(dataset)
    if has_errors(findings) and not args.force:
        first = next(f for f in findings if f.severity == "error")
        raise CliError(
            f"{args.path}: not exported: the dataset has errors (first: {first.path}: {first.message}); "
            "run 'kuni validate' or pass --force",
            EXIT_INVALID,
        )
    try:
        written = export_dataset(dataset, _board_for(dataset), args.format, args.out)
    except ExportError as error:
        raise CliError(str(error)) from None
    for path in written:
        print(path)
    return EXIT_OK


def cmd_import_specialties(args: argparse.Namespace) -> int:
    from core.edits.municipality_edits import ReplaceSpecialties
    from core.io import save_dataset
    from core.io.specialty_table import read_specialty_table

    dataset = _load(args.path)
    if not dataset.municipalities:
        raise CliError(f"{args.path}: has no towns to give specialties to (a 市区町村バトル board has)")
    try:
        table = read_specialty_table(args.table, dataset)
    except DatasetError as error:
        raise CliError(str(error)) from None
    if table.problems:
        for problem in table.problems:
            print(f"{args.table}: {problem}", file=sys.stderr)
        raise CliError(f"{args.table}: {len(table.problems)} row(s) could not be used; nothing written", EXIT_INVALID)
    if not table.specialties:
        raise CliError(f"{args.table}: names no town; nothing written", EXIT_INVALID)
    ReplaceSpecialties(table.specialties).apply(dataset)
    out = args.out or args.path
    try:
        save_dataset(dataset, out)
    except DatasetError as error:
        raise CliError(str(error)) from None
    count = sum(len(v) for v in table.specialties.values())
    print(f"wrote {out}: {count} specialties for {len(table.specialties)} towns")
    return EXIT_OK


def _build_municipality_sources(geodata: Path, refdata: Path) -> None:
    """Rebuild the committed nationwide board and reference table from ../shared."""
    from core.games.battle.reference import import_reference
    from core.geometry.municipality_board import build_municipality_board
    from core.io.atomic_write import atomic_write_text

    if not geodata.is_dir() or not refdata.is_dir():
        raise CliError(f"{geodata} or {refdata}: not found (give --geodata and --refdata)")
    print(f"building the nationwide municipality board from {geodata} …", file=sys.stderr)
    board = build_municipality_board(geodata)
    reference = import_reference(refdata, board)
    out = bundled.board_path("municipalities")
    try:
        atomic_write_text(out, board.to_json())
        bundled.municipality_reference().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(bundled.municipality_reference(), json.dumps(reference, ensure_ascii=False, indent=1) + "\n")
    except OSError as error:
        raise CliError(f"cannot write the board ({error.strerror or error})") from None
    print(f"wrote {out} ({len(board.regions)} cells) and {bundled.municipality_reference()}")


def cmd_build_municipalities(args: argparse.Namespace) -> int:
    from core.games.battle.board_data import ALL_PREFECTURES, REGIONS, build_battle_board, parse_prefectures
    from core.io import save_dataset

    if args.from_shared:
        shared = bundled.shared_dir()
        _build_municipality_sources(Path(args.geodata) if args.geodata else shared / "geodata",
                                    Path(args.refdata) if args.refdata else shared / "refdata")
    chosen = [x for x in (args.prefectures, args.region, args.all) if x]
    if not chosen:
        if args.from_shared:
            return EXIT_OK
        raise CliError("choose the board: --prefectures 13,14, --region kanto or --all")
    if len(chosen) > 1:
        raise CliError("give only one of --prefectures, --region and --all")
    if not args.out:
        raise CliError("--out PATH is required")
    if args.region:
        if args.region not in REGIONS:
            raise CliError(f"unknown region '{args.region}' (known: {', '.join(REGIONS)})")
        prefectures = REGIONS[args.region]
    elif args.all:
        prefectures = ALL_PREFECTURES
    else:
        try:
            prefectures = parse_prefectures(args.prefectures)
        except ValueError as error:
            raise CliError(str(error)) from None
    try:
        dataset, _board = build_battle_board(prefectures)
    except (OSError, ValueError) as error:
        raise CliError(f"the nationwide municipality board is missing or unreadable ({error}); "
                       "rebuild it with --from-shared") from None
    try:
        save_dataset(dataset, args.out)
    except DatasetError as error:
        raise CliError(str(error)) from None
    print(f"wrote {args.out}: {len(dataset.municipalities)} cells, {len(dataset.sea_links)} suggested sea links")
    return EXIT_OK


def cmd_build_board(args: argparse.Namespace) -> int:
    from core.geometry.province_board import BoardBuildError, build_province_board
    from core.io import save_dataset
    from core.io.atomic_write import atomic_write_text

    if args.kind == "municipalities":
        return cmd_build_municipalities(args)
    if args.kind != "provinces":
        raise CliError(f"unknown board kind '{args.kind}' (known: provinces, municipalities)")
    geodata = Path(args.geodata) if args.geodata else bundled.shared_dir() / "geodata"
    if not geodata.is_dir():
        raise CliError(f"{geodata}: geodata folder not found (give --geodata DIR)")
    dataset_path = Path(args.dataset) if args.dataset else bundled.default_karuta_dataset()
    dataset = _load(str(dataset_path))
    names = {p.id: p.kanji for p in dataset.provinces}
    print(f"building the province board from {geodata} …", file=sys.stderr)
    try:
        board = build_province_board(geodata, args.table or bundled.province_table(), names)
    except (BoardBuildError, OSError, ValueError, KeyError) as error:
        raise CliError(f"board build failed: {error}") from None
    out = Path(args.out) if args.out else bundled.board_path("provinces")
    try:
        atomic_write_text(out, board.to_json())
    except OSError as error:
        raise CliError(f"{out}: cannot be written ({error.strerror or error})") from None
    print(f"wrote {out} ({len(board.regions)} provinces, {sum(map(len, board.adjacency.values())) // 2} land borders)")
    if not args.no_dataset:
        derived = {k: tuple(sorted(v)) for k, v in board.adjacency.items()}
        current = {k: tuple(sorted(v)) for k, v in dataset.adjacency.derived.items()}
        if derived != current:
            dataset.adjacency = dataset.adjacency.model_copy(update={"derived": derived})
            try:
                save_dataset(dataset, dataset_path)
            except DatasetError as error:
                raise CliError(str(error)) from None
            print(f"updated the derived adjacency in {dataset_path}")
        else:
            print(f"{dataset_path}: derived adjacency already up to date")
    return EXIT_OK


def _read_json(path: str, what: str):
    from core.io.load import read_json_file

    try:
        return read_json_file(path)
    except DatasetError as error:
        raise CliError(f"{error} ({what})") from None


def _karuta_rules(dataset_path: str | None, ruleset_data=None):
    from core.games.karuta import KarutaRules
    from core.games.karuta.record import RecordError, ruleset_from_json

    dataset = _load(dataset_path or str(bundled.default_karuta_dataset()))
    if dataset.game != "karuta" or not dataset.provinces:
        raise CliError(f"{dataset_path}: 旧国かるた needs a province dataset (this one is for {dataset.game})")
    try:
        ruleset = ruleset_from_json(ruleset_data)
    except RecordError as error:
        raise CliError(str(error)) from None
    return dataset, KarutaRules(dataset, ruleset)


def cmd_legal_moves(args: argparse.Namespace) -> int:
    from core.games.karuta.record import STATE_FORMAT, RecordError, state_from_json

    data = _read_json(args.state, "state file")
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise CliError(f"{args.state}: not a 旧国かるた state file (expected format {STATE_FORMAT})")
    _, rules = _karuta_rules(args.dataset, data.get("ruleset"))
    try:
        state = state_from_json(rules, data.get("state"))
    except RecordError as error:
        raise CliError(f"{args.state}: {error}") from None
    _print_json([move.to_json() for move in rules.legal_moves(state)])
    return EXIT_OK


def _ai_list(text: str, players: int, known=None) -> tuple[str, ...]:
    """The CPU kind of each seat from ``--ai`` (one kind for all, or one per seat), checked
    against ``known`` (default: the 旧国かるた CPUs)."""
    if known is None:
        from core.games.karuta.players import PLAYERS as known

    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise CliError(f"--ai names {len(kinds)} CPU kinds for {players} players")
    for kind in kinds:
        if kind not in known:
            raise CliError(f"unknown CPU kind '{kind}' (known: {', '.join(known)})")
    return kinds


def _karuta_game(args: argparse.Namespace, players: int):
    """The checks `simulate` and `play` share: the game's name, the player count, the rules file."""
    if args.game != "karuta":
        raise CliError(f"{args.command}: unknown game '{args.game}' (known: karuta, battle, chakai, shima)")
    if not 2 <= players <= 4:
        raise CliError("旧国かるた is for 2–4 players")
    ruleset_data = _read_json(args.rules, "rules file") if args.rules else None
    return _karuta_rules(args.dataset, ruleset_data)


def _battle_dataset(args: argparse.Namespace):
    """The board a battle simulation runs on: --dataset, or --prefectures cut from the nationwide board."""
    if args.dataset:
        dataset = _load(args.dataset)
        if dataset.game != "battle":
            raise CliError(f"{args.dataset}: not a 市区町村バトル board (game {dataset.game})")
        return dataset
    from core.games.battle.board_data import build_battle_board, parse_prefectures

    try:
        return build_battle_board(parse_prefectures(args.prefectures or "13"), "simulation")[0]
    except (OSError, ValueError) as error:
        raise CliError(str(error)) from None


def _battle_setup(args: argparse.Namespace, players: int, karuta_default: str):
    """The CPU strengths per seat and the rule set that `simulate battle` and `play battle` share."""
    from core.games.battle.players import PLAYERS
    from core.games.battle.rules import BattleRuleSet

    if not 2 <= players <= 16:
        raise CliError("市区町村バトル is for 2–16 players")
    # The --ai default names a karuta CPU; for this game it means "normal".
    text = "normal" if args.ai == karuta_default else args.ai
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    kinds = kinds * players if len(kinds) == 1 else kinds
    if len(kinds) != players or any(k not in PLAYERS for k in kinds):
        raise CliError(f"--ai needs {players} strengths from {', '.join(PLAYERS)}")
    return kinds, _rule_options(args, BattleRuleSet)


def cmd_simulate_battle(args: argparse.Namespace) -> int:
    from core.games.battle.simulate import (
        BattleSimulationConfig,
        format_battle_report,
        simulate_battle,
    )
    from core.progress import TerminalProgress

    kinds, ruleset = _battle_setup(args, args.players, "greedy")
    dataset = _battle_dataset(args)
    config = BattleSimulationConfig(args.games, args.players, args.seed, kinds, ruleset)
    progress = TerminalProgress(args.games, "simulating")
    try:
        report = simulate_battle(dataset, config, workers=args.workers, on_progress=progress.advance)
    except ValueError as error:
        raise CliError(str(error)) from None
    finally:
        progress.close()
    return _print_report(args, report, format_battle_report)


def _print_report(args: argparse.Namespace, report, as_text) -> int:
    """A simulation's report: ``--json`` as JSON, else in words."""
    if args.json:
        _print_json(report)
    else:
        print(as_text(report))
    return EXIT_OK


def _chakai_setup(args: argparse.Namespace, players: int, karuta_default: str):
    """The CPU kinds per seat and the rule set that `simulate chakai` and `play chakai` share."""
    from core.games.chakai.players import PLAYERS
    from core.games.chakai.rules import ChakaiRuleSet

    return _table_game_setup(args, players, karuta_default, "北野大茶会", PLAYERS, ChakaiRuleSet, "greedy")


def _table_game_setup(args: argparse.Namespace, players: int, karuta_default: str, title: str, cpus, ruleset_model,
                      default_cpu: str):
    """For the 3–4 player games: the CPU kind per seat (``--ai``; its default names a karuta CPU,
    which means ``default_cpu`` here) and the rule set from ``--rules``."""
    if players not in (3, 4):
        raise CliError(f"{title} is for 3–4 players")
    kinds = _ai_list(default_cpu if args.ai == karuta_default else args.ai, players, cpus)
    return kinds, _rule_options(args, ruleset_model)


def _rule_options(args: argparse.Namespace, model):
    """``--rules FILE`` read into the game's rule-set model (defaults without it)."""
    try:
        return model.model_validate(_read_json(args.rules, "rules file") if args.rules else {})
    except ValueError as error:
        raise CliError(f"rules: {error}") from None


def cmd_simulate_chakai(args: argparse.Namespace) -> int:
    from core.games.chakai.simulate import (
        PROPOSALS,
        ChakaiSimulationConfig,
        compare_proposals,
        format_chakai_report,
        format_comparison,
        simulate_chakai,
    )
    from core.progress import TerminalProgress

    if args.compare and args.rules:
        raise CliError("--compare plays draft 18 and each proposal; leave out --rules")
    kinds, ruleset = _chakai_setup(args, args.players, "greedy")
    if args.series < 1 or args.series > args.games:
        raise CliError(f"--series {args.series}: a match is 1 to --games ({args.games}) games")
    total = args.games * (len(PROPOSALS) if args.compare else 1)
    progress = TerminalProgress(total, "simulating")
    try:
        if args.compare:
            reports = compare_proposals(args.games, args.players, args.seed, kinds, workers=args.workers,
                                        on_progress=progress.advance, series=args.series)
        else:
            report = simulate_chakai(ChakaiSimulationConfig(args.games, args.players, args.seed, kinds, ruleset,
                                                            args.series),
                                     workers=args.workers, on_progress=progress.advance)
    finally:
        progress.close()
    if args.compare:
        return _print_report(args, reports, format_comparison)
    return _print_report(args, report, format_chakai_report)


def _shima_setup(args: argparse.Namespace, players: int, karuta_default: str):
    """The CPU kinds per seat and the rule set that `simulate shima` and `play shima` share."""
    from core.games.shima.players import PLAYERS
    from core.games.shima.rules import ShimaRuleSet

    return _table_game_setup(args, players, karuta_default, "しま", PLAYERS, ShimaRuleSet, "planner")


def cmd_simulate_shima(args: argparse.Namespace) -> int:
    from core.games.shima.simulate import ShimaSimulationConfig, format_shima_report, simulate_shima
    from core.progress import TerminalProgress

    kinds, ruleset = _shima_setup(args, args.players, "greedy")
    progress = TerminalProgress(args.games, "simulating")
    try:
        report = simulate_shima(ShimaSimulationConfig(args.games, args.players, args.seed, kinds, ruleset),
                                workers=args.workers, on_progress=progress.advance)
    finally:
        progress.close()
    return _print_report(args, report, format_shima_report)


def cmd_simulate(args: argparse.Namespace) -> int:
    from core.games.karuta.simulate import SimulationConfig, format_report, simulate
    from core.progress import TerminalProgress

    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise CliError("--workers must be at least 1 (leave it out to use every core)")
    if args.game not in ("karuta", "battle", "chakai", "shima"):
        raise CliError(f"simulate: unknown game '{args.game}' (known: karuta, battle, chakai, shima)")
    if args.compare and args.game != "chakai":
        raise CliError("--compare is for chakai (北野大茶会)")
    if args.series != 1 and args.game != "chakai":
        raise CliError("--series is for chakai (北野大茶会)")
    if args.game == "battle":
        return cmd_simulate_battle(args)
    if args.game == "chakai":
        # the --ai default names a karuta CPU; for this game it means greedy too
        return cmd_simulate_chakai(args)
    if args.game == "shima":
        return cmd_simulate_shima(args)
    dataset, rules = _karuta_game(args, args.players)
    config = SimulationConfig(args.games, args.players, args.seed, _ai_list(args.ai, args.players), rules.ruleset,
                              engine=args.engine)
    progress = TerminalProgress(args.games, "simulating")
    try:
        report = simulate(dataset, config, workers=args.workers, dask=args.dask, on_progress=progress.advance)
    except OSError as error:
        raise CliError(f"cannot reach the Dask cluster {args.dask}: {error}") from None
    finally:
        progress.close()
    if args.plot:
        from qtapp.rendering import render_simulation_plot

        try:
            render_simulation_plot(report, args.plot)
        except OSError as error:
            raise CliError(f"{args.plot}: cannot write the plot ({error})") from None
    return _print_report(args, report, format_report)


def _write_record(args: argparse.Namespace, data: dict) -> None:
    if args.out:
        from core.io.atomic_write import atomic_write_text

        try:
            atomic_write_text(args.out, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as error:
            raise CliError(f"{args.out}: cannot be written ({error.strerror or error})") from None
    if args.json:
        _print_json(data)


def cmd_play_battle(args: argparse.Namespace) -> int:
    from core.games.battle.record import play_recorded
    from core.games.battle.rules import BattleRules

    kinds, ruleset = _battle_setup(args, args.cpus, "planner")
    state, record = play_recorded(BattleRules(_battle_dataset(args), ruleset), list(kinds), args.seed)
    _write_record(args, record)
    if not args.json:
        print(f"{len(record['moves'])} moves, {state.round} rounds; winners {[w + 1 for w in state.winners]} "
              f"({state.end_reason})")
    return EXIT_OK


def cmd_play_chakai(args: argparse.Namespace) -> int:
    from core.games.chakai import record
    from core.games.chakai.rules import ChakaiRules

    kinds, ruleset = _chakai_setup(args, args.cpus, "planner")
    return _play_and_tell(args, record, ChakaiRules(ruleset), kinds)


def _play_and_tell(args: argparse.Namespace, record_module, rules, kinds) -> int:
    """`play` for the games whose record module tells a game in words (北野大茶会, しま)."""
    _state, record = record_module.play_recorded(rules, list(kinds), args.seed)
    _write_record(args, record)
    if not args.json:
        print(record_module.describe(record))
    return EXIT_OK


def cmd_play_shima(args: argparse.Namespace) -> int:
    from core.games.shima import record
    from core.games.shima.rules import ShimaRules

    kinds, ruleset = _shima_setup(args, args.cpus, "planner")
    return _play_and_tell(args, record, ShimaRules(ruleset), kinds)


def cmd_play(args: argparse.Namespace) -> int:
    from core.games.karuta.players import PLAYERS
    from core.games.karuta.record import play_game

    if args.game == "battle":
        return cmd_play_battle(args)
    if args.game == "chakai":
        return cmd_play_chakai(args)
    if args.game == "shima":
        return cmd_play_shima(args)
    dataset, rules = _karuta_game(args, args.cpus)
    kinds = _ai_list(args.ai, args.cpus)
    players = [PLAYERS[kind](args.seed * 10 + seat) for seat, kind in enumerate(kinds)]
    state, record = play_game(rules, players, args.seed, list(kinds))
    record.dataset = dataset.name
    _write_record(args, record.to_json())
    if not args.json:
        winners = ", ".join(f"seat {w + 1} ({kinds[w]})" for w in state.winners)
        print(f"{len(record.moves)} moves, {state.turns} turns; winner: {winners} ({state.end_reason})")
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    from core.games.battle.record import RECORD_FORMAT as BATTLE_FORMAT
    from core.games.battle.record import BattleRecordError, recorded_prefectures, replay_record
    from core.games.chakai.record import RECORD_FORMAT as CHAKAI_FORMAT
    from core.games.chakai.record import ChakaiRecordError
    from core.games.chakai.record import replay_record as replay_chakai
    from core.games.karuta.record import RECORD_FORMAT as KARUTA_FORMAT
    from core.games.karuta.record import GameRecord, RecordError, replay
    from core.games.shima.record import RECORD_FORMAT as SHIMA_FORMAT
    from core.games.shima.record import ShimaRecordError
    from core.games.shima.record import replay_record as replay_shima

    data = _read_json(args.record, "game record")
    formats = (KARUTA_FORMAT, BATTLE_FORMAT, CHAKAI_FORMAT, SHIMA_FORMAT)
    if not isinstance(data, dict) or data.get("format") not in formats:
        # not a record at all: unreadable, not a record that fails to replay
        raise CliError(f"{args.record}: not a game record (its 'format' is none of {', '.join(formats)})",
                       EXIT_UNREADABLE)
    if data.get("format") == SHIMA_FORMAT:
        try:
            _rules, state = replay_shima(data)
        except ShimaRecordError as error:
            raise CliError(f"{args.record}: {error}", EXIT_INVALID) from None
        winner = f"seat {state.winner + 1}" if state.winner >= 0 else "nobody (turn limit)"
        print(f"{args.record}: replays to the recorded end: {len(data.get('moves', []))} moves, "
              f"{state.turn} turns, winner {winner}")
        return EXIT_OK
    if data.get("format") == CHAKAI_FORMAT:
        try:
            rules, state = replay_chakai(data)
        except ChakaiRecordError as error:
            raise CliError(f"{args.record}: {error}", EXIT_INVALID) from None
        print(f"{args.record}: replays to the recorded end: {len(data.get('moves', []))} moves, winners "
              f"{[w + 1 for w in rules.tea_party(state)['winners']]}")
        return EXIT_OK
    if data.get("format") == BATTLE_FORMAT:
        recorded = recorded_prefectures(data)
        if recorded and not args.dataset and not args.prefectures:  # the board the record names
            args.prefectures = ",".join(recorded)
        try:
            state = replay_record(_battle_dataset(args), data)
        except BattleRecordError as error:
            raise CliError(f"{args.record}: {error}", EXIT_INVALID) from None
        print(f"{args.record}: replays to the recorded end: {len(data.get('moves', []))} moves, winners "
              f"{[w + 1 for w in state.winners]} ({state.end_reason})")
        return EXIT_OK
    try:
        record = GameRecord.from_json(data)
        _, rules = _karuta_rules(args.dataset, record.ruleset.model_dump())
        state = replay(rules, record)
    except RecordError as error:
        raise CliError(f"{args.record}: {error}", EXIT_INVALID) from None
    print(f"{args.record}: replays to the recorded end: {len(record.moves)} moves, winners "
          f"{[w + 1 for w in state.winners]} ({state.end_reason})")
    return EXIT_OK


def cmd_overlap(args: argparse.Namespace) -> int:
    from core.geometry.board import Board
    from core.geometry.card_study import (
        DEFAULT_SIZES,
        MUNICIPALITY_LABEL_PX_PER_KM,
        MUNICIPALITY_LABEL_SIZES,
        PROVINCE_BOARD_PX_PER_KM,
        study,
    )

    if args.board not in ("provinces", "municipalities"):
        raise CliError(f"unknown board '{args.board}' (known: provinces, municipalities)")
    if args.scale is not None and not 0 < args.scale <= 100:
        raise CliError("--scale must be between 0 and 100 px per km")
    path = bundled.board_path(args.board)
    try:
        board = Board.load(path)
    except (OSError, ValueError, KeyError) as error:
        raise CliError(f"{path}: cannot read the board ({error})") from None
    if args.board == "municipalities":
        if args.dataset:
            raise CliError("--dataset is for --board provinces (its candidate card sizes)")
        scale = args.scale or MUNICIPALITY_LABEL_PX_PER_KM
        sizes_text = args.sizes or ",".join(MUNICIPALITY_LABEL_SIZES)
        if args.prefectures:
            from core.games.battle.board_data import parse_prefectures
            from core.geometry.municipality_board import cut_board

            try:
                chosen = parse_prefectures(args.prefectures)
            except ValueError as error:
                raise CliError(str(error)) from None
            board = cut_board(board, {r.id for r in board.regions if r.id[:2] in chosen}, "labels")
    else:
        if args.prefectures:
            raise CliError("--prefectures is for --board municipalities")
        scale = args.scale or PROVINCE_BOARD_PX_PER_KM
        sizes_text = args.sizes or ",".join(DEFAULT_SIZES)
        if args.dataset and not args.sizes:
            # the candidates a designer keeps in the dataset (the app's Card size list)
            candidates = _load(args.dataset).card_sizes
            if not candidates:
                raise CliError(f"{args.dataset}: the dataset has no candidate card sizes; give --sizes")
            sizes_text = ",".join(size.label for size in candidates)
    sizes = [s.strip() for s in sizes_text.split(",") if s.strip()]
    from core.progress import TerminalProgress

    if args.exact and (args.allow_hidden_homes or args.allow_crossings):
        raise CliError("--exact keeps every rule: drop --allow-hidden-homes / --allow-crossings")
    progress = TerminalProgress(len(sizes), "laying out cards")

    def told(size: str, answer) -> None:
        # each question of the exact search takes seconds: say how it went
        print(f"kuni overlap: {size}: {answer.said()} ({answer.rounds} rounds, {answer.nogoods} crossings forbidden)",
              file=sys.stderr, flush=True)

    def better(size: str, layout) -> None:
        print(f"kuni overlap: {size}: a lower layout, {layout.shifts().max():.2f} px after the polish "
              f"({layout.seconds:.1f} s)", file=sys.stderr, flush=True)

    try:
        results = study(board, sizes, scale, allow_hidden_homes=args.allow_hidden_homes,
                        allow_crossings=args.allow_crossings, exact=args.exact, on_progress=progress.advance,
                        on_question=told if args.exact else None, on_better=better if args.exact else None)
    except ValueError as error:
        raise CliError(str(error)) from None
    finally:
        progress.close()
    for _row, layout in results:
        for note in layout.notes:
            print(f"kuni overlap: {layout.report()['size']}: {note}", file=sys.stderr)
    if args.png_dir:
        from qtapp.rendering import render_card_layout

        out_dir = Path(args.png_dir)
        x0, y0, x1, y1 = results[0][1].bounds if results else (0, 0, 0, 0)
        if max(x1 - x0, y1 - y0) * 2 > 16000:
            raise CliError(f"the picture would be {int(max(x1 - x0, y1 - y0) * 2)} px wide; cut the board with "
                           "--prefectures or lower --scale")
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CliError(f"{out_dir}: cannot create the folder ({error.strerror or error})") from None
        if args.board == "provinces":
            dataset = _load(str(bundled.default_karuta_dataset()))
            by_id = {p.id: p for p in dataset.provinces}
            names = [by_id[r.id].kanji if r.id in by_id else r.name for r in board.regions]
            colours = [dataset.circuit(by_id[r.id].circuit).colour if r.id in by_id else "#cccccc"
                       for r in board.regions]
        else:
            names = [r.name for r in board.regions]
            colours = ["#9aa5b1"] * len(board.regions)
        for row, layout in results:
            target = out_dir / f"overlap-{row['size']}.png"
            try:
                render_card_layout(board, layout, names, colours, scale, target)
            except OSError as error:
                raise CliError(f"{target}: cannot write the picture ({error})") from None
    rows = [row for row, _ in results]
    if args.json:
        _print_json(rows)
        return EXIT_OK
    print(f"{'size':>7} {'pairs before':>13} {'after':>6} {'max shift':>10} {'mean':>6} {'crossings':>9} "
          f"{'hidden':>6} {'seconds':>8}   designers: pairs before, max shift")
    for row in rows:
        theirs = ""
        if "designers_pairs_before" in row:
            theirs = f"{row['designers_pairs_before']:>5} {row['designers_max_shift_px']:>7.1f} px"
        print(f"{row['size']:>7} {row['pairs_before']:>13} {row['pairs_after']:>6} {row['max_shift_px']:>7.1f} px "
              f"{row['mean_shift_px']:>6.1f} {row['crossings']:>9} {row['hidden_homes']:>6} {row['seconds']:>8.3f}   {theirs}")
    for row in rows:
        if "proven_floor_px" in row:
            print(f"{row['size']}: no layout on the exact search's 1-px lattice keeps every rule within "
                  f"{row['proven_floor_px']:.2f} px (proven by the SAT solver)")
    return EXIT_OK


def cmd_print_kit(args: argparse.Namespace) -> int:
    dataset = _load(args.dataset or str(bundled.default_karuta_dataset()))
    if dataset.game != "karuta" or not dataset.provinces:
        raise CliError(f"{args.dataset}: the kit is made from a 旧国かるた province dataset")
    board = _board_for(dataset)
    if board is None:
        raise CliError("the print kit needs the board geometry, and this dataset names no built board")
    from qtapp.print_kit import CARD_MM, printed_type_sizes, write_print_kit

    try:
        pages = write_print_kit(dataset, board, args.out)
    except OSError as error:
        raise CliError(f"{args.out}: cannot write the kit ({error})") from None
    print(f"{args.out}: {pages} pages ({len(dataset.provinces)} cards, the blank board, a progress sheet)")
    type_pt = printed_type_sizes(dataset)
    print(f"  cards {CARD_MM[0]:g} × {CARD_MM[1]:g} mm; type: kanji {type_pt['kanji']:g} pt (the smallest name), "
          f"reading {type_pt['kana']:g} pt, circuit badge {type_pt['badge']:g} pt")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kuni", description="Kuni Studio command line.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("validate", help="check a dataset; exit 0 valid, 1 invalid, 2 unreadable")
    p.add_argument("path")
    p.add_argument("--json", action="store_true", help="print the findings as JSON")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("info", help="counts and coverage of a dataset")
    p.add_argument("path")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_info)

    p = sub.add_parser("export", help="export a dataset (json, geojson, gpkg, csv)")
    p.add_argument("path")
    p.add_argument("--format", required=True, choices=["json", "geojson", "gpkg", "csv"])
    p.add_argument("--out", required=True, help="output file (json, gpkg) or folder (geojson, csv)")
    p.add_argument("--force", action="store_true", help="export even when the dataset has errors")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("import-specialties", help="give a 市区町村バトル board's towns their specialties (名物 "
                       "and ★) from a CSV")
    p.add_argument("path", help="the board dataset")
    p.add_argument("table", help="CSV: code or name (and prefecture), specialty, stars per row; or the "
                   "municipalities.csv kuni export writes, its specialties column edited")
    p.add_argument("--out", help="write here instead of over PATH")
    p.set_defaults(func=cmd_import_specialties)

    p = sub.add_parser("build-board", help="build a board: provinces (from ../shared), or a municipality "
                       "board cut from the nationwide one")
    p.add_argument("kind", help="provinces | municipalities")
    p.add_argument("--prefectures", help="municipalities: prefecture codes, e.g. 13,14")
    p.add_argument("--region", help="municipalities: hokkaido, tohoku, kanto, chubu, kinki, chugoku, shikoku, kyushu")
    p.add_argument("--all", action="store_true", help="municipalities: every prefecture")
    p.add_argument("--from-shared", action="store_true",
                   help="municipalities: rebuild the committed nationwide board and reference table from ../shared")
    p.add_argument("--refdata", help="refdata folder for --from-shared (default ../shared/refdata)")
    p.add_argument("--geodata", help="geodata folder (default ../shared/geodata)")
    p.add_argument("--table", help="municipality → province table (default data/provinces/…)")
    p.add_argument("--dataset", help="dataset whose derived adjacency to refresh (default the karuta default)")
    p.add_argument("--out", help="provinces: board file (default data/boards/provinces.json); "
                   "municipalities: the dataset to write")
    p.add_argument("--no-dataset", action="store_true", help="do not touch the dataset")
    p.set_defaults(func=cmd_build_board)

    p = sub.add_parser("overlap", help="card overlap study at candidate sizes, with leader lines")
    p.add_argument("--board", default="provinces", help="provinces (旧国かるた cards) or municipalities (town labels)")
    p.add_argument("--sizes", help="card sizes WxH, comma-separated (default: the --dataset's candidates, else the "
                   "designers' four for provinces; 40x14 for municipalities)")
    p.add_argument("--dataset", help="provinces: study this dataset's candidate card sizes (as the app lists them)")
    p.add_argument("--scale", type=float, help="px per km (default 0.41 for provinces, 6 for municipalities)")
    p.add_argument("--prefectures", help="municipalities: prefecture codes to cut the board to (default all)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--png-dir", help="write a picture of each layout into this folder")
    p.add_argument("--allow-hidden-homes", action="store_true",
                   help="let cards cover other provinces' home points (a looser relaxation, to compare)")
    p.add_argument("--allow-crossings", action="store_true", help="let leader lines cross (to compare)")
    p.add_argument("--exact", action="store_true",
                   help="after the quick search, bisect lower with a SAT solver on a 1-px lattice (every rule "
                        "kept; a few minutes at 34x46) and report the shift below which it proved no lattice "
                        "layout exists")
    p.set_defaults(func=cmd_overlap)

    p = sub.add_parser("print-kit", help="write the 旧国かるた print-and-play kit as a PDF")
    p.add_argument("--out", required=True)
    p.add_argument("--dataset", help="dataset (default the bundled karuta dataset)")
    p.set_defaults(func=cmd_print_kit)

    p = sub.add_parser("legal-moves", help="print the legal moves of a 旧国かるた state file as JSON")
    p.add_argument("state")
    p.add_argument("--dataset", help="dataset (default the bundled karuta dataset)")
    p.set_defaults(func=cmd_legal_moves)

    p = sub.add_parser("simulate", help="simulate many games between CPU players")
    p.add_argument("game", help="karuta | battle | chakai (北野大茶会) | shima (しま)")
    p.add_argument("--prefectures", help="battle: prefecture codes of the board (default: the record's, else 13)")
    p.add_argument("--games", type=int, default=5000)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="greedy", help="CPU kind per seat, comma-separated (karuta: random, greedy, "
                   "planner; battle: weak, normal, strong — default normal; chakai: random, greedy, planner (about 1–1.5 s a "
                   "game for each planner seat); shima: random, greedy, planner)")
    p.add_argument("--compare", action="store_true",
                   help="chakai: play draft 18 and each of the designer's proposals on the same deals, side by side")
    p.add_argument("--series", type=int, default=1, metavar="N",
                   help="chakai: also read the games as matches of N (VP added up, the 上座 passing on each game): "
                        "how often a whole match ends level")
    p.add_argument("--rules", help="JSON file of rule options (see docs/rules-karuta.md, rules-battle.md, "
                   "rules-chakai.md, rules-shima.md)")
    p.add_argument("--dataset", help="dataset (default the bundled karuta dataset)")
    p.add_argument("--workers", type=int, help="processes (default: every core)")
    p.add_argument("--dask", help="'local' for a Dask LocalCluster, or a scheduler address tcp://HOST:PORT")
    p.add_argument("--engine", choices=("auto", "python"), default="auto",
                   help="karuta: 'auto' plays the deals in the compiled kernel (same moves, ~10x faster); "
                   "'python' always uses the interpreted engine")
    p.add_argument("--json", action="store_true")
    p.add_argument("--plot", metavar="OUT.png", help="also draw the distributions to a PNG")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("play", help="let CPU players play one game and print its record")
    p.add_argument("game", help="karuta | battle | chakai (北野大茶会: prints the game round by round) | "
                   "shima (しま: prints the game turn by turn)")
    p.add_argument("--prefectures", help="battle: prefecture codes of the board (default: the record's, else 13)")
    p.add_argument("--cpus", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="planner")
    p.add_argument("--rules", help="JSON file of rule options")
    p.add_argument("--dataset", help="dataset (default the bundled karuta dataset)")
    p.add_argument("--out", help="also write the record to this file")
    p.add_argument("--json", action="store_true", help="print the whole record as JSON")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("replay", help="check that a game record replays to its recorded end")
    p.add_argument("record")
    p.add_argument("--prefectures", help="battle: prefecture codes of the board (default: the record's, else 13)")
    p.add_argument("--dataset", help="dataset (default the bundled karuta dataset)")
    p.set_defaults(func=cmd_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run ``kuni``; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CliError as error:
        print(f"kuni: {error}", file=sys.stderr)
        return error.code
    except KeyboardInterrupt:
        print("kuni: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader stopped early (`kuni simulate … | head`): what it read is all it wanted
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so that the interpreter's final flush stays quiet
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
