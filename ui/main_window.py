"""The main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

DEFAULT_SIZE = (1200, 800)


class MainWindow(QMainWindow):
    """Campaign switcher, warbands, roster and details (screens arrive with later issues)."""

    def __init__(self, db_path: Path) -> None:
        super().__init__()
        self.db_path = db_path
        self.setWindowTitle(f"Muster — {db_path.name}")
        self.setObjectName("MainWindow")
        placeholder = QLabel("No campaign open.")
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(placeholder)
        self._build_menus()
        self.statusBar().showMessage(f"Database: {db_path}")
        self.resize(*DEFAULT_SIZE)
        self._restore_geometry()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About Muster", self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            "About Muster",
            "Muster keeps campaigns of The Beastrider Wars and Caliburn's Wrath.\n\n"
            f"Database: {self.db_path}",
        )

    # Geometry is stored as a base64 string so the settings file holds only text and numbers.
    def _restore_geometry(self) -> None:
        value = QSettings().value("main_window/geometry", "", type=str)
        if value:
            self.restoreGeometry(QByteArray.fromBase64(value.encode("ascii")))

    def closeEvent(self, event: QCloseEvent) -> None:
        geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        QSettings().setValue("main_window/geometry", geometry)
        super().closeEvent(event)
