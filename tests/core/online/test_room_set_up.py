"""What the web table asks of the room server beyond moves: the host setting the room up before the
start (options, the seats' order with their people and 紅白戦 teams, the maker's seat), a town's
card on a tap, the record in words for a page that comes back, each seat's place at the end, and
「もう一度」 — every request checked, a wrong one refused with its reason."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from core.online.client import OnlineError, RoomClient, play_as_cpu
from core.online.server import RoomServer

pytest.importorskip("websockets")


async def _server(tmp_path):
    server = RoomServer(tmp_path / "data", deals=random.Random(3))
    listening = await server.serve("127.0.0.1", 0)
    return server, listening, f"ws://127.0.0.1:{listening.sockets[0].getsockname()[1]}"


async def _client(url, nickname="", language=None) -> RoomClient:
    client = RoomClient(url, nickname)
    if language is not None:  # a browser says its language in its hello: it is sent words and picks
        import core.online.client as client_module

        hello = {**client_module.HELLO, "language": language}
        original = client_module.HELLO
        client_module.HELLO = hello
        try:
            await client.connect()
        finally:
            client_module.HELLO = original
    else:
        await client.connect()
    return client


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 120))


def test_the_host_orders_the_seats_and_their_people_and_teams_follow(tmp_path):
    """▲▼ in the waiting room: the seats change places with their people (each told its new seat,
    its token still its own) and 紅白戦's teams; only the host may, and only a whole order."""

    async def room():
        server, listening, url = await _server(tmp_path)
        host, guest = await _client(url, "host"), await _client(url, "guest")
        code = await host.create("battle", ["open", "open", "cpu:weak", "cpu:normal"], board="13",
                                 rules={"teams": [0, 1, 0, 1], "turn_order": "fixed"}, listed=False)
        await guest.join(code)
        token = guest.token
        assert guest.seat == 1
        # the guest may not set the room up
        await guest.send({"type": "configure", "code": code, "order": [1, 0, 2, 3]})
        await guest.wait_until(lambda: guest.refusals and guest.refusals[-1]["what"] == "not_host")
        # an order that is not one of the seats' is refused with the reason
        await host.send({"type": "configure", "code": code, "order": [0, 0, 1, 2]})
        await host.wait_until(lambda: host.refusals and "each of the 4 seats once" in host.refusals[-1]["reason"])
        # the guest's seat to the front, the strong CPU second
        await host.send({"type": "configure", "code": code, "order": [1, 3, 0, 2]})
        await guest.wait_until(lambda: guest.seat == 0)
        await host.wait_until(lambda: host.seat == 2 and host.room["host"] == 2)
        server_room = server.rooms[code]
        assert [(s.kind, s.nickname, s.cpu) for s in server_room.seats] == [
            ("person", "guest", ""), ("cpu", "", "normal"), ("person", "host", ""), ("cpu", "", "weak")]
        assert server_room.ruleset.teams == (1, 1, 0, 0)  # each seat's team went with it
        assert server_room.token_fits(0, token)  # the guest's token is its seat's still
        # options merged over the room's; one the board cannot start with is refused (東京都 has few ★4 towns)
        await host.send({"type": "configure", "code": code, "rules": {"starting_towns": "more"}})
        await host.wait_until(lambda: host.room["rules"]["starting_towns"] == "more")
        assert server_room.ruleset.teams == (1, 1, 0, 0) and server_room.ruleset.turn_order == "fixed"
        await host.send({"type": "configure", "code": code, "rules": {"home_placement": "anywhere"}})
        await host.wait_until(lambda: host.refusals and "home_placement" in host.refusals[-1]["reason"])
        await host.start()
        assert server_room.session.state.order == (0, 1, 2, 3)  # 「自分で決める」: the seats' order
        for client in (host, guest):
            await client.close()
        listening.close()

    run(room())


