"""What the room server sends each seat (protocol 2): only what its player may see.

Two rooms whose games differ only in what seat 1 may not know (the others' hands, the deck's
order, the dice and draws to come) send seat 1 and a watcher the same bytes until the rules show
the difference; a client that reads everything it is sent, as an attacker would, finds no other
hand, no seed and no face-down choice, and cannot tell the dice to come."""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest

from core.games import registry
from core.online.client import RoomClient
from core.online.protocol import PROTOCOL_VERSION
from core.online.server import RoomServer

pytest.importorskip("websockets")

#: Per game: the board, rules that keep the game short, and the fewest moves the two rooms must
#: show seat 1 alike before anything hidden can come out (a しま roll comes after the set-up's 16;
#: in 旧国かるた another seat soon plays a card its twin does not hold, which shows the difference).
GAMES = {
    "karuta": (None, None, 5),
    "chakai": (None, None, 8),
    "shima": (None, None, 16),
    "battle": ("14", {"turn_limit": 8}, 20),
}


async def _serving(path, seed: int = 5):
    server = RoomServer(path, deals=random.Random(seed))
    listening = await server.serve("127.0.0.1", 0)
    return server, listening, f"ws://127.0.0.1:{listening.sockets[0].getsockname()[1]}"


def run(coroutine, seconds: float = 180):
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


def _normalised(frames: list[str], code: str) -> list[str]:
    """A client's frames with what differs between any two rooms by chance taken out: the room's
    code, its server's address in the room's link, and the ``joined`` answer (it carries the seat's
    own random token)."""
    return [re.sub(r"http://localhost:\d+/", "http://SERVER/", frame.replace(code, "CODE")) for frame in frames
            if json.loads(frame)["type"] != "joined"]


async def _room(url: str, game: str, board, rules, players: int, boards: dict):
    """A room of ``players`` people (seat 1 its host) and a watcher, each keeping its frames."""
    people = [RoomClient(url, f"p{k}", boards=boards, keep_frames=True) for k in range(players)]
    watcher = RoomClient(url, "w", boards=boards, keep_frames=True)
    for client in people + [watcher]:
        await client.connect()
    code = await people[0].create(game, ["open"] * players, board=board, rules=rules, listed=False)
    for client in people[1:]:
        await client.join(code)
    await watcher.spectate(code)
    return code, people, watcher


@pytest.mark.parametrize("game", sorted(GAMES))
def test_two_games_that_differ_only_in_what_seat_1_may_not_know_send_it_the_same_bytes(tmp_path, game):
    spec = registry.get(game)
    board, rules_options, fewest = GAMES[game]
    players = 4 if game != "battle" else 3

    async def twins():
        boards: dict = {}
        (server_a, listening_a, url_a), (server_b, listening_b, url_b) = \
            await _serving(tmp_path / "a"), await _serving(tmp_path / "b")
        code_a, people_a, watcher_a = await _room(url_a, game, board, rules_options, players, boards)
        code_b, people_b, watcher_b = await _room(url_b, game, board, rules_options, players, boards)
        room_b = server_b.rooms[code_b]
        started = room_b.start

        def start_redealt(rules):  # room B deals the same game, then deals again what seat 1 cannot see
            session = started(rules)
            session.state = _twin(spec, session.rules, session.state)
            return session

        room_b.start = start_redealt
        await people_a[0].start()
        await people_b[0].start()
        session_a, session_b = server_a.rooms[code_a].session, server_b.rooms[code_b].session
        assert session_a.state != session_b.state  # the games do differ
        everyone = people_a + people_b + [watcher_a, watcher_b]
        compared, safe = 0, None
        while True:
            number = len(session_a.moves)
            await asyncio.gather(*(c.wait_until(lambda c=c, n=number: c.table is not None and len(c.table.moves) == n)
                                   for c in everyone))
            seen = [json.dumps(spec.view(s.rules, s.state, viewer), sort_keys=True)
                    for s in (session_a, session_b) for viewer in (0, None)]
            if seen[:2] != seen[2:]:
                break  # the rules have shown seat 1 (or everyone) the difference
            safe = (len(people_a[0].frames), len(people_b[0].frames), len(watcher_a.frames), len(watcher_b.frames))
            if session_a.is_over():
                break
            mover = session_a.to_move()
            in_b = session_b.legal_moves()
            move = next((m for m in session_a.legal_moves() if m in in_b), None)
            if move is None:
                break  # the seats' own cards lead the two games apart
            await people_a[mover].play(move)
            await people_b[mover].play(move)
            compared += 1
        a_seat, b_seat, a_watch, b_watch = safe
        assert _normalised(people_a[0].frames[:a_seat], code_a) == _normalised(people_b[0].frames[:b_seat], code_b)
        assert _normalised(watcher_a.frames[:a_watch], code_a) == _normalised(watcher_b.frames[:b_watch], code_b)
        assert compared >= fewest, f"only {compared} moves compared"
        for client in everyone:
            await client.close()
        listening_a.close()
        listening_b.close()

    run(twins())


