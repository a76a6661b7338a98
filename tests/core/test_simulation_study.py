"""A simulation study of any game: 95 % intervals that are right on known counts, the seat test,
playing on until the intervals are narrow, the study kept as a folder, and progress that a piped
run still tells."""

from __future__ import annotations

import io
import json

import nim_game
import pytest

from core.games import registry
from core.progress import TerminalProgress
from core.simulation.intervals import annotate, chi2_sf, seat_effect, widest_half_width, wilson
from core.simulation.study import next_round, run_study, save_study, study_text


@pytest.fixture
def nim():
    registry.register(nim_game.SPEC)
    yield nim_game.SPEC
    registry.unregister(nim_game.SPEC.name)


@pytest.mark.parametrize(("k", "n", "low", "high"), [
    (50, 100, 0.4038, 0.5962),   # Wilson (1927) / Newcombe (1998) worked values
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    (81, 263, 0.2553, 0.3662),   # Newcombe 1998, table I, example (81/263)
    (15, 148, 0.0624, 0.1605),   # Newcombe 1998, example (15/148)
])
def test_wilson_intervals_on_known_counts(k, n, low, high):
    lo, hi = wilson(k, n)
    assert (round(lo, 4), round(hi, 4)) == (low, high)


@pytest.mark.parametrize(("x", "df", "p"), [(3.841, 1, 0.05), (5.991, 2, 0.05), (7.815, 3, 0.05),
                                            (9.488, 4, 0.05), (16.266, 3, 0.001), (0.0, 3, 1.0)])
def test_chi_square_tail_on_table_values(x, df, p):
    assert chi2_sf(x, df) == pytest.approx(p, abs=2e-5)


def test_the_seat_test_sees_a_real_effect_and_not_a_fair_one():
    """800 games of four equal CPUs winning 27.8 / 28.8 / 23.4 / 19.9 % (issue #34's figures): a
    seat effect beyond chance; 25 % each: none."""
    real = seat_effect([0.278 * 800, 0.288 * 800, 0.234 * 800, 0.199 * 800])
    assert real["df"] == 3 and real["chi2"] == pytest.approx(16.0, abs=0.5) and real["p"] < 0.01
    assert seat_effect([200, 200, 200, 200]) == {"chi2": 0.0, "df": 3, "p": 1.0}


def test_every_rate_of_a_report_gets_its_interval():
    report = {"games": 400, "seat_win_share": [0.5, 0.5], "stall_rate": 0.01, "ai_win_share": {"greedy": 1.0},
              "turns": {"median": 3}, "note_share": "text"}
    annotated = annotate(report, ("seat_win_share", "stall_rate", "ai_win_share", "note_share"))
    assert annotated["stall_rate_ci"] == [round(v, 4) for v in wilson(4, 400)]
    assert len(annotated["seat_win_share_ci"]) == 2 and annotated["ai_win_share_ci"]["greedy"][1] == 1.0
    assert "note_share_ci" not in annotated and annotated["seat_effect"]["p"] == 1.0
    assert {k: v for k, v in annotated.items() if not k.endswith("_ci") and k != "seat_effect"} == report
    assert "stall_rate_ci" not in annotate(report)  # only the rates the game names
    compared = annotate({"compare": [report, report]})
    assert all("seat_win_share_ci" in row for row in compared["compare"])
    assert widest_half_width(annotated) == pytest.approx((wilson(200, 400)[1] - wilson(200, 400)[0]) / 2, abs=1e-4)


def test_playing_on_until_the_intervals_are_narrow(nim):
    """1,000 games, then as many as the widest interval says the target needs, until every
    half-width is at most the target (or the most games allowed is reached, which the report says)."""
    rounds = []
    config = nim.simulation_config(20_000, 2, 1, ("random", "random"), nim.ruleset(), {"chunk": 500})
    report = run_study(nim, config, until_ci=0.02, on_round=lambda k, games: rounds.append(games))
    # a fair seat's share needs 2,401 games for ±2 points; doubling played 1,000 + 2,000 + 4,000
    assert rounds[0] == 1000 and len(rounds) == 2 and 2401 <= rounds[1] <= 3000
    assert report["games"] == rounds[1] and report["played_until"]["rounds"] == 2
    assert report["played_until"]["reached"] and widest_half_width(report) <= 0.02
    short = run_study(nim, nim.simulation_config(1500, 2, 1, ("random", "random"), nim.ruleset(), {"chunk": 500}),
                      until_ci=0.001)
    assert short["games"] == 1500 and not short["played_until"]["reached"]
    assert "not reached" in study_text(nim, short)
    with pytest.raises(ValueError, match="between 0 and 0.5"):
        run_study(nim, config, until_ci=0.7)


