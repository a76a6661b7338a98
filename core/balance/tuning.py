"""Which rule values meet the designer's targets: a multi-objective search over a game's rules (no Qt).

The designer names the rule options that vary and over what (a *space*: ``{"option": {"choices":
[…]}}`` or ``{"option": {"low": a, "high": b}}``, checked against the game's RuleSet) and the
targets (:data:`TARGETS`: the seat spread, ties, the game's unusual ends, a game length, the skill
gradient; and the game's own telemetry: how often a kind of move is made, ``uses:KIND``, or a
measure at the end, ``end:MEASURE``; ``=N`` aims at a value instead of bringing it down). Optuna's
NSGA-II sampler, seeded, proposes variants one after another. Each is played by equal CPUs
(:mod:`core.balance.tables`, on processes or Dask) a quarter of its games first: a variant whose
figures are then worse on every target than a finished variant's, beyond their interval, is pruned
there (successive halving: Optuna's own pruners take one objective), and only the others play the
rest. The variants on the Pareto front are then played again with four times the games and reported
with their intervals, each as a rules file ``kuni simulate GAME --rules`` and the app's New game
read. The study is kept in an SQLite file beside the report, so a run stopped
with Ctrl-C keeps what it found and ``resume`` goes on from it; the same seed gives the same
trials and figures, locally and on Dask.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from core.balance.skill import lineups, strongest_ahead
from core.balance.tables import Table, play_table, play_tables
from core.simulation.intervals import wilson
from core.text import joined, translate

#: What a search can bring down, each a figure of a variant's games (a share from 0 to 1, or moves).
TARGETS = {
    "seat_spread": translate("BalanceLab", "seat spread: the largest seat's win share minus the smallest's"),
    "tie_rate": translate("BalanceLab", "shared wins: games with more than one winner"),
    "end_note_rate": translate("BalanceLab", "unusual ends: games the game's own note marks (旧国かるた's stall, "
                                             "the turn limit of 市区町村バトル and しま, 北野大茶会's broken tie)"),
    "length": translate("BalanceLab", "game length: moves per game, or the distance from length=N"),
    "skill_gradient": translate("BalanceLab", "skill gradient, raised: how often the strongest CPU finishes ahead "
                                              "of the weakest in rotated line-ups (50 % is luck, 100 % skill)"),
    "uses:KIND": translate("BalanceLab", "how often a kind of move is made: its moves per game (the kinds "
                                         "kuni balance GAME mechanics weighs)"),
    "end:MEASURE": translate("BalanceLab", "a measure of the game's telemetry at the end, the seats' mean "
                                           "(cards in hand, points, towns …)"),
}
#: The share of a variant's games it plays first; the rest only when it is not clearly beaten then.
FIRST_ROUND = 0.25
#: How many times the first round's games a front variant is played again with.
FRONT_FACTOR = 4


def telemetry_targets(spec, ruleset, dataset=None, players: int | None = None, cpu: str | None = None,
                      seed: int = 1) -> list[str]:
    """The telemetry targets a game offers (``uses:KIND`` for each kind of move its CPU made,
    ``end:MEASURE`` for each measure), read from one game of ``cpu`` (default the game's own)."""
    players = players or spec.default_players
    cpu = cpu or spec.default_cpu
    rules = spec.make_rules(ruleset, dataset)
    outcome = play_table(spec, rules, Table((cpu,) * players, seed))
    kinds = sorted({kind for seat in outcome.used for kind in seat})
    return [f"uses:{kind}" for kind in kinds] + [f"end:{name}" for name in outcome.measures]


def read_space(spec, data) -> dict:
    """The search space, checked against the game's RuleSet: each option a field, each range or
    choice one the RuleSet accepts.

    Raises:
        ValueError: an unknown option, a range without ``low`` < ``high``, or a value the rules refuse.
    """
    if not isinstance(data, dict) or not data:
        raise ValueError(translate("BalanceLab", "a search space is an object of rule options, each with its choices "
                                                 "or its low and high").format())
    fields = spec.ruleset.model_fields
    space = {}
    for name, entry in data.items():
        if name not in fields:
            raise ValueError(translate("BalanceLab", "{game} has no rule option '{name}': give one of {known}").format(
                game=spec.title_ja, name=name, known=", ".join(fields)))
        if isinstance(entry, dict) and isinstance(entry.get("choices"), list) and entry["choices"]:
            values = list(entry["choices"])
        elif isinstance(entry, dict) and {"low", "high"} <= entry.keys() and all(
                isinstance(entry[k], int | float) and not isinstance(entry[k], bool) for k in ("low", "high")) \
                and entry["low"] < entry["high"]:
            values = [entry["low"], entry["high"]]
        else:
            raise ValueError(translate("BalanceLab", "{name}: give its choices ([…]) or its low and high (low below "
                                                     "high)").format(name=name))
        for value in values:  # each end of a range, each choice: one the rules accept
            spec.parse_ruleset({name: value}, "space")
        space[name] = entry
    return space


def parse_target(text: str) -> tuple[str, float | None]:
    """``(name, aim)`` of a target as written (``length=40``, ``uses:ferry``, ``end:passes=2``)."""
    name, _, value = text.partition("=")
    family = name.partition(":")[0]
    known = {"uses", "end"}
    if not ((name in TARGETS and ":" not in name) or (family in known and name.partition(":")[2])) \
            or (value and name in ("seat_spread", "tie_rate", "end_note_rate", "skill_gradient")):
        raise ValueError(translate("BalanceLab", "'{target}' is not a target: give {known} (=N to aim at a "
                                                 "value, as length=N)").format(target=text, known=", ".join(TARGETS)))
    try:
        return name, float(value) if value else None
    except ValueError:
        raise ValueError(translate("BalanceLab", "'{target}': =N takes a number").format(target=text)) from None


def measure(outcomes, players: int) -> dict:
    """A variant's figures from its games, each rate with its Wilson interval."""
    games = len(outcomes)
    wins = [0.0] * players
    for outcome in outcomes:
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
    shares = [w / games for w in wins]
    ties = sum(1 for o in outcomes if len(o.winners) > 1)
    noted = sum(1 for o in outcomes if o.note)
    lengths = [o.moves for o in outcomes]
    mean = sum(lengths) / games
    spread = max(shares) - min(shares)
    # (the spread's interval: from the seats' own intervals, the narrowest and widest it could be)
    intervals = [wilson(w, games) for w in wins]
    high = max(i[1] for i in intervals) - min(i[0] for i in intervals)
    low = max(0.0, max(i[0] for i in intervals) - min(i[1] for i in intervals))
    found = {
        "games": games, "seat_win_share": [round(s, 4) for s in shares],
        "seat_spread": round(spread, 4), "seat_spread_ci": [round(low, 4), round(min(1.0, high), 4)],
        "tie_rate": round(ties / games, 4), "tie_rate_ci": [round(v, 4) for v in wilson(ties, games)],
        "end_note_rate": round(noted / games, 4), "end_note_rate_ci": [round(v, 4) for v in wilson(noted, games)],
        "length": round(mean, 2), "length_ci": _mean_ci(lengths),
    }
    kinds = sorted({kind for o in outcomes for seat in o.used for kind in seat})
    for kind in kinds:
        per_game = [float(sum(seat.get(kind, 0) for seat in o.used)) for o in outcomes]
        found[f"uses:{kind}"] = round(sum(per_game) / games, 3)
        found[f"uses:{kind}_ci"] = _mean_ci(per_game)
    for name in sorted({name for o in outcomes for name in o.measures}):
        values = [o.measures.get(name, 0.0) for o in outcomes]
        found[f"end:{name}"] = round(sum(values) / games, 3)
        found[f"end:{name}_ci"] = _mean_ci(values)
    return found


def _mean_ci(values: list[float]) -> list[float]:
    mean = sum(values) / len(values)
    half = 1.96 * _sd(values) / math.sqrt(len(values))
    return [round(mean - half, 3), round(mean + half, 3)]


def _sd(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))


