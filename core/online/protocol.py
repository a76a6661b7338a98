"""The messages of Kuni Studio's online rooms, as pydantic models (no Qt).

Every message is one JSON object in one WebSocket text frame, with a ``type``. A client says
``hello`` with the protocol version first; a server of another version refuses it with a message
that says to update. The server checks everything a client sends against these models (unknown
fields, wrong types, oversized texts are refused), then the game's engine checks the moves. The
messages and their order are written up for people in ``docs/online.md``.
"""

from __future__ import annotations

import json
import string
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

#: The protocol's version: a client and a server of different versions refuse each other.
PROTOCOL_VERSION = 2
#: The largest message a client accepts from a server, bytes (a whole game's view with its picks
#: fits many times over).
MAX_MESSAGE_BYTES = 256 * 1024
#: The largest frame a server reads from a connection that has not said hello (a hello is about a
#: hundred bytes), and from one that has: no client message comes near (a move, a room's options).
#: A larger frame closes the connection before its payload is read.
HELLO_BYTES = 1024
CLIENT_MESSAGE_BYTES = 8 * 1024
#: The most brackets and commas a client message may hold before it is parsed (a hostile one packs
#: thousands of values into its bytes; the largest real one has a few dozen).
CLIENT_MESSAGE_VALUES = 500
#: Room codes: four characters, none that look alike (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6).
CODE_ALPHABET = "ACDEFHJKMNPQRTUVWXY34679"
CODE_LENGTH = 4
#: A seat's token: 128 random bits, as 32 hex digits.
TOKEN_HEX = 32
NICKNAME_LENGTH = 12
#: Rooms in one ``rooms`` answer (a page of them is a few kilobytes, far under any frame limit).
LIST_PAGE = 100
#: How deeply a move's JSON may nest (the deepest move of any game nests three lists).
MOVE_DEPTH = 6

Code = Annotated[str, Field(min_length=CODE_LENGTH, max_length=CODE_LENGTH, pattern=f"^[{CODE_ALPHABET}]+$")]
Token = Annotated[str, Field(min_length=TOKEN_HEX, max_length=TOKEN_HEX, pattern=f"^[{string.hexdigits}]+$")]
Nickname = Annotated[str, Field(max_length=40)]
#: A seat at set-up: ``open`` (for a person to join), or ``cpu:<kind>``.
SeatSetting = Annotated[str, Field(max_length=40, pattern=r"^(open|cpu:[a-z_]+)$")]


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# -- from a client ------------------------------------------------------------------------------


class Hello(Message):
    """The first message. ``language``: a client that draws its tables from what the server says
    (the browser's) asks for the moves' picks and words in its language (``ja`` or ``en``)."""

    type: Literal["hello"]
    protocol: int
    app: Annotated[str, Field(max_length=80)] = ""
    language: Literal["ja", "en"] | None = None


class Create(Message):
    """Make a room: the maker takes seat 1 and is its host."""

    type: Literal["create"]
    game: Annotated[str, Field(max_length=40)]
    board: Annotated[str, Field(max_length=200)] | None = None
    seats: Annotated[list[SeatSetting], Field(min_length=1, max_length=16)]
    rules: dict[str, Any] | None = None
    time_control: dict[str, Any] | None = None
    nickname: Nickname = ""
    listed: bool = True
    #: the maker's seat (seat 1 unless the seats were put in another order at set-up)
    host_seat: Annotated[int, Field(ge=0, lt=16)] = 0


class Join(Message):
    """Take an open seat: ``seat`` when it is open (a rematch keeps people where they sat), else
    the first open one."""

    type: Literal["join"]
    code: Code
    nickname: Nickname = ""
    seat: Annotated[int, Field(ge=0, lt=16)] | None = None


class Rejoin(Message):
    type: Literal["rejoin"]
    code: Code
    seat: Annotated[int, Field(ge=0, lt=16)]
    token: Token


class Spectate(Message):
    type: Literal["spectate"]
    code: Code


class Match(Message):
    """Wait for others who want the same game, board and number of players."""

    type: Literal["match"]
    game: Annotated[str, Field(max_length=40)]
    board: Annotated[str, Field(max_length=200)] | None = None
    players: Annotated[int, Field(ge=2, le=16)]
    nickname: Nickname = ""


class SetSeat(Message):
    """The host, before the start: a seat opened for a person or given to a CPU."""

    type: Literal["seat"]
    code: Code
    seat: Annotated[int, Field(ge=0, lt=16)]
    setting: SeatSetting


