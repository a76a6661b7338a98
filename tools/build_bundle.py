"""Build the standalone Kuni Studio: ``dist/KuniStudio/`` with ``kuni-studio`` and ``kuni``, no Python needed.

Usage (in the environment the app is installed in, with the ``bundle`` extra)::

    python -m pip install -e '.[bundle]'
    python tools/build_bundle.py            # dist/KuniStudio/ for this platform
    python tools/build_bundle.py --check    # build, then run the bundle as a designer's machine would

PyInstaller does the work (``tools/bundle/kuni-studio.spec``; docs/bundles.md says why PyInstaller). The bundle
carries the data, the translations, the fonts and Qt's plugins; the app writes nothing into it (its user files
go to the platform's user folders). The two C extensions go in when this machine compiled them, as in a pip install.

``--check`` runs from the bundle, with no virtual environment on PATH, PYTHONPATH empty and a fresh home folder:
``kuni --version``, ``kuni validate`` on the bundled dataset, its GeoPackage and GeoJSON exports, ``kuni overlap``
at 34 × 46, ``kuni simulate karuta --games 50`` (and 300 games
in one process and on a Dask LocalCluster of two spawned workers, the same figures), ``kuni-studio --screenshot``
(offscreen) and ``kuni serve --port 0`` answering one hello; then that the bundle's folder is unchanged and the
server's rooms are in the user data folder. It prints the bundle's size and build time.
Exit codes: 0 built (and checked), 1 a check failed, 2 PyInstaller is missing or the build failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "tools" / "bundle" / "kuni-studio.spec"
NAME = "KuniStudio"


class CheckFailed(Exception):
    """A run from the bundle did not do what it should (the message says which and what it printed)."""


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on the spec; returns the seconds it took.

    The bundle is made in a folder of its own beside ``dist/KuniStudio`` and takes its place only
    once whole: a failed or stopped build leaves the last good bundle as it was.
    """
    started = time.monotonic()
    print(f"building {dist / NAME} with PyInstaller (about a minute and a half) …", flush=True)
    dist.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".bundle-", dir=dist))
    try:
        command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                   "--distpath", str(staging), "--workpath", str(work), str(SPEC)]
        done = subprocess.run(command, cwd=ROOT)
        if done.returncode != 0:
            raise SystemExit(f"build_bundle: PyInstaller failed (exit {done.returncode}); its messages are above")
        if sys.platform.startswith("linux"):
            saved = strip_symbols(staging / NAME / "_internal")
            print(f"stripped symbols: {saved / 1e6:.0f} MB saved", flush=True)
        for made in sorted(staging.iterdir()):  # KuniStudio/, and on macOS Kuni Studio.app
            target = dist / made.name
            if target.exists():
                shutil.rmtree(target)
            made.rename(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return time.monotonic() - started


def strip_symbols(folder: Path) -> int:
    """Strip the symbol tables of the bundle's libraries where that leaves them loadable; returns bytes saved.

    PyInstaller's own ``strip`` option strips every library, and some wheels' libraries (rewritten by patchelf when
    the wheel was repaired) then no longer load; so each stripped copy is loaded in a child process first, and kept
    only if it loads.
    """
    if shutil.which("strip") is None:
        return 0
    saved = 0
    with tempfile.TemporaryDirectory() as scratch:
        for path in sorted(folder.rglob("*.so*")):
            if path.is_symlink() or not path.is_file() or not _is_elf(path):
                continue
            copy = Path(scratch) / path.name
            shutil.copy2(path, copy)
            if subprocess.run(["strip", str(copy)], capture_output=True).returncode != 0:
                continue
            gain = path.stat().st_size - copy.stat().st_size
            if gain < 64 * 1024:
                continue
            # loaded beside the original, so that its $ORIGIN-relative libraries are found
            beside = path.with_name(f".stripped-{path.name}")
            shutil.copy2(copy, beside)
            try:
                loads = subprocess.run([sys.executable, "-c", "import ctypes, sys; ctypes.CDLL(sys.argv[1])",
                                        str(beside)], capture_output=True, timeout=60).returncode == 0
            except subprocess.TimeoutExpired:
                loads = False
            if loads:
                os.replace(beside, path)
                saved += gain
            else:
                beside.unlink()
    return saved


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as file:
        return file.read(4) == b"\x7fELF"


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if not p.is_symlink()}


