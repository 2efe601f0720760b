"""The roster as warrior cards: a header with his name, profile and points, the game's figures
as labelled boxes, his kit and specials each with its rule, his lasting injuries and badges for
his status; in as many columns as the width takes.

The cards are a view of the roster's table model (``ui.item_models.RosterTableModel``): a click
selects his row in the table, which stays the one selection the window acts on, so the
character panel, the menus and the keys follow a card as they follow a row.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.roster import RosterRow, xp_words
from models.store.schema import DEAD, RETIRED
from ui.common import place_in_columns
from ui.item_models import RecordRole
from ui.text import plain_label, tip
from ui.views import name_for_readers

CARD_WIDTH = 300  # the narrowest a card is laid out; wider ones share the room
MIN_CARD_HEIGHT = 110  # about the shortest card: how many a screen may show
STYLE = """
QFrame#warriorCard { border: 1px solid palette(mid); border-radius: 6px;
                     background: palette(base); }
QFrame#warriorCard[selected="true"] { border: 2px solid palette(highlight); }
QFrame#warriorCard[out="true"] QLabel { color: palette(placeholder-text); }
QLabel#cardName { font-weight: bold; font-size: 115%; }
QLabel#cardPoints { font-weight: bold; }
"""
# The figures' boxes: the roster's cards and the tracker's share them.
STAT_BOX_STYLE = """
QFrame#statBox { border: 1px solid palette(midlight); border-radius: 4px;
                 background: palette(alternate-base); }
QLabel#statLabel { font-size: 80%; }
QLabel#statValue { font-weight: bold; font-size: 120%; }
"""
STYLE += STAT_BOX_STYLE
# The badges' colours, white type on each: the roster's cards and the tracker's share them.
BADGE_COLOURS = {
    "dead": "#6b6b6b",
    "retired": "#5a6f8a",
    "injured": "#b06a00",
    "breach": "#b3261e",
    "fleeing": "#b06a00",
    "relic": "#7a5a00",
}


def stripe_style(selector: str, colour: str) -> str:
    """The style sheet rule that stripes a card (``selector``) down its side in its warband's
    colour: the roster's cards and the tracker's share it."""
    return f"{selector} {{ border-left: 5px solid {colour}; }}"


def badge_style(selector: str) -> str:
    """Style sheet rules that draw ``selector`` (a QLabel with a ``kind``) as a badge: white
    type on the kind's colour, over any greying of the card it is on."""
    rules = [
        f"{selector} {{ border-radius: 7px; padding: 0px 6px; font-size: 85%; "
        "font-weight: bold; }",
        *(
            # As specific as the greying of a card's labels (QFrame#… QLabel), and after it.
            f'QFrame {selector}[kind="{kind}"] {{ background: {colour}; color: white; }}'
            for kind, colour in BADGE_COLOURS.items()
        ),
    ]
    return "\n".join(rules) + "\n"


STYLE += badge_style("QLabel#badge")


def _badges(row: RosterRow) -> list[tuple[str, str, str]]:
    """(kind, text, tooltip) of each badge the card shows."""
    badges = []
    if row.status == DEAD:
        badges.append(
            (
                "dead",
                translate("RosterCards", "Dead"),
                translate("RosterCards", "Dead: out of the campaign for good (K2)"),
            )
        )
    elif row.status == RETIRED:
        badges.append(
            (
                "retired",
                translate("RosterCards", "Retired"),
                translate("RosterCards", "Retired: kept on the books, plays no games"),
            )
        )
    if row.injuries and row.status != DEAD:
        badges.append(
            ("injured", translate("RosterCards", "Injured"), _lasting_injuries(row.injuries))
        )
    if row.problems:
        badges.append(
            ("breach", translate("RosterCards", "Breaks a rule"), "\n".join(row.problems))
        )
    return badges


def _lasting_injuries(injuries: tuple[str, ...]) -> str:
    return translate("RosterCards", "Lasting injuries: {injuries}").format(
        injuries=", ".join(injuries)
    )


