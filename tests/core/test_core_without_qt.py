"""core/ must import and work with Qt absent (napari's rule): checked in a fresh interpreter where
PySide6, editor and qtapp cannot be imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

GUARD = r"""
import builtins, importlib, json, pkgutil, sys
real_import = builtins.__import__
def guarded(name, *args, **kwargs):
    if name.split(".")[0] in ("PySide6", "shiboken6", "editor", "qtapp"):
        raise ImportError(f"core imported {name}")
    return real_import(name, *args, **kwargs)
builtins.__import__ = guarded
"""

IMPORT_ALL = GUARD + r"""
import core
for module in pkgutil.walk_packages(core.__path__, "core."):
    importlib.import_module(module.name)
"""

RUN_COMMANDS = GUARD + r"""
from pathlib import Path
from core.cli import main
from core.games import registry
tmp = Path(sys.argv[1])
(tmp / "specialties.csv").write_text("name,specialty,stars\n千代田区,皇居,5\n", encoding="utf-8")
commands = [
    ["validate", "data/karuta/default.json"],
    ["info", "data/karuta/default.json", "--json"],
    ["export", "data/karuta/default.json", "--format", "json", "--out", str(tmp / "export.json")],
    ["build-board", "municipalities", "--prefectures", "13", "--out", str(tmp / "tokyo.json")],
    ["import-specialties", str(tmp / "tokyo.json"), str(tmp / "specialties.csv"), "--out", str(tmp / "tokyo2.json")],
    ["overlap", "--sizes", "22x16", "--json"],
]
ran = set()


def run(command):
    code = main(command)
    if code != 0:
        sys.exit(f"kuni {' '.join(command)} exited {code}")
    ran.add(command[0])


for command in commands:
    run(command)
for spec in registry.games():
    weakest = spec.cpu_names()[0]
    record = str(tmp / f"{spec.name}.json")
    run(["play", spec.name, "--ai", weakest, "--out", record, "--json"])
    run(["replay", record])
    run(["simulate", spec.name, "--games", "3", "--ai", weakest, "--workers", "1", "--json",
         "--plot", str(tmp / f"{spec.name}.png")])
    run(["balance", spec.name, "mechanics", "--games", "2", "--ai", weakest, "--workers", "1", "--json"])
    if spec.state_format:
        data = json.loads(Path(record).read_text(encoding="utf-8"))
        state = {"format": spec.state_format, "ruleset": data["ruleset"], "state": data["initial"]}
        (tmp / "state.json").write_text(json.dumps(state), encoding="utf-8")
        run(["legal-moves", str(tmp / "state.json")])
# kuni serve runs until stopped: it serves from a thread here, and a client is welcomed by it
import asyncio
import json as json_module
import socket
import threading
import time

with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
threading.Thread(target=main, args=(["serve", "--port", str(port), "--data", str(tmp / "server")],),
                 daemon=True).start()


async def hello():
    from websockets.asyncio.client import connect

    from core.online.protocol import PROTOCOL_VERSION

    for _ in range(100):
        try:
            async with connect(f"ws://127.0.0.1:{port}") as socket_:
                await socket_.send(json_module.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
                return json_module.loads(await socket_.recv())["type"]
        except OSError:
            await asyncio.sleep(0.1)


if asyncio.run(hello()) == "welcome":
    ran.add("serve")
print(" ".join(sorted(ran)))
"""


def test_every_core_module_imports_without_qt():
    """Importing every module under core/ never touches PySide6, editor or qtapp."""
    result = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            check=False)
    assert result.returncode == 0, result.stderr


def test_every_qt_free_command_runs_without_qt(tmp_path):
    """Every `kuni` command of core/ runs, and succeeds, with Qt unimportable (the app's own
    commands — the print kit, layout pictures — are simply not offered there)."""
    from core.cli import COMMANDS

    result = subprocess.run([sys.executable, "-c", RUN_COMMANDS, str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    ran = set(result.stdout.split("\n")[-2].split())
    assert ran == {module.__name__.rsplit(".", 1)[1].replace("_", "-") for module in COMMANDS}
    for name in ("karuta", "battle", "chakai", "shima"):
        assert (tmp_path / f"{name}.png").read_bytes()[:4] == b"\x89PNG"
