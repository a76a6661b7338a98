"""北野大茶会 engine: each clause of draft 18, the proposals' options, and seeded playouts."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.games import registry
from core.games.chakai.players import (
    PLAYERS,
    GreedyChakaiPlayer,
    PlannerChakaiPlayer,
    RandomChakaiPlayer,
    imagine_world,
)
from core.games.chakai.rules import ACTIONS, ANGER_PENALTY, ChakaiRules, ChakaiRuleSet, ChakaiState, replace_state
from core.games.chakai.simulate import PROPOSALS
from core.games.game import IllegalMove

RULES = ChakaiRules()


def _count_cards(state: ChakaiState) -> int:
    return (len(state.deck) + len(state.taiko_up) + len(state.taiko_down) + sum(len(h) for h in state.hands)
            + sum(1 for entries in state.kura for e in entries if e[2] == "m") + len(state.discards))


def _after_exchange(players: int = 4, seed: int = 1) -> ChakaiState:
    state = RULES.initial_state(players, random.Random(seed))
    while state.phase == "exchange":
        state = RULES.apply(state, ("exchange", ()))
    return state


def _table(kura, dice=None, taiko=(0, 1, 2, 3, 4, 5, 0), players=3) -> ChakaiState:
    """A finished game with the given 蔵 (lists of (round, suit)) for scoring tests."""
    entries = tuple(tuple((r, 0, "m", suit, True) for r, suit in cards) for cards in kura)
    return ChakaiState(players=players, suits=(0, 1, 2, 3, 4, 5), dice=tuple(dice or (3, 3, 3, 3, 3, 3)), deck=(),
                       taiko_up=tuple(sorted(taiko)), taiko_down=(), hands=tuple(() for _ in range(players)),
                       actions=tuple(() for _ in range(players)), kura=entries, round=7, phase="over", to_move=0,
                       chosen=tuple(None for _ in range(players)))


def test_setup_follows_the_draft():
    """4 players: 48 cards, dice on 6 suits, 太閤 7 (2 face down), 7 cards and 3 actions each;
    3 players: one whole suit (8 cards) removed and no die on it."""
    state = RULES.initial_state(4, random.Random(3))
    assert _count_cards(state) == 48 and len(state.suits) == 6
    assert len(state.taiko_up) == 5 and len(state.taiko_down) == 2
    assert all(len(hand) == 7 for hand in state.hands) and all(a == ACTIONS for a in state.actions)
    assert all(1 <= state.dice[s] <= 6 for s in state.suits) and state.phase == "exchange"
    three = RULES.initial_state(3, random.Random(3))
    missing = set(range(6)) - set(three.suits)
    assert len(missing) == 1 and three.dice[missing.pop()] == 0 and _count_cards(three) == 40
    with pytest.raises(ValueError):
        RULES.initial_state(5, random.Random(1))
    assert isinstance(registry.get("chakai").make_rules(ChakaiRuleSet(), None), ChakaiRules)


def test_exchange_up_to_three_then_reshuffle():
    """Each player may discard up to 3 and draws as many; the discards go back into the deck."""
    state = RULES.initial_state(4, random.Random(5))
    legal = RULES.legal_moves(state)
    assert ("exchange", ()) in legal and max(len(m[1]) for m in legal) == 3
    hand = state.hands[0]
    after = RULES.apply(state, ("exchange", hand[:3]))
    assert len(after.hands[0]) == 7 and after.discards == hand[:3] and after.to_move == 1
    for _ in range(3):
        after = RULES.apply(after, ("exchange", ()))
    assert after.phase == "play" and after.discards == () and _count_cards(after) == 48
    with pytest.raises(IllegalMove):
        RULES.apply(state, ("exchange", (9, 9)))


def test_cards_are_revealed_together_and_equal_actions_bat():
    """Choices stay hidden until all chose; two 謁見 bat (face down, no effect); the lone 金 takes effect."""
    state = _after_exchange()
    state = RULES.apply(state, ("play", "a", "謁見"))
    assert state.kura[0] == () and state.chosen[0] == ("a", "謁見")
    assert RULES.view(state, 1).get("chosen") is None  # a player's view holds no choices
    state = RULES.apply(state, ("play", "a", "謁見"))
    state = RULES.apply(state, ("play", "a", "金"))
    suit = state.hands[3][0]
    state = RULES.apply(state, ("play", "m", suit))
    assert state.kura[0][0][4] is False and state.kura[1][0][4] is False  # batted: face down
    assert state.kura[2][0] == (0, 0, "a", "金", True) and state.kura[3][0] == (0, 0, "m", suit, True)
    assert state.phase == "effect" and state.to_move == 2 and state.queue == (2,)
    assert "謁見" not in state.actions[0]


def test_face_down_actions_give_extra_distinct_effects():
    """After a batting, the next unbatted action gives 1 + (face-down cards) distinct effects."""
    state = _after_exchange()
    kura = list(state.kura)
    kura[0] = ((0, 0, "a", "謁見", False),)  # batted earlier
    state = replace(state, kura=tuple(kura), actions=(("金", "忍者"),) + state.actions[1:], round=1)
    state = RULES.apply(state, ("play", "a", "忍者"))
    for seat in (1, 2, 3):
        state = RULES.apply(state, ("play", "m", state.hands[seat][0]))
    assert state.phase == "effect" and state.effects_left == 2
    state = RULES.apply(state, ("effect", "偵察", ()))
    assert state.scouted[0] and state.phase == "effect"
    assert not any(m[0] == "effect" and m[1] == "偵察" for m in RULES.legal_moves(state))  # distinct
    assert ("stop",) in RULES.legal_moves(state)  # the extra effect is optional
    state = RULES.apply(state, ("stop",))
    assert state.phase == "play" and state.round == 2


def _resolving(action: str, seat_hand=None) -> ChakaiState:
    """Round 0 with seat 0's lone ``action`` about to take effect."""
    state = _after_exchange()
    state = RULES.apply(state, ("play", "a", action))
    for seat in (1, 2, 3):
        state = RULES.apply(state, ("play", "m", state.hands[seat][0]))
    assert state.phase == "effect" and state.to_move == 0
    return state


