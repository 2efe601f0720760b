"""Open dialogs and undo when another player changes the campaign underneath, on a club server:
the dialog says so before it saves anything, a save that would overwrite is refused with a
plain message and a refreshed screen, and an undo of rows someone else changed is refused."""

from __future__ import annotations

import pytest

from models.campaigns import create_campaign, create_warband
from models.characters import recruit
from models.shop import buy_item
from models.store.schema import Character, Purchase, Warband
from rules.games import CALIBURN
from tests.conftest import POSTGRES
from tests.ui.helpers import current_dialog, press_ok, roster_column
from ui.dialogs.shop import ShopDialog
from ui.dialogs.warband_edit import WarbandDialog
from ui.item_models import RosterTableModel

pytestmark = pytest.mark.parametrize("engine", [POSTGRES], indirect=True)


@pytest.fixture
def kai(qtbot, window) -> Character:
    """Sir Kai of Camelot, 10 gp, selected on the Roster tab; the window listening."""
    campaign = create_campaign(name="Round Table", game=CALIBURN)
    camelot = create_warband(campaign=campaign, name="Camelot", player="Ann")
    kai = recruit(warband=camelot, profile="sir_kai", name="Kai")
    window.refresh()
    window.roster_tab.select_character(kai.id)
    qtbot.waitUntil(lambda: window.live.running)
    return kai


@pytest.fixture
def shop(qtbot, window, kai) -> ShopDialog:
    window.shop_action.trigger()
    return current_dialog(qtbot, window, ShopDialog)


def test_the_shop_says_another_player_changed_him_and_shows_him_as_he_is(qtbot, shop, kai, other):
    assert shop.changed_banner.isHidden()
    other.write("UPDATE character SET gold = 3 WHERE id = %s", (kai.id,), "character")

    qtbot.waitUntil(lambda: not shop.changed_banner.isHidden())
    assert shop.changed_banner.text().startswith(
        "Another player changed this campaign while this dialog was open."
    )
    assert shop.gold_label.text() == "Gold left: 3 gp"


def test_a_change_elsewhere_that_leaves_him_as_shown_raises_no_banner(
    qtbot, window, shop, kai, other
):
    avalon = create_warband(campaign=kai.warband.campaign, name="Avalon")
    bea = recruit(warband=avalon, profile="sir_gawain", name="Bea")
    other.write("UPDATE character SET gold = 1 WHERE id = %s", (bea.id,), "character")
    qtbot.waitUntil(lambda: "1 gp" in window.roster_tab.warband_model.index(0, 3).data())
    assert shop.changed_banner.isHidden()


def test_a_purchase_on_a_shop_another_player_changed_is_refused_and_read_again(
    qtbot, window, shop, kai, other
):
    shop.select_item("longsword")
    assert shop.buy_button.isEnabled()

    # The other player's change lands before this Muster has heard of it.
    other.write("UPDATE character SET gold = 3 WHERE id = %s", (kai.id,), "character")
    shop.buy_button.click()

    assert shop.message.text() == (
        "Kai was changed by another player since you opened the shop: he now has 3 gp. "
        "Nothing was bought."
    )
    assert Purchase.select().count() == 0
    assert shop.gold_label.text() == "Gold left: 3 gp"
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["3 gp"]
    assert not shop.changed_banner.isHidden()
    assert not window.undo_action.isEnabled()


def test_editing_a_warband_another_player_changed_says_so_and_refuses_once(
    qtbot, window, kai, other
):
    window.edit_warband_action.trigger()
    dialog = current_dialog(qtbot, window, WarbandDialog)
    dialog.notes_edit.setFocus()
    qtbot.keyClicks(dialog.notes_edit, "Meets on Thursdays")
    camelot = Warband.get(Warband.name == "Camelot")

    other.write("UPDATE warband SET player = 'Cy' WHERE id = %s", (camelot.id,), "warband")

    qtbot.waitUntil(lambda: not dialog.changed_banner.isHidden())
    assert dialog.notes_edit.toPlainText() == "Meets on Thursdays"
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.message.text() == (
        "Camelot was changed by another player since you opened this dialog: its player is "
        "now “Cy”. Nothing was saved."
    )
    assert Warband.get_by_id(camelot.id).notes == ""
    assert dialog.notes_edit.toPlainText() == "Meets on Thursdays"

    # Told what changed, the user saves again: what the dialog shows goes in.
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    saved = Warband.get_by_id(camelot.id)
    assert (saved.player, saved.notes) == ("Ann", "Meets on Thursdays")


