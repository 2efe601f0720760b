"""What the window's actions offer, and when: each follows the selection it acts on."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from models.demo import create_demo_campaigns
from models.store.schema import ACTIVE, DEAD, RETIRED, Campaign, Character, Warband
from rules.games import BEASTRIDER, CALIBURN
from tests.ui.helpers import new_campaign
from ui.actions import ACTIONS
from ui.command_window import CommandWindow
from ui.main_window import MainWindow


@pytest.fixture
def demo(window: MainWindow) -> MainWindow:
    create_demo_campaigns()
    window.refresh()
    return window


def show(window: MainWindow, game: str, status: str = ACTIVE) -> Character:
    """Select the demo campaign of ``game`` and its first character of ``status``."""
    campaign = Campaign.get(Campaign.game == game)
    character = (
        Character.select()
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.status == status))
        .order_by(Character.id)
        .first()
    )
    window.select_campaign(campaign.id)
    window.roster_tab.select_warband(character.warband_id)
    window.roster_tab.select_character(character.id)
    return character


def test_the_shop_is_for_caliburns_wrath_and_upgrades_for_the_beastrider_wars(demo) -> None:
    show(demo, CALIBURN)
    assert demo.shop_action.isVisible() and demo.shop_action.isEnabled()
    assert not demo.upgrades_action.isVisible() and not demo.upgrades_action.isEnabled()
    assert demo.roster_tab.shop_button.isVisibleTo(demo) and demo.roster_tab.shop_button.isEnabled()
    assert not demo.roster_tab.upgrades_button.isVisibleTo(demo)
    assert demo.shop_action.toolTip() == "Spend the warrior's gold (Caliburn's Wrath)"
    # K6: Caliburn's Wrath's advances have their own action
    assert demo.advance_action.isVisible() and demo.advance_action.isEnabled()
    show(demo, BEASTRIDER)
    assert not demo.advance_action.isVisible() and not demo.advance_action.isEnabled()
    assert not demo.shop_action.isVisible() and not demo.roster_tab.shop_button.isVisibleTo(demo)
    assert demo.upgrades_action.isVisible() and demo.upgrades_action.isEnabled()
    assert (
        demo.roster_tab.upgrades_button.isVisibleTo(demo)
        and demo.roster_tab.upgrades_button.isEnabled()
    )
    assert demo.upgrades_action.toolTip() == "Options and upgrades (The Beastrider Wars)"


def test_a_retired_character_is_reinstated_and_a_dead_one_left_alone(demo) -> None:
    character = show(demo, CALIBURN)
    assert demo.retire_action.text() == "Re&tire" and demo.retire_action.isEnabled()
    Character.update(status=RETIRED).where(Character.id == character.id).execute()
    demo.refresh()
    assert demo.retire_action.text() == "Rein&state" and demo.retire_action.isEnabled()
    assert not demo.shop_action.isEnabled() and not demo.roster_tab.shop_button.isEnabled()
    Character.update(status=DEAD).where(Character.id == character.id).execute()
    demo.refresh()
    assert demo.retire_action.text() == "Re&tire" and not demo.retire_action.isEnabled()
    assert demo.rename_character_action.isEnabled() and demo.delete_character_action.isEnabled()


def test_without_a_selection_the_actions_on_it_are_off(qtbot, demo) -> None:
    from tests.ui.helpers import new_warband

    show(demo, BEASTRIDER)
    on_a_character = (
        demo.rename_character_action,
        demo.notes_action,
        demo.move_up_action,
        demo.move_down_action,
        demo.retire_action,
        demo.delete_character_action,
        demo.upgrades_action,
    )
    assert all(action.isEnabled() for action in on_a_character)
    new_warband(qtbot, demo, "Latecomers")  # selected, and nobody in it yet
    assert demo.recruit_action.isEnabled() and demo.edit_warband_action.isEnabled()
    assert not any(action.isEnabled() for action in on_a_character)
    assert demo.upgrades_action.isVisible()


def test_the_game_actions_follow_the_selected_game(demo) -> None:
    show(demo, CALIBURN)
    demo.tabs.setCurrentWidget(demo.games_tab)
    buttons = {b.text(): b for b in demo.games_tab.findChildren(QPushButton)}
    demo.games_tab.select_row(0)  # game 4, not recorded yet
    assert demo.record_game_action.text() == "&Record outcome…"
    assert demo.record_game_action.isEnabled() and demo.delete_game_action.isEnabled()
    assert demo.export_pack_action.isEnabled()
    demo.games_tab.select_row(1)  # game 3, recorded
    assert demo.record_game_action.text() == "&Correct outcome…"
    assert demo.record_game_action.isEnabled() and not demo.delete_game_action.isEnabled()
    assert buttons["Record outcome…"].text() == "Correct outcome…"
    assert not buttons["Delete game…"].isEnabled()


@pytest.mark.parametrize("campaign", ["demo", "new"])
def test_the_games_tab_buttons_say_what_their_actions_say_when_first_shown(
    qtbot, demo, campaign
) -> None:
    """The Games tab is built when first shown, after the actions were set for the campaign:
    a campaign without games has none to change, record, delete or print."""
    if campaign == "new":
        new_campaign(qtbot, demo, "Round Table", "Caliburn's Wrath")
    else:
        show(demo, CALIBURN)
    demo.tabs.setCurrentIndex(1)
    actions = {a.text().replace("&", ""): a for a in demo.action_table.in_place("games") if a}
    buttons = demo.games_tab.findChildren(QPushButton)
    assert {b.text() for b in buttons} <= set(actions)
    for button in buttons:
        assert button.isEnabled() == actions[button.text()].isEnabled(), button.text()
    if campaign == "new":
        assert [b.text() for b in buttons if b.isEnabled()] == ["New game…"]


def test_the_game_actions_wait_for_a_game(demo) -> None:
    """Until the Games tab has shown a game, there is none to record, delete or print."""
    show(demo, CALIBURN)
    assert demo.tabs.currentIndex() == 0
    for action in (demo.record_game_action, demo.delete_game_action, demo.export_pack_action):
        assert not action.isEnabled()
    assert demo.new_game_action.isEnabled()


def test_after_switching_campaign_the_game_actions_wait_for_a_game_of_the_new_one(demo) -> None:
    show(demo, CALIBURN)
    demo.tabs.setCurrentWidget(demo.games_tab)
    demo.games_tab.select_row(0)
    assert demo.record_game_action.isEnabled() and demo.export_pack_action.isEnabled()
    demo.tabs.setCurrentWidget(demo.roster_tab)
    show(demo, BEASTRIDER)  # the Games tab still lists (and selects) the other campaign's game
    for action in (demo.record_game_action, demo.delete_game_action, demo.export_pack_action):
        assert not action.isEnabled(), action.text()
    demo.tabs.setCurrentWidget(demo.games_tab)
    demo.games_tab.select_row(0)
    assert demo.games_tab.selected_game().campaign.game == BEASTRIDER
    assert demo.record_game_action.isEnabled()


def test_every_disabled_action_says_what_to_do_first(qtbot, window) -> None:
    from tests.ui.test_club_ui import disabled_without_a_reason

    assert window.campaign is None
    assert disabled_without_a_reason(window) == []
    assert window.rename_campaign_action.toolTip().startswith("Open a campaign first")
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    assert disabled_without_a_reason(window) == []
    assert window.recruit_action.toolTip().startswith("Select a warband first")
    window.tabs.setCurrentWidget(window.games_tab)
    assert disabled_without_a_reason(window) == []
    assert window.game_summary_action.toolTip().startswith("Select a game on the Games tab")


def test_each_action_is_declared_as_the_windows_name_action(window: MainWindow) -> None:
    """The window's <name>_action attributes are typed (mypy checks their use): one
    declaration for each row of ui/actions.py, each the table's own action."""
    declared = {name for name in CommandWindow.__annotations__ if name.endswith("_action")}
    assert declared == {f"{row.name}_action" for row in ACTIONS}
    for name in window.action_table:
        assert getattr(window, f"{name}_action") is window.action_table[name]
