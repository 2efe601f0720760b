"""The recruit dialog, driven like a user: several recruits at once, the profile remembered,
the hint about the campaign's own profiles, and a name field that stays where it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from models import campaigns
from models.store.schema import Campaign
from tests.ui.helpers import (
    current_dialog,
    new_campaign,
    new_warband,
    press_ok,
    recruit,
    roster_column,
    type_into,
)
from ui.dialogs.recruit import RecruitDialog
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow

SPEARMAN = {"id": "saxon_spearman", "name": "Saxon spearman", "points": 4, "combat_dice": 2}


def label_of(form: QFormLayout, field: QWidget) -> str:
    """The text of a form's label for ``field``."""
    label = form.labelForField(field)
    assert isinstance(label, QLabel)
    return label.text()


def with_spearmen(qtbot, window: MainWindow) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    campaigns.set_house_rules(
        campaign=Campaign.get(), house_rules={"profiles": [{**SPEARMAN, "gold": 5}]}
    )
    window.refresh()
    new_warband(qtbot, window, "Saxons")


def open_recruit(qtbot, window: MainWindow) -> RecruitDialog:
    window.recruit_action.trigger()
    return current_dialog(qtbot, window, RecruitDialog)


def choose(dialog: RecruitDialog, profile_name: str) -> None:
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findText(profile_name))


def test_three_recruits_at_once_with_names_to_fill_in(qtbot, window) -> None:
    with_spearmen(qtbot, window)
    recruit(qtbot, window, "Saxon spearman (campaign profile)", "Saxon spearman 2")
    dialog = open_recruit(qtbot, window)
    choose(dialog, "Saxon spearman (campaign profile)")
    dialog.count_spin.setValue(3)
    assert len(dialog.name_edits) == 3
    assert [e.placeholderText() for e in dialog.name_edits] == [
        "Saxon spearman 1",
        "Saxon spearman 3",  # the warband already has a "Saxon spearman 2"
        "Saxon spearman 4",
    ]
    type_into(qtbot, dialog.name_edits[0], "Wulfstan")
    assert [e.placeholderText() for e in dialog.name_edits[1:]] == [
        "Saxon spearman 1",
        "Saxon spearman 3",
    ]
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    assert roster_column(window, RosterTableModel.COL_NAME) == [
        "Saxon spearman 2",
        "Wulfstan",
        "Saxon spearman 1",
        "Saxon spearman 3",
    ]
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["5 gp"] * 4
    assert window.roster_tab.selected_character().name == "Wulfstan"
    assert window.undo_action.text() == "&Undo: recruit 3 × Saxon spearman"
    window.undo_action.trigger()  # one undo takes the three back
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Saxon spearman 2"]


def test_fewer_recruits_take_their_name_fields_away(qtbot, window) -> None:
    with_spearmen(qtbot, window)
    dialog = open_recruit(qtbot, window)
    choose(dialog, "Saxon spearman (campaign profile)")
    dialog.count_spin.setValue(4)
    dialog.count_spin.setValue(2)
    assert len(dialog.name_edits) == 2
    assert dialog.form.rowCount() == 6  # profile, how many, two names, summary, hint
    assert dialog.count_spin.text() == "2 recruits"
    assert label_of(dialog.form, dialog.name_edit) == "&Name 1:"
    dialog.count_spin.setValue(1)
    assert dialog.count_spin.text() == "1 recruit"
    assert label_of(dialog.form, dialog.name_edit) == "&Name:"
    assert dialog.name_edit.placeholderText() == "Saxon spearman"
    dialog.reject()


def test_a_named_hero_comes_alone(qtbot, window) -> None:
    with_spearmen(qtbot, window)
    dialog = open_recruit(qtbot, window)
    choose(dialog, "Sir Kai")
    assert not dialog.count_spin.isEnabled() and dialog.count_spin.maximum() == 1
    choose(dialog, "Saxon spearman (campaign profile)")
    assert dialog.count_spin.isEnabled() and dialog.count_spin.maximum() == 20
    dialog.reject()


def test_the_last_profile_chosen_is_offered_again(qtbot, window) -> None:
    with_spearmen(qtbot, window)
    dialog = open_recruit(qtbot, window)
    assert dialog.profile_combo.currentText() == "King Arthur Pendragon"  # the first
    dialog.reject()
    recruit(qtbot, window, "Saxon spearman (campaign profile)", "Wulfstan")
    dialog = open_recruit(qtbot, window)
    assert dialog.profile_combo.currentText() == "Saxon spearman (campaign profile)"
    dialog.reject()
    recruit(qtbot, window, "Sir Kai", "Kai")
    dialog = open_recruit(qtbot, window)
    # Sir Kai is in the warband now: a hero comes once; the first that may come is offered.
    assert dialog.profile_combo.currentText() == "King Arthur Pendragon"
    dialog.reject()


def test_the_dialog_says_where_footsoldiers_come_from(qtbot, window) -> None:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot")
    dialog = open_recruit(qtbot, window)
    assert dialog.hint.isVisible()
    assert dialog.hint.text() == (
        "Footsoldiers and other warriors of your own come from the campaign's profiles; add "
        "them under Campaign ▸ Campaign settings… ▸ Profiles."
    )
    dialog.reject()


def test_the_name_field_stays_where_it_is(qtbot, window, database) -> None:
    """A profile whose summary wraps onto several lines moves nothing the user types in."""
    long_specials = [
        {"id": f"s{n}", "name": f"Long special name number {n} of many", "text": "x"}
        for n in range(6)
    ]
    scout = {
        "id": "scout",
        "name": "Scout",
        "movement": 8,
        "toughness": 11,
        "attack": 2,
        "defend": 1,
        "specials": [s["id"] for s in long_specials],
    }
    campaigns.create_campaign(
        name="Border",
        game="beastrider_wars",
        house_rules={"specials": long_specials, "profiles": [scout]},
    )
    window.refresh()
    new_warband(qtbot, window, "Stags")
    dialog = open_recruit(qtbot, window)
    places = set()
    heights = set()
    for row in range(dialog.profile_combo.count()):
        dialog.profile_combo.setCurrentIndex(row)
        qtbot.waitUntil(lambda: dialog.summary.height() >= dialog.summary.heightForWidth(
            dialog.summary.width()
        ) - 1)  # fmt: skip
        places.add(dialog.name_edit.mapTo(dialog, dialog.name_edit.rect().topLeft()).y())
        heights.add(dialog.summary.sizeHint().height())
    assert len(heights) > 1  # the summaries do take different heights...
    assert len(places) == 1  # ...and the name field never moves
    dialog.reject()


def test_keyboard_only_recruiting(qtbot, window) -> None:
    with_spearmen(qtbot, window)
    dialog = open_recruit(qtbot, window)
    choose(dialog, "Saxon spearman (campaign profile)")
    dialog.count_spin.setValue(2)
    type_into(qtbot, dialog.name_edits[0], "Oswy")
    type_into(qtbot, dialog.name_edits[1], "Eadric")
    with qtbot.waitSignal(dialog.finished):
        qtbot.keyClick(dialog.name_edits[1], Qt.Key.Key_Return)
    assert roster_column(window, RosterTableModel.COL_NAME) == ["Oswy", "Eadric"]