def check(bundle: Path) -> None:
    """Run the bundle as a designer would (see the module); raises :class:`CheckFailed`."""
    from core import __version__
    from core.simulation.study import without_timings

    suffix = ".exe" if sys.platform == "win32" else ""
    kuni, studio = bundle / f"kuni{suffix}", bundle / f"kuni-studio{suffix}"
    before = _snapshot(bundle)
    with tempfile.TemporaryDirectory(prefix="kuni-bundle-check-") as scratch:
        scratch = Path(scratch)
        home = scratch / "home"
        home.mkdir()
        env = {
            # no virtual environment, no Python of ours: only the system's own folders
            "PATH": os.pathsep.join(p for p in ("/usr/bin", "/bin", os.environ.get("SystemRoot", "")) if p),
            "PYTHONPATH": "",
            "HOME": str(home), "USERPROFILE": str(home),
            "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "QT_QPA_PLATFORM": "offscreen", "KUNI_LANGUAGE": "en", "LANG": "C.UTF-8",
        }

        def run(*args, timeout=300) -> str:
            started = time.monotonic()
            done = subprocess.run([str(a) for a in args], env=env, cwd=scratch, capture_output=True, text=True,
                                  timeout=timeout)
            said = (done.stdout + done.stderr).strip()
            shown = " ".join(str(a) if not str(a).startswith(str(bundle)) else Path(a).name for a in args)
            if done.returncode != 0:
                raise CheckFailed(f"`{shown}` exited {done.returncode}:\n{said[-3000:]}")
            print(f"  ok  {shown}  ({time.monotonic() - started:.1f} s)", flush=True)
            return done.stdout

        said = run(kuni, "--version").strip()
        if said != f"kuni {__version__}":
            raise CheckFailed(f"`kuni --version` said {said!r}, not 'kuni {__version__}'")
        run(studio, "--version")
        dataset = next(bundle.rglob("data/karuta/default.json"))
        run(kuni, "validate", dataset)
        run(kuni, "export", dataset, "--format", "gpkg", "--out", scratch / "board.gpkg")
        with open(scratch / "board.gpkg", "rb") as file:
            head = file.read(72)
        if head[:16] != b"SQLite format 3\x00" or head[68:72] != b"GPKG":
            raise CheckFailed("`kuni export --format gpkg` wrote no GeoPackage")
        run(kuni, "export", dataset, "--format", "geojson", "--out", scratch / "geojson")
        provinces = json.loads((scratch / "geojson" / "provinces.geojson").read_text(encoding="utf-8"))
        if len(provinces["features"]) != 68:
            raise CheckFailed("`kuni export --format geojson` wrote no 68 provinces")
        layout = json.loads(run(kuni, "overlap", "--sizes", "34x46", "--json"))
        if layout[0]["pairs_after"] != 0:
            raise CheckFailed(f"`kuni overlap --sizes 34x46` left overlapping cards: {layout}")
        report = run(kuni, "simulate", "karuta", "--games", "50", "--json")
        if json.loads(report).get("games") != 50:
            raise CheckFailed(f"`kuni simulate karuta --games 50` reported {report[:300]!r}")
        # worker processes started afresh from the bundle's program (spawn: how Windows and macOS
        # run every simulation) must give the figures of one process
        alone = json.loads(run(kuni, "simulate", "karuta", "--games", "300", "--workers", "1", "--json"))
        spread = json.loads(run(kuni, "simulate", "karuta", "--games", "300", "--dask", "local", "--workers", "2",
                                "--json"))
        if without_timings(alone) != without_timings(spread):
            raise CheckFailed("`kuni simulate karuta --dask local` gave other figures than one process")
        # the balance lab: openskill's ratings, and Optuna's search kept in its SQLite file and gone on with
        skill = json.loads(run(kuni, "balance", "karuta", "skill", "--games", "30", "--workers", "1", "--json"))
        if set(skill.get("ratings", {})) != {"random", "greedy", "planner"}:
            raise CheckFailed(f"`kuni balance karuta skill` rated {list(skill.get('ratings', {}))}")
        (scratch / "space.json").write_text('{"chain_limit": {"low": 1, "high": 3}}', encoding="utf-8")
        tune = ["balance", "karuta", "tune", "--space", "space.json", "--target", "seat_spread", "--games", "20",
                "--workers", "1", "--out", "search", "--json"]
        run(kuni, *tune, "--trials", "2")
        searched = json.loads(run(kuni, *tune, "--trials", "3", "--resume"))
        if searched.get("trials") != 3 or not (scratch / "search" / "variant-1.json").exists():
            raise CheckFailed(f"`kuni balance karuta tune --resume` found {searched.get('trials')} variants")
        print("  ok  kuni balance: skill rated, a search kept in SQLite and resumed", flush=True)
        picture = scratch / "window.png"
        run(studio, "--screenshot", picture, "--size", "1200x800")
        with open(picture, "rb") as file:
            head = file.read(24)
        if head[:8] != b"\x89PNG\r\n\x1a\n" or int.from_bytes(head[16:20], "big") != 1200:
            raise CheckFailed("`kuni-studio --screenshot` wrote no 1200-pixel-wide PNG")
        rooms = _serve_one_hello(kuni, env, scratch)
        if home not in rooms.parents:
            raise CheckFailed(f"`kuni serve` keeps its rooms in {rooms}, not in the user data folder under {home}")
        print(f"  ok  kuni serve kept its rooms in the user data folder ({rooms.relative_to(home)})", flush=True)
    if _snapshot(bundle) != before:
        raise CheckFailed("running the bundle changed files inside it")
    print("  ok  nothing was written inside the bundle", flush=True)


