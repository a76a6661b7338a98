"""The hand in the air (core.games.table_picks.Picking): what a click means, for any game."""

from __future__ import annotations

from core.games.table_picks import Pick, Picking, picks_cover, reachable

A, B, C = ("cell", "a"), ("cell", "b"), ("cell", "c")
CARD = ("hand", "1")
PICKS = [
    Pick("a→b", B, (A,), "move"),
    Pick("a attacks c", C, (A,), "attack", "2 vs 3"),
    Pick("a swaps with c", C, (A,), "swap"),
    Pick("b→c", C, (B,), "move"),
    Pick("pass", ("button", "pass"), kind="pass", label="pass"),
    Pick("exchange 1,1", ("button", "exchange"), (CARD, CARD), "exchange"),
    Pick("exchange 1", ("button", "exchange"), (CARD,), "exchange"),
]


def test_a_piece_is_picked_up_then_put_on_a_lit_place():
    picking = Picking(PICKS)
    assert set(picking.pickable()) == {A, B, CARD}
    assert [pick.move for pick in picking.destinations()] == ["pass"]
    assert picking.click(A).kind == "picked" and picking.held == (A,)
    assert {pick.place for pick in picking.destinations()} == {B, C}
    played = picking.click(B)
    assert played.kind == "play" and [pick.move for pick in played.picks] == ["a→b"]
    assert picking.held == ()


def test_a_place_with_two_meanings_offers_both_and_keeps_the_piece_until_one_is_chosen():
    picking = Picking(PICKS)
    picking.click(A)
    outcome = picking.click(C)
    assert outcome.kind == "play" and [pick.move for pick in outcome.picks] == ["a attacks c", "a swaps with c"]
    assert picking.held == (A,)
    picking.chosen(outcome.picks[1])
    assert picking.held == ()


def test_a_click_elsewhere_puts_the_piece_back_and_says_why():
    picking = Picking(PICKS, names={A: "横浜市", ("cell", "z"): "川崎市"})
    picking.click(A)
    outcome = picking.click(("cell", "z"))
    assert outcome.kind == "refused" and picking.held == ()
    assert "横浜市" in str(outcome.reason) and "川崎市" in str(outcome.reason)
    assert picking.click(("cell", "z")).kind == "refused"


def test_another_piece_is_taken_instead_and_a_held_one_put_back():
    picking = Picking(PICKS)
    picking.click(A)
    assert picking.click(B).kind == "play"  # a lit place wins over picking b up
    picking.click(B)
    assert picking.held == (B,)
    assert picking.click(B).kind == "put_back" and picking.held == ()
    picking.click(B)
    assert picking.put_back() and not picking.put_back()
    picking.click(A)  # a button plays by itself, what was held put down
    outcome = picking.click(("button", "pass"))
    assert outcome.kind == "play" and outcome.picks[0].move == "pass" and picking.held == ()
    assert picking.direct_places() == [("button", "pass")]


def test_cards_are_gathered_and_the_button_plays_what_is_held():
    picking = Picking(PICKS)
    picking.click(CARD)
    assert [pick.move for pick in picking.destinations()] == ["exchange 1"]
    assert picking.pickable() == [CARD]  # a second 1 may join
    picking.click(CARD)
    assert picking.pickable() == []
    assert [pick.move for pick in picking.click(("button", "exchange")).picks] == ["exchange 1,1"]


def test_keyboard_targets_and_the_conformance_helpers():
    picking = Picking(PICKS)
    assert picking.targets()[0] == ("button", "pass")
    picking.click(A)
    assert picking.targets()[:2] == [B, C] and A in picking.targets()
    assert picking.name(("button", "pass")) == "pass"
    assert all(reachable(PICKS, pick) for pick in PICKS)
    assert picks_cover(PICKS, [pick.move for pick in PICKS]) == []
    assert picks_cover(PICKS[1:], [pick.move for pick in PICKS]) == ["'a→b' offered 0 times"]
    assert not reachable([Pick("x", A, (B,)), Pick("y", B)], Pick("x", A, (B,)))