class Configure(Message):
    """The host, before the start: other rule options (merged over the room's), the seats in
    another order (``order[k]``: the seat that comes k-th; 「自分で決める」 plays them so), or
    another clock."""

    type: Literal["configure"]
    code: Code
    rules: dict[str, Any] | None = None
    order: Annotated[list[Annotated[int, Field(ge=0, lt=16)]], Field(max_length=16)] | None = None
    time_control: dict[str, Any] | None = None

    @field_validator("rules", "time_control")
    @classmethod
    def _shallow(cls, value: Any) -> Any:
        if _depth(value) > MOVE_DEPTH:
            raise ValueError(f"options nest at most {MOVE_DEPTH} deep")
        return value


class Start(Message):
    type: Literal["start"]
    code: Code


class Ask(Message):
    """What a thing on the table is (a town's card: its ★, abilities, sister cities …)."""

    type: Literal["ask"]
    code: Code
    spot: Annotated[list[Annotated[str, Field(max_length=80)]], Field(min_length=2, max_length=2)]


class Rematch(Message):
    """After the end: a new room with the same game, board, rules and seats; everyone at the old
    table is told its code (the asker is its host, in the same seat)."""

    type: Literal["rematch"]
    code: Code


class Move(Message):
    """A move of the sender's seat; ``number``: how many moves the sender has seen (a move made on
    an old position is refused)."""

    type: Literal["move"]
    code: Code
    number: Annotated[int, Field(ge=0)]
    move: Any

    @field_validator("move")
    @classmethod
    def _shallow(cls, move: Any) -> Any:
        if _depth(move) > MOVE_DEPTH:
            raise ValueError(f"a move nests at most {MOVE_DEPTH} deep")
        return move


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion: a hostile message may nest
    thousands deep)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, depth)
            if depth > MOVE_DEPTH:
                return depth
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


class ListRooms(Message):
    """The listed rooms waiting for people, :data:`LIST_PAGE` at a time from ``offset`` (one's own
    first, then the newest); ``code``: only that room."""

    type: Literal["list"]
    offset: Annotated[int, Field(ge=0, le=100_000)] = 0
    code: Code | None = None


class Ping(Message):
    type: Literal["ping"]
    t: float


class Leave(Message):
    type: Literal["leave"]
    code: Code


ClientMessage = Annotated[Hello | Create | Join | Rejoin | Spectate | Match | SetSeat | Configure | Start | Move
                          | ListRooms | Ping | Leave | Ask | Rematch, Field(discriminator="type")]
_CLIENT = TypeAdapter(ClientMessage)


class ProtocolError(ValueError):
    """A message that is not one of the protocol's; the text says what is wrong with it."""


def read_client_message(text: str | bytes) -> Message:
    """A client's message, checked.

    Raises:
        ProtocolError: not JSON, not an object, or not one of the messages (the first problem named).
    """
    if isinstance(text, bytes):
        raise ProtocolError("messages are JSON text frames, not binary")
    if len(text.encode("utf-8", "surrogatepass")) > CLIENT_MESSAGE_BYTES:
        raise ProtocolError(f"a message is at most {CLIENT_MESSAGE_BYTES} bytes")
    # the shape before the parse: counting is a scan in C, parsing builds every value it holds
    if text.count("[") + text.count("{") + text.count(",") > CLIENT_MESSAGE_VALUES:
        raise ProtocolError(f"a message holds at most {CLIENT_MESSAGE_VALUES} values")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ProtocolError(f"not JSON: {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object with a 'type'")
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ProtocolError(f"{where}: {first['msg']}" if where else first["msg"]) from None


# -- from the server ------------------------------------------------------------------------------
# The server's messages are plain dicts made by these helpers (a client reads them as it likes).


def welcome(server: str, client: str = "") -> dict:
    """The answer to a hello; ``client``: the version of the web client this server serves (a page
    of another version is told to reload)."""
    return {"type": "welcome", "protocol": PROTOCOL_VERSION, "server": server, "client": client}


def refused(reason: str, what: str, **more) -> dict:
    """A request refused: ``what`` a key a program can act on, ``reason`` words for people (English),
    and ``words`` the same sentence in each language a client speaks (a client shows its own)."""
    from core.games.rules_schema import words

    return {"type": "refused", "what": what, "reason": str(reason), "words": words(reason), **more}


def said(message: dict, language: str) -> str:
    """A refusal's words in ``language`` (its English ``reason`` from a server that sent no others)."""
    words = message.get("words")
    chosen = words.get(language) if isinstance(words, dict) else None
    return chosen if isinstance(chosen, str) and chosen else str(message.get("reason", ""))


#: What a refusal's ``what`` may be.
REFUSALS = ("version", "hello_first", "bad_message", "unknown_room", "rate_limited", "room_full", "not_host",
            "started", "not_started", "not_your_turn", "stale", "illegal", "bad_token", "bad_game", "too_busy",
            "server_storage")
