"""The Beastrider Wars: options and upgrades, recorded in history and undoable."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel

from models import campaigns
from models.history import character_history
from models.store.schema import Character
from rules.games import BEASTRIDER, load_game
from tests.ui.helpers import (
    current_dialog,
    earn,
    new_campaign,
    new_warband,
    recruit,
    roster_column,
)
from ui.dialogs.upgrades import UpgradesDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


def open_upgrades(
    qtbot, window: MainWindow, profile: str, name: str, *, xp: int = 20
) -> UpgradesDialog:
    """A new campaign (experience on, K6), his warrior having earned ``xp``."""
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Bears")
    recruit(qtbot, window, profile, name)
    if xp:
        earn(Character.get(), xp)
    window.upgrades_action.trigger()
    return current_dialog(qtbot, window, UpgradesDialog)


def test_bear_rider_shield_adds_two_defend_dice(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Bear Rider", "Brann")
    assert "5 attack dice and 2 defend dice" in dialog.dice_label.text()
    assert set(dialog.option_boxes) == {"shield"}
    qtbot.mouseClick(dialog.option_boxes["shield"], Qt.MouseButton.LeftButton)
    assert "5 attack dice and 4 defend dice" in dialog.dice_label.text()
    assert roster_column(window, RosterTableModel.COL_STATS) == ["M10 T15 A5 D4"]
    assert roster_column(window, RosterTableModel.COL_KIT) == ["Shield"]
    assert character_history(Character.get())[-1].kind == "option"
    window.undo_action.trigger()
    assert "5 attack dice and 2 defend dice" in dialog.dice_label.text()
    assert not dialog.option_boxes["shield"].isChecked()


def test_infantry_takes_a_bow_or_a_crossbow_not_both(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Infantry", "Osk")
    assert set(dialog.option_boxes) == {"bow", "crossbow"}
    qtbot.mouseClick(dialog.option_boxes["bow"], Qt.MouseButton.LeftButton)
    assert dialog.option_boxes["bow"].isChecked()
    assert not dialog.option_boxes["crossbow"].isEnabled()
    assert dialog.option_boxes["crossbow"].toolTip()


def test_upgrades_between_games(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Stag Rider", "Eldric")
    qtbot.mouseClick(dialog.attack_button, Qt.MouseButton.LeftButton)
    dialog.special_combo.setCurrentIndex(dialog.special_combo.findText("Berzerk"))
    qtbot.mouseClick(dialog.special_button, Qt.MouseButton.LeftButton)
    assert "4 attack dice and 3 defend dice" in dialog.dice_label.text()
    assert "Stag Charge, Berzerk" in dialog.dice_label.text()
    assert dialog.special_combo.findText("Berzerk") == -1
    texts = [e.text for e in character_history(Character.get())]
    assert texts[-2:] == [
        "Gained an extra attack die. Paid 5 XP (15 XP left).",
        "Learned a new special: Berzerk. Paid 8 XP (7 XP left).",
    ]
    dialog.upgrade_view.selectRow(0)
    qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    assert "3 attack dice and 3 defend dice" in dialog.dice_label.text()
    assert roster_column(window, RosterTableModel.COL_STATS) == ["M14 T13 A3 D3"]


def test_the_roster_and_panel_show_the_dice_after_lasting_injuries(
    qtbot, window: MainWindow
) -> None:
    """B8, K4: as the roster sheet already printed them."""
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    campaign = window.campaign
    assert campaign is not None
    campaigns.set_house_rules(campaign=campaign, house_rules={"lasting_injuries": True})
    new_warband(qtbot, window, "Bears")
    recruit(qtbot, window, "Bear Rider", "Brann")
    Character.update(injuries={"attack": 1, "defend": 1}).execute()
    window.refresh()
    assert roster_column(window, RosterTableModel.COL_STATS) == ["M10 T15 A4 D1"]
    window.roster_tab.select_character(Character.get().id)
    panel = window.roster_tab.character_panel
    assert (panel.field_text("Attack"), panel.field_text("Defend")) == ("4", "1")
    assert panel.field_text("Lasting injuries") == "1 attack die, 1 defend die lost (counted above)"


def test_the_shooting_range_is_the_rules_data(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stags")
    recruit(qtbot, window, "Infantry", "Jory")
    Character.update(options=["crossbow"]).execute()
    rules = load_game(BEASTRIDER)
    longer = replace(
        rules,
        options={**rules.options, "crossbow": replace(rules.options["crossbow"], range=12)},
    )
    panel = window.roster_tab.character_panel
    panel.show_character(Character.get(), longer)
    assert panel.field_text("Crossbow") == '12"'  # a crossbow, called so (B7)


def test_a_character_who_breaks_a_rule_is_marked_on_the_roster(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stags")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    recruit(qtbot, window, "Infantry", "Osk")
    # As an older Muster let in from a campaign file: a stag rider with a bear rider's shield.
    Character.update(options=["shield"]).where(Character.name == "Eldric").execute()
    window.refresh()
    model = window.roster_tab.roster_model
    eldric, osk = (
        model.index(0, RosterTableModel.COL_NAME),
        model.index(1, RosterTableModel.COL_NAME),
    )
    assert isinstance(eldric.data(Qt.ItemDataRole.DecorationRole), QIcon)
    assert osk.data(Qt.ItemDataRole.DecorationRole) is None
    reason = "Eldric cannot take a Shield: only Bear Rider may (B4)."
    assert eldric.data(Qt.ItemDataRole.ToolTipRole) == f"Breaks the rules:\n{reason}"
    # The kit's own tooltip still gives the rule text of what he has, after the breach.
    shield = load_game(BEASTRIDER).options["shield"]
    kit_tip = model.index(0, RosterTableModel.COL_KIT).data(Qt.ItemDataRole.ToolTipRole)
    assert kit_tip == f"Breaks the rules:\n{reason}\n\nShield: {shield.text}"
    window.roster_tab.select_character(Character.get(Character.name == "Eldric").id)
    panel = window.roster_tab.character_panel
    assert panel.warning.isVisibleTo(panel)
    assert panel.warning.text() == f"⚠ Breaks the rules: {reason}"
    window.roster_tab.select_character(Character.get(Character.name == "Osk").id)
    assert not panel.warning.isVisibleTo(panel)


def test_one_die_is_a_die(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Infantry", "Osk")
    assert dialog.dice_label.text().startswith(
        "Starts each game with 1 attack die and 1 defend die."
    )


def test_a_bear_rider_cannot_learn_true_shot_without_a_bow(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Bear Rider", "Brann")
    dialog.special_combo.setCurrentIndex(dialog.special_combo.findText("True Shot"))
    assert not dialog.special_button.isEnabled()
    assert dialog.special_button.toolTip() == (
        "True Shot works only with a bow, and Brann has no bow or crossbow (B3)."
    )
    dialog.special_combo.setCurrentIndex(dialog.special_combo.findText("Stag Charge"))
    assert dialog.special_button.isEnabled()


def test_infantry_with_a_bow_may_learn_true_shot(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Infantry", "Osk")
    qtbot.mouseClick(dialog.option_boxes["bow"], Qt.MouseButton.LeftButton)
    dialog.special_combo.setCurrentIndex(dialog.special_combo.findText("True Shot"))
    qtbot.mouseClick(dialog.special_button, Qt.MouseButton.LeftButton)
    assert "Specials: True Shot." in dialog.dice_label.text()


def test_hrashnarr_carries_his_own_bow(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Hrashnarr the Hunter", "")
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Hrashnarr the Hunter's profile comes with a bow (14\")." in texts
    dialog.close()
    assert roster_column(window, RosterTableModel.COL_KIT) == ['Own bow (14")']
    panel = window.roster_tab.character_panel
    assert panel.kit_lines() == ['Own bow — range 14"']


def test_an_advance_is_offered_only_when_he_can_afford_it(qtbot, window: MainWindow) -> None:
    """K6: his XP, what each advance costs, and why one is refused, in the dialog."""
    dialog = open_upgrades(qtbot, window, "Infantry", "Osk", xp=6)
    assert dialog.xp_label.isVisibleTo(dialog)
    assert dialog.xp_label.text().startswith("Experience: 6 XP earned, 0 spent, 6 left.")
    assert dialog.attack_button.isEnabled()
    qtbot.mouseClick(dialog.attack_button, Qt.MouseButton.LeftButton)
    assert "Experience: 6 XP earned, 5 spent, 1 left." in dialog.xp_label.text()
    assert not dialog.attack_button.isEnabled()
    refused = "Osk has 1 XP left, and an extra attack die costs 5 XP (K6)."
    assert dialog.attack_button.toolTip() == refused
    assert refused in dialog.xp_label.text()
    dialog.special_combo.setCurrentIndex(dialog.special_combo.findText("Rally"))
    assert not dialog.special_button.isEnabled()
    assert "a new special costs 8 XP (K6)" in dialog.special_button.toolTip()
    window.undo_action.trigger()  # the advance undone: his XP with it
    assert dialog.xp_label.text().startswith("Experience: 6 XP earned, 0 spent, 6 left.")


def test_with_experience_off_upgrades_stay_free(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    campaign = window.campaign
    assert campaign is not None
    campaigns.set_house_rules(
        campaign=campaign, house_rules={**campaign.house_rules, "experience": False}
    )
    new_warband(qtbot, window, "Bears")
    recruit(qtbot, window, "Infantry", "Osk")
    window.upgrades_action.trigger()
    dialog = current_dialog(qtbot, window, UpgradesDialog)
    assert not dialog.xp_label.isVisibleTo(dialog)
    for _ in range(3):
        qtbot.mouseClick(dialog.attack_button, Qt.MouseButton.LeftButton)
    assert dialog.dice_label.text().startswith("Starts each game with 4 attack dice")


def test_the_character_panel_shows_his_xp(qtbot, window: MainWindow) -> None:
    dialog = open_upgrades(qtbot, window, "Infantry", "Osk", xp=7)
    qtbot.mouseClick(dialog.defend_button, Qt.MouseButton.LeftButton)
    dialog.close()
    window.roster_tab.select_character(Character.get().id)
    panel = window.roster_tab.character_panel
    assert panel.card is not None and panel.card.xp_label is not None
    assert panel.card.xp_label.text() == "XP: 2 left (7 earned, 5 spent)"
    assert panel.field_text("Experience") == ""  # said once, on his card
