"""What a user reads on a screen, as Qt shows it: every label, button, title, tab, tooltip,
table cell, list item, text box, menu entry and chart text of a window, each rendered the way
Qt renders it (rich text where Qt takes it for rich text, "&x" as a mnemonic where Qt draws
one, "[*]" where a window title hides it)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import cast

import shiboken6
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsTextItem,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QStyleOptionViewItem,
    QTabBar,
    QTextEdit,
    QWidget,
)

DISPLAY, TOOLTIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole


def rich(text: str) -> str:
    """What rich text shows: its markup applied, an image an object replacement character."""
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def as_label(text: str, text_format: Qt.TextFormat) -> str:
    """A label's or a tooltip's text as Qt draws it in ``text_format``."""
    if text_format == Qt.TextFormat.PlainText:
        return text
    if text_format == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(text):
        return text
    return rich(text)


def as_tip(text: str) -> str:
    """A tooltip, which Qt shows as rich text when it looks like rich text."""
    return as_label(text, Qt.TextFormat.AutoText)


def as_mnemonic(text: str) -> str:
    """A button's, a group box's, a tab's or a menu entry's text: "&&" an ampersand, "&x" an
    underlined x."""
    return re.sub(r"&(.)", r"\1", text, flags=re.DOTALL)


def as_title(text: str) -> str:
    """A window title: an odd run of "[*]" ends with the hidden placeholder, "[*][*]" is one
    "[*]" shown."""
    return re.sub(r"(?:\[\*\])+", lambda m: "[*]" * (len(m.group()) // 6), text)


def _columns(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model's columnCount is not public
        return 1


def _model_texts(where: str, model, column: int | None = None) -> Iterator[tuple[str, str]]:
    if model is None:
        return

    def walk(parent: QModelIndex) -> Iterator[tuple[str, str]]:
        columns = range(_columns(model, parent)) if column is None else [column]
        for row in range(model.rowCount(parent)):
            for col in columns:
                index = model.index(row, col, parent)
                for role, render in ((DISPLAY, str), (TOOLTIP, as_tip)):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield f"{where}[{row},{col}]", render(value)
            first = model.index(row, 0, parent)
            if _columns(model, first) and model.rowCount(first) > 0:
                yield from walk(first)

    yield from walk(QModelIndex())
    for section in range(_columns(model, QModelIndex())):
        for role, render in ((DISPLAY, str), (TOOLTIP, as_tip)):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield f"{where} header {section}", render(value)


def _delegated(where: str, view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    """Cells a delegate draws as rich text of its own (a history's struck-through entries)."""
    model = view.model()
    for col in range(_columns(model, QModelIndex())):
        delegate = view.itemDelegateForColumn(col)
        document = getattr(delegate, "_document", None)
        if document is None:
            continue
        for row in range(model.rowCount()):
            option = QStyleOptionViewItem()
            option.rect = QRect(0, 0, 400, 40)
            made = document(option, model.index(row, col))
            if made is not None:
                yield f"{where} drawn [{row},{col}]", made.toPlainText()


def _action_texts(where: str, action: QAction, tips: bool) -> Iterator[tuple[str, str]]:
    """A menu entry's text (a tool button made for an action is a widget of its own, walked
    with the others); its tooltip only where its menu shows tooltips."""
    if action.isSeparator():
        return
    yield f"{where} action", as_mnemonic(action.text())
    if tips:
        yield f"{where} action tip", as_tip(action.toolTip())
    yield f"{where} action status tip", action.statusTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        for inner in menu.actions():
            yield from _action_texts(f"{where} menu", inner, menu.toolTipsVisible())


def _chart_texts(where: str, view: QChartView) -> Iterator[tuple[str, str]]:
    """The chart's title, legend and axes: Qt Charts draws each as rich text, in items of
    classes of its own that derive from QGraphicsTextItem."""
    for item in view.scene().items():
        made = item.toGraphicsObject()
        meta = made.metaObject() if made is not None else None
        while meta is not None and meta.className() != "QGraphicsTextItem":
            meta = meta.superClass()
        if meta is not None:
            address = shiboken6.getCppPointer(made)[0]
            text_item = cast(QGraphicsTextItem, shiboken6.wrapInstance(address, QGraphicsTextItem))
            yield f"{where} chart text", text_item.toPlainText()


def shown_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, what the user reads there) for everything ``top`` and its children show."""
    widgets = [top, *top.findChildren(QWidget)]
    yield "window title", as_title(top.windowTitle())
    for widget in widgets:
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        if widget.toolTip():
            yield f"{where} tip", as_tip(widget.toolTip())
        if widget.isWindow() and widget is not top:
            yield f"{where} title", as_title(widget.windowTitle())
        if isinstance(widget, QLabel):
            shown = as_label(widget.text(), widget.textFormat())
            # A label with a buddy underlines its mnemonic, in plain text too.
            yield where, as_mnemonic(shown) if widget.buddy() is not None else shown
        elif isinstance(widget, QAbstractButton):
            yield where, as_mnemonic(widget.text())
        elif isinstance(widget, QGroupBox):
            yield where, as_mnemonic(widget.title())
        elif isinstance(widget, QTabBar):
            for tab in range(widget.count()):
                yield f"{where} tab {tab}", as_mnemonic(widget.tabText(tab))
                yield f"{where} tab tip {tab}", as_tip(widget.tabToolTip(tab))
        elif isinstance(widget, QLineEdit):
            yield where, widget.text()
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            yield where, widget.toPlainText()
        elif isinstance(widget, QComboBox):
            yield from _model_texts(where, widget.model(), widget.modelColumn())
        elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            yield from _model_texts(where, widget.model())
            yield from _delegated(where, widget)
        elif isinstance(widget, QChartView):
            yield from _chart_texts(where, widget)
        tips = isinstance(widget, QMenu) and widget.toolTipsVisible()
        for action in widget.actions():
            yield from _action_texts(where, action, tips)
