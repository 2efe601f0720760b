"""Each special's and item's rule text shows where its name appears: the roster's kit, the
character panel, the shop and the options and upgrades."""

from __future__ import annotations

from PySide6.QtCore import Qt

from models import campaigns, shop, upgrades
from models.store.schema import Character
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from ui.dialogs.shop import ShopDialog
from ui.dialogs.upgrades import UpgradesDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow

TIP = Qt.ItemDataRole.ToolTipRole
SHIELD = "Shield: Shield save before each damage roll: 1 breaks it, 2-3 saves"
BERZERK = (
    "Berzerk: After wounding an enemy, the Bear Rider may at once attack again without using "
    "another action."
)


def kit_tip(window: MainWindow) -> str:
    return window.roster_tab.roster_model.index(0, RosterTableModel.COL_KIT).data(TIP)


def test_caliburn_items(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    shop.buy_item(character=Character.get(), item="shield")
    shop.buy_item(character=Character.get(), item="mace")
    window.refresh()
    # What a Mace does is to his foe (C2), said as such.
    assert kit_tip(window) == f"{SHIELD}\nMace: his foe's Mail Suit gives no protection"
    panel = window.roster_tab.character_panel
    assert [label.toolTip() for label in panel.card.kit_labels] == [
        SHIELD,
        "Mace: his foe's Mail Suit gives no protection",
    ]
    window.shop_action.trigger()
    dialog = current_dialog(qtbot, window, ShopDialog)
    helmet = dialog.item_index("helmet")
    assert helmet.data(TIP).startswith("Helmet: A damage total of exactly 10 counts as 9\n\n")
    assert dialog.kit_model.index(0, 0).data(TIP) == SHIELD
    dialog.close()


def test_beastrider_specials_and_options(qtbot, window) -> None:
    new_campaign(qtbot, window, "Border", "The Beastrider Wars")
    campaign = window.campaign
    assert campaign is not None
    # Specials learned free, as B8 says with experience off (K6 limits them to one bought).
    campaigns.set_house_rules(
        campaign=campaign, house_rules={**campaign.house_rules, "experience": False}
    )
    new_warband(qtbot, window, "Bears")
    recruit(qtbot, window, "Bear Rider", "Ulla")
    upgrades.add_option(character=Character.get(), option="shield")
    # A special learned between games (B8).
    Character.update(upgrades=[{"kind": "special", "special": "stag_charge"}]).execute()
    window.refresh()
    option = "Shield: +2 defend dice: starts with 4 instead of 2."
    assert kit_tip(window) == option
    panel = window.roster_tab.character_panel
    assert [label.toolTip() for label in panel.card.kit_labels] == [option]
    specials = [label.toolTip() for label in panel.card.special_labels]
    assert specials[0] == BERZERK and specials[1].startswith("Stag Charge: With an enemy")
    window.upgrades_action.trigger()
    dialog = current_dialog(qtbot, window, UpgradesDialog)
    combo = dialog.special_combo
    rally = combo.findData("rally")
    assert combo.itemData(rally, TIP).startswith("Rally: ")
    assert dialog.upgrade_model.index(0, 0).data(TIP).startswith("Stag Charge: With an enemy")
    assert dialog.option_boxes["shield"].toolTip() == option
    assert BERZERK in dialog.dice_label.toolTip()
    dialog.close()
