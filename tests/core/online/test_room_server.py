"""The room server on localhost (core.online): whole games through it with CPU clients, seats kept
through dropped connections and a killed server, and every kind of bad input refused while the
server goes on serving the other rooms."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys

import pytest

from core.games.battle.rules import BattleMove
from core.online.client import OnlineError, RoomClient, play_as_cpu
from core.online.protocol import PROTOCOL_VERSION
from core.online.server import RoomServer

pytest.importorskip("websockets")


async def _server(tmp_path):
    # the deals are seeded so every run plays the same games (with some deals the guest's second
    # move would end a two-seat game before its connection could drop)
    server = RoomServer(tmp_path / "data", deals=random.Random(7))
    listening = await server.serve("127.0.0.1", 0)
    port = listening.sockets[0].getsockname()[1]
    return server, listening, f"ws://127.0.0.1:{port}"


async def _client(url, nickname="", boards=None) -> RoomClient:
    client = RoomClient(url, nickname, boards=boards)
    await client.connect()
    return client


def _record(data, code: str):
    """The record of finished room ``code``: moved out of rooms/ into finished/ under a name of its own."""
    found = list((data / "finished").glob(f"*-{code}-*.json"))
    assert len(found) == 1 and not (data / "rooms" / f"{code}.json").exists()
    return found[0]


def _sees_the_room(client, room) -> bool:
    """Whether the client's table shows what the server's game shows its seat (a watcher: what is public)."""
    session = room.session
    return client.table.view == json.loads(json.dumps(room.spec.view(session.rules, session.state, client.table.seat)))


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 120))


def test_a_four_seat_battle_is_played_to_its_end_by_cpu_clients(tmp_path):
    """市区町村バトル on 東京都: four people's seats, each played by a CPU client; every client's copy
    of the game ends exactly where the server's does, and the room's file holds the whole game."""

    async def game():
        server, listening, url = await _server(tmp_path)
        boards = {}
        host = await _client(url, "ホスト", boards)
        code = await host.create("battle", ["open"] * 4, board="13", rules={"turn_limit": 8})
        assert len(code) == 4 and host.seat == 0
        guests = [await _client(url, f"guest{k}", boards) for k in range(3)]
        assert [await guest.join(code) for guest in guests] == [1, 2, 3]
        assert [seat["nickname"] for seat in host.room["seats"]] == ["ホスト", "guest0", "guest1", "guest2"]
        await host.start()
        clients = [host, *guests]
        await asyncio.gather(*(play_as_cpu(c, "weak", seed=k) for k, c in enumerate(clients)))
        room = server.rooms[code]
        assert room.session.is_over()
        for client in clients:
            await client.wait_until(lambda c=client: len(c.table.moves) == len(room.session.moves))
            assert _sees_the_room(client, room)
        saved = json.loads(_record(tmp_path / "data", code).read_text(encoding="utf-8"))
        assert len(saved["session"]["record"]["moves"]) == len(room.session.moves) > 8
        assert "final" in saved["session"]["record"]
        assert all(seat["token_sha256"] and seat["kind"] == "person" for seat in saved["seats"])
        for client in clients:
            await client.close()
        listening.close()

    run(game())


def test_cpu_seats_the_host_sets_and_another_game(tmp_path):
    """しま with the host and three CPU seats the server plays: the host's moves and the CPUs' reach
    the end of the game."""

    async def game():
        server, listening, url = await _server(tmp_path)
        host = await _client(url, "h")
        code = await host.create("shima", ["open", "open", "open"])
        await host.set_seat(1, "cpu:random")
        await host.set_seat(2, "cpu:random")
        await host.wait_until(lambda: [s["kind"] for s in host.room["seats"]] == ["person", "cpu", "cpu"])
        await host.start()
        await play_as_cpu(host, "random", seed=1)
        assert host.table.is_over() and _sees_the_room(host, server.rooms[code])
        await host.close()
        listening.close()

    run(game())


def test_a_dropped_client_takes_its_seat_back_on_its_own(tmp_path):
    """A guest's connection drops mid-game: it reconnects by itself with its token, gets the game
    again and plays on to the end."""

    async def game():
        server, listening, url = await _server(tmp_path)
        boards = {}
        host = await _client(url, "h", boards)
        code = await host.create("battle", ["open", "open"], board="13", rules={"turn_limit": 10})
        guest = await _client(url, "g", boards)
        await guest.join(code)
        await host.start()
        dropped = asyncio.Event()

        async def guest_plays():
            await guest.wait_until(lambda: guest.table is not None)
            for _ in range(2):  # two moves of its own, then the connection goes
                await guest.wait_until(guest.my_turn)
                await guest.play(guest.table.legal_moves()[0])
            await guest.drop()
            dropped.set()
            await guest.wait_until(lambda: guest.connected and guest.reconnects == 1)
            await play_as_cpu(guest, "weak", seed=2)

        await asyncio.gather(play_as_cpu(host, "weak", seed=1), guest_plays())
        assert dropped.is_set() and guest.reconnects == 1
        assert _sees_the_room(guest, server.rooms[code]) and guest.table.is_over()
        await host.close()
        await guest.close()
        listening.close()

    run(game())


def test_a_person_out_of_time_gets_the_stand_in_move_and_a_home_is_chosen_for_them(tmp_path, monkeypatch):
    """The server keeps the clocks: with 秒読み 0.3 s a person who does not move has the stand-in
    CPU's move made for them (told as timed out); 市区町村バトル's time to choose a home runs too."""
    import core.games.battle.spec as battle_spec

    monkeypatch.setattr(battle_spec, "HOME_CHOICE_SECONDS", 0.3)

    async def game():
        server, listening, url = await _server(tmp_path)
        told = []
        host = RoomClient(url, "h", on_message=told.append)
        await host.connect()
        code = await host.create("battle", ["open", "cpu:weak"], board="13",
                                 rules={"home_placement": "chosen", "turn_limit": 3},
                                 time_control={"main": None, "byoyomi": 0.3})
        await host.start()
        await host.wait_until(lambda: host.table.is_over(), timeout=60)
        timed_out = [m for m in told if m.get("type") == "moved" and m["timed_out"]]
        assert timed_out and all(m["seat"] == 0 for m in timed_out)
        assert server.rooms[code].session.timeouts == [m["number"] for m in timed_out]
        first = host.table.spec.decode_move(timed_out[0]["move"])
        assert first.kind == "home"  # nobody chose: the CPU chose the home
        await host.close()
        listening.close()

    run(game())


def test_bad_input_is_refused_and_the_other_rooms_go_on(tmp_path):
    """Malformed, oversized, out-of-turn, stale and illegal messages, unknown rooms, guessed codes,
    wrong tokens, a guest starting the room and an old app are each refused with a reason; the
    server keeps serving a room in play throughout, and writes nothing outside its data folder."""
    from websockets.asyncio.client import connect

    async def game():
        server, listening, url = await _server(tmp_path)
        boards = {}
        host = await _client(url, "h", boards)
        code = await host.create("battle", ["open", "open"], board="13", rules={"turn_limit": 6})
        guest = await _client(url, "g", boards)
        await guest.join(code)

        async def refusal(socket, message) -> dict:
            await socket.send(message if isinstance(message, str) else json.dumps(message))
            return json.loads(await socket.recv())

        async with connect(url) as raw:
            assert (await refusal(raw, {"type": "list"}))["what"] == "hello_first"
            assert (await refusal(raw, "{not json"))["what"] == "bad_message"
            assert (await refusal(raw, "[1, 2]"))["what"] == "bad_message"
            assert (await refusal(raw, {"type": "teleport"}))["what"] == "bad_message"
            assert (await refusal(raw, {"type": "hello", "protocol": PROTOCOL_VERSION}))["type"] == "welcome"
            path_code = await refusal(raw, {"type": "join", "code": "../../etc"})
            assert path_code["what"] == "bad_message"
            assert (await refusal(raw, {"type": "join", "code": "ACDE", "extra": 1}))["what"] == "bad_message"
            assert (await refusal(raw, {"type": "start", "code": code}))["what"] == "not_host"
            assert (await refusal(raw, {"type": "create", "game": "go", "seats": ["open", "open"]}))["what"] == \
                "bad_game"
            assert (await refusal(raw, {"type": "move", "code": code, "number": 0, "move": {}}))["what"] == \
                "unknown_room"
            wrong = {"type": "rejoin", "code": code, "seat": 1, "token": "0" * 32}
            assert (await refusal(raw, wrong))["what"] == "bad_token"
            guesses = [(await refusal(raw, {"type": "join", "code": c}))["what"] for c in
                       ["AAAA", "CCCC", "DDDD", "EEEE", "FFFF", "HHHH", "JJJJ", "KKKK", "MMMM", "NNNN", "PPPP"]]
            assert guesses[:9] == ["unknown_room"] * 9 and guesses[-1] == "rate_limited"
            assert (await refusal(raw, {"type": "join", "code": code}))["what"] == "rate_limited"  # even a real one
        async with connect(url) as old:
            answer = await refusal(old, {"type": "hello", "protocol": PROTOCOL_VERSION + 1})
            assert answer["what"] == "version" and "update" in answer["reason"]
        async with connect(url, max_size=None) as big:
            await big.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
            await big.recv()
            await big.send("x" * (300 * 1024))
            with pytest.raises(Exception):  # an oversized frame closes that connection only
                await big.recv()

        await host.start()
        await guest.wait_until(lambda: guest.table is not None)
        mover, waiter = (host, guest) if host.my_turn() else (guest, host)
        legal = mover.table.legal_moves()  # (the waiter is sent none: it is not its turn)
        assert legal and not waiter.table.legal_moves()
        seen = len(waiter.refusals)
        await waiter.send({"type": "move", "code": code, "number": len(waiter.table.moves),
                           "move": waiter.table.spec.encode_move(legal[0])})
        await waiter.wait_until(lambda: len(waiter.refusals) > seen, timeout=5)
        assert waiter.refusals[-1]["what"] == "not_your_turn"
        with pytest.raises(OnlineError) as illegal:
            await mover.play(BattleMove("move", piece="13101", cell="13421"))
        assert illegal.value.what == "illegal"
        number = len(mover.table.moves)
        await mover.send({"type": "move", "code": code, "number": number + 5,
                          "move": mover.table.spec.encode_move(mover.table.legal_moves()[0])})
        await mover.wait_until(lambda: mover.refusals[-1]["what"] == "stale", timeout=5)
        # the room in play goes on to its end
        await asyncio.gather(play_as_cpu(host, "weak", seed=1), play_as_cpu(guest, "weak", seed=2))
        assert server.rooms[code].session.is_over()
        written = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()}
        # the finished game's record, archived under a name of its own, and nothing else
        assert written == {_record(tmp_path / "data", code).relative_to(tmp_path).as_posix()}
        await host.close()
        await guest.close()
        listening.close()

    run(game())


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start_serving(port: int, data) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "core.cli", "serve", "--port", str(port), "--data", str(data)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "KUNI_LANGUAGE": "en"})
    line = process.stdout.readline()
    assert "serving on ws://127.0.0.1:" in line, process.stderr.read()
    return process


def test_a_server_killed_mid_game_resumes_and_the_game_ends_with_nothing_lost(tmp_path):
    """`kuni serve` killed with SIGKILL in the middle of a four-seat game, then started again on its
    data folder: the clients reconnect to their seats by themselves and finish the game, and the
    record holds every move made before the kill."""
    import signal

    port = _free_port()
    data = tmp_path / "server"
    process = _start_serving(port, data)
    before: list = []

    async def game():
        nonlocal process
        url = f"ws://127.0.0.1:{port}"
        boards = {}
        clients = [await _client(url, f"p{k}", boards) for k in range(4)]
        code = await clients[0].create("battle", ["open"] * 4, board="13", rules={"turn_limit": 8})
        for client in clients[1:]:
            await client.join(code)
        await clients[0].start()
        players = [asyncio.get_running_loop().create_task(play_as_cpu(c, "weak", seed=k))
                   for k, c in enumerate(clients)]
        await clients[0].wait_until(lambda: len(clients[0].table.moves) >= 6)
        process.send_signal(signal.SIGKILL)
        process.wait()
        before.extend(clients[0].table.moves)
        await clients[0].wait_until(lambda: not clients[0].connected, timeout=10)
        process = _start_serving(port, data)
        await asyncio.gather(*players)
        assert all(client.reconnects >= 1 for client in clients)
        final = clients[0].table
        assert final.is_over() and all(c.table.view == final.view for c in clients)
        return code, final

    try:
        code, final = run(game())
    finally:
        process.kill()
        process.wait()
    saved = json.loads(_record(data, code).read_text(encoding="utf-8"))
    moves = saved["session"]["record"]["moves"]
    assert moves[:len(before)] == before and len(moves) == len(final.moves) and "final" in saved["session"]["record"]


def test_a_random_match_pairs_people_who_want_the_same_board_and_a_spectator_follows(tmp_path):
    """Two people asking for a random match on the same game and board are put in one room and its
    game starts; someone asking for another board is not paired with them; a spectator with the
    code follows the game move by move; the room is not in the list of rooms to join."""

    async def game():
        server, listening, url = await _server(tmp_path)
        boards = {}
        first, second, other = [await _client(url, name, boards) for name in ("a", "b", "c")]
        waiting = asyncio.get_running_loop().create_task(other.match("battle", 2, board="14"))
        await asyncio.gather(first.match("battle", 2, board="13"), second.match("battle", 2, board="13"))
        assert first.code == second.code and {first.seat, second.seat} == {0, 1}
        assert not waiting.done() and other.code is None
        watcher = await _client(url, "w", boards)
        await watcher.send({"type": "spectate", "code": first.code})
        await watcher.wait_until(lambda: watcher.table is not None)
        assert await watcher.list_rooms() == []
        await asyncio.gather(play_as_cpu(first, "weak", seed=1), play_as_cpu(second, "weak", seed=2))
        await watcher.wait_until(lambda: watcher.table.is_over())
        assert _sees_the_room(watcher, server.rooms[first.code])
        waiting.cancel()
        for client in (first, second, other, watcher):
            await client.close()
        listening.close()

    run(game())
