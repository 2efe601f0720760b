"""Campaign settings: house rules and the campaign's own profiles, through the dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt

from models.store.schema import Campaign, Purchase
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit, roster_column
from ui.dialogs.settings import CampaignSettingsDialog
from ui.dialogs.shop import ShopDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


def open_settings(qtbot, window: MainWindow) -> CampaignSettingsDialog:
    window.settings_action.trigger()
    return current_dialog(qtbot, window, CampaignSettingsDialog)


def test_footsoldier_profile_and_helmet_price(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Saxons")
    dialog = open_settings(qtbot, window)
    qtbot.keyClicks(dialog.profile_name, "Saxon spearman")
    dialog.profile_spins["points"].setValue(4)
    dialog.profile_spins["combat_dice"].setValue(2)
    dialog.profile_spins["gold"].setValue(6)
    qtbot.mouseClick(dialog.profiles.add_button, Qt.MouseButton.LeftButton)
    assert dialog.profiles.model.rowCount() == 1
    dialog.price_spins["helmet"].setValue(2)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    rules = Campaign.get().house_rules
    assert rules["prices"] == {"helmet": 2}
    assert rules["profiles"][0]["id"] == "saxon_spearman"

    recruit(qtbot, window, "Saxon spearman (campaign profile)", "Wulfstan")
    recruit(qtbot, window, "Saxon spearman (campaign profile)", "Oswy")
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["6 gp", "6 gp"]
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    shop.select_item("helmet")
    assert shop.buy_button.text() == "&Buy Helmet for 2 gp"
    qtbot.mouseClick(shop.buy_button, Qt.MouseButton.LeftButton)
    shop.close()

    # A later price change never re-prices what was bought.
    dialog = open_settings(qtbot, window)
    dialog.price_spins["helmet"].setValue(5)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert [p.price for p in Purchase.select()] == [2]


def test_removing_a_profile_in_use_is_refused_in_the_dialog(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Saxons")
    dialog = open_settings(qtbot, window)
    qtbot.keyClicks(dialog.profile_name, "Levy")
    qtbot.mouseClick(dialog.profiles.add_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    recruit(qtbot, window, "Levy (campaign profile)", "Ned")
    dialog = open_settings(qtbot, window)
    dialog.profiles.view.selectRow(0)
    qtbot.mouseClick(dialog.profiles.remove_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "cannot be removed" in dialog.message.text()
    dialog.reject()


def test_beastrider_rally_gets_the_campaigns_text(qtbot, window) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    dialog = open_settings(qtbot, window)
    qtbot.keyClicks(dialog.rally_text, "Allies within 6 inches regain one defend die.")
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    from models.campaigns import rules_of

    assert rules_of(Campaign.get()).specials["rally"].text.startswith("Allies within 6")


def test_heroes_return_is_a_campaign_setting(qtbot, window) -> None:
    """K2: the dead stay dead, unless the campaign says otherwise."""
    from models import history
    from models.store.schema import Character

    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    kai = Character.get()
    Character.update(status="dead").execute()
    history.write(character=kai, kind=history.DEATH, text="Slain in game 1.")
    dialog = open_settings(qtbot, window)
    assert not dialog.heroes_box.isChecked()
    dialog.heroes_box.setChecked(True)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert Campaign.get().house_rules["heroes_return"] is True
    recruit(qtbot, window, "Sir Kai", "Kai the Younger")
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Kai", "Kai the Younger"]


def test_experience_and_its_figures_are_campaign_settings(qtbot, window) -> None:
    """K6: on for a campaign made now, shown with its awards, costs and limits, and edited."""
    from models.history import character_history
    from models.store.schema import Character

    new_campaign(qtbot, window, "Border", "The Beastrider Wars")
    new_warband(qtbot, window, "Stags")
    recruit(qtbot, window, "Infantry", "Ulf")
    dialog = open_settings(qtbot, window)
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "E&xperience"
    assert dialog.experience_box.isChecked()
    assert {k: box.value() for k, box in dialog.award_spins.items()} == {
        "played": 1,
        "won": 1,
        "kill": 1,
        "relic": 2,
    }
    assert {
        k: (dialog.cost_spins[k].text(), dialog.limit_spins[k].text()) for k in dialog.cost_spins
    } == {
        "attack": ("5 XP", "at most 2"),
        "defend": ("5 XP", "at most 2"),
        "special": ("8 XP", "at most 1"),
    }
    dialog.experience_box.setChecked(False)
    dialog.award_spins["kill"].setValue(2)
    dialog.limit_spins["special"].setValue(2)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    settings = Campaign.get().house_rules
    assert settings["experience"] is False
    assert settings["xp_awards"] == {"kill": 2}
    assert settings["advances"] == {"special": {"limit": 2}}

    dialog = open_settings(qtbot, window)
    assert not dialog.experience_box.isChecked()
    assert dialog.award_spins["kill"].value() == 2
    dialog.experience_box.setChecked(True)
    dialog.award_spins["kill"].setValue(1)
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert "xp_awards" not in Campaign.get().house_rules
    ulf = Character.get()
    assert character_history(ulf)[-1].text == (
        "The campaign switched experience on: starts at 0 XP."
    )
