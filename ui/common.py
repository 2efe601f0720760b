"""Small pieces every screen uses: confirmation, error display, file prompts, opening a
file in the system's viewer, a dialog that keeps its size."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMessageBox, QWidget

from models.store.files import NAME_MAX_BYTES

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


def _start_folder() -> Path:
    folder = Path(QSettings().value("paths/last_folder", "", type=str) or Path.home())
    return folder if folder.is_dir() else Path.home()


def _remember_folder(path: Path) -> None:
    QSettings().setValue("paths/last_folder", str(path.parent))


# Characters that some file system refuses in a file name (Windows' list, and controls).
_UNSAFE = re.compile(r'\s*[\\/:*?"<>|\x00-\x1f\x7f]+\s*')


def file_name(*parts: str, suffix: str, fallback: str = "muster") -> str:
    """A file name to suggest, from names users typed: each part without path separators or
    characters some file system refuses (a run of them becomes " - "), the parts joined with
    " - "; ``fallback`` when nothing is left. Shortened to what file systems take (255 bytes
    of UTF-8 with the suffix), never inside a character or an emoji's sequence."""
    cleaned = [_UNSAFE.sub(" - ", part).strip(" .-") for part in parts]
    stem = " - ".join(part for part in cleaned if part) or fallback
    room = NAME_MAX_BYTES - len(suffix.encode("utf-8"))
    if len(stem.encode("utf-8")) > room:
        stem = _cut(stem, room).rstrip(" .-") or fallback
    return f"{stem}{suffix}"


def _cut(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` bytes of UTF-8 at a character boundary, without
    leaving half a sequence (a joiner, a combining mark or a variation selector) at its end."""
    cut = text.encode("utf-8")[:limit].decode("utf-8", "ignore")
    while cut and (
        cut[-1] in "\u200d\ufe0e\ufe0f" or unicodedata.category(cut[-1]) in ("Mn", "Me", "Sk")
    ):
        cut = cut[:-1]
    flags = len(cut) - len(cut.rstrip(_REGIONAL_INDICATORS))
    if flags % 2:  # a flag is two letters: never keep half of one
        cut = cut[:-1]
    return cut


_REGIONAL_INDICATORS = "".join(chr(c) for c in range(0x1F1E6, 0x1F200))


def ask_save_path(parent: QWidget | None, title: str, suggested_name: str) -> Path | None:
    """Ask where to save a file, offering ``suggested_name``; None when cancelled.

    Every save prompt goes through here (tests patch it). A name typed without the suggested
    suffix gets it.
    """
    suffix = Path(suggested_name).suffix
    kind = f"{suffix[1:].upper()} files (*{suffix});;" if suffix else ""
    chosen, _filter = QFileDialog.getSaveFileName(
        parent, title, str(_start_folder() / suggested_name), f"{kind}All files (*)"
    )
    if not chosen:
        return None
    path = Path(chosen)
    if suffix and not path.suffix:
        path = path.with_name(path.name + suffix)
    _remember_folder(path)
    return path


def ask_open_path(parent: QWidget | None, title: str, filter: str) -> Path | None:
    """Ask which file to open (``filter`` as Qt writes it: "Campaigns (*.json)"); None when
    cancelled. Every open prompt goes through here (tests patch it)."""
    chosen, _filter = QFileDialog.getOpenFileName(parent, title, str(_start_folder()), filter)
    if not chosen:
        return None
    path = Path(chosen)
    _remember_folder(path)
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
