"""Warband totals on the roster and the warband list, and the stash in the shop (K5), driven
like a user."""

from __future__ import annotations

from PySide6.QtCore import Qt

from models import games, outcomes
from models.pdf import render_rosters
from models.store.schema import Campaign, Character, GameCharacter, Warband
from tests.models.pdf_support import pdf_pages
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from ui.dialogs.shop import ShopDialog
from ui.item_models import WarbandTableModel
from ui.main_window import MainWindow


def warband_row(window: MainWindow, name: str) -> list[str]:
    model = window.roster_tab.warband_model
    row = model.row_of(lambda r: r.warband.name == name)
    return [model.index(row, c).data() for c in range(model.columnCount())]


def open_shop(qtbot, window: MainWindow, character: str) -> ShopDialog:
    window.roster_tab.select_character(Character.get(Character.name == character).id)
    window.shop_action.trigger()
    return current_dialog(qtbot, window, ShopDialog)


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_totals_on_the_warband_list_the_roster_and_the_printout(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Kent")
    recruit(qtbot, window, "Sir Gawain", "Gawain")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    recruit(qtbot, window, "Sir Kai", "Kai")
    assert warband_row(window, "Camelot") == ["Camelot", "2 of 2", "30", "25 gp", "0–0–0"]
    header = window.roster_tab.warband_model.headerData
    assert header(WarbandTableModel.COL_RECORD, Qt.Orientation.Horizontal) == "W–D–L"
    assert (
        header(WarbandTableModel.COL_RECORD, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        == "Games won, drawn and lost"
    )
    totals = window.roster_tab.totals_label
    assert totals.text().replace("\u00a0", " ") == (
        "2 of 2 able to play · 30 points · 25 gp unspent · stash empty · won 0, drawn 0, lost 0"
    )

    window.retire_action.trigger()  # Kai, the last recruited, is selected
    camelot, kent = Warband.get(Warband.name == "Camelot"), Warband.get(Warband.name == "Kent")
    game = games.create_game(
        campaign=Campaign.get(),
        scenario="duel",
        sides=[
            games.SidePlan(camelot.id, "", (Character.get(Character.name == "Arthur").id,)),
            games.SidePlan(kent.id, "", (Character.get(Character.name == "Gawain").id,)),
        ],
    )
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    window.refresh()
    assert warband_row(window, "Camelot") == ["Camelot", "1 of 2", "20", "17 gp", "1–0–0"]
    assert warband_row(window, "Kent")[-1] == "0–0–1"
    assert totals.text().replace("\u00a0", " ") == (
        "1 of 2 able to play · 20 points · 17 gp unspent · stash empty · won 1, drawn 0, lost 0"
    )
    page = pdf_pages(render_rosters(campaign=Campaign.get(), warbands=[camelot]))[0]
    assert "1 of 2 able to play · 20 points · 17 gp unspent · stash empty · won 1" in page


def test_the_beastrider_wars_show_no_points_or_gold(qtbot, window) -> None:
    new_campaign(qtbot, window, "Border", "The Beastrider Wars")
    new_warband(qtbot, window, "Stags")
    recruit(qtbot, window, "Stag Rider", "Maelis")
    view = window.roster_tab.warband_view
    assert view.isColumnHidden(WarbandTableModel.COL_POINTS)
    assert view.isColumnHidden(WarbandTableModel.COL_GOLD)
    said = window.roster_tab.totals_label.text()
    assert said == "1 of 1 able to play · won 0, drawn 0, lost 0".replace(" ", "\u00a0").replace(
        "\u00a0·\u00a0", " · "
    )


def test_kit_goes_to_the_stash_and_to_a_comrade_for_nothing(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    recruit(qtbot, window, "Sir Kai", "Kai")

    shop = open_shop(qtbot, window, "Arthur")
    shop.select_item("excalibur")
    click(qtbot, shop.buy_button)
    assert shop.kit_model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole) == (
        "Excalibur: +2 damage; never breaks"
    )
    shop.select_kit_row(0)
    assert shop.give_row.to_combo.currentText() == "The warband's stash"
    click(qtbot, shop.give_row.give_button)
    assert shop.kit_model.rowCount() == 0
    assert shop.stash_box.model.index(0, 0).data() == "Excalibur"
    assert shop.stash_box.model.index(0, 1).data() == "8 gp"
    assert shop.gold_label.text() == "Gold left: 7 gp"  # moving gives nothing back
    shop.close()
    assert "stash: Excalibur" in window.roster_tab.totals_label.text().replace("\u00a0", " ")

    shop = open_shop(qtbot, window, "Kai")
    shop.kit_tabs.setCurrentWidget(shop.stash_box)
    shop.stash_box.select_item("excalibur")
    assert not shop.stash_box.take_button.isEnabled()
    assert shop.stash_box.take_button.toolTip() == (
        "Kai cannot carry Excalibur: only King Arthur Pendragon may (C10)."
    )
    shop.select_item("shield")
    click(qtbot, shop.buy_button)
    shop.kit_tabs.setCurrentIndex(0)
    shop.select_kit_row(0)
    shop.give_row.to_combo.setCurrentIndex(shop.give_row.to_combo.findText("Arthur"))
    click(qtbot, shop.give_row.give_button)
    assert shop.kit_model.rowCount() == 0
    assert shop.gold_label.text() == "Gold left: 9 gp"
    shop.close()

    shop = open_shop(qtbot, window, "Arthur")
    assert [shop.kit_model.index(r, 0).data() for r in range(shop.kit_model.rowCount())] == [
        "Shield"
    ]
    shop.stash_box.select_item("excalibur")
    assert shop.kit_tabs.tabText(1) == "Warband's &stash (1)"
    shop.kit_tabs.setCurrentWidget(shop.stash_box)
    click(qtbot, shop.stash_box.take_button)
    assert shop.stash_box.empty.isVisible()
    assert shop.kit_tabs.tabText(1) == "Warband's &stash"
    assert shop.kit_model.rowCount() == 2
    # The shop's own Undo reaches what was moved in it: back out of his kit, into the stash.
    assert shop.undo_button.toolTip() == "Undo: take Excalibur from the stash for Arthur"
    click(qtbot, shop.undo_button)
    assert shop.kit_model.rowCount() == 1
    assert shop.stash_box.model.rowCount() == 1
    # What was moved before this shop opened is beyond its reach.
    assert not shop.undo_button.isEnabled()
    assert window.undo_action.text() == "&Undo: give Shield from Kai to Arthur"
    shop.close()


def test_a_dead_warriors_kit_waits_in_the_stash(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Kent")
    recruit(qtbot, window, "Sir Gawain", "Gawain")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    shop = open_shop(qtbot, window, "Kai")
    for item in ("spear", "shield"):
        shop.select_item(item)
        click(qtbot, shop.buy_button)
    shop.close()
    camelot, kent = Warband.get(Warband.name == "Camelot"), Warband.get(Warband.name == "Kent")
    game = games.create_game(
        campaign=Campaign.get(),
        scenario="duel",
        sides=[
            games.SidePlan(camelot.id, "", (Character.get(Character.name == "Kai").id,)),
            games.SidePlan(kent.id, "", (Character.get(Character.name == "Gawain").id,)),
        ],
    )
    kai = GameCharacter.get(GameCharacter.name == "Kai")
    outcomes.record_outcome(game=game, winner=kent, outcomes={kai.id: {"fate": "slain"}})
    window.refresh()
    assert "stash: Spear, Shield" in window.roster_tab.totals_label.text().replace("\u00a0", " ")
    shop = open_shop(qtbot, window, "Arthur")
    assert shop.stash_box.model.index(0, 0).data() == "Spear"
    shop.close()


def test_correcting_the_game_a_warrior_died_in_offers_his_stashed_weapons(qtbot, window) -> None:
    from ui.dialogs.post_battle import ChoicesRole, PostBattleDialog

    test_a_dead_warriors_kit_waits_in_the_stash(qtbot, window)
    window.tabs.setCurrentWidget(window.games_tab)
    window.games_tab.select_row(0)
    window.record_game_action.trigger()  # correct it
    post = current_dialog(qtbot, window, PostBattleDialog)
    model = post.model
    row = next(i for i, r in enumerate(model.rows()) if r.name == "Kai")
    weapon = model.index(row, model.column_of("weapon_broken"))
    assert ("spear", "Spear") in weapon.data(ChoicesRole)  # in the stash since he died
    # So is his shield: a correction may still say it broke (K3, K5).
    shield = model.index(row, model.column_of("shield_broken"))
    assert shield.flags() & Qt.ItemFlag.ItemIsUserCheckable
    assert shield.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    post.reject()
