"""What every screen ``main.py screenshots`` renders says, and which of its texts do not fit.

Run as ``python -m tests.ui.screen_texts DB OUT``: renders every screen in the language the
environment asks for (``LANG``, as the app chooses it) and prints one JSON object, screen
name → {"texts": [...], "clipped": [...]} (tests/test_translations.py reads it; a process of
its own, so each run speaks one language from the start, as the app does).

The texts are those a user reads: the window's title, the menus and their entries, buttons,
labels, group boxes, tabs, table headers and cells, placeholders and tooltips. A text is
*clipped* when the widget showing it on one line is narrower than the text: a label that does
not wrap, a button, a tab, a column header.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QTextEdit,
    QTreeView,
    QWidget,
)

from tests.ui.shown_text import shown_texts

TAG = re.compile(r"<[^>]+>")
ROWS = 40  # the cells of the first rows of each table


def plain(text: str) -> str:
    """A label's text as read: markup and accelerator marks gone, spaces folded."""
    if "<" in text and ">" in text:
        text = html.unescape(TAG.sub(" ", text))
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def texts_of(screen: QWidget) -> list[str]:
    """Every text a user reads on ``screen`` now, as Qt shows it (tests/ui/shown_text.py), and
    the placeholders of its text fields."""
    texts = [what for _where, what in shown_texts(screen)]
    texts += [field.placeholderText() for field in screen.findChildren(QLineEdit)]
    texts += [field.placeholderText() for field in screen.findChildren(QTextEdit)]
    texts += [field.placeholderText() for field in screen.findChildren(QPlainTextEdit)]
    return [t for t in (" ".join(text.split()) for text in texts) if t]


def clipped_on(screen: QWidget) -> list[str]:
    """The texts on ``screen`` that do not fit the widget showing them on one line."""
    found = []
    for widget in screen.findChildren(QWidget):
        if not widget.isVisibleTo(screen) or widget.window() is not screen:
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
            if widget.pixmap() is not None and not widget.pixmap().isNull():
                continue
            if "<" in widget.text():  # rich text lays itself out
                continue
            lines = widget.text().split("\n")  # a label's own line breaks
            need = max(widget.fontMetrics().horizontalAdvance(plain(line)) for line in lines)
            room = widget.contentsRect().width() - 2 * widget.margin() - widget.indent()
            if need > room + 1 and widget.width() > 0:
                found.append(f"label “{plain(widget.text())}”: {need} px in {room} px")
        elif isinstance(widget, QTableView | QTreeView):
            found += _clipped_in_view(widget)
        elif isinstance(widget, QComboBox) and widget.currentText():
            found += _clipped_in_combo(widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint().width()
            if hint > widget.width() + 1:
                found.append(f"button “{plain(widget.text())}”: {hint} px in {widget.width()} px")
    return found


def _clipped_in_combo(combo: QComboBox) -> list[str]:
    """A closed list whose chosen entry is wider than the room it is shown in."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    room = field.width() - (combo.iconSize().width() + 4 if not option.currentIcon.isNull() else 0)
    need = combo.fontMetrics().horizontalAdvance(combo.currentText())
    if need > room + 1 and combo.width() > 0:
        return [f"list “{combo.currentText()}”: {need} px in {room} px"]
    return []


def _clipped_in_view(view: QTableView | QTreeView) -> list[str]:
    """Column headers and one-line cells narrower than their text (Qt elides them "…")."""
    model, header = (
        view.model(),
        view.horizontalHeader() if isinstance(view, QTableView) else view.header(),
    )
    if model is None or header is None or not header.isVisibleTo(view.window()):
        return []
    found = []
    metrics = header.fontMetrics()
    for column in range(header.count()):
        if header.isSectionHidden(column) or header.sectionSize(column) <= 0:
            continue
        text = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(text, str) and text:
            need = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 8
            if need > header.sectionSize(column) + 1:
                found.append(f"column “{text}”: {need} px in {header.sectionSize(column)} px")
    # The campaign log's rows are one line each by design: a long entry ends in "…" and its
    # tooltip holds it whole.
    if isinstance(view, QTableView) and not view.wordWrap() and view.objectName() != "campaignLog":
        metrics = view.fontMetrics()
        for row in range(min(ROWS, model.rowCount())):
            for column in range(header.count()):
                if header.isSectionHidden(column):
                    continue
                value = model.index(row, column).data()
                if isinstance(value, str) and value and "\n" not in value:
                    need = metrics.horizontalAdvance(value) + 8
                    if need > view.columnWidth(column) + 1:
                        found.append(f"cell “{value}”: {need} px in {view.columnWidth(column)} px")
    return found


def sideways_on(screen: QWidget) -> list[str]:
    """The tables, lists and trees on ``screen`` that scroll sideways: a column or a line
    behind a horizontal scroll bar."""
    found = []
    for view in screen.findChildren(QAbstractItemView):
        if not view.isVisibleTo(screen) or view.window() is not screen:
            continue
        if view.horizontalScrollBar().maximum() > 0:
            name = view.accessibleName() or view.objectName() or type(view).__name__
            found.append(f"{name}: {view.horizontalScrollBar().maximum()} px more")
    return found


def main(db: Path, out: Path, screen: tuple[int, int] | None = None) -> None:
    from models.store.lifecycle import open_database
    from ui.language import activate, wanted
    from ui.screenshots import render_all

    activate(wanted())
    open_database(db)
    found: dict[str, dict[str, list[str]]] = {}

    def look(name: str, screen: QWidget) -> None:
        found[name] = {
            "texts": texts_of(screen),
            "clipped": clipped_on(screen),
            "sideways": sideways_on(screen),
        }

    render_all(db, out, look=look, **({"screen": screen} if screen else {}))
    sys.stdout.write(json.dumps(found, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    size = tuple(int(n) for n in sys.argv[3].split("x")) if len(sys.argv) > 3 else None
    main(Path(sys.argv[1]), Path(sys.argv[2]), size)  # type: ignore[arg-type]
