"""What a game tells Kuni Studio about itself: one :class:`GameSpec` per game (no Qt).

Each game package registers one spec (``core/games/<game>/spec.py``, see
:mod:`core.games.registry`). Everything that serves every game — the ``kuni play|simulate|replay``
commands, the app's Game menu and its dialogs, sessions with autosave and resume, records and
their replay, the conformance tests — reads the spec and never asks which game it is.

A spec names the game (a short name and titles in Japanese and English), its rule set (a frozen
pydantic model whose every field has a one-line ``description``), how rules are made (with the
dataset the game is played on, when it needs one), its CPU players with their strengths, how a
move is written as JSON and read back, what a record keeps of a game's end, and its simulator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from core.models.problem_words import problem_words
from core.simulation.telemetry import default_move_kind
from core.text import translate


@dataclass(frozen=True)
class CpuKind:
    """One kind of CPU player.

    Attributes:
        name: what ``--ai`` and the seat menus call it (``random``, ``greedy``, ``planner`` …).
        make: ``make(seed) -> Player``; the player picks among legal moves, deterministically for
            its seed.
        strength: its rank among the game's CPUs (0 the weakest), for menus and reports.
        note: a line for people (what it does, what it costs).
    """

    name: str
    make: Callable[[int], Any]
    strength: int = 0
    note: str = ""


@dataclass(frozen=True)
class SimulationOption:
    """A simulator setting beyond games, players, seed, CPUs and rules (``--compare``, ``--series`` …).

    The command line adds it as ``--<name with dashes>``; the app's simulation dialog as a field.

    Attributes:
        name: the key in :attr:`SimulationConfig.options` (snake_case).
        default: its value when not given; its type decides the field (bool, int or str).
        help: one line for people.
        choices: the values a str option may take (None: any text).
        minimum: the least value of an int option.
        in_app: whether the app's simulation dialog offers it (not a setting that reaches for
            other machines or processes: the app plays in one process).
        replaces_rules: when on, the simulator plays rule sets of its own (the designer's
            proposals side by side): the rule options give way.
        title: what the app's field is called (default: the name in words).
    """

    name: str
    default: Any
    help: str
    choices: tuple[str, ...] | None = None
    minimum: int | None = None
    in_app: bool = True
    replaces_rules: bool = False
    title: str = ""

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def check(self, value: Any) -> Any:
        """The value as the simulator takes it.

        Raises:
            ValueError: a value of the wrong type, not among ``choices`` or below ``minimum``.
        """
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(translate("GameSetup", "{flag} is yes or no, not {value}").format(
                    flag=self.flag, value=repr(value)))
        elif isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(translate("GameSetup", "{flag} is a whole number, not {value}").format(
                    flag=self.flag, value=repr(value)))
            if self.minimum is not None and value < self.minimum:
                raise ValueError(translate("GameSetup", "{flag} {value}: give at least {minimum}").format(
                    flag=self.flag, value=value, minimum=self.minimum))
        elif value is not None and not isinstance(value, str):
            raise ValueError(translate("GameSetup", "{flag} is a text, not {value}").format(
                flag=self.flag, value=repr(value)))
        if self.choices is not None and value not in self.choices:
            raise ValueError(translate("GameSetup", "{flag} is one of {choices}, not {value}").format(
                flag=self.flag, choices=", ".join(self.choices), value=repr(value)))
        return value


@dataclass(frozen=True)
class SimulationConfig:
    """What to simulate, the same for every game.

    Attributes:
        games: how many games.
        players: seats.
        seed: the run's seed (game ``k`` seeds its generators from it and ``k`` only, so the
            figures do not depend on the number of worker processes).
        ai: the CPU kind of each seat.
        ruleset: the game's rule set.
        options: the game's :class:`SimulationOption` values by name.
    """

    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: BaseModel
    options: Mapping[str, Any] = field(default_factory=dict)

    def option(self, name: str) -> Any:
        return self.options[name]


@dataclass(frozen=True)
class GameSpec:
    """One game, as every generic part of Kuni Studio sees it.

    Attributes:
        name: the short name (``karuta``): the command line's word, the files' prefix.
        title_ja, title_en: what people read (旧国かるた / Old-province karuta).
        summary: one line on the game for menus and ``--help``.
        ruleset: the rule set model (frozen pydantic; every field has a ``description``).
        players: the least and most seats.
        default_players: seats of a new game.
        cpus: the CPU kinds by name, weakest first.
        default_cpu: what a simulated seat plays when ``--ai`` is not given.
        table_cpu: what a desktop game's CPU opponents are by default.
        make_rules: ``make_rules(ruleset, dataset)`` — ``dataset`` is None for games that need no
            board.
        dataset_game: the ``Dataset.game`` the game is played on (None: it needs no dataset).
        board_from_text: ``board_from_text(text or None) -> Dataset``: the board named by the
            user's words (prefecture codes, a region; None: the default board).
        board_of_record: the board text a record names (None: it names none).
        board_help: how the user names a board (:attr:`board_flag`'s help), "" for none.
        encode_move / decode_move: one JSON codec for moves (``decode_move`` raises ValueError on
            a malformed move).
        record_format: the ``format`` of this game's records.
        final: what a record keeps of a finished game, checked on replay.
        record_header: extra header fields of a record (the board it was played on, the deal).
        check_header: refuses a record made for another board (raises ValueError).
        initial_state: the state a record starts from (default: dealt from its seed).
        end_text: the end of a game in one line (winners, reason).
        describe: a finished record told move by move for a designer (None: only the end).
        move_text: a move in words as the player to move sees it.
        simulate: ``simulate(config, dataset, workers=…, dask=…, on_progress=…) -> report`` (JSON-able);
            ``dask`` (None, a scheduler address or a client) goes to
            :func:`core.simulation.parallel.run_chunks` with the games.
        report_text: a report as a text table.
        report_table: a report best read as a table of cells (rule sets side by side) as
            ``(caption, headings, rows)``, None for one read as its text.
        plot_report: draws a report on a matplotlib figure (``plot_report(report, figure)``).
        simulation_options: the simulator's settings beyond the common ones.
        games_played: how many games a run of ``config`` plays in all (what its progress counts).
        default_games: the simulator's default number of games.
        seconds_per_game: a rough cost of one game with the default CPUs on one core.
        session_format: the ``format`` of a desktop game's autosave.
        stand_in: the CPU kind that moves for a person whose time ran out (None: the weakest).
        board_flag: the command line's option for naming a board in words (``--prefectures``),
            "" for a game played on a dataset file only.
        state_format, read_state: the ``format`` of a position file and its reader
            (``read_state(rules, data)``, raises ValueError), for ``kuni legal-moves``; None where
            the game has no position files.
        rule_samples: values to try for rule options whose type does not say them (a tuple of
            teams), for the conformance tests that play every option.
        rule_presets: named rule sets a designer proposed, as ``{name: (note, options)}``: the
            new-game and simulator dialogs offer them by name.
        seat_labels: what the seats are called at set-up, in seat order (しま's four islanders,
            北野大茶会's 上座), "" or absent for none.
        seating_note: a line on what the seat order means, shown above the seats at set-up.
        rules_path: ``rules_path() -> Path`` of the rules as the engine plays them (Markdown, shown
            in Help ▸ Rules), None for a game with none written up.
        telemetry: ``telemetry(rules, state) -> {measure: one value per seat}``: what a designer
            reads balance from after each move (cards in hand, points, VP, towns and stars), for
            the per-turn curves (:mod:`core.simulation.telemetry`); None for none beyond the
            branching and the kinds of moves.
        move_kind: what kind of move a move is, for counting (a transfer, a ferry, a 7, an attack).
        move_kind_in: ``move_kind_in(rules, state, move)``, the kind where the move alone cannot
            tell it (a highway card that starts a new line at a junction, a trade at a harbour);
            None when :attr:`move_kind` says it all. Telemetry and the balance lab count by
            :meth:`kind_in`.
        telemetry_share: the share of a run's games watched for the telemetry (about a tenth of
            the run's time: a game whose simulator plays thousands of games a second watches a
            smaller share).
        rate_keys: the report's shares of its games (the seats' wins, a stall rate, each CPU
            kind's share of the wins …), each given a 95 % interval.
        earlier_rules: rule options added after the game's records were first written, each with
            the reading games were played under before it: a record or saved position that does not
            name the option replays under that reading (:meth:`recorded_ruleset`), while a rules
            file or the new-game dialog gets the option's default.
        end_note: ``end_note(rules, final_state)``: a word for an end worth a designer's look (a
            stall, the turn limit, a tie-break), None for an ordinary end; the telemetry keeps the
            first game of each such end for the replay viewer.
        table_picks: ``table_picks(rules, state, legal_moves) -> [Pick]``: how each legal move is
            played on the game's table by pointing — what is picked up, where it goes, what the place
            lights as (:mod:`core.games.table_picks`); None for a game played from its list only.
        spot_names: ``spot_names(rules, state) -> {spot: name}``: what the things on the table are
            called, for the words of a refused click.
        spot_facts: ``spot_facts(rules, state, spot, seat_name) -> [line]``: what a tap on a thing of
            the table tells anyone at it (a town's card: its ★ and where they come from, its
            abilities, its sister cities), only what every seat may know; ``seat_name(seat)`` names
            a seat. None: nothing beyond its name.
        choice_seconds: ``choice_seconds(rules, state) -> seconds | None``: how long a person may take
            over a choice the rules time in online play whatever the clock (市区町村バトル's home: 90 s,
            then the CPU chooses); None for none.
        view: ``view(rules, state, seat) -> dict``: what a seat may see of a position, as JSON (``seat``
            None: a watcher, who sees what is public). It must be the same for every position that
            differs only in what the seat may not know (the others' hands, the deck's order, the dice
            and draws to come, a choice not yet turned up): an online room sends each seat only this.
            None for a game that cannot be played online.
        table_state: ``table_state(rules, view) -> state``: a state a table draws from a view, the
            unseen parts standing in as counts only; the seat to move reads the same legal moves
            from it as from the real position.
        seen_move: ``seen_move(rules, mover, move, seat) -> move``: ``mover``'s move as ``seat`` is
            told it (another's face-down card as an unknown one); by default the move itself.
        widen_chance: ``widen_chance(rules, state, seed) -> state``: the first state with the seed
            of its later chance (dice, draws, a call's outcome) replaced by the 128-bit ``seed``, for
            a game dealt from a room's secret seed (:mod:`core.games.chance`); None for a game with
            no chance after the deal.
        standings: ``standings(rules, final_state) -> [(seat, place, score)]``: how a finished game
            ranks its seats (place 1 the winners; ``score`` what decided it, in words: cards left,
            ★, VP, points), best first, for the end screen; None: the winners only.
        board_view: ``board_view(rules) -> dict``: what a browser draws the table on, as JSON (a
            board's outlines, the island's corners, the names of the cards); the same for every
            game on that board and rule set, so it is served once and cached. None: nothing.
        canonical_board: ``canonical_board(text) -> text``: one spelling of each board a user may
            name (a server keeps and caches a board under it; raises ValueError for a board that is
            not one); by default the words stripped.
        redeal_hidden: ``redeal_hidden(rules, state, seat, rng) -> state``: the same position with
            what ``seat`` cannot see dealt again (the conformance tests check that the seat's view,
            legal moves and the moves it is told do not change).
        reshuffle: ``reshuffle(rules, state, rng) -> state``: the same position with what is still
            to be drawn and nobody has seen (a deck's order) in another order: a move that draws is
            then played both ways from the same public history, and every seat but the drawer and
            every watcher must be told the same (the conformance tests). None: nothing hidden is
            drawn after the deal.
    """

    name: str
    title_ja: str
    title_en: str
    summary: str
    ruleset: type[BaseModel]
    players: tuple[int, int]
    default_players: int
    cpus: Mapping[str, CpuKind]
    default_cpu: str
    table_cpu: str
    make_rules: Callable[[BaseModel, Any], Any]
    encode_move: Callable[[Any], Any]
    decode_move: Callable[[Any], Any]
    record_format: str
    final: Callable[[Any, Any], dict]
    end_text: Callable[[Any, Any], str]
    simulate: Callable[..., dict]
    report_text: Callable[[dict], str]
    move_text: Callable[[Any, Any, Any], str]
    dataset_game: str | None = None
    board_from_text: Callable[[str | None], Any] | None = None
    board_of_record: Callable[[dict], str | None] = lambda record: None
    board_help: str = ""
    record_header: Callable[[Any, Any], dict] = lambda rules, state: {}
    check_header: Callable[[Any, dict], None] = lambda rules, record: None
    initial_state: Callable[[Any, dict], Any] | None = None
    describe: Callable[[dict, Any], str] | None = None
    plot_report: Callable[[dict, Any], None] | None = None
    report_table: Callable[[dict], tuple[str, list[str], list[list[str]]] | None] = lambda report: None
    simulation_options: tuple[SimulationOption, ...] = ()
    games_played: Callable[[SimulationConfig], int] = lambda config: config.games
    default_games: int = 1000
    seconds_per_game: float = 0.01
    stand_in: str | None = None
    board_flag: str = ""
    state_format: str | None = None
    read_state: Callable[[Any, Any], Any] | None = None
    rule_samples: Mapping[str, tuple] = field(default_factory=dict)
    rule_presets: Mapping[str, tuple[str, Mapping[str, Any]]] = field(default_factory=dict)
    seat_labels: tuple[str, ...] = ()
    seating_note: str = ""
    rules_path: Callable[[], Any] | None = None
    telemetry: Callable[[Any, Any], Mapping[str, Any]] | None = None
    move_kind: Callable[[Any], str] = default_move_kind
    move_kind_in: Callable[[Any, Any, Any], str] | None = None
    telemetry_share: float = 0.08
    end_note: Callable[[Any, Any], str | None] | None = None
    rate_keys: tuple[str, ...] = ("seat_win_share",)
    earlier_rules: Mapping[str, Any] = field(default_factory=dict)
    table_picks: Callable[[Any, Any, Any], list] | None = None
    spot_names: Callable[[Any, Any], Mapping] = lambda rules, state: {}
    spot_facts: Callable[[Any, Any, tuple, Callable[[int], str]], list] | None = None
    choice_seconds: Callable[[Any, Any], float | None] | None = None
    view: Callable[[Any, Any, int | None], dict] | None = None
    table_state: Callable[[Any, dict], Any] | None = None
    seen_move: Callable[[Any, int, Any, int | None], Any] = lambda rules, mover, move, seat: move
    redeal_hidden: Callable[[Any, Any, int, random.Random], Any] | None = None
    reshuffle: Callable[[Any, Any, random.Random], Any] | None = None
    canonical_board: Callable[[str | None], str | None] = lambda text: (text or "").strip() or None
    board_view: Callable[[Any], dict] | None = None
    standings: Callable[[Any, Any], list] | None = None
    widen_chance: Callable[[Any, Any, int], Any] | None = None

    @property
    def title(self) -> str:
        return self.title_ja

    @property
    def session_format(self) -> str:
        return f"kuni-{self.name}-session/1"

    @property
    def plays_online(self) -> bool:
        """Whether a room can serve the game (it says what each seat may see)."""
        return self.view is not None and self.table_state is not None

    @property
    def needs_dataset(self) -> bool:
        return self.dataset_game is not None

    def kind_in(self, rules, state, move) -> str:
        """What kind of move ``move`` is, made in ``state``."""
        if self.move_kind_in is not None:
            return self.move_kind_in(rules, state, move)
        return self.move_kind(move)

    def cpu_names(self) -> list[str]:
        """The CPU kinds, weakest first."""
        return sorted(self.cpus, key=lambda name: self.cpus[name].strength)

    def make_cpu(self, kind: str, seed: int):
        """A CPU player of ``kind`` seeded with ``seed``."""
        return self.cpus[kind].make(seed)

    def new_state(self, rules, players: int, seed: int):
        """A new game of ``players`` seats dealt with ``random.Random(seed)``; from a room's secret
        seed, its later chance drawn from 128 bits as well (:mod:`core.games.chance`)."""
        from core.games.chance import chance_seed

        state = rules.initial_state(players, random.Random(seed))
        wide = chance_seed(seed)
        if wide is not None and self.widen_chance is not None:
            state = self.widen_chance(rules, state, wide)
        return state

    def seat_label(self, seat: int) -> str:
        """What seat ``seat`` (0-based) is called at set-up, "" for nothing beyond its number."""
        return self.seat_labels[seat] if seat < len(self.seat_labels) else ""

    def preset_of(self, ruleset) -> str | None:
        """The name of the preset that ``ruleset`` is (None: a mix of its own)."""
        return next((name for name, (_, options) in self.rule_presets.items()
                     if self.ruleset(**options) == ruleset), None)

    def check_players(self, players: int) -> None:
        """Raises ValueError for a number of seats the game is not for."""
        low, high = self.players
        if not low <= players <= high:
            raise ValueError(translate("GameSetup", "{game} is for {low}–{high} players, not {players}: give a number "
                                                    "of players from {low} to {high}").format(
                game=self.title_ja, low=low, high=high, players=players))

    def cpu_kinds(self, text: str | None, players: int) -> tuple[str, ...]:
        """The CPU kind of each seat from ``--ai``-style text: one kind for all, or one per seat;
        None or "" means :attr:`default_cpu` at every seat.

        Raises:
            ValueError: an unknown kind (the known ones named), or not one kind per seat.
        """
        kinds = tuple(k.strip() for k in (text or "").split(",") if k.strip()) or (self.default_cpu,)
        if len(kinds) == 1:
            kinds = kinds * players
        unknown = [k for k in kinds if k not in self.cpus]
        if unknown:
            raise ValueError(translate("GameSetup", "{game} has no CPU called '{kind}': give one of {known}").format(
                game=self.title_ja, kind=unknown[0], known=", ".join(self.cpu_names())))
        if len(kinds) != players:
            raise ValueError(translate("GameSetup", "{kinds} CPU kinds for {players} players: give one kind for "
                                                    "every seat, or one for all").format(kinds=len(kinds),
                                                                                        players=players))
        return kinds

    def recorded_ruleset(self, data: Any, where: str = "ruleset"):
        """The rule set a record or a saved position was played under: as :meth:`parse_ruleset`,
        except that an option it does not name (one added since it was written) takes the reading
        of :attr:`earlier_rules`, so an old save resumes as it was played."""
        if isinstance(data, dict):
            data = {**self.earlier_rules, **data}
        return self.parse_ruleset(data, where)

    def parse_ruleset(self, data: Any, where: str = "rules"):
        """A rule set from JSON data (None or {}: the defaults), strictly: a value of the wrong
        JSON type is refused rather than guessed at (``"yes"`` is not true, ``"3"`` not 3).

        Raises:
            ValueError: the first bad option, named (``where.option: why``).
        """
        import json

        from pydantic import ValidationError

        if data is None:
            data = {}
        if not isinstance(data, dict):
            kind = "null" if data is None else type(data).__name__
            raise ValueError(translate("GameSetup", "{where}: an object of rule options is expected, not {kind}").format(
                where=where, kind=kind))
        try:
            return self.ruleset.model_validate_json(json.dumps(data), strict=True)
        except ValidationError as error:
            from core.games.rules_schema import allowed_values

            first = error.errors()[0]
            place = ".".join(str(part) for part in first["loc"])
            problem = problem_words(first)
            if not place:
                raise ValueError(translate("GameSetup", "{where}: {problem}").format(
                    where=where, problem=problem)) from None
            # what the option may be, as the set-up forms offer it (the rule set's schema)
            option = str(first["loc"][0])
            if first["type"] == "extra_forbidden":
                raise ValueError(translate("GameSetup", "{where}.{place}: there is no such option; the options are "
                                                        "{allowed}").format(
                    where=where, place=place, allowed=allowed_values(self.ruleset, option))) from None
            if first["type"] == "value_error":
                raise ValueError(translate("GameSetup", "{where}.{place}: {problem}").format(
                    where=where, place=place, problem=problem)) from None
            raise ValueError(translate("GameSetup", "{where}.{place}: {problem}; it may be {allowed}").format(
                where=where, place=place, problem=problem, allowed=allowed_values(self.ruleset, option))) from None

    def simulation_config(self, games: int, players: int, seed: int, ai: tuple[str, ...], ruleset,
                          options: Mapping[str, Any] | None = None) -> SimulationConfig:
        """A checked :class:`SimulationConfig` (options not given take their defaults).

        Raises:
            ValueError: no games, a player count or CPU kind the game does not have, an unknown
                or bad option.
        """
        if games < 1:
            raise ValueError(translate("GameSetup", "play at least one game").format())
        self.check_players(players)
        if len(ai) != players or any(k not in self.cpus for k in ai):
            raise ValueError(translate("GameSetup", "give {players} CPU kinds from {known}").format(
                players=players, known=", ".join(self.cpu_names())))
        given = dict(options or {})
        known = {option.name: option for option in self.simulation_options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(translate("GameSetup", "{game} has no simulator option '{option}'").format(
                game=self.title_ja, option=unknown[0]))
        values = {name: option.check(given.get(name, option.default)) for name, option in known.items()}
        return SimulationConfig(games, players, seed, tuple(ai), ruleset, values)

    def rule_options(self) -> list[tuple[str, str, Any]]:
        """Each rule option as ``(name, one-line meaning, default)``, in the model's order."""
        return [(name, info.description or "", info.default) for name, info in self.ruleset.model_fields.items()]
