"""Undo and redo, driven like a user: the keys, each campaign's own history, a dialog's reach,
and the names of what would be undone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from models.store.schema import Character, Purchase, Warband
from tests.ui.helpers import (
    current_dialog,
    earn,
    new_campaign,
    new_warband,
    press_ok,
    recruit,
    roster_column,
    selected_name,
    type_into,
)
from ui.dialogs.rename import RenameDialog
from ui.dialogs.shop import ShopDialog
from ui.dialogs.upgrades import UpgradesDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow
from ui.undo import REDO_KEYS, redo_keys, undo_keys, unique_keys

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def first(key: QKeySequence) -> QKeyCombination:
    """The first combination of a key sequence."""
    return key[0]  # type: ignore[index]  # PySide6's stub leaves out QKeySequence's []


def press(qtbot, widget: QWidget, key: QKeySequence) -> None:
    """Press a key combination as the keyboard sends it."""
    combination = first(key)
    qtbot.keyClick(widget, combination.key(), combination.keyboardModifiers())


def focused_in(qtbot, window: QWidget) -> QWidget:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return QApplication.focusWidget() or window


def shortcuts_of(window: QWidget) -> list[str]:
    """Every key bound by an action of this window (its own, not its dialogs')."""
    keys = []
    for action in window.findChildren(QAction):
        owner = action.parent()
        if isinstance(owner, QWidget) and owner.window() is window:
            keys += [key.toString() for key in action.shortcuts()]
    return keys


# --- the keys ---------------------------------------------------------------------------


def test_redo_keys_hold_ctrl_shift_z_once_where_the_platform_already_has_it() -> None:
    # Linux's standard Redo keys begin with Ctrl+Shift+Z: bound twice, Qt refused it as an
    # "Ambiguous shortcut overload" and Redo never worked.
    linux = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
    assert unique_keys(linux, REDO_KEYS) == linux
    windows = [QKeySequence("Ctrl+Y"), QKeySequence("Alt+Shift+Backspace")]
    assert [k.toString() for k in unique_keys(windows, REDO_KEYS)] == [
        "Ctrl+Y",
        "Alt+Shift+Backspace",
        "Ctrl+Shift+Z",
    ]


def test_undo_and_redo_take_every_key_of_the_platform_each_once() -> None:
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    keys = redo_keys()
    assert all(key in keys for key in platform)
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= {k.toString() for k in keys}
    assert len({k.toString() for k in keys}) == len(keys)
    assert len({k.toString() for k in undo_keys()}) == len(undo_keys())


@pytest.fixture
def border_war(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Bear Rider", "Hakon")
    earn(Character.get(), 10)  # for an advance (K6)
    return window


@pytest.mark.parametrize("redo", [*REDO_KEYS, "platform"])
def test_redo_keys_work_in_the_main_window(qtbot, border_war: MainWindow, redo: str) -> None:
    window = border_war
    target = focused_in(qtbot, window)
    qtbot.keyClick(target, Qt.Key.Key_Z, CTRL)
    assert roster_column(window, RosterTableModel.COL_NAME) == []
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    # (A keyboard's own Redo key is left out: the test keyboard cannot send it.)
    keys = [k for k in platform if first(k).key() != Qt.Key.Key_Redo] if redo == "platform" else []
    for key in keys or [QKeySequence(redo)]:
        press(qtbot, focused_in(qtbot, window), key)
        assert roster_column(window, RosterTableModel.COL_NAME) == ["Hakon"]
        qtbot.keyClick(focused_in(qtbot, window), Qt.Key.Key_Z, CTRL)
        assert roster_column(window, RosterTableModel.COL_NAME) == []


def test_no_key_is_bound_twice_in_the_window_or_its_dialogs(qtbot, border_war: MainWindow) -> None:
    keys = shortcuts_of(border_war)
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    border_war.upgrades_action.trigger()
    dialog = current_dialog(qtbot, border_war, UpgradesDialog)
    keys = shortcuts_of(dialog)
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


@pytest.mark.parametrize("redo", REDO_KEYS)
def test_redo_keys_work_in_the_upgrades_dialog(qtbot, border_war: MainWindow, redo: str) -> None:
    border_war.upgrades_action.trigger()
    dialog = current_dialog(qtbot, border_war, UpgradesDialog)
    qtbot.mouseClick(dialog.attack_button, Qt.MouseButton.LeftButton)
    assert dialog.dice_label.text().startswith("Starts each game with 6 attack")
    qtbot.keyClick(focused_in(qtbot, dialog), Qt.Key.Key_Z, CTRL)
    assert dialog.dice_label.text().startswith("Starts each game with 5 attack")
    press(qtbot, focused_in(qtbot, dialog), QKeySequence(redo))
    assert dialog.dice_label.text().startswith("Starts each game with 6 attack")


@pytest.fixture
def round_table(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "Sir Kai", "Kai")
    return window


def open_shop(qtbot, window: MainWindow) -> ShopDialog:
    window.shop_action.trigger()
    dialog = current_dialog(qtbot, window, ShopDialog)
    focused_in(qtbot, dialog)
    return dialog


def buy(qtbot, shop: ShopDialog, item: str) -> None:
    shop.select_item(item)
    qtbot.mouseClick(shop.buy_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("redo", REDO_KEYS)
def test_redo_keys_work_in_the_shop(qtbot, round_table: MainWindow, redo: str) -> None:
    shop = open_shop(qtbot, round_table)
    buy(qtbot, shop, "helmet")
    qtbot.keyClick(focused_in(qtbot, shop), Qt.Key.Key_Z, CTRL)
    assert shop.gold_label.text() == "Gold left: 10 gp"
    press(qtbot, focused_in(qtbot, shop), QKeySequence(redo))
    assert shop.gold_label.text() == "Gold left: 9 gp"


# --- how far undo reaches -----------------------------------------------------------------


def rename_character(qtbot, window: MainWindow, name: str) -> None:
    window.rename_character_action.trigger()
    dialog = current_dialog(qtbot, window, RenameDialog)
    type_into(qtbot, dialog.name_edit, name)
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)


def test_the_shops_undo_stops_at_its_own_purchases(qtbot, round_table: MainWindow) -> None:
    rename_character(qtbot, round_table, "Sir Kai")
    shop = open_shop(qtbot, round_table)
    assert not shop.undo_button.isEnabled() and not shop.redo_button.isEnabled()
    buy(qtbot, shop, "helmet")
    assert shop.undo_button.isEnabled()
    assert shop.undo_button.toolTip() == "Undo: buy Helmet for Sir Kai"
    qtbot.mouseClick(shop.undo_button, Qt.MouseButton.LeftButton)
    assert Purchase.select().count() == 0
    # Nothing more to undo here: the rename and the recruitment before it are left alone.
    assert not shop.undo_button.isEnabled()
    qtbot.keyClick(focused_in(qtbot, shop), Qt.Key.Key_Z, CTRL)
    assert Character.get().name == "Sir Kai"
    assert shop.redo_button.toolTip() == "Redo: buy Helmet for Sir Kai"
    qtbot.mouseClick(shop.redo_button, Qt.MouseButton.LeftButton)
    assert Purchase.select().count() == 1
    shop.close()
    # Back in the window, the campaign's history holds all of it.
    assert round_table.undo_action.text() == "&Undo: buy Helmet for Sir Kai"
    round_table.undo_action.trigger()
    assert round_table.undo_action.text() == "&Undo: rename “Kai” to “Sir Kai”"


def test_a_dialog_does_not_redo_what_was_undone_before_it_opened(
    qtbot, round_table: MainWindow
) -> None:
    rename_character(qtbot, round_table, "Sir Kai")
    round_table.undo_action.trigger()
    assert round_table.redo_action.text() == "&Redo: rename “Kai” to “Sir Kai”"
    shop = open_shop(qtbot, round_table)
    assert not shop.redo_button.isEnabled()
    qtbot.keyClick(focused_in(qtbot, shop), Qt.Key.Key_Z, CTRL | SHIFT)
    qtbot.keyClick(focused_in(qtbot, shop), Qt.Key.Key_Y, CTRL)
    assert Character.get().name == "Kai"


def test_the_upgrades_dialogs_undo_stops_at_its_own_changes(qtbot, border_war: MainWindow) -> None:
    border_war.upgrades_action.trigger()
    dialog = current_dialog(qtbot, border_war, UpgradesDialog)
    assert not dialog.undo_button.isEnabled()
    dialog.option_boxes["shield"].click()
    assert dialog.undo_button.toolTip() == "Undo: give Hakon a shield"
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert not dialog.undo_button.isEnabled()
    qtbot.keyClick(focused_in(qtbot, dialog), Qt.Key.Key_Z, CTRL)
    assert Character.get().name == "Hakon"  # the recruitment stays


def test_each_campaign_has_its_own_history(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    assert window.campaign is not None
    border = window.campaign.id
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    assert window.undo_action.text() == "&Undo: recruit Kai"

    window.select_campaign(border)
    assert window.undo_action.text() == "&Undo: recruit Eldric"
    qtbot.keyClick(focused_in(qtbot, window), Qt.Key.Key_Z, CTRL)
    assert roster_column(window, RosterTableModel.COL_NAME) == []
    assert Character.get_or_none(Character.name == "Kai") is not None  # untouched
    assert window.undo_action.text() == "&Undo: new warband “Stagriders”"
    window.undo_action.trigger()
    assert window.undo_action.text() == "&Undo: new campaign “Border war”"
    window.undo_action.trigger()
    # Only the Border war's own changes were undone, down to its creation; the campaign on
    # show now is the Round Table, with its own history.
    assert [window.campaign_combo.itemText(i) for i in range(window.campaign_combo.count())] == [
        "Round Table"
    ]
    assert Character.get_or_none(Character.name == "Kai") is not None
    assert window.undo_action.text() == "&Undo: recruit Kai"


def test_deleting_a_campaign_is_undone_from_the_campaign_shown_next(
    qtbot, window: MainWindow, prompts
) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    window.delete_campaign_action.trigger()
    assert window.campaign_combo.currentText() == "Border war"
    assert window.undo_action.text() == "&Undo: delete campaign “Round Table”"
    window.undo_action.trigger()
    names = [window.campaign_combo.itemText(i) for i in range(window.campaign_combo.count())]
    assert names == ["Border war", "Round Table"]
    assert Warband.get().name == "Camelot"


def test_undo_keeps_the_selection_on_its_row(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    for name in ("Eldric", "Bran", "Cai"):
        recruit(qtbot, window, "Stag Rider", name)
    view = window.roster_tab.roster_view
    assert view.currentIndex().row() == 2  # Cai, just recruited
    window.undo_action.trigger()  # Cai leaves: the row he stood on is now Bran's, the last
    assert view.currentIndex().row() == 1
    window.redo_action.trigger()
    window.roster_tab.select_character(Character.get(Character.name == "Bran").id)
    window.delete_character_action.trigger()
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Eldric", "Cai"]
    assert selected_name(window.roster_tab) == "Cai"
    window.undo_action.trigger()
    assert selected_name(window.roster_tab) == "Cai"


def test_restoring_a_backup_clears_every_campaigns_history(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    assert window.campaign is not None
    border = window.campaign.id
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    window.after_restore()  # as the Backups dialog calls it once the database is replaced
    assert not window.undo_action.isEnabled()
    window.select_campaign(border)
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
