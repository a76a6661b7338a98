"""How much each mechanic matters: one seat forbidden a kind of move, against the same deals
unrestricted (restricted play; no Qt)."""

from __future__ import annotations

from core.balance.mechanics import deals, mechanics_report, mechanics_text, paired_interval, restricted
from core.balance.tables import play_table
from core.games import registry
from core.text import lookup_for, shown


def test_the_restricted_seat_plays_the_forbidden_kind_only_when_nothing_else_is_legal():
    spec = registry.get("karuta")
    rules = spec.make_rules(spec.parse_ruleset({}), None)
    tables = restricted(deals(4, 8, "greedy", seed=3), "ferry")
    refused = 0
    for g, table in enumerate(tables):
        seat = g % 4
        assert table.forbidden[seat] == {"ferry"} and not any(table.forbidden[s] for s in range(4) if s != seat)
        outcome = play_table(spec, rules, table)
        assert outcome.used[seat]["ferry"] == outcome.forced[seat]
        refused += outcome.refused[seat]
    assert refused > 0  # the seat did turn down ferries it could have played


def test_the_paired_interval():
    assert paired_interval([0] * 50) == (0.0, 0.0)
    low, high = paired_interval([1] * 30 + [0] * 70)
    assert low < 0.3 < high and 0.2 < low
    assert paired_interval([1]) == (-1.0, 1.0)


def test_mechanics_of_a_game_sorted_with_what_is_no_choice_last():
    """北野大茶会: returning cards under the deck is never a choice (the rules make it); the report
    says so and puts it last, and every weighed kind has its change inside its interval."""
    spec = registry.get("chakai")
    report = mechanics_report(spec, spec.parse_ruleset({}), games=60, seed=2, workers=2)
    found = {m["kind"]: m for m in report["mechanics"]}
    assert "return" in found and found["return"]["no_choice"] and report["mechanics"][-1]["no_choice"]
    assert {"exchange", "仕入れ"} <= found.keys()
    for m in report["mechanics"]:
        assert m["change_ci"][0] <= m["change"] <= m["change_ci"][1]
        assert not (m["could_cut"] and m["no_choice"])
    changes = [abs(m["change"]) for m in report["mechanics"] if not m["no_choice"]]
    assert changes == sorted(changes, reverse=True)
    said = shown(mechanics_text(spec, report), lookup_for("ja"))
    assert "選択ではない" in said and "exchange" in said


def test_a_dask_cluster_gives_the_same_answer_as_one_process():
    spec = registry.get("karuta")
    ruleset = spec.parse_ruleset({})
    local = mechanics_report(spec, ruleset, games=40, seed=5, workers=1)
    assert mechanics_report(spec, ruleset, games=40, seed=5, workers=2, dask="local") == local


def _moves_with_kinds(spec, rules, cpu: str, games: int):
    """Every move of ``games`` games of equal CPUs, with the position it was made in and its kind."""
    from core.games.session import GameSession

    for seed in range(1, games + 1):
        session = GameSession.new(spec, rules, [cpu] * 4, seed)
        while not rules.is_over(session.state):
            state = session.state
            move = session.cpu(rules.to_move(state)).decide(rules, state, session.legal_moves())
            yield state, move, spec.kind_in(rules, state, move)
            session.play(move)


def test_a_highway_card_that_starts_a_new_line_at_a_junction_is_a_transfer():
    """The move alone says "highway"; in its position it either grows a line's end or starts a new
    line at a junction (a transfer), which the lab weighs as a mechanic of its own."""
    spec = registry.get("karuta")
    rules = spec.make_rules(spec.parse_ruleset({}), None)
    seen = {"highway": 0, "transfer": 0}
    for state, move, kind in _moves_with_kinds(spec, rules, "greedy", 6):
        if move.kind != "highway":
            assert kind == move.kind
            continue
        seen[kind] += 1
        after = rules.apply(state, move)
        grown = any(head[0] == rules.highway_index[move.highway] and rules.stops[head[0]][head[1]] == rules.index[
            move.source] for head in state.heads - after.heads)
        assert grown == (kind == "highway")  # a line's end moved on, or a line was added
    assert seen["highway"] > 20 and seen["transfer"] > 20


def test_a_trade_at_a_harbour_is_told_from_a_trade_with_the_bank():
    spec = registry.get("shima")
    rules = spec.make_rules(spec.parse_ruleset({}), None)
    seen = {"trade bank": 0, "trade port": 0}
    for state, move, kind in _moves_with_kinds(spec, rules, "planner", 4):
        if move[0] != "trade":
            assert not kind.startswith("trade")
            continue
        seen[kind] += 1
        seat, give = state.to_move, move[1]
        paid = state.hands[seat][give] - rules.apply(state, move).hands[seat][give]
        assert (paid < rules.ruleset.bank_rate) == (kind == "trade port")
    assert seen["trade bank"] > 0 and seen["trade port"] > 0
