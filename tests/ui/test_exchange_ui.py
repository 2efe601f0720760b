"""Export… and Import… in the app, with the file prompts patched: files written, campaigns
added and undone, and refusals explained."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.exchange import export_json
from models.store.backup import IMPORT, list_backups
from models.store.schema import Campaign
from tests.exchange_data import played_campaigns
from tests.ui.conftest import Prompts
from ui import common
from ui.exchange import export_campaign_file, import_campaign_file, suggested_file_name
from ui.main_window import MainWindow


class Paths:
    """Stands in for the save and open prompts, answering with ``answer``."""

    def __init__(self, answer: Path | None) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str]] = []

    def ask_save_path(self, _parent: object, title: str, suggested_name: str) -> Path | None:
        self.asked.append((title, suggested_name))
        return self.answer

    def ask_open_path(self, _parent: object, title: str, filter: str) -> Path | None:
        self.asked.append((title, filter))
        return self.answer


def patch_paths(monkeypatch: pytest.MonkeyPatch, answer: Path | None) -> Paths:
    paths = Paths(answer)
    monkeypatch.setattr("ui.common.ask_save_path", paths.ask_save_path)
    monkeypatch.setattr("ui.common.ask_open_path", paths.ask_open_path)
    return paths


def finish(qtbot, task) -> None:
    """Wait for a file task run off the UI thread to deliver its outcome."""
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass


@pytest.fixture
def played(window: MainWindow) -> tuple[Campaign, Campaign]:
    campaigns = played_campaigns()
    window.refresh()
    return campaigns


def test_export_writes_the_chosen_file(
    qtbot, window: MainWindow, played, prompts: Prompts, tmp_path: Path, monkeypatch
) -> None:
    out = tmp_path / "caliburn.json"
    paths = patch_paths(monkeypatch, out)
    finish(qtbot, export_campaign_file(window, campaign=played[1]))
    assert window.statusBar().currentMessage().endswith(f"to {out}")
    assert paths.asked == [("Export campaign", "Demo - Caliburn's Wrath.json")]
    assert out.read_text(encoding="utf-8") == export_json(played[1])
    assert prompts.errors == []


def test_export_cancelled_or_refused(
    qtbot, window: MainWindow, played, prompts: Prompts, tmp_path: Path, monkeypatch
) -> None:
    patch_paths(monkeypatch, None)
    assert export_campaign_file(window, campaign=played[0]) is None
    assert list(tmp_path.glob("*.json")) == [] and prompts.errors == []
    patch_paths(monkeypatch, tmp_path)  # a folder
    finish(qtbot, export_campaign_file(window, campaign=played[0]))
    assert prompts.errors == [f"The campaign was not exported: {tmp_path} is a folder; give "
                              "the name of the file to write"]  # fmt: skip


def test_import_adds_a_campaign_that_undo_removes(
    qtbot, window: MainWindow, played, prompts: Prompts, tmp_path: Path, monkeypatch
) -> None:
    source = tmp_path / "shared.json"
    source.write_text(export_json(played[0]), encoding="utf-8")
    paths = patch_paths(monkeypatch, source)
    shown: list[Campaign] = []

    def on_imported(campaign: Campaign) -> None:
        shown.append(campaign)
        window.select_campaign(campaign.id)

    finish(qtbot, import_campaign_file(window, editor=window.editor, on_imported=on_imported))
    assert len(shown) == 1 and window.isEnabled()
    imported = shown[0]
    assert paths.asked == [("Import campaign", "Muster campaigns (*.json);;All files (*)")]
    assert window.campaign_combo.currentText() == "Demo: The Beastrider Wars (2)"
    assert window.db_path is not None
    assert [b.reason for b in list_backups(window.db_path)] == [IMPORT]
    # The import begins the new campaign's own history.
    assert window.undo_action.text() == "&Undo: import campaign “Demo: The Beastrider Wars (2)”"

    window.undo_action.trigger()
    assert Campaign.get_or_none(Campaign.id == imported.id) is None
    names = [window.campaign_combo.itemText(i) for i in range(window.campaign_combo.count())]
    assert "Demo: The Beastrider Wars (2)" not in names
    # Its history went with it: the campaign now on show has its own, and redoes nothing.
    assert window.campaign_combo.currentText() in names
    assert window.redo_action.text() == "&Redo" and not window.redo_action.isEnabled()
    assert prompts.errors == []


def test_a_bad_file_is_explained_and_changes_nothing(
    qtbot, window: MainWindow, played, prompts: Prompts, tmp_path: Path, monkeypatch
) -> None:
    document = json.loads(export_json(played[1]))
    document["warbands"][1]["characters"][0]["profile"] = "sir_lancelot"
    source = tmp_path / "bad.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    patch_paths(monkeypatch, source)
    count = Campaign.select().count()
    finish(qtbot, import_campaign_file(window, editor=window.editor, on_imported=print))
    assert window.isEnabled()
    assert prompts.errors == [
        "bad.json was not imported. warbands[1].characters[0].profile: unknown profile "
        "'sir_lancelot'"
    ]
    assert Campaign.select().count() == count
    assert not window.undo_action.isEnabled()
    patch_paths(monkeypatch, tmp_path / "gone.json")
    assert import_campaign_file(window, editor=window.editor, on_imported=print) is None
    assert prompts.errors[-1].endswith("there is no file " + str(tmp_path / "gone.json"))
    patch_paths(monkeypatch, None)
    assert import_campaign_file(window, editor=window.editor, on_imported=print) is None
    assert len(prompts.errors) == 2


def test_the_prompts_use_the_file_dialogs(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    calls: list[tuple[str, str, str]] = []

    def fake(answer: str):
        def dialog(_parent, title: str, start: str, filter: str):
            calls.append((title, start, filter))
            return answer, ""

        return dialog

    monkeypatch.setattr(common.QFileDialog, "getSaveFileName", fake(str(tmp_path / "autumn")))
    assert common.ask_save_path(window, "Export campaign", "Autumn.json") == (
        tmp_path / "autumn.json"
    )
    assert calls[-1][0] == "Export campaign"
    assert calls[-1][2] == "JSON files (*.json);;All files (*)"
    monkeypatch.setattr(common.QFileDialog, "getOpenFileName", fake(str(tmp_path / "in.json")))
    assert common.ask_open_path(window, "Import campaign", "X (*.json)") == tmp_path / "in.json"
    assert calls[-1] == ("Import campaign", str(tmp_path), "X (*.json)")  # the last folder
    monkeypatch.setattr(common.QFileDialog, "getOpenFileName", fake(""))
    assert common.ask_open_path(window, "Import campaign", "X (*.json)") is None


@pytest.mark.parametrize(
    ("name", "file"),
    [
        ("Autumn", "Autumn.json"),
        ("Demo: Caliburn's Wrath", "Demo - Caliburn's Wrath.json"),
        ("a/b\\c", "a - b - c.json"),
        ("...", "campaign.json"),
        ("אבירים 🐉", "אבירים 🐉.json"),
    ],
)
def test_suggested_file_names(name: str, file: str) -> None:
    assert suggested_file_name(name) == file


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("🐉" * 100, "🐉" * 62),  # 4 bytes each: 62 and ".json" fill 253 of 255
        ("騎" * 90, "騎" * 83),  # 3 bytes each
        ("é" * 130, "é" * 125),  # 2 bytes each
        ("👨‍👩‍👧" * 30, "👨‍👩‍👧" * 13 + "👨‍👩"),  # never a joiner left dangling
        ("🇬🇧" * 40, "🇬🇧" * 31),  # never half a flag
    ],
)
def test_suggested_file_names_fit_the_file_system(name: str, kept: str, tmp_path: Path) -> None:
    """Names are 100 characters at most, but a file name is 255 bytes at most: the export of a
    campaign named with 100 emoji must still be a name the file system takes."""
    suggested = suggested_file_name(name)
    assert suggested == f"{kept}.json"
    assert len(suggested.encode("utf-8")) <= 255
    (tmp_path / suggested).write_text("{}")  # the file system takes it
    roster = common.file_name(name, "騎" * 100, suffix=".pdf")
    assert len(roster.encode("utf-8")) <= 255
    (tmp_path / roster).write_text("%PDF")
