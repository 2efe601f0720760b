"""The tracker's turn bar: the turn, who chooses who acts first in it and how that was
settled (B9; Caliburn's Wrath's ruling), who acts first, and the dice: rolled by Muster from
the game's seed (shown), or rolled at the table and typed in (:class:`DiceDialog`)."""

from __future__ import annotations

from collections.abc import Sequence

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

from i18n import QT_TRANSLATE_NOOP, translate
from rules import tracker as t
from rules.data import GameData
from rules.initiative import BY_WOUNDS, KEPT, from_faces
from ui.common import ERROR_STYLE, WARNING_STYLE, MusterDialog, message_label, set_message
from ui.text import no_mnemonic, plain_label
from ui.tracker.cards import button

# translate()'s unused fourth argument before a count: pyside6-lupdate (6.11) reads the call as
# a plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None

# What the winner of the roll-off chooses (the game data's ``initiative.chooses``, by its
# English), in each sentence that says it: the sentence to roll, who does it and why, and the
# other side's button. Whole sentences, each game's, so that a language may word them its own way.
CHOOSES = {
    "who acts first": (
        QT_TRANSLATE_NOOP("TurnBar", "Roll for who chooses who acts first."),
        QT_TRANSLATE_NOOP("TurnBar", "{side} acts first: {why}."),
        QT_TRANSLATE_NOOP("TurnBar", "{side} acts first instead"),
    ),
    "who is player 1": (
        QT_TRANSLATE_NOOP("TurnBar", "Roll for who chooses who is player 1."),
        QT_TRANSLATE_NOOP("TurnBar", "{side} is player 1: {why}."),
        QT_TRANSLATE_NOOP("TurnBar", "{side} is player 1 instead"),
    ),
}
# Another game's words, put together as they are: {chooses} "who acts first", {chosen}
# "acts first" (both as the game data has them, translated).
CHOOSES_OTHERWISE = (
    QT_TRANSLATE_NOOP("TurnBar", "Roll for who chooses {chooses}."),
    QT_TRANSLATE_NOOP("TurnBar", "{side} {chosen}: {why}."),
    QT_TRANSLATE_NOOP("TurnBar", "{side} {chosen} instead"),
)
ROLL, FIRST, INSTEAD = range(3)


def _chooses(rules: GameData, sentence: int, **fields: object) -> str:
    """One of the sentences of :data:`CHOOSES`, translated and filled in."""
    initiative = rules.initiative
    english = getattr(initiative, "english_chooses", "") or initiative.chooses
    text = CHOOSES[english][sentence] if english in CHOOSES else CHOOSES_OTHERWISE[sentence]
    chosen = getattr(initiative, "chosen", "") or initiative.chooses.removeprefix("who ")
    return translate("TurnBar", text).format(chooses=initiative.chooses, chosen=chosen, **fields)


def settled_text(rules: GameData, table: t.Table) -> str:
    """Who chooses who acts first this turn, and who does, in words."""
    turn = table.turn
    if turn.roll is None:
        return _chooses(rules, ROLL)
    chooser = turn.roll.winner_name
    if turn.roll.decided_by == KEPT:
        why = translate("TurnBar", "the places of the first turn are kept")
    elif turn.roll.decided_by == BY_WOUNDS:
        why = translate("TurnBar", "{side} inflicted the most wounds last turn")
    elif turn.rolled == t.BY_MUSTER:
        why = translate("TurnBar", "{side} won Muster's roll ({dice})")
    elif turn.rolled == t.AT_SETUP:
        why = translate("TurnBar", "{side} won the roll when the game was set up ({dice})")
    else:
        why = translate("TurnBar", "{side} won the roll at the table ({dice})")
    why = why.format(side=chooser, dice=_faces(getattr(turn.roll, "rounds", ()), turn.roll.winner))
    first = table.sides[turn.first] if turn.first is not None else chooser
    return _chooses(rules, FIRST, side=first, why=why)


