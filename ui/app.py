"""Starting the app: the QApplication, the database, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from models.errors import DatabaseDamagedError, DatabaseEmptyError, MusterError
from models.store.connection import close_database, default_db_path
from models.store.lifecycle import OpenResult, open_database
from ui.resources import APP_ID, ICON

ORGANISATION = "Muster"
APPLICATION = "Muster"
CREATE_TEXT = "Create a new campaign database here"
QUIT_TEXT = "Quit"


def make_application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with the names QSettings files itself under, its icon, and the
    desktop entry it belongs to (so Wayland shows the icon and groups its windows)."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(ICON)))
    return app


def run_app(opened: OpenResult | None) -> int:
    """Run the main window on the database ``opened`` until the window closes.

    ``opened`` is a database the command line has already opened (``--db``: its problems
    were reported there, before any window). Without it the default database is opened
    here, and its problems are shown in a message box; a damaged default database can be
    restored from its latest good backup there.
    """
    from ui.crash import install_excepthook
    from ui.main_window import MainWindow

    app = make_application()
    if opened is None:
        opened = open_default_database()
        if opened is None:
            return 1
    install_excepthook()
    # Start-up backups are for files; a club server is backed up by its organiser.
    backup_warning = backup_at_startup(opened.path) if opened.path is not None else None
    window = MainWindow(opened.location or opened.path, paint_first=True)
    if backup_warning:
        print(f"muster: warning: {backup_warning}", file=sys.stderr)
        window.statusBar().showMessage(backup_warning)
    window.show()
    QTimer.singleShot(0, window.commands.offer_demo)
    try:
        return app.exec()
    finally:
        close_database()


def open_default_database() -> OpenResult | None:
    """Open the database in the user data folder, or say why not; None means quit.

    A damaged file is never written to: the user is offered its latest good backup, and
    restoring it keeps the damaged file aside.
    """
    from ui.dialogs.damaged import offer_latest_backup

    path = default_db_path()
    replace_empty = False
    try:
        return open_database(path)
    except DatabaseDamagedError as exc:
        if not offer_latest_backup(None, path, str(exc)):
            return None
    except DatabaseEmptyError as exc:
        if not _offer_new_database(exc):
            return None
        replace_empty = True
    except MusterError as exc:
        _cannot_open(exc)
        return None
    try:
        return open_database(path, replace_empty=replace_empty)
    except MusterError as exc:
        _cannot_open(exc)
        return None


def _offer_new_database(exc: DatabaseEmptyError) -> bool:
    """An empty database file: ask before making it a new, empty campaign database."""
    box = QMessageBox()
    box.setObjectName("EmptyDatabaseBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Muster's database is empty")
    box.setText(f"Muster's database file is empty, so it holds no campaign:\n\n{exc}")
    box.setInformativeText(
        "Muster can create a new campaign database in its place. If your campaigns should be "
        "in this file, quit and look for a backup first (in the backups folder beside it)."
    )
    create = box.addButton(CREATE_TEXT, QMessageBox.ButtonRole.AcceptRole)
    quit_button = box.addButton(QUIT_TEXT, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is create


def _cannot_open(exc: MusterError) -> None:
    QMessageBox.critical(
        None,
        "Muster cannot open its database",
        f"Muster could not open its database:\n\n{exc}\n\n"
        "Nothing was changed. You can start Muster on another file with "
        "`python main.py --db PATH`.",
    )


def backup_at_startup(path: Path) -> str | None:
    """Take the start-up backup when one is due; return a warning when it failed."""
    from models.store.rotation import maybe_backup_at_startup

    try:
        maybe_backup_at_startup(path)
    except MusterError as exc:
        return f"The automatic backup failed: {exc}"
    return None
