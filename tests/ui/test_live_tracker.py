"""A game at the table shared live on a club server: the Muster tracking it holds its table;
another Muster that opens it watches, read-only, and sees each change within 2 seconds."""

from __future__ import annotations

import subprocess
import sys

import psycopg
import pytest

from models.demo import create_demo_campaigns
from models.store.schema import Game
from models.tracker import AT_THE_TABLE
from tests.conftest import POSTGRES
from tests.postgres_cluster import row
from tests.ui.test_live import ROOT, server_url
from ui.live import WATCHING_ELSEWHERE
from ui.main_window import MainWindow
from ui.tracker.window import TrackerWindow

pytestmark = pytest.mark.parametrize("engine", [POSTGRES], indirect=True)

# The Muster at the table: it tracks the game, holds its table, and rolls for the first turn
# when told (a line on its input); it lets go of the table when its input closes.
PLAYER = """
import sys
from models import tracker
from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Game

open_database(parse_location(sys.argv[1]))
game = Game.get_by_id(int(sys.argv[2]))
if tracker.tracked_game(game) is None:
    tracker.start_tracking(game=game, seed=7)
assert tracker.claim_table(game)
print("claimed", flush=True)
sys.stdin.readline()
tracker.roll_for_turn(game=game)
print("rolled", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def game(window: MainWindow) -> Game:
    """An unrecorded game of the demo's Beastrider Wars campaign, shown on the Games tab."""
    beastrider, _caliburn = create_demo_campaigns()
    window.refresh()
    window.select_campaign(beastrider.id)
    window.tabs.setCurrentWidget(window.games_tab)
    game = Game.get((Game.campaign == beastrider) & (Game.number == 3))
    window.games_tab.select_game(game.id)
    return game


def play(qtbot, window: MainWindow, game: Game) -> TrackerWindow:
    window.play_game_action.trigger()
    tracker = window.commands.trackers[game.id]
    qtbot.waitExposed(tracker)
    return tracker


def test_another_muster_watches_the_game_live_and_read_only(
    qtbot, window, game, pg_server, database
):
    with subprocess.Popen(
        [sys.executable, "-c", PLAYER, server_url(pg_server, database), str(game.id)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as player:
        assert player.stdin is not None and player.stdout is not None
        assert player.stdout.readline().strip() == "claimed"
        window.refresh()
        qtbot.waitUntil(lambda: window.live.running)
        tracker = play(qtbot, window, game)

        assert tracker.read_only
        assert not tracker.watching_label.isHidden()
        assert tracker.watching_label.text() == WATCHING_ELSEWHERE
        assert not tracker.take_back_button.isEnabled()
        assert not tracker.finish_button.isEnabled()
        lines = tracker.log_view.count()

        player.stdin.write("roll\n")
        player.stdin.flush()
        assert player.stdout.readline().strip() == "rolled"
        qtbot.waitUntil(lambda: tracker.log_view.count() > lines, timeout=30_000)
        assert not tracker.take_back_button.isEnabled()  # still only watching
        player.stdin.close()
    tracker.close()


def test_the_muster_tracking_a_game_holds_its_table_until_it_closes(qtbot, window, game, database):
    tracker = play(qtbot, window, game)
    assert not tracker.read_only
    assert tracker.watching_label.isHidden()

    def claimed_elsewhere() -> bool:
        with psycopg.connect(**database.connect_params(), autocommit=True) as other:
            sql = "SELECT muster_claim(%s, %s)"
            return bool(row(other.execute(sql, (AT_THE_TABLE, game.id)))[0])

    assert not claimed_elsewhere()
    tracker.close()
    qtbot.waitUntil(lambda: game.id not in window.commands.trackers)
    assert claimed_elsewhere()
