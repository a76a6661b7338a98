"""Build boards: the province board from ../shared, or a municipality board cut from the nationwide one: ``kuni build-board`` (no Qt)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core import bundled
from core.cli.errors import EXIT_OK, CliError
from core.cli.inputs import load
from core.cli.outputs import add_force_argument, output_path
from core.io import DatasetError
from core.io.output_files import NOT_WRITTEN, reason
from core.text import say, sentence_of, translate


def _build_municipality_sources(geodata: Path, refdata: Path) -> None:
    """Rebuild the committed nationwide board and reference table from ../shared."""
    from core.geometry.karafuto_1945 import table_from_reference, table_text
    from core.geometry.karafuto_1945 import table_path as karafuto_table_path
    from core.geometry.municipality_board import build_municipality_board
    from core.geometry.municipality_reference import import_reference
    from core.geometry.north_1945 import BOARD_NAME as NORTH_BOARD
    from core.geometry.north_1945 import build_north_board
    from core.io.atomic_write import atomic_write_text

    if not geodata.is_dir() or not refdata.is_dir():
        raise CliError(translate("kuni", "{geodata} or {refdata} is not a folder: give --geodata and --refdata").format(
            geodata=str(geodata), refdata=str(refdata)))
    print(f"building the nationwide municipality board from {geodata} …", file=sys.stderr)
    board = build_municipality_board(geodata)
    reference = import_reference(refdata, board)
    karafuto = table_from_reference(refdata / "karafuto_1945" / "municipalities.csv")
    north = build_north_board(geodata / "natural-earth", karafuto)
    out = bundled.board_path("municipalities")
    try:
        atomic_write_text(out, board.to_json())
        atomic_write_text(bundled.board_path(NORTH_BOARD), north.to_json())
        atomic_write_text(karafuto_table_path(), table_text(karafuto))
        bundled.municipality_reference().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(bundled.municipality_reference(), json.dumps(reference, ensure_ascii=False, indent=1) + "\n")
    except OSError as error:
        raise CliError(translate("kuni", "the board cannot be written ({why})").format(why=reason(error))) from None
    print(f"wrote {out} ({len(board.regions)} cells), {bundled.board_path(NORTH_BOARD)} ({len(north.regions)} "
          f"cells of the 1945 千島列島 and 南樺太), {karafuto_table_path()} and {bundled.municipality_reference()}")


def _refuse_in_bundle() -> None:
    """The bundled boards are rebuilt in a source checkout; the standalone app's folder is read only."""
    if bundled.FROZEN:
        raise CliError(translate(
            "kuni", "the standalone app's bundled data is read only: rebuild the bundled boards in a source checkout "
                    "(a province board elsewhere: --out PATH --no-dataset)").format())


def cmd_build_municipalities(args: argparse.Namespace) -> int:
    from core.geometry.municipality_dataset import ALL_PREFECTURES, REGIONS, build_battle_board, parse_prefectures
    from core.io import save_dataset

    if args.from_shared:
        _refuse_in_bundle()
        shared = bundled.shared_dir()
        _build_municipality_sources(Path(args.geodata) if args.geodata else shared / "geodata",
                                    Path(args.refdata) if args.refdata else shared / "refdata")
    chosen = [x for x in (args.prefectures, args.region, args.all) if x]
    if not chosen:
        if args.from_shared:
            return EXIT_OK
        raise CliError(translate("kuni", "choose the board: --prefectures 13,14, --region kanto or --all").format())
    if len(chosen) > 1:
        raise CliError(translate("kuni", "give only one of --prefectures, --region and --all").format())
    if not args.out:
        raise CliError(translate("kuni", "--out PATH is required").format())
    output_path(args.out, force=args.force, kind="json")  # never over a picture or a PDF
    if args.region:
        if args.region not in REGIONS:
            raise CliError(translate("kuni", "unknown region '{region}' (known: {known})").format(region=args.region,
                                                                                 known=", ".join(REGIONS)))
        prefectures = REGIONS[args.region]
    elif args.all:
        prefectures = ALL_PREFECTURES
    else:
        try:
            prefectures = parse_prefectures(args.prefectures)
        except ValueError as error:
            raise CliError(sentence_of(error)) from None
    try:
        dataset, _board = build_battle_board(prefectures, wards=args.wards, north_1945=not args.today)
    except (OSError, ValueError) as error:
        raise CliError(translate(
            "kuni", "the nationwide municipality board is missing or cannot be read ({why}); rebuild it with "
            "--from-shared").format(why=sentence_of(error))) from None
    try:
        save_dataset(dataset, args.out)
    except DatasetError as error:
        raise CliError(error.sentence()) from None
    suggested = sum(link.suggested for link in dataset.sea_links)
    print(say(translate("kuni", "wrote {out}: {cells} cells, {links} sea links ({suggested} suggested)").format(
        out=args.out, cells=len(dataset.municipalities), links=len(dataset.sea_links), suggested=suggested)))
    return EXIT_OK


