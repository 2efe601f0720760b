"""Text is text: a name, a note or a history that looks like markup is shown as typed on every
screen (the main window on each tab, every dialog, the tracker), never as rich text, an image
loaded from disk, an ampersand eaten as a mnemonic or a "[*]" hidden from a title."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from models.store.schema import ACTIVE, UNRECORDED, Campaign, Character, Game, Warband
from rules import tracker as t
from rules.games import BEASTRIDER, CALIBURN
from tests.hostile_text import RLO, Hostile, plant_hostile_demo
from tests.ui.shown_text import shown_texts
from tests.ui.test_accessibility import CASES, Screen
from ui import common
from ui.main_window import MainWindow
from ui.tracker.game_cards import BeastriderCard


@pytest.fixture
def hostile(window: MainWindow) -> Hostile:
    planted = plant_hostile_demo()
    window.refresh()
    return planted


def _first(game: str) -> tuple[Campaign, Warband, Character]:
    campaign = Campaign.get(Campaign.game == game)
    warband = Warband.select().where(Warband.campaign == campaign).order_by(Warband.id).get()
    character = (
        Character.select()
        .where((Character.warband == warband) & (Character.status == ACTIVE))
        .order_by(Character.id)
        .get()
    )
    return campaign, warband, character


def _every_tab(window: MainWindow) -> list[tuple[str, str]]:
    shown = list(shown_texts(window))
    for tab in range(window.tabs.count()):
        window.tabs.setCurrentIndex(tab)
        shown += shown_texts(window)
    standings = window.standings_tab
    for lower in range(standings.lower_tabs.count()):
        standings.lower_tabs.setCurrentIndex(lower)
        shown += shown_texts(window)
    return shown


@pytest.mark.parametrize("game", [BEASTRIDER, CALIBURN])
def test_the_main_window_shows_names_notes_and_histories_as_typed(
    qtbot, window: MainWindow, hostile: Hostile, game: str
) -> None:
    campaign, warband, character = _first(game)
    window.select_campaign(campaign.id)
    window.roster_tab.select_warband(warband.id)
    window.roster_tab.select_character(character.id)
    panel = window.roster_tab.character_panel
    assert panel.card is not None
    assert panel.card.name_label.text() == character.name
    assert panel.card.name_label.textFormat() == Qt.TextFormat.PlainText
    title = window.roster_tab.roster_title
    assert title.text() == f"Roster of {warband.name} ({warband.player})"
    assert title.textFormat() == Qt.TextFormat.PlainText
    notes = panel.fields["Notes"]
    assert notes.text() == character.notes and RLO in notes.text()
    assert notes.textFormat() == Qt.TextFormat.PlainText

    shown = _every_tab(window)
    assert hostile.misread(shown) == []
    seen = hostile.seen(shown)
    # The test can fail: the campaign, the warband, its player, the warrior, his notes and a
    # history entry are all on show.
    for text in (campaign.name, warband.name, warband.player, character.name, character.notes):
        assert any(hostile.texts[token] == text for token in seen), text


@pytest.mark.parametrize(("opener", "game"), CASES)
def test_every_dialog_shows_names_notes_and_histories_as_typed(
    qtbot, window: MainWindow, hostile: Hostile, opener: Screen, game: str
) -> None:
    window.select_campaign(Campaign.get(Campaign.game == game).id)
    dialog = opener(window, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert hostile.misread(shown_texts(dialog)) == []


@pytest.mark.parametrize("game", [BEASTRIDER, CALIBURN])
def test_the_tracker_shows_names_as_typed_after_a_death(
    qtbot, window: MainWindow, hostile: Hostile, game: str
) -> None:
    """At the table: the cards, their menus, the fight, the log, after a warrior named like
    markup killed another."""
    campaign = Campaign.get(Campaign.game == game)
    window.select_campaign(campaign.id)
    window.tabs.setCurrentWidget(window.games_tab)
    played = Game.select().where((Game.campaign == campaign) & (Game.result == UNRECORDED)).get()
    window.games_tab.select_game(played.id)
    window.play_game_action.trigger()
    tracker = window.commands.trackers[played.id]
    qtbot.waitExposed(tracker)
    qtbot.mouseClick(tracker.turn_bar.roll_button, Qt.MouseButton.LeftButton)
    card = next(iter(tracker.cards.values()))
    assert tracker.tracking is not None
    if game == BEASTRIDER:  # killed only when wounded again with no defend die left (B1)
        for _ in range(t.dice_left(tracker.tracking.table, card.place)[1]):
            lines = tracker.log_view.count()
            assert isinstance(card, BeastriderCard)
            qtbot.mouseClick(card.lose_buttons[t.DEFEND], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda lines=lines: tracker.log_view.count() > lines)
    lines = tracker.log_view.count()
    killed_by = next(action for action in card.kill_menu.actions() if " by " in action.text())
    killer = killed_by.text().split(" by ", 1)[1].replace("&&", "&")
    assert killer in hostile.texts.values()
    killed_by.trigger()
    qtbot.waitUntil(lambda: tracker.log_view.count() > lines)
    shown = list(shown_texts(tracker))
    assert hostile.misread(shown) == []
    assert card.name_label.textFormat() == Qt.TextFormat.PlainText
    assert f"by {killer}" in card.status_label.text()  # his killer, named as typed
    assert any(killer in text for where, text in shown if where.startswith("QListWidget log"))


def test_confirmations_and_errors_show_names_as_typed(qtbot) -> None:
    name = '<h1>Sir Kai</h1> &amp; <img src="/tmp/x.png">'
    for box in (
        common.message_box(None, "Delete", f"Delete {name}?"),
        common.message_box(None, "Muster", f"{name} cannot buy it."),
    ):
        qtbot.addWidget(box)
        labels = [label for label in box.findChildren(QLabel) if name in label.text()]
        assert labels
        assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def test_the_shown_text_walk_finds_markup_applied(qtbot) -> None:
    """The walk itself: a label that takes a name for rich text is found out."""
    hostile = Hostile()
    name = hostile.name()
    widget = QWidget()
    qtbot.addWidget(widget)
    rich = QLabel(f"Roster of {name}", widget)
    assert hostile.misread(shown_texts(widget))
    rich.setTextFormat(Qt.TextFormat.PlainText)
    widget.setToolTip(name)
    assert hostile.misread(shown_texts(widget))
    widget.setToolTip("")
    assert hostile.misread(shown_texts(widget)) == []
