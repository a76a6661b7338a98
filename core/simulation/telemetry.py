"""Per-turn telemetry for any registered game: what a designer reads balance from, move by move
(no Qt).

A sample of games between the run's CPUs is played through the game's engine with every decision
watched: how many legal moves the player had (branching), what kind of move was made (a transfer,
a ferry, a 7, an attack …: :meth:`core.games.spec.GameSpec.kind_in`), and the game's own
measures of each seat after it (cards in hand, points, VP, towns and stars:
:attr:`core.games.spec.GameSpec.telemetry`). They are reported as curves over the game — the mean
and the 10th–90th percentile spread at each turn, over the games still being played then — and
as counts of each kind of move per game.

The sample is a share of the run's games (:attr:`core.games.spec.GameSpec.telemetry_share`,
chosen per game so that watching costs about a tenth of the run: a compiled simulator's thousands
of games a second watch fewer), at least :data:`MIN_GAMES` and at most :data:`MAX_GAMES`, never
more than the run's games. Its size and its games' seeds come from the run alone, so the same run
gives the same telemetry.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter, defaultdict

#: The fewest games a telemetry sample has (when the run has that many).
MIN_GAMES = 20
#: The most: enough for smooth curves.
MAX_GAMES = 400
#: Curves are cut to at most this many points (turns are binned beyond it).
MAX_POINTS = 200


def default_move_kind(move) -> str:
    """A move's kind for counting: its ``kind`` attribute, or the first element of a tuple move."""
    kind = getattr(move, "kind", None)
    if kind is None and isinstance(move, tuple | list) and move:
        kind = move[0]
    return str(kind) if kind is not None else type(move).__name__


class _Game:
    """One game's watched decisions."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.note: str | None = None  # how it ended, when that is worth a look (a stall, the turn limit)
        self.branching: list[int] = []
        self.measures: dict[str, list[list[float]]] = defaultdict(list)  # name → per turn, per seat
        self.kinds: Counter = Counter()
        self.kinds_by_turn: list[str] = []


def play_watched(spec, rules, kinds: list[str], seed: int) -> _Game:
    """One game between CPUs of ``kinds``, dealt and seeded as :func:`core.games.record.play` does,
    with every decision watched."""
    state = spec.new_state(rules, len(kinds), seed)
    players = [spec.make_cpu(kind, random.Random(f"{seed}:cpu:{seat}").getrandbits(32))
               for seat, kind in enumerate(kinds)]
    watched = _Game(seed)
    measure = spec.telemetry
    while not rules.is_over(state):
        legal = rules.legal_moves(state)
        move = players[rules.to_move(state)].decide(rules, state, legal)
        kind = spec.kind_in(rules, state, move)
        state = rules.apply(state, move)
        watched.branching.append(len(legal))
        watched.kinds[kind] += 1
        watched.kinds_by_turn.append(kind)
        if measure is not None:
            for name, values in measure(rules, state).items():
                watched.measures[name].append([float(v) for v in values])
    if spec.end_note is not None:
        watched.note = spec.end_note(rules, state)
    return watched


def games_of_note(watched: list[_Game]) -> dict:
    """The sample's shortest and longest games and the first of each unusual end, each as the
    seed that deals it again (``kuni play GAME --seed S --ai …`` plays it move for move)."""
    def entry(game: _Game) -> dict:
        return {"seed": game.seed, "moves": len(game.branching)}

    notes = {"shortest": entry(min(watched, key=lambda g: len(g.branching))),
             "longest": entry(max(watched, key=lambda g: len(g.branching)))}
    for game in watched:
        if game.note and game.note not in notes:
            notes[game.note] = entry(game)
    return notes


def _bins(length: int) -> list[range]:
    """Turns ``0 … length-1`` as at most :data:`MAX_POINTS` consecutive bins."""
    size = max(1, -(-length // MAX_POINTS))
    return [range(start, min(start + size, length)) for start in range(0, length, size)]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _curve(series: list[list[float]], bins: list[range]) -> dict:
    """Mean and 10th/90th percentiles per bin of turns, over the games that reached it."""
    mean, p10, p90, games = [], [], [], []
    for span in bins:
        values = [game[turn] for game in series for turn in span if turn < len(game)]
        if not values:
            break
        mean.append(round(statistics.fmean(values), 3))
        p10.append(round(_percentile(values, 0.1), 3))
        p90.append(round(_percentile(values, 0.9), 3))
        games.append(sum(1 for game in series if span.start < len(game)))
    return {"mean": mean, "p10": p10, "p90": p90, "games": games}


def sample_size(games: int, share: float) -> int:
    """How many of a run's ``games`` to watch: ``share`` of them, at least :data:`MIN_GAMES`, at
    most :data:`MAX_GAMES` and the run's own games."""
    return max(1, min(games, MAX_GAMES, max(MIN_GAMES, round(games * share))))


