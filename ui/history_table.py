"""A history as a table: entries newest first, a superseded one struck through with the date
of the correction that superseded it, rows as tall as their wrapped text whatever the column's
width. The character panel and the warband's history show it."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyleOptionViewItem,
    QTableView,
)

from i18n import QT_TRANSLATE_NOOP, date_text, translate
from models.history import entry_date, entry_text, superseded_by
from models.store.schema import HistoryEntry
from ui.item_models import RESIZE_PRECISION, Index, RecordTableModel
from ui.views import (
    FRAME_WIDTH,
    FocusFrameDelegate,
    fit_rows_to_text,
    keyboard_friendly,
    sortable,
)

SupersededRole = Qt.ItemDataRole.UserRole + 6


class HistoryTableModel(RecordTableModel):
    """History entries, newest first; optionally with whose entry it is (warband history).

    An entry a later correction supersedes stays, struck through, "corrected on" the date of
    the correction (``SupersededRole`` gives those words).
    """

    COL_WHEN, COL_TEXT = range(2)
    headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("HistoryTableModel", "When"),
        QT_TRANSLATE_NOOP("HistoryTableModel", "What happened"),
    )
    header_context = "HistoryTableModel"
    time_columns = (COL_WHEN,)

    def __init__(self, parent: Any = None, *, with_character: bool = False) -> None:
        super().__init__(parent)
        self.with_character = with_character
        self._superseded: dict[int, HistoryEntry] = {}
        if with_character:
            self.headers = (
                QT_TRANSLATE_NOOP("HistoryTableModel", "When"),
                QT_TRANSLATE_NOOP("HistoryTableModel", "Who"),
                QT_TRANSLATE_NOOP("HistoryTableModel", "What happened"),
            )

    @property
    def text_column(self) -> int:
        return len(self.headers) - 1

    def set_rows(self, rows: Sequence[Any]) -> None:
        self._superseded = superseded_by(rows)
        super().set_rows(rows)

    def corrected_on(self, record: HistoryEntry) -> str:
        """ "corrected on 2026-11-30" for a superseded entry, else ""."""
        correction = self._superseded.get(record.id)
        if not correction:
            return ""
        return translate("HistoryTableModel", "corrected on {date}").format(
            date=date_text(correction.created.date())
        )

    def cell(self, record: HistoryEntry, column: int, role: int) -> Any:
        corrected = self.corrected_on(record)
        if role == SupersededRole:
            return corrected if column == self.text_column else ""
        if role == Qt.ItemDataRole.ForegroundRole and corrected:
            return QColor("#8a8a8a")
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if role == Qt.ItemDataRole.FontRole and record.kind in ("death", "correction"):
                font = QFont()
                font.setBold(record.kind == "death")
                font.setItalic(record.kind == "correction")
                return font
            return None
        if column == self.COL_WHEN:
            return date_text(entry_date(record))
        if self.with_character and column == 1:
            if record.character_id:
                return record.character.name
            return translate("HistoryTableModel", "The warband")
        if role == Qt.ItemDataRole.ToolTipRole and corrected:
            return translate("HistoryTableModel", "{text}\n(Superseded: {corrected}.)").format(
                text=entry_text(record), corrected=corrected
            )
        return entry_text(record)  # in the reader's language


class HistoryTextDelegate(FocusFrameDelegate):
    """Draws a superseded entry struck through, with "corrected on DATE" after it; wrapped to
    the cell's width, or (``wrap`` False: the campaign log's one-line rows) on one line. Its
    parent is the view: the keyboard's row is framed here too while the view has the focus."""

    def __init__(self, parent: Any = None, *, wrap: bool = True) -> None:
        super().__init__(parent)
        self.wrap = wrap

    def _document(self, option: QStyleOptionViewItem, index: Index) -> QTextDocument | None:
        corrected = index.data(SupersededRole)
        if not corrected:
            return None
        document = QTextDocument()
        document.setDefaultFont(option.font)
        document.setDocumentMargin(2)
        document.setHtml(
            f"<s>{html.escape(index.data() or '')}</s> <i>({html.escape(corrected)})</i>"
        )
        if self.wrap:
            document.setTextWidth(max(option.rect.width(), 1))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        document = self._document(opt, index)
        if document is None:
            super().paint(painter, option, index)
            return
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        painter.save()
        painter.setClipRect(opt.rect)
        spare = max(opt.rect.height() - document.size().height(), 0)
        painter.translate(opt.rect.left(), opt.rect.top() + spare / 2)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(
            QPalette.ColorRole.Text, opt.palette.color(QPalette.ColorRole.PlaceholderText)
        )
        document.documentLayout().draw(painter, context)
        painter.restore()
        self.paint_frame(painter, option, index)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        document = self._document(opt, index)
        if document is None:
            return super().sizeHint(option, index)
        height = int(document.size().height()) + 2 * FRAME_WIDTH
        return QSize(int(document.idealWidth()), height)


def history_view(model: HistoryTableModel) -> QTableView:
    """A table of history entries: dates sized to fit, superseded ones struck, rows re-fitted
    to their wrapped text whenever a column changes width; Tab moves on, the keyboard's row
    framed (:func:`ui.views.keyboard_friendly`)."""
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    keyboard_friendly(view)
    sortable(view)
    view.setItemDelegateForColumn(model.text_column, HistoryTextDelegate(view))
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(RESIZE_PRECISION)
    header.setStretchLastSection(True)
    fit_rows_to_text(view)
    return view
