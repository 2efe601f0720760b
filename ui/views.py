"""Item views as every screen wants them: Tab moves on to the next widget, the keyboard's place
is framed while the view has the focus, rows grow to fit wrapped text, and a selection
survives a refresh."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

Index = QModelIndex | QPersistentModelIndex
FRAME_WIDTH = 2
TEXT_MARGINS = 2 * (FRAME_WIDTH + 3)  # either side of a cell's text


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours, 1 to 21."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        red, green, blue = colour.redF(), colour.greenF(), colour.blueF()
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


MUTED_CONTRAST = 4.6  # WCAG AA's 4.5:1 for text, with room for rounding


def muted_text(palette: QPalette) -> QColor:
    """Text of what cannot be chosen (an item he may not buy): between the text's colour and
    the background's, yet readable on a list's plain and alternate rows in either scheme. A
    fixed grey (#8a8a8a) read 4.2:1 on a dark scheme's alternate rows."""
    text = palette.color(QPalette.ColorRole.Text)
    grounds = (
        palette.color(QPalette.ColorRole.Base),
        palette.color(QPalette.ColorRole.AlternateBase),
    )
    for step in range(11):  # from halfway towards the text, until it reads on both
        share = 0.5 + step * 0.05
        colour = QColor.fromRgbF(
            *(share * t + (1 - share) * b for t, b in zip(
                (text.redF(), text.greenF(), text.blueF()),
                (grounds[0].redF(), grounds[0].greenF(), grounds[0].blueF()),
                strict=True,
            ))
        )  # fmt: skip
        if all(contrast(colour, ground) >= MUTED_CONTRAST for ground in grounds):
            return colour
    return QColor(text)


def focus_colour(palette: QPalette) -> QColor:
    """The frame's colour: the selection colour, darker, so it shows on a selected row too."""
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight).darker(170)