def _common_moves(spec, rules, a, b) -> int:
    """How many moves two games play alike (the first legal move of one that is legal in the other)
    before seat 1 or a watcher is shown the difference."""
    played = 0
    while all(json.dumps(spec.view(rules, a, v), sort_keys=True) == json.dumps(spec.view(rules, b, v), sort_keys=True)
              for v in (0, None)) and not rules.is_over(a):
        legal_b = rules.legal_moves(b)
        move = next((m for m in rules.legal_moves(a) if m in legal_b), None)
        if move is None:
            break
        a, b = rules.apply(a, move), rules.apply(b, move)
        played += 1
    return played


def _twin(spec, rules, state):
    """Of twenty redeals of what seat 1 cannot see, the one the two games keep hidden longest (a
    redeal whose other hands can play nothing alike shows the difference at once, and the test
    would compare little)."""
    twins = [spec.redeal_hidden(rules, state, 0, random.Random(k)) for k in range(20)]
    return max(twins, key=lambda twin: _common_moves(spec, rules, state, twin))


async def _cpu_room(url: str, game: str, board=None, rules=None, players: int = 4):
    """A room where seat 1 is the attacker's raw client and the other seats are the server's CPUs."""
    attacker = RoomClient(url, "eve", keep_frames=True)
    await attacker.connect()
    seats = ["open"] + [f"cpu:{registry.get(game).cpu_names()[0]}"] * (players - 1)
    code = await attacker.create(game, seats, board=board, rules=rules, listed=False)
    await attacker.start()
    return code, attacker


async def _play_first_moves(attacker: RoomClient, server: RoomServer, code: str, moves: int, until=None):
    """The attacker plays the first legal move it is sent, ``moves`` times (or until ``until()``)."""
    session = server.rooms[code].session
    for _ in range(moves):
        await attacker.wait_until(lambda: session.is_over() or (attacker.my_turn()
                                                                and len(attacker.table.moves) == len(session.moves)))
        if session.is_over() or (until is not None and until()):
            return
        await attacker.play(attacker.table.legal_moves()[0])


def test_an_attacker_reading_everything_finds_no_other_hand_in_karuta(tmp_path):
    async def attack():
        server, listening, url = await _serving(tmp_path)
        code, attacker = await _cpu_room(url, "karuta")
        session = server.rooms[code].session
        await _play_first_moves(attacker, server, code, 6)
        assert not session.is_over()
        text = "\n".join(attacker.frames)
        rules = session.rules
        hidden = [pid for seat in range(1, 4) for i, pid in enumerate(rules.province_ids)
                  if session.state.hands[seat] >> i & 1]
        assert len(hidden) > 20
        found = [pid for pid in hidden if re.search(rf'"{pid}"', text)]
        assert found == [], f"seat 1 was sent cards the others hold: {found}"
        assert '"seed"' not in text
        await attacker.close()
        listening.close()

    run(attack())


