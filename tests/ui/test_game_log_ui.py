"""The after-game summary and the campaign log, driven like a user."""

from __future__ import annotations

from PySide6.QtCore import Qt

from models.shop import buy_item
from models.store.schema import Character, Warband
from tests.ui.helpers import current_dialog, new_campaign, new_warband, recruit
from tests.ui.test_games_ui import gc_id, open_setup, set_cell
from ui.campaign_log import LogTableModel
from ui.dialogs.game_summary import GameSummaryDialog
from ui.dialogs.post_battle import PostBattleDialog
from ui.history_table import SupersededRole
from ui.main_window import MainWindow


def who(name: str) -> Character:
    return Character.get(Character.name == name)


def record_a_battle(qtbot, window: MainWindow) -> GameSummaryDialog:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Camelot", "Ann")
    recruit(qtbot, window, "Sir Kai", "Kai")
    new_warband(qtbot, window, "Kent", "Bob")
    recruit(qtbot, window, "Sir Gawain", "Gawain")
    buy_item(character=who("Kai"), item="shield")
    buy_item(character=who("Gawain"), item="helmet")
    setup = open_setup(qtbot, window)
    setup.select_scenario("duel")
    with qtbot.waitSignal(setup.finished):
        qtbot.mouseClick(setup.ok_button, Qt.MouseButton.LeftButton)
    window.record_game_action.trigger()
    post = current_dialog(qtbot, window, PostBattleDialog)
    post.set_winner(who("Kai").warband_id)
    set_cell(post, "Kai", "shield_broken", True)
    set_cell(post, "Gawain", "killed_by", gc_id(post, "Kai"))
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    return current_dialog(qtbot, window, GameSummaryDialog)


def test_after_recording_a_summary_says_what_the_game_did(qtbot, window) -> None:
    summary = record_a_battle(qtbot, window)
    assert summary.windowTitle() == "After the battle — Game 1: Duel"
    text = summary.text_view.toPlainText()
    for line in (
        "Camelot won against Kent.",
        "Killed\nGawain (Kent): slain by Kai of Camelot",
        "Lasting injuries\nNone.",
        "Lost: broken in the game\nKai: Shield",
        "Left in the stash by the dead\nGawain's Helmet, to the stash of Kent",
        "Gold paid: 3 gp\nKai: 3 gp",  # played 1, won 1, a kill 1; the dead earn nothing
    ):
        assert line in text.replace("\u2028", "\n"), line
    summary.close()

    # Later, from the Games menu.
    window.games_tab.select_row(0)
    assert window.game_summary_action.isEnabled()
    window.game_summary_action.trigger()
    again = current_dialog(qtbot, window, GameSummaryDialog)
    assert again.text_view.toPlainText() == text
    again.close()


def log_column(window: MainWindow, column: int) -> list[str]:
    model = window.games_tab.log.model
    return [model.index(r, column).data() for r in range(model.rowCount())]


def test_the_campaign_log_filtered_by_warband_and_kind(qtbot, window) -> None:
    record_a_battle(qtbot, window).close()
    log = window.games_tab.log
    assert log.isVisible()
    whole = log_column(window, LogTableModel.COL_TEXT)
    assert whole[-1] == "Campaign “Round Table” of Caliburn's Wrath begun."  # oldest last
    assert log.count_label.text() == f"{len(whole)} entries"
    assert log_column(window, LogTableModel.COL_WARBAND)[-1] == "The campaign"

    log.filter_by(kind="death")
    assert log_column(window, LogTableModel.COL_TEXT) == [
        "Slain by Kai of Camelot in game 1. Dead for the rest of the campaign."
    ]
    assert log_column(window, LogTableModel.COL_WHO) == ["Gawain"]
    assert log_column(window, LogTableModel.COL_KIND) == ["Deaths"]
    assert log.count_label.text() == "1 entry"

    camelot = Warband.get(Warband.name == "Camelot")
    log.filter_by(warband_id=camelot.id, kind="gear_lost")
    assert log_column(window, LogTableModel.COL_TEXT) == ["Lost his Shield: broken in the game."]
    log.filter_by(warband_id=camelot.id)
    assert set(log_column(window, LogTableModel.COL_WARBAND)) == {"Camelot"}

    # The filters stay as they are when something changes.
    window.tabs.setCurrentIndex(0)
    window.roster_tab.select_warband(camelot.id)
    recruit(qtbot, window, "King Arthur Pendragon", "Arthur")
    window.tabs.setCurrentWidget(window.games_tab)
    assert log.warband_combo.currentText() == "Camelot"
    assert "Recruited as King Arthur Pendragon with 15 gp." in log_column(
        window, LogTableModel.COL_TEXT
    )


def test_a_long_log_is_read_a_page_at_a_time(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr("ui.campaign_log.PAGE", 5)
    record_a_battle(qtbot, window).close()
    log = window.games_tab.log
    log.filter_by(kind="game")  # read again, with pages of five
    model = log.model
    assert model.total == 6 and model.rowCount() == 5
    assert log.count_label.text() == "6 entries"
    assert model.canFetchMore()
    log.view.scrollToBottom()  # the view asks for the rest as the user scrolls down
    qtbot.waitUntil(lambda: model.rowCount() == 6)
    assert not model.canFetchMore()
    assert log_column(window, LogTableModel.COL_TEXT)[-1].startswith("Game 1 set up")


def test_the_log_strikes_through_what_a_correction_superseded(qtbot, window) -> None:
    record_a_battle(qtbot, window).close()
    window.games_tab.select_row(0)
    window.record_game_action.trigger()  # reopen the game to correct it
    post = current_dialog(qtbot, window, PostBattleDialog)
    set_cell(post, "Gawain", "killed_by", None)
    set_cell(post, "Gawain", "fate", "")
    with qtbot.waitSignal(post.finished):
        qtbot.mouseClick(post.ok_button, Qt.MouseButton.LeftButton)
    current_dialog(qtbot, window, GameSummaryDialog).close()
    log = window.games_tab.log
    log.filter_by(kind="kill")
    model = log.model
    assert log_column(window, LogTableModel.COL_TEXT) == ["Killed Gawain of Kent."]
    text = model.index(0, LogTableModel.COL_TEXT)
    assert text.data(SupersededRole).startswith("corrected on ")
    assert "(Superseded: corrected on " in text.data(Qt.ItemDataRole.ToolTipRole)
    log.filter_by(kind="correction")
    assert model.rowCount() >= 1
    assert not model.index(0, LogTableModel.COL_TEXT).data(SupersededRole)


def test_the_games_tab_says_when_a_log_predates_a_correction(qtbot, database) -> None:
    """What a user reads above a corrected game's log: it was kept at the table, and the
    corrected record is what counts; nothing above the log of a game never corrected."""
    from models.demo import create_demo_campaigns
    from models.outcomes import record_outcome
    from models.store.schema import Game
    from tests.models.test_tracker import recorded_at_the_table
    from ui.game_log_view import GameLogView

    create_demo_campaigns()
    game, camelot = recorded_at_the_table()
    view = GameLogView()
    qtbot.addWidget(view)
    view.show()
    view.show_game(game.id)
    assert view.shown() and not view.note.isVisible()
    record_outcome(game=Game.get_by_id(game.id), winner=camelot, outcomes={})  # Oswy lived
    view.show_game(game.id)
    assert view.note.isVisible()
    assert view.note.text().startswith("This log was kept at the table as the game was played.")
    assert "the record is what counts" in view.note.text()
