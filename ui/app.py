"""Starting the app: the QApplication, the database, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from models.db import OpenResult, close_database, default_db_path, open_database
from models.errors import DatabaseDamagedError, MusterError

ORGANISATION = "Muster"
APPLICATION = "Muster"


def make_application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with the names QSettings files itself under."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    return app


def run_app(db_path: Path | None) -> int:
    """Open the database and run the main window until it closes.

    An explicit ``db_path`` that cannot be used is reported on stderr with exit code 2 before
    any window opens (a damaged one with its latest good backup); a problem with the default
    database is shown in a message box, and a damaged default database can be restored from
    its latest good backup there.
    """
    from main import fail, fail_damaged
    from ui.crash import install_excepthook
    from ui.main_window import MainWindow

    if db_path is not None:
        try:
            opened = open_database(db_path)
        except DatabaseDamagedError as exc:
            return fail_damaged(db_path, str(exc))
        except MusterError as exc:
            return fail(str(exc))
        app = make_application()
    else:
        app = make_application()
        result = open_default_database()
        if result is None:
            return 1
        opened = result
    install_excepthook()
    backup_warning = backup_at_startup(opened.path)
    window = MainWindow(opened.path)
    if backup_warning:
        print(f"muster: warning: {backup_warning}", file=sys.stderr)
        window.statusBar().showMessage(backup_warning)
    window.show()
    QTimer.singleShot(0, window.offer_demo)
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
    try:
        return open_database(path)
    except DatabaseDamagedError as exc:
        if not offer_latest_backup(None, path, str(exc)):
            return None
    except MusterError as exc:
        _cannot_open(exc)
        return None
    try:
        return open_database(path)
    except MusterError as exc:
        _cannot_open(exc)
        return None


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
    from models.backup import maybe_backup_at_startup

    try:
        maybe_backup_at_startup(path)
    except MusterError as exc:
        return f"The automatic backup failed: {exc}"
    return None