def test_each_effect_does_what_the_draft_says():
    state = _resolving("謁見")
    hand, deck = state.hands[0], state.deck
    after = RULES.apply(state, ("effect", "献上", hand[:2]))  # two to the 太閤, draw one
    assert len(after.hands[0]) == len(hand) - 1 and len(after.taiko_up) == len(state.taiko_up) + 2
    assert after.deck == deck[1:]
    taken = state.taiko_up[0]
    after = RULES.apply(state, ("effect", "下賜", (taken,)))  # a face-up 太閤 card into the 蔵
    assert after.kura[0][-1] == (0, 1, "m", taken, True) and len(after.taiko_up) == len(state.taiko_up) - 1
    after = RULES.apply(state, ("effect", "仕入れ", ()))  # draw 3, then 3 go under the deck
    assert after.phase == "return" and len(after.hands[0]) == len(hand) + 3
    back = after.hands[0][:3]
    after = RULES.apply(after, ("return", back))
    assert after.deck[-3:] == back and len(after.hands[0]) == len(hand) and _count_cards(after) == 48

    state = _resolving("金")
    a, b = state.suits[0], state.suits[1]
    after = RULES.apply(state, ("effect", "箔付け", ("flip", a)))
    assert after.dice[a] == 7 - state.dice[a]
    swap = next(m for m in RULES.legal_moves(state) if m[1] == "箔付け" and m[2][0] == "swap")
    after = RULES.apply(state, swap)
    assert (after.dice[swap[2][1]], after.dice[swap[2][2]]) == (state.dice[swap[2][2]], state.dice[swap[2][1]])
    two = next(m for m in RULES.legal_moves(state) if m[1] == "大量買付")
    after = RULES.apply(state, two)  # two cards beside the 金, at its place, then draw one
    assert [e[:2] for e in after.kura[0]] == [(0, 0)] * 3 and len(after.hands[0]) == len(state.hands[0]) - 1
    assert not any(m[2] == ("swap", a, b) for m in RULES.legal_moves(replace(state, dice=(2,) * 6)) if m[1] == "箔付け")

    state = _resolving("忍者")
    kura = list(state.kura)
    kura[0] = ((0, 0, "m", 5, True),) + kura[0]
    state = replace(state, kura=tuple(kura), taiko_up=(1, 2))
    after = RULES.apply(state, ("effect", "すり替え", (0, 2)))  # same place, suits traded
    assert after.kura[0][0] == (0, 0, "m", 2, True) and after.taiko_up == (1, 5)


