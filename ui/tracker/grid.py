"""A side's cards in the tracker, in as many columns as the room takes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QWidget

from ui.common import place_in_columns
from ui.tracker.cards import Card


class CardGrid(QWidget):
    """A side's cards in as many columns as the width takes (one in table mode's large
    type, two or more in a wide window), laid out again when the width changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[Card] = []
        self.columns = 0
        self.layout_ = QGridLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)

    def add(self, card: Card) -> None:
        self.cards.append(card)
        self.columns = 0
        self.lay_out()

    def clear(self) -> None:
        for card in self.cards:
            self.layout_.removeWidget(card)
            card.setParent(None)
            card.deleteLater()
        self.cards = []
        self.columns = 0

    def lay_out(self) -> None:
        if not self.cards:
            return
        spacing = max(self.layout_.horizontalSpacing(), 0)
        for card in self.cards:
            layout = card.layout()
            if layout is not None:
                layout.invalidate()
        width = max(card.minimumSizeHint().width() for card in self.cards) + spacing
        # The room is the scroll area's, not this widget's: its width follows the columns.
        parent = self.parentWidget()
        room = parent.width() if parent is not None else self.width()
        columns = max(1, min(len(self.cards), (room + spacing) // max(width, 1)))
        if columns == self.columns:
            return
        self.columns = columns
        place_in_columns(self.layout_, self.cards, columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.lay_out()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The scroll area's viewport, which this grid fills: its width is the room.
        if event.type() == QEvent.Type.Resize:
            self.lay_out()
        return False
