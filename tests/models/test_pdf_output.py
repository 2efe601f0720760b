"""Deterministic output, compared with golden files, and writing PDFs safely.

The golden files in ``tests/models/golden/`` are two game-night packs as they should look. A
pack is compared with its golden file page by page, by what the page says and by how it looks
(rendered by PDFium at 100 dpi), not byte by byte: a new ReportLab that writes the same pages
in other bytes passes, a line moved or a word changed does not. A deliberate change to the
layout changes them; look at the new output, then regenerate them with

    MUSTER_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/models/test_pdf_output.py

and commit the new files with the change that caused them. To look at a page:
``pdftoppm -png -r 60 tests/models/golden/caliburn_pack.pdf /tmp/page``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageDraw

from models.pdf import ExportError, render_game_pack, write_pdf
from tests.models.pdf_support import FIXED, beastrider_campaign, caliburn_campaign

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("MUSTER_UPDATE_GOLDEN") == "1"


# Pixels of a page that may differ from the golden file's (antialiasing of a glyph placed a
# hundredth of a point apart by another ReportLab), as a share of the page.
PIXELS_MAY_DIFFER = 0.0005
REGENERATE = (
    "If the change is intended, look at the new output and regenerate with "
    "MUSTER_UPDATE_GOLDEN=1 (see this module's docstring)."
)


def pages(data: bytes) -> list[tuple[str, Image.Image]]:
    """Each page's text and its picture at 100 dpi."""
    document = pdfium.PdfDocument(data)
    try:
        return [
            (page.get_textpage().get_text_range(), page.render(scale=100 / 72).to_pil())
            for page in document
        ]
    finally:
        document.close()


def check_golden(name: str, data: bytes) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
    assert path.exists(), f"{path} is missing: run with MUSTER_UPDATE_GOLDEN=1 to create it"
    same_pages(name, pages(data), pages(path.read_bytes()))


def same_pages(
    name: str, made: list[tuple[str, Image.Image]], golden: list[tuple[str, Image.Image]]
) -> None:
    """Fail unless ``made`` says and shows on each page what ``golden`` does."""
    assert len(made) == len(golden), f"{name}: {len(made)} pages, not {len(golden)}. {REGENERATE}"
    for number, ((text, picture), (golden_text, golden_picture)) in enumerate(
        zip(made, golden, strict=True), start=1
    ):
        assert text == golden_text, f"{name}, page {number}: the text differs. {REGENERATE}"
        assert picture.size == golden_picture.size, f"{name}, page {number}: another page size"
        difference = ImageChops.difference(picture.convert("L"), golden_picture.convert("L"))
        differing = sum(difference.point(lambda level: 255 if level > 32 else 0).histogram()[255:])
        share = differing / (picture.width * picture.height)
        assert share <= PIXELS_MAY_DIFFER, (
            f"{name}, page {number}: {share:.2%} of the page looks different. {REGENERATE}"
        )


def test_a_page_that_says_or_looks_different_fails_the_comparison(database: Path) -> None:
    """The comparison is not blind: a word changed, or a mark on a page, is found."""
    golden = pages((GOLDEN / "caliburn_pack.pdf").read_bytes())
    reworded = [(text.replace("Last Stand", "Last Stands"), picture) for text, picture in golden]
    with pytest.raises(AssertionError, match="page 1: the text differs"):
        same_pages("caliburn_pack.pdf", reworded, golden)
    marked = [(text, picture.copy()) for text, picture in golden]
    ImageDraw.Draw(marked[1][1]).rectangle((100, 100, 140, 140), fill="black")
    with pytest.raises(AssertionError, match=r"page 2: 0\.\d\d% of the page looks different"):
        same_pages("caliburn_pack.pdf", marked, golden)
    same_pages("caliburn_pack.pdf", [(t, p.copy()) for t, p in golden], golden)


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
