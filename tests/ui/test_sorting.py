"""Every table sorts by a click on a column's title, keeps what is selected as its rows move,
keeps the order chosen when it is read again, and a third click gives the screen's order back;
its columns are as wide as what they hold."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

from models.demo import create_demo_campaigns
from models.store.backup import BackupInfo
from tests.ui.helpers import current_dialog, new_campaign, new_warband
from tests.ui.test_game_log_ui import record_a_battle
from ui.campaign_log import LogTableModel
from ui.dialogs.backups import BackupTableModel
from ui.dialogs.list_editor import DictTableModel
from ui.dialogs.settings import CampaignSettingsDialog
from ui.item_models import NATURAL, RosterTableModel, WarbandTableModel, sort_text
from ui.main_window import MainWindow
from ui.standings_tab import StandingsTableModel


def click_title(qtbot, view: QTableView, column: int) -> None:
    """A click on a column's title, where the user sees it."""
    header = view.horizontalHeader()
    middle = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, header.height() // 2)
    )


def shown(view: QTableView, column: int) -> list[str]:
    """A column's text from the top row down, as the view shows it."""
    model = view.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def demo(window: MainWindow, game: int) -> None:
    campaigns = create_demo_campaigns()
    window.refresh()
    window.select_campaign(campaigns[game].id)


def test_numbers_sort_as_numbers_and_words_without_case() -> None:
    assert sorted(["12 gp", "9 gp", "100 gp"], key=sort_text) == ["9 gp", "12 gp", "100 gp"]
    assert sorted(["3 of 5", "10 of 12", "3 of 4"], key=sort_text) == [
        "3 of 4",
        "3 of 5",
        "10 of 12",
    ]
    assert sorted(["sir Kai", "King Arthur", "Cai"], key=sort_text) == [
        "Cai",
        "King Arthur",
        "sir Kai",
    ]
    assert sorted([12, 9, 100], key=sort_text) == [9, 12, 100]


def test_a_sorted_model_passes_the_model_tester(qtmodeltester) -> None:
    model = DictTableModel([("name", "Name"), ("move", "Move")])
    model.set_rows([{"name": n, "move": m} for n, m in (("b", 10), ("a", 9), ("c", None))])
    qtmodeltester.check(model, force_py=True)  # and it watches every change after
    model.sort(1, Qt.SortOrder.AscendingOrder)
    assert [model.record(r)["name"] for r in range(3)] == ["a", "b", "c"]  # 9, 10, base move
    model.set_rows([*model.given_rows(), {"name": "d", "move": 1}])  # read again: kept sorted
    assert [model.record(r)["name"] for r in range(4)] == ["d", "a", "b", "c"]
    model.append_rows([{"name": "e", "move": 9}])  # rows of a next page: in their places
    assert [model.record(r)["name"] for r in range(5)] == ["d", "a", "e", "b", "c"]
    model.sort(NATURAL)
    assert [model.record(r)["name"] for r in range(5)] == ["b", "a", "c", "d", "e"]


def test_the_warband_list_sorts_and_keeps_its_selection_and_order(qtbot, window) -> None:
    new_campaign(qtbot, window, "Heptarchy", "Caliburn's Wrath")
    for name in ("Wessex", "anglia", "Mercia", "Kent"):
        new_warband(qtbot, window, name)
    tab = window.roster_tab
    view = tab.warband_view
    natural = shown(view, WarbandTableModel.COL_NAME)
    assert view.isSortingEnabled() and view.horizontalHeader().sortIndicatorSection() == -1
    assert natural == ["Kent", "Mercia", "Wessex", "anglia"]  # nothing moved before a click
    tab.select_warband(tab.warband_model.record(1).warband.id)
    chosen = tab.selected_warband().name
    roster = shown(tab.roster_view, RosterTableModel.COL_NAME)

    click_title(qtbot, view, WarbandTableModel.COL_NAME)
    names = shown(view, WarbandTableModel.COL_NAME)
    assert names == ["anglia", "Kent", "Mercia", "Wessex"]
    # The same warband is selected where it moved to, and its roster still shows.
    assert tab.selected_warband().name == chosen
    assert names[view.currentIndex().row()] == chosen
    assert shown(tab.roster_view, RosterTableModel.COL_NAME) == roster

    click_title(qtbot, view, WarbandTableModel.COL_NAME)  # again: the other way
    assert shown(view, WarbandTableModel.COL_NAME) == sorted(natural, key=sort_text)[::-1]
    window.refresh()  # read again: the order the user chose stays
    assert shown(view, WarbandTableModel.COL_NAME) == sorted(natural, key=sort_text)[::-1]
    assert tab.selected_warband().name == chosen
    click_title(qtbot, view, WarbandTableModel.COL_NAME)  # a third time: the screen's order
    assert shown(view, WarbandTableModel.COL_NAME) == natural
    assert tab.selected_warband().name == chosen


