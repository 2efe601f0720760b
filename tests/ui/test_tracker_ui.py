"""A whole game of each kind played through the tracker, driven like the players would: the
turns and who acts first, losses, a special, an order, a death, the relic, a slip taken back,
Muster closed and the game resumed, then *Finish game* into the post-battle screen, recorded
exactly as it was tracked, its log kept with the game and shown on the Games tab."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAccessible, QColor, QPalette, QStandardItemModel
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from models import characters, shop
from models import tracker as tracking
from models.colours import warband_colours
from models.demo import create_demo_campaigns
from models.games import SidePlan, create_game, sides_of
from models.store.schema import (
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    Purchase,
    Warband,
)
from rules import tracker as t
from rules.tracker_odds import beastrider_attack, caliburn_fight
from ui.dialogs.post_battle import PostBattleDialog
from ui.main_window import MainWindow
from ui.odds.figures import percent
from ui.tracker.cards import Card
from ui.tracker.game_cards import BeastriderCard, CaliburnCard
from ui.tracker.turns import DiceDialog
from ui.tracker.window import TrackerWindow


@pytest.fixture
def demo(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> tuple[Campaign, Campaign]:
    """The demo campaigns, and Muster's dice seeded for each game played at the table."""
    monkeypatch.setattr(tracking.random, "SystemRandom", lambda: random.Random(1966))
    beastrider, caliburn = create_demo_campaigns()
    window.refresh()
    return beastrider, caliburn


def play(qtbot, window: MainWindow, campaign: Campaign, number: int) -> TrackerWindow:
    """Games ▸ Play this game… on game ``number`` of ``campaign``."""
    window.select_campaign(campaign.id)
    window.tabs.setCurrentWidget(window.games_tab)
    game = Game.get((Game.campaign == campaign) & (Game.number == number))
    window.games_tab.select_game(game.id)
    assert window.play_game_action.isEnabled()
    window.play_game_action.trigger()
    tracker = window.commands.trackers[game.id]
    qtbot.waitExposed(tracker)
    tracker.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is tracker)
    return tracker


def place(tracker: TrackerWindow, name: str) -> int:
    assert tracker.tracking is not None
    return next(p for p, seat in tracker.tracking.table.seats.items() if seat.name == name)


def card(tracker: TrackerWindow, name: str) -> Card:
    return tracker.cards[place(tracker, name)]


def beastrider_card(tracker: TrackerWindow, name: str) -> BeastriderCard:
    found = card(tracker, name)
    assert isinstance(found, BeastriderCard)
    return found


def caliburn_card(tracker: TrackerWindow, name: str) -> CaliburnCard:
    found = card(tracker, name)
    assert isinstance(found, CaliburnCard)
    return found


def pick(qtbot, tracker: TrackerWindow, defender: str, attacker: str) -> None:
    """Click the defender's card, and choose the attacker in the fight's list."""
    qtbot.mouseClick(card(tracker, defender), Qt.MouseButton.LeftButton)
    combo = tracker.fight.attacker_combo
    combo.setCurrentIndex(combo.findData(place(tracker, attacker)))
    combo.activated.emit(combo.currentIndex())
    assert (tracker.fight.defender(), tracker.fight.attacker()) == (
        place(tracker, defender),
        place(tracker, attacker),
    )


def key(qtbot, tracker: TrackerWindow, keys: Any, modifier: Any = Qt.KeyboardModifier.NoModifier):
    """Press a tracker key and wait for the change to be shown."""
    before = log(tracker)
    qtbot.keyClick(tracker, keys, modifier)
    qtbot.waitUntil(lambda: log(tracker) != before)


def log(tracker: TrackerWindow) -> list[str]:
    return [tracker.log_view.item(i).text() for i in range(tracker.log_view.count())]


def menu_action(menu: Any, text: str) -> Any:
    return next(action for action in menu.actions() if action.text() == text)


def finish(qtbot, window: MainWindow, tracker: TrackerWindow) -> PostBattleDialog:
    qtbot.mouseClick(tracker.finish_button, Qt.MouseButton.LeftButton)
    post = tracker.post_battle
    assert isinstance(post, PostBattleDialog)
    qtbot.waitExposed(post)
    assert post.effects_label.text().startswith("Filled in from the game played at the table")
    return post


def outcomes_of(game: Game) -> dict[str, dict[str, Any]]:
    return {
        gc.name: gc.outcome
        for gc in GameCharacter.select()
        .where(GameCharacter.game == game)
        .order_by(GameCharacter.id)
    }


