"""The Games tab's queue on a club server: reports waiting, disputes and games at the table,
each with its game, who, since when and what to do (models/club_queue.py). Enter or a
double click on a row selects its game and takes the step (``act``)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from i18n import QT_TRANSLATE_NOOP, date_text, translate
from models.club_queue import QueueItem
from ui.item_models import RecordTableModel
from ui.views import name_for_readers, share_the_room, table_view

# translate()'s unused fourth argument before a count (see ui/campaign_log.py).
PLURAL = None


def when_text(moment: dt.datetime) -> str:
    """A moment kept in UTC, as the reader's clock shows it: "2026-12-05 20:14"."""
    if moment == dt.datetime.min:
        return "—"
    local = moment.replace(tzinfo=dt.UTC).astimezone()
    return f"{date_text(local.date())} {local:%H:%M}"


class QueueTableModel(RecordTableModel):
    COL_GAME, COL_WHAT, COL_SINCE, COL_TODO = range(4)
    headers = (
        QT_TRANSLATE_NOOP("ClubQueue", "Game"),
        QT_TRANSLATE_NOOP("ClubQueue", "What waits"),
        QT_TRANSLATE_NOOP("ClubQueue", "Since"),
        QT_TRANSLATE_NOOP("ClubQueue", "What to do"),
    )
    header_context = "ClubQueue"
    time_columns = (COL_SINCE,)

    def cell(self, record: QueueItem, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (
                translate("ClubQueue", "Game {number}: {sides}").format(
                    number=record.number, sides=record.sides
                ),
                record.what,
                when_text(record.since),
                record.todo or translate("ClubQueue", "Nothing: it waits for the other side"),
            )[column]
        return None

    def sort_key(self, record: QueueItem, column: int) -> Any:
        if column == self.COL_SINCE:
            return record.since
        if column == self.COL_GAME:
            return record.number
        return super().sort_key(record, column)


class ClubQueue(QWidget):
    """The queue: hidden when nothing waits (and always on a file)."""

    act = Signal(int, str)  # a game's id, and the window action to take for it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("clubQueueTitle")
        self.model = QueueTableModel(self)
        self.view = table_view(self.model)
        self.view.setObjectName("clubQueue")
        name_for_readers(
            self.view,
            translate("ClubQueue", "Waiting on the club server"),
            translate(
                "ClubQueue",
                "Reports waiting, disputes and games at the table, with who and since when; Enter on a row takes the step it says.",  # noqa: E501
            ),
        )
        self.room = share_the_room(
            self.view,
            (QueueTableModel.COL_GAME, QueueTableModel.COL_WHAT, QueueTableModel.COL_TODO),
        )
        # as tall as its rows, whenever they change (the columns shared, their text wrapped)
        self.view.verticalHeader().sectionResized.connect(lambda *_: self._fit_height())
        self.view.horizontalHeader().geometriesChanged.connect(self._fit_height)
        self.view.activated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view)
        self.hide()

    def show_items(self, items: list[QueueItem]) -> None:
        self.model.set_rows(items)
        count = len(items)
        self.title.setText(
            "<b>{}</b>".format(
                translate(
                    "ClubQueue", "Waiting on the club server: %n item(s)", None, PLURAL, count
                )
            )
        )
        self.setVisible(bool(items))
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as its rows, up to a few: the games' list keeps the room."""
        rows = min(self.model.rowCount(), 4)
        header = self.view.horizontalHeader()
        header_height = max(header.height(), header.sizeHint().height())
        height = sum(self.view.rowHeight(row) for row in range(rows))
        self.view.setFixedHeight(header_height + height + 2 * self.view.frameWidth() + 2)

    def _activated(self, index: QModelIndex) -> None:
        item = self.model.record(index.row())
        if item is not None and item.action:
            self.act.emit(item.game_id, item.action)
