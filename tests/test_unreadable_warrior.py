"""One warrior's bad stored value stops only what needs it (issue 53, attack 11, the client
side; docs/club-server.md, *A value Muster cannot read*): through the real command line on a
real SQLite file, `rosters` and `publish` give every other warband and name the warrior and the
repair, `export` refuses in one line naming the row, and `backup` copies the value as it is,
so that `check --repair` (which backs up first) can repair it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from models.store.connection import close_database
from models.store.lifecycle import open_database
from tests.data_safety import raw_sql
from tests.demo_data import demo_campaigns
from tests.models.pdf_support import flat, pdf_pages
from tests.test_command_line import assert_refused, run_muster

CALIBURN = "Demo: Caliburn's Wrath"
PLANT = "UPDATE character SET options = 'not json' WHERE name = 'Sir Kai'"


@pytest.fixture(scope="module")
def demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "template.sqlite3"
    open_database(path)
    try:
        demo_campaigns()
    finally:
        close_database()
    return path


@pytest.fixture
def campaign_file(tmp_path: Path, demo_template: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    shutil.copyfile(demo_template, path)
    return path


def kai_id(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT id FROM character WHERE name = 'Sir Kai'").fetchone()[0]


def the_row(path: Path) -> str:
    return f"the warrior Sir Kai (table character, id {kai_id(path)}, column options)"


def test_rosters_print_every_other_warband_and_name_the_warrior(
    campaign_file: Path, tmp_path: Path
) -> None:
    raw_sql(campaign_file, PLANT)
    out = tmp_path / "rosters.pdf"
    done = run_muster("rosters", "--db", str(campaign_file), "--campaign", CALIBURN,
                      "--out", str(out))  # fmt: skip
    assert "Traceback" not in done.stderr
    assert done.returncode == 1, done.stderr  # written, but not everything asked for
    assert done.stdout.strip() == f"Wrote {out}"
    text = flat(" ".join(pdf_pages(out.read_bytes())))
    assert "The Green Chapel" in text and "The Green Knight" in text
    assert "Sir Kai" not in text
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith(
        "The roster of “Knights of Camelot” was left out: " + the_row(campaign_file)
    )
    assert f"muster check --db {campaign_file} --repair" in line


def test_a_printout_that_needs_the_warrior_is_refused_in_one_line(
    campaign_file: Path, tmp_path: Path
) -> None:
    raw_sql(campaign_file, PLANT)
    done = run_muster("rosters", "--db", str(campaign_file), "--campaign", CALIBURN,
                      "--warband", "Knights of Camelot", "--out", str(tmp_path / "k"))  # fmt: skip
    assert_refused(done, the_row(campaign_file))
    assert not (tmp_path / "k").exists()


def test_publish_makes_every_other_page_and_keeps_his_page_of_before(
    campaign_file: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    args = ("publish", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(site))
    assert run_muster(*args).returncode == 0
    page = site / "characters" / f"{kai_id(campaign_file)}.html"
    before = page.read_bytes()
    raw_sql(
        campaign_file,
        PLANT,
        "UPDATE character SET name = 'Bertilak' WHERE name = 'The Green Knight'",
    )
    done = run_muster(*args)
    assert "Traceback" not in done.stderr
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith(f"The page of {the_row(campaign_file)} was not made")
    assert "--repair" in line
    assert page.read_bytes() == before  # the page published before stays
    with sqlite3.connect(campaign_file) as conn:
        knight = conn.execute("SELECT id FROM character WHERE name = 'Bertilak'").fetchone()[0]
    assert "Bertilak" in (site / "characters" / f"{knight}.html").read_text()


def test_export_refuses_in_one_line_naming_the_row(campaign_file: Path, tmp_path: Path) -> None:
    raw_sql(campaign_file, PLANT)
    out = tmp_path / "autumn.json"
    done = run_muster("export", "--db", str(campaign_file), "--campaign", CALIBURN,
                      "--out", str(out))  # fmt: skip
    assert_refused(done, f"Cannot export “{CALIBURN}”: {the_row(campaign_file)}")
    assert "Nothing was written." in done.stderr
    assert not out.exists()


def test_backup_keeps_the_value_as_it_is_and_the_repair_then_prints_all(
    campaign_file: Path, tmp_path: Path
) -> None:
    raw_sql(campaign_file, PLANT)
    backup = tmp_path / "backup.sqlite3"
    done = run_muster("backup", "--db", str(campaign_file), "--out", str(backup))
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(backup) as conn:
        assert conn.execute("SELECT options FROM character WHERE name = 'Sir Kai'").fetchone() == (
            "not json",
        )
    assert run_muster("check", "--db", str(campaign_file), "--repair").returncode == 0
    done = run_muster("rosters", "--db", str(campaign_file), "--campaign", CALIBURN,
                      "--out", str(tmp_path / "all.pdf"))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Sir Kai" in flat(" ".join(pdf_pages((tmp_path / "all.pdf").read_bytes())))


def test_the_lines_are_in_german_too(campaign_file: Path, tmp_path: Path) -> None:
    raw_sql(campaign_file, PLANT)
    done = run_muster("--lang", "de", "export", "--db", str(campaign_file), "--campaign",
                      CALIBURN, "--out", str(tmp_path / "a.json"))  # fmt: skip
    assert done.returncode == 2
    assert "Sir Kai" in done.stderr and "--repair" in done.stderr
    assert "Cannot export" not in done.stderr and "Nothing was written" not in done.stderr
    done = run_muster("--lang", "de", "rosters", "--db", str(campaign_file), "--campaign",
                      CALIBURN, "--out", str(tmp_path / "a.pdf"))  # fmt: skip
    assert done.returncode == 1
    assert "was left out" not in done.stderr and "Sir Kai" in done.stderr
