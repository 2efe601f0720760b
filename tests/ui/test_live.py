"""Live updates on a club server: what another player commits appears on this screen within
2 seconds, with the selection and anything half typed kept, and nothing on the undo history."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import psycopg
import psycopg.sql
import pytest
from PySide6.QtCore import Qt

from models.campaigns import create_campaign, create_warband
from models.characters import recruit
from models.store.location import DatabaseLocation
from models.store.postgres import payload
from models.store.schema import Character, Warband
from rules.games import CALIBURN
from tests.conftest import POSTGRES
from tests.models.test_notify import HOSTILE_PAYLOADS
from tests.postgres_cluster import row
from tests.ui.helpers import roster_column
from ui.item_models import RosterTableModel

pytestmark = pytest.mark.parametrize("engine", [POSTGRES], indirect=True)

ROOT = Path(__file__).resolve().parents[2]

# Another player's Muster: a process of its own, buying through the same operation the shop
# runs.
BUYER = """
import sys
from models.shop import buy_item
from models.store.lifecycle import open_database
from models.store.location import parse_location
from models.store.schema import Character

open_database(parse_location(sys.argv[1]))
buy_item(character=Character.get_by_id(int(sys.argv[2])), item=sys.argv[3])
"""


def own_channel(conn: psycopg.Connection) -> str:
    """The channel the connection's login hears his campaigns' changes on."""
    return row(conn.execute("SELECT muster_channel()"))[0]


def server_url(pg_server, location: DatabaseLocation) -> str:
    """The location as another player types it, password and all."""
    return pg_server.cluster.url(location.dbname)


class OtherPlayer:
    """A second connection to the server, writing as another player's Muster would: the
    change and its announcement in one transaction."""

    def __init__(self, location: DatabaseLocation) -> None:
        self.conn = psycopg.connect(**location.connect_params())  # type: ignore[arg-type]  # libpq's keys

    def write(self, sql: str, params: tuple, *tables: str) -> None:
        with self.conn.transaction():
            self.conn.execute(sql, params)
            pid = self.conn.info.backend_pid
            channel = own_channel(self.conn)
            self.conn.execute("SELECT pg_notify(%s, %s)", (channel, payload(pid, set(tables))))

    def close(self) -> None:
        self.conn.close()


@pytest.fixture
def camelot(window):
    """A campaign with two warbands, the second with two knights, shown on the Roster tab with
    the second knight selected."""
    campaign = create_campaign(name="Round Table", game=CALIBURN)
    create_warband(campaign=campaign, name="Avalon", player="Bea")
    camelot = create_warband(campaign=campaign, name="Camelot", player="Ann")
    recruit(warband=camelot, profile="sir_kai", name="Kai")
    recruit(warband=camelot, profile="sir_gawain", name="Bors")
    window.refresh()
    window.roster_tab.select_warband(camelot.id)
    window.roster_tab.select_character(Character.get(Character.name == "Bors").id)
    return camelot


def test_a_purchase_in_another_muster_appears_on_its_own(
    qtbot, window, camelot, pg_server, database
):
    assert window.live is not None
    qtbot.waitUntil(lambda: window.live.running)
    kai = Character.get(Character.name == "Kai")
    assert roster_column(window, RosterTableModel.COL_GOLD) == ["10 gp", "11 gp"]

    subprocess.run(
        [sys.executable, "-c", BUYER, server_url(pg_server, database), str(kai.id), "longsword"],
        cwd=ROOT,
        check=True,
        timeout=60,
    )

    # Within a moment (the coalescing timer's); the wait allows for a loaded machine.
    qtbot.waitUntil(
        lambda: roster_column(window, RosterTableModel.COL_GOLD) == ["8 gp", "11 gp"],
        timeout=30_000,
    )
    assert "Longsword" in roster_column(window, RosterTableModel.COL_KIT)[0]
    # The selection stayed where the user left it.
    assert window.roster_tab.selected_warband().name == "Camelot"
    assert window.roster_tab.selection().character.name == "Bors"


def test_a_live_refresh_keeps_selection_tab_and_puts_nothing_on_the_history(
    qtbot, window, camelot, other
):
    qtbot.waitUntil(lambda: window.live.running)
    bors = Character.get(Character.name == "Bors")
    stack = window.editor.stack
    count = stack.count()

    other.write("UPDATE character SET gold = 4 WHERE id = %s", (bors.id,), "character")

    qtbot.waitUntil(lambda: window.roster_tab.character_panel.field_text("Gold") == "4 gp")
    assert window.roster_tab.selected_warband().name == "Camelot"
    assert window.roster_tab.selection().character.name == "Bors"
    assert window.tabs.currentWidget() is window.roster_tab
    assert stack.count() == count
    assert not window.undo_action.isEnabled()


def test_own_changes_are_not_read_twice(qtbot, window, camelot, other):
    qtbot.waitUntil(lambda: window.live.running)
    refreshed: list[frozenset] = []
    window.editor.others_changed.connect(refreshed.append)
    kai = Character.get(Character.name == "Kai")
    with qtbot.waitSignal(window.live.listener.changes, timeout=30_000):
        window.editor.run("rename", _rename, character=kai, name="Sir Kai the Bold")
    # Another player's change, announced after ours: once the window has read it, it would
    # have read ours before it, had it taken ours for someone else's.
    bors = Character.get(Character.name == "Bors")
    other.write("UPDATE character SET gold = 4 WHERE id = %s", (bors.id,), "warband")
    qtbot.waitUntil(lambda: refreshed != [], timeout=30_000)
    assert refreshed == [frozenset({"warband"})]


def _rename(*, character: Character, name: str) -> None:
    from models.characters import rename_character

    rename_character(character=character, name=name)


def test_half_typed_input_survives_a_live_refresh(qtbot, window, camelot, other):
    from tests.ui.helpers import current_dialog
    from ui.dialogs.warband_edit import WarbandDialog

    qtbot.waitUntil(lambda: window.live.running)
    window.edit_warband_action.trigger()
    dialog = current_dialog(qtbot, window, WarbandDialog)
    dialog.notes_edit.setFocus()
    qtbot.keyClicks(dialog.notes_edit, "Meets on Thurs")
    avalon = Warband.get(Warband.name == "Avalon")

    other.write("UPDATE warband SET player = 'Cy' WHERE id = %s", (avalon.id,), "warband")

    qtbot.waitUntil(lambda: any("Cy" in text for text in _warband_players(window)))
    assert dialog.notes_edit.toPlainText() == "Meets on Thurs"
    assert dialog.notes_edit.hasFocus()
    assert window.roster_tab.selected_warband().name == "Camelot"


def _warband_players(window) -> list[str]:
    model = window.roster_tab.warband_model
    return [
        model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) or ""
        for row in range(model.rowCount())
    ]


def test_a_lost_connection_is_said_in_the_status_bar_and_retried(
    qtbot, window, camelot, pg_server, other
):
    qtbot.waitUntil(lambda: window.live.running)
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE application_name LIKE '%listener'"
        )
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage().startswith("Lost the connection"),
        timeout=5000,
    )
    # Back: the status bar says where the data lives again, and what changed meanwhile shows.
    kai = Character.get(Character.name == "Kai")
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage().startswith("Club server"), timeout=10000
    )
    other.write("UPDATE character SET gold = 6 WHERE id = %s", (kai.id,), "character")
    qtbot.waitUntil(lambda: roster_column(window, RosterTableModel.COL_GOLD)[0] == "6 gp")


def test_closing_the_window_stops_listening(qtbot, window):
    live = window.live
    qtbot.waitUntil(lambda: live.running)
    window.close()
    assert window.live is None
    assert not live.listener.isRunning()


def test_a_live_refresh_keeps_the_scroll_position(qtbot, window, other):
    campaign = create_campaign(name="Big League", game=CALIBURN)
    warbands = [create_warband(campaign=campaign, name=f"Band {n:02}") for n in range(60)]
    window.refresh()
    view = window.roster_tab.warband_view
    window.roster_tab.select_warband(warbands[2].id)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())  # the selected band out of sight
    position = bar.value()
    qtbot.waitUntil(lambda: window.live.running)

    other.write("UPDATE warband SET player = 'Cy' WHERE id = %s", (warbands[5].id,), "warband")

    qtbot.waitUntil(lambda: any("Cy" in text for text in _warband_players(window)))
    assert window.roster_tab.selected_warband().name == "Band 02"
    assert bar.value() == position


def test_a_live_refresh_keeps_the_games_tab_and_its_selection(qtbot, window, other):
    from models.demo import create_demo_campaigns
    from models.store.schema import Game

    _beastrider, caliburn = create_demo_campaigns()
    window.refresh()
    window.select_campaign(caliburn.id)
    window.tabs.setCurrentWidget(window.games_tab)
    first, second = Game.select().where(Game.campaign == caliburn).order_by(Game.number)[:2]
    window.games_tab.select_game(second.id)
    qtbot.waitUntil(lambda: window.live.running)

    other.write("UPDATE game SET played_on = '2024-02-29' WHERE id = %s", (first.id,), "game")

    model = window.games_tab.model
    row = model.row_of(lambda r: r.game_id == first.id)
    qtbot.waitUntil(lambda: model.index(row, model.COL_DATE).data() == "2024-02-29")
    assert window.tabs.currentWidget() is window.games_tab
    assert window.campaign.id == caliburn.id
    assert window.games_tab.selected().game_id == second.id


def test_a_server_that_dropped_every_connection_is_read_again_once_back(
    qtbot, window, camelot, pg_server, database, other
):
    qtbot.waitUntil(lambda: window.live.running)
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = %s AND application_name LIKE 'Muster%%'",
            (database.dbname,),
        )
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage().startswith("Lost the connection"),
        timeout=5000,
    )
    # Written while this Muster's own connections are gone: read on its way back, no error.
    other.write("UPDATE character SET gold = 6 WHERE name = %s", ("Kai",), "character")
    qtbot.waitUntil(lambda: roster_column(window, RosterTableModel.COL_GOLD)[0] == "6 gp")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Club server"))


def _sendable(text: object) -> bool:
    """Whether ``pg_notify`` takes ``text``: UTF-8, no NUL, shorter than 8000 bytes."""
    if not isinstance(text, str):
        return False
    try:
        return "\0" not in text and len(text.encode()) < 8000
    except UnicodeEncodeError:
        return False


HOSTILE_NOTIFICATIONS = [
    *[param.values[0] for param in HOSTILE_PAYLOADS if _sendable(param.values[0])],
    '{"pid": 1, "tables": ["character"], "padding": "' + "x" * 7949 + '"}',  # 7999 bytes
]


@pytest.fixture
def intruder(pg_server, database):
    """A connection of a login the server knows but the club does not: it can connect, and
    anyone who can connect can NOTIFY on any channel."""
    name = f"intruder_{database.dbname}"
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(
            psycopg.sql.SQL("CREATE ROLE {} LOGIN PASSWORD 'intruder'").format(
                psycopg.sql.Identifier(name)
            )
        )
    conn = psycopg.connect(
        pg_server.cluster.url(database.dbname, user=name, password="intruder"), autocommit=True
    )
    yield conn
    conn.close()
    with pg_server.cluster.admin_connection() as admin:
        admin.execute(psycopg.sql.SQL("DROP ROLE {}").format(psycopg.sql.Identifier(name)))


def _send_hostile(conn: psycopg.Connection, channel: str) -> None:
    for text in HOSTILE_NOTIFICATIONS:
        conn.execute("SELECT pg_notify(%s, %s)", (channel, text))
    conn.execute(  # a flood, of payloads that all differ (the server folds equal ones)
        "SELECT pg_notify(%s, '{\"pid\": ' || n || ', \"tables\": [\"t' || n || '\"]}') "
        "FROM generate_series(1, 5000) AS n",
        (channel,),
    )


def test_hostile_notifications_of_any_login_leave_the_window_showing_changes(
    qtbot, window, camelot, intruder, other
):
    qtbot.waitUntil(lambda: window.live.running)
    kai = Character.get(Character.name == "Kai")
    assert len(HOSTILE_NOTIFICATIONS) > 40

    # (as though the intruder had learnt the window's channel, which only its login can read)
    with other.conn.transaction():
        channel = own_channel(other.conn)
    _send_hostile(intruder, channel)
    other.write("UPDATE character SET gold = 6 WHERE id = %s", (kai.id,), "character")
    qtbot.waitUntil(lambda: roster_column(window, RosterTableModel.COL_GOLD)[0] == "6 gp")

    # Again, as a player of the club: still listening, still showing what others change.
    with other.conn.transaction():
        _send_hostile(other.conn, channel)
    other.write("UPDATE character SET gold = 5 WHERE id = %s", (kai.id,), "character")
    qtbot.waitUntil(lambda: roster_column(window, RosterTableModel.COL_GOLD)[0] == "5 gp")
    assert window.live.running
    assert window.isVisible()
