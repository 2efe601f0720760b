"""The tracker's turn bar: the turn, who chooses who acts first in it and how that was
settled (B9; Caliburn's Wrath's ruling), who acts first, and the dice: rolled by Muster from
the game's seed (shown), or rolled at the table and typed in (:class:`DiceDialog`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules import tracker as t
from rules.data import GameData
from rules.initiative import BY_WOUNDS, KEPT, from_faces
from ui.common import ERROR_STYLE, WARNING_STYLE, MusterDialog, message_label, set_message
from ui.text import no_mnemonic, plain_label
from ui.tracker.cards import button


def settled_text(rules: GameData, table: t.Table) -> str:
    """Who chooses who acts first this turn, and who does, in words."""
    turn = table.turn
    chooses = rules.initiative.chooses.removeprefix("who ")
    if turn.roll is None:
        return f"Roll for who chooses {rules.initiative.chooses}."
    chooser = turn.roll.winner_name
    if turn.roll.decided_by == KEPT:
        why = "the places of the first turn are kept"
    elif turn.roll.decided_by == BY_WOUNDS:
        why = f"{chooser} inflicted the most wounds last turn"
    elif turn.rolled == t.BY_MUSTER:
        why = f"{chooser} won Muster's roll ({_faces(turn.roll)})"
    elif turn.rolled == t.AT_SETUP:
        why = f"{chooser} won the roll when the game was set up ({_faces(turn.roll)})"
    else:
        why = f"{chooser} won the roll at the table ({_faces(turn.roll)})"
    first = table.sides[turn.first] if turn.first is not None else chooser
    return f"{first} {chooses}: {why}."


def _faces(roll: object) -> str:
    rounds = getattr(roll, "rounds", ())
    return "; ".join(" against ".join(str(face) for face in faces) for faces in rounds)


class TurnBar(QWidget):
    """The turn and who acts first, with the dice and the next turn. It asks the tracker for
    what to do through its signals."""

    roll_requested = Signal()
    type_requested = Signal()
    next_requested = Signal()
    first_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("headline")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.turn_label.setFont(font)
        self.settled_label = plain_label()  # it names the sides
        self.settled_label.setObjectName("settled")
        self.settled_label.setWordWrap(True)
        self.seed_label = QLabel()
        self.seed_label.setObjectName("seed")
        self.roll_button = button("&Roll (Muster)")
        self.type_button = button("T&ype dice…")
        self.other_button = button("")
        self.other_button.setAccessibleName("The other side chooses instead")
        self.next_button = button("&Next turn ▸")
        self.next_button.setAccessibleName("Next turn")
        self.roll_button.clicked.connect(self.roll_requested)
        self.type_button.clicked.connect(self.type_requested)
        self.next_button.clicked.connect(self.next_requested)
        self.other_button.clicked.connect(
            lambda: self.first_requested.emit(int(self.other_button.property("side")))
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.turn_label)
        row.addSpacing(12)
        text = QVBoxLayout()
        text.addWidget(self.settled_label)
        text.addWidget(self.seed_label)
        row.addLayout(text, 1)
        for made in (self.other_button, self.roll_button, self.type_button, self.next_button):
            row.addWidget(made)

    def show_table(self, rules: GameData, table: t.Table, *, read_only: bool) -> None:
        turn = table.turn
        self.turn_label.setText(f"Turn {turn.number}")
        self.settled_label.setText(settled_text(rules, table))
        self.seed_label.setText(
            f"Muster's dice: game seed {table.seed}, {table.rolls} "
            f"roll{'' if table.rolls == 1 else 's'} so far"
        )
        self.seed_label.setToolTip(
            "Muster rolls from the game's seed and the roll's number: the same seed gives the "
            "same dice, so a game resumed after Muster was closed rolls on as it would have."
        )
        pending = turn.roll is None
        self.roll_button.setVisible(pending)
        self.type_button.setVisible(pending)
        others = []
        if turn.roll is not None and turn.roll.decided_by != KEPT and turn.first is not None:
            others = [i for i in range(len(table.sides)) if i != turn.first]
        self.other_button.setVisible(bool(others))
        if others:
            chooses = rules.initiative.chooses.removeprefix("who ")
            self.other_button.setText(no_mnemonic(f"{table.sides[others[0]]} {chooses} instead"))
            self.other_button.setProperty("side", others[0])
            self.other_button.setAccessibleName(f"{table.sides[others[0]]} {chooses} instead")
        for made in (self.roll_button, self.type_button, self.other_button, self.next_button):
            made.setEnabled(not read_only)


class DiceDialog(MusterDialog):
    """The dice rolled at the table for who chooses, typed in: one die a side, again while
    the highest tie (each tied round is kept and shown)."""

    default_size = (420, 260)

    def __init__(self, parent: QWidget | None, rules: GameData, sides: tuple[str, ...]) -> None:
        super().__init__(parent, "TrackerDiceDialog", "Dice rolled at the table")
        self.rules = rules
        self.sides = sides
        self.rounds: list[tuple[int, ...]] = []
        die = rules.initiative.die
        self.intro = QLabel(f"Each side rolls a d{die}; the highest chooses.")
        self.intro.setWordWrap(True)
        self.spins: list[QSpinBox] = []
        form = QFormLayout()
        for side in sides:
            spin = QSpinBox()
            spin.setRange(1, die)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.setAccessibleName(f"{side}'s die")
            label = plain_label(no_mnemonic(f"{side}:"))  # a warband's name, as typed
            label.setBuddy(spin)
            form.addRow(label, spin)
            self.spins.append(spin)
        self.ties_label = QLabel()
        self.ties_label.setWordWrap(True)
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.ties_label)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def faces(self) -> tuple[int, ...]:
        return tuple(spin.value() for spin in self.spins)

    def accept(self) -> None:
        """A tie is kept and the players roll again; a winner ends it."""
        rounds = [*self.rounds, self.faces()]
        try:
            from_faces(self.rules, self.sides, rounds)
        except ValueError as exc:
            if "roll again" in str(exc):
                self.rounds.append(self.faces())
                tied = "; ".join(" against ".join(map(str, r)) for r in self.rounds)
                self.ties_label.setText(f"Tied so far: {tied}.")
                set_message(self.message, f"{exc} Type the new dice.", WARNING_STYLE)
                return
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        self.rounds = rounds
        super().accept()
