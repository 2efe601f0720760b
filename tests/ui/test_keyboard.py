"""The keyboard, as a user types: forms start in their first field, Tab goes on through them
and out of tables, refusals go once fixed, and the keyboard's place is framed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from models.store.schema import Campaign, Warband
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit, selected_name
from ui.dialogs.campaign_new import NewCampaignDialog
from ui.dialogs.rename import RenameDialog
from ui.dialogs.warband_edit import WarbandDialog
from ui.main_window import MainWindow
from ui.views import focus_colour


def focus(qtbot, window: QWidget) -> QWidget:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    focused = QApplication.focusWidget()
    assert focused is not None, "nothing has the focus"
    return focused


def tab_chain(qtbot, dialog: QWidget, steps: int) -> list[QWidget]:
    chain = [focus(qtbot, dialog)]
    for _ in range(steps):
        qtbot.keyClick(chain[-1], Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None, "nothing has the focus"
        chain.append(focused)
    return chain


def open_form(
    qtbot, window: MainWindow, which: str
) -> NewCampaignDialog | WarbandDialog | RenameDialog:
    if which == "new campaign":
        window.new_campaign_action.trigger()
        return current_dialog(qtbot, window, NewCampaignDialog)
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    if which == "new warband":
        window.new_warband_action.trigger()
        return current_dialog(qtbot, window, WarbandDialog)
    window.rename_campaign_action.trigger()
    return current_dialog(qtbot, window, RenameDialog)


@pytest.mark.parametrize("which", ["new campaign", "new warband", "rename"])
def test_a_form_opens_in_its_first_field_and_tabs_through_the_fields_then_ok(
    qtbot, window: MainWindow, which: str
) -> None:
    dialog = open_form(qtbot, window, which)
    fields = {
        "new campaign": ["name_edit", "game_combo"],
        "new warband": ["name_edit", "player_edit", "notes_edit"],
        "rename": ["name_edit"],
    }[which]
    fields = [getattr(dialog, name) for name in fields]
    cancel = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)
    assert tab_chain(qtbot, dialog, len(fields) + 1) == [*fields, dialog.ok_button, cancel]
    dialog.reject()


def test_typing_a_name_goes_into_the_name_and_never_presses_ok(qtbot, window: MainWindow) -> None:
    dialog = open_form(qtbot, window, "new campaign")
    qtbot.keyClicks(focus(qtbot, dialog), "The Winter of Swords")
    assert dialog.isVisible() and Campaign.select().count() == 0
    assert dialog.name_edit.text() == "The Winter of Swords"
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter accepts the form
    assert Campaign.get().name == "The Winter of Swords"


def test_a_refusal_goes_once_the_input_is_fixed(qtbot, window: MainWindow) -> None:
    dialog = open_form(qtbot, window, "new warband")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.message.isVisible() and dialog.message.text()
    qtbot.keyClicks(dialog.name_edit, "Stagriders")
    assert dialog.message.isHidden()
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Warband.get().name == "Stagriders"


@pytest.fixture
def stagriders(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    recruit(qtbot, window, "Stag Rider", "Bran")
    window.roster_tab.show_roster_view(1)  # these tests are about the roster's table
    return window


@pytest.mark.parametrize("view_name", ["warbands", "roster"])
def test_tab_moves_on_out_of_the_roster_tables(
    qtbot, stagriders: MainWindow, view_name: str
) -> None:
    view = stagriders.findChild(QTableView, view_name)
    assert view is not None
    focus(qtbot, stagriders)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    row = view.currentIndex().row()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not view
    assert view.currentIndex().row() == row


def test_the_arrow_keys_move_through_the_roster_cards(qtbot, stagriders: MainWindow) -> None:
    tab = stagriders.roster_tab
    tab.show_roster_view(0)
    cards = tab.roster_cards
    focus(qtbot, stagriders)
    cards.setFocus()
    qtbot.waitUntil(cards.hasFocus)
    assert selected_name(tab) == "Bran"  # just recruited
    qtbot.keyClick(cards, Qt.Key.Key_Home)
    assert selected_name(tab) == "Eldric"
    assert [c.property("selected") for c in cards.cards] == [True, False]
    qtbot.keyClick(cards, Qt.Key.Key_Right)
    assert selected_name(tab) == "Bran"
    qtbot.keyClick(cards, Qt.Key.Key_Right)  # the last stays the last
    assert selected_name(tab) == "Bran"


def frame_pixel(view: QTableView) -> QColor:
    """The colour at the top edge of the current row, in the middle of its first cell."""
    rect = view.visualRect(view.currentIndex().siblingAtColumn(0))
    image = view.viewport().grab().toImage()
    return image.pixelColor(rect.center().x(), rect.top())


def test_the_focused_row_is_framed_while_its_table_has_the_focus(
    qtbot, stagriders: MainWindow
) -> None:
    view = stagriders.roster_tab.roster_view
    focus(qtbot, stagriders)
    stagriders.roster_tab.warband_view.setFocus()
    qtbot.waitUntil(stagriders.roster_tab.warband_view.hasFocus)
    colour = focus_colour(view.palette())
    assert frame_pixel(view).name() != colour.name()  # not where the keyboard is
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert frame_pixel(view).name() == colour.name()
