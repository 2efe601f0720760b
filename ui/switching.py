"""Switching the window to another database: a club server (*Campaign ▸ Connect to a club
server…*) or a local file (*Campaign ▸ Open local file…*), and the club servers remembered.

The new database is opened while the old one stays open (``models.store.lifecycle.
switch_database``); only once it is open does the window let go of the old one: its undo
histories are cleared, the trackers and the odds helper (which hold the old database's rows)
close, and the window shows the campaign last shown on the new database. When it cannot be
opened, nothing changes. Recent servers are kept in QSettings as their URLs, which never hold
a password (``DatabaseLocation.text``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QSettings, QThreadPool

from i18n import translate
from models.errors import MusterError
from models.store.connection import default_db_path
from models.store.lifecycle import OpenResult
from models.store.location import DatabaseLocation, parse_location
from ui import common
from ui.dialogs import connect as prompts
from ui.opening import backup_at_startup, open_file_asking, open_server_asking

RECENT_KEY = "club_servers/recent"
MAX_RECENT = 8


def recent_servers() -> list[DatabaseLocation]:
    """The club servers connected to, the latest first (without passwords)."""
    value = QSettings().value(RECENT_KEY, [])
    texts = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    found: list[DatabaseLocation] = []
    for text in texts:
        try:
            location = parse_location(str(text)).with_password(None)
        except MusterError:
            continue  # an entry an older or newer Muster wrote that this one cannot read
        if location.is_server and location not in found:
            found.append(location)
    return found[:MAX_RECENT]


def remember_server(location: DatabaseLocation) -> None:
    """Put ``location`` first in the recent servers: its URL, which has no password."""
    texts = [location.text] + [r.text for r in recent_servers() if r.text != location.text]
    QSettings().setValue(RECENT_KEY, texts[:MAX_RECENT])


def connect_to_server(window: Any) -> None:
    """*Connect to a club server…*: the connect dialog; Connect switches the window."""
    dialog = prompts.ConnectDialog(window, recent=recent_servers(), current=window.location)
    window.show_dialog(dialog, lambda d: connect(window, d.location()))


def connect(window: Any, location: DatabaseLocation) -> bool:
    """Switch ``window`` to the club server at ``location`` (its password, if any, is used for
    this connection only), asking for a password or whether to retry on the way; True when
    the window shows it. Choosing the local file there opens the default database."""
    _finish_background_work()
    outcome = open_server_asking(window, location, showing=window.location)
    if isinstance(outcome, OpenResult):
        remember_server(location)
        _show(window, outcome)
        return True
    if outcome == prompts.LOCAL:
        return open_file(window, default_db_path())
    return False


def open_local_file(window: Any) -> bool:
    """*Open local file…*: choose a database file (the default database offered first) and
    switch the window to it; a name not there yet becomes a new database when confirmed."""
    path = prompts.ask_database_file(window, default_db_path())
    if path is None:
        return False
    if not path.exists() and not common.confirm(
        window,
        translate("Switching", "New campaign database"),
        translate(
            "Switching",
            "There is no database at {path} yet. Create a new, empty campaign database there?",
        ).format(path=path),
        ok=translate("Switching", "Create"),
    ):
        return False
    return open_file(window, path)


def open_file(window: Any, path: Path) -> bool:
    """Switch ``window`` to the database file at ``path``, handled as at start-up (a damaged
    file offers its latest good backup, an empty one is made new only when asked, the
    start-up backup is taken when due); True when the window shows it."""
    _finish_background_work()
    opened = open_file_asking(window, path, showing=window.location)
    if opened is None:
        return False
    _show(window, opened)
    warning = backup_at_startup(path)
    if warning:
        window.statusBar().showMessage(warning)
    return True


def _finish_background_work() -> None:
    """An export or import still running reads the database open now: it finishes first."""
    QThreadPool.globalInstance().waitForDone()


def _show(window: Any, opened: OpenResult) -> None:
    """The window lets go of the old database's rows and shows the new one."""
    commands = window.commands
    for tracker in list(commands.trackers.values()):
        tracker.close()
    if commands.odds_dialog is not None and shiboken6.isValid(commands.odds_dialog):
        commands.odds_dialog.close()
    commands.odds_dialog = None
    location = opened.location or DatabaseLocation.file(opened.path or Path())
    window.show_database(location)