def _gradient(outcomes, tables, kinds: list[str]) -> dict:
    """The skill gradient of games in rotated line-ups, with its Wilson interval."""
    ahead, met = strongest_ahead(outcomes, tables, kinds[-1], kinds[0])
    return {"skill_gradient": round(ahead / met, 4) if met else 0.0,
            "skill_gradient_ci": [round(v, 4) for v in wilson(ahead, met)]}


def _figure(figures: dict, name: str) -> float:
    """A target's figure (a kind of move never made is made 0 times a game)."""
    return figures.get(name, 0.0)


def _objective_values(figures: dict, targets: list[tuple[str, float | None]]) -> list[float]:
    """What the search brings down for each target: the figure, its distance from the aim, or for
    the skill gradient its shortfall from 100 %."""
    values = []
    for name, aim in targets:
        value = _figure(figures, name)
        values.append(abs(value - aim) if aim is not None else 1 - value if name == "skill_gradient" else value)
    return values


def _best_plausible(figures: dict, targets: list[tuple[str, float | None]]) -> list[float]:
    """Each target's objective at the good end of its 95 % interval (the aim, when the interval holds it)."""
    values = []
    for name, aim in targets:
        low, high = figures.get(f"{name}_ci", (0.0, 0.0))
        if aim is not None:
            values.append(0.0 if low <= aim <= high else min(abs(low - aim), abs(high - aim)))
        else:
            values.append(1 - high if name == "skill_gradient" else low)
    return values


