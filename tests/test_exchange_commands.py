"""The export and import commands: files written whole, campaigns added, one clear line on
every refusal with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.records.declarations import VERSION
from models.store.backup import IMPORT, list_backups
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign
from tests.data_safety import sha256
from tests.exchange_data import played_campaigns
from tests.test_command_line import assert_refused, run_muster

CALIBURN = "Demo: Caliburn's Wrath"


@pytest.fixture
def campaign_file(tmp_path: Path) -> Path:
    """A closed database holding both demo campaigns after a season of use."""
    path = tmp_path / "club.sqlite3"
    open_database(path)
    played_campaigns()
    close_database()
    return path


def campaign_names(path: Path) -> list[str]:
    open_database(path)
    try:
        return [c.name for c in Campaign.select().order_by(Campaign.id)]
    finally:
        close_database()


def test_export_then_import_into_another_database(campaign_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "files" / "caliburn.json"
    out.parent.mkdir()
    before = sha256(campaign_file)
    result = run_muster(
        "export", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(out)
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(out)
    assert sha256(campaign_file) == before  # exporting reads only
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["name"] == CALIBURN and len(document["warbands"]) == 2
    assert [p.name for p in out.parent.iterdir()] == ["caliburn.json"]  # no temporary left

    other = tmp_path / "new" / "other.sqlite3"  # created by the import
    result = run_muster("import", "--db", str(other), str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Created the campaign “{CALIBURN}”."
    again = tmp_path / "again.json"
    result = run_muster("export", "--db", str(other), "--campaign", CALIBURN, "--out", str(again))
    assert result.returncode == 0, result.stderr
    assert again.read_bytes() == out.read_bytes()

    # Into the same database it is a second campaign, taken after a backup.
    result = run_muster("import", "--db", str(campaign_file), str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Created the campaign “{CALIBURN} (2)”."
    assert campaign_names(campaign_file)[-1] == f"{CALIBURN} (2)"
    assert [b.reason for b in list_backups(campaign_file)] == [IMPORT]


def test_export_replaces_an_existing_file_whole(campaign_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "campaign.json"
    out.write_text("an older export")
    result = run_muster(
        "export", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(out)
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "muster-campaign"
    assert [p.name for p in tmp_path.iterdir() if "json" in p.name] == ["campaign.json"]


def test_export_refusals(campaign_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    assert_refused(
        run_muster("export", "--db", str(campaign_file), "--campaign", "Winter", "--out", str(out)),
        "there is no campaign named “Winter”",
    )
    assert not out.exists()
    missing = tmp_path / "missing.sqlite3"
    assert_refused(
        run_muster("export", "--db", str(missing), "--campaign", CALIBURN, "--out", str(out)),
        "there is no database",
    )
    assert not missing.exists()
    assert_refused(
        run_muster(
            "export", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(tmp_path)
        ),
        "is a folder",
    )
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    assert_refused(
        run_muster(
            "export",
            "--db",
            str(campaign_file),
            "--campaign",
            CALIBURN,
            "--out",
            str(blocker / "x.json"),
        ),
        "cannot write",
    )
    assert not out.exists()


def test_import_refusals_change_nothing(campaign_file: Path, tmp_path: Path) -> None:
    before = sha256(campaign_file)

    def refused(file: Path, fragment: str) -> None:
        assert_refused(run_muster("import", "--db", str(campaign_file), str(file)), fragment)
        assert sha256(campaign_file) == before

    refused(tmp_path / "nothing.json", "there is no file")
    refused(tmp_path, "is a folder")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "muster-campaign",\n "version": 1,\n "name": }\n')
    refused(broken, "broken.json: this is not a Muster campaign file: it is not valid JSON")
    assert (
        "at line 3, column 10"
        in run_muster("import", "--db", str(campaign_file), str(broken)).stderr
    )
    out = tmp_path / "good.json"
    run_muster("export", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(out))
    document = json.loads(out.read_text(encoding="utf-8"))
    document["warbands"][1]["characters"][0]["profile"] = "sir_lancelot"
    document["warbands"][1]["characters"][0]["name"] = "Line\nbreak"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document))
    refused(bad, "bad.json: warbands[1].characters[0].name: contains an invisible control")
    document["warbands"][1]["characters"][0]["name"] = "Lancelot"
    bad.write_text(json.dumps(document))
    refused(bad, "bad.json: warbands[1].characters[0].profile: unknown profile 'sir_lancelot'")
    document["version"] = VERSION + 1
    bad.write_text(json.dumps(document))
    refused(bad, "written by a newer Muster")
    assert list_backups(campaign_file) == []


def test_import_into_a_file_that_is_not_a_database(campaign_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "good.json"
    run_muster("export", "--db", str(campaign_file), "--campaign", CALIBURN, "--out", str(out))
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 100)
    before = sha256(notes)
    assert_refused(run_muster("import", "--db", str(notes), str(out)), "not a Muster database")
    assert sha256(notes) == before
