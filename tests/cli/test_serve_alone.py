"""The lighter install for a machine that only runs ``kuni serve`` (requirements-server.txt): its
packages' ranges are pyproject.toml's, and the server plays every game and serves the web table
with nothing else importable (no Qt, geopandas, pandas, scipy, Dask, matplotlib, zeroconf …)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _requirements(lines) -> dict[str, str]:
    found = {}
    for line in lines:
        line = line.split("#")[0].strip()
        if line:
            name = re.match(r"[A-Za-z0-9_.\-\[\]]+", line).group(0)
            found[name.split("[")[0].lower()] = line[len(name):].strip()
    return found


def test_the_server_requirements_are_pyprojects_own():
    listed = _requirements((ROOT / "requirements-server.txt").read_text(encoding="utf-8").splitlines())
    project = _requirements(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"])
    assert listed, "requirements-server.txt lists nothing"
    for name, versions in listed.items():
        assert project.get(name) == versions, f"{name}: {versions} here, {project.get(name)} in pyproject.toml"


#: Run with every package the server's list leaves out made unimportable: a game of each kind is
#: played through the server and the web table's pages are fetched.
SERVE_ALONE = r"""
import importlib.abc, sys
LEFT_OUT = ("PySide6", "geopandas", "pandas", "scipy", "dask", "distributed", "matplotlib", "pyogrio", "zeroconf",
            "pysat", "noto_cjk_sans_jp_regular")
class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in LEFT_OUT:
            raise ImportError(f"{name} is not part of the server's install")
        return None
sys.meta_path.insert(0, Refuse())

import asyncio, random, tempfile, urllib.request
from core.online.server import RoomServer
from core.online.client import RoomClient, play_as_cpu

async def main():
    server = RoomServer(tempfile.mkdtemp(), deals=random.Random(1))
    listening = await server.serve("127.0.0.1", 0)
    port = listening.sockets[0].getsockname()[1]
    games = (("battle", "13", "weak", {"turn_limit": 3}), ("karuta", None, "random", None),
             ("chakai", None, "random", None), ("shima", None, "random", {"turn_limit": 30}))
    for game, board, cpu, rules in games:
        client = RoomClient(f"ws://127.0.0.1:{port}", "x")
        await client.connect()
        code = await client.create(game, ["open", f"cpu:{cpu}", f"cpu:{cpu}"], board=board, rules=rules, listed=False)
        await client.start()
        await play_as_cpu(client, cpu, seed=1)
        assert server.rooms[code].session.is_over(), game
        await client.close()
    loop = asyncio.get_running_loop()
    def get(path):
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=60) as answer:
            return answer.status
    for path in ("/", "/api/games", "/api/japan", "/api/board?game=battle&board=13", "/api/rules?game=battle"):
        assert await loop.run_in_executor(None, get, path) == 200, path
    listening.close()
    print("served alone")

asyncio.run(main())
"""


def test_kuni_serve_plays_every_game_and_serves_the_web_table_with_only_its_own_requirements(tmp_path):
    done = subprocess.run([sys.executable, "-c", SERVE_ALONE], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0 and "served alone" in done.stdout, done.stderr[-3000:]
