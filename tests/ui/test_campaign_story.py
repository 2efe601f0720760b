"""The campaign's story on the Games tab, on the big campaign (1,200 games in one chain): a
flat list a row a game, each saying which game it follows, that opens reading no more than it
reads for a campaign of a few games, and makes its rows a page at a time."""

from __future__ import annotations

import shutil
from pathlib import Path

from playhouse.test_utils import count_queries

from models.store.connection import close_database
from models.store.lifecycle import open_database
from models.store.schema import Campaign
from tests.demo_data import demo_campaigns
from ui.campaign_story import PAGE, StoryModel
from ui.main_window import GAMES, MainWindow


def games_tab_opened(qtbot, window: MainWindow) -> int:
    """How many statements showing the Games tab for the first time reads."""
    with count_queries() as counter:
        window.tabs.setCurrentIndex(GAMES)
    qtbot.waitUntil(window.games_tab.story_view.isVisible)
    return counter.count


def test_the_story_of_1200_games_opens_reading_what_a_small_one_reads(
    qtbot, big_file: Path, tmp_path: Path, prompts, language: str
) -> None:
    small = tmp_path / "small.sqlite3"
    open_database(small)
    try:
        demo = demo_campaigns()[1]
        window = MainWindow(small)
        qtbot.addWidget(window)
        window.show()
        window.select_campaign(demo.id)
        small_count = games_tab_opened(qtbot, window)
        window.close()
    finally:
        close_database()
    big = tmp_path / "big.sqlite3"
    shutil.copy(big_file, big)
    open_database(big)
    try:
        window = MainWindow(big)
        qtbot.addWidget(window)
        window.show()
        window.select_campaign(Campaign.get().id)
        big_count = games_tab_opened(qtbot, window)
        # The same statements, whatever the campaign's size: the story reads nothing more.
        assert big_count == small_count
        tab = window.games_tab
        story, view = tab.story, tab.story_view
        assert story.story_length() == 1_200
        assert story.rowCount() == PAGE  # a page made, not 1,200 rows
        # Flat: a row a game, one chain from game 1, each naming the game it follows.
        first = [story.index(r, StoryModel.COL_FOLLOWS).data() for r in range(3)]
        begins = "begins a story" if language == "en" else "beginnt eine Geschichte"
        game = "game" if language == "en" else "Spiel"
        assert first == [begins, f"{game} 1", f"{game} 2"]
        assert view.horizontalScrollBar().maximum() == 0
        # Scrolled to its end, it makes the next page, reading nothing.
        with count_queries() as counter:
            view.scrollToBottom()
            qtbot.waitUntil(lambda: story.rowCount() > PAGE)
        assert counter.count == 0 and story.rowCount() == 2 * PAGE
        # A game chosen in the story is the game selected for the Games menu.
        view.selectRow(PAGE + 5)
        assert (selected := tab.selected()) is not None and selected.number == PAGE + 6
        window.close()
    finally:
        close_database()