_RULES: dict = {}


def _watch_chunk(payload, chunk) -> list[_Game]:
    """Games ``chunk`` of a telemetry sample, in a worker process (the game found by name)."""
    from core.games import registry

    name, config, dataset_json = payload
    spec = registry.get(name)
    key = (name, config.ruleset, hash(dataset_json))
    if key not in _RULES:
        dataset = None
        if dataset_json is not None:
            from core.models.dataset import Dataset

            dataset = Dataset.model_validate_json(dataset_json)
        _RULES.clear()
        _RULES[key] = spec.make_rules(config.ruleset, dataset)
    rules = _RULES[key]
    return [play_watched(spec, rules, list(config.ai), random.Random(f"telemetry:{config.seed}:{k}").getrandbits(31))
            for k in range(*chunk)]


def collect(spec, config, dataset=None, workers: int | None = None) -> dict:
    """The telemetry of ``config``'s CPUs under its rules, from a sample of
    :func:`sample_size` games (on ``workers`` processes, as the run itself).

    Returns:
        ``{"games", "seconds", "at_move", "branching", "measures", "move_kinds", "lengths",
        "games_of_note"}`` — the axis is
        the move number (``at_move``: the first move of each point; a turn of several cards is
        several moves), every curve is ``{"mean", "p10", "p90",
        "games"}``, ``measures`` holds one curve per seat for each of the game's measures, and
        ``move_kinds`` each kind's mean count per game and its curve (the share of the moves
        made at each turn).
    """
    from core.simulation.parallel import run_chunks

    started = time.perf_counter()
    payload = (spec.name, config, dataset.model_dump_json() if dataset is not None else None)
    watched = run_chunks(_watch_chunk, payload, sample_size(config.games, spec.telemetry_share), workers=workers,
                         chunk_size=10)
    longest = max(len(game.branching) for game in watched)
    bins = _bins(longest)
    out = {
        "games": len(watched),
        "seconds": round(time.perf_counter() - started, 3),
        "at_move": [span.start + 1 for span in bins],
        "branching": _curve([[float(b) for b in game.branching] for game in watched], bins),
        "measures": {},
        "move_kinds": {},
    }
    names = list(dict.fromkeys(name for game in watched for name in game.measures))
    for name in names:
        seats = max(len(turn) for game in watched for turn in game.measures[name]) if watched else 0
        out["measures"][name] = [
            _curve([[turn[seat] for turn in game.measures[name] if seat < len(turn)] for game in watched], bins)
            for seat in range(seats)]
    totals = Counter()
    for game in watched:
        totals.update(game.kinds)
    lengths = Counter(len(game.branching) for game in watched)
    out["lengths"] = {str(length): count for length, count in sorted(lengths.items())}
    out["games_of_note"] = games_of_note(watched)
    for kind in sorted(totals):
        share = _curve([[1.0 if k == kind else 0.0 for k in game.kinds_by_turn] for game in watched], bins)
        out["move_kinds"][kind] = {"per_game": round(totals[kind] / len(watched), 3), "share_by_turn": share["mean"]}
    return out
