"""Games, driven like a user: set up with live checks, record, correct, histories, standings."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from models.store.schema import DEAD, Character, Game, GameCharacter, GameSide
from rules.games import BEASTRIDER, CALIBURN, load_game
from tests.rules.dice import ScriptedDice
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from ui.dialogs.game_setup import GameSetupDialog
from ui.dialogs.post_battle import (
    ChoicesRole,
    MaximumRole,
    OutcomeRow,
    OutcomeTableModel,
    PostBattleDialog,
)
from ui.dialogs.warband_history import WarbandHistoryDialog
from ui.history_table import SupersededRole
from ui.main_window import MainWindow
from ui.standings_tab import StandingsTableModel


@pytest.fixture
def round_table(qtbot, window: MainWindow) -> MainWindow:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    recruit(qtbot, window, "Sir Kai", "Kai")
    new_warband(qtbot, window, "Kent", "Bob")
    recruit(qtbot, window, "Sir Gawain", "Gawain")
    return window


def open_setup(qtbot, window: MainWindow) -> GameSetupDialog:
    window.new_game_action.trigger()
    return current_dialog(qtbot, window, GameSetupDialog)


def tick(dialog: GameSetupDialog, side: int, names: set[str]) -> None:
    box = dialog.sides[side]
    model = box.characters
    for row in range(model.rowCount()):
        index = model.index(row)
        on = index.data().split(" (")[0] in names
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        model.setData(index, state, Qt.ItemDataRole.CheckStateRole)


def listed(dialog: GameSetupDialog, side: int) -> list[str]:
    box = dialog.sides[side]
    model = box.characters
    return [model.index(r).data().split(" (")[0] for r in range(model.rowCount())]


def test_last_stand_duel_and_pitched_battle_checks_run_live(qtbot, round_table) -> None:
    dialog = open_setup(qtbot, round_table)
    assert listed(dialog, 0) == ["Arthur", "Kai"] and listed(dialog, 1) == ["Gawain"]
    dialog.select_scenario("last_stand")
    assert dialog.sides[0].role_combo.currentText() == "Attacker"
    assert dialog.sides[1].role_combo.currentText() == "Defender"
    assert dialog.sides[0].points_label.text() == "2 fielded, 30 points"
    assert dialog.ok_button.isEnabled()  # 10 is within 75% of 30 (22)
    tick(dialog, 0, {"Kai"})  # attacker 10: the defender may field at most 7
    assert not dialog.ok_button.isEnabled()
    assert "75%" in dialog.errors_label.text()

    dialog.select_scenario("duel")
    assert dialog.sides[0].role_combo.isHidden()
    tick(dialog, 0, {"Arthur", "Kai"})
    assert "one" in dialog.errors_label.text().lower()
    tick(dialog, 0, {"Arthur"})
    assert dialog.ok_button.isEnabled()
    assert dialog.warnings_label.text().startswith("⚠")  # 20 against 10

    dialog.select_scenario("pitched_battle")
    tick(dialog, 0, {"Kai"})
    dialog.limit_spin.setValue(5)
    assert "over the limit" in dialog.errors_label.text()
    dialog.limit_spin.setValue(10)
    assert dialog.warnings_label.text() == "✓ The sides meet the scenario's rules."
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert round_table.tabs.currentWidget() is round_table.games_tab
    model = round_table.games_tab.model
    assert model.index(0, 2).data() == "Pitched Battle"
    assert model.index(0, 4).data() == "Not recorded yet"


def test_capture_the_relic_and_the_castle_can_be_set_up(qtbot, round_table) -> None:
    for scenario in ("capture_the_relic", "battle_in_the_castle"):
        dialog = open_setup(qtbot, round_table)
        dialog.select_scenario(scenario)
        with qtbot.waitSignal(dialog.finished):
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    story = round_table.games_tab.story
    shown = [
        [story.index(r, c).data() for c in range(story.columnCount())]
        for r in range(story.rowCount())
    ]
    assert shown[0][:2] == ["1", "begins a story"]
    assert shown[1][:2] == ["2", "game 1"]  # game 2 follows game 1
    assert shown[1][2].startswith("Battle in the Castle")


def test_space_and_a_click_tick_a_character_in_or_out(qtbot, round_table) -> None:
    """The lists of characters are ticked as any list of check boxes: Space on the current
    one, or a click on its box; the points follow."""
    dialog = open_setup(qtbot, round_table)
    side = dialog.sides[0]
    view = side.list_view
    assert side.points_label.text() == "2 fielded, 30 points"
    view.setCurrentIndex(side.characters.index(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert ticked_names(dialog, 0) == ["Arthur"]
    assert side.points_label.text() == "1 fielded, 20 points"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert ticked_names(dialog, 0) == ["Arthur", "Kai"]
    dialog.show()
    option = QStyleOptionViewItem()
    option.rect = view.visualRect(side.characters.index(0))
    option.features = QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=box.center())
    assert ticked_names(dialog, 0) == ["Kai"]
    dialog.reject()


def ticked_names(dialog: GameSetupDialog, side: int) -> list[str]:
    model = dialog.sides[side].characters
    return [
        model.index(r).data().split(" (")[0]
        for r in range(model.rowCount())
        if model.index(r).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    ]


def test_a_game_follows_the_newest_or_any_game_chosen_from_the_whole_list(
    qtbot, round_table
) -> None:
    """The follows list holds the newest games until the user goes to it, then every game;
    a game changed later shows the game it follows, however old, and never itself."""
    for _ in range(4):
        dialog = open_setup(qtbot, round_table)
        with qtbot.waitSignal(dialog.finished):
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    def went_to(combo) -> None:  # as the Tab key or a click gives it the focus
        QApplication.sendEvent(combo, QFocusEvent(QEvent.Type.FocusIn))

    def offered(combo) -> list[str]:
        return [combo.itemText(i).split(":")[0] for i in range(combo.count())]

    dialog = open_setup(qtbot, round_table)
    combo = dialog.follows_combo
    assert combo.currentText().startswith("Game 4: ")
    went_to(combo)
    assert offered(combo) == ["Nothing", "Game 4", "Game 3", "Game 2", "Game 1"]
    assert combo.currentText().startswith("Game 4")  # still the one chosen
    combo.setCurrentIndex(4)  # game 1
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    fifth = Game.get(Game.number == 5)
    assert fifth.follows.number == 1

    second = Game.get(Game.number == 2)
    campaign = round_table.campaign
    dialog = GameSetupDialog(round_table, round_table.editor, campaign=campaign, game=second)
    qtbot.addWidget(dialog)
    combo = dialog.follows_combo
    assert combo.currentText().startswith("Game 1")  # not among the newest
    went_to(combo)
    assert offered(combo) == ["Nothing", "Game 5", "Game 4", "Game 3", "Game 1"]
    assert combo.currentText().startswith("Game 1")


def test_beastrider_skirmish_and_who_goes_first(qtbot, window) -> None:
    new_campaign(qtbot, window, "Border war", "The Beastrider Wars")
    new_warband(qtbot, window, "Stags")
    recruit(qtbot, window, "Stag Rider", "Eldric")
    new_warband(qtbot, window, "Bears")
    recruit(qtbot, window, "Bear Rider", "Brann")
    dialog = open_setup(qtbot, window)
    assert dialog.scenario() == "skirmish"
    assert dialog.limit_spin.isHidden()
    assert dialog.first_button.text() == "Roll for who &goes first (d20 each)"
    dialog.rng = ScriptedDice([9, 9, 4, 17])
    qtbot.mouseClick(dialog.first_button, Qt.MouseButton.LeftButton)
    assert dialog.first_label.text() == (
        "Each side rolled a d20: Bears 9, Stags 9 (a tie, rolled again); Bears 4, Stags 17: "
        "Stags chooses who acts first."
    )
    # The roll stands: it is not rolled again until the sides change.
    assert not dialog.first_button.isEnabled()
    assert "stands" in dialog.first_button.toolTip()
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    initiative = Game.get().details["initiative"]
    assert initiative["sides"] == ["Bears", "Stags"] and initiative["rolls"][-1] == [4, 17]


def test_caliburns_wrath_rolls_a_d6_for_player_1(qtbot, round_table) -> None:
    dialog = open_setup(qtbot, round_table)
    assert dialog.first_button.text() == "Roll for who &goes first (d6 each)"
    dialog.rng = ScriptedDice([2, 5])
    qtbot.mouseClick(dialog.first_button, Qt.MouseButton.LeftButton)
    first, second = (side.warband_combo.currentText() for side in dialog.sides)
    assert dialog.first_label.text() == (
        f"Each side rolled a d6: {first} 2, {second} 5: {second} chooses who is player 1."
    )
    assert not dialog.first_button.isEnabled()
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert Game.select().order_by(Game.id.desc()).get().details["initiative"]["die"] == 6


def test_another_warband_on_a_side_voids_the_roll(qtbot, round_table) -> None:
    """The roll was for the sides as they were: another warband, and it may be rolled anew."""
    dialog = open_setup(qtbot, round_table)
    dialog.rng = ScriptedDice([2, 5])
    qtbot.mouseClick(dialog.first_button, Qt.MouseButton.LeftButton)
    assert not dialog.first_button.isEnabled() and dialog.initiative is not None
    side = dialog.sides[1]
    side.warband_combo.setCurrentIndex(1 - side.warband_combo.currentIndex())
    assert dialog.first_button.isEnabled() and dialog.initiative is None
    assert dialog.first_label.text() == ""
    # Its characters are listed and ticked, as when the dialog opened.
    assert side.characters.rowCount() == 2
    assert all(
        side.characters.index(r).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
        for r in range(side.characters.rowCount())
    )
    dialog.reject()


def set_cell(dialog: PostBattleDialog, name: str, key: str, value) -> None:
    model = dialog.model
    row = next(i for i, r in enumerate(model.rows()) if r.name == name)
    index = model.index(row, model.column_of(key))
    column = model.columns[model.column_of(key)]
    if column.kind == "bool":
        state = Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        assert model.setData(index, state.value, Qt.ItemDataRole.CheckStateRole)
    else:
        assert model.setData(index, value, Qt.ItemDataRole.EditRole)


def test_the_outcome_table_is_the_games_outcome(qtbot, qtmodeltester) -> None:
    beastrider = OutcomeTableModel(load_game(BEASTRIDER))
    assert [c.title for c in beastrider.columns] == [
        "Character",
        "Side",
        "Attack dice lost",
        "Defend dice lost",
        "Special used",
        "Fled",
        "Killed",
        "Killed by",
        "Wounds inflicted",
    ]
    model = OutcomeTableModel(load_game(CALIBURN))
    assert [(c.title, c.kind) for c in model.columns] == [
        ("Warrior", "text"),
        ("Side", "text"),
        ("Leg wounds", "int"),
        ("Arm wounds", "int"),
        ("Neck wounds", "int"),
        ("Slain / decapitated", "choice"),
        ("By whom", "choice"),
        ("Shield broken", "bool"),
        ("Weapon broken", "choice"),
        ("Second weapon broken", "choice"),
        ("Kills", "derived"),
    ]
    fate = model.column_of("fate")
    assert model.headerData(fate, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "Slain or decapitated: dead (K2)"
    )
    blank = {"leg": 0, "arm": 0, "neck": 0, "fate": "", "killed_by": None}
    blank |= {"shield_broken": False, "weapon_broken": None}
    kai = OutcomeRow(1, "Kai", 1, "Camelot", dict(blank), [(None, "—"), (2, "Gawain")])
    gawain = OutcomeRow(2, "Gawain", 2, "Kent", dict(blank), [(None, "—"), (1, "Kai")])
    gawain.weapons = [(None, "—"), ("mace", "Mace")]
    model.set_rows([kai, gawain])
    qtmodeltester.check(model, force_py=True)
    leg = model.index(0, model.column_of("leg"))
    assert leg.data(MaximumRole) == 20
    assert model.setData(leg, 99)
    assert leg.data() == 20
    weapon = model.index(1, model.column_of("weapon_broken"))
    assert weapon.data(ChoicesRole) == [(None, "—"), ("mace", "Mace")]
    assert not model.setData(weapon, "excalibur")  # not one of his
    assert model.index(1, fate).data(ChoicesRole)[2] == ("decapitated", "Decapitated")
    assert model.setData(model.index(1, model.column_of("killed_by")), 1)
    assert (model.index(1, fate).data(), model.index(0, model.column_of("kills")).data()) == (
        "Slain",
        1,
    )
    assert model.setData(model.index(1, fate), "")
    assert gawain.outcome["killed_by"] is None
    assert model.index(0, model.column_of("kills")).data() == 0
    assert not model.setData(model.index(0, 0), "Arthur")


def gc_id(dialog: PostBattleDialog, name: str) -> int:
    return next(r.gc_id for r in dialog.model.rows() if r.name == name)


def test_only_the_winners_can_have_carried_the_relic_off(qtbot, round_table) -> None:
    dialog = open_setup(qtbot, round_table)
    dialog.select_scenario("capture_the_relic")
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    round_table.record_game_action.trigger()
    post = current_dialog(qtbot, round_table, PostBattleDialog)
    assert post.relic_combo.isVisible()

    def offered() -> list[str]:
        return [post.relic_combo.itemText(i) for i in range(post.relic_combo.count())]

    assert offered() == ["Nobody"] and not post.relic_combo.isEnabled()
    kent = Character.get(Character.name == "Gawain").warband_id
    post.set_winner(kent)
    assert offered() == ["Nobody", "Gawain (Kent)"]
    post.relic_combo.setCurrentIndex(1)
    post.set_winner(Character.get(Character.name == "Kai").warband_id)
    assert offered() == ["Nobody", "Arthur (Camelot)", "Kai (Camelot)"]
    assert post.relic_combo.currentText() == "Nobody"  # Gawain lost: he cannot have it
    post.set_winner(None)
    assert offered() == ["Nobody"]
    post.reject()


def test_record_then_correct_a_game(qtbot, round_table) -> None:
    from models.shop import buy_item

    buy_item(character=Character.get(Character.name == "Kai"), item="shield")
    dialog = open_setup(qtbot, round_table)
    dialog.select_scenario("pitched_battle")
    tick(dialog, 0, {"Kai"})
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    round_table.record_game_action.trigger()
    post = current_dialog(qtbot, round_table, PostBattleDialog)
    assert [r.name for r in post.model.rows()] == ["Kai", "Gawain"]
    post.set_winner(Character.get(Character.name == "Kai").warband_id)
    set_cell(post, "Kai", "shield_broken", True)
    set_cell(post, "Kai", "arm", 1)
    set_cell(post, "Gawain", "killed_by", gc_id(post, "Kai"))
    assert post.model.index(1, post.model.column_of("fate")).data() == "Slain"
    assert post.model.index(0, post.model.column_of("kills")).data() == 1
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)

    gawain = Character.get(Character.name == "Gawain")
    assert gawain.status == DEAD
    assert round_table.games_tab.model.index(0, 4).data() == "Camelot won"
    round_table.tabs.setCurrentWidget(round_table.standings_tab)
    table = round_table.standings_tab.model
    camelot = next(r for r in table.rows() if r.name == "Camelot")
    kent = next(r for r in table.rows() if r.name == "Kent")
    assert (camelot.won, camelot.kills, kent.lost, kent.losses) == (1, 1, 1, 1)
    assert round_table.standings_tab.series_names() == ["Camelot", "Kent"]
    assert table.index(0, StandingsTableModel.COL_POINTS).data() == 2

    # The dead cannot be picked for the next game.
    dialog = open_setup(qtbot, round_table)
    assert listed(dialog, 1) == []
    assert not dialog.ok_button.isEnabled()
    dialog.reject()

    # Kai's history and record.
    round_table.tabs.setCurrentIndex(0)
    round_table.roster_tab.select_warband(Character.get(Character.name == "Kai").warband_id)
    round_table.roster_tab.select_character(Character.get(Character.name == "Kai").id)
    panel = round_table.roster_tab.character_panel
    assert panel.record_label.text() == "Games 1 · Wins 1 · Kills 1 · Injuries 1"
    texts = [panel.history_model.index(r, 1).data() for r in range(panel.history_model.rowCount())]
    assert "Killed Gawain of Kent." in texts
    assert any(t.startswith("Lost his Shield") for t in texts)

    # Reopen and correct: Gawain was only wounded, and it was a draw.
    round_table.tabs.setCurrentWidget(round_table.games_tab)
    round_table.games_tab.select_row(0)
    assert round_table.record_game_action.text() == "&Correct outcome…"
    round_table.record_game_action.trigger()
    post = current_dialog(qtbot, round_table, PostBattleDialog)
    assert post.model.index(1, post.model.column_of("fate")).data() == "Slain"
    post.set_winner(None)
    set_cell(post, "Gawain", "fate", "")
    set_cell(post, "Gawain", "neck", 1)
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    assert Character.get(Character.name == "Gawain").status == "active"
    assert round_table.games_tab.model.index(0, 4).data() == "Draw"
    round_table.tabs.setCurrentWidget(round_table.standings_tab)
    kent = next(r for r in round_table.standings_tab.model.rows() if r.name == "Kent")
    assert (kent.drawn, kent.losses) == (1, 0)

    round_table.tabs.setCurrentIndex(0)
    round_table.roster_tab.select_warband(Character.get(Character.name == "Gawain").warband_id)
    round_table.warband_history_action.trigger()
    history = current_dialog(qtbot, round_table, WarbandHistoryDialog)
    assert history.summary.text().startswith("Games 1 · Won 0 · Drawn 1 · Lost 0")
    rows = range(history.model.rowCount())
    texts = [history.model.index(r, 2).data() for r in rows]
    assert any("corrected" in text for text in texts)
    # The superseded entries stay, struck through, with the date of the correction.
    today = dt.date.today().isoformat()
    struck = {
        history.model.index(r, 2).data(): history.model.index(r, 2).data(SupersededRole)
        for r in rows
        if history.model.index(r, 2).data(SupersededRole)
    }
    death = "Slain by Kai of Camelot in game 1. Dead for the rest of the campaign."
    assert struck[death] == f"corrected on {today}"
    assert "Game 1, Pitched Battle against Camelot: lost." in struck  # the result, too
    assert death not in [t for t in texts if t not in struck]
    killed = texts.index(death)
    assert (
        history.model.index(killed, 2)
        .data(Qt.ItemDataRole.ToolTipRole)
        .endswith(f"(Superseded: corrected on {today}.)")
    )
    delegate = history.view.itemDelegateForColumn(2)
    option = QStyleOptionViewItem()
    option.rect.setWidth(300)
    assert delegate.sizeHint(option, history.model.index(killed, 2)).height() > 0
    history.view.grab()  # paints struck rows and plain rows alike
    history.close()

    # Undo the correction: Gawain is slain again.
    round_table.undo_action.trigger()
    assert Character.get(Character.name == "Gawain").status == DEAD


def test_outcome_refusal_is_shown_in_place(qtbot, round_table) -> None:
    recruit(qtbot, round_table, "The Green Knight", "Bertilak")  # into Kent
    dialog = open_setup(qtbot, round_table)
    dialog.select_scenario("pitched_battle")
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    round_table.record_game_action.trigger()
    post = current_dialog(qtbot, round_table, PostBattleDialog)
    qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    assert post.message.text() == "Choose the result: a winner, or a draw."
    post.set_winner(None)
    assert post.message.isHidden()  # answered
    set_cell(post, "Bertilak", "fate", "decapitated")
    qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    assert post.isVisible()
    assert post.message.text() == "Decapitation does Bertilak no harm at all (C3)."
    assert Game.get().result == "unrecorded"
    set_cell(post, "Bertilak", "fate", "slain")
    assert post.message.isHidden()
    post.reject()


def outcome_in_window(qtbot, window: MainWindow, number: int, slain: set[str]) -> PostBattleDialog:
    """The post-battle dialog of game ``number``, filled in: Camelot won, Kai slew ``slain``
    and everyone else lived."""
    window.tabs.setCurrentWidget(window.games_tab)
    window.games_tab.select_game(Game.get(Game.number == number).id)
    window.record_game_action.trigger()
    post = current_dialog(qtbot, window, PostBattleDialog)
    post.set_winner(Character.get(Character.name == "Kai").warband_id)
    for row in post.model.rows():
        if row.name in slain:
            set_cell(post, row.name, "killed_by", gc_id(post, "Kai"))
        elif row.name != "Kai":
            set_cell(post, row.name, "fate", "")
    return post


def test_a_later_game_keeps_someone_on_each_side(qtbot, round_table) -> None:
    """Kent's Gawain and Lucan are set up for game 2: game 1 cannot kill both, and a
    correction that brings Gawain back puts him back into game 2."""
    recruit(qtbot, round_table, "Sir Kai", "Lucan")  # into Kent
    for _game in range(2):
        dialog = open_setup(qtbot, round_table)
        dialog.select_scenario("pitched_battle")
        with qtbot.waitSignal(dialog.finished):
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    post = outcome_in_window(qtbot, round_table, 1, {"Gawain", "Lucan"})
    qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    assert post.isVisible()
    assert post.message.text() == (
        "Nothing was recorded: Kent would field no one in game 2, which is set up but not"
        " played yet, as everyone it fields there dies in game 1. Change game 2's setup first"
        " (Games ▸ Change setup…), or delete it."
    )
    assert Game.get(Game.number == 1).result == "unrecorded"
    post.reject()

    for slain in ({"Gawain"}, {"Lucan"}):  # recorded, then corrected
        post = outcome_in_window(qtbot, round_table, 1, slain)
        with qtbot.waitSignal(post.finished):
            qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    round_table.games_tab.select_game(Game.get(Game.number == 2).id)
    round_table.edit_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    assert ticked_names(dialog, 1) == ["Gawain"]
    dialog.reject()


def test_a_game_an_earlier_version_left_with_an_empty_side_asks_for_its_setup_changed(
    qtbot, round_table
) -> None:
    """Game 2 lost all of Kent's warriors to game 1 before Muster refused that (K2): the
    Games tab says its setup is to change, and it is neither played nor recorded so."""
    dialog = open_setup(qtbot, round_table)
    dialog.select_scenario("pitched_battle")
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    kent = Character.get(Character.name == "Gawain").warband_id
    GameCharacter.delete().where(
        GameCharacter.side.in_(GameSide.select(GameSide.id).where(GameSide.warband == kent))
    ).execute()
    round_table.refresh()
    round_table.tabs.setCurrentWidget(round_table.games_tab)
    round_table.games_tab.select_row(0)
    assert round_table.games_tab.model.index(0, 4).data() == (
        "Setup to change: no one fielded for Kent"
    )
    why = "No one is fielded for Kent in this game: change its setup first (Games ▸ Change setup…)"
    for action in (round_table.record_game_action, round_table.play_game_action):
        assert not action.isEnabled()
        assert action.toolTip() == why
    assert round_table.edit_game_action.isEnabled()
    round_table.edit_game_action.trigger()
    dialog = current_dialog(qtbot, round_table, GameSetupDialog)
    tick(dialog, 1, {"Gawain"})
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert round_table.games_tab.model.index(0, 4).data() == "Not recorded yet"
    assert round_table.record_game_action.isEnabled()


def test_odds_helper_from_the_tools_menu(qtbot, round_table) -> None:
    from ui.dialogs.odds import OddsDialog

    round_table.odds_action.trigger()
    dialog = round_table.commands.odds_dialog
    assert isinstance(dialog, OddsDialog)
    qtbot.waitExposed(dialog)
    assert not dialog.isModal()
    dialog.close()


def test_export_pack_and_rosters_from_the_window(qtbot, round_table, monkeypatch, tmp_path):
    from pypdf import PdfReader

    opened: list = []
    monkeypatch.setattr("ui.common.ask_save_path", lambda *_a, **_k: tmp_path / "out.pdf")
    monkeypatch.setattr("ui.common.open_file", opened.append)
    dialog = open_setup(qtbot, round_table)
    dialog.select_scenario("pitched_battle")
    with qtbot.waitSignal(dialog.finished):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert round_table.export_pack_action.isEnabled()
    round_table.export_pack_action.trigger()
    qtbot.waitUntil(lambda: bool(opened), timeout=20_000)
    text = "".join(page.extract_text() for page in PdfReader(opened[0]).pages)
    assert "Pitched Battle" in text and "Gawain" in text
    opened.clear()
    round_table.tabs.setCurrentIndex(0)
    round_table.export_all_rosters_action.trigger()
    qtbot.waitUntil(lambda: bool(opened), timeout=20_000)
    text = "".join(page.extract_text() for page in PdfReader(opened[0]).pages)
    assert "Camelot" in text and "Kent" in text


def test_chart_keeps_only_the_corners_of_each_line() -> None:
    from ui.standings_tab import corners

    xs = [0, 1, 2, 3, 4, 5, 6]
    ys = [0, 2, 2, 2, 4, 6, 6]
    assert corners(xs, ys) == [(0, 0), (1, 2), (3, 2), (5, 6), (6, 6)]
    assert corners([0, 1], [0, 2]) == [(0, 0), (1, 2)]


def test_the_game_summary_is_as_tall_as_what_it_says(qtbot, window) -> None:
    from models.demo import create_demo_campaigns
    from models.store.schema import Game
    from ui.dialogs.game_summary import GameSummaryDialog

    campaign = create_demo_campaigns()[1]
    game = Game.get((Game.campaign == campaign) & (Game.number == 2))  # a short one
    dialog = GameSummaryDialog(window, game=game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() < GameSummaryDialog.default_size[1]  # no empty half page
    assert dialog.text_view.verticalScrollBar().maximum() == 0  # and all of it shown
    dialog.close()