def test_majority_goes_to_the_earliest_and_level_players_share():
    """Most cards wins; level counts → the first card played earlier; same place → all take it."""
    state = _table([[(0, 0), (3, 0)], [(1, 0), (2, 0)], [(4, 1)]], taiko=(0, 0, 0, 1, 1, 2, 3))
    party = RULES.tea_party(state)
    assert party["majorities"][0] == [0] and party["majorities"][1] == [2]
    state = _table([[(0, 0), (3, 0)], [(0, 0), (2, 0)], []], taiko=(0, 0, 0, 1, 1, 2, 3))
    assert RULES.tea_party(state)["majorities"][0] == [0, 1]
    everyone_level = ChakaiRules(ChakaiRuleSet(majority_ties="all", majority_share=True))
    state = _table([[(0, 0), (3, 0)], [(1, 0), (2, 0)], []], dice=(5, 1, 1, 1, 1, 1), taiko=(0, 0, 0, 1, 1, 2, 3))
    party = everyone_level.tea_party(state)
    assert party["majorities"][0] == [0, 1] and party["vp"][:2] == [2 + 1, 2 + 1]  # 5 // 2, set bonus 1
    assert ChakaiRuleSet(majority_ties="split") == everyone_level.ruleset  # what earlier files called split


def test_the_split_proposal_shares_the_die_and_changes_nothing_else():
    """頭割り (the proposal 'split') changes only what a majority scores when several take it: who
    takes it is still decided by the earliest first card, as in draft 18 (issue #34's confound)."""
    split = ChakaiRules(ChakaiRuleSet(**PROPOSALS["split"]))
    earlier = _table([[(0, 0), (3, 0)], [(1, 0), (2, 0)], []], dice=(5, 1, 1, 1, 1, 1), taiko=(0, 0, 0, 1, 1, 2, 3))
    assert split.tea_party(earlier)["majorities"][0] == [0] == RULES.tea_party(earlier)["majorities"][0]
    assert split.tea_party(earlier)["vp"] == RULES.tea_party(earlier)["vp"]
    same_place = _table([[(0, 0), (3, 0)], [(0, 0), (2, 0)], []], dice=(5, 1, 1, 1, 1, 1), taiko=(0, 0, 0, 1, 1, 2, 3))
    assert split.tea_party(same_place)["majorities"][0] == [0, 1]
    assert split.tea_party(same_place)["vp"][:2] == [2 + 1, 2 + 1]  # 5 // 2 each, set bonus 1
    assert RULES.tea_party(same_place)["vp"][:2] == [5 + 1, 5 + 1]  # draft 18: each the whole die
    for name, options in PROPOSALS.items():  # each proposal is the draft with only its own options changed
        assert set(options) <= {"majority_share", "majority_score", "set_bonus", "tiebreak"}, name


def test_scores_anger_and_set_bonus():
    """Die VP for each majority, +1 per suit held twice; holding ≥ the 太閤's count angers:
    1 token −2 VP, 2 tokens lose whatever the VP, 3+ are pardoned."""
    dice = (6, 5, 4, 3, 2, 1)
    taiko = (0, 0, 0, 1, 1, 1, 2)  # the 太閤 holds 3, 3 and 1
    one = _table([[(0, 0), (1, 0)], [(2, 3)], []], dice=dice, taiko=taiko)  # 2 < 3: no anger
    party = RULES.tea_party(one)
    assert party["vp"][0] == 6 + 1 and party["anger"][0] == 0
    assert party["anger"][1] == 1 and party["vp"][1] == 3 - 2  # 1 ≥ 0 of suit 3
    two = _table([[(0, 3), (1, 4)], [(2, 0)], []], dice=dice, taiko=taiko)
    party = RULES.tea_party(two)
    assert party["anger"][0] == 2 and party["out"][0] and 0 not in party["winners"]
    three = _table([[(0, 3), (1, 4), (2, 5)], [], []], dice=dice, taiko=taiko)
    party = RULES.tea_party(three)
    assert party["anger"][0] == 3 and party["vp"][0] == 3 + 2 + 1 and party["winners"] == [0]
    count = ChakaiRules(ChakaiRuleSet(majority_score="die_plus_count"))
    assert count.tea_party(one)["vp"][0] == 6 + 2 + 1
    everyone = ChakaiRules(ChakaiRuleSet(anger="everyone"))
    shared = _table([[(0, 2), (1, 2)], [(2, 2)], []], dice=dice, taiko=taiko)
    assert RULES.tea_party(shared)["anger"][:2] == [1, 0] and everyone.tea_party(shared)["anger"][:2] == [1, 1]