def clearly_beaten(first: dict, finished: list[list[float]], targets) -> bool:
    """Whether a variant's first-round figures are worse on every target, even at the good end of
    their intervals, than some finished variant's."""
    hopeful = _best_plausible(first, targets)
    return any(all(h > v for h, v in zip(hopeful, values, strict=True)) for values in finished)


def tune(spec, space: dict, targets: list[str], out: str | Path, dataset=None, *, base: dict | None = None,
         trials: int = 40, games: int = 200, players: int | None = None, cpu: str | None = None, seed: int = 1,
         resume: bool = False, workers: int | None = None, dask=None, on_trial=None, stop=None) -> dict:
    """Search ``space`` for the variants that best meet ``targets``; returns the report.

    Args:
        out: the report's folder; the Optuna study is kept in ``<out>.optuna.db`` beside it.
        base: the rule options every variant starts from (a rules file's).
        resume: go on from the study kept beside the report (its trials count towards ``trials``).
        on_trial: called with each finished trial's number and figures.
        stop: asked after each trial; True ends the search there, as Ctrl-C does (the app's Stop).

    Returns:
        ``{"game", "targets", "space", "seed", "trials", "games", "front_games", "pareto": [{"trial",
        "rules", "figures", "first_figures"}], "all": [{"trial", "rules", "figures"}]}`` (``figures``
        as :func:`measure`: the front's from its second, larger round; ``first_figures`` the search's).
    """
    import optuna

    players = players or spec.default_players
    spec.check_players(players)
    cpu = cpu or spec.default_cpu
    aims = [parse_target(t) for t in targets]
    if not aims:
        raise ValueError(translate("BalanceLab", "name at least one target ({known})").format(known=", ".join(TARGETS)))
    base = dict(base or {})
    storage_path = Path(f"{Path(out)}.optuna.db")
    if storage_path.exists() and not resume:
        raise ValueError(translate("BalanceLab", "{path} holds an earlier search: give --resume to go on with it, or "
                                                 "another --out").format(path=str(storage_path)))
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    try:
        study = optuna.create_study(
            study_name=f"kuni-{spec.name}", storage=f"sqlite:///{storage_path}", load_if_exists=resume,
            directions=["minimize"] * len(aims), sampler=optuna.samplers.NSGAIISampler(seed=seed))
    except Exception as error:  # (SQLAlchemy's and Optuna's own: a file that is no study, a folder not there)
        raise ValueError(translate("BalanceLab", "{path} cannot hold the search: {why}").format(
            path=str(storage_path), why=str(error).splitlines()[0])) from None
    tables = [Table((cpu,) * players, random.Random(f"balance:tune:{seed}:{g}").getrandbits(31)) for g in range(games)]
    gauging_skill = any(name == "skill_gradient" for name, _aim in aims)
    kinds = spec.cpu_names()
    if gauging_skill and len(kinds) < 2:
        raise ValueError(translate("BalanceLab", "{game} has one CPU: there is no skill gradient to measure").format(
            game=spec.title_ja))
    skill_tables = lineups(spec, players, games, seed) if gauging_skill else []
    first = min(games, max(20, round(games * FIRST_ROUND)))

    def variant(trial) -> dict:
        options = dict(base)
        for name, entry in space.items():
            if "choices" in entry:
                options[name] = trial.suggest_categorical(name, entry["choices"])
            elif isinstance(entry["low"], int) and isinstance(entry["high"], int):
                options[name] = trial.suggest_int(name, entry["low"], entry["high"])
            else:
                options[name] = trial.suggest_float(name, float(entry["low"]), float(entry["high"]))
        return options

    def figures_of(ruleset, played: list, skill_played: list, part: slice) -> dict:
        """Play ``part`` of the variant's tables (adding to what it played before) and measure all."""
        played += play_tables(spec, ruleset, dataset, tables[part], workers=workers, dask=dask)
        figures = measure(played, players)
        if gauging_skill:
            skill_played += play_tables(spec, ruleset, dataset, skill_tables[part], workers=workers, dask=dask)
            figures.update(_gradient(skill_played, skill_tables[:len(skill_played)], kinds))
        return figures

    def objective(trial):
        options = variant(trial)
        try:
            ruleset = spec.parse_ruleset(options)
        except ValueError:
            raise optuna.TrialPruned() from None  # (a combination the rules refuse)
        trial.set_user_attr("rules", ruleset.model_dump(mode="json"))
        played, skill_played = [], []
        figures = figures_of(ruleset, played, skill_played, slice(0, first))
        finished = [t.values for t in trial.study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))]
        if first < games and clearly_beaten(figures, finished, aims):
            trial.set_user_attr("figures", figures)
            if on_trial is not None:
                on_trial(trial.number, figures)
            raise optuna.TrialPruned()  # worse everywhere than a variant already found: not worth the rest
        if first < games:
            figures = figures_of(ruleset, played, skill_played, slice(first, games))
        trial.set_user_attr("figures", figures)
        if on_trial is not None:
            on_trial(trial.number, figures)
        return _objective_values(figures, aims)

    done = len([t for t in study.trials if t.state.is_finished()])
    stopped = False

    def asked_to_stop(study, _trial) -> None:
        nonlocal stopped
        if stop is not None and stop():
            stopped = True
            study.stop()

    try:
        if trials > done:
            study.optimize(objective, n_trials=trials - done, callbacks=[asked_to_stop])
    except KeyboardInterrupt:  # what was found stays in the study and in the report
        stopped = True
    finished = [t for t in study.trials if t.state == optuna.trial.TrialState.COMPLETE]
    pruned = [t for t in study.trials if t.state == optuna.trial.TrialState.PRUNED and "figures" in t.user_attrs]
    front_tables = [Table((cpu,) * players, random.Random(f"balance:tune-front:{seed}:{g}").getrandbits(31))
                    for g in range(games * FRONT_FACTOR)]
    front_skill = lineups(spec, players, games * FRONT_FACTOR, seed + 1) if gauging_skill else []
    pareto = []
    for t in sorted(study.best_trials, key=lambda t: t.number):
        figures = t.user_attrs["figures"]
        if not stopped:  # the front again, with more games (and other deals) than the search's
            ruleset = spec.parse_ruleset(t.user_attrs["rules"])
            figures = measure(play_tables(spec, ruleset, dataset, front_tables, workers=workers, dask=dask), players)
            if gauging_skill:
                figures.update(_gradient(play_tables(spec, ruleset, dataset, front_skill, workers=workers, dask=dask),
                                         front_skill, kinds))
        pareto.append({"trial": t.number, "rules": t.user_attrs["rules"], "figures": figures,
                       "first_figures": t.user_attrs["figures"]})
    return {"game": spec.name, "targets": targets, "space": space, "base": base, "seed": seed, "cpu": cpu,
            "players": players, "trials": len(finished) + len(pruned), "pruned": len(pruned), "games": games, "first_games": first,
            "front_games": games * FRONT_FACTOR if not stopped else games, "stopped": stopped,
            "pareto": pareto,
            "all": [{"trial": t.number, "rules": t.user_attrs["rules"], "figures": t.user_attrs["figures"]}
                    for t in finished],
            "pruned_trials": [{"trial": t.number, "rules": t.user_attrs["rules"], "figures": t.user_attrs["figures"]}
                              for t in pruned]}


