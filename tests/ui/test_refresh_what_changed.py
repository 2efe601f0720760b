"""A change refreshes only the screens that show what it changed (issue 57): buying, recording
a game, undo and redo, and another player's change, in a real window on a real SQLite file.

Statements are counted where each screen reads (the functions of models/ it reads with),
never timed; and what the user sees after each change is checked too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from playhouse.test_utils import count_queries

from models import games, outcomes
from models.campaigns import rules_of
from models.store.schema import Campaign, Character, Warband
from tests.demo_data import demo_campaigns
from tests.ui.helpers import current_dialog
from ui.dialogs.shop import ShopDialog
from ui.item_models import RecordRole
from ui.main_window import GAMES, STANDINGS, MainWindow

# Where each screen reads: the functions of models/ its module calls, by the name it holds.
READS: dict[str, tuple[str, ...]] = {
    "campaigns": ("ui.main_window.list_campaigns", "ui.main_window.role_in"),
    "roster": ("ui.roster_tab.warband_summaries", "ui.roster_tab.roster_rows"),
    "games": (
        "ui.games_tab.game_rows",
        "ui.games_tab.club_queue",
        "ui.game_log_view.game_log",
    ),
    "log": (
        "ui.campaign_log.campaign_log",
        "ui.campaign_log.log_size",
        "ui.campaign_log.list_warbands",
    ),
    "standings": (
        "ui.standings_tab.standings",
        "ui.standings_tab.standings_over_time",
        "ui.leaderboards.leaderboards",
    ),
}


class Reads(Counter[str]):
    """The statements each screen sent since :meth:`clear`, by screen."""


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Reads:
    counted = Reads()
    for screen, names in READS.items():
        for name in names:
            module, attribute = name.rsplit(".", 1)
            real = getattr(__import__(module, fromlist=[attribute]), attribute)
            monkeypatch.setattr(name, _counting(counted, screen, real))
    return counted


def _counting(counted: Reads, screen: str, real: Callable[..., Any]) -> Callable[..., Any]:
    def read(*args: Any, **kwargs: Any) -> Any:
        with count_queries() as counter:
            result = real(*args, **kwargs)
        counted[screen] += counter.count
        return result

    return read


@pytest.fixture
def round_table(qtbot, window: MainWindow, reads: Reads) -> MainWindow:
    """The Caliburn's Wrath demo on show, each tab read once, the Games tab on show."""
    campaign = demo_campaigns()[1]
    window.refresh()
    window.select_campaign(campaign.id)
    for tab in (STANDINGS, GAMES):
        window.tabs.setCurrentIndex(tab)
    qtbot.waitUntil(window.games_tab.view.isVisible)
    reads.clear()
    return window


def shop_of(qtbot, window: MainWindow, character: Character) -> ShopDialog:
    window.roster_tab.select_warband(character.warband_id)
    window.roster_tab.select_character(character.id)
    window.shop_action.trigger()
    return current_dialog(qtbot, window, ShopDialog)


def buy_something(qtbot, window: MainWindow) -> tuple[Character, str]:
    """A warrior with gold buys the cheapest item he may; his name and the item's."""
    rules = rules_of(window.campaign)  # type: ignore[arg-type]
    items = sorted(rules.items.values(), key=lambda item: item.cost)
    for warrior in Character.select().where(Character.gold > 0).order_by(Character.id):
        if warrior.warband.campaign_id != window.campaign.id:  # type: ignore[union-attr]
            continue
        shop = shop_of(qtbot, window, warrior)
        for item in items:
            if shop.item_index(item.id) is None:
                continue  # not in his catalogue
            shop.select_item(item.id)
            if shop.buy_button.isEnabled():
                shop.buy_button.click()
                shop.close()
                return warrior, item.name
        shop.close()
    raise AssertionError("no warrior of the demo can buy anything")


def roster_gold(window: MainWindow, character_id: int) -> int:
    model = window.roster_tab.roster_model
    for row in range(model.rowCount()):
        record = model.index(row, 0).data(RecordRole)
        if record.character_id == character_id:
            return int(record.gold)
    raise AssertionError("not in the roster on show")


def log_lines(window: MainWindow) -> list[str]:
    model = window.games_tab.log.model
    columns = range(model.columnCount())
    return [
        " ".join(str(model.index(row, column).data() or "") for column in columns)
        for row in range(model.rowCount())
    ]