def _faces(rounds: Sequence[Sequence[int]], winner: int | None) -> str:
    """The dice of each round, the winner's side's first, against the others': "4 against 4;
    5 against 2" when the side that won rolled 5 (the rounds keep the sides' order)."""
    said = []
    for faces in rounds:
        if winner is not None and 0 <= winner < len(faces):
            faces = [faces[winner], *faces[:winner], *faces[winner + 1 :]]
        joined = str(faces[0]) if faces else ""
        for face in faces[1:]:
            joined = translate("TurnBar", "{one} against {other}").format(one=joined, other=face)
        said.append(joined)
    return "; ".join(said)


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
        self.roll_button = button(translate("TurnBar", "&Roll (Muster)"))
        self.type_button = button(translate("TurnBar", "T&ype dice…"))
        self.other_button = button("")
        self.other_button.setAccessibleName(translate("TurnBar", "The other side chooses instead"))
        self.next_button = button(translate("TurnBar", "&Next turn ▸"))
        self.next_button.setAccessibleName(translate("TurnBar", "Next turn"))
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
        self.turn_label.setText(translate("TurnBar", "Turn {number}").format(number=turn.number))
        self.settled_label.setText(settled_text(rules, table))
        rolls = table.rolls
        self.seed_label.setText(
            translate(
                "TurnBar", "Muster's dice: game seed {seed}, %n roll(s) so far", None, PLURAL, rolls
            ).format(seed=table.seed)
        )
        self.seed_label.setToolTip(
            translate(
                "TurnBar",
                "Muster rolls from the game's seed and the roll's number: the same seed gives the same dice, so a game resumed after Muster was closed rolls on as it would have.",  # noqa: E501
            )
        )
        pending = turn.roll is None
        self.roll_button.setVisible(pending)
        self.type_button.setVisible(pending)
        others = []
        if turn.roll is not None and turn.roll.decided_by != KEPT and turn.first is not None:
            others = [i for i in range(len(table.sides)) if i != turn.first]
        self.other_button.setVisible(bool(others))
        if others:
            instead = _chooses(rules, INSTEAD, side=table.sides[others[0]])
            self.other_button.setText(no_mnemonic(instead))
            self.other_button.setProperty("side", others[0])
            self.other_button.setAccessibleName(instead)
        for made in (self.roll_button, self.type_button, self.other_button, self.next_button):
            made.setEnabled(not read_only)


class DiceDialog(MusterDialog):
    """The dice rolled at the table for who chooses, typed in: one die a side, again while
    the highest tie (each tied round is kept and shown)."""

    default_size = (420, 260)

    def __init__(self, parent: QWidget | None, rules: GameData, sides: tuple[str, ...]) -> None:
        super().__init__(
            parent, "TrackerDiceDialog", translate("DiceDialog", "Dice rolled at the table")
        )
        self.rules = rules
        self.sides = sides
        self.rounds: list[tuple[int, ...]] = []
        die = rules.initiative.die
        self.intro = QLabel(
            translate("DiceDialog", "Each side rolls a d{die}; the highest chooses.").format(
                die=die
            )
        )
        self.intro.setWordWrap(True)
        self.spins: list[QSpinBox] = []
        form = QFormLayout()
        for side in sides:
            spin = QSpinBox()
            spin.setRange(1, die)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.setAccessibleName(translate("DiceDialog", "{side}'s die").format(side=side))
            # a warband's name, as typed
            label = plain_label(no_mnemonic(translate("DiceDialog", "{side}:").format(side=side)))
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
        faces = self.faces()
        rounds = [*self.rounds, faces]
        try:
            from_faces(self.rules, self.sides, rounds)
        except ValueError as exc:
            if faces.count(max(faces)) > 1:  # the highest tie: roll again (B9)
                self.rounds.append(faces)
                self.ties_label.setText(
                    translate("DiceDialog", "Tied so far: {dice}.").format(
                        dice=_faces(self.rounds, None)
                    )
                )
                set_message(
                    self.message,
                    translate("DiceDialog", "{problem} Type the new dice.").format(problem=exc),
                    WARNING_STYLE,
                )
                return
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        self.rounds = rounds
        super().accept()