def cmd_build_board(args: argparse.Namespace) -> int:
    from core.geometry.province_board import BoardBuildError, build_province_board
    from core.io import save_dataset
    from core.io.atomic_write import atomic_write_text

    if args.kind == "municipalities":
        return cmd_build_municipalities(args)
    if args.kind != "provinces":
        raise CliError(translate("kuni", "unknown board kind '{kind}' (known: provinces, municipalities)").format(kind=args.kind))
    if not args.out or not args.no_dataset:
        _refuse_in_bundle()
    geodata = Path(args.geodata) if args.geodata else bundled.shared_dir() / "geodata"
    if not geodata.is_dir():
        raise CliError(translate("kuni", "{geodata} is not a folder of geodata: give --geodata DIR").format(
            geodata=str(geodata)))
    dataset_path = Path(args.dataset) if args.dataset else bundled.default_karuta_dataset()
    dataset = load(str(dataset_path))
    names = {p.id: p.kanji for p in dataset.provinces}
    print(f"building the province board from {geodata} …", file=sys.stderr)
    try:
        board = build_province_board(geodata, args.table or bundled.province_table(), names)
    except (BoardBuildError, OSError, ValueError, KeyError) as error:
        raise CliError(translate("kuni", "the board could not be built: {why}").format(why=sentence_of(error))) from None
    out = Path(args.out) if args.out else bundled.board_path("provinces")
    if args.out:
        output_path(out, force=args.force, kind="json")
    try:
        atomic_write_text(out, board.to_json())
    except OSError as error:
        raise CliError(NOT_WRITTEN.format(out=str(out), why=reason(error))) from None
    print(f"wrote {out} ({len(board.regions)} provinces, {sum(map(len, board.adjacency.values())) // 2} land borders)")
    if not args.no_dataset:
        derived = {k: tuple(sorted(v)) for k, v in board.adjacency.items()}
        current = {k: tuple(sorted(v)) for k, v in dataset.adjacency.derived.items()}
        if derived != current:
            dataset.adjacency = dataset.adjacency.model_copy(update={"derived": derived})
            try:
                save_dataset(dataset, dataset_path)
            except DatasetError as error:
                raise CliError(error.sentence()) from None
            print(f"updated the derived adjacency in {dataset_path}")
        else:
            print(f"{dataset_path}: derived adjacency already up to date")
    return EXIT_OK


def add_parser(sub) -> None:
    p = sub.add_parser("build-board", help=translate(
        "kuni", "build a board: provinces (from ../shared), or a municipality board cut from the nationwide one"))
    p.add_argument("kind", help=translate("kuni", "provinces | municipalities"))
    p.add_argument("--prefectures", help=translate("kuni", "municipalities: prefecture codes, e.g. 13,14"))
    p.add_argument("--region", help=translate(
        "kuni", "municipalities: hokkaido, tohoku, kanto, chubu, kinki, chugoku, shikoku, kyushu"))
    p.add_argument("--all", action="store_true", help=translate("kuni", "municipalities: every prefecture"))
    p.add_argument("--from-shared", action="store_true",
                   help=translate("kuni", "municipalities: rebuild the committed nationwide board and reference "
                                  "table from ../shared"))
    p.add_argument("--refdata", help=translate("kuni", "refdata folder for --from-shared (default ../shared/refdata)"))
    p.add_argument("--geodata", help=translate("kuni", "geodata folder (default ../shared/geodata)"))
    p.add_argument("--table", help=translate("kuni", "municipality → province table (default data/provinces/…)"))
    p.add_argument("--dataset", help=translate(
        "kuni", "dataset whose derived adjacency to refresh (default the karuta default)"))
    p.add_argument("--out", help=translate("kuni", "provinces: board file (default data/boards/provinces.json); "
                   "municipalities: the dataset to write"))
    p.add_argument("--wards", action="store_true", help=translate(
        "kuni", "municipalities: a town per ward of each designated city (default: each city one town)"))
    p.add_argument("--today", action="store_true", help=translate(
        "kuni", "municipalities: without the 1945 千島列島 districts and 南樺太 (default: with them when 北海道 is chosen)"))
    p.add_argument("--no-dataset", action="store_true", help=translate("kuni", "do not touch the dataset"))
    add_force_argument(p, translate("kuni", "replace an --out file of another kind than JSON"))
    p.set_defaults(func=cmd_build_board)
