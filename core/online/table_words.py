"""What a browser's table is told besides its seat's view: the picks that play its legal moves
(what to light, what a tap means, from the game's own ``table_picks``) and the words it shows, in
its language (no Qt).

The browser holds no rules: it lights the places the picks name, and a tap sends the legal move a
pick stands for. A move is told in words as the seat may see it (another's face-down card as a
hidden move). The app's tables work all of this out themselves; only a connection that said its
language in its ``hello`` is sent it.
"""

from __future__ import annotations

import json

from core.text import Template, Text, from_json, lookup_for, shown, translate


def _said(text, lookup) -> str:
    return shown(text, lookup) if lookup is not None else str(text)


def localised(data, lookup):
    """``data`` with every sentence kept for translation (a :func:`core.text.to_json` object) said
    in the language of ``lookup``."""
    if isinstance(data, dict):
        if {"context", "template"} <= data.keys():
            return _said(from_json(data), lookup)
        return {key: localised(value, lookup) for key, value in data.items()}
    if isinstance(data, list):
        return [localised(value, lookup) for value in data]
    return data


def _has_sentences(data) -> bool:
    if isinstance(data, dict):
        return {"context", "template"} <= data.keys() or any(_has_sentences(v) for v in data.values())
    if isinstance(data, list):
        return any(isinstance(v, dict | list) and _has_sentences(v) for v in data)
    return False


def _spot(spot) -> list[str]:
    return [str(spot[0]), str(spot[1])]


def table_words(spec, session, message: dict, viewer: int | None, language: str, told=None) -> dict:
    """The additions to a ``sync`` or ``moved`` ``message`` for a browser speaking ``language``:
    ``picks`` (one per legal move sent: its index in ``legal``, the place, the things picked up
    first, how the place lights, its tag and label), ``names`` (what those things are called, by
    ``kind|id``), ``said`` (the move just told, in words) and the view with its sentences said."""
    lookup = lookup_for(language)
    words: dict = {}
    if _has_sentences(message.get("view")):
        words["view"] = localised(message["view"], lookup)
    legal = session.legal_moves() if message.get("legal") else []
    if legal and spec.table_picks is not None:
        index = {json.dumps(spec.encode_move(move)): k for k, move in enumerate(legal)}
        picks, spots = [], {}
        for pick in spec.table_picks(session.rules, session.state, legal):
            k = index.get(json.dumps(spec.encode_move(pick.move)))
            if k is None:
                continue
            picks.append({"move": k, "place": _spot(pick.place), "pieces": [_spot(p) for p in pick.pieces],
                          "kind": pick.kind, "tag": _said(pick.tag, lookup), "label": _said(pick.label, lookup),
                          "route": [_spot(p) for p in pick.route]})
            for spot in (pick.place, *pick.pieces, *pick.route):
                spots[tuple(_spot(spot))] = spot
        known = spec.spot_names(session.rules, session.state)
        words["picks"] = picks
        words["names"] = {f"{kind}|{key}": _said(known[spot], lookup) for (kind, key), spot in spots.items()
                          if spot in known}
    if told is not None:
        before, move, seen = told
        words["said"] = _move_said(spec, session.rules, before, move, seen, lookup)
    return words


def _move_said(spec, rules, before, move, seen, lookup) -> str:
    """``move``, made from ``before``, in words as a seat told it as ``seen`` may read it."""
    if json.dumps(spec.encode_move(seen)) == json.dumps(spec.encode_move(move)):
        try:
            text = spec.move_text(rules, before, move)
        except Exception:  # noqa: BLE001 — words for a log: the move as written will do
            text = json.dumps(spec.encode_move(move), ensure_ascii=False)
    else:
        text = translate("TableWords", "a move you do not see").format()
    return _said(text, lookup) if isinstance(text, Text | Template) else str(text)


def spot_facts(spec, session, spot: tuple[str, str], viewer: int | None, language: str) -> list[str]:
    """What a tap on ``spot`` tells, in ``language`` (the game's ``spot_facts``; what every seat may
    know): lines of words, empty for a thing the game says nothing more of."""
    if spec.spot_facts is None:
        return []
    lookup = lookup_for(language)
    names = list(session.names)

    def seat_name(seat: int) -> str:
        name = names[seat] if 0 <= seat < len(names) and names[seat] else ""
        number = translate("TableWords", "seat {seat}").format(seat=seat + 1)
        said = f"{_said(number, lookup)} {name}".strip() if name else _said(number, lookup)
        if seat == viewer:
            said += _said(translate("TableWords", " (you)").format(), lookup)
        return said

    try:
        lines = spec.spot_facts(session.rules, session.state, spot, seat_name)
    except (KeyError, IndexError, ValueError):
        return []
    return [_said(line, lookup) for line in lines]


def record_words(spec, session, history, viewer: int | None, language: str) -> list[str]:
    """Each move of ``history`` (``(mover, move, timed_out)`` from the first position) in words as
    ``viewer`` was told it: a browser that comes back shows the whole record again."""
    lookup = lookup_for(language)
    said, state = [], session.first_state()
    for mover, move, _timed_out in history:
        said.append(_move_said(spec, session.rules, state, move, spec.seen_move(session.rules, mover, move, viewer),
                               lookup))
        state = session.rules.apply(state, move)
    return said


def standings(spec, session) -> list[dict] | None:
    """A finished game's ranking for the end screen: each seat's place and score in both languages
    (the same for everyone at the table), best first; None while it is played or for a game that
    ranks no further than its winners."""
    if spec.standings is None or not session.is_over():
        return None
    from core.games.rules_schema import words

    return [{"seat": seat, "place": place, "score": words(score)}
            for seat, place, score in spec.standings(session.rules, session.state)]
