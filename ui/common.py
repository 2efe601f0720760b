"""Small pieces every screen uses: confirmation, error display, file prompts, opening a
file in the system's viewer, a dialog that keeps its size."""

from __future__ import annotations

import contextlib
import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize, Qt, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QWidget,
)

from i18n import translate
from models.store.files import NAME_MAX_BYTES
from ui.text import in_title, plain_label

# Mid tones, readable on a light window and on a dark one (ui.app's dark palette) alike.
ERROR_STYLE = "color: #d8403a;"
WARNING_STYLE = "color: #b7791f;"
OK_STYLE = "color: #2e9e52;"


def message_box(
    parent: QWidget | None,
    title: str,
    text: str,
    *,
    icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
) -> QMessageBox:
    """A message box that shows ``text`` as it is: it often names a warrior or a warband,
    which Qt would otherwise take for rich text if it looked like HTML (ui.text)."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(in_title(title))
    box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text's too
    box.setText(text)
    return box


def confirm(parent: QWidget | None, title: str, text: str, *, ok: str = "") -> bool:
    """Ask the user to confirm (``ok``: the button that does it, "OK" when not given). Every
    confirmation goes through here (tests patch it)."""
    box = message_box(parent, title, text, icon=QMessageBox.Icon.Question)
    yes = box.addButton(ok or translate("Common", "OK"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is yes


def ask_text(parent: QWidget | None, title: str, text: str) -> str | None:
    """Ask the user for a few lines of text: what he typed, or None when he cancelled. Every
    such question goes through here (tests patch it)."""
    from PySide6.QtWidgets import QInputDialog

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(in_title(title))
    dialog.setLabelText(text)
    dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
    if not dialog.exec():
        return None
    return dialog.textValue()


def ask(parent: QWidget | None, title: str, text: str, choices: list[str]) -> int | None:
    """Ask the user to choose one of ``choices`` (button texts) or cancel: the index chosen,
    or None. Every question with more than one answer goes through here (tests patch it)."""
    box = message_box(parent, title, text, icon=QMessageBox.Icon.Question)
    buttons = [box.addButton(choice, QMessageBox.ButtonRole.AcceptRole) for choice in choices]
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return buttons.index(clicked) if clicked in buttons else None


def show_error(parent: QWidget | None, text: str, *, title: str = "Muster") -> None:
    """Tell the user why something could not be done. Tests patch this too."""
    box = message_box(parent, title, text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def setting_text(key: str) -> str:
    """The text kept in the settings under ``key``; "" when there is none (or not text)."""
    value = QSettings().value(key, "", type=str)
    return value if isinstance(value, str) else ""


def setting_number(key: str) -> int:
    """The whole number kept in the settings under ``key``; 0 when there is none."""
    value = QSettings().value(key, 0, type=int)
    return value if isinstance(value, int) else 0


def geometry_text(state: QByteArray) -> str:
    """A window's saved geometry or a splitter's state as base64 text, as settings keep it
    (the settings file then holds only text and numbers)."""
    return bytes(state.toBase64().data()).decode("ascii")


def _start_folder() -> Path:
    folder = Path(setting_text("paths/last_folder") or Path.home())
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
    every = translate("Common", "All files (*)")
    filters = (
        translate("Common", "{kind} files (*{suffix});;{every}").format(
            kind=suffix[1:].upper(), suffix=suffix, every=every
        )
        if suffix
        else every
    )
    chosen, _filter = QFileDialog.getSaveFileName(
        parent, title, str(_start_folder() / suggested_name), filters
    )
    if not chosen:
        return None
    path = Path(chosen)
    if suffix and not path.suffix:
        path = path.with_name(path.name + suffix)
    _remember_folder(path)
    return path


def ask_folder(parent: QWidget | None, title: str) -> Path | None:
    """Ask for a folder (made if need be in the dialog); None when cancelled. Every folder
    prompt goes through here (tests patch it)."""
    chosen = QFileDialog.getExistingDirectory(parent, title, str(_start_folder()))
    if not chosen:
        return None
    path = Path(chosen)
    _remember_folder(path / "x")
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
    label = plain_label()  # a refusal often names a warrior
    label.setWordWrap(True)
    label.setObjectName("message")
    label.hide()
    return label


def on_edit(widget: QWidget, slot: Callable[[], object]) -> None:
    """Call ``slot`` whenever the user changes the value of a field: a line or text edit, a
    list, a number, a date or a tick box."""
    for name in ("textChanged", "currentIndexChanged", "valueChanged", "dateChanged", "toggled"):
        signal = getattr(widget, name, None)
        if signal is not None:
            signal.connect(lambda *_args: slot())
            return


def set_message(label: QLabel, text: str, style: str = ERROR_STYLE) -> None:
    label.setText(text)
    label.setStyleSheet(style)
    label.setVisible(bool(text))


# Room for a window's frame and title bar, until the window system has told its real size.
FRAME_ALLOWANCE = QSize(16, 40)


def available_geometry(widget: QWidget) -> QRect:
    """The part of the screen ``widget`` opens on that a window may use (no panels or docks):
    its parent's screen for a dialog not shown yet."""
    parent = widget.parentWidget()
    anchor = widget if widget.isVisible() or parent is None else parent
    screen = anchor.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def _frame_room(widget: QWidget) -> QSize:
    handle = widget.windowHandle()
    if widget.isVisible() and handle is not None:
        margins = handle.frameMargins()  # as the window system says (none offscreen)
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
    return FRAME_ALLOWANCE


