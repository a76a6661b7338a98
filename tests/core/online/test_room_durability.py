"""Online rooms never lose a move or a record: a move is told only once it is on disk (a full disk
refuses it and the room goes on when space returns), a room's code never writes over a kept record,
finished games are archived under names of their own (and forgotten only after --keep-finished),
and a save costs the same however many files its folder holds."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import random
import time

import pytest

import core.online.server as server_module
from core.online.client import OnlineError, RoomClient, play_as_cpu
from core.online.room import Room
from core.online.server import RoomServer

pytest.importorskip("websockets")


async def _serving(path, **settings):
    server = RoomServer(path, deals=random.Random(4))
    for name, value in settings.items():
        setattr(server, name, value)
    listening = await server.serve("127.0.0.1", 0)
    return server, listening, f"ws://127.0.0.1:{listening.sockets[0].getsockname()[1]}"


def run(coroutine, seconds: float = 120):
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


class FullDisk:
    """Room files that cannot be written while ``full`` (as a disk with no room left says)."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        self.refused = 0
        save = Room.save

        def saving(room, folder):
            if self.full:
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            return save(room, folder)

        monkeypatch.setattr(Room, "save", saving)


def test_a_move_the_disk_cannot_keep_is_refused_undone_and_made_again_when_space_returns(tmp_path, monkeypatch):
    disk = FullDisk(monkeypatch)

    async def game():
        server, listening, url = await _serving(tmp_path, storage_retry_seconds=0.3)
        host, guest, watcher = RoomClient(url, "h"), RoomClient(url, "g"), RoomClient(url, "w")
        for client in (host, guest, watcher):
            await client.connect()
        code = await host.create("battle", ["open", "open", "cpu:weak"], board="13", rules={"turn_limit": 4})
        await guest.join(code)
        await watcher.spectate(code)
        await host.start()
        room = server.rooms[code]
        while not (host.my_turn() or guest.my_turn()):  # (the CPU may move first)
            await asyncio.sleep(0.05)
        mover = host if host.my_turn() else guest
        kept = json.loads((tmp_path / "rooms" / f"{code}.json").read_text(encoding="utf-8"))
        number, state = len(room.session.moves), room.session.state
        disk.full = True
        move = mover.table.legal_moves()[0]
        with pytest.raises(OnlineError) as refused:
            await mover.play(move)
        assert refused.value.what == "server_storage" and "disk" in str(refused.value)
        # nothing changed: the game, the file, what anyone was told
        assert len(room.session.moves) == number and room.session.state is state
        assert json.loads((tmp_path / "rooms" / f"{code}.json").read_text(encoding="utf-8")) == kept
        await asyncio.sleep(0.2)
        assert len(watcher.table.moves) == number and mover.my_turn()
        # space again: the same move, sent again, is played
        disk.full = False
        await mover.play(move, number)
        assert len(room.session.moves) == number + 1
        await watcher.wait_until(lambda: len(watcher.table.moves) == number + 1)
        # a CPU's move the disk refuses is tried again until it is kept
        disk.full = True
        await asyncio.gather(play_as_cpu(host, "weak", seed=1), play_as_cpu(guest, "weak", seed=2),
                             _free_later(disk, 1.0))
        assert disk.refused >= 2 and room.session.is_over()
        record = next((tmp_path / "finished").glob(f"*-{code}-*.json"))
        assert len(json.loads(record.read_text(encoding="utf-8"))["session"]["record"]["moves"]) == \
            len(room.session.moves)
        for client in (host, guest, watcher):
            await client.close()
        listening.close()

    run(game())


async def _free_later(disk: FullDisk, seconds: float) -> None:
    await asyncio.sleep(seconds)
    disk.full = False


def test_a_code_never_writes_over_a_kept_record_and_finished_records_keep_names_of_their_own(tmp_path, monkeypatch):
    monkeypatch.setattr(server_module, "ROOMS_PER_CONNECTION", 100)

    async def fill():
        server, listening, url = await _serving(tmp_path, code_alphabet="AC")  # 2⁴ = 16 codes in all
        maker = RoomClient(url, "m")
        await maker.connect()
        # a game played to its end: its record goes to finished/, and its code is free again
        first = await maker.create("chakai", ["open", "cpu:random", "cpu:random"], listed=False)
        await maker.start()
        await play_as_cpu(maker, "random", seed=3)
        records = list((tmp_path / "finished").glob(f"*-{first}-*.json"))
        assert len(records) == 1 and not (tmp_path / "rooms" / f"{first}.json").exists()
        kept = records[0].read_bytes()
        # a room file left on disk (a crashed server's, say) is never given away either (a code that
        # is not the finished game's: that one is drawn at random, and is CCCC one time in 16)
        kept_code = "CCCC" if first != "CCCC" else "AAAA"
        (tmp_path / "rooms" / f"{kept_code}.json").write_text("kept by hand", encoding="utf-8")
        codes = []
        for _ in range(16):
            try:
                codes.append(await maker.create("chakai", ["open", "open", "cpu:random"], listed=False))
            except OnlineError as error:
                assert error.what == "too_busy" and "codes" in str(error)
                break
        in_memory = {code for code in server.rooms if code != first}
        assert kept_code not in codes and len(set(codes)) == len(codes) == 16 - 1 - 1  # the finished game's stays in memory
        assert set(codes) == in_memory and first not in codes
        assert (tmp_path / "rooms" / f"{kept_code}.json").read_text(encoding="utf-8") == "kept by hand"
        assert records[0].read_bytes() == kept
        await maker.close()
        listening.close()

    run(fill())


def test_finished_records_older_than_keep_finished_are_forgotten_at_the_start(tmp_path):
    finished = tmp_path / "finished"
    finished.mkdir(parents=True)
    (tmp_path / "rooms").mkdir()
    old, new = finished / "20250101-000000-ACDE-000000.json", finished / "20261201-000000-ACDF-000000.json"
    for path in (old, new):
        path.write_text("{}", encoding="utf-8")
    month_ago = time.time() - 31 * 86400
    os.utime(old, (month_ago, month_ago))
    server = RoomServer(tmp_path)
    server.keep_finished_days = 30
    server.resume()
    assert not old.exists() and new.exists()
    kept = RoomServer(tmp_path / "kept-for-good")  # without --keep-finished nothing is forgotten
    assert kept.keep_finished_days is None


def test_a_save_reads_no_folder_and_a_killed_writers_temporaries_go_at_the_start(tmp_path, monkeypatch):
    """A room's save never lists its folder (50,000 finished rooms would make every move slow): the
    temporaries a killed writer left are cleared once, when the server starts."""
    rooms = tmp_path / "rooms"
    rooms.mkdir()
    dead_pid = 2 ** 22 + 1234  # above any pid this machine gives
    stale = rooms / f".ACDE.json.{dead_pid}.abcd1234.kuni-tmp"
    stale.write_text("half", encoding="utf-8")
    server = RoomServer(tmp_path)
    listed = []
    scandir = os.scandir
    monkeypatch.setattr(os, "scandir", lambda path=".": listed.append(path) or scandir(path))
    from core.games import registry
    from core.games.clock import TimeControl
    from core.online.room import Seat

    spec = registry.get("chakai")
    room = Room("ACDE", spec, None, [Seat("person"), Seat("cpu", "random"), Seat("cpu", "random")], spec.ruleset(),
                TimeControl(), 1)
    room.save(rooms)
    assert listed == [] and stale.exists()
    server.resume()
    assert not stale.exists() and (rooms / "ACDE.json").exists()
