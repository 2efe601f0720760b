"""The gold-piece shop, driven like a user: buy within gold, refusals shown, undo exact."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from models.colours import warband_colours
from models.demo import create_demo_campaigns
from models.history import character_history
from models.store.schema import Character, Purchase
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit, roster_column
from ui.dialogs.shop import ShopDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


@pytest.fixture
def shop(qtbot, window: MainWindow) -> ShopDialog:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "Sir Kai", "Kai")
    window.shop_action.trigger()
    dialog = current_dialog(qtbot, window, ShopDialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def buy(qtbot, shop: ShopDialog, item: str) -> None:
    shop.select_item(item)
    assert shop.buy_button.isEnabled(), shop.buy_button.toolTip()
    qtbot.mouseClick(shop.buy_button, Qt.MouseButton.LeftButton)


def test_buy_within_gold_updates_gold_figures_and_roster(qtbot, window, shop) -> None:
    assert shop.gold_label.text() == "Gold left: 10 gp"
    assert shop.figures["protection"].text() == "0"
    buy(qtbot, shop, "partial_plate")
    assert shop.gold_label.text() == "Gold left: 5 gp"
    assert shop.figures["protection"].text() == "2"
    assert shop.figures["move"].text() == '5"'
    buy(qtbot, shop, "longsword")
    assert shop.gold_label.text() == "Gold left: 3 gp"
    assert [shop.kit_model.index(r, 0).data() for r in range(shop.kit_model.rowCount())] == [
        "Partial Plate",
        "Longsword",
    ]
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["3 gp"]
    assert "Partial Plate" in roster_column(window, RosterTableModel.COL_KIT)[0]
    kai = Character.get()
    assert [p.price for p in Purchase.select().where(Purchase.character == kai)] == [5, 2]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_or_space_on_an_item_buys_it(qtbot, shop, key) -> None:
    shop.select_item("helmet")
    shop.catalogue_view.setFocus()
    qtbot.keyClick(shop.catalogue_view, key)
    assert shop.isVisible()  # the key bought; it did not close the shop
    assert [shop.kit_model.index(r, 0).data() for r in range(shop.kit_model.rowCount())] == [
        "Helmet"
    ]
    assert shop.gold_label.text() == "Gold left: 9 gp"


def test_the_effect_column_shows_every_effect_whole(qtbot, shop) -> None:
    view = shop.catalogue_view
    metrics = view.fontMetrics()
    widest = max(
        metrics.horizontalAdvance(shop.catalogue.item(g).child(r, 2).text())
        for g in range(shop.catalogue.rowCount())
        for r in range(shop.catalogue.item(g).rowCount())
    )
    assert view.header().sectionSize(2) >= widest


def test_over_budget_purchase_is_refused_with_the_reason(qtbot, shop) -> None:
    buy(qtbot, shop, "full_plate")  # 7 of 10 gp
    shop.select_item("war_axe")  # 3 gp: affordable
    assert shop.buy_button.isEnabled()
    buy(qtbot, shop, "war_axe")
    shop.select_item("shield")  # 1 gp, but nothing left
    assert not shop.buy_button.isEnabled()
    reason = shop.buy_button.toolTip()
    assert "gp" in reason and "0 gp" in reason
    assert shop.message.isVisible() and shop.message.text() == reason
    assert shop.gold_label.text() == "Gold left: 0 gp"


def test_illegal_combination_is_refused_in_place(qtbot, shop) -> None:
    buy(qtbot, shop, "war_axe")
    shop.select_item("shield")  # two-handed weapon and shield: no such combination
    assert not shop.buy_button.isEnabled()
    assert shop.message.text()
    assert "shield" in shop.message.text().lower()
    assert Purchase.select().count() == 1


def test_excalibur_is_king_arthurs_alone(qtbot, shop) -> None:
    shop.select_item("excalibur")
    assert not shop.buy_button.isEnabled()
    assert "Arthur" in shop.message.text()


def test_return_gives_a_full_refund_before_any_game(qtbot, shop) -> None:
    buy(qtbot, shop, "mail_suit")
    shop.select_kit_row(0)
    assert shop.return_button.text() == "&Return Mail Suit (+4 gp)"
    qtbot.mouseClick(shop.return_button, Qt.MouseButton.LeftButton)
    assert shop.gold_label.text() == "Gold left: 10 gp"
    assert shop.kit_model.rowCount() == 0


def test_undo_restores_gold_and_history_exactly(qtbot, window, shop) -> None:
    kai = Character.get()
    history_before = [(e.id, e.text) for e in character_history(kai)]
    buy(qtbot, shop, "mail_suit")
    buy(qtbot, shop, "spear")
    assert shop.gold_label.text() == "Gold left: 5 gp"
    qtbot.keyClick(shop, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shop.gold_label.text() == "Gold left: 6 gp"
    qtbot.keyClick(shop, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shop.gold_label.text() == "Gold left: 10 gp"
    assert Character.get().gold == 10
    assert [(e.id, e.text) for e in character_history(kai)] == history_before
    assert Purchase.select().count() == 0
    qtbot.keyClick(
        shop,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert shop.gold_label.text() == "Gold left: 6 gp"
    assert [e.text for e in character_history(kai)][-1].startswith("Bought Mail Suit for 4 gp")


def test_refusals_name_the_warrior_not_his_profile(qtbot, window: MainWindow) -> None:
    from models.campaigns import set_house_rules
    from models.store.schema import Campaign

    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    footsoldier = {"id": "footsoldier", "name": "Footsoldier", "points": 5, "combat_dice": 2}
    footsoldier["gold"] = 0
    set_house_rules(campaign=Campaign.get(), house_rules={"profiles": [footsoldier]})
    window.refresh()
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "Footsoldier (campaign profile)", "Lucan")
    recruit(qtbot, window, "King Arthur Pendragon", "King Arthur")
    window.roster_tab.select_character(Character.get(Character.name == "Lucan").id)
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    shop.select_item("helmet")
    assert shop.message.text() == "Helmet costs 1 gp; Lucan has 0 gp left (C9)."
    shop.close()
    qtbot.waitUntil(lambda: window.open_dialog is None)
    window.roster_tab.select_character(Character.get(Character.name == "King Arthur").id)
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    buy(qtbot, shop, "helmet")
    shop.select_item("helmet")
    assert shop.message.text() == "King Arthur can carry only one helmet, not 2 (C7)."


def test_the_shop_is_headed_by_his_warrior_card(qtbot, window) -> None:
    campaigns = create_demo_campaigns()
    window.refresh()
    window.select_campaign(campaigns[1].id)
    arthur = Character.get(Character.name == "King Arthur")
    window.roster_tab.select_warband(arthur.warband_id)
    window.roster_tab.select_character(arthur.id)
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    card = shop.card
    assert card is not None and card.isVisibleTo(shop)
    assert card.name_label.text() == "King Arthur" and card.points_label.text() == "20 pts"
    assert [box.label.text() for box in card.stat_boxes] == ["Combat", "Move", "Run", "Protection"]
    assert card.kit_labels == []  # listed beside it, in his Kit tab
    assert card.colour == warband_colours(arthur.warband.campaign_id)[arthur.warband_id]
    shop.close()
