"""Backups / Restore…: the list, "Back up now", and restoring with a confirmation."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from models.store.backup import AUTO, RESTORE, list_backups, make_backup
from models.store.connection import db
from models.store.schema import Campaign
from tests.data_safety import damage_pages, patch_confirm, populate
from ui.app import make_application
from ui.dialogs.backups import BackupsDialog, BackupTableModel, human_size
from ui.item_models import RecordRole

T0 = dt.datetime(2025, 3, 14, 20, 15)


class NotingDialog(BackupsDialog):
    """The dialog, with the restores it reported (``restored``)."""

    restored: list[bool]


@pytest.fixture
def dialog(qtbot, database: Path):
    make_application()
    populate(name="Autumn")
    make_backup(database, reason=AUTO, now=T0)
    restored: list[bool] = []
    window = NotingDialog(None, database, on_restored=lambda: restored.append(True))
    window.restored = restored
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def cell(dialog: BackupsDialog, row: int, column: int) -> str:
    return dialog.model.index(row, column).data()


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_model_passes_the_model_tester(qtmodeltester, dialog: BackupsDialog) -> None:
    qtmodeltester.check(dialog.model)


def test_the_list_shows_when_why_and_how_big(dialog: BackupsDialog) -> None:
    assert dialog.model.rowCount() == 1
    assert cell(dialog, 0, BackupTableModel.COL_TAKEN) == "Fri 14 Mar 2025, 20:15"
    assert cell(dialog, 0, BackupTableModel.COL_REASON) == "automatic"
    assert cell(dialog, 0, BackupTableModel.COL_SIZE).endswith("kB")
    assert cell(dialog, 0, BackupTableModel.COL_FILE) == "campaign-20250314-201500-auto.sqlite3"
    info = dialog.model.index(0, 0).data(RecordRole)
    assert info.path == list_backups(dialog.db_path)[0].path
    assert not dialog.restore_button.isEnabled()  # nothing selected yet


def test_back_up_now_adds_a_verified_backup(qtbot, dialog: BackupsDialog) -> None:
    click(qtbot, dialog.backup_button)
    assert dialog.model.rowCount() == 2
    assert cell(dialog, 0, BackupTableModel.COL_REASON) == "made by you"
    assert dialog.message.text().startswith("Backed up to campaign-")
    assert dialog.selected() == dialog.model.record(0)
    assert dialog.restore_button.isEnabled()


def test_restore_asks_backs_up_first_and_brings_the_data_back(
    qtbot, dialog: NotingDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    Campaign.update(name="Renamed").execute()
    asked = patch_confirm(monkeypatch, answer=True)
    dialog.table.selectRow(0)
    click(qtbot, dialog.restore_button)
    assert "Restore the backup taken Friday 14 March 2025 at 20:15?" in asked[0]
    assert "Muster first backs up the current state" in asked[0]
    assert dialog.restored == [True]
    assert not db.obj.is_closed()  # reopened by the dialog
    assert [c.name for c in Campaign.select()] == ["Autumn"]
    assert "The state before the restore is kept as campaign-" in dialog.message.text()
    reasons = [dialog.model.record(r).reason for r in range(dialog.model.rowCount())]
    assert reasons == [RESTORE, AUTO]


def test_restore_can_be_cancelled(
    qtbot, dialog: NotingDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    Campaign.update(name="Renamed").execute()
    patch_confirm(monkeypatch, answer=False)
    dialog.table.selectRow(0)
    click(qtbot, dialog.restore_button)
    assert dialog.restored == []
    assert [c.name for c in Campaign.select()] == ["Renamed"]
    assert dialog.model.rowCount() == 1


def test_a_damaged_backup_is_not_restored(
    qtbot, dialog: NotingDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    damage_pages(dialog.model.record(0).path)
    patch_confirm(monkeypatch, answer=True)
    dialog.table.selectRow(0)
    click(qtbot, dialog.restore_button)
    assert dialog.message.text().startswith("Nothing was restored: the backup campaign-")
    assert "is damaged" in dialog.message.text()
    assert dialog.restored == []
    assert [c.name for c in Campaign.select()] == ["Autumn"]  # still open and usable


def test_human_sizes() -> None:
    assert [human_size(n) for n in (980, 12_400, 3_100_000, 5 * 10**12)] == [
        "980 bytes",
        "12.4 kB",
        "3.1 MB",
        "5000.0 GB",
    ]