def test_the_maker_takes_the_seat_they_chose_and_a_guest_the_seat_they_ask_for(tmp_path):
    async def room():
        server, listening, url = await _server(tmp_path)
        host, guest, other = await _client(url, "h"), await _client(url, "g"), await _client(url, "o")
        await host._answered({"type": "create", "game": "karuta", "seats": ["cpu:random", "open", "open", "open"],
                              "nickname": "h", "listed": False, "host_seat": 2},
                             lambda: host.seat is not None and host.room is not None)
        code = host.code
        assert host.seat == 2 and host.room["host"] == 2
        await guest._answered({"type": "join", "code": code, "nickname": "g", "seat": 3},
                              lambda: guest.seat is not None)
        assert guest.seat == 3
        await other._answered({"type": "join", "code": code, "nickname": "o", "seat": 3},  # taken: the first open
                              lambda: other.seat is not None)
        assert other.seat == 1
        with pytest.raises(OnlineError, match="not an open seat"):  # the maker's seat must be open
            await host._answered({"type": "create", "game": "karuta", "seats": ["cpu:random", "open"], "host_seat": 0,
                                  "listed": False}, lambda: False)
        for client in (host, guest, other):
            await client.close()
        listening.close()

    run(room())


def test_a_tap_on_a_town_answers_its_card_in_the_askers_language(tmp_path):
    """「町をタップすると…見られます」: the town, its ★ and where they come from, its movement,
    abilities and sister cities, for anyone at the table; nothing for someone who is not."""

    async def room():
        server, listening, url = await _server(tmp_path)
        host = await _client(url, "h", language="ja")
        stranger = await _client(url, "s")
        code = await host.create("battle", ["open", "cpu:weak"], board="13", listed=False)
        await host.start()
        facts = []
        host.on_message = lambda message: facts.append(message) if message.get("type") == "facts" else None
        await host.send({"type": "ask", "code": code, "spot": ["cell", "13101"]})
        await host.wait_until(lambda: facts)
        lines = facts[0]["lines"]
        assert lines[0].startswith("千代田区") and any("★4" in line for line in lines)
        assert any("移動" in line for line in lines) and any("姉妹都市" in line for line in lines)
        await stranger.send({"type": "ask", "code": code, "spot": ["cell", "13101"]})
        await stranger.wait_until(lambda: stranger.refusals)
        assert stranger.refusals[-1]["what"] == "unknown_room"
        # a thing the game says nothing more of: no lines
        facts.clear()
        await host.send({"type": "ask", "code": code, "spot": ["cell", "99999"]})
        await host.wait_until(lambda: facts)
        assert facts[0]["lines"] == []
        for client in (host, stranger):
            await client.close()
        listening.close()

    run(room())


def test_a_page_that_comes_back_gets_the_record_in_words_and_the_end_each_seats_place(tmp_path):
    async def room():
        server, listening, url = await _server(tmp_path)
        host = await _client(url, "h", language="ja")
        code = await host.create("chakai", ["open", "cpu:random", "cpu:random"], listed=False)
        await host.start()
        overs = []
        host.on_message = lambda message: overs.append(message) if message.get("type") == "over" else None
        await play_as_cpu(host, "random", seed=4)
        await host.wait_until(lambda: overs)
        standings = overs[0]["standings"]
        assert sorted(row["seat"] for row in standings) == [0, 1, 2] and standings[0]["place"] == 1
        assert all(row["score"]["ja"].endswith("点") or "脱落" in row["score"]["ja"] for row in standings)
        assert all("VP" in row["score"]["en"] for row in standings)
        # a page that comes back: the whole record in its language, one line a move
        again = await _client(url, "h2", language="ja")
        syncs = []
        again.on_message = lambda message: syncs.append(message) if message.get("type") == "sync" else None
        await again.spectate(code)
        await again.wait_until(lambda: syncs)
        assert len(syncs[0]["record"]) == syncs[0]["number"] == len(server.rooms[code].session.moves)
        assert syncs[0]["standings"] == standings
        for client in (host, again):
            await client.close()
        listening.close()

    run(room())


