"""One card per fielded character in the tracker: his live state, read from the table, and
one click to change it. A card asks for a change (``change_requested``); the tracker makes
it, and every card is drawn again from the table as the database holds it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.roster import xp_words
from rules import tracker as t
from rules.data import GameData
from rules.experience import Account
from ui.roster_cards import StatBox
from ui.text import no_mnemonic, plain_label
from ui.text import tip as as_tip

FULL, EMPTY_PIP = "●", "○"
# A card's texts are translated with the context "TrackerCard".
STATUS_WORDS = {
    t.ACTIVE: "",
    t.FLEEING: QT_TRANSLATE_NOOP("TrackerCard", "Fleeing"),
    t.FLED: QT_TRANSLATE_NOOP("TrackerCard", "Left the table"),
    t.KILLED: QT_TRANSLATE_NOOP("TrackerCard", "Killed"),
    t.SLAIN: QT_TRANSLATE_NOOP("TrackerCard", "Slain"),
    t.DECAPITATED: QT_TRANSLATE_NOOP("TrackerCard", "Decapitated"),
}
# A death with his killer named: the status, and the kill menu's entries.
DEATH_BY = {
    t.KILLED: QT_TRANSLATE_NOOP("TrackerCard", "Killed by {name}"),
    t.SLAIN: QT_TRANSLATE_NOOP("TrackerCard", "Slain by {name}"),
    t.DECAPITATED: QT_TRANSLATE_NOOP("TrackerCard", "Decapitated by {name}"),
}
DEATH_BY_NOBODY = {
    t.KILLED: QT_TRANSLATE_NOOP("TrackerCard", "Killed, nobody named"),
    t.SLAIN: QT_TRANSLATE_NOOP("TrackerCard", "Slain, nobody named"),
    t.DECAPITATED: QT_TRANSLATE_NOOP("TrackerCard", "Decapitated, nobody named"),
}
# The badge each state is drawn as (ui.roster_cards.BADGE_COLOURS).
STATUS_BADGES = {
    t.FLEEING: "fleeing",
    t.FLED: "retired",
    t.KILLED: "dead",
    t.SLAIN: "dead",
    t.DECAPITATED: "dead",
}


def button(text: str, tip: str = "") -> QPushButton:
    """A small push button that never takes Enter from the tracker (no default button)."""
    made = QPushButton(text)
    made.setAutoDefault(False)
    made.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    if tip:
        made.setToolTip(tip)
    return made


def small_button(text: str, tip: str) -> QPushButton:
    """A − or + button, as narrow as its sign allows; named by what it does (its tip), not
    by its sign, for screen readers."""
    made = button(text, tip)
    made.setObjectName("step")
    made.setProperty("what", tip)
    made.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return made


def pips(left: int, of: int) -> str:
    """Dice as the roster sheet boxes them: one full pip per die left, an empty one per die
    lost."""
    return FULL * left + EMPTY_PIP * max(of - left, 0) or translate("TrackerCard", "none")


class Card(QFrame):
    """A fielded character's card. ``clicked`` selects him (he becomes the defender);
    ``change_requested`` carries a :class:`rules.tracker.Change` about him."""

    clicked = Signal(int)
    change_requested = Signal(object)

    def __init__(self, rules: GameData, place: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.place = place
        self.setObjectName("card")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # Names as typed (ui.text): the status names his killer.
        self.name_label = plain_label()
        self.name_label.setObjectName("cardName")
        # His state as a badge, in the roster cards' colours (ui.roster_cards); his part in
        # the fight beside it, in words.
        self.status_label = plain_label()
        self.status_label.setObjectName("cardStatus")
        # "Decapitated by Nia of Gwynedd" wraps rather than widen the card past half a side.
        self.status_label.setWordWrap(True)
        self.role_label = plain_label()
        self.role_label.setObjectName("cardRole")
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(6, 5, 6, 5)
        self.rows.setSpacing(2)
        top = QHBoxLayout()
        top.addWidget(self.name_label, 1)
        top.addWidget(self.status_label)
        top.addWidget(self.role_label)
        self.rows.addLayout(top)
        self.controls: list[QWidget] = []
        self.kill_button = QToolButton()
        self.kill_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.kill_menu = QMenu(self)
        self.kill_button.setMenu(self.kill_menu)
        self.revive_button = button(
            translate("TrackerCard", "Not dead after all"),
            translate("TrackerCard", "Take his death back (a slip)"),
        )
        self.revive_button.clicked.connect(lambda: self._ask(t.KILL, on=False))
        self.stat_boxes: dict[str, StatBox] = {}
        self.table: t.Table | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit(self.place)
        super().mousePressEvent(event)

    def _stat_boxes(self, figures: dict[str, str]) -> QHBoxLayout:
        """A row of his figures in the warrior cards' labelled boxes (``stat_boxes``, by their
        English labels); ``figures`` maps each box's label to what it means, on hover (both
        marked for the catalogue, translated here)."""
        row = QHBoxLayout()
        for label, meaning in figures.items():
            box = StatBox(translate("TrackerCard", label), "", inline=True)
            box.setToolTip(translate("TrackerCard", meaning))
            row.addWidget(box)
            self.stat_boxes[label] = box
        row.addStretch(1)
        return row

    def _ask(self, kind: str, **fields: object) -> None:
        self.change_requested.emit(t.Change(kind, who=self.place, **fields))  # type: ignore[arg-type]

    def _fill_kill_menu(self, table: t.Table, what: str, death: str) -> None:
        """The menu of his death ``death`` (a status), by each of the other side or nobody."""
        self.kill_menu.clear()
        seat = table.seats[self.place]
        for place, other in table.seats.items():
            if other.side != seat.side:
                text = translate("TrackerCard", DEATH_BY[death]).format(name=other.name)
                action = self.kill_menu.addAction(no_mnemonic(text))
                action.triggered.connect(
                    lambda _c=False, by=place: self._ask(t.KILL, by=by, what=what)
                )
        self.kill_menu.addSeparator()
        nobody = self.kill_menu.addAction(translate("TrackerCard", DEATH_BY_NOBODY[death]))
        nobody.triggered.connect(lambda: self._ask(t.KILL, what=what))

    def show_table(
        self,
        table: t.Table,
        *,
        selected: bool,
        attacker: bool,
        read_only: bool,
        xp: Account | None = None,
    ) -> None:
        """Draw him as the table has him; ``selected`` he is the defender, ``attacker`` the
        other one of the fight; ``xp`` his experience, when the campaign has it on (K6)."""
        self.table = table
        seat, marks = table.seats[self.place], table.marks[self.place]
        self.name_label.setText(seat.name)
        profile = self.rules.profiles.get(seat.profile)
        about = profile.name if profile else seat.profile
        if xp is not None:
            about += "\n" + translate("TrackerCard", "XP: {xp}").format(xp=xp_words(xp))
        self.name_label.setToolTip(as_tip(about))
        status = translate("TrackerCard", STATUS_WORDS.get(marks.status, marks.status))
        if marks.status in DEATH_BY and marks.killed_by is not None:
            status = translate("TrackerCard", DEATH_BY[marks.status]).format(
                name=table.name(marks.killed_by)
            )
        if table.relic == self.place:
            relic = translate("TrackerCard", "Carries the relic")
            status = " · ".join(part for part in (relic, status) if part)
        # His part in the fight: the style sheet's (English) and the words shown.
        role_key = "defender" if selected else "attacker" if attacker else ""
        role = {
            "defender": translate("TrackerCard", "Defender"),
            "attacker": translate("TrackerCard", "Attacker"),
        }.get(role_key, "")
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.role_label.setText(role)
        kind = STATUS_BADGES.get(marks.status, "relic" if table.relic == self.place else None)
        looks = (role_key, not table.in_play(self.place), kind)
        badge = self.status_label.property("kind")
        if looks != (self.property("role"), self.property("out"), badge):
            self.setProperty("role", looks[0])
            self.setProperty("out", looks[1])
            self.status_label.setProperty("kind", kind)
            # The style sheet draws the card by these properties, and its labels by the
            # card's: each is polished again, or they keep the look they had (Qt does not
            # cascade it). The frame is drawn by the style at the card's edge: nothing else
            # there asks for a new paint when only the properties change, so the card asks.
            for widget in (self, *self.findChildren(QLabel)):
                self.style().unpolish(widget)
                self.style().polish(widget)
            self.update()
        self.revive_button.setVisible(marks.status in t.DEATHS)
        self.kill_button.setVisible(marks.status not in t.DEATHS)
        self.draw(table)
        said = " · ".join(part for part in (status, role) if part)
        whose = translate("TrackerCard", "{name}: {what}")
        self.setAccessibleName(
            whose.format(name=seat.name, what=said or translate("TrackerCard", "fighting"))
        )
        for control in self.controls:
            # Every control says whose it is: "Brann Ironhide: he loses an attack die".
            what = control.property("what") or getattr(control, "text", lambda: "")()
            control.setAccessibleName(whose.format(name=seat.name, what=what.replace("&", "")))
            if read_only:
                control.setEnabled(False)

    def draw(self, table: t.Table) -> None:
        raise NotImplementedError
