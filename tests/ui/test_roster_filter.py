"""The roster's filter: the living, the dead, the retired, and a search by name, profile or kit
as you type, over both the cards and the table, remembered for each warband (and after a
restart), in English and in German."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from models.characters import retire_character
from models.store.schema import Character, Warband
from tests.demo_data import demo_campaigns
from ui.item_models import RosterTableModel
from ui.main_window import MainWindow


@pytest.fixture
def shown(qtbot, language: str, database: Path, prompts) -> Iterator[MainWindow]:
    """The Caliburn's Wrath demo, Sir Kai retired, in a window in ``language``."""
    campaign = demo_campaigns()[1]
    retire_character(character=Character.get(Character.name == "Sir Kai"))
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.show()
    window.select_campaign(campaign.id)
    qtbot.waitExposed(window)
    yield window


def names(window: MainWindow) -> list[str]:
    model = window.roster_tab.roster_model
    return [model.index(r, RosterTableModel.COL_NAME).data() for r in range(model.rowCount())]


def card_names(window: MainWindow) -> list[str]:
    cards = window.roster_tab.roster_cards
    return [row.name for row in cards.rows()]


def choose(window: MainWindow, key: str) -> None:
    status = window.roster_tab.roster_filter.status
    status.setCurrentIndex(status.findData(key))


def test_the_roster_filters_by_status_and_searches_as_you_type(
    qtbot, shown: MainWindow, language: str
) -> None:
    tab = shown.roster_tab
    tab.select_warband(Warband.get(Warband.name == "Knights of Camelot").id)
    everyone = ["King Arthur", "Sir Kai", "Sir Gawain", "Cai ap Rhys"]
    assert names(shown) == everyone and card_names(shown) == everyone
    assert tab.roster_filter.count.text() == ""
    # A kit's name as this language writes it: a shield.
    shield = next(r for r in tab.roster_model.rows() if r.name == "Sir Kai").kit.split(", ")[-1]
    search = tab.roster_filter.search
    qtbot.keyClicks(search, shield[:4].lower())  # as you type, a part is enough
    assert names(shown) == ["King Arthur", "Sir Kai"]
    assert card_names(shown) == names(shown)
    assert tab.roster_filter.count.text() == ("2 of 4" if language == "en" else "2 von 4")
    search.clear()
    qtbot.keyClicks(search, "kai")  # by name, whatever the case
    assert names(shown) == ["Sir Kai"]
    search.clear()
    choose(shown, "able")
    assert names(shown) == ["King Arthur", "Sir Gawain", "Cai ap Rhys"]
    choose(shown, "retired")
    assert names(shown) == ["Sir Kai"]
    # The selection follows what is shown: the panel shows the one warrior left.
    assert tab.character_panel.title.text() == "Sir Kai"
    choose(shown, "all")
    assert names(shown) == everyone


def test_each_warband_keeps_its_filter_after_a_refresh_and_a_restart(
    qtbot, shown: MainWindow, database: Path
) -> None:
    tab = shown.roster_tab
    chapel = Warband.get(Warband.name == "The Green Chapel")
    camelot = Warband.get(Warband.name == "Knights of Camelot")
    dead = [c.name for c in chapel.characters.where(Character.status == "dead")]
    assert dead  # the demo's chapel lost a warrior
    tab.select_warband(chapel.id)
    choose(shown, "dead")
    assert names(shown) == dead
    tab.select_warband(camelot.id)  # its own filter: everyone
    assert len(names(shown)) == 4 and tab.roster_filter.search.text() == ""
    qtbot.keyClicks(tab.roster_filter.search, "sir")
    assert names(shown) == ["Sir Kai", "Sir Gawain"]
    tab.select_warband(chapel.id)
    assert names(shown) == dead
    shown.refresh()
    assert names(shown) == dead
    shown.close()
    again = MainWindow(database)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.roster_tab.select_warband(camelot.id)
    assert names(again) == ["Sir Kai", "Sir Gawain"]
    assert again.roster_tab.roster_filter.search.text() == "sir"
    # Cleared with the field's own button (Escape-like): everyone is back.
    again.roster_tab.roster_filter.search.clear()
    assert len(names(again)) == 4
    assert again.roster_tab.roster_model.index(0, 0).data(Qt.ItemDataRole.DisplayRole)