def test_tiebreaks():
    """Level at the top: the draft gives it to 上座 and clockwise; top_suit to most cards of the
    most valuable suit (highest die, leftmost among equals), else shared; draw shares it."""
    taiko = (0, 0, 0, 1, 1, 1, 2)  # the 太閤 holds 3 of suits 0 and 1: one card of each angers nobody
    dice = (4, 4, 1, 1, 1, 1)  # suits 0 and 1 worth 4 each: suit 0 is leftmost, so the most valuable
    level = _table([[(0, 1)], [(0, 0)], []], dice=dice, taiko=taiko)  # 4 VP each
    party = RULES.tea_party(level)
    assert party["vp"][:2] == [4, 4] and party["tied"] == [0, 1]
    assert party["winners"] == [0] and party["decided_by"] == "seat"
    top = ChakaiRules(ChakaiRuleSet(tiebreak="top_suit"))
    party = top.tea_party(level)
    assert party["winners"] == [1] and party["decided_by"] == "top_suit"  # seat 1 holds suit 0
    same = _table([[(0, 0), (1, 1)], [(0, 0), (1, 1)], []], dice=dice, taiko=taiko)  # both 8 VP, same cards
    party = top.tea_party(same)
    assert party["vp"][:2] == [8, 8] and party["winners"] == [0, 1] and party["decided_by"] == "shared"
    assert top.scores(same) == [0.5, 0.5, 0.0]
    draw = ChakaiRules(ChakaiRuleSet(tiebreak="draw"))
    assert draw.tea_party(level)["winners"] == [0, 1] and draw.scores(level) == [0.5, 0.5, 0.0]
    sole = _table([[(0, 1), (1, 1)], [(0, 0)], []], dice=dice, taiko=taiko)  # 4 + set bonus 1 against 4
    party = RULES.tea_party(sole)
    assert party["winners"] == [0] and party["decided_by"] == "score" and party["tied"] == [0]


#: The planner looks ahead with a small budget here: the conformance is about legality and replay.
_SMALL = {"planner": lambda seed: PLAYERS["planner"](seed, candidates=2, worlds=1)}


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_seeded_playouts_keep_every_card_and_replay(kind):
    """Conformance: seeded games end after 7 rounds with every card accounted for, each move legal,
    and the same seeds give the same game."""
    make = _SMALL.get(kind, PLAYERS[kind])
    for players in (3, 4):
        for seed in range(6 if kind not in _SMALL else 2):
            histories = []
            for _ in range(2):
                state = RULES.initial_state(players, random.Random(seed))
                cpus = [make(seed * 10 + k) for k in range(players)]
                total, moves = _count_cards(state), []
                while not RULES.is_over(state):
                    legal = RULES.legal_moves(state)
                    move = cpus[state.to_move].decide(RULES, state, legal)
                    assert move in legal
                    moves.append(move)
                    state = RULES.apply(state, move)
                    assert _count_cards(state) == total
                assert state.round == 7 and sum(len(k) for k in state.kura) >= 7 * players
                histories.append((moves, RULES.tea_party(state)["vp"]))
            assert histories[0] == histories[1]


def test_players_see_only_their_seat():
    """A CPU decides from view(): the same view gives the same move whatever the hidden cards."""
    state = _after_exchange(seed=7)
    state = RULES.apply(state, ("play", "a", "金"))  # seat 0's hidden choice
    view = RULES.view(state, 1)
    assert view["hand"] == state.hands[1] and view["taiko_down"] is None
    assert "hands" not in view and "deck" not in view and "chosen" not in view
    hidden = replace(state, hands=(state.hands[0][::-1],) + state.hands[1:], deck=state.deck[::-1],
                     chosen=(("m", 0),) + state.chosen[1:])
    for cpu in (GreedyChakaiPlayer, RandomChakaiPlayer, lambda seed: PlannerChakaiPlayer(seed, 3, 2)):
        legal = RULES.legal_moves(state)
        assert cpu(3).decide(RULES, state, legal) == cpu(3).decide(RULES, hidden, legal)


