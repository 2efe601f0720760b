"""Every table keeps its columns when what it shows is read again: after a change made here,
after another player's change (a live update) and after connecting again. The warband list's
Gold column once vanished after any of them, and came back only at the next start."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView, QTreeView

from models.characters import recruit
from models.store.schema import Warband
from tests.demo_data import demo_campaigns
from tests.ui.helpers import recruit as recruit_here
from ui.item_models import WarbandTableModel
from ui.main_window import GAMES, STANDINGS, MainWindow


def shown_columns(view: QTableView | QTreeView) -> list[str]:
    """The titles of the columns a view shows, left to right."""
    header = view.horizontalHeader() if isinstance(view, QTableView) else view.header()
    model = view.model()
    columns = sorted(
        (header.visualIndex(c), c)
        for c in range(model.columnCount())
        if not header.isSectionHidden(c) and header.sectionSize(c) > 0
    )
    return [
        str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
        for _place, c in columns
    ]


def tables(window: MainWindow) -> Iterator[tuple[str, QTableView | QTreeView]]:
    """Every table of the window, each tab shown in turn so that it is read."""
    window.tabs.setCurrentIndex(0)
    roster = window.roster_tab
    yield "warbands", roster.warband_view
    roster.show_roster_view(1)
    yield "roster", roster.roster_view
    yield "history", roster.character_panel.history_view
    window.tabs.setCurrentIndex(GAMES)
    games = window.games_tab
    yield "games", games.view
    yield "story", games.story_view
    yield "campaign log", games.log.view
    window.tabs.setCurrentIndex(STANDINGS)
    standings = window.standings_tab
    yield "standings", standings.view
    standings.lower_tabs.setCurrentWidget(standings.leaderboards)
    for key, view in standings.leaderboards.views.items():
        yield f"leaderboard {key}", view
    standings.lower_tabs.setCurrentIndex(0)
    window.tabs.setCurrentIndex(0)


def columns_of(qtbot, window: MainWindow) -> dict[str, list[str]]:
    found = {}
    for name, view in tables(window):
        qtbot.waitUntil(view.isVisible, timeout=2000)
        found[name] = shown_columns(view)
    return found


@pytest.fixture
def caliburn(qtbot, window: MainWindow) -> MainWindow:
    """The Caliburn's Wrath demo at 1280×800, its first warband and warrior selected."""
    campaign = demo_campaigns()[1]
    window.resize(1280, 800)
    window.refresh()
    window.select_campaign(campaign.id)
    qtbot.waitUntil(lambda: window.roster_tab.warband_model.rowCount() > 0)
    return window


def test_the_warband_list_keeps_its_gold_after_a_change(qtbot, caliburn: MainWindow) -> None:
    """Gold is this game's currency: it stays beside the warband's name at 1280×800."""
    view = caliburn.roster_tab.warband_view
    qtbot.waitUntil(lambda: not view.isColumnHidden(WarbandTableModel.COL_GOLD))
    before = shown_columns(view)
    recruit_here(qtbot, caliburn, "Saxon spearman (campaign profile)", "Bob")
    assert shown_columns(view) == before
    caliburn.editor.others_changed.emit(frozenset({"*"}))
    assert shown_columns(view) == before
    caliburn.show_database(caliburn.location)
    assert shown_columns(view) == before


def test_every_table_keeps_its_columns_after_a_change_a_live_change_and_a_reconnect(
    qtbot, caliburn: MainWindow
) -> None:
    before = columns_of(qtbot, caliburn)
    assert "Gold" in before["warbands"] and "Kit" in before["roster"]
    # A change made here.
    recruit_here(qtbot, caliburn, "Saxon spearman (campaign profile)", "Bob")
    assert columns_of(qtbot, caliburn) == before
    # Another player's change, heard live.
    selected = caliburn.roster_tab.selected_warband()
    assert selected is not None
    warband = Warband.get(Warband.id == selected.id)
    recruit(warband=warband, profile="saxon_spearman", name="Cole")
    caliburn.editor.others_changed.emit(frozenset({"character"}))
    assert columns_of(qtbot, caliburn) == before
    # Connected again (the window shows the database afresh).
    caliburn.show_database(caliburn.location)
    assert columns_of(qtbot, caliburn) == before
