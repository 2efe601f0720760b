"""The main window: campaigns, warbands, recruiting, undo and restart, driven like a user."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from models import history
from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import DEAD, Character
from tests.ui.helpers import (
    current_dialog,
    new_campaign,
    new_warband,
    press_ok,
    recruit,
    roster_column,
    type_into,
)
from ui.dialogs.campaign_new import NewCampaignDialog
from ui.dialogs.recruit import RecruitDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


def test_empty_database_shows_the_welcome_page(window: MainWindow) -> None:
    assert window.pages.currentIndex() == 0
    assert not window.settings_action.isEnabled()


def test_create_a_campaign_of_each_game(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    assert window.campaign_combo.currentText() == "Border war"
    assert "The Beastrider Wars" in window.game_label.text()
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    assert window.campaign_combo.currentText() == "Round Table"
    assert "Caliburn's Wrath" in window.game_label.text()
    assert window.campaign_combo.count() == 2
    assert window.pages.currentIndex() == 1


def test_bad_campaign_name_is_shown_in_the_dialog(qtbot, window: MainWindow) -> None:
    window.new_campaign_action.trigger()
    dialog = current_dialog(qtbot, window, NewCampaignDialog)
    type_into(qtbot, dialog.name_edit, "   ")
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.message.text() == "Campaign name cannot be empty."
    assert window.campaign_combo.count() == 0


def test_recruit_and_named_hero_refused(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders", "Grayne")
    recruit(qtbot, window, "Princess Nave Khra", "Princess Nave")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Princess Nave", "Eldric"]
    stats = roster_column(window, RosterTableModel.COL_STATS)
    assert stats[1] == "M14 T13 A3 D3"
    window.recruit_action.trigger()
    dialog = current_dialog(qtbot, window, RecruitDialog)
    nave_row = dialog.profile_combo.findText("Princess Nave Khra")
    assert not dialog._profiles.item(nave_row).isEnabled()
    assert "appears once in a warband (B5)" in dialog._profiles.item(nave_row).toolTip()
    dialog.reject()


def test_the_recruit_dialog_says_why_a_dead_hero_stays_dead(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders", "Grayne")
    recruit(qtbot, window, "Princess Nave Khra", "Princess Nave")
    nave = Character.get(Character.name == "Princess Nave")
    Character.update(status="dead").where(Character.id == nave.id).execute()
    history.write(character=nave, kind=history.DEATH, text="Killed in game 1.")
    new_warband(qtbot, window, "Riders of the Ford")
    window.recruit_action.trigger()
    dialog = current_dialog(qtbot, window, RecruitDialog)
    nave_row = dialog.profile_combo.findText("Princess Nave Khra")
    assert not dialog._profiles.item(nave_row).isEnabled()
    reason = (
        "Princess Nave Khra died in this campaign and cannot be recruited again: the dead stay "
        "dead (K2)."
    )
    assert dialog._profiles.item(nave_row).toolTip() == reason
    dialog.profile_combo.setCurrentIndex(nave_row)
    assert dialog.message.text() == reason
    dialog.reject()


def test_undo_and_redo_with_the_keyboard(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric"]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert roster_column(window, RosterTableModel.COL_NAME) == []
    assert Character.select().count() == 0
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric"]
    card = window.roster_tab.character_panel.card
    assert card is not None
    assert card.name_label.text() == "Eldric"


def test_delete_campaign_asks_first_and_can_be_undone(qtbot, window, prompts) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    prompts.answer = False
    window.delete_campaign_action.trigger()
    assert window.campaign_combo.count() == 1
    prompts.answer = True
    window.delete_campaign_action.trigger()
    assert "Border war" in prompts.confirmations[-1]
    assert window.campaign_combo.count() == 0
    assert window.pages.currentIndex() == 0
    window.undo_action.trigger()
    assert window.campaign_combo.currentText() == "Border war"
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric"]


def test_dead_characters_are_greyed_and_kept(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    Character.update(status=DEAD).execute()
    window.refresh()
    index = window.roster_tab.roster_model.index(0, RosterTableModel.COL_NAME)
    assert index.data() == "Eldric"
    assert index.data(Qt.ItemDataRole.ForegroundRole) == QColor("#8a8a8a")
    assert index.data(Qt.ItemDataRole.FontRole).strikeOut()
    assert not window.upgrades_action.isEnabled()


def test_restart_finds_everything_and_reopens_the_last_campaign(
    qtbot, window: MainWindow, database: Path
) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "Sir Kai", "Kai")
    window.close()
    close_database()
    open_database(database)
    again = MainWindow(database)
    qtbot.addWidget(again)
    again.show()
    assert again.campaign_combo.currentText() == "Round Table"
    assert roster_column(again, RosterTableModel.COL_NAME) == ["Kai"]
    assert roster_column(again, RosterTableModel.COL_GOLD) == ["10 gp"]
    assert again.roster_tab.roster_title.text() == "Roster of Camelot (Ann)"


def test_the_first_start_is_one_welcome_page(qtbot, window: MainWindow, prompts) -> None:
    """No question on top of it: the page offers a new campaign, the demo campaigns and a
    club server, and says no more."""
    assert window.pages.currentIndex() == 0 and QApplication.activeModalWidget() is None
    assert prompts.confirmations == []
    assert [b.text() for b in window.welcome_buttons] == [
        "&New campaign…",
        "Open the &demo campaigns",
        "Connect to a club ser&ver…",
    ]
    assert all(b.isVisible() and b.isEnabled() for b in window.welcome_buttons)
    qtbot.mouseClick(window.welcome_buttons[1], Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 1 and window.campaign_combo.count() == 2
    assert prompts.confirmations == []


def test_rename_and_notes(qtbot, window: MainWindow) -> None:
    from ui.dialogs.notes import NotesDialog
    from ui.dialogs.rename import RenameDialog

    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    window.rename_character_action.trigger()
    dialog = current_dialog(qtbot, window, RenameDialog)
    # One field: the dialog is the size of its contents, not a big empty box.
    assert dialog.height() <= dialog.sizeHint().height() + 2 and dialog.width() >= 420
    assert dialog.height() < 180
    type_into(qtbot, dialog.name_edit, "Eldric the Swift")
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    window.notes_action.trigger()
    notes = current_dialog(qtbot, window, NotesDialog)
    qtbot.keyClicks(notes.notes_edit, "Painted with a blue shield")
    with qtbot.waitSignal(notes.finished):
        press_ok(qtbot, notes)
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric the Swift"]
    assert window.roster_tab.character_panel.field_text("Notes") == "Painted with a blue shield"
    history = window.roster_tab.character_panel.history_model
    assert history.index(0, 1).data() == "Renamed from “Eldric”."


def test_backups_and_check_from_the_menu(qtbot, window: MainWindow) -> None:
    from ui.dialogs.backups import BackupsDialog
    from ui.dialogs.check import CheckDialog

    window.backups_action.trigger()
    backups = current_dialog(qtbot, window, BackupsDialog)
    backups.close()
    qtbot.waitUntil(lambda: window.open_dialog is None)
    window.check_action.trigger()
    check = current_dialog(qtbot, window, CheckDialog)
    check.close()


def test_export_then_import_a_campaign_file_from_the_menu(qtbot, window, monkeypatch, tmp_path):
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    target = tmp_path / "border.json"
    monkeypatch.setattr("ui.common.ask_save_path", lambda *_a, **_k: target)
    monkeypatch.setattr("ui.common.ask_open_path", lambda *_a, **_k: target)
    window.export_campaign_action.trigger()
    with qtbot.waitSignal(window.commands.exchange_task.finished, timeout=60_000):
        pass
    assert target.exists()
    window.import_campaign_action.trigger()
    with qtbot.waitSignal(window.commands.exchange_task.finished, timeout=60_000):
        pass
    assert window.campaign_combo.currentText() == "Border war (2)"
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric"]
    window.undo_action.trigger()
    assert [window.campaign_combo.itemText(i) for i in range(window.campaign_combo.count())] == [
        "Border war"
    ]


def test_a_profile_gone_from_the_rules_keeps_the_character_and_explains(
    qtbot, window: MainWindow
) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    # As after a data update that dropped the profile: the row keeps its id.
    Character.update(profile="sir_bedivere").execute()
    window.refresh()
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Kai"]
    assert "unknown profile" in roster_column(window, RosterTableModel.COL_PROFILE)[0]
    assert not window.shop_action.isEnabled()
    assert "sir_bedivere" in window.shop_action.toolTip()
    window.commands.open_shop()
    assert window.open_dialog is None