def test_figures_sort_the_most_first_on_the_first_click(qtbot, window) -> None:
    demo(window, 1)
    window.resize(1280, 800)  # room for the Gold column (a narrow list drops it)
    view = window.roster_tab.warband_view
    model = window.roster_tab.warband_model
    click_title(qtbot, view, WarbandTableModel.COL_GOLD)
    gold = [model.record(r).gold for r in range(model.rowCount())]
    assert gold == sorted(gold, reverse=True) and gold[0] != gold[-1]
    click_title(qtbot, view, WarbandTableModel.COL_GOLD)
    assert [model.record(r).gold for r in range(model.rowCount())] == sorted(gold)


def test_the_roster_table_sorts_and_its_cards_follow_the_selection(qtbot, window) -> None:
    demo(window, 1)
    tab = window.roster_tab
    tab.select_warband(
        tab.warband_model.record(
            tab.warband_model.row_of(lambda r: r.warband.name == "Knights of Camelot")
        ).warband.id
    )
    tab.show_roster_view(1)
    view = tab.roster_view
    natural = shown(view, RosterTableModel.COL_NAME)
    tab.select_character(tab.roster_model.record(0).character_id)
    chosen = tab.selected_character().name

    click_title(qtbot, view, RosterTableModel.COL_NAME)
    names = shown(view, RosterTableModel.COL_NAME)
    assert names == sorted(natural, key=sort_text) and names != natural
    assert tab.selected_character().name == chosen
    assert names[view.currentIndex().row()] == chosen and view.currentIndex().row() != 0
    assert tab.character_panel.isVisible()
    # The cards show the sorted roster, with the same warrior picked out.
    qtbot.mouseClick(tab.view_buttons["cards"], Qt.MouseButton.LeftButton)
    assert [card.row.name for card in tab.roster_cards.cards] == names
    picked = [card.row.name for card in tab.roster_cards.cards if card.property("selected")]
    assert picked == [chosen]


def test_the_standings_sort(qtbot, window) -> None:
    demo(window, 0)
    window.tabs.setCurrentWidget(window.standings_tab)
    tab = window.standings_tab
    view = tab.view
    best_first = shown(view, StandingsTableModel.COL_WARBAND)
    assert view.isSortingEnabled()
    click_title(qtbot, view, StandingsTableModel.COL_KILLS)
    kills = [tab.model.record(r).kills for r in range(tab.model.rowCount())]
    assert kills == sorted(kills, reverse=True)
    click_title(qtbot, view, StandingsTableModel.COL_WARBAND)
    assert shown(view, StandingsTableModel.COL_WARBAND) == sorted(best_first, key=sort_text)


def test_the_league_table_leaves_room_for_its_figures(qtbot, window) -> None:
    demo(window, 0)
    window.resize(1280, 800)
    window.tabs.setCurrentWidget(window.standings_tab)
    view = window.standings_tab.view
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: header.length() == view.viewport().width())
    columns = range(header.count())
    # No column cut: each as wide as its title and what it holds.
    for column in columns:
        needed = max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
        assert header.sectionSize(column) >= needed, view.model().headers[column]
    figures = [header.sectionSize(c) for c in StandingsTableModel.figures]
    assert len(set(figures)) == 1  # one width, as a league table's columns are
    assert figures[0] > max(header.sectionSizeHint(c) for c in StandingsTableModel.figures)
    # The warband's name takes what is left, not three quarters of the table.
    warband = header.sectionSize(StandingsTableModel.COL_WARBAND)
    assert warband < 0.6 * view.viewport().width()
    assert header.sectionResizeMode(StandingsTableModel.COL_WARBAND) == (
        QHeaderView.ResizeMode.Stretch
    )


def test_leaderboards_sort_by_their_figure_the_most_first(qtbot, window) -> None:
    record_a_battle(qtbot, window).close()
    window.tabs.setCurrentWidget(window.standings_tab)
    boards = window.standings_tab.leaderboards
    boards.parentWidget().parentWidget().setCurrentWidget(boards)
    view = boards.views["games"]
    natural = shown(view, 1)
    click_title(qtbot, view, 1)  # Character
    assert shown(view, 1) == sorted(natural, key=sort_text)
    click_title(qtbot, view, 1)
    assert shown(view, 1) == sorted(natural, key=sort_text)[::-1]