def test_play_again_makes_a_room_like_the_last_and_tells_everyone_at_the_table(tmp_path):
    async def room():
        server, listening, url = await _server(tmp_path)
        host, guest = await _client(url, "h"), await _client(url, "g")
        code = await host.create("karuta", ["open", "open", "cpu:random"], rules={"leftover": "set_aside"},
                                 time_control={"main": 300, "byoyomi": 10}, listed=False)
        await guest.join(code)
        told = []
        guest.on_message = lambda message: told.append(message) if message.get("type") == "rematch" else None
        # not before the end
        await guest.send({"type": "rematch", "code": code})
        await guest.wait_until(lambda: guest.refusals)
        assert guest.refusals[-1]["what"] == "not_started"
        await host.start()
        await asyncio.gather(play_as_cpu(host, "random", seed=1), play_as_cpu(guest, "random", seed=2))
        await guest.send({"type": "rematch", "code": code})
        await guest.wait_until(lambda: told)
        again = told[0]["room"]
        assert again != code and guest.code == again and guest.seat == 1  # the asker hosts it, in the same seat
        new_room = server.rooms[again]
        assert new_room.host == 1 and [s.kind for s in new_room.seats] == ["open", "person", "cpu"]
        assert new_room.ruleset.leftover == "set_aside" and new_room.time_control.byoyomi == 10
        # the host, told too, takes back its seat; asking again gives the same room
        seen = []
        host.on_message = lambda message: seen.append(message) if message.get("type") == "rematch" else None
        await host.send({"type": "rematch", "code": code})
        await host.wait_until(lambda: seen)
        assert seen[0]["room"] == again
        await host._answered({"type": "join", "code": again, "nickname": "h", "seat": 0}, lambda: host.code == again)
        assert host.seat == 0
        for client in (host, guest):
            await client.close()
        listening.close()

    run(room())


def test_a_battle_view_shows_the_danger_and_bond_marks_of_its_position(tmp_path):
    """The ! and ♥ a seat sees are those of core.games.battle.marks for the position, and the same
    for a watcher (they follow from what everyone sees)."""
    from core.games import registry
    from core.games.battle.marks import board_marks

    spec = registry.get("battle")
    rules = spec.make_rules(spec.ruleset(), spec.board_from_text("13"))
    state = spec.new_state(rules, 4, 2)
    view = spec.view(rules, state, 0)
    marks = board_marks(rules, state)
    assert view["danger"] == [m.piece for m in marks if m.in_danger and m.owner >= 0]
    assert view["bonded"] == [m.piece for m in marks if m.bonded]
    assert json.dumps(spec.view(rules, state, None)) == json.dumps(view)


def test_a_rooms_game_is_dealt_from_128_secret_bits_and_its_later_chance_from_as_many(tmp_path):
    """A seat that sees the island or its own hand cannot single out the deal's seed (it was 31
    bits: 20,000 of 20,000 tried were told apart by their deals), and the dice, draws and calls to
    come are drawn from 128 bits derived from it, never narrowed back; the game's record replays."""
    from core.games import registry
    from core.games.chance import WIDE_SEED, chance_seed
    from core.games.record import replay

    async def rooms():
        server, listening, url = await _server(tmp_path)
        for game, board, seats in (("shima", None, 4), ("chakai", None, 3), ("battle", "13", 2)):
            host = await _client(url, "h")
            code = await host.create(game, ["open"] + [f"cpu:{registry.get(game).cpu_names()[0]}"] * (seats - 1),
                                     board=board, rules={"turn_limit": 40} if game == "shima" else None, listed=False)
            await host.start()
            room = server.rooms[code]
            assert room.seed >= 1 << 127
            state = room.session.state
            wide = chance_seed(room.seed)
            assert getattr(state, "reshuffle_seed" if game == "chakai" else "seed") == wide >= WIDE_SEED
            await play_as_cpu(host, registry.get(game).cpu_names()[0], seed=1)
            final = room.session.state
            if game == "battle":  # every call's next seed as wide as the first
                calls = sum(move.get("kind") == "call" for move in room.session.moves)
                assert final.seed >= WIDE_SEED or calls == 0
            record = room.session.to_json()["record"]
            spec = room.spec
            _rules, replayed = replay(spec, record, getattr(room.session.rules, "dataset", None))
            assert spec.final(room.session.rules, replayed) == spec.final(room.session.rules, final)
            await host.close()
        listening.close()

    run(rooms())
