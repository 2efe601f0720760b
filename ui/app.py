"""Starting the app: the QApplication, the database, the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from models.db import close_database, default_db_path, open_database
from models.errors import MusterError

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
    any window opens; a problem with the default database is shown in a message box.
    """
    from main import fail
    from ui.crash import install_excepthook
    from ui.main_window import MainWindow

    if db_path is not None:
        try:
            opened = open_database(db_path)
        except MusterError as exc:
            return fail(str(exc))
        app = make_application()
    else:
        app = make_application()
        path = default_db_path()
        try:
            opened = open_database(path)
        except MusterError as exc:
            QMessageBox.critical(
                None,
                "Muster cannot open its database",
                f"Muster could not open its database:\n\n{exc}\n\n"
                "Nothing was changed. You can start Muster on another file with "
                "`python main.py --db PATH`.",
            )
            return 1
    install_excepthook()
    window = MainWindow(opened.path)
    window.show()
    QTimer.singleShot(0, window.offer_demo)
    try:
        return app.exec()
    finally:
        close_database()
