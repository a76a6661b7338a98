"""Run independent chunks of work on every core, or on a Dask cluster, with identical results.

Work is split into chunks by index; each chunk's result depends only on its indices (every game
seeds its own generator from the run's seed and its index), and results are put back in index
order. So the same seed gives the same figures whatever the number of workers or machines.

Every game's simulator runs its chunks here, so every game runs on Dask the same way: give
:func:`run_chunks` a scheduler address (or ``"local"``), or a client from :func:`dask_client` to
share one cluster between runs (the rounds of ``--until-ci``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

#: Seconds to wait for a Dask scheduler before saying it is out of reach.
DASK_CONNECT_SECONDS = 15
#: How local worker processes start: None for the platform's default; the desktop app asks for
#: "spawn" (a process running Qt's threads must not be forked).
START_METHOD: str | None = None

Chunk = tuple[int, int]  # [start, stop) of game indices


def chunks(total: int, size: int) -> list[Chunk]:
    """Split ``range(total)`` into consecutive chunks of at most ``size``."""
    return [(start, min(start + size, total)) for start in range(0, total, size)]


def run_chunks(
    work: Callable[[Any, Chunk], list],
    payload: Any,
    total: int,
    *,
    workers: int | None = None,
    chunk_size: int = 100,
    dask: Any = None,
    on_progress: Callable[[int], None] | None = None,
) -> list:
    """Run ``work(payload, chunk)`` over all chunks and concatenate the results in index order.

    Args:
        work: a picklable top-level function returning one result per index of its chunk.
        payload: picklable data every call needs (the rules' inputs).
        total: number of indices.
        workers: processes to use; default every core; 1 runs in this process.
        chunk_size: indices per task.
        dask: ``"local"`` to start a Dask LocalCluster, a scheduler address (``tcp://host:8786``)
            to use an existing cluster, or a client from :func:`dask_client`; None for local processes.
        on_progress: called with the number of indices each finished chunk held.
    """
    parts = chunks(total, chunk_size)
    if isinstance(dask, str):
        with dask_client(dask, workers) as client:
            return _run_on_dask(work, payload, parts, client, on_progress)
    if dask is not None:
        return _run_on_dask(work, payload, parts, dask, on_progress)
    results: list[list | None] = [None] * len(parts)
    workers = workers or os.cpu_count() or 1
    if workers == 1 or len(parts) == 1:
        for k, part in enumerate(parts):
            results[k] = work(payload, part)
            if on_progress:
                on_progress(part[1] - part[0])
    else:
        import multiprocessing

        context = multiprocessing.get_context(START_METHOD) if START_METHOD else None
        with ProcessPoolExecutor(max_workers=min(workers, len(parts)), mp_context=context) as pool:
            futures = {pool.submit(work, payload, part): k for k, part in enumerate(parts)}
            from concurrent.futures import as_completed

            for future in as_completed(futures):
                k = futures[future]
                results[k] = future.result()
                if on_progress:
                    on_progress(parts[k][1] - parts[k][0])
    return [item for part in results for item in part]


@contextmanager
def dask_client(address: str, workers: int | None = None) -> Iterator[Any]:
    """A Dask client for the run: ``"local"`` starts a LocalCluster of ``workers`` processes
    (default every core) and stops it afterwards; an address connects to a running scheduler.

    Raises:
        OSError: the scheduler is out of reach (within :data:`DASK_CONNECT_SECONDS`).
    """
    from dask.distributed import Client, LocalCluster

    cluster = None
    try:
        if address == "local":
            cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                                   dashboard_address=":0")
            client = Client(cluster)
        else:
            client = Client(address, timeout=DASK_CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as error:
        if cluster is not None:
            cluster.close()
        raise OSError(f"no Dask scheduler at {address} ({error})") from None
    try:
        yield client
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _run_on_dask(work, payload, parts: Sequence[Chunk], client, on_progress) -> list:
    from dask.distributed import as_completed

    # a key of its own each time: the same payload scattered again for the next round of a study would
    # otherwise share its key with the last round's, whose release then takes the new one with it
    scattered = client.scatter(payload, broadcast=True, hash=False)
    futures = [client.submit(work, scattered, part, pure=False) for part in parts]
    index = {future.key: k for k, future in enumerate(futures)}
    results: list[list | None] = [None] * len(parts)
    for future in as_completed(futures):
        k = index[future.key]
        results[k] = future.result()
        if on_progress:
            on_progress(parts[k][1] - parts[k][0])
    return [item for part in results for item in part]
