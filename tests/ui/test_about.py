"""Help ▸ About: the version, the licences, and where the data lives."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from models import __version__
from ui.dialogs import about
from ui.main_window import MainWindow
from ui.resources import APP_ID


def test_about_names_the_version_licences_and_data_folders(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[Path] = []

    def note(path: Path) -> bool:
        opened.append(path)
        return True

    monkeypatch.setattr("ui.common.open_file", note)
    monkeypatch.setattr(about, "open_folder", note)
    window.about_action.trigger()
    dialog = window.open_dialog
    assert isinstance(dialog, about.AboutDialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"Muster {__version__}" in texts
    assert "GNU General Public License, version 3 or later" in texts
    assert "GNU Lesser General Public License, version 3" in texts
    assert "DejaVu" in texts
    assert dialog.database_label.text() == str(window.db_path)
    assert window.db_path is not None
    assert dialog.backups_label.text() == str(window.db_path.parent / "backups")
    for button in dialog.licence_buttons.values():
        button.click()
    assert len(opened) == 3 and all(path.is_file() and path.stat().st_size for path in opened)
    dialog.open_folder_button.click()
    assert opened[-1] == window.db_path.parent


def test_the_app_has_its_icon_and_names_its_desktop_entry(window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.desktopFileName() == APP_ID
    assert not app.windowIcon().isNull()
    assert not app.windowIcon().pixmap(64, 64).toImage().isNull()
