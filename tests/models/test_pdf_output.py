"""Deterministic output, compared with golden files, and writing PDFs safely.

The golden files in ``tests/models/golden/`` are the exact bytes of two game-night packs. A
deliberate change to the layout (or a new ReportLab that writes differently) changes them;
look at the new output, then regenerate them with

    MUSTER_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/models/test_pdf_output.py

and commit the new files with the change that caused them. To look at a page:
``pdftoppm -png -r 60 tests/models/golden/caliburn_pack.pdf /tmp/page``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from models.pdf import ExportError, render_game_pack, write_pdf
from tests.models.pdf_support import FIXED, beastrider_campaign, caliburn_campaign

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("MUSTER_UPDATE_GOLDEN") == "1"


def check_golden(name: str, data: bytes) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
    assert path.exists(), f"{path} is missing: run with MUSTER_UPDATE_GOLDEN=1 to create it"
    assert data == path.read_bytes(), (
        f"{name} differs from the golden file. If the change is intended, look at the new "
        "output and regenerate with MUSTER_UPDATE_GOLDEN=1 (see this module's docstring)."
    )


def test_caliburn_pack_matches_the_golden_file(database: Path) -> None:
    made = caliburn_campaign()
    first = render_game_pack(game=made.game, options=FIXED)
    assert render_game_pack(game=made.game, options=FIXED) == first  # same bytes every time
    assert b"/CreationDate (D:20240501120000+00'00')" in first
    check_golden("caliburn_pack.pdf", first)


def test_beastrider_pack_matches_the_golden_file(database: Path) -> None:
    made = beastrider_campaign()
    check_golden("beastrider_pack.pdf", render_game_pack(game=made.game, options=FIXED))


def test_without_a_fixed_date_the_file_carries_the_time_it_was_made(database: Path) -> None:
    made = beastrider_campaign()
    data = render_game_pack(game=made.game)
    assert b"D:20240501" not in data and b"D:20000101" not in data


RENDER_IN_A_FRESH_PROCESS = """
import sys
from models.store.lifecycle import open_database
from models.pdf import render_game_pack
from models.store.schema import Game
from tests.models.pdf_support import FIXED
open_database(sys.argv[1])
sys.stdout.buffer.write(render_game_pack(game=Game.get(Game.number == 2), options=FIXED))
"""


@pytest.mark.sqlite_only  # the printout, not the engine
def test_another_process_writes_the_same_bytes(database: Path) -> None:
    made = caliburn_campaign()
    here = render_game_pack(game=made.game, options=FIXED)
    root = Path(__file__).resolve().parents[2]
    there = subprocess.run(
        [sys.executable, "-c", RENDER_IN_A_FRESH_PROCESS, str(database)],
        capture_output=True,
        cwd=root,
        env=dict(os.environ, PYTHONPATH=str(root), PYTHONHASHSEED="random"),
        timeout=120,
        check=True,
    ).stdout
    assert there == here


def test_write_pdf_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "rosters.pdf"
    target.write_bytes(b"the old sheets")
    assert write_pdf(target, b"%PDF-new") == target
    assert target.read_bytes() == b"%PDF-new"
    assert [p.name for p in tmp_path.iterdir()] == ["rosters.pdf"]  # no temporary file left


def test_a_failed_write_leaves_the_old_file_and_no_part_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "rosters.pdf"
    target.write_bytes(b"the old sheets")

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(ExportError, match=r"cannot write .*rosters.pdf: the disk is full"):
        write_pdf(target, b"%PDF-new")
    assert target.read_bytes() == b"the old sheets"
    assert [p.name for p in tmp_path.iterdir()] == ["rosters.pdf"]


def test_write_pdf_refuses_a_missing_folder_or_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match=r"the folder .*nowhere does not exist"):
        write_pdf(tmp_path / "nowhere" / "rosters.pdf", b"%PDF")
    with pytest.raises(ExportError, match="is a folder"):
        write_pdf(tmp_path, b"%PDF")


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_write_pdf_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ExportError, match="Permission denied"):
            write_pdf(folder / "rosters.pdf", b"%PDF")
    finally:
        folder.chmod(0o700)


def test_written_files_get_the_usual_permissions(tmp_path) -> None:
    import os
    import stat

    from models.store.files import write_atomically

    umask = os.umask(0)
    os.umask(umask)
    path = write_atomically(tmp_path / "sheet.pdf", b"%PDF-1.4")
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]