def place_in_columns(grid: QGridLayout, widgets: Sequence[QWidget], columns: int) -> None:
    """Lay ``widgets`` out row by row in ``columns`` equal columns of ``grid``, at its top:
    the tracker's cards and the roster's warrior cards."""
    for widget in widgets:
        grid.removeWidget(widget)
    for index, widget in enumerate(widgets):
        grid.addWidget(widget, index // columns, index % columns)
        widget.show()  # a child added to a widget on show is shown only when asked
    for column in range(grid.columnCount()):
        grid.setColumnStretch(column, 1 if column < columns else 0)
    for row in range(grid.rowCount()):
        grid.setRowStretch(row, 0)
    grid.setRowStretch((len(widgets) - 1) // columns + 1 if widgets else 0, 1)


def fit_to_screen(widget: QWidget) -> None:
    """Shrink a window to the available part of its screen, frame included, and move it onto
    it: a size kept from a larger screen, or a default size on a small or scaled one
    (QT_SCALE_FACTOR=2 on a 1600×1000 screen leaves 800×500), never puts buttons off screen."""
    area = available_geometry(widget)
    room = _frame_room(widget)
    width = min(widget.width(), area.width() - room.width())
    height = min(widget.height(), area.height() - room.height())
    if (width, height) != (widget.width(), widget.height()):
        widget.resize(max(width, 1), max(height, 1))
    if widget.isVisible() or widget.testAttribute(Qt.WidgetAttribute.WA_Moved):
        frame = widget.frameGeometry()
        x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
        y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            widget.move(x, y)


def enter_presses_nothing(dialog: QDialog) -> None:
    """In a dialog of many buttons that each change something (the shop, the options), Enter
    must not press whichever button last had the focus: only a click or Space does."""
    for button in dialog.findChildren(QPushButton):
        button.setAutoDefault(False)
        button.setDefault(False)


def scrolling(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area: on a small screen its window can be smaller than
    it, and scrolls, rather than reach past the screen's edge."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    # Not a stop for Tab: the fields inside are, and the area scrolls to the one focused.
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setWidget(widget)
    return area


class MusterDialog(QDialog):
    """A dialog that remembers its size (as text in QSettings) under its object name, and
    opens within the screen it opens on."""

    default_size = (520, 420)
    # A dialog of a few fields opens the size its contents take (at least this wide), not
    # its default size, until the user gives it another.
    fits_contents: int | None = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        """A dialog whose set-up fails (a value it needs cannot be read) is discarded, with
        every window-less part it had made.

        Its parts are built before they are laid out in it: left as they were, the half-built
        dialog stayed hidden under the window, and its parts lived on as windows of their own."""
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is None:
            return

        @functools.wraps(init)
        def set_up_or_discard(self: MusterDialog, *args: object, **kwargs: object) -> None:
            before = set(QApplication.topLevelWidgets())
            try:
                init(self, *args, **kwargs)
            except BaseException:
                made = [w for w in QApplication.topLevelWidgets() if w not in before]
                for widget in made:
                    widget.deleteLater()
                with contextlib.suppress(RuntimeError):  # it failed before QDialog was made
                    self.setParent(None)
                    self.deleteLater()
                raise

        cls.__init__ = set_up_or_discard  # type: ignore[method-assign]  # each subclass's own

    def __init__(self, parent: QWidget | None, name: str, title: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowTitle(in_title(title))  # a title often names a warrior (ui.text)
        self.resize(*self.default_size)
        stored = setting_text(f"dialogs/{name}")
        self._sized = bool(stored)  # by the user, or by its contents once shown
        if stored:
            self.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii")))

    def _save_geometry(self) -> None:
        geometry = geometry_text(self.saveGeometry())
        QSettings().setValue(f"dialogs/{self.objectName()}", geometry)

    def setVisible(self, visible: bool) -> None:
        if visible and not self._sized and self.fits_contents is not None:
            self._sized = True
            wanted = self.sizeHint()
            self.resize(max(wanted.width(), self.fits_contents), wanted.height())
        if visible:
            fit_to_screen(self)  # before Qt places it over its parent
        super().setVisible(visible)
        if visible:
            fit_to_screen(self)  # its frame is known now

    def done(self, result: int) -> None:
        self._save_geometry()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._save_geometry()
        super().closeEvent(event)