def test_the_whole_log_sorts_not_only_the_page_read(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr("ui.campaign_log.PAGE", 5)
    record_a_battle(qtbot, window).close()
    log = window.games_tab.log
    log.filter_by()  # read again, with pages of five
    model = log.model
    assert model.rowCount() == 5 < model.total
    first = "Campaign “Round Table” of Caliburn's Wrath begun."
    click_title(qtbot, log.view, LogTableModel.COL_WHEN)  # oldest first
    texts = shown(log.view, LogTableModel.COL_TEXT)
    assert len(texts) == model.total and not model.canFetchMore()
    assert texts[0] == first
    dates = shown(log.view, LogTableModel.COL_WHEN)
    assert dates == sorted(dates)
    log.filter_by(kind="game")  # read again, sorted: every entry of the kind, oldest first
    texts = shown(log.view, LogTableModel.COL_TEXT)
    assert len(texts) == model.total == 6 and texts[0].startswith("Game 1 set up")
    click_title(qtbot, log.view, LogTableModel.COL_WHEN)
    click_title(qtbot, log.view, LogTableModel.COL_WHEN)  # the log's own order, newest first
    assert shown(log.view, LogTableModel.COL_TEXT) == texts[::-1]


def test_backups_sort_by_when_they_were_taken_and_by_size() -> None:
    def info(day: int, size: int) -> BackupInfo:
        return BackupInfo(Path(f"b{day}.sqlite3"), dt.datetime(2025, 3, day, 9), "auto", size)

    model = BackupTableModel()
    # Written "Fri 14 Mar", "Sat 08 Mar", "Mon 10 Mar": as text, Fri < Mon < Sat.
    model.set_rows([info(14, 980), info(8, 12_400), info(10, 3_100_000)])
    model.sort(BackupTableModel.COL_TAKEN, Qt.SortOrder.AscendingOrder)
    assert [model.record(r).created.day for r in range(3)] == [8, 10, 14]
    model.sort(BackupTableModel.COL_SIZE, Qt.SortOrder.DescendingOrder)
    taken = [model.index(r, BackupTableModel.COL_SIZE).data() for r in range(3)]
    assert taken == ["3.1 MB", "12.4 kB", "980 bytes"]


@pytest.fixture
def profiles(qtbot, window: MainWindow) -> CampaignSettingsDialog:
    new_campaign(qtbot, window, "Round Table", "Caliburn's Wrath")
    new_warband(qtbot, window, "Saxons")
    window.settings_action.trigger()
    dialog = current_dialog(qtbot, window, CampaignSettingsDialog)
    dialog.tabs.setCurrentWidget(dialog.profiles)
    for name, points in (("Saxon spearman", 4), ("Jute", 12), ("Saxon thegn", 9)):
        dialog.profile_name.setText(name)
        dialog.profile_spins["points"].setValue(points)
        qtbot.mouseClick(dialog.profiles.add_button, Qt.MouseButton.LeftButton)
    return dialog


def test_the_profiles_table_fits_its_names_and_figures(qtbot, profiles) -> None:
    view = profiles.profiles.view
    header = view.horizontalHeader()
    qtbot.waitUntil(lambda: header.sectionSize(0) >= view.sizeHintForColumn(0))
    name = profiles.profiles.model.index(0, 0)
    assert name.data() == "Saxon spearman"
    # On one line: as wide as the name, no row taller than a line.
    text = view.fontMetrics().horizontalAdvance("Saxon spearman")
    assert header.sectionSize(0) > text
    assert view.rowHeight(0) == view.verticalHeader().defaultSectionSize()
    # Each figure as wide as its title or what it holds, the last one not stretched.
    for column in range(1, header.count()):
        needed = max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
        assert header.sectionSize(column) == needed, profiles.profiles.model.headers[column]
    profiles.reject()


def test_profiles_sorted_are_still_changed_and_saved_as_they_were(qtbot, profiles) -> None:
    editor = profiles.profiles
    view = editor.view
    click_title(qtbot, view, 1)  # Points: 4, 9, 12
    assert shown(view, 0) == ["Saxon spearman", "Saxon thegn", "Jute"]
    editor.select(2)
    assert profiles.profile_name.text() == "Jute"  # the form shows the row selected
    profiles.profile_spins["points"].setValue(5)
    qtbot.mouseClick(editor.update_button, Qt.MouseButton.LeftButton)
    assert shown(view, 0) == ["Saxon spearman", "Jute", "Saxon thegn"]  # 4, 5, 9
    assert shown(view, 1)[1] == "5"
    assert editor.selected_row() == 1  # the row changed is still the one selected
    profiles.profile_name.setText("Angle")
    profiles.profile_spins["points"].setValue(1)
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert editor.selected_row() == 0 and profiles.profile_name.text() == "Angle"
    # The campaign keeps them in the order they were made, whatever order the table shows.
    assert [row["name"] for row in editor.rows()] == [
        "Saxon spearman",
        "Jute",
        "Saxon thegn",
        "Angle",
    ]
    editor.select(shown(view, 0).index("Saxon thegn"))
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert shown(view, 0) == ["Angle", "Saxon spearman", "Jute"]
    profiles.reject()


def test_the_games_sort_by_scenario_and_back(qtbot, window) -> None:
    demo(window, 1)
    window.tabs.setCurrentWidget(window.games_tab)
    view = window.games_tab.view
    natural = shown(view, 0)
    assert view.isSortingEnabled()
    click_title(qtbot, view, 2)  # Scenario
    assert shown(view, 2) == sorted(shown(view, 2), key=sort_text)
    click_title(qtbot, view, 2)
    click_title(qtbot, view, 2)  # the third click: the tab's own order again
    assert shown(view, 0) == natural
