"""Connecting the window to a club server, and back to a local file: the connect dialog and
its Test connection, the password prompt, the retry dialog, recent servers, Open local file.

Every server here is the test session's real PostgreSQL server (tests/postgres_cluster.py);
an unreachable one is a closed port on localhost."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

import main as cli
from models.campaigns import create_campaign
from models.errors import DatabaseWriteError
from models.store.connection import close_database, db
from models.store.location import DatabaseLocation, parse_location
from models.store.schema import Campaign
from models.store.server_errors import CONNECTION_LOST_MESSAGE
from rules.games import BEASTRIDER, CALIBURN
from tests.conftest import POSTGRES, Server
from tests.data_safety import answer_message_boxes, damage_pages, populate
from tests.postgres_cluster import ADMIN_PASSWORD, free_port
from tests.ui.helpers import current_dialog, press_ok, type_into
from ui import crash, opening, switching
from ui.actions import SERVER_BACKUPS
from ui.dialogs import connect as questions
from ui.dialogs.connect import ConnectDialog

on_a_server = pytest.mark.parametrize("engine", [POSTGRES], indirect=True)


def _club_campaigns() -> None:
    create_campaign(name="Club Autumn", game=CALIBURN)
    create_campaign(name="Club Winter", game=BEASTRIDER)


@pytest.fixture
def club(pg_server: Server) -> Iterator[DatabaseLocation]:
    """A database on the test server holding two campaigns (its location has the password;
    list this fixture before ``window``, which binds the window's own database)."""
    with pg_server.database(
        template=pg_server.template("connect_club", _club_campaigns)
    ) as location:
        yield location


@pytest.fixture
def default_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default database's path, in a temporary folder (not there yet)."""
    path = tmp_path / "data" / "muster.sqlite3"
    path.parent.mkdir()
    monkeypatch.setattr(opening, "default_db_path", lambda: path)
    monkeypatch.setattr(switching, "default_db_path", lambda: path)
    return path


def unreachable() -> DatabaseLocation:
    return parse_location(f"postgresql://kai@127.0.0.1:{free_port()}/club")


def open_connect_dialog(qtbot, window) -> ConnectDialog:
    window.connect_action.trigger()
    return current_dialog(qtbot, window, ConnectDialog)


def fill(qtbot, dialog: ConnectDialog, location: DatabaseLocation, password: str = "") -> None:
    type_into(qtbot, dialog.host_edit, location.host)
    dialog.port_spin.setValue(location.port)
    type_into(qtbot, dialog.database_edit, location.dbname)
    type_into(qtbot, dialog.user_edit, location.user)
    type_into(qtbot, dialog.password_edit, password)


def run_test_connection(qtbot, dialog: ConnectDialog) -> str:
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert not dialog.test_button.isEnabled()  # while it runs, on a worker thread
    qtbot.waitUntil(dialog.test_button.isEnabled, timeout=20_000)
    return dialog.message.text()


def settings_text() -> str:
    """Everything QSettings holds, as stored on disk and as read back."""
    settings = QSettings()
    settings.sync()
    values = [f"{key}={settings.value(key)}" for key in settings.allKeys()]
    return Path(settings.fileName()).read_text(errors="replace") + "\n".join(values)


def password_kept(password: str) -> bool:
    return password in settings_text()


def test_test_connection_says_it_works_and_what_the_database_holds(qtbot, club, window):
    dialog = open_connect_dialog(qtbot, window)
    fill(qtbot, dialog, club, ADMIN_PASSWORD)
    assert run_test_connection(qtbot, dialog) == (
        f"Connected to {club.dbname} on 127.0.0.1: it holds 2 campaigns."
    )
    assert window.open_dialog is dialog and window.db_path is not None  # nothing switched


@pytest.mark.parametrize("problem", ["wrong port", "wrong database", "no password"])
def test_test_connection_says_why_not(qtbot, club, window, problem):
    dialog = open_connect_dialog(qtbot, window)
    password = ADMIN_PASSWORD
    if problem == "wrong port":
        club = DatabaseLocation.server(
            host=club.host, port=free_port(), dbname=club.dbname, user=club.user
        )
        expected = "cannot reach the club server postgresql://muster@127.0.0.1:"
    elif problem == "wrong database":
        club = DatabaseLocation.server(
            host=club.host, port=club.port, dbname="nowhere", user=club.user
        )
        expected = "It does not work: postgresql://muster@127.0.0.1"
    else:
        password = ""
        expected = "the server asks for a password"
    fill(qtbot, dialog, club, password)
    said = run_test_connection(qtbot, dialog)
    assert said.startswith("It does not work: ") and expected in said
    if problem == "wrong database":
        assert "there is no database 'nowhere' on the server" in said
    if problem == "no password":
        assert said.endswith("Type the password above and test again.")
    assert ADMIN_PASSWORD not in said


def test_a_form_that_names_no_server_says_so_and_stays_open(qtbot, window):
    dialog = open_connect_dialog(qtbot, window)
    type_into(qtbot, dialog.host_edit, "")
    press_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert "names no server" in dialog.message.text()
    type_into(qtbot, dialog.host_edit, "club.example.org")
    assert not dialog.message.isVisible()  # the refusal goes once a field is edited


def test_connecting_switches_the_window_and_remembers_the_server_without_its_password(
    qtbot, club, window
):
    create_campaign(name="Home", game=CALIBURN)
    window.refresh()
    window.rename_campaign_action.trigger()  # something to undo on the local file
    from ui.dialogs.rename import RenameDialog

    rename = current_dialog(qtbot, window, RenameDialog)
    type_into(qtbot, rename.name_edit, "Home Guard")
    with qtbot.waitSignal(rename.finished):
        press_ok(qtbot, rename)
    assert window.undo_action.isEnabled()

    dialog = open_connect_dialog(qtbot, window)
    fill(qtbot, dialog, club, ADMIN_PASSWORD)
    with qtbot.waitSignal(window.database_switched):
        press_ok(qtbot, dialog)

    server = club.with_password(None)
    assert window.location == server and window.db_path is None
    assert window.windowTitle() == f"Club Autumn — {club.dbname} on 127.0.0.1 — Muster"
    assert window.statusBar().currentMessage().startswith(f"Club server: {server.text} — you (")
    names = [window.campaign_combo.itemText(i) for i in range(window.campaign_combo.count())]
    assert names == ["Club Autumn", "Club Winter"]
    assert not window.undo_action.isEnabled()  # the local file's history is gone
    assert not window.backups_action.isEnabled()
    assert window.backups_action.toolTip() == SERVER_BACKUPS
    assert switching.recent_servers() == [server]
    assert server.text in settings_text()
    assert not password_kept(ADMIN_PASSWORD)

    again = open_connect_dialog(qtbot, window)  # the recent server is offered, filled in
    assert again.recent_combo.itemText(1) == server.text
    assert again.host_edit.text() == "127.0.0.1" and again.database_edit.text() == club.dbname
    assert again.password_edit.text() == ""


def test_the_password_prompt_asks_once_and_the_password_is_never_kept(
    qtbot, club, window, monkeypatch
):
    asked: list[str] = []

    def answer(_parent, location, problem):
        asked.append(problem)
        assert location.password is None
        return ADMIN_PASSWORD

    monkeypatch.setattr(questions, "ask_password", answer)
    dialog = open_connect_dialog(qtbot, window)
    fill(qtbot, dialog, club)  # no password typed
    with qtbot.waitSignal(window.database_switched):
        press_ok(qtbot, dialog)
    assert len(asked) == 1 and "the server asks for a password" in asked[0]
    assert window.location == club.with_password(None)
    assert window.location.password is None
    assert not password_kept(ADMIN_PASSWORD)


def test_a_refused_password_changes_nothing(qtbot, club, window, monkeypatch, db_path):
    before = db.obj
    asked: list[str] = []

    def ask_password(*_a: object) -> str:
        asked.append("pw")
        return "wrong-pw"

    def ask_unreachable(_p: object, _l: object, problem: str, **_k: object) -> str:
        asked.append(problem)
        return "give up"

    monkeypatch.setattr(questions, "ask_password", ask_password)
    monkeypatch.setattr(questions, "ask_unreachable", ask_unreachable)
    assert not switching.connect(window, club.with_password(None))
    assert asked[0] == "pw" and "the server refused the password" in asked[1]
    assert len(asked) == 2
    assert window.location == DatabaseLocation.file(db_path) and db.obj is before
    assert switching.recent_servers() == []
    assert not password_kept("wrong-pw")


def test_an_unreachable_server_offers_retry_or_the_local_file_and_changes_nothing(
    qtbot, window, db_path
):
    create_campaign(name="Home", game=CALIBURN)
    window.refresh()
    title = window.windowTitle()
    server = unreachable()
    shown = answer_message_boxes("Retry", "Cancel")
    assert not switching.connect(window, server)
    assert len(shown) == 4  # asked again after Retry
    assert "Muster could not open the club server club on 127.0.0.1" in shown[0]
    assert "cannot reach the club server postgresql://kai@127.0.0.1:" in shown[0]
    assert "Nothing was changed" in shown[0]
    assert f"keep working on {db_path.name}" in shown[0]
    assert shown[1] == "buttons: Cancel, Open local file, Retry"
    assert window.location == DatabaseLocation.file(db_path)
    assert window.windowTitle() == title
    assert window.statusBar().currentMessage() == f"Database: {db_path}"
    assert [c.name for c in Campaign.select()] == ["Home"]  # the file is still open
    assert switching.recent_servers() == []


@on_a_server
def test_open_local_file_from_the_retry_dialog_opens_the_default_file(qtbot, window, default_file):
    answer_message_boxes("Open local file")
    assert switching.connect(window, unreachable())
    assert window.db_path == default_file and default_file.exists()
    assert window.windowTitle() == "muster.sqlite3 — Muster"
    assert window.backups_action.isEnabled()


@on_a_server
def test_open_local_file_goes_back_to_sqlite(
    qtbot, window, prompts, monkeypatch, tmp_path, default_file
):
    offered: list[Path] = []
    chosen = tmp_path / "home.sqlite3"

    def ask_database_file(_p: object, first: Path) -> Path:
        offered.append(first)
        return chosen

    monkeypatch.setattr("ui.dialogs.connect.ask_database_file", ask_database_file)
    with qtbot.waitSignal(window.database_switched):
        window.open_local_action.trigger()
    assert offered == [default_file]
    assert "There is no database at" in prompts.confirmations[0]  # a new file: asked first
    assert window.db_path == chosen and window.location == DatabaseLocation.file(chosen)
    assert window.windowTitle() == "home.sqlite3 — Muster"
    assert window.statusBar().currentMessage() == f"Database: {chosen}"
    assert window.backups_action.isEnabled()
    assert db.obj.database == str(chosen)


def test_a_damaged_local_file_changes_nothing(qtbot, window, tmp_path, monkeypatch, db_path):
    damaged = make_file(tmp_path / "damaged.sqlite3")
    damage_pages(damaged)
    monkeypatch.setattr(questions, "ask_database_file", lambda *_a: damaged)
    shown = answer_message_boxes("Cancel")
    window.open_local_action.trigger()
    assert "Muster's database is damaged" in shown[0]
    assert shown[1] == "buttons: Cancel"  # no good backup of it
    assert window.db_path == db_path and Campaign.select().count() == 0


def test_an_empty_local_file_is_made_new_only_when_asked(qtbot, window, tmp_path, monkeypatch):
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    monkeypatch.setattr(questions, "ask_database_file", lambda *_a: empty)
    shown = answer_message_boxes("Cancel")
    window.open_local_action.trigger()
    assert shown[1] == "buttons: Cancel, Create a new campaign database here"
    assert window.db_path != empty and empty.stat().st_size == 0

    answer_message_boxes("Create a new campaign database here")
    window.open_local_action.trigger()
    assert window.db_path == empty and empty.stat().st_size > 0


def make_file(path: Path) -> Path:
    """A database file with a campaign, made without disturbing the bound database."""
    before = db.obj
    from models.store.lifecycle import switch_database

    switch_database(path)
    populate(name="Elsewhere")
    switch_database(DatabaseLocation.file(before.database))
    return path


def test_each_database_reopens_its_own_last_campaign(qtbot, club, window, db_path, prompts):
    first = create_campaign(name="Home One", game=CALIBURN)
    second = create_campaign(name="Home Two", game=CALIBURN)
    window.refresh()
    window.select_campaign(second.id)
    assert switching.connect(window, club)
    assert window.campaign.name == "Club Autumn"
    winter = Campaign.get(Campaign.name == "Club Winter")
    window.select_campaign(winter.id)
    assert switching.open_file(window, db_path)
    assert window.campaign.id == second.id and window.campaign.id != first.id
    assert switching.connect(window, club)
    assert window.campaign.name == "Club Winter"
    assert switching.recent_servers() == [club.with_password(None)]


def test_the_recent_servers_keep_the_latest_first_and_no_duplicates():
    a = parse_location("postgresql://kai@a.example:5432/muster")
    b = parse_location("postgresql://kai:pw@b.example:5433/muster?sslmode=require")
    switching.remember_server(a)
    switching.remember_server(b)
    switching.remember_server(a)
    assert switching.recent_servers() == [a, b.with_password(None)]
    assert "pw" not in " ".join(QSettings().value(switching.RECENT_KEY))
    QSettings().setValue(switching.RECENT_KEY, ["mysql://x", a.text, "/a/file.sqlite3"])
    assert switching.recent_servers() == [a]  # what it cannot use is left out


# --- at start-up (main.py --db URL) --------------------------------------------------------


def test_an_unreachable_server_at_start_offers_retry_local_file_or_quit(qtbot):
    before = db.obj
    shown = answer_message_boxes("Retry", "Quit")
    assert opening.open_server_at_start(unreachable()) is None
    assert len(shown) == 4
    assert shown[1] == "buttons: Open local file, Quit, Retry"
    assert shown[0].endswith("or quit Muster.")
    assert db.obj is before


def test_the_local_file_instead_of_the_server_at_start(qtbot, default_file):
    answer_message_boxes("Open local file")
    opened = opening.open_server_at_start(unreachable())
    try:
        assert opened is not None and opened.path == default_file
    finally:
        close_database()


def test_the_password_prompt_at_start(qtbot, club, monkeypatch):
    monkeypatch.setattr(questions, "ask_password", lambda *_a: ADMIN_PASSWORD)
    opened = opening.open_server_at_start(club.with_password(None))
    try:
        assert opened is not None and opened.location == club
        assert Campaign.select().count() == 2
    finally:
        close_database()


def test_the_app_on_a_server_url_opens_it_itself(monkeypatch, capsys):
    """``main.py --db URL`` leaves the server to the app, which asks (above); a URL that names
    no server is still one line and exit 2."""
    started: list[object] = []

    def run_app(opened: object, **kw: object) -> int:
        started.append(kw)
        return 0

    monkeypatch.setattr("ui.app.run_app", run_app)
    server = unreachable()
    assert cli.main(["--db", server.text]) == 0
    assert started == [{"server": server, "import_file": None}]  # no campaign file to offer
    assert capsys.readouterr().err == ""
    assert cli.main(["--db", "postgresql://kai@/club"]) == 2
    assert "names no server" in capsys.readouterr().err


# --- the server going away while the window works -------------------------------------------


def lose_every_connection(pg_server, database) -> None:
    """The server ends every connection to the club's database but the one asking."""
    with pg_server.cluster.admin_connection() as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s "
            "AND pid <> pg_backend_pid()",
            (database.dbname,),
        )