def shown_standings(window: MainWindow) -> list[str]:
    model = window.standings_tab.model
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def test_buying_reads_nothing_of_the_standings_the_games_or_the_campaigns(
    qtbot, round_table: MainWindow, reads: Reads
) -> None:
    window = round_table
    standings_before = shown_standings(window)
    log_before = window.games_tab.log.count_label.text()
    warrior, item = buy_something(qtbot, window)
    gold = Character.get_by_id(warrior.id).gold
    assert gold < warrior.gold
    # The roster shows what was bought; the log on show lists the purchase (the log lists
    # every history entry, so it is read again, and only it on the Games tab).
    assert reads["roster"] > 0 and roster_gold(window, warrior.id) == gold
    assert reads["log"] > 0 and window.games_tab.log.count_label.text() != log_before
    assert any(item in line and warrior.name in line for line in log_lines(window))
    assert reads["games"] == 0 and reads["standings"] == 0 and reads["campaigns"] == 0
    # Shown next, the standings have nothing to read again: buying changed nothing there.
    window.tabs.setCurrentIndex(STANDINGS)
    qtbot.waitUntil(window.standings_tab.isVisible)
    assert reads["standings"] == 0 and shown_standings(window) == standings_before

    # Undone, and done again: the same screens, and only they.
    reads.clear()
    window.tabs.setCurrentIndex(GAMES)
    window.undo_action.trigger()
    assert Character.get_by_id(warrior.id).gold == warrior.gold
    assert roster_gold(window, warrior.id) == warrior.gold
    assert window.games_tab.log.count_label.text() == log_before
    assert reads["games"] == 0 and reads["standings"] == 0 and reads["campaigns"] == 0
    assert reads["roster"] > 0 and reads["log"] > 0
    reads.clear()
    window.redo_action.trigger()
    assert roster_gold(window, warrior.id) == gold
    assert reads["games"] == 0 and reads["standings"] == 0 and reads["campaigns"] == 0


def test_recording_a_game_and_its_undo_read_what_they_change_and_not_the_campaigns(
    qtbot, round_table: MainWindow, reads: Reads
) -> None:
    window = round_table
    campaign = window.campaign
    assert campaign is not None
    bands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))[:2]
    sides = [
        games.SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))[:3]) for w in bands
    ]
    game = window.editor.run(
        "set up a game",
        games.create_game,
        campaign=campaign,
        scenario="pitched_battle",
        sides=sides,
    )
    window.games_tab.select_game(game.id)
    reads.clear()
    window.tabs.setCurrentIndex(STANDINGS)
    qtbot.waitUntil(window.standings_tab.isVisible)
    said = window.standings_tab.note.text()
    reads.clear()
    window.editor.run(
        "record a game", outcomes.record_outcome, game=game, winner=bands[0], outcomes={}
    )
    # Recording changes the games, the standings (on show) and the warriors: each is read
    # again; the campaigns and your club role are not.
    assert reads["standings"] > 0 and reads["roster"] > 0
    assert reads["campaigns"] == 0
    assert window.standings_tab.note.text() != said  # one more recorded game
    window.tabs.setCurrentIndex(GAMES)
    qtbot.waitUntil(window.games_tab.isVisible)
    assert reads["games"] > 0
    row = window.games_tab.selected()
    assert row is not None and row.game_id == game.id and row.recorded
    reads.clear()
    window.undo_action.trigger()
    assert reads["games"] > 0 and reads["campaigns"] == 0
    row = window.games_tab.selected()
    assert row is not None and row.game_id == game.id and not row.recorded


def test_another_players_change_is_read_only_by_the_screens_that_show_its_tables(
    qtbot, round_table: MainWindow, reads: Reads
) -> None:
    window = round_table
    # A notice of a game at the table (its log): nothing of the roster, the standings or
    # the campaigns shows it.
    window.editor.others_changed.emit(frozenset({"tracker_entry"}))
    assert reads["roster"] == 0 and reads["standings"] == 0 and reads["campaigns"] == 0
    window.tabs.setCurrentIndex(STANDINGS)
    qtbot.waitUntil(window.standings_tab.isVisible)
    assert reads["standings"] == 0
    # A purchase: the roster and the log read again, not the games or the standings.
    reads.clear()
    window.editor.others_changed.emit(frozenset({"purchase", "history_entry"}))
    assert reads["roster"] > 0 and reads["standings"] == 0 and reads["games"] == 0
    # A campaign renamed elsewhere: the campaign list reads it, and shows the new name.
    reads.clear()
    Campaign.update(name="Round Table Renamed").where(
        Campaign.id == window.campaign.id  # type: ignore[union-attr]
    ).execute()
    window.editor.others_changed.emit(frozenset({"campaign"}))
    assert reads["campaigns"] > 0
    assert window.campaign_combo.currentText() == "Round Table Renamed"
    # A notice naming no tables: everything on show is read again.
    reads.clear()
    Campaign.update(name="Round Table").where(
        Campaign.id == window.campaign.id  # type: ignore[union-attr]
    ).execute()
    window.editor.others_changed.emit(frozenset({"*"}))
    assert window.campaign_combo.currentText() == "Round Table"
    assert reads["standings"] > 0 and reads["roster"] > 0 and reads["campaigns"] > 0


def test_a_game_begun_at_the_table_reads_only_the_games(
    qtbot, round_table: MainWindow, reads: Reads
) -> None:
    from models import tracker as tracking
    from models.store.schema import UNRECORDED, Game

    window = round_table
    waiting = [
        game
        for game in Game.select().where(
            (Game.campaign == window.campaign) & (Game.result == UNRECORDED)
        )
        if tracking.tracked_game(game) is None and games.fielded(game)
    ]
    assert waiting, "the demo has a game set up and not yet played"
    window.games_tab.select_game(waiting[0].id)
    reads.clear()
    window.play_game_action.trigger()
    tracker = window.commands.trackers[waiting[0].id]
    qtbot.waitExposed(tracker)
    row = window.games_tab.selected()
    assert row is not None and row.game_id == waiting[0].id and row.playing == 1
    assert reads["games"] > 0
    assert reads["roster"] == 0 and reads["standings"] == 0 and reads["campaigns"] == 0
    tracker.close()
