"""Driving dialogs the way a user does."""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from ui.main_window import MainWindow
from ui.roster_tab import RosterTab

Dialog = TypeVar("Dialog", bound=QDialog)


def current_dialog(qtbot, window: MainWindow, kind: type[Dialog]) -> Dialog:
    qtbot.waitUntil(lambda: isinstance(window.open_dialog, kind))
    dialog = window.open_dialog
    assert isinstance(dialog, kind)
    qtbot.waitExposed(dialog)
    return dialog


def type_into(qtbot, widget, text: str) -> None:
    widget.clear()
    qtbot.keyClicks(widget, text)


def press_ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def new_campaign(qtbot, window: MainWindow, name: str, game_name: str) -> None:
    from ui.dialogs.campaign_new import NewCampaignDialog

    window.action_table["new_campaign"].trigger()
    dialog = current_dialog(qtbot, window, NewCampaignDialog)
    type_into(qtbot, dialog.name_edit, name)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findText(game_name))
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)


def new_warband(qtbot, window: MainWindow, name: str, player: str = "") -> None:
    from ui.dialogs.warband_edit import WarbandDialog

    window.action_table["new_warband"].trigger()
    dialog = current_dialog(qtbot, window, WarbandDialog)
    type_into(qtbot, dialog.name_edit, name)
    type_into(qtbot, dialog.player_edit, player)
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)


def recruit(qtbot, window: MainWindow, profile_name: str, name: str = "") -> None:
    from ui.dialogs.recruit import RecruitDialog

    window.action_table["recruit"].trigger()
    dialog = current_dialog(qtbot, window, RecruitDialog)
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findText(profile_name))
    type_into(qtbot, dialog.name_edit, name)
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)


def roster_column(window: MainWindow, column: int) -> list[str]:
    model = window.roster_tab.roster_model
    return [model.index(r, column).data() for r in range(model.rowCount())]


def earn(character: Any, xp: int) -> None:
    """XP as a recorded game would have given him (K6), for a test of spending it."""
    from models import history

    history.write(character=character, kind=history.NOTE, text="", details={"xp_earned": xp})


def selected_name(tab: RosterTab) -> str | None:
    """The name of the character selected on the roster tab (None: nobody is)."""
    character = tab.selected_character()
    return character.name if character is not None else None
