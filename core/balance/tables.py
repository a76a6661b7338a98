"""Games at a table the lab sets: who sits where, and which kinds of move a seat may not make (no Qt).

A :class:`Table` is one game: the CPU kind of each seat, the move kinds each seat is forbidden
(restricted play: the seat's CPU chooses among the legal moves of other kinds, and is only made to
play a forbidden kind when nothing else is legal), and the seed of the deal. :func:`play_tables`
plays many on local processes or a Dask cluster (:mod:`core.simulation.parallel`), each seeded by
itself, so the same tables give the same outcomes anywhere.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from core.games.game import check_move_count


@dataclass(frozen=True)
class Table:
    """One game to play: a CPU kind per seat, the move kinds each seat may not make, the seed."""

    kinds: tuple[str, ...]
    seed: int
    forbidden: tuple[frozenset[str], ...] = ()


@dataclass
class Outcome:
    """How a table's game ended.

    Attributes:
        places: each seat's place (1 the winners; equal places share).
        moves: the game's length in moves.
        used: per seat, how many moves of each kind it made.
        forced: per seat, how many times it had to make a forbidden kind (nothing else was legal).
        refused: per seat, how many times a forbidden kind was legal and it played another move.
        note: the game's own word for an unusual end (a stall, the turn limit), or None.
        measures: the game's telemetry at its end (:attr:`core.games.spec.GameSpec.telemetry`), each
            measure's mean over the seats, by its name in English.
    """

    places: tuple[int, ...]
    moves: int
    used: list[Counter] = field(default_factory=list)
    forced: list[int] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
    note: str | None = None
    measures: dict[str, float] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)


def play_table(spec, rules, table: Table) -> Outcome:
    """Play ``table`` to its end with the game's engine and CPUs."""
    from core.games.session import GameSession

    players = len(table.kinds)
    session = GameSession.new(spec, rules, list(table.kinds), table.seed)
    forbidden = table.forbidden or (frozenset(),) * players
    used = [Counter() for _ in range(players)]
    forced, refused = [0] * players, [0] * players
    moves = 0
    while not rules.is_over(session.state):
        check_move_count(moves, spec.title_en)
        seat = rules.to_move(session.state)
        legal = session.legal_moves()
        choices = legal
        if forbidden[seat]:
            allowed = [move for move in legal if spec.kind_in(rules, session.state, move) not in forbidden[seat]]
            if not allowed:
                forced[seat] += 1
            elif len(allowed) < len(legal):
                refused[seat] += 1
                choices = allowed
        move = session.cpu(seat).decide(rules, session.state, choices)
        used[seat][spec.kind_in(rules, session.state, move)] += 1
        session.play(move)
        moves += 1
    note = spec.end_note(rules, session.state) if spec.end_note is not None else None
    measures = {}
    if spec.telemetry is not None:
        for name, values in spec.telemetry(rules, session.state).items():
            values = [float(v) for v in values]
            measures[str(name)] = sum(values) / len(values) if values else 0.0
    return Outcome(places_of(spec, rules, session.state, players), moves, used, forced, refused, note, measures)


def places_of(spec, rules, state, players: int) -> tuple[int, ...]:
    """Each seat's place at the end (the game's standings; else by score, equal scores sharing)."""
    if spec.standings is not None:
        places = [0] * players
        for seat, place, _score in spec.standings(rules, state):
            places[seat] = place
        return tuple(places)
    scores = rules.scores(state)
    return tuple(1 + sum(other > mine for other in scores) for mine in scores)


_RULES: dict = {}


def _play_chunk(payload, chunk) -> list[Outcome]:
    """Tables ``chunk`` in a worker process (the game found by name, its rules made once)."""
    from core.games import registry

    name, ruleset_json, dataset_json, tables = payload
    spec = registry.get(name)
    key = (name, ruleset_json, hash(dataset_json))
    if key not in _RULES:
        dataset = None
        if dataset_json is not None:
            from core.models.dataset import Dataset

            dataset = Dataset.model_validate_json(dataset_json)
        _RULES.clear()
        _RULES[key] = spec.make_rules(spec.parse_ruleset(json.loads(ruleset_json)), dataset)
    rules = _RULES[key]
    return [play_table(spec, rules, tables[k]) for k in range(*chunk)]


def play_tables(spec, ruleset, dataset, tables: list[Table], *, workers: int | None = None, dask=None,
                on_progress=None) -> list[Outcome]:
    """Every table's outcome, in order (the same on one process, many, or a Dask cluster)."""
    from core.simulation.parallel import run_chunks

    if dataset is not None:
        from core.validation.validate import require_playable

        require_playable(dataset)
    payload = (spec.name, ruleset.model_dump_json(), dataset.model_dump_json() if dataset is not None else None,
               tables)
    return run_chunks(_play_chunk, payload, len(tables), workers=workers, dask=dask, chunk_size=20,
                      on_progress=on_progress)