def test_an_attacker_reading_everything_cannot_tell_the_dice_to_come_in_shima(tmp_path):
    """In v1 every roll was predicted from the seed the server sent; now the seed and the deck never
    leave the server, and the best guess from every number received does no better than chance."""
    from core.games.shima.rules import _dice

    async def attack():
        server, listening, url = await _serving(tmp_path)
        code, attacker = await _cpu_room(url, "shima", rules={"turn_limit": 30})
        session = server.rooms[code].session
        await _play_first_moves(attacker, server, code, 400)
        text = "\n".join(attacker.frames)
        assert str(session.state.seed) not in text and '"seed"' not in text and '"deck"' not in text
        # the attacker tries every number it was sent as the seed, with the number of rolls so far
        numbers = {int(n) for n in re.findall(r"-?\d+", text)}
        rolls = [json.loads(f) for f in attacker.frames if '"roll"' in f and json.loads(f).get("type") == "moved"]
        assert len(rolls) >= 20
        best = 0
        for seed in list(numbers)[:300]:
            hits = 0
            for draws, message in enumerate(rolls):
                state = type(session.state).__new__(type(session.state))
                object.__setattr__(state, "seed", seed)
                object.__setattr__(state, "draws", draws)
                hits += list(_dice(state)) == message["view"]["last_roll"]
            best = max(best, hits)
        assert best < len(rolls) / 3, f"{best} of {len(rolls)} rolls foretold"
        # the others' help cards and materials are counts only
        views = [json.loads(f)["view"] for f in attacker.frames if json.loads(f).get("type") == "moved"]
        playing = [view for view in views if view["phase"] != "over"]  # (the end shows everything)
        assert len(playing) > 50
        assert all(view[key][k] is None for view in playing for key in ("hands", "cards", "new_cards", "secret")
                   for k in (1, 2, 3))
        await attacker.close()
        listening.close()

    run(attack())


def test_an_attacker_never_sees_a_face_down_choice_before_the_round_turns_up_in_chakai(tmp_path):
    async def attack():
        server, listening, url = await _serving(tmp_path)
        code, attacker = await _cpu_room(url, "chakai")
        await _play_first_moves(attacker, server, code, 60)
        moved = [json.loads(f) for f in attacker.frames if json.loads(f).get("type") == "moved"]
        others_choices = [m for m in moved if m["seat"] != 0 and m["move"][0] == "play"]
        assert len(others_choices) >= 9
        assert all(m["move"] == ["play", "?", -1] for m in others_choices)
        exchanges = [m for m in moved if m["seat"] != 0 and m["move"][0] == "exchange"]
        assert exchanges and all(set(m["move"][1]) <= {-1} for m in exchanges)
        for message in moved:  # nobody's hand or choice but seat 1's, no deck, no face-down 太閤 before scouting
            view = message["view"]
            if view["phase"] == "over":
                continue  # the tea party shows everything
            assert all(view["hands"][k] is None and view["chosen"][k] is None for k in (1, 2, 3))
            assert view["taiko_down"] is None or view["scouted"][0]
        assert '"reshuffle_seed"' not in "\n".join(attacker.frames)
        await attacker.close()
        listening.close()

    run(attack())


def test_an_app_of_protocol_1_is_told_to_update(tmp_path):
    from websockets.asyncio.client import connect

    async def old_app():
        _server, listening, url = await _serving(tmp_path)
        async with connect(url) as socket:
            await socket.send(json.dumps({"type": "hello", "protocol": 1, "app": "kuni-studio"}))
            answer = json.loads(await socket.recv())
        assert answer["what"] == "version" and answer["server_protocol"] == PROTOCOL_VERSION == 2
        assert "update Kuni Studio" in answer["reason"]
        listening.close()

    run(old_app())
