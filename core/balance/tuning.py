"""Which rule values meet the designer's targets: a multi-objective search over a game's rules (no Qt).

The designer names the rule options that vary and over what (a *space*: ``{"option": {"choices":
[…]}}`` or ``{"option": {"low": a, "high": b}}``, checked against the game's RuleSet) and the
targets to bring down (:data:`TARGETS`: the seat spread, ties, the game's unusual ends, a game
length). Optuna's NSGA-II sampler, seeded, proposes variants one after another; each is played
``games`` times by equal CPUs (:mod:`core.balance.tables`, on processes or Dask). The variants on
the Pareto front are then played again with four times the games — more only for the promising
ones — and reported with their intervals, each as a rules file ``kuni simulate GAME --rules`` and
the app's New game read. The study is kept in an SQLite file beside the report, so a run stopped
with Ctrl-C keeps what it found and ``resume`` goes on from it; the same seed gives the same
trials and figures, locally and on Dask.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from core.balance.tables import Table, play_tables
from core.simulation.intervals import wilson
from core.text import joined, translate

#: What a search can bring down, each a figure of a variant's games (a share from 0 to 1, or moves).
TARGETS = {
    "seat_spread": translate("BalanceLab", "seat spread: the largest seat's win share minus the smallest's"),
    "tie_rate": translate("BalanceLab", "shared wins: games with more than one winner"),
    "end_note_rate": translate("BalanceLab", "unusual ends: games the game's own note marks (旧国かるた's stall, "
                                             "the turn limit of 市区町村バトル and しま, 北野大茶会's broken tie)"),
    "length": translate("BalanceLab", "game length: moves per game, or the distance from length=N"),
}
#: How many times the first round's games a front variant is played again with.
FRONT_FACTOR = 4


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


def _target(text: str) -> tuple[str, float | None]:
    name, _, value = text.partition("=")
    if name not in TARGETS or (value and name != "length"):
        raise ValueError(translate("BalanceLab", "'{target}' is not a target: give {known} (length=N for a length "
                                                 "to aim at)").format(target=text, known=", ".join(TARGETS)))
    try:
        return name, float(value) if value else None
    except ValueError:
        raise ValueError(translate("BalanceLab", "'{target}': length=N takes a number of moves").format(
            target=text)) from None


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
    # (the spread's interval: from the two seats' own intervals, the widest it could be either way)
    high = max(wilson(w, games)[1] for w in wins) - min(wilson(w, games)[0] for w in wins)
    return {
        "games": games, "seat_win_share": [round(s, 4) for s in shares],
        "seat_spread": round(spread, 4), "seat_spread_ci": [0.0, round(min(1.0, high), 4)],
        "tie_rate": round(ties / games, 4), "tie_rate_ci": [round(v, 4) for v in wilson(ties, games)],
        "end_note_rate": round(noted / games, 4), "end_note_rate_ci": [round(v, 4) for v in wilson(noted, games)],
        "length": round(mean, 2),
        "length_ci": [round(mean - 1.96 * _sd(lengths) / math.sqrt(games), 2),
                      round(mean + 1.96 * _sd(lengths) / math.sqrt(games), 2)],
    }


def _sd(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))


def _objective_values(figures: dict, targets: list[tuple[str, float | None]]) -> list[float]:
    return [abs(figures[name] - aim) if aim is not None else figures[name] for name, aim in targets]


def tune(spec, space: dict, targets: list[str], out: str | Path, dataset=None, *, base: dict | None = None,
         trials: int = 40, games: int = 200, players: int | None = None, cpu: str | None = None, seed: int = 1,
         resume: bool = False, workers: int | None = None, dask=None, on_trial=None) -> dict:
    """Search ``space`` for the variants that best meet ``targets``; returns the report.

    Args:
        out: the report's folder; the Optuna study is kept in ``<out>.optuna.db`` beside it.
        base: the rule options every variant starts from (a rules file's).
        resume: go on from the study kept beside the report (its trials count towards ``trials``).
        on_trial: called with each finished trial's number and figures.

    Returns:
        ``{"game", "targets", "space", "seed", "trials", "games", "front_games", "pareto": [{"trial",
        "rules", "figures", "first_figures"}], "all": [{"trial", "rules", "figures"}]}`` (``figures``
        as :func:`measure`: the front's from its second, larger round; ``first_figures`` the search's).
    """
    import optuna

    players = players or spec.default_players
    spec.check_players(players)
    cpu = cpu or spec.default_cpu
    aims = [_target(t) for t in targets]
    if not aims:
        raise ValueError(translate("BalanceLab", "name at least one target ({known})").format(known=", ".join(TARGETS)))
    base = dict(base or {})
    storage_path = Path(f"{Path(out)}.optuna.db")
    if storage_path.exists() and not resume:
        raise ValueError(translate("BalanceLab", "{path} holds an earlier search: give --resume to go on with it, or "
                                                 "another --out").format(path=str(storage_path)))
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    study = optuna.create_study(
        study_name=f"kuni-{spec.name}", storage=f"sqlite:///{storage_path}", load_if_exists=resume,
        directions=["minimize"] * len(aims), sampler=optuna.samplers.NSGAIISampler(seed=seed))
    tables = [Table((cpu,) * players, random.Random(f"balance:tune:{seed}:{g}").getrandbits(31)) for g in range(games)]

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

    def objective(trial):
        options = variant(trial)
        try:
            ruleset = spec.parse_ruleset(options)
        except ValueError:
            raise optuna.TrialPruned() from None  # (a combination the rules refuse)
        figures = measure(play_tables(spec, ruleset, dataset, tables, workers=workers, dask=dask), players)
        trial.set_user_attr("rules", ruleset.model_dump(mode="json"))
        trial.set_user_attr("figures", figures)
        if on_trial is not None:
            on_trial(trial.number, figures)
        return _objective_values(figures, aims)

    done = len([t for t in study.trials if t.state.is_finished()])
    stopped = False
    try:
        if trials > done:
            study.optimize(objective, n_trials=trials - done)
    except KeyboardInterrupt:  # what was found stays in the study and in the report
        stopped = True
    finished = [t for t in study.trials if t.state == optuna.trial.TrialState.COMPLETE]
    front_tables = [Table((cpu,) * players, random.Random(f"balance:tune-front:{seed}:{g}").getrandbits(31))
                    for g in range(games * FRONT_FACTOR)]
    pareto = []
    if not stopped:
        for t in sorted(study.best_trials, key=lambda t: t.number):
            ruleset = spec.parse_ruleset(t.user_attrs["rules"])
            figures = measure(play_tables(spec, ruleset, dataset, front_tables, workers=workers, dask=dask), players)
            pareto.append({"trial": t.number, "rules": t.user_attrs["rules"], "figures": figures,
                           "first_figures": t.user_attrs["figures"]})
    else:
        pareto = [{"trial": t.number, "rules": t.user_attrs["rules"], "figures": t.user_attrs["figures"],
                   "first_figures": t.user_attrs["figures"]} for t in sorted(study.best_trials, key=lambda t: t.number)]
    return {"game": spec.name, "targets": targets, "space": space, "base": base, "seed": seed, "cpu": cpu,
            "players": players, "trials": len(finished), "games": games,
            "front_games": games * FRONT_FACTOR if not stopped else games, "stopped": stopped,
            "pareto": pareto,
            "all": [{"trial": t.number, "rules": t.user_attrs["rules"], "figures": t.user_attrs["figures"]}
                    for t in finished]}


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
    lines = [translate("BalanceLab", "{title}: {trials} variants of {games} games each; the front played again with "
                                     "{front} games").format(title=spec.title_ja, trials=report["trials"],
                                                             games=report["games"], front=report["front_games"])]
    for k, entry in enumerate(report["pareto"], start=1):
        changed = {name: value for name, value in entry["rules"].items() if name in report["space"]}
        figures = entry["figures"]
        shown = joined(", ", [translate("BalanceLab", "{target} {value} ({low}–{high})").format(
            target=name, value=figures[name], low=figures[f"{name}_ci"][0], high=figures[f"{name}_ci"][1])
            for name in dict.fromkeys(t.partition("=")[0] for t in report["targets"])])
        lines.append(translate("BalanceLab", "  variant-{k}.json: {rules} — {figures}").format(
            k=k, rules=json.dumps(changed, ensure_ascii=False), figures=shown))
    if report["stopped"]:
        lines.append(translate("BalanceLab", "stopped: the front is of the trials finished, not played again; "
                                             "--resume goes on").format())
    return joined("\n", lines)
