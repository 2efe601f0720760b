"""Starting the app: the QApplication, the database, the main window."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication

from i18n import translate
from models.collector import resume_after_start
from models.store.connection import close_database
from models.store.lifecycle import OpenResult
from models.store.location import DatabaseLocation
from ui.language import APPLICATION, ORGANISATION, install_on_application
from ui.opening import backup_at_startup, open_default_database, open_server_at_start
from ui.resources import APP_ID, ICON

__all__ = ["backup_at_startup", "make_application", "open_default_database", "run_app"]

START_AT_MOST_MS = 10_000  # the start's pause of the collector ends by then, painted or not


def colour_scheme_wanted() -> Qt.ColorScheme:
    """The system's colour scheme (Qt 6.5+ reports it), or MUSTER_COLOUR_SCHEME's (``dark`` or
    ``light``): for a desktop that reports none, and for rendering both."""
    told = os.environ.get("MUSTER_COLOUR_SCHEME", "").strip().lower()
    if told == "dark":
        return Qt.ColorScheme.Dark
    if told == "light":
        return Qt.ColorScheme.Light
    return QGuiApplication.styleHints().colorScheme()


def _dark_palette() -> QPalette:
    """Fusion's colours for a dark desktop: light text on dark grey, each role readable."""
    palette = QPalette()
    colours = {
        QPalette.ColorRole.Window: "#2b2b2e",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1f1f22",
        QPalette.ColorRole.AlternateBase: "#29292d",
        QPalette.ColorRole.ToolTipBase: "#3a3a3f",
        QPalette.ColorRole.ToolTipText: "#f0f0f0",
        QPalette.ColorRole.PlaceholderText: "#9a9a9a",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#35353a",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.BrightText: "#ff6b6b",
        QPalette.ColorRole.Light: "#4a4a50",
        QPalette.ColorRole.Midlight: "#3d3d42",
        QPalette.ColorRole.Mid: "#5c5c63",
        QPalette.ColorRole.Dark: "#18181a",
        QPalette.ColorRole.Shadow: "#000000",
        QPalette.ColorRole.Highlight: "#2f67ad",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#7fb2ff",
        QPalette.ColorRole.LinkVisited: "#c39bff",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(disabled, role, QColor("#7c7c82"))
    return palette


def apply_colour_scheme(scheme: Qt.ColorScheme) -> None:
    """Fusion in the light palette, or in the dark one for a dark scheme."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if scheme == Qt.ColorScheme.Dark:
        app.setPalette(_dark_palette())
    else:
        app.setPalette(app.style().standardPalette())


def make_application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, with the names QSettings files itself under, its icon, and the
    desktop entry it belongs to (so Wayland shows the icon and groups its windows). Its
    colours follow the system's scheme, light or dark, and change with it."""
    running = QApplication.instance()
    made = running is None
    if running is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    elif isinstance(running, QApplication):
        app = running
    else:  # a bug of the caller: a window needs a QApplication, not a bare QCoreApplication
        raise RuntimeError("Muster's windows need a QApplication; a QCoreApplication runs")
    if made:
        scheme = colour_scheme_wanted()
        if scheme == Qt.ColorScheme.Dark:
            apply_colour_scheme(scheme)
        app.styleHints().colorSchemeChanged.connect(
            lambda _scheme: apply_colour_scheme(colour_scheme_wanted())
        )
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(ICON)))
    install_on_application()  # the language main.py chose (ui/language.py)
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
    where = opened.location or opened.path
    assert where is not None, "an open database is a file or a server"
    window = MainWindow(where, paint_first=True)
    if backup_warning:
        print(
            translate("App", "muster: warning: {warning}").format(warning=backup_warning),
            file=sys.stderr,
        )
        window.statusBar().showMessage(backup_warning)
    window.show()
    # The collector paused for the start (models/collector.py) runs again when the window has
    # shown its roster; at the latest after a while, should the window not paint (minimised).
    QTimer.singleShot(START_AT_MOST_MS, resume_after_start)
    if import_file is not None:
        QTimer.singleShot(0, lambda: window.commands.import_campaign_file(import_file))
    try:
        return app.exec()
    finally:
        close_database()