def test_the_planners_imagined_worlds_agree_with_what_its_seat_sees():
    """Each imagined world shows the seat exactly its view (so its moves are the real ones), keeps
    every card, and deals the unseen ones anew: the others' hands, the deck, the 太閤's face-down
    cards. Nothing hidden goes in: a different hidden deal gives the same worlds."""
    state = _after_exchange(seed=11)
    for _ in range(3):  # a few rounds in, with actions and 仕入れ about
        cpus = [GreedyChakaiPlayer(k) for k in range(4)]
        while True:
            state = RULES.apply(state, cpus[state.to_move].decide(RULES, state, RULES.legal_moves(state)))
            if state.phase == "play" and state.to_move == 1:
                break
    view = RULES.view(state, 1)
    hidden = replace(state, hands=(state.hands[2], state.hands[1], state.hands[0]) + state.hands[3:]
                     if len(state.hands[0]) == len(state.hands[2]) else state.hands, deck=state.deck[::-1])
    others_hands = set()
    for k in range(20):
        world = imagine_world(view, random.Random(k))
        assert world == imagine_world(RULES.view(hidden, 1), random.Random(k))
        assert _count_cards(world) == _count_cards(state)
        seen = RULES.view(replace(world, to_move=1), 1)
        assert {key: value for key, value in seen.items() if key != "phase"} == \
            {key: value for key, value in view.items() if key != "phase"}
        assert RULES.legal_moves(replace(world, to_move=1)) == RULES.legal_moves(state)
        others_hands.add(world.hands[0])
    assert len(others_hands) > 10  # the unseen cards are dealt anew each time


def test_greedy_beats_random():
    """Over 120 seeded games with one greedy CPU among three random ones, greedy wins well over
    its fair quarter."""
    wins = 0.0
    for game in range(120):
        seat = game % 4
        state = RULES.initial_state(4, random.Random(game))
        cpus = [GreedyChakaiPlayer(game) if k == seat else RandomChakaiPlayer(game * 4 + k) for k in range(4)]
        while not RULES.is_over(state):
            state = RULES.apply(state, cpus[state.to_move].decide(RULES, state, RULES.legal_moves(state)))
        wins += RULES.scores(state)[seat]
    assert wins / 120 > 0.35


def test_records_replay_and_refuse_tampering():
    from core.games.chakai.record import describe
    from core.games.chakai.spec import SPEC
    from core.games.record import RecordError, play, replay

    def replay_record(record):
        return replay(SPEC, record)

    ChakaiRecordError = RecordError
    state, record = play(SPEC, RULES, ["greedy", "random", "greedy"], 9)
    rules, replayed = replay_record(record)
    assert replayed == state and rules.ruleset == RULES.ruleset
    assert describe(record).count("round ") == 7
    broken = dict(record, moves=record["moves"][:-1])
    with pytest.raises(ChakaiRecordError, match="stops after move"):
        replay_record(broken)
    wrong = dict(record, moves=[["play", "m", 99]] + record["moves"][1:])
    with pytest.raises(ChakaiRecordError, match="move 1"):
        replay_record(wrong)
    with pytest.raises(ChakaiRecordError):
        replay_record({"format": "something else"})


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([3, 4]),
       majority_ties=st.sampled_from(["leftmost", "all"]), majority_share=st.booleans(),
       majority_score=st.sampled_from(["die", "die_plus_count"]),
       set_bonus=st.integers(0, 2), tiebreak=st.sampled_from(["seat", "top_suit", "draw"]),
       anger=st.sampled_from(["majority", "everyone"]))
def test_any_rule_set_plays_to_a_consistent_tea_party(seed, players, majority_ties, majority_share, majority_score,
                                                      set_bonus, tiebreak, anger):
    """Under every combination of options a random game keeps its cards, ends after 7 rounds, and
    the tea party's winners are standing players at the top whose shares sum to 1 (or nobody)."""
    rules = ChakaiRules(ChakaiRuleSet(majority_ties=majority_ties, majority_share=majority_share,
                                      majority_score=majority_score, set_bonus=set_bonus, tiebreak=tiebreak,
                                      anger=anger))
    state = rules.initial_state(players, random.Random(seed))
    total = _count_cards(state)
    cpus = [RandomChakaiPlayer(seed + k) for k in range(players)]
    while not rules.is_over(state):
        state = rules.apply(state, cpus[state.to_move].decide(rules, state, rules.legal_moves(state)))
        assert _count_cards(state) == total
    assert state.round == 7 and rules.legal_moves(state) == []
    party = rules.tea_party(state)
    # the scoring, made fast for the CPUs that ask it hundreds of times a move, says what the rules say
    assert (party["vp"], party["anger"], party["majorities"]) == _scored_as_written(rules.ruleset, state)
    standing = [s for s in range(players) if not party["out"][s]]
    assert set(party["winners"]) <= set(party["tied"]) <= set(standing)
    if standing:
        assert all(party["vp"][w] == max(party["vp"][s] for s in standing) for w in party["winners"])
        assert sum(rules.scores(state)) == pytest.approx(1.0)
    else:
        assert party["winners"] == [] and sum(rules.scores(state)) == 0