# What a figure's short name (English, as models.roster names it) means, on hover; shown as
# translate("RosterCards", meaning).
FIGURE_TIPS = {
    "Run": QT_TRANSLATE_NOOP("RosterCards", "How far he runs or charges, in inches"),
    "Move": QT_TRANSLATE_NOOP("RosterCards", "How far he moves, in inches"),
    "Combat": QT_TRANSLATE_NOOP("RosterCards", "The dice he rolls in a fight"),
    "Gold": QT_TRANSLATE_NOOP("RosterCards", "His own gold, unspent"),
    "Bow": QT_TRANSLATE_NOOP("RosterCards", "His bow's range, in inches"),
    "Crossbow": QT_TRANSLATE_NOOP("RosterCards", "His crossbow's range, in inches"),
}
XP_TIP = QT_TRANSLATE_NOOP(
    "RosterCards", "His experience (K6): what he has left to spend on advances"
)


class FlowRow(QLayout):
    """Widgets from the left, on as many lines as the width needs: a card's figures stay
    whole in a narrow place (the character panel, a screen at twice the scale)."""

    def __init__(self, spacing: int = 3) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        # All on one line, as wide as they are.
        hints = [item.sizeHint() for item in self._items]
        width = sum(h.width() for h in hints) + self.spacing() * max(len(hints) - 1, 0)
        return QSize(width, max((h.height() for h in hints), default=0))

    def minimumSize(self) -> QSize:
        # The widest one alone on its line.
        hints = [item.minimumSize() for item in self._items]
        return QSize(
            max((h.width() for h in hints), default=0), max((h.height() for h in hints), default=0)
        )

    def _lay_out(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self.spacing(), 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self.spacing()
            line = max(line, hint.height())
        return y + line - rect.y()


class StatBox(QFrame):
    """One figure: its name small above, its value large."""

    def __init__(self, label: str, value: str, *, inline: bool = False, figure: str = "") -> None:
        """``label`` as shown; ``figure`` the figure's English name (models.roster's, whose
        meaning shows on hover), when it is not the label. ``inline`` puts the name before the
        value on one line (the tracker's cards, where six a side must fit the screen)."""
        super().__init__()
        self.figure = figure or label
        self.setObjectName("statBox")
        # Never squeezed: a narrow card (the character panel's) grows taller instead.
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        rows = QHBoxLayout(self) if inline else QVBoxLayout(self)
        rows.setContentsMargins(4, 1 if inline else 2, 4, 1 if inline else 3)
        rows.setSpacing(4 if inline else 0)
        self.label = QLabel(label)
        self.label.setObjectName("statLabel")
        self.value = QLabel()
        self.value.setObjectName("statValue")
        for made in (self.label, self.value):
            made.setAlignment(
                Qt.AlignmentFlag.AlignVCenter if inline else Qt.AlignmentFlag.AlignHCenter
            )
            made.setTextFormat(Qt.TextFormat.PlainText)
            rows.addWidget(made)
        self.show_value(value)
        if self.figure in FIGURE_TIPS:
            self.setToolTip(translate("RosterCards", FIGURE_TIPS[self.figure]))

    def show_value(self, value: str) -> None:
        """Show ``value`` (the tracker's boxes change as the game goes)."""
        self.value.setText(value)
        self.setAccessibleName(f"{self.label.text()}: {value}")


class WarriorCard(QFrame):
    """One warrior of the roster."""

    clicked = Signal(int)  # his row in the roster
    activated = Signal(int)  # double-clicked: his kit

    def __init__(
        self,
        row: RosterRow,
        number: int,
        parent: QWidget | None = None,
        colour: str = "",
        *,
        kit: bool = True,
    ) -> None:
        """``kit`` False leaves out his kit and specials (the shop lists them beside it)."""
        super().__init__(parent)
        self.row = row
        self.colour = colour  # his warband's (models.colours), a stripe down the card's side
        if colour:
            self.setStyleSheet(stripe_style("QFrame#warriorCard", colour))
        self.number = number
        self.setObjectName("warriorCard")
        # As tall as his lines need at the card's width (heightForWidth): figures' boxes that
        # wrap on to more lines make the card taller, not the lines below them overlap. (A
        # Maximum height held it to its unwrapped hint, and the kit was drawn over the boxes.)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setProperty("out", row.status in (DEAD, RETIRED))
        rows = QVBoxLayout(self)
        rows.setContentsMargins(8, 6, 8, 6)
        rows.setSpacing(4)
        header = QHBoxLayout()
        self.name_label = plain_label(row.name)
        self.name_label.setObjectName("cardName")
        header.addWidget(self.name_label, 1)
        self.points_label = plain_label(
            translate("RosterCards", "{points} pts").format(points=row.points)
            if row.points is not None
            else ""
        )
        self.points_label.setObjectName("cardPoints")
        header.addWidget(self.points_label)
        rows.addLayout(header)
        # His profile and his badges share a line: a long roster shows more cards a screen.
        badges = QHBoxLayout()
        badges.setSpacing(4)
        # (Its parent the card's: a card with neither leaves the line out, and the label with it.)
        self.profile_label = plain_label(
            row.profile_name if row.profile_name != row.name else "", self
        )
        badges.addWidget(self.profile_label)  # in the card first: shown alone, it is a window
        self.profile_label.setHidden(not self.profile_label.text())
        self.badges: list[QLabel] = []
        for kind, text, why in _badges(row):
            badge = QLabel(text)
            badge.setObjectName("badge")
            badge.setProperty("kind", kind)
            badge.setToolTip(tip(why))
            badges.addWidget(badge)
            self.badges.append(badge)
        badges.addStretch(1)
        if self.badges or self.profile_label.text():
            rows.addLayout(badges)
        boxes = FlowRow()
        self.stat_boxes = [
            StatBox(translate("Roster", label), value, figure=label, inline=True)
            for label, value in row.figures
        ]
        for box in self.stat_boxes:
            boxes.addWidget(box)
        rows.addLayout(boxes)
        # His XP earned, spent and left (K6), a line of its own: the boxes keep to one line.
        self.xp_label: QLabel | None = None
        if row.xp is not None:
            self.xp_label = plain_label(
                translate("RosterCards", "XP: {xp}").format(xp=xp_words(row.xp))
            )
            self.xp_label.setToolTip(tip(translate("RosterCards", XP_TIP)))
            rows.addWidget(self.xp_label)
        shown_kit = row.kit_list if kit else ()
        if row.status == DEAD and len(shown_kit) > 1:
            # What the dead carried, on one line (its rules on hover): he plays no more.
            self.kit_labels = [
                self._line(
                    ", ".join(name for name, _effect in shown_kit),
                    "\n".join(f"{name}: {effect}" for name, effect in shown_kit if effect),
                    tip_only=True,
                    mark="",
                )
            ]
        else:
            self.kit_labels = [self._line(name, effect) for name, effect in shown_kit]
        if kit and not row.kit_list and row.figures:
            self.kit_labels.append(plain_label(translate("RosterCards", "No kit")))
        self.special_labels = [
            self._line(name, text, tip_only=True) for name, text in row.specials if kit
        ]
        for made in (*self.kit_labels, *self.special_labels):
            rows.addWidget(made)
        if row.injuries:
            injuries = plain_label(_lasting_injuries(row.injuries))
            injuries.setWordWrap(True)
            rows.addWidget(injuries)
        if row.unreadable:
            unreadable = plain_label(row.unreadable)
            unreadable.setWordWrap(True)
            rows.addWidget(unreadable)
        figures = (f"{box.label.text()} {box.value.text()}" for box in self.stat_boxes)
        said = [row.name, row.profile_name, *figures]
        if self.xp_label is not None:
            said.append(self.xp_label.text())
        self.setAccessibleName(" · ".join(part for part in said if part))

    @staticmethod
    def _line(name: str, rule: str, *, tip_only: bool = False, mark: str = "★ ") -> QLabel:
        """A piece of kit with its effect after it, or a special with its rule on hover
        (``tip_only``, after ``mark``)."""
        text = name if tip_only or not rule else f"{name} — {rule}"
        made = plain_label((mark if tip_only else "") + text)
        made.setWordWrap(True)
        if rule:
            made.setToolTip(tip(rule if "\n" in rule else f"{name}: {rule}"))
        return made

    def set_selected(self, selected: bool) -> None:
        if self.property("selected") != selected:
            self.setProperty("selected", selected)
            self.style().unpolish(self)
            self.style().polish(self)
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit(self.number)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.activated.emit(self.number)
        super().mouseDoubleClickEvent(event)


def card_in(
    place: QBoxLayout,
    old: WarriorCard | None,
    row: RosterRow | None,
    parent: QWidget,
    colour: str = "",
    *,
    kit: bool = True,
) -> WarriorCard | None:
    """A card alone in ``place`` (the character panel's, the shop's), in place of ``old``:
    styled as the roster's cards are, shown at once; None for no ``row``."""
    if old is not None:
        place.removeWidget(old)
        old.hide()
        old.deleteLater()
    if row is None:
        return None
    card = WarriorCard(row, 0, parent, colour, kit=kit)
    card.setStyleSheet(STYLE + card.styleSheet())  # its own: no roster holder styles it
    place.addWidget(card)
    card.show()  # at once, not when the layout gets round to it
    return card


class RosterCards(QScrollArea):
    """The warband's warriors as cards, in as many columns as the width takes."""

    def __init__(self, model: QAbstractItemModel, select: Callable[[int], None]) -> None:
        super().__init__()
        self.setObjectName("rosterCards")
        # The keyboard moves through the cards as through a list: arrows, Home, End; Enter
        # opens his kit. The cards take no focus themselves, so rebuilding them (a live
        # refresh) never moves the focus of a dialog open meanwhile.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        name_for_readers(
            self,
            translate("RosterCards", "Roster cards"),
            translate(
                "RosterCards",
                "The selected warband's warriors as cards; the arrow keys move between them, Enter opens his kit.",  # noqa: E501
            ),
        )
        self.model = model
        self._select = select
        self.cards: list[WarriorCard] = []
        self.waiting: list[tuple[int, RosterRow]] = []  # rows whose cards are not made yet
        self.columns = 0
        self.selected_row = -1
        self.colour = ""  # the warband's, set before its rows
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.grid.setSpacing(8)
        self.setWidget(self.holder)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.holder.setStyleSheet(STYLE)
        self.viewport().installEventFilter(self)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.activated: Callable[[int], None] | None = None
        for signal in ("modelReset", "rowsInserted", "rowsRemoved", "dataChanged", "layoutChanged"):
            getattr(model, signal).connect(self.rebuild)
        self.rebuild()

    def rows(self) -> list[RosterRow]:
        model = self.model
        return [model.index(r, 0).data(RecordRole) for r in range(model.rowCount())]

    def rebuild(self, *_args: object) -> None:
        """Start again from the model's rows. Cards are made a screenful at a time, as the
        view is shown and scrolled near them (:meth:`make_more`): a warband of a hundred
        warriors shows its first cards at once, not after all of them are made."""
        for card in self.cards:
            self.grid.removeWidget(card)
            card.hide()  # at once: deleted later, it would show under the new ones until then
            card.deleteLater()
        self.cards = []
        self.holder.setMinimumHeight(0)
        self.waiting = [(n, row) for n, row in enumerate(self.rows()) if row is not None]
        self.columns = 0
        if self.isVisible():
            self.make_more(through=self.selected_row, fill=True)

    def count(self) -> int:
        """How many warriors the cards show, made or still to be made."""
        return len(self.cards) + len(self.waiting)

    def make_more(self, *, through: int = -1, fill: bool = False) -> None:
        """Make the next screenful of cards (with ``fill``, only what the first screen
        lacks), and every card up to the row ``through``."""
        screenful = self.columns_that_fit() * (self.viewport().height() // MIN_CARD_HEIGHT + 2)
        target = screenful if fill else len(self.cards) + screenful
        made = 0
        while self.waiting and (len(self.cards) < target or self.waiting[0][0] <= through):
            number, row = self.waiting.pop(0)
            card = WarriorCard(row, number, self.holder, self.colour)
            card.clicked.connect(self._select)
            card.activated.connect(lambda n: self.activated and self.activated(n))
            card.set_selected(number == self.selected_row)
            self.cards.append(card)
            made += 1
        if made:
            self.columns = 0
            self.lay_out()
        self._keep_room()

    def _made_height(self) -> int:
        """How tall the cards made so far stand, row by row, as laid out."""
        spacing = self.grid.verticalSpacing()
        columns = max(1, self.columns)
        margins = self.grid.contentsMargins()
        room = self.viewport().width() - margins.left() - margins.right()
        width = (room - self.grid.horizontalSpacing() * (columns - 1)) // columns
        return sum(
            max(_height(card, width) for card in self.cards[start : start + columns]) + spacing
            for start in range(0, len(self.cards), columns)
        )

    def _keep_room(self) -> None:
        """Room below the cards made for those still to be made, at the height of the made
        ones, so that the scrollbar spans the whole roster and dragging it reaches any
        warrior (:meth:`_scrolled` makes the cards as it comes near them)."""
        if not self.waiting or not self.cards:
            self.holder.setMinimumHeight(0)
            return
        columns = max(1, self.columns)
        made_rows = -(-len(self.cards) // columns)
        all_rows = -(-self.count() // columns)
        self.holder.setMinimumHeight(self._made_height() * all_rows // made_rows)

    def _scrolled(self, value: int) -> None:
        """Make the cards the view has come near."""
        wanted = value + 2 * self.viewport().height()
        while self.waiting and self._made_height() < wanted:
            self.make_more()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.waiting:
            self.make_more(through=self.selected_row, fill=True)

    def show_selected(self, row: int) -> None:
        self.selected_row = row
        if self.isVisible():
            self.make_more(through=row, fill=True)
        for card in self.cards:
            card.set_selected(card.number == row)
            if card.number == row:
                self.ensureWidgetVisible(card, 0, 8)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        count = self.count()
        row = self.selected_row
        step = {
            Qt.Key.Key_Up: -self.columns or -1,
            Qt.Key.Key_Down: self.columns or 1,
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
        }.get(Qt.Key(event.key()))
        if count and step is not None:
            self._select(min(max(row + step, 0), count - 1) if row >= 0 else 0)
        elif count and event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._select(0 if event.key() == Qt.Key.Key_Home else count - 1)
        elif row >= 0 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.activated is not None:
                self.activated(row)
        else:
            super().keyPressEvent(event)

    def columns_that_fit(self) -> int:
        """How many cards side by side the view's width takes."""
        spacing = self.grid.horizontalSpacing()
        return max(1, (self.viewport().width() + spacing) // (CARD_WIDTH + spacing))

    def lay_out(self) -> None:
        columns = self.columns_that_fit()
        if columns == self.columns and all(c.parent() is self.holder for c in self.cards):
            return
        self.columns = columns
        place_in_columns(self.grid, self.cards, columns)
        for card in self.cards:
            # At the top of its row, as tall as it needs: a shorter card beside a taller one
            # is not stretched to its height.
            self.grid.setAlignment(card, Qt.AlignmentFlag.AlignTop)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.lay_out()
            if self.waiting and self.isVisible():
                self.make_more(fill=True)  # a taller view shows more; its room is kept anew
        return False


def _height(card: WarriorCard, width: int) -> int:
    """How tall ``card`` stands at ``width``: its wrapped lines counted."""
    return max(card.heightForWidth(width), card.sizeHint().height())


def row_of(index: QModelIndex) -> int:
    return index.row() if index.isValid() else -1
