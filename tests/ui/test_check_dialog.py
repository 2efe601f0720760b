"""Check database…: the report in plain words, and "Repair what is safe"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from models.store.schema import Character, Purchase
from tests.data_safety import patch_confirm, populate
from ui.app import make_application
from ui.dialogs.check import CheckDialog


def open_dialog(qtbot, **kwargs) -> CheckDialog:
    make_application()
    dialog = CheckDialog(None, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_all_is_well(qtbot, database: Path) -> None:
    populate()
    dialog = open_dialog(qtbot)
    assert dialog.summary.text() == "All is well."
    assert dialog.report_view.toPlainText().startswith("No problems found.")
    assert not dialog.repair_button.isEnabled()


def test_repair_what_is_safe(qtbot, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    populate()
    Character.update(gold=-5).where(Character.name == "Knight 3").execute()
    Purchase.create(character=Character.get(Character.name == "Knight 4"), item="lance", price=-3)
    repaired: list[bool] = []
    dialog = open_dialog(qtbot, on_repaired=lambda: repaired.append(True))
    assert dialog.summary.text() == "The check found problems."
    report = dialog.report_view.toPlainText()
    assert "Can be repaired: “Knight 3” of warband “Camelot” has -5 gold" in report
    assert "Needs a person to decide: The purchase of “lance”" in report
    assert dialog.repair_button.isEnabled()

    asked = patch_confirm(monkeypatch, answer=True)
    qtbot.mouseClick(dialog.repair_button, Qt.MouseButton.LeftButton)
    assert asked == [
        "Repair this problem? Muster backs up the database first, and each repair is noted "
        "in the records it changes."
    ]
    assert repaired == [True]
    assert Character.get(Character.name == "Knight 3").gold == 0
    report = dialog.report_view.toPlainText()
    assert "Repaired: “Knight 3”" in report and "backed up to" in report
    assert dialog.summary.text() == "The check found problems."  # the purchase is left
    assert not dialog.repair_button.isEnabled()


def test_repair_can_be_cancelled(qtbot, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    populate()
    Character.update(gold=-5).where(Character.name == "Knight 3").execute()
    dialog = open_dialog(qtbot)
    patch_confirm(monkeypatch, answer=False)
    qtbot.mouseClick(dialog.repair_button, Qt.MouseButton.LeftButton)
    assert Character.get(Character.name == "Knight 3").gold == -5
    assert dialog.repair_button.isEnabled()


def test_every_problem_repaired(qtbot, database: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    populate()
    Character.update(gold=-1).execute()
    dialog = open_dialog(qtbot)
    patch_confirm(monkeypatch, answer=True)
    qtbot.mouseClick(dialog.repair_button, Qt.MouseButton.LeftButton)
    assert dialog.summary.text() == "Every problem found was repaired."
    qtbot.mouseClick(dialog.recheck_button, Qt.MouseButton.LeftButton)
    assert dialog.summary.text() == "All is well."
