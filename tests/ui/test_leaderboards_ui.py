"""The leaderboards of characters on the Standings tab."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_game_log_ui import record_a_battle
from ui.leaderboards import LeaderTableModel
from ui.main_window import MainWindow


def board(window: MainWindow, key: str) -> list[list[str]]:
    model = window.standings_tab.leaderboards.models[key]
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_standings_tab_has_the_characters_leaderboards(qtbot, window) -> None:
    record_a_battle(qtbot, window).close()
    window.tabs.setCurrentWidget(window.standings_tab)
    lower = window.standings_tab.lower_tabs
    assert lower.tabText(lower.indexOf(window.standings_tab.leaderboards)) == "&Leaderboards"
    lower.setCurrentWidget(window.standings_tab.leaderboards)
    assert board(window, "kills") == [["1", "Kai", "Camelot", "1"]]
    assert board(window, "games") == [["1", "Gawain", "Kent", "1"], ["1", "Kai", "Camelot", "1"]]
    assert board(window, "survived") == [["1", "Kai", "Camelot", "1"]]  # Gawain was slain
    games = window.standings_tab.leaderboards.models["games"]
    gawain = games.index(0, LeaderTableModel.COL_NAME)
    assert gawain.data(Qt.ItemDataRole.ToolTipRole) == "Gawain (dead)"
    assert gawain.data(Qt.ItemDataRole.FontRole).italic()
    value = games.headerData(
        LeaderTableModel.COL_VALUE, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert value == "Recorded games played"
    assert window.standings_tab.leaderboards.views["kills"].isVisible()
