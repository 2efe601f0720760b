"""The post-battle table, driven with the keyboard and the mouse: Enter never records, the
columns stay put, and a shield is ticked broken only where there is one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from models.demo import create_demo_campaigns
from models.history import xp_accounts
from models.shop import buy_item
from models.store.schema import Character, Game
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from tests.ui.test_games_ui import open_setup, set_cell
from ui.dialogs.post_battle import PostBattleDialog
from ui.main_window import MainWindow


@pytest.fixture
def post(qtbot, window: MainWindow) -> PostBattleDialog:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    recruit(qtbot, window, "Sir Kai", "Kai")
    buy_item(character=Character.get(Character.name == "Arthur"), item="shield")
    new_warband(qtbot, window, "Kent", "Bob")
    recruit(qtbot, window, "Sir Gawain", "Gawain of the Orkney Isles")
    setup = open_setup(qtbot, window)
    setup.select_scenario("pitched_battle")
    with qtbot.waitSignal(setup.finished):
        qtbot.mouseClick(setup.ok_button, Qt.MouseButton.LeftButton)
    window.record_game_action.trigger()
    dialog = current_dialog(qtbot, window, PostBattleDialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def cell(dialog: PostBattleDialog, name: str, key: str):
    model = dialog.model
    row = next(i for i, r in enumerate(model.rows()) if r.name == name)
    return model.index(row, model.column_of(key))


def test_enter_in_the_table_never_records_the_game(qtbot, post: PostBattleDialog) -> None:
    post.set_winner(None)
    post.view.setFocus()
    post.view.setCurrentIndex(cell(post, "Kai", "shield_broken"))
    qtbot.waitUntil(post.view.hasFocus)
    qtbot.keyClick(post.view, Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Enter)
    assert post.isVisible()
    assert Game.get().result == "unrecorded"
    # Enter on a count opens its editor, and Enter there only closes it.
    post.view.setCurrentIndex(cell(post, "Kai", "arm"))
    qtbot.keyClick(post.view, Qt.Key.Key_Return)
    editor = QApplication.focusWidget()
    assert editor is not post.view
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: post.view.state() != QAbstractItemView.State.EditingState)
    assert cell(post, "Kai", "arm").data() == 2
    assert post.isVisible() and Game.get().result == "unrecorded"
    # Recording takes Ctrl+Enter (or the button).
    with qtbot.waitSignal(post.finished):
        qtbot.keyClick(post.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert Game.get().result == "draw"


def test_the_columns_stay_put_while_the_outcome_is_entered(qtbot, post: PostBattleDialog) -> None:
    header = post.view.horizontalHeader()
    before = [header.sectionSize(c) for c in range(header.count())]
    gawain = next(r.gc_id for r in post.model.rows() if r.name.startswith("Gawain"))
    set_cell(post, "Kai", "killed_by", gawain)  # "Gawain of the Orkney Isles (Kent)"
    set_cell(post, "Arthur", "fate", "decapitated")
    set_cell(post, "Arthur", "leg", 12)
    assert [header.sectionSize(c) for c in range(header.count())] == before
    # Everything a list can offer shows whole in its column: on one line where the screen
    # has room (the test screen is 800 px wide: wrapped, its row as tall as it needs).
    killer = cell(post, "Kai", "killed_by")
    qtbot.waitUntil(lambda: shows_whole(post, killer))


def shows_whole(post: PostBattleDialog, index) -> bool:
    """Whether a cell's text is whole: its longest word within its column, and its row as
    tall as the text wrapped to the column needs."""
    view = post.view
    metrics = view.fontMetrics()
    width = view.columnWidth(index.column())
    text = str(index.data())
    longest = max(metrics.horizontalAdvance(word) for word in text.split())
    needed = metrics.boundingRect(
        QRect(0, 0, width - 8, 10_000), int(Qt.TextFlag.TextWordWrap), text
    ).height()
    return longest < width and view.rowHeight(index.row()) >= needed


def test_the_warriors_names_are_never_cut_and_the_dialog_takes_the_tables_width(
    qtbot, post: PostBattleDialog
) -> None:
    header = post.view.horizontalHeader()
    names = [post.model.index(row, 0) for row in range(post.model.rowCount())]
    qtbot.waitUntil(lambda: all(shows_whole(post, name) for name in names))
    room = post.screen().availableGeometry().width()
    assert post.width() >= min(header.length(), room - 40)
    # On the 800 px test screen the table fits without scrolling sideways.
    qtbot.waitUntil(lambda: post.view.horizontalScrollBar().maximum() == 0)
    # Narrowed by hand, the table scrolls; the names keep their width.
    before = header.sectionSize(0)
    post.resize(400, post.height())
    qtbot.waitUntil(lambda: post.view.viewport().width() < header.length())
    assert header.sectionSize(0) == before


def test_only_a_warrior_with_a_shield_can_have_it_broken(qtbot, post: PostBattleDialog) -> None:
    kai = cell(post, "Kai", "shield_broken")
    assert kai.data(Qt.ItemDataRole.CheckStateRole) is None  # no box to tick
    assert not kai.flags() & Qt.ItemFlag.ItemIsUserCheckable
    assert kai.data(Qt.ItemDataRole.ToolTipRole) == "Kai carries no shield."
    qtbot.mouseClick(
        post.view.viewport(), Qt.MouseButton.LeftButton, pos=post.view.visualRect(kai).center()
    )
    assert kai.data(Qt.ItemDataRole.CheckStateRole) is None

    arthur = cell(post, "Arthur", "shield_broken")
    flags = arthur.flags()
    assert flags & Qt.ItemFlag.ItemIsEnabled and flags & Qt.ItemFlag.ItemIsUserCheckable
    assert arthur.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    # The box sits in the middle of its cell, where a click ticks it.
    qtbot.mouseClick(
        post.view.viewport(), Qt.MouseButton.LeftButton, pos=post.view.visualRect(arthur).center()
    )
    assert arthur.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked


def test_the_effects_are_said_in_words_with_the_rulings_as_a_tooltip(
    post: PostBattleDialog,
) -> None:
    text = post.effects_label.text()
    assert "Deaths are for good." in text and "(K2)" not in text
    assert "Ruling K2" in post.effects_label.toolTip()


def test_another_killer_takes_the_wound_that_killed_and_the_screen_says_so(
    qtbot, window: MainWindow
) -> None:
    """B1: in The Beastrider Wars the wound that kills is the killer's. Correcting who killed
    Osk moves it from Brann to Hrashnarr, and says so; a killer without the wound is told."""
    beastrider = next(c for c in create_demo_campaigns() if c.game == "beastrider_wars")
    window.refresh()
    window.select_campaign(beastrider.id)
    window.tabs.setCurrentWidget(window.games_tab)
    first = Game.get((Game.campaign == beastrider) & (Game.number == 1))
    window.games_tab.select_game(first.id)
    window.record_game_action.trigger()
    dialog = current_dialog(qtbot, window, PostBattleDialog)
    assert dialog.correcting and dialog.hints_label.isHidden()
    hrashnarr = next(r.gc_id for r in dialog.model.rows() if r.name == "Hrashnarr the Hunter")
    assert cell(dialog, "Brann Ironhide", "wounds_inflicted").data() == 2
    assert cell(dialog, "Hrashnarr the Hunter", "wounds_inflicted").data() == 1
    set_cell(dialog, "Osk", "killed_by", hrashnarr)
    assert cell(dialog, "Brann Ironhide", "wounds_inflicted").data() == 1
    assert cell(dialog, "Hrashnarr the Hunter", "wounds_inflicted").data() == 2
    assert dialog.hints_label.isVisibleTo(dialog)
    assert dialog.hints_label.text() == (
        "⚠ The wound that killed Osk is now Hrashnarr the Hunter's, not Brann Ironhide's: their "
        "wounds inflicted changed with it (B1)."
    )
    set_cell(dialog, "Hrashnarr the Hunter", "wounds_inflicted", 0)
    assert dialog.hints_label.text().endswith(
        "⚠ Hrashnarr the Hunter killed 1 but inflicted 0: the wound that kills is his killer's "
        "(B1). Check the wounds inflicted."
    )
    dialog.reject()


def test_each_warriors_xp_is_shown_before_the_game_is_recorded(
    qtbot, window: MainWindow, post: PostBattleDialog
) -> None:
    """K6, in a campaign made now: the XP column follows the result and the kills as they are
    entered, and what is recorded is what it showed."""
    assert post.model.headerData(post.model.column_of("xp"), Qt.Orientation.Horizontal) == "XP"
    assert "Survivors earn XP: 1 for playing" in post.effects_label.text()
    assert cell(post, "Kai", "xp").data() == 1
    camelot = next(s.warband_id for s in post.sides if s.warband.name == "Camelot")
    post.set_winner(camelot)
    assert [cell(post, n, "xp").data() for n in ("Arthur", "Kai")] == [2, 2]
    kai = next(r.gc_id for r in post.model.rows() if r.name == "Kai")
    set_cell(post, "Gawain of the Orkney Isles", "killed_by", kai)
    assert cell(post, "Kai", "xp").data() == 3
    assert cell(post, "Gawain of the Orkney Isles", "xp").data() == 0  # the dead earn nothing
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    effects = Game.get().details["effects"]
    assert sorted(e["xp"] for e in effects.values()) == [0, 2, 3]
    kai_c = Character.get(Character.name == "Kai")
    assert xp_accounts([kai_c.id])[kai_c.id].left == 3
    window.undo_action.trigger()  # undoing the recording takes its XP back
    assert Game.get().result == "unrecorded"
    assert xp_accounts([kai_c.id])[kai_c.id].left == 0
