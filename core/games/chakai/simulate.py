"""The 北野大茶会 simulator: many seeded games between CPU players (no Qt).

It answers the designer's questions about draft 18 (../shared/seeds/002_…txt): how often the
tea party ends level at the top (タイブレイクが…結構起こる気がする), how much the 上座 gains from
settling those ties, how spread the scores are (得点スケールが小さい), and how often anger takes
players out — under the draft and under each proposal (:data:`PROPOSALS`), on the same deals.

Game ``k`` of a run with seed ``s`` uses generators seeded from ``(s, k)`` only, so the figures do
not depend on the number of worker processes, and every rule set of a comparison plays the same
deals with the same player seeds.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass

from core.games.chakai.players import PLAYERS
from core.games.chakai.rules import ANGER_TOKENS, ChakaiRules, ChakaiRuleSet
from core.games.game import check_cpu_kinds, check_move_count
from core.simulation.parallel import run_chunks
from core.simulation.statistics import shares, summary
from core.simulation.words import report_lines, rules_text, speed_text, table_text
from core.text import Text, joined, translate

#: The designer's proposals, each against draft 18 (the document's 問題点).
PROPOSALS: dict[str, dict] = {
    "draft18": {},
    "split": {"majority_share": True},
    "count": {"majority_share": True, "majority_score": "die_plus_count"},
    "no_set_bonus": {"set_bonus": 0},
    "top_suit": {"tiebreak": "top_suit"},
    "draw": {"tiebreak": "draw"},
    "count+top_suit": {"majority_share": True, "majority_score": "die_plus_count", "tiebreak": "top_suit"},
}
#: Each proposal in the designer's words (草案18, 問題点), and what it changes — only that.
PROPOSAL_NOTES = {
    "draft18": translate("ChakaiProposal", "draft 18 as written").format(),
    "split": translate(
        "ChakaiProposal", "頭割り: the players who take a majority share its die (「ストッパーとして頭割りぐらいは」)").format(),
    "count":
        translate("ChakaiProposal", "split, and a majority also scores its card count (「基本枚数分が得点に」)").format(),
    "no_set_bonus": translate("ChakaiProposal", "no VP for two or more of a suit (「これをなくしたら」)").format(),
    "top_suit": translate(
        "ChakaiProposal", "ties go to most cards of the most valuable suit, else shared (「最も価値の高いスート１つ」)").format(),
    "draw": translate("ChakaiProposal", "a level top shares the win (「誉を分かち合う」)").format(),
    "count+top_suit": translate("ChakaiProposal", "count and top_suit together").format(),
}


def proposal_of(ruleset: ChakaiRuleSet) -> str | None:
    """The name in :data:`PROPOSALS` of a rule set (None: a mix of the designer's own)."""
    return next((name for name, options in PROPOSALS.items() if ChakaiRuleSet(**options) == ruleset), None)


def describe_rules(ruleset: ChakaiRuleSet) -> str:
    """A rule set in words: its proposal's note, or the options that differ from draft 18."""
    name = proposal_of(ruleset)
    if name is not None:
        return PROPOSAL_NOTES[name]
    draft = ChakaiRuleSet()
    return translate("ChakaiProposal", "draft 18 with {changes}").format(changes=", ".join(
        f"{key} {value}" for key, value in ruleset.model_dump().items() if getattr(draft, key) != value))


@dataclass(frozen=True)
class ChakaiSimulationConfig:
    """``series``: games per match when the games are played as matches (1: single games). Within
    a match the 上座 passes on each game (seat ``s`` of game ``g`` is player ``(s + g) mod n``) and
    each player's VP add up; a player out of a game (two anger tokens) scores 0 for it."""

    games: int
    players: int
    seed: int
    ai: tuple[str, ...]
    ruleset: ChakaiRuleSet
    series: int = 1

    def kinds_for_game(self, k: int) -> tuple[str, ...]:
        """The CPU kind at each seat in game ``k`` (in a match the players move round the table)."""
        g = k % self.series
        n = self.players
        return tuple(self.ai[(s + g) % n] for s in range(n))


def play_chakai(rules: ChakaiRules, kinds: tuple[str, ...], seed: str) -> dict:
    """One game; returns what the report needs."""
    state = rules.initial_state(len(kinds), random.Random(f"{seed}:deal"))
    players = [PLAYERS[kind](random.Random(f"{seed}:seat{k}").getrandbits(32)) for k, kind in enumerate(kinds)]
    moves = 0
    while not rules.is_over(state):
        state = rules.apply(state, players[state.to_move].decide(rules, state, rules.legal_moves(state)))
        moves += 1
        check_move_count(moves, "a 北野大茶会 game")
    party = rules.tea_party(state)
    shared = sum(1 for holders in party["majorities"].values() if len(holders) > 1)
    # 「とにかく一番目の大きいスートの枚数を集めるゲームになりそう」: did the winners take the
    # majority of the suit whose die ended highest, and how much of their 蔵 is that suit
    top = max(state.dice[suit] for suit in state.suits)
    top_suits = {suit for suit in state.suits if state.dice[suit] == top}
    winners = party["winners"]
    top_majority = any(w in party["majorities"].get(suit, []) for suit in top_suits for w in winners)
    shares_of_top = []
    for w in winners:
        cards = [entry[3] for entry in state.kura[w] if entry[2] == "m"]
        shares_of_top.append(sum(1 for suit in cards if suit in top_suits) / len(cards) if cards else 0.0)
    return {
        "vp": party["vp"],
        "anger": party["anger"],
        "out": party["out"],
        "tied": party["tied"],
        "winners": party["winners"],
        "decided_by": party["decided_by"],
        "majorities": len(party["majorities"]),
        "shared_majorities": shared,
        "winner_took_top_suit": top_majority,
        "winner_top_suit_share": sum(shares_of_top) / len(shares_of_top) if shares_of_top else None,
    }


def _chunk(payload, chunk):
    config = payload
    rules = ChakaiRules(config.ruleset)
    return [play_chakai(rules, config.kinds_for_game(k), f"chakai:{config.seed}:{k}") for k in range(*chunk)]


def simulate_chakai(config: ChakaiSimulationConfig, *, workers: int | None = None, dask=None,
                    on_progress=None) -> dict:
    """Play the games and summarise.

    Returns:
        ``games``, ``players``, ``seed``, ``ai``, ``rules``; ``tie_rate`` (games whose best
        standing players were level before the tie-break), ``decided_by`` (share of games decided
        by ``score``, ``seat``, ``top_suit``, ``shared`` or ``nobody``), ``seat_win_share`` (a
        shared win split), ``seat_win_share_in_ties``, ``first_seat_tie_wins`` (share of tied games
        the 上座 took by the tie-break alone), ``winner_vp``, ``margin`` (winner's VP over the
        next standing player's, before any tie-break), ``vp`` (every player), ``distinct_vp``
        (different final scores per game, median), ``anger`` (share of players with 0, 1, 2 and
        3+ tokens), ``anger_tokens`` (tokens handed out per party) and ``anger_tokens_short``
        (parties that would need more than the box's 8), ``shared_majority_rate`` (majorities taken by more than one player),
        ``winner_took_top_suit`` (games whose winner took the majority of the suit whose die
        ended highest) and ``winner_top_suit_share`` (how much of the winner's 名物 in the 蔵 is
        that suit, mean) — the designer's worry that a rule makes it a game of collecting the
        biggest suit,
        ``strength_win_share``, ``seconds``, ``games_per_second``.
    """
    check_cpu_kinds(config.ai, config.players, PLAYERS)
    if config.series < 1 or (config.series > 1 and config.games < config.series):
        raise ValueError(translate("ChakaiSetup", "--series {series}: a match is 1 to --games ({games}) games").format(
            series=config.series, games=config.games))
    started = time.perf_counter()
    # a planner seat makes a game ~1.5 s: small chunks keep the progress moving and Stop quick
    chunk = 2 if "planner" in config.ai else 50
    results = run_chunks(_chunk, config, config.games, workers=workers, chunk_size=chunk, dask=dask,
                         on_progress=on_progress)
    seconds = time.perf_counter() - started
    n, games = config.players, max(config.games, 1)
    by_seat, in_ties, by_kind = [0.0] * n, [0.0] * n, Counter()
    decided, anger = Counter(), Counter()
    tokens_handed, short_of_tokens = [], 0
    tied_games = first_seat_by_tiebreak = 0
    winner_vp, margins, every_vp, distinct = [], [], [], []
    majorities = shared_majorities = 0
    took_top, top_shares = 0, []
    for k, result in enumerate(results):
        winners = result["winners"]
        kinds = config.kinds_for_game(k)
        for seat in winners:
            by_seat[seat] += 1 / len(winners)
            by_kind[kinds[seat]] += 1 / len(winners)
        decided[result["decided_by"]] += 1
        if len(result["tied"]) > 1:
            tied_games += 1
            for seat in winners:
                in_ties[seat] += 1 / len(winners)
            if result["decided_by"] == "seat" and winners == [0]:
                first_seat_by_tiebreak += 1
        standing = sorted((result["vp"][s] for s in range(n) if not result["out"][s]), reverse=True)
        if standing:
            winner_vp.append(standing[0])
            if len(standing) > 1:
                margins.append(standing[0] - standing[1])
        every_vp.extend(result["vp"])
        distinct.append(len(set(result["vp"])))
        for tokens in result["anger"]:
            anger[min(tokens, 3)] += 1
        tokens_handed.append(sum(result["anger"]))
        short_of_tokens += tokens_handed[-1] > ANGER_TOKENS
        majorities += result["majorities"]
        shared_majorities += result["shared_majorities"]
        took_top += bool(result["winner_took_top_suit"])
        if result["winner_top_suit_share"] is not None:
            top_shares.append(result["winner_top_suit_share"])
    seats_of = Counter(config.ai)
    return {
        "games": config.games,
        "players": n,
        "seed": config.seed,
        "ai": list(config.ai),
        "rules": config.ruleset.model_dump(),
        "tie_rate": round(tied_games / games, 4),
        "decided_by": {k: round(v / games, 4) for k, v in sorted(decided.items())},
        "seat_win_share": shares(by_seat, games),
        "seat_win_share_in_ties": shares(in_ties, tied_games),
        "first_seat_tie_wins": round(first_seat_by_tiebreak / tied_games, 4) if tied_games else 0.0,
        "winner_vp": summary(winner_vp),
        "margin": summary(margins),
        "margin_zero_or_one": round(sum(1 for m in margins if m <= 1) / len(margins), 4) if margins else 0.0,
        "vp": summary(every_vp),
        "vp_stdev": round(statistics.pstdev(every_vp), 3) if every_vp else 0.0,
        "distinct_vp": statistics.median(distinct) if distinct else 0,
        "anger": {("3+" if k == 3 else str(k)): round(anger[k] / (games * n), 4) for k in range(4)},
        "anger_tokens": summary(tokens_handed),
        "anger_tokens_short": round(short_of_tokens / games, 4),
        "nobody_wins": round(decided["nobody"] / games, 4),
        "shared_majority_rate": round(shared_majorities / majorities, 4) if majorities else 0.0,
        "winner_took_top_suit": round(took_top / games, 4),
        "winner_top_suit_share": round(statistics.fmean(top_shares), 4) if top_shares else 0.0,
        "strength_win_share": {k: round(by_kind[k] / games / seats_of[k], 4) for k in seats_of},
        "seconds": round(seconds, 3),
        "games_per_second": round(config.games / seconds, 2) if seconds else 0.0,
        **({"series": series_summary(results, n, config.series, config.ai)} if config.series > 1 else {}),
    }


def series_summary(results: list[dict], players: int, series: int, ai: tuple[str, ...]) -> dict:
    """Games played as matches of ``series`` (consecutive results; a last, shorter match is left
    out): each player's VP added up over the match, the 上座 passing on each game, a player out of a
    game scoring 0 for it. The designer's thought (草案18): played several times, a level game may
    not matter once points add up — this measures how often a whole match still ends level.

    Returns ``matches``, ``games_per_match``, ``level_rate`` (matches whose best totals are level),
    ``single_game_level_rate`` (the same games one by one, for comparison), ``winner_total`` and
    ``margin`` (summaries of the best total and its lead over the next), ``margin_zero_or_one``,
    ``player_win_share`` (by the seat each player started in; a level match split) and
    ``strength_win_share`` (per CPU kind, per player).
    """
    matches = len(results) // series
    wins, by_kind = [0.0] * players, Counter()
    level = single_level = 0
    totals_best, margins = [], []
    for m in range(matches):
        totals = [0] * players
        for g in range(series):
            result = results[m * series + g]
            single_level += len(result["tied"]) > 1
            for seat in range(players):
                player = (seat + g) % players
                totals[player] += 0 if result["out"][seat] else result["vp"][seat]
        ranked = sorted(totals, reverse=True)
        best = ranked[0]
        winners = [p for p in range(players) if totals[p] == best]
        level += len(winners) > 1
        for p in winners:
            wins[p] += 1 / len(winners)
            by_kind[ai[p]] += 1 / len(winners)
        totals_best.append(best)
        margins.append(best - ranked[1])
    games = max(matches * series, 1)
    seats_of = Counter(ai)
    return {
        "matches": matches,
        "games_per_match": series,
        "level_rate": round(level / matches, 4) if matches else 0.0,
        "single_game_level_rate": round(single_level / games, 4),
        "winner_total": summary(totals_best),
        "margin": summary(margins),
        "margin_zero_or_one": round(sum(1 for d in margins if d <= 1) / len(margins), 4) if margins else 0.0,
        "player_win_share": shares(wins, matches),
        "strength_win_share": {k: round(by_kind[k] / max(matches, 1) / seats_of[k], 4) for k in seats_of},
    }


def compare_proposals(games: int, players: int, seed: int, ai: tuple[str, ...], *, workers: int | None = None,
                      dask=None, on_progress=None, series: int = 1) -> list[dict]:
    """Draft 18 and every proposal of :data:`PROPOSALS`, on the same deals and player seeds (as
    matches of ``series`` games when more than 1)."""
    reports = []
    for name, options in PROPOSALS.items():
        config = ChakaiSimulationConfig(games, players, seed, ai, ChakaiRuleSet(**options), series)
        report = simulate_chakai(config, workers=workers, dask=dask, on_progress=on_progress)
        report["proposal"] = name
        reports.append(report)
    return reports


def format_chakai_report(report: dict) -> Text:
    """One report as text."""
    anger = report["anger"]
    winner_vp = report["winner_vp"]
    lines = [
        translate("SimulationReport", "{games} games, {players} players, seed {seed}, CPUs {cpus}").format(
            games=report["games"], players=report["players"], seed=report["seed"], cpus=",".join(report["ai"])),
        rules_text(report["rules"]),
        translate("SimulationReport", "level at the top before the tie-break: {rate} % of games; decided by "
                  "{decided}").format(rate=f"{100 * report['tie_rate']:.1f}", decided=", ".join(
                      f"{k} {100 * v:.1f} %" for k, v in report["decided_by"].items())),
        translate("SimulationReport", "seat wins % (上座 first): {shares}; in tied games: {tied}").format(
            shares=" / ".join(f"{100 * s:.1f}" for s in report["seat_win_share"]),
            tied=" / ".join(f"{100 * s:.1f}" for s in report["seat_win_share_in_ties"])),
        translate("SimulationReport", "winner's VP median {median} (min {least}, max {most}); margin over the next "
                  "median {margin}, 0–1 VP in {close} %").format(
            median=f"{winner_vp['median']:g}", least=winner_vp["min"], most=winner_vp["max"],
            margin=f"{report['margin']['median']:g}", close=f"{100 * report['margin_zero_or_one']:.1f}"),
        translate("SimulationReport", "every player's VP mean {mean}, sd {sd}; distinct scores per game {distinct} "
                  "of {players}").format(mean=f"{report['vp']['mean']:g}", sd=f"{report['vp_stdev']:g}",
                                         distinct=f"{report['distinct_vp']:g}", players=report["players"]),
        translate("SimulationReport", "anger tokens 0 / 1 / 2 (out) / 3+ (pardoned): {shares} % of players; nobody "
                  "standing {nobody} %").format(
            shares=" / ".join(f"{100 * anger[k]:.0f}" for k in ("0", "1", "2", "3+")),
            nobody=f"{100 * report['nobody_wins']:.1f}"),
        translate("SimulationReport", "anger tokens handed out per party: median {median}, max {most}; more than the "
                  "box's {box} in {short} % of parties").format(
            median=f"{report['anger_tokens']['median']:g}", most=report["anger_tokens"]["max"], box=ANGER_TOKENS,
            short=f"{100 * report['anger_tokens_short']:.1f}"),
        translate("SimulationReport", "majorities shared: {rate} %").format(
            rate=f"{100 * report['shared_majority_rate']:.1f}"),
        translate("SimulationReport", "the winner took the majority of the suit whose die ended highest in {rate} % "
                  "of games; that suit is {share} % of the winner's 名物").format(
            rate=f"{100 * report['winner_took_top_suit']:.1f}", share=f"{100 * report['winner_top_suit_share']:.1f}"),
    ]
    if "series" in report:
        lines.append(_series_line(report["series"]))
    lines.append(speed_text(report))
    return report_lines(lines)


def _series_line(series: dict) -> Text:
    return translate(
        "SimulationReport", "as {matches} matches of {games} games (VP added up, the 上座 passing on): level at the "
        "top {level} % of matches (single games {single} %); winner's total median {total}, lead 0–1 VP in {close} %; "
        "wins by starting seat {shares} %").format(
        matches=series["matches"], games=series["games_per_match"], level=f"{100 * series['level_rate']:.1f}",
        single=f"{100 * series['single_game_level_rate']:.1f}", total=f"{series['winner_total']['median']:g}",
        close=f"{100 * series['margin_zero_or_one']:.1f}",
        shares=" / ".join(f"{100 * w:.1f}" for w in series["player_win_share"]))


#: The comparison's columns: heading, and how a report gives the cell.
_COMPARISON = (
    (translate("SimulationReport", "rules"), lambda r: r["proposal"]),
    (translate("SimulationReport", "level"), lambda r: f"{100 * r['tie_rate']:.1f}%"),
    (translate("SimulationReport", "上座 by tie-break"), lambda r: f"{100 * r['decided_by'].get('seat', 0):.1f}%"),
    (translate("SimulationReport", "shared win"), lambda r: f"{100 * r['decided_by'].get('shared', 0):.1f}%"),
    (translate("SimulationReport", "margin ≤1"), lambda r: f"{100 * r['margin_zero_or_one']:.1f}%"),
    (translate("SimulationReport", "win VP"), lambda r: f"{r['winner_vp']['median']:g}"),
    (translate("SimulationReport", "VP sd"), lambda r: f"{r['vp_stdev']:.2f}"),
    (translate("SimulationReport", "out"), lambda r: f"{100 * r['anger']['2']:.0f}%"),
    (translate("SimulationReport", "top suit"), lambda r: f"{100 * r['winner_took_top_suit']:.1f}%"),
)


def _comparison_columns(reports: list[dict]) -> list[tuple]:
    """The comparison's columns for these reports (matches add one)."""
    columns = list(_COMPARISON)
    if reports[0].get("series"):
        columns.append((translate("SimulationReport", "level match"),
                        lambda r: f"{100 * r['series']['level_rate']:.1f}%"))
    columns.append((translate("SimulationReport", "seat wins % (p)"), _seat_cell))
    columns.append((translate("SimulationReport", "what changes"), lambda r: PROPOSAL_NOTES[r["proposal"]]))
    return columns


def _seat_cell(report: dict) -> str:
    """Each seat's share of the wins and the χ² test's p that the seats win equally."""
    from core.simulation.intervals import seat_effect

    shares = report["seat_win_share"]
    effect = report.get("seat_effect") or seat_effect([s * report["games"] for s in shares])
    return "/".join(f"{100 * s:.0f}" for s in shares) + f" ({effect['p']:.2g})"


def comparison_table(reports: list[dict]) -> tuple[Text, list, list[list]]:
    """The draft and the proposals side by side: a caption, the headings and one row of cells per
    rule set (the text report and the app's table both show this)."""
    matches = reports[0].get("series")
    columns = _comparison_columns(reports)
    first = reports[0]
    caption = translate(
        "SimulationReport", "{games} games per rule set, {players} players, seed {seed}, CPUs {cpus} (the same deals "
        "for every row; 'top suit': games whose winner took the majority of the suit whose die ended highest)").format(
        games=first["games"], players=first["players"], seed=first["seed"], cpus=",".join(first["ai"]))
    if matches:
        caption = joined("; ", [caption, translate(
            "SimulationReport", "'level match': matches of {games} games ending level on added-up VP").format(
            games=matches["games_per_match"])])
    return caption, [c[0] for c in columns], [[c[1](report) for c in columns] for report in reports]


def format_comparison(reports: list[dict], lookup=None) -> str:
    """The draft and the proposals side by side, as text."""
    return table_text(*comparison_table(reports), lookup=lookup)