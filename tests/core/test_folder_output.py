"""A folder output (the CSV tables, the GeoJSON layers, a study, the overlap pictures) is written
whole: an earlier output's files that this one does not write go with it, a folder holding the
designer's other files is refused untouched, a read-only output is kept unless forced, and a writer
killed at any step leaves the old folder or the new one, never a mixture."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap

import pytest

from core.io import folder_output
from core.io.folder_output import HoldsOtherFiles, finish_interrupted, write_folder
from core.io.output_files import OutputRefused

OWNS = ("provinces.csv", "adjacency.csv", "municipalities.csv")


def _contents(folder) -> dict[str, bytes]:
    return {entry.name: entry.read_bytes() for entry in folder.iterdir()}


def _hidden_beside(folder) -> list[str]:
    return sorted(p.name for p in folder.parent.iterdir() if p.name.startswith(f".{folder.name}."))


def test_a_new_folder_is_made_and_an_earlier_outputs_stale_table_goes(tmp_path):
    out = tmp_path / "tables"
    write_folder(out, {"provinces.csv": b"id\nA\n", "municipalities.csv": b"code\n13101\n"}, OWNS)
    assert _contents(out) == {"provinces.csv": b"id\nA\n", "municipalities.csv": b"code\n13101\n"}
    (out / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")  # a file manager's litter goes with the folder
    written = write_folder(out, {"provinces.csv": b"id\nB\n", "adjacency.csv": b"a,b\n"}, OWNS)
    assert sorted(p.name for p in written) == ["adjacency.csv", "provinces.csv"]
    assert _contents(out) == {"provinces.csv": b"id\nB\n", "adjacency.csv": b"a,b\n"}
    assert _hidden_beside(out) == []


def test_a_folder_holding_other_files_is_refused_and_left_as_it_was(tmp_path):
    out = tmp_path / "Documents"
    out.mkdir()
    (out / "notes.txt").write_text("my notes", encoding="utf-8")
    (out / "provinces.csv").write_bytes(b"id\nA\n")
    (out / "pictures").mkdir()
    before = {p.name: (p.read_bytes() if p.is_file() else None) for p in out.iterdir()}
    with pytest.raises(HoldsOtherFiles, match=r"notes\.txt、pictures/"):
        write_folder(out, {"provinces.csv": b"id\nB\n"}, OWNS)
    assert {p.name: (p.read_bytes() if p.is_file() else None) for p in out.iterdir()} == before
    assert _hidden_beside(out) == []


def test_a_file_of_our_name_but_another_kind_is_the_designers(tmp_path):
    """``provinces.csv`` that is really a PNG is not an earlier table: it is refused, not removed."""
    out = tmp_path / "tables"
    out.mkdir()
    (out / "provinces.csv").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 20)
    with pytest.raises(HoldsOtherFiles, match="provinces.csv"):
        write_folder(out, {"provinces.csv": b"id\n"}, OWNS)
    assert (out / "provinces.csv").read_bytes().startswith(b"\x89PNG")


def test_many_other_files_are_counted_not_listed(tmp_path):
    out = tmp_path / "full"
    out.mkdir()
    for k in range(7):
        (out / f"n{k}.md").write_text("x", encoding="utf-8")
    with pytest.raises(HoldsOtherFiles, match="n0.md、n1.md、n2.md and 4 more"):
        write_folder(out, {"provinces.csv": b"id\n"}, OWNS)


def test_a_file_at_the_target_and_a_missing_parent_are_refused(tmp_path):
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"%PDF-1.7")
    with pytest.raises(OutputRefused, match="is a file, and this output is a folder"):
        write_folder(target, {"provinces.csv": b"id\n"}, OWNS)
    assert target.read_bytes() == b"%PDF-1.7"
    with pytest.raises(OutputRefused, match="does not exist"):
        write_folder(tmp_path / "no" / "tables", {"provinces.csv": b"id\n"}, OWNS)


def test_a_read_only_output_is_kept_unless_forced(tmp_path):
    out = tmp_path / "tables"
    write_folder(out, {"provinces.csv": b"old\n"}, OWNS)
    os.chmod(out / "provinces.csv", 0o444)
    with pytest.raises(OutputRefused, match="read-only .*provinces.csv.*--force"):
        write_folder(out, {"provinces.csv": b"new\n"}, OWNS)
    assert (out / "provinces.csv").read_bytes() == b"old\n"
    write_folder(out, {"provinces.csv": b"new\n"}, OWNS, force=True)
    assert (out / "provinces.csv").read_bytes() == b"new\n"
    os.chmod(out, 0o555)  # the folder itself protected: its mode is kept on the new one
    try:
        with pytest.raises(OutputRefused, match="read-only .*the folder"):
            write_folder(out, {"provinces.csv": b"newer\n"}, OWNS)
        write_folder(out, {"provinces.csv": b"newer\n"}, OWNS, force=True)
        assert stat.S_IMODE(os.stat(out).st_mode) == 0o555
    finally:
        os.chmod(out, 0o755)


def test_a_symlinked_folder_is_replaced_where_it_points_and_the_link_stays(tmp_path):
    real = tmp_path / "real"
    write_folder(real, {"provinces.csv": b"old\n"}, OWNS)
    link = tmp_path / "link"
    link.symlink_to(real)
    write_folder(link, {"adjacency.csv": b"new\n"}, OWNS)
    assert link.is_symlink() and _contents(real) == {"adjacency.csv": b"new\n"}


def test_a_failed_write_changes_nothing(tmp_path, monkeypatch):
    out = tmp_path / "tables"
    write_folder(out, {"provinces.csv": b"old\n"}, OWNS)

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(folder_output.os, "fsync", full)
    with pytest.raises(OutputRefused, match="disk is full|No space"):
        write_folder(out, {"provinces.csv": b"new\n", "adjacency.csv": b"a\n"}, OWNS)
    assert _contents(out) == {"provinces.csv": b"old\n"} and _hidden_beside(out) == []


# The child writes the folder and kills itself (SIGKILL, as a power cut or kill -9 would) just
# before or just after its Nth step: a file synced, a folder renamed or exchanged, the old one removed.
CHILD = textwrap.dedent("""
    import os, shutil, signal, sys
    from core.io import folder_output

    target, kill_at, exchange = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "exchange"
    steps = [0]

    def counted(real):
        def step(*args, **kwargs):
            steps[0] += 1
            if steps[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
            result = real(*args, **kwargs)
            steps[0] += 1
            if steps[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
            return result
        return step

    folder_output.os.fsync = counted(os.fsync)
    folder_output.os.rename = counted(os.rename)
    folder_output.shutil.rmtree = counted(shutil.rmtree)
    real_exchange = folder_output._exchange
    folder_output._exchange = counted(real_exchange if exchange else (lambda a, b: False))
    folder_output.write_folder(target, {"provinces.csv": b"new\\n", "adjacency.csv": b"new\\n"},
                               ("provinces.csv", "adjacency.csv", "municipalities.csv"))
    print(steps[0])
""")


@pytest.mark.parametrize("how", ["exchange", "two renames"])
def test_a_writer_killed_at_any_step_leaves_the_old_folder_or_the_new_one(tmp_path, how):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    if how == "exchange" and not folder_output._exchange(tmp_path / "a", tmp_path / "b"):
        pytest.skip("this system cannot exchange two folders in one step")
    old = {"provinces.csv": b"old\n", "municipalities.csv": b"old\n"}
    new = {"provinces.csv": b"new\n", "adjacency.csv": b"new\n"}
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    outcomes = []
    kill_at = 1
    while True:
        out = tmp_path / f"run{kill_at}" / "tables"
        out.parent.mkdir()
        write_folder(out, old, OWNS)
        child = subprocess.run([sys.executable, "-c", CHILD, str(out), str(kill_at), how], env=env,
                               capture_output=True, text=True, timeout=60)
        if child.returncode == 0:
            assert _contents(out) == new and _hidden_beside(out) == []
            break
        assert child.returncode == -9, child.stderr
        # the next write of the folder (or a reader after it) finds it whole
        finish_interrupted(out)
        found = _contents(out)
        assert found in (old, new), (kill_at, found)
        assert _hidden_beside(out) == [], kill_at
        outcomes.append("new" if found == new else "old")
        kill_at += 1
    assert kill_at > 8 and "old" in outcomes and "new" in outcomes, outcomes