class FocusFrameDelegate(QStyledItemDelegate):
    """Paints items as usual, and frames where the keyboard is while the view has the focus:
    the current row in a view that selects rows, the current cell otherwise.

    Its parent is the view it paints for.
    """

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        self.paint_frame(painter, option, index)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # Room above and below the text for the frame: rows fitted to wrapped text are not
        # cramped, and the frame never covers a line.
        hint = super().sizeHint(option, index)
        return QSize(hint.width(), hint.height() + 2 * FRAME_WIDTH)

    def paint_frame(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """The frame alone, over a cell already painted."""
        view = self.parent()
        if not isinstance(view, QAbstractItemView) or not view.hasFocus():
            return
        current = view.currentIndex()
        if not current.isValid() or index.parent() != current.parent():
            return
        rows = view.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
        if index.row() != current.row() or (not rows and index.column() != current.column()):
            return
        painter.save()
        pen = QPen(focus_colour(option.palette), FRAME_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        half = FRAME_WIDTH / 2
        rect = QRectF(option.rect)
        top, bottom = rect.top() + half, rect.bottom() + 1 - half
        left, right = rect.left() + half, rect.right() + 1 - half
        first, last = (index.column(), index.column()) if not rows else _edge_columns(view)
        painter.drawLine(QPointF(rect.left(), top), QPointF(rect.right() + 1, top))
        painter.drawLine(QPointF(rect.left(), bottom), QPointF(rect.right() + 1, bottom))
        if index.column() == first:
            painter.drawLine(QPointF(left, top), QPointF(left, bottom))
        if index.column() == last:
            painter.drawLine(QPointF(right, top), QPointF(right, bottom))
        painter.restore()


def _edge_columns(view: QAbstractItemView) -> tuple[int, int]:
    """The first and last columns shown, left to right."""
    model = view.model()
    header = view.horizontalHeader() if isinstance(view, QTableView) else None
    columns = range(model.columnCount()) if model is not None else range(0)
    if header is None:
        return (0, max(len(columns) - 1, 0))
    shown = sorted((header.visualIndex(c), c) for c in columns if not header.isSectionHidden(c))
    return (shown[0][1], shown[-1][1]) if shown else (0, 0)


def name_for_readers(widget: QWidget, name: str, description: str = "") -> None:
    """What a screen reader says of ``widget`` where no label is its buddy: its ``name``, and
    for a table, list or tree a ``description`` of what it lists (docs/architecture.md,
    *Accessibility*)."""
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)


def keyboard_friendly(view: QAbstractItemView, delegate: QStyledItemDelegate | None = None) -> None:
    """Tab leaves the view for the next widget (arrow keys move inside it), and the current
    row or cell is framed while the view has the focus. ``delegate`` is the view's own, a
    :class:`FocusFrameDelegate`, when it needs one."""
    view.setTabKeyNavigation(False)
    view.setItemDelegate(delegate or FocusFrameDelegate(view))
    # The frame moves with the current index even where no selection changes repaint it.
    view.selectionModel().currentChanged.connect(lambda *_args: view.viewport().update())


class MeasuredTableView(QTableView):
    """A table view that measures a column's contents once for the rows it holds.

    A column sized to its contents (``QHeaderView.ResizeToContents``) is measured at every
    layout pass, several for one refresh, each asking the delegate and the model (Python) for
    every cell it looks at. The widths are kept here until the rows, the data, the delegate,
    the font or the style change: the same widths, measured once. A table longer than its
    header's resize precision is measured from the rows on show, and so is never kept.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._widths: dict[tuple[int, bool, int, int], int] = {}

    def sizeHintForColumn(self, column: int) -> int:
        model = self.model()
        precision = self.horizontalHeader().resizeContentsPrecision()
        if model is None or not (precision < 0 or model.rowCount() <= precision):
            return super().sizeHintForColumn(column)
        icon = self.iconSize()
        key = (column, self.wordWrap(), icon.width(), icon.height())
        width = self._widths.get(key)
        if width is None:
            width = self._widths[key] = self._measure(model, column)
        return width

    def _measure(self, model: QAbstractItemModel, column: int) -> int:
        """What ``QTableView.sizeHintForColumn`` answers for a table whose rows all count,
        asking the delegate once for each kind of cell the model tells apart
        (``measure_key(row, column)``: cells with the same key measure the same)."""
        key_of = getattr(model, "measure_key", None)
        if key_of is None:
            return super().sizeHintForColumn(column)
        self.ensurePolished()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        rows = self.verticalHeader()
        measured: set[Any] = set()
        width = 0
        for row in range(model.rowCount()):
            key = key_of(row, column)
            if key in measured or rows.isSectionHidden(row):
                continue
            measured.add(key)
            index = model.index(row, column)
            width = max(width, self.itemDelegateForIndex(index).sizeHint(option, index).width())
        return width + 1 if self.showGrid() else width

    def forget_widths(self, *_args: Any) -> None:
        """Measure the columns again when next asked."""
        self._widths.clear()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            for signal in _changing_signals(old):
                signal.disconnect(self.forget_widths)
        self.forget_widths()
        super().setModel(model)
        if model is not None:
            for signal in _changing_signals(model):
                signal.connect(self.forget_widths)

    # Qt calls these first of all when the rows or the data change: forgotten before any
    # layout asks again.
    def reset(self) -> None:
        self.forget_widths()
        super().reset()

    def dataChanged(self, *args: Any) -> None:
        self.forget_widths()
        super().dataChanged(*args)

    def rowsInserted(self, *args: Any) -> None:
        self.forget_widths()
        super().rowsInserted(*args)

    def rowsAboutToBeRemoved(self, *args: Any) -> None:
        self.forget_widths()
        super().rowsAboutToBeRemoved(*args)

    def setItemDelegate(self, delegate: Any) -> None:
        self.forget_widths()
        super().setItemDelegate(delegate)

    def setItemDelegateForColumn(self, column: int, delegate: Any) -> None:
        self.forget_widths()
        super().setItemDelegateForColumn(column, delegate)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.forget_widths()
        super().changeEvent(event)


def _changing_signals(model: QAbstractItemModel) -> tuple[Any, ...]:
    """The model's signals after which its cells may measure otherwise."""
    return (
        model.modelAboutToBeReset,
        model.modelReset,
        model.layoutAboutToBeChanged,
        model.layoutChanged,
        model.rowsRemoved,
        model.rowsMoved,
        model.columnsInserted,
        model.columnsRemoved,
        model.columnsMoved,
        model.dataChanged,
    )


def table_view(model: QAbstractItemModel, parent: QWidget | None = None) -> QTableView:
    """A read-only table of records that selects one whole row at a time."""
    view = MeasuredTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    view.horizontalHeader().setHighlightSections(False)
    keyboard_friendly(view)
    return view


def sortable(view: QTableView) -> QTableView:
    """A table the user sorts by clicking a column's title (again: the other way, a third
    time: back to the screen's order). It opens in the screen's order: nothing moves before
    a click. Its model sorts itself (``ui.item_models.RecordTableModel``), so a row of the
    view is still the model's row."""
    header = view.horizontalHeader()
    header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
    header.setSortIndicatorClearable(True)
    view.setSortingEnabled(True)
    # The current record keeps its selection as it moves, and Qt says nothing: what follows
    # the current row's number (the roster's cards) is told its new number.
    model, selection = view.model(), view.selectionModel()
    before: list[int] = []

    def moving() -> None:
        before[:] = [view.currentIndex().row()]

    def moved() -> None:
        current = view.currentIndex()
        if before and current.isValid() and current.row() != before[0]:
            selection.currentRowChanged.emit(current, current)
        before.clear()

    model.layoutAboutToBeChanged.connect(moving)
    model.layoutChanged.connect(moved)
    return view


def select_row(view: QAbstractItemView, row: int) -> None:
    """Make ``row`` current and selected."""
    view.selectionModel().setCurrentIndex(
        view.model().index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def row_to_keep(count: int, found: int, old_row: int) -> int:
    """The row to select after a refresh: the same record where it is now (``found``), else
    the row it stood on (the next one took its place), else the last; -1 for an empty list."""
    if count == 0:
        return -1
    if found >= 0:
        return found
    return min(max(old_row, 0), count - 1)


def reselect(view: QAbstractItemView, find: Callable[[], int], old_row: int) -> None:
    """Select, after the view's rows were read again, the record that was selected (``find``
    gives its new row, or -1), else the row it stood on: never a jump to the first row."""
    row = row_to_keep(view.model().rowCount(), find(), old_row)
    if row >= 0:
        select_row(view, row)


@contextlib.contextmanager
def scroll_kept(view: QAbstractItemView, keep: bool = True) -> Iterator[None]:
    """Read a view's rows again where the user had scrolled it (``keep``: the same list), not
    where selecting its current row again would scroll it: a refresh, a change another player
    made, must not move what the user is looking at."""
    bars = (view.verticalScrollBar(), view.horizontalScrollBar())
    values = [bar.value() for bar in bars]
    yield
    if keep and [bar.value() for bar in bars] != values:
        view.doItemsLayout()  # the scroll bars' ranges for the rows read now
        for bar, value in zip(bars, values, strict=True):
            bar.setValue(value)


class RoomSharer(QObject):
    """Shares a table's width among its columns (:func:`share_the_room`). A table hidden
    behind another page (the roster's table behind its cards) is fitted when it is shown, not
    at each change it does not show: measuring every cell is most of what reading a roster
    again would cost."""

    def __init__(self, view: QTableView, wrapping: tuple[int, ...]) -> None:
        super().__init__(view)
        self.view = view
        self.wrapping = wrapping
        self.stale = False  # changed while hidden: fitted when shown
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)  # one fit for a burst of changes
        self.timer.timeout.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize or (kind == QEvent.Type.ShowToParent and self.stale):
            self.timer.start()
        return False

    def _natural(self, column: int) -> int:
        header = self.view.horizontalHeader()
        return max(self.view.sizeHintForColumn(column), header.sectionSizeHint(column))

    def _floor(self, column: int) -> int:
        """As narrow as the column may wrap: its longest word, or its title."""
        model, metrics = self.view.model(), self.view.fontMetrics()
        words = (
            word
            for row in range(model.rowCount())
            for word in str(model.index(row, column).data() or "").split()
        )
        longest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        return max(longest + TEXT_MARGINS, self.view.horizontalHeader().sectionSizeHint(column))

    def fit(self) -> None:
        if self.view.isHidden():  # a page not on show: fitted when shown
            self.stale = True
            return
        self.stale = False
        view, header = self.view, self.view.horizontalHeader()
        model = view.model()
        shown = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]
        if not shown:
            return
        widths = {column: self._natural(column) for column in shown}
        over = sum(widths.values()) - view.viewport().width()
        floors = {c: self._floor(c) for c in self.wrapping if c in widths}
        give = {c: max(widths[c] - floor, 0) for c, floor in floors.items()}
        spare = sum(give.values())
        if over > 0 and spare:
            share = min(1.0, over / spare)
            for column, room in give.items():
                widths[column] -= math.ceil(room * share)
        last = shown[-1]  # it takes what is left
        left = view.viewport().width() - sum(widths[c] for c in shown[:-1])
        widths[last] = max(left, floors.get(last, widths[last]))
        for column in shown:
            if header.sectionSize(column) != widths[column]:
                header.resizeSection(column, widths[column])
        rows, metrics = view.verticalHeader(), view.fontMetrics()
        plain = rows.defaultSectionSize()
        flags = int(Qt.TextFlag.TextWordWrap)
        wrapped = [c for c in self.wrapping if c in widths]
        for row in range(model.rowCount()):
            height = plain
            for column in wrapped:
                width = header.sectionSize(column) - TEXT_MARGINS
                text = str(model.index(row, column).data() or "")
                if width > 0 and text:
                    needed = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, text)
                    height = max(height, needed.height() + 4 * FRAME_WIDTH)
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)


