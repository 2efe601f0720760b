"""The app's icons, each named once by what it means (``icon("undo")``), and the warriors'
status badges (``badge_icon("dead")``).

They are Material Design Icons, the ``mdi6`` font qtawesome ships (a well-kept set, one glyph
per icon, drawn at any size in any colour). An icon is drawn each time it is painted, in the
colours of the application's palette at that moment: its text colour, the disabled text colour
when disabled, the highlighted text colour when selected. So when the colour scheme changes
(``ui.app.apply_colour_scheme`` sets another palette, and Qt repaints every widget) every
icon on show is drawn in the new colours, and nothing has to set its icons again.

The glyphs are drawn from qtawesome's font file here rather than through ``qtawesome.icon``:
importing qtawesome imports QtPy, whose ``from PySide6.QtWidgets import *`` (and QtCore's,
QtGui's) creates every class of those modules, and qtawesome then loads all twelve of its
fonts: together some 0.4 s more before the window's first paint. This loads one font, once,
in a few milliseconds.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
from pathlib import Path

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QLayout, QWidget

from ui.common import ERROR_STYLE, WARNING_STYLE

# Should anything import qtawesome (or QtPy) after all, it draws through PySide6, as the app.
os.environ.setdefault("QT_API", "pyside6")

FONT = "materialdesignicons6-webfont"  # qtawesome's fonts/<FONT>-<version>.ttf and its charmap

# Each icon by what it does, as the actions (ui/actions.py) and buttons name it: its glyph.
ICONS: dict[str, str] = {
    "new-campaign": "book-plus-outline",
    "rename": "rename-outline",
    "delete": "delete-outline",
    "settings": "cog-outline",
    "club-members": "account-group-outline",
    "demo": "compass-outline",
    "print": "printer-outline",
    "print-all": "book-open-variant",
    "export-file": "file-export-outline",
    "import-file": "file-import-outline",
    "connect": "server-network",
    "open-local": "folder-open-outline",
    "new-database": "database-plus-outline",
    "backups": "backup-restore",
    "check": "database-check-outline",
    "quit": "exit-to-app",
    "undo": "undo",
    "redo": "redo",
    "new-warband": "shield-plus-outline",
    "edit-warband": "shield-edit-outline",
    "history": "history",
    "delete-warband": "shield-remove-outline",
    "recruit": "account-plus-outline",
    "notes": "note-edit-outline",
    "shop": "cart-outline",
    "upgrades": "arrow-up-bold-circle-outline",
    "move-up": "arrow-up",
    "move-down": "arrow-down",
    "retire": "account-arrow-right-outline",
    "delete-character": "account-remove-outline",
    "new-game": "sword-cross",
    "edit-game": "pencil-outline",
    "play": "play",
    "record": "clipboard-check-outline",
    "summary": "text-box-outline",
    "game-pack": "file-document-multiple-outline",
    "odds": "dice-multiple-outline",
    "shortcuts": "keyboard-outline",
    "about": "information-outline",
}


def _colour_of(style: str) -> QColor:
    return QColor(style.split(":")[1].strip(" ;"))


# A warrior's status badges: the glyph, and a colour of its own (one of the messages' colours,
# readable on a light window and a dark one) or None for the palette's text colour.
BADGES: dict[str, tuple[str, QColor | None]] = {
    "dead": ("skull-outline", None),
    "injured": ("bandage", _colour_of(WARNING_STYLE)),
    "retired": ("account-arrow-right-outline", None),
    "breaks-rule": ("alert-outline", _colour_of(ERROR_STYLE)),
}


@functools.cache
def _font() -> tuple[str, dict[str, int]]:
    """The icon font's family, loaded into the application once, and its glyphs by name."""
    spec = importlib.util.find_spec("qtawesome")  # finds the package without importing it
    if spec is None or spec.origin is None:
        raise RuntimeError("Muster's icons come with qtawesome, which is not installed")
    folder = Path(spec.origin).parent / "fonts"
    [ttf] = folder.glob(f"{FONT}-[0-9]*.ttf")
    [charmap] = folder.glob(f"{FONT}-charmap-*.json")
    families = QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(ttf)))
    if not families:
        raise RuntimeError(f"Qt could not load the icon font {ttf}")
    glyphs = json.loads(charmap.read_text(encoding="utf-8"))
    return families[0], {name: int(code, 16) for name, code in glyphs.items()}


def glyph_colour(mode: QIcon.Mode, own: QColor | None = None) -> QColor:
    """The colour an icon is drawn in for ``mode``, from the application's palette now."""
    palette = QGuiApplication.palette()
    if mode == QIcon.Mode.Disabled:
        return palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
    if own is not None:
        return own
    if mode == QIcon.Mode.Selected:
        return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText)
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)


class GlyphEngine(QIconEngine):
    """Draws one glyph of the icon font, in the palette's colours when it is painted."""

    def __init__(self, glyph: str, own: QColor | None = None) -> None:
        super().__init__()
        self.glyph = glyph
        self.own = own

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        family, codes = _font()
        font = QFont(family)
        # As qtawesome draws them: the glyph a little smaller than the box, for its bearings.
        font.setPixelSize(max(1, round(0.875 * min(rect.width(), rect.height()))))
        painter.save()
        painter.setFont(font)
        painter.setPen(glyph_colour(mode, self.own))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, chr(codes[self.glyph]))
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            self.paint(painter, QRect(0, 0, size.width(), size.height()), mode, state)
        finally:
            painter.end()
        return pixmap


def icon(meaning: str) -> QIcon:
    """The icon for ``meaning``, a key of ``ICONS`` (an unknown one raises KeyError)."""
    return QIcon(GlyphEngine(ICONS[meaning]))


def badge_icon(kind: str) -> QIcon:
    """A warrior's status badge: ``kind`` is ``"dead"``, ``"injured"``, ``"retired"`` or
    ``"breaks-rule"`` (a key of ``BADGES``; an unknown one raises KeyError)."""
    glyph, own = BADGES[kind]
    return QIcon(GlyphEngine(glyph, own))


class ButtonRow(QWidget):
    """A row of buttons from the left, each with its icon beside its text when the row has
    room for them all, and its text alone when it has not (a small or scaled screen): the
    icons never make the window wider."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        # The row's least width is its buttons' without their icons (minimumSizeHint).
        self._row.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._row.addStretch(1)
        self._icons: dict[QAbstractButton, QIcon] = {}
        self.icons_shown = True

    def add(self, button: QAbstractButton, shown: QIcon) -> None:
        self._icons[button] = shown
        button.setIcon(shown if self.icons_shown else QIcon())
        self._row.insertWidget(self._row.count() - 1, button)

    def _icons_width(self) -> int:
        # As QPushButton.sizeHint counts an icon: its width and 4 pixels before the text.
        return sum(b.iconSize().width() + 4 for b in self._icons if not b.isHidden())

    def width_with_icons(self) -> int:
        width = self._row.sizeHint().width()
        return width if self.icons_shown else width + self._icons_width()

    def minimumSizeHint(self) -> QSize:
        least = self._row.minimumSize()
        if self.icons_shown:
            least.setWidth(least.width() - self._icons_width())
        return least

    def fit(self) -> None:
        shown = self.width_with_icons() <= self.width()
        if shown != self.icons_shown:
            self.icons_shown = shown
            for button, drawn in self._icons.items():
                button.setIcon(drawn if shown else QIcon())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a button renamed, shown or hidden
            self.fit()
        return handled
