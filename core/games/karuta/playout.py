"""Compiled playouts for the deal simulator: whole seeded deals between CPU players.

The C kernel (``_playout.c``) is a move-for-move transcription of :class:`KarutaRules` and of the
random, greedy and planner players (with the planner's default weights), seeded exactly as the
Python path seeds them, so a deal it plays makes the moves ``record.play_game`` makes
(tests/core/games/test_karuta_playout_kernel.py compares them on seeded deals under every rule
option). The Python engine stays the reference and serves everything else (the desktop game,
records); the simulator uses the kernel when it was built, and says which engine ran.

The kernel is an optional build (``pip install`` compiles it where a C compiler exists); without
it :func:`available` is False and the simulator plays every deal in Python.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from core.games.karuta.moves import KarutaMove
from core.games.karuta.players import PlannerPlayer
from core.games.karuta.rules import KarutaRules

try:  # An optional build: absent where no C compiler was found at install time.
    from core.games.karuta import _playout
except ImportError:  # pragma: no cover - depends on the machine
    _playout = None

#: CPU kinds the kernel plays, with its codes for them.
KERNEL_KINDS = {"random": 0, "greedy": 1, "planner": 2}

_KIND_NAMES = {0: "adjacency", 1: "end_turn", 2: "ferry", 3: "first", 4: "highway", 5: "pass"}


def available() -> bool:
    """True when the compiled kernel was built on this machine."""
    return _playout is not None


def supports(kinds: Sequence[str]) -> bool:
    """True when the kernel can play every seat's CPU kind (and was built)."""
    return available() and all(kind in KERNEL_KINDS for kind in kinds)


def _mask_words(mask: int) -> list[int]:
    return [(mask >> (32 * k)) & 0xFFFFFFFF for k in range(4)]


def tables(rules: KarutaRules) -> bytes:
    """The rules' dataset as the kernel reads it (see ``build_rules`` in ``_playout.c``)."""
    if len(rules.province_ids) > 128:
        raise ValueError("the playout kernel holds at most 128 cards")
    words: list[int] = [len(rules.province_ids), len(rules.stops)]
    for stops in rules.stops:
        words.append(len(stops))
        words.extend(stops)
    for p in range(len(rules.province_ids)):
        words += _mask_words(rules.neighbour_mask[p]) + _mask_words(rules.ferry_mask[p])
    words.append(rules.start_province)
    province_rank = {pid: k for k, pid in enumerate(sorted(rules.province_ids))}
    highway_rank = {hid: k for k, hid in enumerate(sorted(rules.highway_ids))}
    words += [province_rank[pid] for pid in rules.province_ids]
    words += [highway_rank[hid] for hid in rules.highway_ids]
    return struct.pack(f"<{len(words)}I", *words)


def options(rules: KarutaRules) -> tuple[int, ...]:
    """The rule set as the kernel's option tuple (order: ``OPT_*`` in ``_playout.c``)."""
    r = rules.ruleset
    return (int(r.line_start == "any_junction"), int(r.transfer_directions == "either"), int(r.pass_through),
            int(r.first_card == "start_province"), int(r.all_pass_tie == "turn_order"), int(r.leftover == "uneven"),
            r.chain_limit or 0)


def play_deals(rules: KarutaRules, deals: Sequence[tuple[int, Sequence[int], Sequence[str]]],
               record: bool = False, compiled: tuple[bytes, tuple[int, ...]] | None = None) -> list[tuple]:
    """Play seeded deals to the end in the kernel.

    Args:
        deals: per deal ``(deal seed, player seeds, CPU kinds)``: the deal is shuffled with
            ``random.Random(deal seed)`` and seat ``k`` plays as ``PLAYERS[kinds[k]](player seeds[k])``,
            as in :func:`core.games.karuta.record.play_game`.
        record: also return each deal's moves as ``(KarutaMove, number of legal moves)`` pairs.
        compiled: ``(tables(rules), options(rules))`` when the caller keeps them between calls.

    Returns:
        Per deal ``(turns, passes, stalled, winners, start_seat)``, plus the move list when recording.

    Raises:
        RuntimeError: the kernel is not built here.
        ValueError: a CPU kind the kernel does not play.
    """
    if _playout is None:
        raise RuntimeError("the compiled playout kernel is not built on this machine")
    packed = []
    for seed, seeds, kinds in deals:
        unknown = [k for k in kinds if k not in KERNEL_KINDS]
        if unknown:
            raise ValueError(f"the playout kernel plays {', '.join(KERNEL_KINDS)}, not {unknown[0]!r}")
        packed.append((seed, tuple(seeds), tuple(KERNEL_KINDS[k] for k in kinds)))
    table_bytes, option_tuple = compiled or (tables(rules), options(rules))
    planner = PlannerPlayer()
    weights = (planner.junction_cost, planner.reserve_cost, planner.option_value, planner.opening_cost)
    results = _playout.play(table_bytes, option_tuple, packed, record, weights)
    if not record:
        return results
    return [(*result[:5], [_move(rules, m) for m in result[5]]) for result in results]


def _move(rules: KarutaRules, encoded: tuple[int, int, int, int, int]) -> tuple[KarutaMove, int]:
    kind, p, h, source, choices = encoded
    name = _KIND_NAMES[kind]
    if name in ("end_turn", "pass"):
        return KarutaMove(name), choices
    if name == "highway":
        return KarutaMove(name, rules.province_ids[p], rules.highway_ids[h], rules.province_ids[source]), choices
    return KarutaMove(name, rules.province_ids[p]), choices