def _serve_one_hello(kuni: Path, env: dict, cwd: Path) -> Path:
    """``kuni serve --port 0``: its first line names the port and the rooms' folder; one hello is welcomed."""
    import re

    from websockets.asyncio.client import connect

    process = subprocess.Popen([str(kuni), "serve", "--port", "0"], env=env, cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        found = re.search(r"ws://127\.0\.0\.1:(\d+) — rooms in (.+?) \(", line)
        if not found:
            raise CheckFailed(f"`kuni serve --port 0` said {line!r} {process.stderr.read()[-2000:] if not line else ''}")
        port, rooms = int(found.group(1)), Path(found.group(2))

        async def hello() -> dict:
            async with connect(f"ws://127.0.0.1:{port}") as socket:
                await socket.send(json.dumps({"type": "hello", "protocol": _protocol(), "app": "build_bundle --check"}))
                return json.loads(await asyncio.wait_for(socket.recv(), 10))

        answer = asyncio.run(hello())
        if answer.get("type") != "welcome":
            raise CheckFailed(f"`kuni serve` answered a hello with {answer}")
        print(f"  ok  kuni serve --port 0 (port {port}) welcomed a hello", flush=True)
        # Ctrl-C, as a person stops it (Windows has no SIGINT to send to another process)
        if os.name == "nt":
            process.terminate()
        else:
            process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
        return rooms
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _protocol() -> int:
    from core.online.protocol import PROTOCOL_VERSION

    return PROTOCOL_VERSION


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_bundle.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="after building, run the bundle's checks")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where dist/KuniStudio/ goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's working folder")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build_bundle: PyInstaller is not installed here; install it with "
              "python -m pip install -e '.[bundle]'", file=sys.stderr)
        return 2
    try:
        seconds = build(args.dist.resolve(), args.work.resolve())
    except SystemExit as failed:
        print(failed, file=sys.stderr)
        return 2
    bundle = args.dist.resolve() / NAME
    size = folder_size(bundle)
    print(f"bundle: {bundle}  {size / 1e6:.0f} MB, built in {seconds:.0f} s", flush=True)
    if args.check:
        print("checking the bundle with no Python environment:", flush=True)
        try:
            check(bundle)
        except (CheckFailed, subprocess.TimeoutExpired, OSError, StopIteration) as failed:
            print(f"build_bundle: check failed: {failed}", file=sys.stderr)
            return 1
        print(f"bundle checked: {size / 1e6:.0f} MB, built in {seconds:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
