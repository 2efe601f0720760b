"""Small pieces every screen uses: confirmation, error display, save dialogs, opening a file
in the system's viewer, a dialog that keeps its size."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMessageBox, QWidget

ERROR_STYLE = "color: #b00020;"
WARNING_STYLE = "color: #8a5a00;"
OK_STYLE = "color: #1b5e20;"


def confirm(parent: QWidget | None, title: str, text: str, *, ok: str = "OK") -> bool:
    """Ask the user to confirm. Every confirmation goes through here (tests patch it)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    yes = box.addButton(ok, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is yes


def show_error(parent: QWidget | None, text: str, *, title: str = "Muster") -> None:
    """Tell the user why something could not be done. Tests patch this too."""
    QMessageBox.warning(parent, title, text)


def ask_save_path(parent: QWidget | None, title: str, suggested_name: str) -> Path | None:
    """Ask where to save a PDF; None if the user cancels. Every save dialog goes through here
    (tests patch it). Starts in the folder last saved to, else the user's documents."""
    settings = QSettings()
    folder = settings.value("export/folder", "", type=str) or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation
    )
    dialog = QFileDialog(parent, title, folder or str(Path.home()), "PDF files (*.pdf)")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("pdf")  # and the dialog asks before replacing that file
    dialog.selectFile(suggested_name)
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    path = Path(dialog.selectedFiles()[0])
    settings.setValue("export/folder", str(path.parent))
    return path


def open_file(path: Path) -> bool:
    """Open a file in the system's viewer; False if none could. Tests patch this."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def message_label() -> QLabel:
    """An inline message line for a form: empty until there is something to say."""
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("message")
    label.hide()
    return label


def set_message(label: QLabel, text: str, style: str = ERROR_STYLE) -> None:
    label.setText(text)
    label.setStyleSheet(style)
    label.setVisible(bool(text))


class MusterDialog(QDialog):
    """A dialog that remembers its size (as text in QSettings) under its object name."""

    default_size = (520, 420)

    def __init__(self, parent: QWidget | None, name: str, title: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(title)
        self.resize(*self.default_size)
        stored = QSettings().value(f"dialogs/{name}", "", type=str)
        if stored:
            self.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii")))

    def _save_geometry(self) -> None:
        geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        QSettings().setValue(f"dialogs/{self.objectName()}", geometry)

    def done(self, result: int) -> None:
        self._save_geometry()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._save_geometry()
        super().closeEvent(event)
