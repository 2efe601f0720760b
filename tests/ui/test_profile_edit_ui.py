"""Editing the campaign's own profiles, specials and scenarios in the settings dialog."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from models.history import character_history
from models.store.schema import Campaign, Character
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit, roster_column
from ui.dialogs.settings import CampaignSettingsDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


class Asked:
    """Stands in for ``common.ask``: records the question and gives the answer set."""

    def __init__(self) -> None:
        self.answer: int | None = 0
        self.questions: list[str] = []

    def __call__(self, _parent: Any, _title: str, text: str, _choices: list[str]) -> int | None:
        self.questions.append(text)
        return self.answer


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Asked:
    fake = Asked()
    monkeypatch.setattr("ui.common.ask", fake)
    return fake


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_settings(qtbot, window: MainWindow) -> CampaignSettingsDialog:
    window.settings_action.trigger()
    return current_dialog(qtbot, window, CampaignSettingsDialog)


def save(qtbot, dialog: CampaignSettingsDialog) -> None:
    with qtbot.waitSignal(dialog.finished):
        click(qtbot, dialog.buttons.buttons()[0])


@pytest.fixture
def saxons(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Saxons")
    dialog = open_settings(qtbot, window)
    qtbot.keyClicks(dialog.profile_name, "Saxon spearmen")
    dialog.profile_spins["points"].setValue(4)
    click(qtbot, dialog.profiles.add_button)
    save(qtbot, dialog)
    recruit(qtbot, window, "Saxon spearmen (campaign profile)", "Wulfstan")
    return window


def edit_first_profile(qtbot, window: MainWindow, **values: Any) -> CampaignSettingsDialog:
    dialog = open_settings(qtbot, window)
    dialog.profiles.select(0)
    assert dialog.profile_name.text() == "Saxon spearmen"  # the form shows the one selected
    assert dialog.profile_spins["points"].value() == 4
    if "name" in values:
        dialog.profile_name.setText(values.pop("name"))
    for key, value in values.items():
        dialog.profile_spins[key].setValue(value)
    click(qtbot, dialog.profiles.update_button)
    return dialog


def test_a_typo_in_a_profile_in_use_is_fixed(qtbot, saxons, asked) -> None:
    dialog = edit_first_profile(qtbot, saxons, name="Saxon spearman")
    assert dialog.profiles.model.rowCount() == 1
    save(qtbot, dialog)
    assert asked.questions == []  # a name is no figure: nothing to ask
    assert roster_column(saxons, RosterTableModel.COL_PROFILE) == ["Saxon spearman"]
    profile = Campaign.get().house_rules["profiles"][0]
    assert profile["id"] == "saxon_spearmen"  # the same id, so Wulfstan follows
    assert profile["move"] is None  # the campaign's base move, as the dialog showed it
    dialog = open_settings(qtbot, saxons)
    dialog.profiles.select(0)
    assert dialog.profile_spins["move"].text() == "The base move"
    assert dialog.profiles.model.index(0, 4).data() == "base move"
    dialog.reject()


def test_new_points_for_the_characters_too(qtbot, saxons, asked) -> None:
    dialog = edit_first_profile(qtbot, saxons, points=6, combat_dice=3)
    save(qtbot, dialog)
    assert asked.questions == [
        "Saxon spearmen (points 4 → 6, combat dice 2 → 3): used by Wulfstan.\n\nShould the "
        "characters recruited from these profiles change too, or keep the figures they were "
        "recruited with? Either way their histories say so, and the changed profiles are what "
        "new recruits get."
    ]
    assert roster_column(saxons, RosterTableModel.COL_STATS)[0].startswith("6 pts · 3d6")
    wulfstan = Character.get(Character.name == "Wulfstan")
    assert character_history(wulfstan)[-1].text == (
        "The campaign changed his profile, Saxon spearmen: points 4 → 6, combat dice 2 → 3."
    )


def test_or_they_keep_the_figures_they_were_recruited_with(qtbot, saxons, asked) -> None:
    asked.answer = 1
    dialog = edit_first_profile(qtbot, saxons, points=6)
    save(qtbot, dialog)
    recruit(qtbot, saxons, "Saxon spearmen (campaign profile)", "Oswy")
    stats = roster_column(saxons, RosterTableModel.COL_STATS)
    assert stats[0].startswith("4 pts") and stats[1].startswith("6 pts")
    dialog = open_settings(qtbot, saxons)
    names = [dialog.profiles.model.index(r, 0).data() for r in range(2)]
    assert names == ["Saxon spearmen", "Saxon spearmen (kept for earlier recruits)"]
    dialog.reject()
    # The undo puts Wulfstan back on the changed profile's old figures in one step.
    saxons.undo_action.trigger()  # Oswy's recruitment
    saxons.undo_action.trigger()  # the settings
    assert roster_column(saxons, RosterTableModel.COL_STATS)[0].startswith("4 pts")
    assert [p["id"] for p in Campaign.get().house_rules["profiles"]] == ["saxon_spearmen"]


def test_cancelling_the_question_changes_nothing(qtbot, saxons, asked) -> None:
    asked.answer = None
    dialog = edit_first_profile(qtbot, saxons, points=6)
    click(qtbot, dialog.buttons.buttons()[0])
    assert dialog.isVisible()
    assert Campaign.get().house_rules["profiles"][0]["points"] == 4
    dialog.reject()


def test_a_scenario_and_a_special_are_edited_in_place(qtbot, window, asked) -> None:
    new_campaign(qtbot, window, "Border", "The Beastrider Wars")
    dialog = open_settings(qtbot, window)
    qtbot.keyClicks(dialog.special_name, "Ambush")
    qtbot.keyClicks(dialog.special_text, "Strike frist.")
    click(qtbot, dialog.specials.add_button)
    qtbot.keyClicks(dialog.scenario_name, "Raid")
    click(qtbot, dialog.scenarios.add_button)
    save(qtbot, dialog)

    dialog = open_settings(qtbot, window)
    dialog.specials.select(0)
    assert dialog.special_text.text() == "Strike frist."
    dialog.special_text.setText("Strike first.")
    click(qtbot, dialog.specials.update_button)
    dialog.scenarios.select(0)
    dialog.scenario_name.setText("The Raid")
    dialog.scenario_text.setPlainText("Burn the barn.")
    click(qtbot, dialog.scenarios.update_button)
    save(qtbot, dialog)
    settings = Campaign.get().house_rules
    assert settings["specials"] == [{"id": "ambush", "name": "Ambush", "text": "Strike first."}]
    assert settings["scenarios"] == [{"id": "raid", "name": "The Raid", "text": "Burn the barn."}]


def test_update_and_remove_need_a_selection(qtbot, saxons) -> None:
    dialog = open_settings(qtbot, saxons)
    assert not dialog.profiles.update_button.isEnabled()
    assert not dialog.profiles.remove_button.isEnabled()
    dialog.profiles.select(0)
    assert dialog.profiles.update_button.isEnabled()
    dialog.profile_name.clear()
    click(qtbot, dialog.profiles.update_button)
    assert dialog.message.text() == "Give the profile a name first."
    assert dialog.profiles.model.index(0, 0).data() == "Saxon spearmen"
    dialog.reject()


def test_the_stash_and_over_limit_switches(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    dialog = open_settings(qtbot, window)
    # The defaults of a campaign made now: C11's limit binds both sides (allow_over_limit off)
    assert dialog.stash_box.isChecked() and not dialog.over_limit_box.isChecked()
    dialog.stash_box.setChecked(False)
    dialog.over_limit_box.setChecked(True)
    save(qtbot, dialog)
    settings = Campaign.get().house_rules
    assert (settings["dead_kit_to_stash"], settings["allow_over_limit"]) == (False, True)
