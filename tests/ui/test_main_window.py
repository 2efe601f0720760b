"""The main window opens on a real database file and remembers its geometry."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from ui.app import make_application
from ui.main_window import MainWindow


def test_main_window_shows_the_database(qtbot, database: Path) -> None:
    make_application()
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert database.name in window.windowTitle()
    available = window.screen().availableGeometry()
    assert window.width() >= min(1280, available.width()) - 10
    assert window.height() >= min(800, available.height()) - 40


def test_geometry_is_remembered_as_text(qtbot, database: Path) -> None:
    make_application()
    window = MainWindow(database)
    qtbot.addWidget(window)
    window.resize(760, 450)
    size = (window.width(), window.height())
    window.show()
    qtbot.waitExposed(window)
    window.close()
    stored = QSettings().value("main_window/geometry")
    assert isinstance(stored, str) and stored
    again = MainWindow(database)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size
    assert size[1] == 450
