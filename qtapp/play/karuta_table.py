"""旧国かるた's table in the app (Qt registration): its hand and card board, on its own session
(:mod:`core.games.karuta.session`, which holds the deal in its record)."""

from __future__ import annotations

import random

from core.games.karuta.record import RecordError
from core.games.karuta.session import KarutaSession, Seat
from core.games.session import SessionError
from qtapp.play.play_window import PlayWindow
from qtapp.play.tables import GameTable


def _new(spec, dataset, seed: int | None) -> KarutaSession:
    seats = [Seat("human")] + [Seat("cpu", spec.table_cpu)] * (spec.default_players - 1)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return KarutaSession.new(spec.make_rules(spec.ruleset(), dataset), seats, seed)


def _load(spec, path, dataset) -> KarutaSession:
    try:
        return KarutaSession.load(dataset, path)
    except RecordError as error:
        raise SessionError(str(error)) from None


TABLE = GameTable("karuta", lambda session, path, speed, dataset, board: PlayWindow(dataset, board, session, path,
                                                                                   speed),
                  new_session=_new, load=_load)
