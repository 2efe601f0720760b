"""*Open with Muster* (the desktop entry's ``Exec=muster %f``): ``muster FILE.json`` opens the
app and offers to import that campaign file; ``muster FILE.sqlite3`` opens that database; any
other file is one line and exit 2, before any window."""

from __future__ import annotations

import gc
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import main
from models.exchange import export_json
from models.store.schema import Campaign
from tests.ui.conftest import Prompts
from tests.ui.test_exchange_ui import finish
from ui.main_window import MainWindow


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What the app was started with, instead of starting it."""
    runs: list[dict[str, Any]] = []

    def run_app(opened: Any, **kwargs: Any) -> int:
        runs.append({"opened": opened, "collecting": gc.isenabled(), **kwargs})
        return 0

    monkeypatch.setattr("ui.app.run_app", run_app)
    return runs


def test_a_database_file_given_alone_is_opened(
    tmp_path: Path, started: list[dict[str, Any]]
) -> None:
    path = tmp_path / "club.sqlite3"
    assert main.main(["demo", "--db", str(path)]) == 0
    assert main.main([str(path)]) == 0
    assert started[0]["opened"].path == path and started[0].get("import_file") is None
    # The cycle collector is paused for the start (models/collector.py) and runs again after.
    assert not started[0]["collecting"] and gc.isenabled()


def test_a_campaign_file_given_alone_opens_the_app_to_import_it(
    tmp_path: Path, started: list[dict[str, Any]]
) -> None:
    campaign = tmp_path / "Autumn League.json"
    campaign.write_text('{"format": "muster-campaign"}\n', encoding="utf-8")
    assert main.main([str(campaign)]) == 0
    assert started == [{"opened": None, "collecting": False, "import_file": campaign}]
    # With --db, the campaign is offered for import into that database.
    db = tmp_path / "mine.sqlite3"
    assert main.main(["--db", str(db), str(campaign)]) == 0
    assert started[1]["opened"].path == db and started[1]["import_file"] == campaign


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("gone.json", None, "gone.json: no such file"),
        ("notes.txt", b"a shopping list\n", "is neither a Muster database nor a campaign file"),
        ("folder", "dir", "is a folder, not a file"),
    ],
)
def test_any_other_file_is_one_line_and_exit_2(
    tmp_path: Path,
    started: list[dict[str, Any]],
    capsys: pytest.CaptureFixture[str],
    name: str,
    content: bytes | str | None,
    problem: str,
) -> None:
    path = tmp_path / name
    if content == "dir":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    assert main.main([str(path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("muster: error: ") and problem in error and error.count("\n") == 1
    assert started == []


def test_a_sqlite_file_by_its_content_whatever_its_name(
    tmp_path: Path, started: list[dict[str, Any]]
) -> None:
    path = tmp_path / "campaigns.db"
    assert main.main(["demo", "--db", str(path)]) == 0
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM campaign").fetchone()[0] == 2
    assert main.main([str(path)]) == 0
    assert started[0]["opened"].path == path


def test_the_window_offers_the_file_and_imports_it(
    qtbot, window: MainWindow, prompts: Prompts, tmp_path: Path
) -> None:
    from models.demo import create_demo_campaigns

    first = create_demo_campaigns()[0]
    source = tmp_path / "shared.json"
    source.write_text(export_json(first), encoding="utf-8")
    before = Campaign.select().count()
    finish(qtbot, window.commands.import_campaign_file(source))
    assert prompts.confirmations == [
        "Import the campaign file “shared.json” into this database as a new campaign?"
    ]
    assert Campaign.select().count() == before + 1
    assert window.campaign_combo.currentText() == "Demo: The Beastrider Wars (2)"
    # Declined, nothing is read.
    prompts.answer = False
    assert window.commands.import_campaign_file(source) is None
    assert Campaign.select().count() == before + 1
    # A file that is no campaign is explained, and changes nothing.
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    prompts.answer = True
    finish(qtbot, window.commands.import_campaign_file(broken))
    assert prompts.errors and prompts.errors[-1].startswith("broken.json was not imported.")
    assert Campaign.select().count() == before + 1
