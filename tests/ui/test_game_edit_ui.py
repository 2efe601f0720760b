"""Changing an unrecorded game's setup, and playing over the points limit, driven like a user."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from models import campaigns, outcomes
from models.games import fielded
from models.store.schema import Campaign, Game
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from ui.dialogs.game_setup import GameSetupDialog
from ui.games_tab import GameTableModel
from ui.main_window import MainWindow


@pytest.fixture
def round_table(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    recruit(qtbot, window, "Sir Kai", "Kai")
    new_warband(qtbot, window, "Kent", "Bob")
    recruit(qtbot, window, "Sir Gawain", "Gawain")
    return window


def tick(dialog: GameSetupDialog, side: int, names: set[str]) -> None:
    box = dialog.sides[side]
    model = box.characters
    for row in range(model.rowCount()):
        index = model.index(row)
        on = index.data().split(" (")[0] in names
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        model.setData(index, state, Qt.ItemDataRole.CheckStateRole)


def ticked(dialog: GameSetupDialog, side: int) -> list[str]:
    box = dialog.sides[side]
    model = box.characters
    return [
        model.index(r).data().split(" (")[0]
        for r in range(model.rowCount())
        if model.index(r).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    ]


def set_up(qtbot, window: MainWindow, limit: int = 0, anyway: bool = False) -> None:
    window.new_game_action.trigger()
    dialog = current_dialog(qtbot, window, GameSetupDialog)
    dialog.select_scenario("pitched_battle")
    dialog.limit_spin.setValue(limit)
    if anyway:
        dialog.over_limit_box.setChecked(True)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def games_column(window: MainWindow, column: int, role=Qt.ItemDataRole.DisplayRole) -> list:
    model = window.games_tab.model
    return [model.index(r, column).data(role) for r in range(model.rowCount())]


def test_an_unrecorded_game_is_changed_not_deleted(qtbot, round_table) -> None:
    set_up(qtbot, round_table, limit=40)
    assert round_table.edit_game_action.isEnabled()
    round_table.edit_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    assert dialog.windowTitle() == "Change game 1 — Round Table"
    assert dialog.ok_button.text() == "Save changes"
    assert dialog.scenario() == "pitched_battle" and dialog.limit_spin.value() == 40
    assert ticked(dialog, 0) == ["Arthur", "Kai"] and ticked(dialog, 1) == ["Gawain"]
    dialog.select_scenario("duel")
    tick(dialog, 0, {"Kai"})
    dialog.limit_spin.setValue(0)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert games_column(round_table, GameTableModel.COL_SCENARIO) == ["Duel"]
    assert games_column(round_table, GameTableModel.COL_LIMIT) == ["—"]
    assert [gc.name for gc in fielded(Game.get())] == ["Kai", "Gawain"]
    assert Game.select().count() == 1

    round_table.undo_action.trigger()
    assert games_column(round_table, GameTableModel.COL_SCENARIO) == ["Pitched Battle"]
    assert [gc.name for gc in fielded(Game.get())] == ["Arthur", "Kai", "Gawain"]


def test_a_recorded_game_cannot_be_changed(qtbot, round_table) -> None:
    set_up(qtbot, round_table)
    outcomes.record_outcome(game=Game.get(), winner=None, outcomes={})
    round_table.refresh()
    round_table.tabs.setCurrentWidget(round_table.games_tab)
    assert not round_table.edit_game_action.isEnabled()


def test_over_the_limit_the_players_may_play_anyway(qtbot, round_table) -> None:
    settings = dict(Campaign.get().house_rules, allow_over_limit=True)  # off in a new campaign
    campaigns.set_house_rules(campaign=Campaign.get(), house_rules=settings)
    round_table.refresh()
    round_table.new_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    dialog.select_scenario("pitched_battle")
    assert dialog.over_limit_box.isHidden()
    dialog.limit_spin.setValue(20)  # Arthur and Kai: 30 points
    assert not dialog.ok_button.isEnabled()
    assert "Camelot fields 30 points, over the limit of 20 (C11)." in dialog.errors_label.text()
    assert dialog.over_limit_box.isVisible() and dialog.over_limit_box.isEnabled()
    dialog.over_limit_box.setChecked(True)
    assert dialog.ok_button.isEnabled()
    assert dialog.errors_label.isHidden()
    assert "⚠ Camelot fields 30 points, over the limit of 20 (C11)." in dialog.warnings_label.text()
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert games_column(round_table, GameTableModel.COL_LIMIT) == ["20, played over"]
    assert games_column(round_table, GameTableModel.COL_LIMIT, Qt.ItemDataRole.ToolTipRole) == [
        "Played over the points limit: Camelot fields 30 points, over the limit of 20 (C11)."
    ]
    # Changing the game shows the choice as it was made.
    round_table.edit_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    assert dialog.over_limit_box.isChecked() and dialog.ok_button.isEnabled()
    dialog.reject()


def test_a_campaign_that_keeps_to_the_limit(qtbot, round_table) -> None:
    settings = dict(Campaign.get().house_rules, allow_over_limit=False)
    campaigns.set_house_rules(campaign=Campaign.get(), house_rules=settings)
    round_table.refresh()
    round_table.new_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    dialog.select_scenario("pitched_battle")
    dialog.limit_spin.setValue(20)
    assert dialog.over_limit_box.isVisible() and not dialog.over_limit_box.isEnabled()
    assert "Campaign settings ▸ General ▸ Points limit" in dialog.over_limit_box.toolTip()
    assert not dialog.ok_button.isEnabled()
    dialog.reject()


def test_the_beastrider_wars_show_no_points_limit(qtbot, window) -> None:
    new_campaign(qtbot, window, "Border", "The Beastrider Wars")
    window.tabs.setCurrentWidget(window.games_tab)
    assert window.games_tab.view.isColumnHidden(GameTableModel.COL_LIMIT)