def share_the_room(view: QTableView, wrapping: tuple[int, ...]) -> RoomSharer:
    """Columns as wide as their contents while the table has room for them all; where it has
    not, the ``wrapping`` columns give up width in proportion to what they can spare (each
    down to its longest word) and wrap, and each row grows to hold them: no column cut, and
    nothing behind a sideways scrollbar. The last column takes what is left."""
    view.setWordWrap(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(False)  # it is given what is left, however narrow
    header.setMinimumSectionSize(1)  # each column's least is worked out here
    sharer = RoomSharer(view, wrapping)
    view.viewport().installEventFilter(sharer)
    view.installEventFilter(sharer)  # shown again (ShowToParent): fitted if it changed hidden
    model = view.model()
    for signal in (model.modelReset, model.layoutChanged, model.dataChanged, model.rowsInserted):
        signal.connect(sharer.timer.start)
    header.sectionCountChanged.connect(sharer.timer.start)
    return sharer


def fit_rows_to_text(view: QTableView) -> None:
    """Rows as tall as their wrapped text, again whenever a column changes width: a view
    filled before its window was laid out, or under a restored splitter, would otherwise cut
    its text off."""
    view.setWordWrap(True)
    rows = view.verticalHeader()
    rows.setMinimumSectionSize(rows.defaultSectionSize())  # one line is a plain row's height
    timer = QTimer(view)
    timer.setSingleShot(True)
    timer.setInterval(0)  # one re-measure for a burst of resizes
    timer.timeout.connect(view.resizeRowsToContents)

    def refit(*_args: Any) -> None:
        timer.start()

    view.horizontalHeader().sectionResized.connect(refit)
    model = view.model()
    model.modelReset.connect(view.resizeRowsToContents)
    model.layoutChanged.connect(refit)  # sorted
    model.rowsInserted.connect(refit)
    model.dataChanged.connect(refit)
