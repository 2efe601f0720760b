"""Starting the app: the QApplication, the database, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from models.store.connection import close_database
from models.store.lifecycle import OpenResult
from models.store.location import DatabaseLocation
from ui.opening import backup_at_startup, open_default_database, open_server_at_start
from ui.resources import APP_ID, ICON

__all__ = ["backup_at_startup", "make_application", "open_default_database", "run_app"]

ORGANISATION = "Muster"
APPLICATION = "Muster"


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


def run_app(
    opened: OpenResult | None,
    *,
    server: DatabaseLocation | None = None,
    import_file: Path | None = None,
) -> int:
    """Run the main window on the database ``opened`` until the window closes.

    ``opened`` is a file the command line has already opened (``--db PATH``: its problems
    were reported there, before any window). ``server`` is a club server to open here
    (``--db URL``): a password prompt when it asks for one, and a dialog offering to retry, to
    open the local file or to quit when it cannot be opened (``ui/opening.py``). Without
    either the default database is opened here, and its problems are shown in a message box;
    a damaged default database can be restored from its latest good backup there.
    ``import_file`` is a campaign file to offer for import once the window is shown
    (``muster FILE.json``, the desktop's *Open with Muster*).
    """
    from ui.crash import install_excepthook
    from ui.main_window import MainWindow

    app = make_application()
    if opened is None and server is not None:
        opened = open_server_at_start(server)
    elif opened is None:
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
    if import_file is not None:
        QTimer.singleShot(0, lambda: window.commands.import_campaign_file(import_file))
    try:
        return app.exec()
    finally:
        close_database()