def gc_id(game: Game, name: str) -> int:
    return GameCharacter.get((GameCharacter.game == game) & (GameCharacter.name == name)).id


def test_a_whole_beastrider_wars_game_at_the_table(qtbot, window, demo, prompts) -> None:
    beastrider, _caliburn = demo
    game = Game.get((Game.campaign == beastrider) & (Game.number == 3))
    tracker = play(qtbot, window, beastrider, 3)
    assert window.games_tab.model.index(0, 4).data() == "Being played: turn 1"
    # Each side in its warband's colour.
    colours = warband_colours(beastrider.id)
    for label, side in zip(tracker.side_labels, sides_of(game), strict=True):
        painted = label.grab().toImage().pixelColor(2, label.height() // 2)
        assert painted.name() == colours[side.warband_id]
    # A bow's or a crossbow's range, named for what it is (the seat keeps the range, B7).
    shooting = card(tracker, "Wenna the archer").stat_boxes["Range"]
    assert (shooting.label.text(), shooting.value.text()) == ("Range", '14"')
    assert tracker.turn_bar.turn_label.text() == "Turn 1"
    assert tracker.turn_bar.settled_label.text() == "Roll for who chooses who acts first."
    assert log(tracker) == [
        "Turn 1 · The game began: Stagriders of Deastir (5 characters) against Bear Riders of "
        "Helles (4 characters)."
    ]

    # Turn 1: Muster rolls for who chooses (B9), from the game's seed, shown.
    qtbot.mouseClick(tracker.turn_bar.roll_button, Qt.MouseButton.LeftButton)
    assert tracker.tracking is not None
    table = tracker.tracking.table
    roll = table.turn.roll
    assert (
        roll is not None
        and roll.die == 20
        and table.seed == random.Random(1966).randrange(tracking.SEED_RANGE)
    )
    assert (
        tracker.turn_bar.seed_label.text()
        == f"Muster's dice: game seed {table.seed}, 1 roll so far"
    )
    # Each round with the winner's die first: what he rolled, against what the other did.
    won = [(r[roll.winner], r[1 - roll.winner]) for r in roll.rounds]
    faces = "; ".join(f"{mine} against {theirs}" for mine, theirs in won)
    assert f"{roll.winner_name} won Muster's roll ({faces})" in (
        tracker.turn_bar.settled_label.text()
    )
    assert won[-1][0] > won[-1][1]
    assert not tracker.turn_bar.roll_button.isVisible()

    # Maelis charges Brann: the odds as they stand, then Brann loses a defend die (key D).
    pick(qtbot, tracker, "Brann Ironhide", "Maelis")
    odds = beastrider_attack(
        tracker.rules, table, place(tracker, "Maelis"), place(tracker, "Brann Ironhide")
    )
    assert percent(odds.chance) in tracker.fight.chance_label.text()
    key(qtbot, tracker, Qt.Key.Key_D)
    assert log(tracker)[-1] == "Turn 1 · Brann Ironhide lost a defend die (attacked by Maelis)"
    brann = beastrider_card(tracker, "Brann Ironhide")
    assert brann.dice_labels[t.DEFEND].text() == "●●●○"
    assert brann.stat_boxes["Wounds"].value.text() == "1"
    assert card(tracker, "Maelis").stat_boxes["Inflicted"].value.text() == "1"
    assert brann.stat_boxes["Wounds"].accessibleName() == "Wounds: 1"
    weaker = beastrider_attack(
        tracker.rules,
        tracker.tracking.table,
        place(tracker, "Maelis"),
        place(tracker, "Brann Ironhide"),
    )
    assert weaker.defend_dice == odds.defend_dice - 1 and weaker.chance > odds.chance
    assert percent(weaker.chance) in tracker.fight.chance_label.text()

    # Her once-per-game special, and the leader's order.
    special = beastrider_card(tracker, "Maelis").special_boxes["stag_charge"]
    qtbot.mouseClick(special, Qt.MouseButton.LeftButton)
    assert special.isChecked() and log(tracker)[-1].startswith("Turn 1 · Maelis used ")
    nave = beastrider_card(tracker, "Princess Nave Khra")
    menu_action(nave.order_menu, "Order Tovar").trigger()
    assert nave.order_button.text() == "Ordered Tovar"

    # A slip, taken back with Ctrl+Z.
    pick(qtbot, tracker, "Hakon", "Tovar")
    key(qtbot, tracker, Qt.Key.Key_A)
    assert log(tracker)[-1] == "Turn 1 · Hakon lost an attack die (attacked by Tovar)"
    key(qtbot, tracker, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert log(tracker)[-1].startswith("Turn 1 · Princess Nave Khra ")
    assert beastrider_card(tracker, "Hakon").dice_labels[t.ATTACK].text() == "●●●●●"

    # Turn 2: the Stagriders inflicted more wounds in turn 1, so they choose (B9).
    key(qtbot, tracker, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert tracker.turn_bar.turn_label.text() == "Turn 2"
    assert tracker.turn_bar.settled_label.text() == (
        "Stagriders of Deastir acts first: Stagriders of Deastir inflicted the most wounds last "
        "turn."
    )
    assert window.games_tab.model.index(0, 4).data() == "Being played: turn 2"

    # Brann strikes back: Maelis loses an attack die; Tovar kills Hrashnarr.
    pick(qtbot, tracker, "Maelis", "Brann Ironhide")
    key(qtbot, tracker, Qt.Key.Key_A)
    assert log(tracker)[-1] == "Turn 2 · Maelis lost an attack die (attacked by Brann Ironhide)"
    hrashnarr = card(tracker, "Hrashnarr the Hunter")
    # B1: he is killed only when wounded again with no defend die left.
    menu_action(hrashnarr.kill_menu, "Killed by Tovar").trigger()
    assert tracker.message.text() == (
        "Hrashnarr the Hunter still has 5 defend dice: a character is killed only when wounded "
        "again after losing all his defend dice (B1)."
    )
    assert log(tracker)[-1].endswith("(attacked by Brann Ironhide)")
    pick(qtbot, tracker, "Hrashnarr the Hunter", "Tovar")
    for _ in range(5):
        key(qtbot, tracker, Qt.Key.Key_D)
    assert (
        log(tracker)[-1]
        == "Turn 2 · Hrashnarr the Hunter lost his last defend die (attacked by Tovar)"
    )
    menu_action(hrashnarr.kill_menu, "Killed by Tovar").trigger()
    assert log(tracker)[-1] == (
        "Turn 2 · Hrashnarr the Hunter was killed: wounded with no defend die left (attacked by "
        "Tovar)"
    )
    assert hrashnarr.status_label.text().startswith("Killed by Tovar")
    # Greyed out at once, and no odds for a fight with a dead man.
    grey = hrashnarr.palette().color(QPalette.ColorRole.PlaceholderText)
    assert hrashnarr.name_label.palette().color(QPalette.ColorRole.WindowText) == grey
    # His state is a badge as on his roster card: white on the dead's grey, not greyed.
    status = hrashnarr.status_label
    assert status.property("kind") == "dead"
    assert status.palette().color(QPalette.ColorRole.WindowText) == QColor("white")
    living = card(tracker, "Tovar").name_label
    assert living.palette().color(QPalette.ColorRole.WindowText) != grey
    assert tracker.fight.chance_label.text() == "No odds"
    assert tracker.fight.detail_label.text() == (
        "Hrashnarr the Hunter is out of the game: he was killed."
    )
    assert hrashnarr.revive_button.isVisible() and not hrashnarr.kill_button.isVisible()
    tracked = list(log(tracker))

    # Muster closes (or dies): the game resumes exactly where it was.
    tracker.close()
    qtbot.waitUntil(lambda: game.id not in window.commands.trackers)
    assert window.play_game_action.text() == "Resume &playing…"
    tracker = play(qtbot, window, beastrider, 3)
    assert log(tracker) == tracked and tracker.turn_bar.turn_label.text() == "Turn 2"
    assert beastrider_card(tracker, "Brann Ironhide").dice_labels[t.DEFEND].text() == "●●●○"
    expected = tracking.tracked_outcome(game)
    assert expected is not None

    # Finish: the post-battle screen, filled in as tracked; the players choose the winner.
    post = finish(qtbot, window, tracker)
    stags = Warband.get(Warband.name == "Stagriders of Deastir")
    post.set_winner(stags.id)
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.id not in window.commands.trackers)
    game = Game.get_by_id(game.id)
    assert (game.result, game.winner_id) == ("winner", stags.id)
    recorded = outcomes_of(game)
    assert {gc_id(game, name): o for name, o in recorded.items()} == {
        gc: {**o} for gc, o in expected.outcomes.items()
    }
    assert recorded["Brann Ironhide"]["defend_lost"] == 1
    assert recorded["Brann Ironhide"]["wounds_inflicted"] == 1
    assert recorded["Maelis"]["attack_lost"] == 1 and recorded["Maelis"]["special_used"]
    assert recorded["Maelis"]["wounds_inflicted"] == 1
    assert recorded["Hrashnarr the Hunter"]["killed"]
    assert recorded["Hrashnarr the Hunter"]["killed_by"] == gc_id(game, "Tovar")
    assert Character.get(Character.name == "Hrashnarr the Hunter").status == DEAD
    assert [f"Turn {line['turn']} · {line['text']}" for line in game.details["log"]] == tracked
    assert tracking.tracked_game(game) is None

    # The Games tab shows the log with the recorded game.
    for dialog in QApplication.topLevelWidgets():
        if dialog.isVisible() and dialog is not window:
            dialog.close()
    window.games_tab.select_game(game.id)
    assert window.games_tab.game_log.shown() == tracked


def test_a_whole_caliburns_wrath_game_at_the_table(qtbot, window, demo, prompts) -> None:
    _beastrider, caliburn = demo
    camelot = Warband.get(Warband.name == "Knights of Camelot")
    chapel = Warband.get(Warband.name == "The Green Chapel")

    def ids(*names: str) -> tuple[int, ...]:
        return tuple(Character.get(Character.name == n).id for n in names)

    game = create_game(
        campaign=caliburn,
        scenario="capture_the_relic",
        sides=[
            SidePlan(camelot.id, "", ids("Sir Kai", "Sir Gawain")),
            SidePlan(chapel.id, "", ids("Æthelric", "Oswy")),
        ],
    )
    window.refresh()
    tracker = play(qtbot, window, caliburn, game.number)

    # Turn 1: the dice rolled at the table, typed in; a tie is rolled again.
    qtbot.mouseClick(tracker.turn_bar.type_button, Qt.MouseButton.LeftButton)
    dice = tracker.dice_dialog
    assert isinstance(dice, DiceDialog)
    for spin, face in zip(dice.spins, (4, 4), strict=True):
        spin.setValue(face)
    qtbot.mouseClick(dice.buttons.button(dice.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dice.isVisible() and dice.ties_label.text() == "Tied so far: 4 against 4."
    for spin, face in zip(dice.spins, (2, 5), strict=True):
        spin.setValue(face)
    with qtbot.waitSignal(dice.finished):
        qtbot.mouseClick(
            dice.buttons.button(dice.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    # The winner's die first: the Chapel, second at the table, rolled the 5 (not the 2).
    assert "The Green Chapel won the roll at the table (4 against 4; 5 against 2)" in (
        tracker.turn_bar.settled_label.text()
    )
    assert tracker.tracking is not None
    assert tracker.tracking.table.turn.first == 1  # the Chapel won

    # Æthelric takes the relic; Sir Kai wounds Oswy's leg (key L): his move drops at once.
    relic = caliburn_card(tracker, "Æthelric").relic_box
    qtbot.mouseClick(relic, Qt.MouseButton.LeftButton)
    assert (
        relic.isChecked() and "Carries the relic" in card(tracker, "Æthelric").status_label.text()
    )
    oswy = caliburn_card(tracker, "Oswy")
    move_before = oswy.stat_boxes["Move"].value.text()
    assert "was" not in move_before
    pick(qtbot, tracker, "Oswy", "Sir Kai")
    odds = caliburn_fight(
        tracker.rules, tracker.tracking.table, place(tracker, "Sir Kai"), place(tracker, "Oswy")
    )
    assert percent(odds.attacker_wins) in tracker.fight.chance_label.text()
    key(qtbot, tracker, Qt.Key.Key_L)
    assert log(tracker)[-1].startswith("Turn 1 · Oswy took a leg wound")
    assert oswy.wound_labels[t.LEG].text() == "Leg 1"
    assert oswy.stat_boxes["Move"].value.text().endswith(f" (was {move_before})")

    # Oswy strikes back and breaks Sir Gawain's shield (key B) when he has one.
    gawain = caliburn_card(tracker, "Sir Gawain")
    if gawain.shield_box.isVisible():
        pick(qtbot, tracker, "Sir Gawain", "Oswy")
        key(qtbot, tracker, Qt.Key.Key_B)
        assert gawain.shield_box.isChecked()

    # Double ones, twice: Sir Gawain's Bastard Sword breaks, then the Mace he fights with next
    # (key W, C6); then he fights with his dagger, which is not his to lose.
    pick(qtbot, tracker, "Sir Gawain", "Oswy")
    key(qtbot, tracker, Qt.Key.Key_W)
    assert log(tracker)[-1] == "Turn 1 · Sir Gawain's Bastard Sword broke"
    key(qtbot, tracker, Qt.Key.Key_W)
    assert log(tracker)[-1] == "Turn 1 · Sir Gawain's Mace broke"
    assert [(box.text(), box.isChecked()) for box in gawain.weapon_boxes] == [
        ("Bastard Sword broken", True),
        ("Mace broken", True),
    ]
    assert gawain.stat_boxes["Fights with"].value.text() == "Dagger"
    qtbot.keyClick(tracker, Qt.Key.Key_W)
    assert tracker.message.text() == (
        "Sir Gawain fights with his dagger now, which is always carried and never lost (C7)."
    )

    # Turn 2 keeps the places of the first (Caliburn's Wrath's ruling).
    qtbot.mouseClick(tracker.turn_bar.next_button, Qt.MouseButton.LeftButton)
    assert tracker.turn_bar.turn_label.text() == "Turn 2"
    assert "the places of the first turn are kept" in tracker.turn_bar.settled_label.text()

    # Sir Kai slays Oswy (key K).
    pick(qtbot, tracker, "Oswy", "Sir Kai")
    key(qtbot, tracker, Qt.Key.Key_K)
    assert log(tracker)[-1].startswith("Turn 2 · Oswy was slain by Sir Kai")
    dead = caliburn_card(tracker, "Oswy")
    assert not dead.wound_buttons[t.LEG].isEnabled()
    assert dead.weapon_boxes and not any(box.isEnabled() for box in dead.weapon_boxes)
    # A dead warrior cannot be picked as the defender: not by his card, not in the list.
    pick(qtbot, tracker, "Æthelric", "Sir Kai")
    qtbot.mouseClick(dead, Qt.MouseButton.LeftButton)
    assert tracker.fight.defender() == place(tracker, "Æthelric")
    assert tracker.message.text() == (
        "Oswy is out of the game: he was slain. Take his death back on his card to pick him."
    )
    combo = tracker.fight.defender_combo
    row = combo.findData(place(tracker, "Oswy"))
    items = combo.model()
    assert isinstance(items, QStandardItemModel)  # a combo box's own model
    assert not items.item(row).isEnabled()
    assert items.item(combo.findData(place(tracker, "Æthelric"))).isEnabled()
    tracked = list(log(tracker))
    expected = tracking.tracked_outcome(game)
    assert expected is not None and expected.relic_carrier == gc_id(game, "Æthelric")

    # Finish: the Chapel carried the relic off.
    post = finish(qtbot, window, tracker)
    post.set_winner(chapel.id)
    assert post.relic_combo.currentData() == gc_id(game, "Æthelric")
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    game = Game.get_by_id(game.id)
    assert (game.result, game.winner_id) == ("winner", chapel.id)
    assert game.details["relic_carrier"] == gc_id(game, "Æthelric")
    recorded = outcomes_of(game)
    assert {gc_id(game, name): o for name, o in recorded.items()} == expected.outcomes
    assert recorded["Oswy"]["fate"] == "slain"
    assert recorded["Oswy"]["killed_by"] == gc_id(game, "Sir Kai")
    assert recorded["Oswy"]["leg"] == 1
    assert [f"Turn {line['turn']} · {line['text']}" for line in game.details["log"]] == tracked


def test_king_arthur_fights_with_excalibur_unless_his_player_takes_up_another(
    qtbot, window, demo, prompts
) -> None:
    """C6, C7: the player chooses the weapon at the table among those his kit allows; the
    default is the best damage bonus, Excalibur before any other. His card shows it, E takes
    up the next, the odds follow it, and W breaks the one in his hand."""
    _beastrider, caliburn = demo
    arthur = Character.get(Character.name == "King Arthur")
    shop.return_item(
        purchase=Purchase.get((Purchase.character == arthur) & (Purchase.item == "shield"))
    )
    Purchase.create(character=arthur, item="bastard_sword", price=3)  # beside Excalibur (C7)
    chapel = Warband.get(Warband.name == "The Green Chapel")
    eadric = characters.recruit(warband=chapel, profile="saxon_spearman", name="Eadric")
    game = create_game(
        campaign=caliburn,
        scenario="duel",
        sides=[
            SidePlan(arthur.warband_id, "", (arthur.id,)),
            SidePlan(chapel.id, "", (eadric.id,)),
        ],
    )
    window.refresh()
    tracker = play(qtbot, window, caliburn, game.number)
    arthurs = caliburn_card(tracker, "King Arthur")
    assert arthurs.stat_boxes["Fights with"].value.text() == "Excalibur"
    # Against a foe with no armour, Excalibur's +2 slays or decapitates on 8 or more: 15/36.
    pick(qtbot, tracker, "Eadric", "King Arthur")
    assert tracker.tracking is not None
    odds = caliburn_fight(
        tracker.rules,
        tracker.tracking.table,
        place(tracker, "King Arthur"),
        place(tracker, "Eadric"),
    )
    assert odds.hits[t.SLAIN] + odds.hits[t.DECAPITATED] == Fraction(15, 36)
    assert "his blow with his Excalibur" in tracker.fight.detail_label.text()
    assert "slain or decapitated 41.7% (15/36)" in tracker.fight.detail_label.text()

    # E on King Arthur: he takes up his Bastard Sword; the card and the odds follow it.
    pick(qtbot, tracker, "King Arthur", "Eadric")
    key(qtbot, tracker, Qt.Key.Key_E)
    assert log(tracker)[-1] == "Turn 1 · King Arthur takes up his Bastard Sword"
    assert arthurs.stat_boxes["Fights with"].value.text() == "Bastard Sword"
    assert [a.text() for a in arthurs.wield_menu.actions() if a.isChecked()] == ["Bastard Sword"]
    pick(qtbot, tracker, "Eadric", "King Arthur")
    assert "his blow with his Bastard Sword" in tracker.fight.detail_label.text()
    assert "slain or decapitated 27.8% (10/36)" in tracker.fight.detail_label.text()

    # Double ones: W breaks the weapon in his hand, and he fights with Excalibur again.
    pick(qtbot, tracker, "King Arthur", "Eadric")
    key(qtbot, tracker, Qt.Key.Key_W)
    assert log(tracker)[-1] == "Turn 1 · King Arthur's Bastard Sword broke"
    assert arthurs.stat_boxes["Fights with"].value.text() == "Excalibur"
    # His card's menu takes up the dagger; then E goes round to Excalibur again.
    with qtbot.waitSignal(tracker.log_view.model().rowsInserted):
        menu_action(arthurs.wield_menu, "Dagger").trigger()
    assert arthurs.stat_boxes["Fights with"].value.text() == "Dagger"
    key(qtbot, tracker, Qt.Key.Key_E)
    assert log(tracker)[-1] == "Turn 1 · King Arthur takes up his Excalibur"


def test_the_tracker_keys_are_listed_in_help(qtbot, window) -> None:
    from tests.ui.test_shortcuts_ui import open_shortcuts
    from ui.tracker.keys import KEYS, PLACE

    entries = open_shortcuts(qtbot, window).entries()
    for tracker_key in KEYS:
        assert (PLACE[tracker_key.game], tracker_key.keys, tracker_key.what) in entries
    assert ("Game tracker", "F11", "Table mode: full screen, large type (Esc leaves it)") in entries
    assert ("Game tracker", "Ctrl+Z", "Take back the last change") in entries
    assert ("Games", "Ctrl+Shift+T", "Play this game") in entries


def accessible_name(widget: Any) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def test_every_focusable_tracker_control_is_named(qtbot, window, demo) -> None:
    beastrider, caliburn = demo
    for campaign, number in ((beastrider, 3), (caliburn, 4)):
        tracker = play(qtbot, window, campaign, number)
        focusable = [
            w
            for w in tracker.findChildren(QWidget)
            if w.focusPolicy() != Qt.FocusPolicy.NoFocus
            and w.isVisibleTo(tracker)
            and not isinstance(w, QScrollArea)
        ]
        assert focusable
        unnamed = [
            f"{type(w).__name__} {w.objectName()}" for w in focusable if not accessible_name(w)
        ]
        assert unnamed == []
        step = next(w for w in focusable if w.objectName() == "step")
        assert ": " in accessible_name(step) and "−" not in accessible_name(step)
        assert tracker.log_view.accessibleDescription()
        tracker.close()


def test_table_mode_fills_the_screen_with_type_sized_from_it(qtbot, window, demo) -> None:
    from ui.tracker.window import table_type

    beastrider, _caliburn = demo
    tracker = play(qtbot, window, beastrider, 3)
    usual = tracker.fontInfo().pixelSize()
    qtbot.keyClick(tracker, Qt.Key.Key_F11)
    qtbot.waitUntil(tracker.isFullScreen)
    height = tracker.screen().availableGeometry().height()
    assert f"font-size: {table_type(height)}px" in tracker.styleSheet()
    assert tracker.table_button.isChecked() and not tracker.fight.detail_label.isVisible()
    name = card(tracker, "Brann Ironhide").name_label
    assert name.fontInfo().pixelSize() > usual
    # At 200% a laptop's screen is half as high: the type still fits it.
    assert table_type(600) == 12 < table_type(1200) <= 28
    qtbot.keyClick(tracker, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not tracker.isFullScreen())
    assert tracker.isVisible() and not tracker.table_button.isChecked()
    tracker.close()


class _Paints(QObject):
    """The parts of each watched card that were painted again: a frame is drawn at a card's
    edge, which the labels inside it never reach."""

    def __init__(self, cards: list[Card]) -> None:
        super().__init__()
        self.edges: set[Card] = set()
        for one in cards:
            one.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        painted = event.type() == QEvent.Type.Paint
        # (a paint event's rect: PySide6 types what an event filter sees as a plain QEvent)
        rect = event.rect() if painted else None  # type: ignore[attr-defined]
        if isinstance(watched, Card) and rect is not None and rect.contains(QPoint(0, 0)):
            self.edges.add(watched)
        return False


def test_the_frames_follow_the_defender_and_the_attacker(qtbot, window, demo) -> None:
    """The defender's solid frame and the attacker's dashed one are drawn again on the cards
    they leave and the cards they reach, as soon as the pair changes."""
    beastrider, _caliburn = demo
    tracker = play(qtbot, window, beastrider, 3)
    pick(qtbot, tracker, "Brann Ironhide", "Maelis")
    cards = [card(tracker, name) for name in ("Brann Ironhide", "Maelis", "Hrashnarr the Hunter")]
    assert all(not one.visibleRegion().isEmpty() for one in cards)
    assert [one.property("role") for one in cards] == ["defender", "attacker", ""]
    paints = _Paints(cards)
    pick(qtbot, tracker, "Maelis", "Hrashnarr the Hunter")
    assert [one.property("role") for one in cards] == ["", "defender", "attacker"]
    qtbot.waitUntil(lambda: paints.edges == set(cards))


def test_play_and_resume_sit_on_the_games_tab_beside_the_game(qtbot, window, demo) -> None:
    beastrider, _caliburn = demo
    window.select_campaign(beastrider.id)
    window.tabs.setCurrentWidget(window.games_tab)
    button = window.games_tab.buttons["play_game"]
    recorded = Game.get((Game.campaign == beastrider) & (Game.number == 1))
    window.games_tab.select_game(recorded.id)
    assert button.isVisible() and not button.isEnabled()  # a recorded game is not played again
    waiting = Game.get((Game.campaign == beastrider) & (Game.number == 3))
    window.games_tab.select_game(waiting.id)
    assert button.text() == "Play this game…" and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    tracker = window.commands.trackers[waiting.id]
    qtbot.waitExposed(tracker)
    tracker.close()
    window.games_tab.select_game(waiting.id)
    assert button.text() == "Resume playing…" and button.isEnabled()


def test_each_card_is_striped_in_its_warbands_colour(qtbot, window, demo) -> None:
    from models.colours import warband_colours

    beastrider, _caliburn = demo
    tracker = play(qtbot, window, beastrider, 3)
    assert tracker.tracking is not None
    # The sides' colours are their warbands' (the side names' stripes show them too).
    assert set(tracker.side_colours) <= set(warband_colours(beastrider.id).values())
    pick(qtbot, tracker, "Brann Ironhide", "Maelis")  # framed cards keep their stripe too
    for place_, seat in tracker.tracking.table.seats.items():
        shown = tracker.cards[place_]
        edge = shown.grab().toImage().pixelColor(2, shown.height() // 2)
        assert edge.name() == tracker.side_colours[seat.side], (seat.name, shown.property("role"))