def _scored_as_written(ruleset: ChakaiRuleSet, state: ChakaiState) -> tuple[list, list, dict]:
    """VP after anger, anger tokens and majorities of a finished game, straight from the rules:
    per suit the most 名物 in a 蔵 takes the die (level holders: the earliest card, or a share);
    whoever a majority angers (or everyone, by the option) at as many cards as the 太閤 holds."""
    n = state.players
    counts = [[sum(1 for e in state.kura[seat] if e[2] == "m" and e[3] == suit) for suit in range(6)]
              for seat in range(n)]
    taiko = [list(state.taiko_up + state.taiko_down).count(suit) for suit in range(6)]
    vp, anger, majorities = [0] * n, [0] * n, {}
    for suit in state.suits:
        most = max(counts[seat][suit] for seat in range(n))
        if not most:
            continue
        holders = [seat for seat in range(n) if counts[seat][suit] == most]
        if ruleset.majority_ties == "leftmost" and len(holders) > 1:
            earliest = {seat: min((e[0], e[1]) for e in state.kura[seat] if e[2] == "m" and e[3] == suit)
                        for seat in holders}
            holders = [seat for seat in holders if earliest[seat] == min(earliest.values())]
        majorities[suit] = holders
        for seat in holders:
            share = state.dice[suit] // len(holders) if ruleset.majority_share else state.dice[suit]
            vp[seat] += share + (most if ruleset.majority_score == "die_plus_count" else 0)
        for seat in range(n) if ruleset.anger == "everyone" else holders:
            if counts[seat][suit] and counts[seat][suit] >= taiko[suit]:
                anger[seat] += 1
    for seat in range(n):
        vp[seat] += ruleset.set_bonus * sum(1 for c in counts[seat] if c >= 2) - (ANGER_PENALTY if anger[seat] == 1 else 0)
    return vp, anger, majorities


def _states_of_a_game(seed: int, players: int = 4) -> list[ChakaiState]:
    rng = random.Random(seed)
    state = RULES.initial_state(players, rng)
    states = [state]
    for _ in range(2000):  # a game is some 100 moves: a bound, so a broken engine fails rather than hangs
        if RULES.is_over(state):
            return states
        state = RULES.apply(state, rng.choice(RULES.legal_moves(state)))
        states.append(state)
    raise AssertionError("the game did not end")


def test_the_states_quick_copy_is_dataclasses_replace():
    """The engine copies states with ``replace_state`` (not ``dataclasses.replace``, for speed):
    the same states, and a field that does not exist is refused the same way."""
    for state in _states_of_a_game(3)[::7]:
        changes = {"round": 5, "phase": "over", "to_move": 1, "used": ("偵察",)}
        assert replace_state(state, **changes) == replace(state, **changes)
        assert replace_state(state) == state and replace_state(state) is not state
        with pytest.raises(TypeError):
            replace_state(state, rounds=5)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 40), cut=st.floats(0.1, 0.9),
       extra=st.lists(st.tuples(st.integers(0, 7), st.integers(0, 1), st.sampled_from(["m", "a"]), st.integers(0, 5)),
                      max_size=4))
def test_a_cpus_table_counts_added_cards_as_counting_the_whole_kura_again(seed, cut, extra):
    """A CPU weighing a card counts only the cards it adds onto the table's tally; that must be the
    tally of the whole 蔵 with them (counts per suit, the leftmost place of each suit)."""
    from core.games.chakai.players import _Table

    states = _states_of_a_game(seed)
    state = states[int(cut * (len(states) - 1))]
    seat = state.to_move
    table = _Table(RULES, RULES.view(state, seat))
    entries = [(r, step, kind, suit if kind == "m" else ACTIONS[suit % len(ACTIONS)], True)
               for r, step, kind, suit in extra]
    counts, first = table._adding(entries)
    whole_counts, whole_first = RULES.tally(tuple(state.kura[s] + (tuple(entries) if s == seat else ())
                                                  for s in range(state.players)), state.players)
    assert (counts, first) == (whole_counts, whole_first)


def test_kenjo_may_give_no_card():
    """献上: 「自分の好きな手札を２枚まで」 — none is a choice too: the 太閤 gets nothing, one card is drawn."""
    state = RULES.initial_state(4, random.Random(3))
    seat = 0
    options = RULES.effect_options(state, seat, "謁見")
    assert ("effect", "献上", ()) in options
    assert ("effect", "献上", (state.hands[seat][0],)) in options
