"""Every registered game's simulator on a real Dask cluster gives the local run's figures (no Qt).

One ``dask.distributed`` LocalCluster of two worker processes serves the module; each game plays
enough games for several chunks, so both workers play some, and the report must equal a run in this
process with the same seed in everything but the timings.
"""

from __future__ import annotations

import pytest

from core.games import registry
from core.simulation.parallel import dask_client
from core.simulation.study import run_study, without_timings

#: Games per game's run: at least two of its chunks (battle 5, しま 20, 北野大茶会 50, 旧国かるた 100).
GAMES = {"karuta": 220, "battle": 12, "chakai": 110, "shima": 42}


@pytest.fixture(scope="module")
def client():
    with dask_client("local", workers=2) as client:
        yield client


@pytest.mark.parametrize("name", [spec.name for spec in registry.games()])
def test_a_game_on_two_dask_workers_gives_the_local_figures(client, name):
    spec = registry.get(name)
    config = spec.simulation_config(GAMES.get(name, 40), spec.default_players, 5, (spec.default_cpu,) *
                                    spec.default_players, spec.ruleset(), {o.name: o.default for o in
                                                                          spec.simulation_options})
    dataset = spec.board_from_text(None) if spec.dataset_game else None
    local = spec.simulate(config, dataset, workers=1)
    on_dask = spec.simulate(config, dataset, dask=client)
    assert without_timings(on_dask) == without_timings(local)
    workers = client.run(lambda: None)
    assert len(workers) == 2


def test_a_study_with_dask_plays_every_round_there_and_matches(monkeypatch):
    """`run_study(dask="local")` opens one cluster for all of ``--until-ci``'s rounds."""
    import core.simulation.study as study

    monkeypatch.setattr(study, "FIRST_ROUND", 100)
    spec = registry.get("karuta")
    config = spec.simulation_config(400, 4, 3, ("greedy",) * 4, spec.ruleset(), {})
    dataset = spec.board_from_text(None)
    local = run_study(spec, config, dataset, workers=1, until_ci=0.01, telemetry=False)
    on_dask = run_study(spec, config, dataset, workers=2, dask="local", until_ci=0.01, telemetry=False)
    assert on_dask["played_until"]["rounds"] == 2  # 100 games, then the 400 allowed
    assert without_timings(on_dask) == without_timings(local)


def test_a_scheduler_out_of_reach_is_said_in_words(monkeypatch):
    import core.simulation.parallel as parallel

    monkeypatch.setattr(parallel, "DASK_CONNECT_SECONDS", 1)
    with pytest.raises(OSError, match="no Dask scheduler at tcp://127.0.0.1:1"):
        with dask_client("tcp://127.0.0.1:1"):
            pass