def test_an_undo_of_rows_another_player_changed_is_refused_in_one_message(
    qtbot, window, kai, other, prompts
):
    window.editor.run("buy Longsword for Kai", buy_item, character=kai, item="longsword")
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["8 gp"]
    stack = window.editor.stack
    assert stack.count() == 1

    other.write("UPDATE character SET gold = 3 WHERE id = %s", (kai.id,), "character")
    window.undo_action.trigger()

    assert prompts.errors == [
        "This cannot be undone or redone: Kai was changed elsewhere in the meantime: gold is "
        "now 3, not 8. Nothing was changed."
    ]
    assert Purchase.select().count() == 1
    assert Character.get_by_id(kai.id).gold == 3
    # The refused step leaves the history (it can never apply again); the screen is read again.
    assert stack.count() == 0
    assert not window.undo_action.isEnabled()
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["3 gp"]


def test_campaign_settings_another_player_changed_say_so_and_refuse_once(qtbot, window, kai, other):
    from PySide6.QtWidgets import QDialogButtonBox

    from models.store.schema import Campaign
    from ui.dialogs.settings import CampaignSettingsDialog

    window.settings_action.trigger()
    dialog = current_dialog(qtbot, window, CampaignSettingsDialog)
    campaign = Campaign.get()
    other.write(
        "UPDATE campaign SET house_rules = %s WHERE id = %s",
        ('{"refunds":"full"}', campaign.id),
        "campaign",
    )

    qtbot.waitUntil(lambda: not dialog.changed_banner.isHidden())
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()
    assert dialog.isVisible()
    assert dialog.message.text().startswith(
        "“Round Table” was changed by another player since you opened this dialog. Nothing "
        "was saved"
    )
    assert Campaign.get_by_id(campaign.id).house_rules == {"refunds": "full"}
    with qtbot.waitSignal(dialog.finished):
        ok.click()


@pytest.mark.parametrize(
    ("action", "column", "typed", "theirs"),
    [
        ("notes", "notes", "Lost his horse", "Knighted at Caerleon"),
        ("rename_character", "name", "Sir Kay", "Cai"),
    ],
)
def test_notes_and_a_rename_another_player_changed_say_so_and_refuse_once(
    qtbot, window, kai, other, action, column, typed, theirs
):
    from PySide6.QtWidgets import QLineEdit

    window.action_table[action].trigger()
    dialog = window.open_dialog
    edit = dialog.notes_edit if column == "notes" else dialog.name_edit
    edit.selectAll() if isinstance(edit, QLineEdit) else edit.clear()
    qtbot.keyClicks(edit, typed)
    other.write(f"UPDATE character SET {column} = %s WHERE id = %s", (theirs, kai.id), "character")

    qtbot.waitUntil(lambda: not dialog.changed_banner.isHidden())
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.message.text().startswith(
        "Kai was changed by another player since you opened this dialog. Nothing was saved"
    )
    assert getattr(Character.get_by_id(kai.id), column) == theirs
    text = edit.toPlainText() if column == "notes" else edit.text()
    assert text == typed  # what was typed is kept
    with qtbot.waitSignal(dialog.finished):  # told, the user saves his over theirs
        press_ok(qtbot, dialog)
    assert getattr(Character.get_by_id(kai.id), column) == typed


def test_renaming_a_campaign_another_player_renamed_says_so_and_refuses_once(
    qtbot, window, kai, other
):
    from models.store.schema import Campaign

    window.rename_campaign_action.trigger()
    dialog = window.open_dialog
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "The Table")
    campaign = Campaign.get()
    other.write("UPDATE campaign SET name = 'Camlann' WHERE id = %s", (campaign.id,), "campaign")

    qtbot.waitUntil(lambda: not dialog.changed_banner.isHidden())
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.message.text().startswith(
        "Round Table was changed by another player since you opened this dialog."
    )
    assert Campaign.get_by_id(campaign.id).name == "Camlann"
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    assert Campaign.get_by_id(campaign.id).name == "The Table"
