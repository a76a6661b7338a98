"""Nim, the conformance tests' own small game: it lives in tests/ only and shows that a game's
package plus one registration is all Kuni Studio needs (rules, CPUs, records, sessions, the
simulator, the command line).

Piles of stones; the player to move takes one or more stones from one pile; whoever takes the last
stone wins (or loses, in misère). Seats take turns from a starting seat drawn from the seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.games.game import IllegalMove
from core.games.spec import CpuKind, GameSpec, SimulationOption
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary


class NimRuleSet(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    piles: tuple[int, ...] = Field(default=(3, 4, 5), description="stones in each pile at the start")
    max_take: int | None = Field(default=None, ge=1, le=20, description="most stones one move may take (none: a whole pile)")
    misere: bool = Field(default=False, description="whoever takes the last stone loses instead of winning")

    @field_validator("piles")
    @classmethod
    def _piles(cls, piles: tuple[int, ...]) -> tuple[int, ...]:
        if not 1 <= len(piles) <= 6 or any(not 1 <= p <= 20 for p in piles):
            raise ValueError("one to six piles of 1–20 stones")
        return piles


@dataclass(frozen=True)
class NimState:
    players: int
    piles: tuple[int, ...]
    to_move: int
    turns: int = 0
    winner: int = -1


class NimRules:
    def __init__(self, ruleset: NimRuleSet | None = None) -> None:
        self.ruleset = ruleset or NimRuleSet()

    def initial_state(self, players: int, rng: random.Random) -> NimState:
        if not 2 <= players <= 4:
            raise ValueError(f"Nim is for 2–4 players, not {players}")
        return NimState(players, self.ruleset.piles, rng.randrange(players))

    def to_move(self, state: NimState) -> int:
        return state.to_move

    def is_over(self, state: NimState) -> bool:
        return state.winner >= 0

    def scores(self, state: NimState) -> list[float]:
        return [float(seat == state.winner) for seat in range(state.players)]

    def legal_moves(self, state: NimState) -> list[tuple[int, int]]:
        if self.is_over(state):
            return []
        most = self.ruleset.max_take or 20
        return [(pile, take) for pile, size in enumerate(state.piles) for take in range(1, min(size, most) + 1)]

    def apply(self, state: NimState, move) -> NimState:
        if move not in self.legal_moves(state):
            raise IllegalMove(f"seat {state.to_move + 1}: {move!r} is not a legal move (piles {list(state.piles)})")
        pile, take = move
        piles = state.piles[:pile] + (state.piles[pile] - take,) + state.piles[pile + 1:]
        after = replace(state, piles=piles, turns=state.turns + 1, to_move=(state.to_move + 1) % state.players)
        if not any(piles):
            winner = after.to_move if self.ruleset.misere else state.to_move
            after = replace(after, winner=winner)
        return after


class RandomNimPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, rules: NimRules, state: NimState, legal):
        # seeded by the position, so a resumed game chooses as the uninterrupted one
        return random.Random(f"{self.seed}:{state.piles}:{state.to_move}").choice(list(legal))


class PerfectNimPlayer(RandomNimPlayer):
    """Takes to a zero nim-sum when it can (perfect play for two players, no take limit)."""

    def decide(self, rules: NimRules, state: NimState, legal):
        total = 0
        for size in state.piles:
            total ^= size
        for pile, take in legal:
            if state.piles[pile] - take == state.piles[pile] ^ total:
                return (pile, take)
        return super().decide(rules, state, legal)


PLAYERS = {"random": RandomNimPlayer, "perfect": PerfectNimPlayer}


def _decode(data) -> tuple[int, int]:
    if (not isinstance(data, list) or len(data) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in data)):
        raise ValueError(f"a Nim move is [pile, stones], not {data!r}")
    return (data[0], data[1])


def _play_chunk(config, chunk) -> list[dict]:
    rules = NimRules(config.ruleset)
    results = []
    for k in range(*chunk):
        state = rules.initial_state(config.players, random.Random(f"nim:{config.seed}:{k}"))
        players = [PLAYERS[kind](random.Random(f"nim:{config.seed}:{k}:seat{s}").getrandbits(32))
                   for s, kind in enumerate(config.ai)]
        first = state.to_move
        while not rules.is_over(state):
            state = rules.apply(state, players[state.to_move].decide(rules, state, rules.legal_moves(state)))
        results.append({"winner": state.winner, "turns": state.turns, "first": first})
    return results


def simulate(config, dataset=None, *, workers=None, dask=None, on_progress=None) -> dict:
    started = time.perf_counter()
    results = run_chunks(_play_chunk, config, config.games, workers=workers, chunk_size=config.option("chunk"),
                         dask=dask, on_progress=on_progress)
    seconds = time.perf_counter() - started
    by_order = [0] * config.players
    for result in results:
        by_order[(result["winner"] - result["first"]) % config.players] += 1
    return {"games": config.games, "players": config.players, "seed": config.seed, "ai": list(config.ai),
            "seat_win_share": shares(by_order, config.games), "turns": summary([r["turns"] for r in results]),
            "seconds": round(seconds, 3)}


def _view(rules, state: NimState, seat) -> dict:
    """Nim hides nothing: every seat and watcher sees the piles."""
    return {"players": state.players, "piles": list(state.piles), "to_move": state.to_move, "turns": state.turns,
            "winner": state.winner}


def _table_state(rules, data: dict) -> NimState:
    return NimState(data["players"], tuple(data["piles"]), data["to_move"], data["turns"], data["winner"])


SPEC = GameSpec(
    name="nim",
    title_ja="ニム",
    title_en="Nim",
    summary="take stones from one pile; the last stone wins",
    ruleset=NimRuleSet,
    players=(2, 4),
    default_players=2,
    cpus={"random": CpuKind("random", RandomNimPlayer, 0, "any legal move"),
          "perfect": CpuKind("perfect", PerfectNimPlayer, 1, "a zero nim-sum when it can")},
    default_cpu="random",
    table_cpu="perfect",
    make_rules=lambda ruleset, dataset: NimRules(ruleset),
    encode_move=list,
    decode_move=_decode,
    record_format="kuni-nim-record/1",
    final=lambda rules, state: {"winner": state.winner, "turns": state.turns},
    end_text=lambda rules, state: f"{state.turns} turns; winner seat {state.winner + 1}",
    move_text=lambda rules, state, move: f"take {move[1]} from pile {move[0] + 1}",
    simulate=simulate,
    report_text=lambda report: f"{report['games']} games; seat wins % "
                               + " / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"]),
    rule_samples={"piles": ((1, 2), (7,), (1, 1, 1, 1, 1, 1))},
    simulation_options=(SimulationOption("chunk", 50, "games per task", minimum=1),),
    default_games=200,
    seconds_per_game=0.0001,
    view=_view,
    table_state=_table_state,
    redeal_hidden=lambda rules, state, seat, rng: state,
)