@on_a_server
def test_a_lost_server_is_a_plain_message(qtbot, window, database, pg_server, prompts, monkeypatch):
    create_campaign(name="Autumn", game=CALIBURN)
    window.refresh()
    lose_every_connection(pg_server, database)
    window.new_warband_action.trigger()
    from ui.dialogs.warband_edit import WarbandDialog

    dialog = current_dialog(qtbot, window, WarbandDialog)
    type_into(qtbot, dialog.name_edit, "Camelot")
    # The change first asks the server where it stands (models/store/kept.py): that meets the
    # loss before the change's transaction begins, so the connection is let go and the change
    # is made once, on a new one. A loss inside the change is refused in words (below).
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    assert [w.name for w in window.campaign.warbands] == ["Camelot"]
    shown = answer_message_boxes("OK")
    monkeypatch.setattr("models.store.kept.change_stamp", lambda: None)
    lose_every_connection(pg_server, database)
    window.new_warband_action.trigger()
    dialog = current_dialog(qtbot, window, WarbandDialog)
    type_into(qtbot, dialog.name_edit, "Orkney")
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.message.text() == CONNECTION_LOST_MESSAGE
    with qtbot.waitSignal(dialog.finished):  # the server is back: Muster connects again
        press_ok(qtbot, dialog)
    assert [w.name for w in window.campaign.warbands] == ["Camelot", "Orkney"]
    assert shown == []


def test_a_known_problem_reaching_the_top_is_its_sentence_without_a_report(qtbot, capsys):
    shown = answer_message_boxes("OK")
    crash.excepthook(DatabaseWriteError, DatabaseWriteError(CONNECTION_LOST_MESSAGE), None)
    assert shown[0] == f"{CONNECTION_LOST_MESSAGE}\n"
    assert capsys.readouterr().err == f"muster: error: {CONNECTION_LOST_MESSAGE}\n"


def test_the_window_listens_to_the_server_it_shows_and_only_to_it(
    qtbot, club, window, monkeypatch, tmp_path, prompts
):
    assert window.live is None  # a file: nobody else writes to it
    dialog = open_connect_dialog(qtbot, window)
    fill(qtbot, dialog, club, ADMIN_PASSWORD)
    with qtbot.waitSignal(window.database_switched):
        press_ok(qtbot, dialog)
    assert window.live is not None  # other players' changes on the server now show

    chosen = tmp_path / "home.sqlite3"
    monkeypatch.setattr("ui.dialogs.connect.ask_database_file", lambda _p, _first: chosen)
    with qtbot.waitSignal(window.database_switched):
        window.open_local_action.trigger()
    assert window.db_path == chosen and window.live is None