def test_the_next_round_is_what_the_widest_interval_asks_for():
    assert next_round(1000, 0.0268, 0.01, 100_000) == 8000  # ±1 point for four seats: 7,203 games
    assert next_round(1000, 0.011, 0.01, 100_000) == 2000  # nearly there: still twice as many
    assert next_round(1000, 0.05, 0.01, 5000) == 5000  # never more than allowed


def test_a_study_is_kept_as_one_folder(nim, tmp_path):
    config = nim.simulation_config(100, 2, 1, ("random", "perfect"), nim.ruleset(), {"chunk": 50})
    report = run_study(nim, config)
    written = save_study(nim, report, tmp_path / "study")
    assert sorted(p.name for p in written) == ["report.json", "report.png", "report.txt"]
    assert json.loads((tmp_path / "study" / "report.json").read_text(encoding="utf-8")) == report
    assert "seat effect" in (tmp_path / "study" / "report.txt").read_text(encoding="utf-8")


def test_a_piped_run_tells_its_progress_in_lines():
    """Not on a terminal: a line every interval with done/total, the rate and the time left, and
    the whole at the end; nothing at all for a run shorter than one interval."""
    out = io.StringIO()
    progress = TerminalProgress(100, "simulating shima", out, terminal=False, interval=0.0)
    for _ in range(4):
        progress.advance(25)
    progress.close()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("simulating shima: 25/100 (25 %),") and "/s, about" in lines[0]
    assert lines[-1].startswith("simulating shima: 100/100 done in")
    quiet = io.StringIO()
    short = TerminalProgress(100, "x", quiet, terminal=False, interval=60.0)
    short.advance(100)
    short.close()
    assert quiet.getvalue() == ""


def test_telemetry_watches_a_sample_move_by_move():
    """旧国かるた's watched games: hands shrink from the deal, every move had a choice of at least
    one, the kinds of moves are counted per game; the same run gives the same telemetry."""
    from core.simulation.telemetry import MIN_GAMES, collect, sample_size

    spec = registry.get("karuta")
    config = spec.simulation_config(600, 4, 3, ("greedy",) * 4, spec.ruleset(), {})
    telemetry = collect(spec, config, workers=1)
    assert telemetry["games"] == sample_size(600, spec.telemetry_share) == MIN_GAMES
    hands = telemetry["measures"]["cards in hand"]
    assert len(hands) == 4 and hands[0]["mean"][0] >= 16 and hands[0]["mean"][-1] < 5
    assert min(telemetry["branching"]["p10"]) >= 1 and telemetry["at_move"][0] == 1
    assert telemetry["move_kinds"]["first"]["per_game"] == 1.0
    assert telemetry["move_kinds"]["highway"]["per_game"] > 20
    notes = telemetry["games_of_note"]
    assert notes["shortest"]["moves"] == min(int(k) for k in telemetry["lengths"])
    assert notes["longest"]["moves"] == max(int(k) for k in telemetry["lengths"])
    from core.games import record as game_record

    _state, record = game_record.play(spec, spec.make_rules(config.ruleset, None), list(config.ai),
                                      notes["longest"]["seed"])
    assert len(record["moves"]) == notes["longest"]["moves"]  # the seed deals the watched game again
    again = collect(spec, config, workers=2)
    assert {k: v for k, v in again.items() if k != "seconds"} == {k: v for k, v in telemetry.items() if k != "seconds"}
    assert json.loads(json.dumps(telemetry)) == telemetry


def test_the_study_carries_telemetry_and_draws_it(nim):
    from core.simulation.report_picture import report_png

    config = nim.simulation_config(30, 2, 1, ("random", "perfect"), nim.ruleset(), {"chunk": 10})
    report = run_study(nim, config)
    assert report["telemetry"]["games"] == 20 and report["telemetry"]["branching"]["mean"]
    assert report_png(nim, report).startswith(b"\x89PNG")
    assert "telemetry" not in run_study(nim, config, telemetry=False)


def test_a_table_report_keeps_its_columns_straight_under_kanji():
    from core.simulation.words import table_text
    from core.text import display_width, translate

    caption = translate("SimulationReport", "ours").format()
    headings = ["", translate("SimulationReport", "ours").format(), translate("SimulationReport", "designers").format()]
    rows = [[translate("SimulationReport", "stall (all pass)").format(), "6.7 %", "0.0 %"],
            [translate("SimulationReport", "passes median").format(), "7", "9"]]
    from core.text import lookup_for

    lines = table_text(caption, headings, rows, lookup=lookup_for("ja")).splitlines()
    assert lines[0] == "こちら" and "手詰まり（全員パス）" in lines[2]
    assert len({display_width(line) for line in lines[1:]}) == 1  # figures right-aligned to one edge
    english = table_text(caption, headings, rows).splitlines()
    assert english[2].startswith("  stall (all pass)")
