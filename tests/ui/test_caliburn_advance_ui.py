"""Caliburn's Wrath advances (K6): an extra combat die bought with the warrior's XP in the
*Advance…* dialog, refused in words, told in his history, undoable."""

from __future__ import annotations

from PySide6.QtCore import Qt

from models import campaigns
from models.history import character_history
from models.store.schema import Character
from tests.ui.helpers import current_dialog, earn, new_campaign, new_warband, recruit
from ui.dialogs.advance import AdvanceDialog
from ui.main_window import MainWindow


def open_advance(qtbot, window: MainWindow, *, xp: int, experience: bool = True) -> AdvanceDialog:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    campaign = window.campaign
    assert campaign is not None
    if not experience:
        campaigns.set_house_rules(
            campaign=campaign, house_rules={**campaign.house_rules, "experience": False}
        )
    new_warband(qtbot, window, "Knights")
    recruit(qtbot, window, "Sir Kai", "Kai")
    if xp:
        earn(Character.get(), xp)
    window.roster_tab.select_character(Character.get().id)
    assert window.advance_action.isVisible() and window.advance_action.isEnabled()
    window.advance_action.trigger()
    return current_dialog(qtbot, window, AdvanceDialog)


def test_kai_buys_an_extra_combat_die_and_undo_takes_it_back(qtbot, window: MainWindow) -> None:
    dialog = open_advance(qtbot, window, xp=9)
    assert dialog.dice_label.text() == "Kai rolls 4d6 in combat."
    assert dialog.xp_label.text().startswith("Experience: 9 XP earned, 0 spent, 9 left.")
    assert "Extra combat dice: 8 XP, at most 1 (K6)." in dialog.combat_button.toolTip()
    qtbot.mouseClick(dialog.combat_button, Qt.MouseButton.LeftButton)
    assert dialog.dice_label.text() == "Kai rolls 5d6 in combat."
    assert dialog.xp_label.text().startswith("Experience: 9 XP earned, 8 spent, 1 left.")
    assert not dialog.combat_button.isEnabled()
    assert "Kai has 1 XP left, and an extra combat die costs 8 XP (K6)." in (
        dialog.combat_button.toolTip()
    )
    assert character_history(Character.get())[-1].text == (
        "Gained an extra combat die. Paid 8 XP (1 XP left)."
    )
    window.undo_action.trigger()
    assert Character.get().upgrades == []
    assert dialog.dice_label.text() == "Kai rolls 4d6 in combat."
    assert dialog.combat_button.isEnabled()


def test_with_experience_off_the_dialog_says_how_to_switch_it_on(qtbot, window: MainWindow) -> None:
    dialog = open_advance(qtbot, window, xp=0, experience=False)
    assert not dialog.combat_button.isEnabled()
    assert "Campaign settings ▸ Experience" in dialog.xp_label.text()


def test_the_roster_tab_has_an_advance_button_beside_the_shop(qtbot, window: MainWindow) -> None:
    """Shown for Caliburn's Wrath, enabled exactly when the action is, and it opens the
    dialog; The Beastrider Wars has its upgrades button instead (the advance dialog there)."""
    window.resize(1280, 800)
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Knights")
    tab = window.roster_tab
    button = tab.advance_button
    assert button.isVisibleTo(tab) and tab.shop_button.isVisibleTo(tab)
    assert not tab.upgrades_button.isVisibleTo(tab)
    assert button.isEnabled() is window.advance_action.isEnabled() is False  # nobody chosen
    recruit(qtbot, window, "Sir Kai", "Kai")
    earn(Character.get(), 9)
    tab.select_character(Character.get().id)
    qtbot.waitUntil(lambda: button.isEnabled())
    assert window.advance_action.isEnabled()
    assert button.toolTip() == window.advance_action.toolTip()
    assert button.icon().cacheKey() == window.advance_action.icon().cacheKey()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = current_dialog(qtbot, window, AdvanceDialog)
    assert dialog.dice_label.text() == "Kai rolls 4d6 in combat."
    dialog.close()
    # A dead warrior takes no advance: the action and the button say so alike.
    from models.store.schema import DEAD

    Character.update(status=DEAD).execute()
    window.refresh()
    tab.select_character(Character.get().id)
    qtbot.waitUntil(lambda: not window.advance_action.isEnabled())
    assert not button.isEnabled()
    new_campaign(qtbot, window, "Borders", "The Beastrider Wars")
    assert not button.isVisibleTo(tab) and tab.upgrades_button.isVisibleTo(tab)