def front_png(report: dict) -> bytes:
    """The trials on the first two targets (one target: against the trial number), as the search saw
    them (the first round's games), the front marked and numbered as its rules files are."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    names = [t.partition("=")[0] for t in report["targets"]]
    x_name, y_name = (names + ["trial"])[:2] if len(names) > 1 else ("trial", names[0])

    def value(entry, name):
        return entry["trial"] if name == "trial" else entry.get("first_figures", entry["figures"])[name]

    figure = Figure(figsize=(7, 5), dpi=110)
    axes = figure.subplots()
    axes.scatter([value(e, x_name) for e in report["all"]], [value(e, y_name) for e in report["all"]],
                 color="#9aa5b1", label="trials")
    axes.scatter([value(e, x_name) for e in report["pareto"]], [value(e, y_name) for e in report["pareto"]],
                 color="#d62728", label="front")
    for k, e in enumerate(report["pareto"], start=1):
        axes.annotate(str(k), (value(e, x_name), value(e, y_name)), textcoords="offset points", xytext=(4, 4))
    axes.set_xlabel(x_name)
    axes.set_ylabel(y_name)
    axes.legend()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def save_tuning(report: dict, out: str | Path, force: bool = False) -> list[Path]:
    """``report.json``, ``front.png`` and each front variant as ``variant-K.json`` (a rules file),
    written whole as the folder ``out``."""
    from core.io.folder_output import write_folder

    files = {"report.json": (json.dumps(report, ensure_ascii=False, indent=1) + "\n").encode("utf-8"),
             "front.png": front_png(report)}
    for k, entry in enumerate(report["pareto"], start=1):
        files[f"variant-{k}.json"] = (json.dumps(entry["rules"], ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    return write_folder(out, files, owns=("report.json", "front.png", "variant-*.json"), force=force)


def tuning_text(spec, report: dict) -> str:
    """The front in words (translatable)."""
    lines = [translate("BalanceLab", "{title}: {trials} variants tried with {games} games each ({pruned} of them "
                                     "stopped after {first}, beaten on every target); the front played again with "
                                     "{front} games").format(
        title=spec.title_ja, trials=report["trials"], games=report["games"], pruned=report.get("pruned", 0),
        first=report.get("first_games", report["games"]), front=report["front_games"])]
    for k, entry in enumerate(report["pareto"], start=1):
        changed = {name: value for name, value in entry["rules"].items() if name in report["space"]}
        figures = entry["figures"]
        shown = joined(", ", [translate("BalanceLab", "{target} {value} ({low}–{high})").format(
            target=name, value=_figure(figures, name), low=figures.get(f"{name}_ci", (0, 0))[0],
            high=figures.get(f"{name}_ci", (0, 0))[1])
            for name in dict.fromkeys(t.partition("=")[0] for t in report["targets"])])
        lines.append(translate("BalanceLab", "  variant-{k}.json: {rules} — {figures}").format(
            k=k, rules=json.dumps(changed, ensure_ascii=False), figures=shown))
    if report["stopped"]:
        lines.append(translate("BalanceLab", "stopped: the front is of the trials finished, not played again; "
                                             "--resume goes on").format())
    return joined("\n", lines)
