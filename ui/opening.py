"""Opening a database in the app, asking the user on the way: at start-up (the default
file, or the club server of ``--db URL``) and when the window switches to another one
(``ui/switching.py``). A damaged file offers its latest good backup, an empty one is made new
only when asked, a server asks for its password when it wants one, and a server that cannot be
opened offers to retry or to open the local file. Whatever is not opened changes nothing: the
database open before stays open (``models.store.lifecycle.switch_database``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import (
    DatabaseDamagedError,
    DatabaseEmptyError,
    DatabaseLogDamagedError,
    MusterError,
    ServerLoginError,
)
from models.store.connection import default_db_path
from models.store.lifecycle import OpenResult, switch_database
from models.store.location import DatabaseLocation

# The buttons' texts, in English (a dialog of ui/dialogs translates what it is given), shown
# here as translate("Opening", text).
CREATE_TEXT = QT_TRANSLATE_NOOP("Opening", "Create a new campaign database here")
QUIT_TEXT = QT_TRANSLATE_NOOP("Opening", "Quit")
CANCEL_TEXT = QT_TRANSLATE_NOOP("Opening", "Cancel")


def open_server_at_start(location: DatabaseLocation) -> OpenResult | None:
    """Open a club server before the window: ask for a password when it wants one; when it
    cannot be opened, offer to retry, to open the local file (the default database), or to
    quit (None)."""
    from ui.dialogs import connect

    outcome = open_server_asking(None, location, showing=None)
    if outcome == connect.LOCAL:
        return open_default_database()
    return outcome if isinstance(outcome, OpenResult) else None


def open_server_asking(
    parent: QWidget | None, location: DatabaseLocation, *, showing: DatabaseLocation | None
) -> OpenResult | str:
    """Open the club server at ``location`` in place of the database open now (``showing``
    in the window, or none at start-up), asking the user on the way: its password when the
    server refuses for lack of one (once; never stored), and, when it cannot be opened
    (unreachable, refused, no such database, not Muster's), whether to retry.

    Returns what was opened, or what the user chose instead: ``connect.LOCAL`` (open the
    local file) or ``connect.GIVE_UP``. Until something is opened the database open before
    stays open, unchanged.
    """
    from ui.dialogs import connect

    attempt = location
    asked = False
    while True:
        try:
            return _switch_busy(attempt)
        except ServerLoginError as exc:
            problem = location.scrub(str(exc))
            if not asked:
                asked = True
                password = connect.ask_password(parent, location, problem)
                if password is not None:
                    attempt = location.with_password(password)
                    continue
                if showing is not None:  # cancelled in the window: nothing more to ask
                    return connect.GIVE_UP
        except MusterError as exc:
            problem = location.scrub(str(exc))
        choice = connect.ask_unreachable(
            parent, location, problem, local=default_db_path(), showing=showing
        )
        if choice != connect.RETRY:
            return choice
        if asked and attempt.password != location.password:  # a refused password: ask again
            attempt, asked = location, False


def _switch_busy(location: DatabaseLocation) -> OpenResult:
    """Open ``location`` with the busy cursor on (a server that does not answer takes a few
    seconds to give up: ``CONNECT_TIMEOUT_S``)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return switch_database(location)
    finally:
        QApplication.restoreOverrideCursor()


def open_default_database() -> OpenResult | None:
    """Open the database in the user data folder, or say why not; None means quit."""
    return open_file_asking(None, default_db_path(), showing=None)


def open_file_asking(
    parent: QWidget | None, path: Path, *, showing: DatabaseLocation | None
) -> OpenResult | None:
    """Open the database file at ``path`` in place of the database open now (``showing`` in
    the window, or none at start-up), or say why not; None when it was not opened, and then
    the database open before stays open, unchanged.

    A damaged file is never written to: the user is offered its latest good backup, and
    restoring it keeps the damaged file aside; when the damage is in its -wal or -journal, to
    open it without what cannot be read of that, a copy of both kept first. An empty file
    becomes a new database only when the user says so.
    """
    from ui.dialogs.damaged import DROP_LOG, offer_latest_backup, tell_log_set_aside

    give_up = QUIT_TEXT if showing is None else CANCEL_TEXT
    replace_empty = drop_damaged_log = False
    try:
        return switch_database(path)
    except DatabaseDamagedError as exc:
        log = isinstance(exc, DatabaseLogDamagedError)
        chosen = offer_latest_backup(parent, path, str(exc), give_up=give_up, log=log)
        if chosen is None:
            return None
        drop_damaged_log = chosen == DROP_LOG
    except DatabaseEmptyError as exc:
        if not offer_new_database(parent, exc, give_up=give_up):
            return None
        replace_empty = True
    except MusterError as exc:
        _cannot_open(parent, path, exc, showing)
        return None
    try:
        opened = switch_database(
            path, replace_empty=replace_empty, drop_damaged_log=drop_damaged_log
        )
    except MusterError as exc:
        _cannot_open(parent, path, exc, showing)
        return None
    if opened.set_aside is not None:
        tell_log_set_aside(parent, opened.set_aside)
    return opened


def offer_new_database(
    parent: QWidget | None, exc: DatabaseEmptyError, *, give_up: str = QUIT_TEXT
) -> bool:
    """An empty database file: ask before making it a new, empty campaign database.

    ``give_up`` is the other button's text: Quit at start-up, Cancel in the window
    (``QUIT_TEXT``, ``CANCEL_TEXT``: English, shown translated)."""
    box = QMessageBox(parent)
    box.setObjectName("EmptyDatabaseBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("Opening", "Muster's database is empty"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # a path may hold anything
    box.setText(
        translate(
            "Opening", "Muster's database file is empty, so it holds no campaign:\n\n{problem}"
        ).format(problem=exc)
    )
    if give_up == CANCEL_TEXT:
        advice = translate(
            "Opening",
            "Muster can create a new campaign database in its place. If your campaigns should be in this file, cancel and look for a backup first (in the backups folder beside it).",  # noqa: E501
        )
    else:
        advice = translate(
            "Opening",
            "Muster can create a new campaign database in its place. If your campaigns should be in this file, quit and look for a backup first (in the backups folder beside it).",  # noqa: E501
        )
    box.setInformativeText(advice)
    from ui.icons import icon

    create = box.addButton(translate("Opening", CREATE_TEXT), QMessageBox.ButtonRole.AcceptRole)
    create.setIcon(icon("new-database"))
    quit_button = box.addButton(translate("Opening", give_up), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is create


def _cannot_open(
    parent: QWidget | None, path: Path, exc: MusterError, showing: DatabaseLocation | None
) -> None:
    from ui import common

    if showing is None:
        common.message_box(
            parent,
            translate("Opening", "Muster cannot open its database"),
            translate(
                "Opening",
                "Muster could not open its database:\n\n{problem}\n\nNothing was changed. You can start Muster on another file with `python main.py --db PATH`.",  # noqa: E501
            ).format(problem=exc),
            icon=QMessageBox.Icon.Critical,
        ).exec()
        return

    common.show_error(
        parent,
        translate(
            "Opening",
            "Muster could not open {path}:\n\n{problem}\n\nNothing was changed: the window still shows {database}.",  # noqa: E501
        ).format(path=path, problem=exc, database=showing.short_name),
        title=translate("Opening", "Muster cannot open this file"),
    )


def backup_at_startup(path: Path) -> str | None:
    """Take the start-up backup when one is due; return a warning when it failed."""
    from models.store.rotation import maybe_backup_at_startup

    try:
        maybe_backup_at_startup(path)
    except MusterError as exc:
        return translate("Opening", "The automatic backup failed: {problem}").format(problem=exc)
    return None
