"""What the screens say: rules in words, only what applies to the game, clear headers, and
each thing said once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QToolBar, QToolButton

from models.shop import buy_item
from models.store.schema import Character
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit, roster_column
from ui.dialogs.settings import CampaignSettingsDialog
from ui.dialogs.shop import ShopDialog
from ui.item_models import RosterTableModel, WarbandTableModel
from ui.main_window import MainWindow
from ui.standings_tab import StandingsTableModel


def form_labels(dialog) -> list[str]:
    labels = []
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                labels.append(item.widget().text())
    return labels


def test_beastrider_screens_leave_out_gold_and_broken_gear(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    assert window.roster_tab.roster_view.isColumnHidden(RosterTableModel.COL_GOLD)
    window.settings_action.trigger()
    settings = current_dialog(qtbot, window, CampaignSettingsDialog)
    assert "Broken gear:" not in form_labels(settings)
    assert settings.lasting_box.text() == "Lost dice carry over to later games"
    settings.reject()

    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    assert not window.roster_tab.roster_view.isColumnHidden(RosterTableModel.COL_GOLD)
    window.settings_action.trigger()
    settings = current_dialog(qtbot, window, CampaignSettingsDialog)
    assert "Broken gear:" in form_labels(settings)
    settings.reject()


def test_settings_say_the_rules_in_words_with_the_ruling_in_a_tooltip(
    qtbot, window: MainWindow
) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    window.settings_action.trigger()
    settings = current_dialog(qtbot, window, CampaignSettingsDialog)
    for box in settings.findChildren(QCheckBox):
        assert "(K" not in box.text() and "(C" not in box.text(), box.text()
    assert settings.lasting_box.toolTip().startswith("Ruling K4:")
    assert settings.gear_box.toolTip().startswith("Ruling K3:")
    assert "Base move:" in form_labels(settings)
    assert settings.move_spin is not None
    assert settings.move_spin.toolTip().startswith("Ruling C12:")
    settings.reject()


def test_headers_say_what_their_numbers_are(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stagriders")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    model = window.roster_tab.warband_model
    header = model.headerData(WarbandTableModel.COL_CHARACTERS, Qt.Orientation.Horizontal)
    assert header == "Able to play"
    assert model.index(0, WarbandTableModel.COL_CHARACTERS).data() == "1 of 1"
    headers = StandingsTableModel.headers
    assert "Lost" in headers and "Losses" not in headers and "Fallen" in headers


def test_a_hero_named_as_his_profile_is_named_once(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "King Arthur Pendragon", "King Arthur")
    recruit(qtbot, window, "Sir Kai", "")
    recruit(qtbot, window, "Sir Gawain", "Bedwyr")  # not who the profile is: it is said
    names = ["King Arthur", "Sir Kai", "Bedwyr"]
    assert roster_column(window, RosterTableModel.COL_NAME) == names
    # The table's Profile column says "Hero" where his name already names his profile.
    assert roster_column(window, RosterTableModel.COL_PROFILE) == ["Hero", "Hero", "Sir Gawain"]
    arthur = Character.get(Character.name == "King Arthur")
    window.roster_tab.select_character(arthur.id)
    card = window.roster_tab.character_panel.card
    assert card is not None
    assert card.name_label.text() == "King Arthur"
    assert card.profile_label.text() == "King Arthur Pendragon"
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    assert shop.title.text() == "King Arthur"
    shop.close()


def test_a_maces_effect_on_his_foe_is_not_his_own(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    recruit(qtbot, window, "Sir Kai", "Kai")
    buy_item(character=Character.get(), item="mace")
    window.refresh()
    panel = window.roster_tab.character_panel
    assert panel.card is not None
    assert [label.text() for label in panel.card.kit_labels] == [
        "Mace — his foe's Mail Suit gives no protection"
    ]
    assert panel.field_text("Against his foes") == "Mace: his foe's Mail Suit gives no protection"
    window.shop_action.trigger()
    shop = current_dialog(qtbot, window, ShopDialog)
    assert shop.specials_label.text() == "None"
    assert shop.foes_label.text() == "Mace: his foe's Mail Suit gives no protection"


def test_the_standings_count_games_in_words(qtbot, window: MainWindow) -> None:
    window.commands.create_demo()
    window.tabs.setCurrentWidget(window.standings_tab)
    note = window.standings_tab.note.text()
    assert "(s)" not in note and note.split()[1:3] == ["recorded", "games."]


def test_the_undo_buttons_keep_their_width(qtbot, window: MainWindow) -> None:
    toolbar = window.findChild(QToolBar, "campaignToolbar")
    assert toolbar is not None
    undo = toolbar.widgetForAction(window.undo_action)
    redo = toolbar.widgetForAction(window.redo_action)
    assert isinstance(undo, QToolButton) and isinstance(redo, QToolButton)
    widths = (undo.sizeHint().width(), redo.sizeHint().width())
    new_campaign(qtbot, window, "The Long and Terrible Winter of Swords", "Caliburn's Wrath")
    new_warband(qtbot, window, "The Knights of the Round Table and Their Squires")
    window.undo_action.trigger()
    assert window.redo_action.text().startswith("&Redo: new warband")
    assert (undo.sizeHint().width(), redo.sizeHint().width()) == widths
    assert undo.text() == "Undo" and redo.text() == "Redo"
    assert redo.toolTip() == "Redo: new warband “The Knights of the Round Table and Their Squires”"
