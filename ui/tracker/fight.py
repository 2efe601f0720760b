"""The fight at the table: an attacker and a defender picked from the table, the odds of
their fight as they are now (the Odds helper's figures: dice left, wounds, a broken shield),
and what the attack did to the defender, put down to the attacker."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rules import tracker as t
from rules.data import BEASTRIDER, GameData
from rules.tracker_odds import beastrider_attack, caliburn_fight, charges
from ui.common import WARNING_STYLE
from ui.odds.caliburn import OUTCOME_NAMES
from ui.odds.figures import big_label, exact, note_label, percent, show_chance
from ui.text import no_mnemonic, tip
from ui.tracker.cards import button

# Why a warrior is out of the fight, by his status at the table.
OUT_WORDS = {
    t.FLED: "he has left the table",
    t.KILLED: "he was killed",
    t.SLAIN: "he was slain",
    t.DECAPITATED: "he was decapitated",
}

# What the attacker's blow did to the defender (kind, what, the button's text), each game.
BEASTRIDER_BLOWS = (
    (t.LOSE, t.ATTACK, "Loses an &attack die"),
    (t.LOSE, t.DEFEND, "Loses a &defend die"),
    (t.KILL, "", "&Killed"),
)
CALIBURN_BLOWS = (
    (t.WOUND, t.LEG, "&Leg wound"),
    (t.WOUND, t.ARM, "&Arm wound"),
    (t.WOUND, t.NECK, "&Neck wound"),
    (t.SHIELD_BROKEN, "", "Shield &broken"),
    (t.KILL, t.SLAIN, "Slain"),
    (t.KILL, t.DECAPITATED, "Decapitated"),
)


def _chance_text(chance: Fraction) -> str:
    return percent(chance)


class FightPanel(QGroupBox):
    """Attacker against defender, the odds now, and the blows the defender took.

    ``picked`` fires when the user picks someone; ``change_requested`` carries a change to
    the defender, by the attacker when he is of another side.
    """

    picked = Signal()
    change_requested = Signal(object)

    def __init__(self, rules: GameData, parent: QWidget | None = None) -> None:
        super().__init__("The fight", parent)
        self.rules = rules
        self.table: t.Table | None = None
        self.attacker_combo = QComboBox()
        self.attacker_combo.setObjectName("attacker")
        self.defender_combo = QComboBox()
        self.defender_combo.setObjectName("defender")
        self.swap_button = button("⇄", "Swap attacker and defender (S): he strikes back")
        self.swap_button.setObjectName("swap")
        self.swap_button.setAccessibleName("Swap attacker and defender")
        self.swap_button.clicked.connect(self.swap)
        for combo in (self.attacker_combo, self.defender_combo):
            combo.setMinimumContentsLength(10)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.activated.connect(lambda _i: (self.recompute(), self.picked.emit()))
        beast = rules.id == BEASTRIDER
        self.charge_box = QCheckBox("Charging")
        self.ranged_box = QCheckBox("Bow attack")
        self.ranged_box.setToolTip("A shot: True Shot leaves the target no defend dice (B3)")
        self.ranged_box.setVisible(beast)
        for box in (self.charge_box, self.ranged_box):
            box.toggled.connect(self.recompute)
        pick = QHBoxLayout()
        attacker_label = QLabel("Attac&ker:")
        attacker_label.setBuddy(self.attacker_combo)
        self.attacker_combo.setAccessibleName("Attacker")
        self.defender_combo.setAccessibleName("Defender")
        defender_label = QLabel("&Defender:")
        defender_label.setBuddy(self.defender_combo)
        pick.addWidget(attacker_label)
        pick.addWidget(self.attacker_combo, 1)
        pick.addWidget(self.swap_button)
        pick.addWidget(defender_label)
        pick.addWidget(self.defender_combo, 1)
        options = QHBoxLayout()
        options.addWidget(self.charge_box)
        options.addWidget(self.ranged_box)
        options.addStretch(1)
        self.chance_label = big_label(1.3)
        self.chance_label.setObjectName("fightOdds")
        self.chance_label.setAccessibleName("The odds of the fight")
        self.detail_label = note_label()
        self.problem_label = note_label()
        self.problem_label.setStyleSheet(WARNING_STYLE)
        self.blow_buttons: list[QPushButton] = []
        blows = QGridLayout()
        blows.addWidget(QLabel("The defender:"), 0, 0)
        for index, (kind, what, text) in enumerate(BEASTRIDER_BLOWS if beast else CALIBURN_BLOWS):
            made = button(text.replace("&", ""))
            made.setProperty("blow", f"{kind}:{what}")
            made.setAccessibleName(f"The defender: {text.replace('&', '').lower()}")
            made.clicked.connect(lambda _c=False, k=kind, w=what: self.blow(k, w))
            blows.addWidget(made, index // 3, 1 + index % 3)
            self.blow_buttons.append(made)
        blows.setColumnStretch(4, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addLayout(options)
        layout.addWidget(self.chance_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.problem_label)
        layout.addStretch(1)
        layout.addLayout(blows)

    # --- who fights -----------------------------------------------------------------------

    def attacker(self) -> int | None:
        return self.attacker_combo.currentData()

    def defender(self) -> int | None:
        return self.defender_combo.currentData()

    def set_defender(self, place: int) -> None:
        """He is the defender; an attacker of his own side gives way to one of the other."""
        self.defender_combo.setCurrentIndex(max(0, self.defender_combo.findData(place)))
        table = self.table
        attacker = self.attacker()
        if table is not None and (
            attacker is None or table.seats[attacker].side == table.seats[place].side
        ):
            self._default_attacker()
        self.recompute()

    def set_attacker(self, place: int) -> None:
        self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(place)))
        self.recompute()

    def step_attacker(self, step: int) -> None:
        """The next (or previous) attacker of another side than the defender."""
        table, defender = self.table, self.defender()
        if table is None or defender is None:
            return
        side = table.seats[defender].side
        places = [p for p, seat in table.seats.items() if seat.side != side]
        if not places:
            return
        current = self.attacker()
        index = places.index(current) if current in places else -step
        self.set_attacker(places[(index + step) % len(places)])

    def swap(self) -> None:
        attacker, defender = self.attacker(), self.defender()
        if attacker is None or defender is None:
            return
        self.attacker_combo.setCurrentIndex(self.attacker_combo.findData(defender))
        self.defender_combo.setCurrentIndex(self.defender_combo.findData(attacker))
        self.recompute()
        self.picked.emit()

    def _default_attacker(self) -> None:
        table, defender = self.table, self.defender()
        if table is None or defender is None:
            return
        side = table.seats[defender].side
        others = [p for p, seat in table.seats.items() if seat.side != side]
        standing = [p for p in others if table.in_play(p)]
        if standing or others:
            self.attacker_combo.setCurrentIndex(
                self.attacker_combo.findData((standing or others)[0])
            )

    def show_table(self, table: t.Table, *, read_only: bool) -> None:
        """List who is at the table (the picks kept), and work the odds out again."""
        self.table = table
        kept = (self.attacker(), self.defender())
        for combo, keep in zip((self.attacker_combo, self.defender_combo), kept, strict=True):
            combo.blockSignals(True)
            combo.clear()
            for place, seat in table.seats.items():
                gone = "" if table.in_play(place) else " (out)"
                combo.addItem(f"{seat.name} — {table.sides[seat.side]}{gone}", place)
                if gone and combo is self.defender_combo:
                    # Not to be picked; one killed as the defender stays shown, "No odds".
                    item = combo.model().item(combo.count() - 1)  # type: ignore[attr-defined]
                    item.setEnabled(False)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        if kept[0] is None:
            self._default_attacker()
        for made in self.blow_buttons:
            made.setEnabled(not read_only)
        self.recompute()

    # --- the odds -------------------------------------------------------------------------

    def recompute(self) -> None:
        table, attacker, defender = self.table, self.attacker(), self.defender()
        if table is None or attacker is None or defender is None:
            return
        out = [place for place in (defender, attacker) if not table.in_play(place)]
        if out:
            # No odds for a fight that cannot happen: a dead or fled warrior is not attacked.
            self.chance_label.setText("No odds")
            self.chance_label.setToolTip("")
            why = OUT_WORDS.get(table.marks[out[0]].status, "he is no longer in the game")
            self.detail_label.setText(f"{table.name(out[0])} is out of the game: {why}.")
            self.detail_label.setToolTip("")
            self._problems(())
            return
        if self.rules.id == BEASTRIDER:
            self._beastrider(table, attacker, defender)
        else:
            self._caliburn(table, attacker, defender)

    def _beastrider(self, table: t.Table, attacker: int, defender: int) -> None:
        seat = table.seats[attacker]
        charge = charges(self.rules, seat)
        self.charge_box.setEnabled(bool(charge))
        if charge:
            self.charge_box.setText(no_mnemonic(f"{self.rules.specials[charge[0]].name} (+dice)"))
        else:
            self.charge_box.setText("Charge")
            self.charge_box.setChecked(False)
        self.ranged_box.setEnabled(seat.bow is not None)
        if seat.bow is None:
            self.ranged_box.setChecked(False)
        special = charge[0] if charge and self.charge_box.isChecked() else None
        odds = beastrider_attack(
            self.rules,
            table,
            attacker,
            defender,
            special=special,
            ranged=self.ranged_box.isChecked(),
        )
        show_chance(self.chance_label, odds.chance, "Chance that one attack wounds: ")
        dice = f"{odds.attack_dice} attack {'die' if odds.attack_dice == 1 else 'dice'}"
        against = f"{odds.defend_dice} defend {'die' if odds.defend_dice == 1 else 'dice'}"
        self.detail_label.setText(
            f"{seat.name} rolls {dice} against {table.name(defender)}'s {against}; "
            f"Toughness {odds.toughness}."
        )
        self._problems(odds.problems)

    def _caliburn(self, table: t.Table, attacker: int, defender: int) -> None:
        self.charge_box.setEnabled(True)
        odds = caliburn_fight(
            self.rules, table, attacker, defender, charging=self.charge_box.isChecked()
        )
        one, other = odds.attacker.name, odds.defender.name
        self.chance_label.setText(
            f"{one} wins {percent(odds.attacker_wins)} · tie {percent(odds.tie)} · "
            f"{other} wins {percent(odds.defender_wins)}"
        )
        self.chance_label.setToolTip(
            tip(
                "\n".join(
                    f"{who}: {exact(chance)}"
                    for who, chance in (
                        (f"{one} wins", odds.attacker_wins),
                        ("Tie", odds.tie),
                        (f"{other} wins", odds.defender_wins),
                    )
                )
            )
        )
        worst = ("leg_wound", "arm_wound", "neck_wound", "slain", "decapitated")
        blow = ", ".join(
            f"{OUTCOME_NAMES[key].lower()} {percent(odds.hits[key])}"
            for key in worst
            if odds.hits[key]
        )
        self.detail_label.setText(
            f"If {one} wins, his blow: {blow or 'no harm'}. "
            f"{other} out of the fight in one exchange: {percent(odds.out)}; "
            f"{one} instead: {percent(odds.out_back)}."
        )
        self.detail_label.setToolTip(
            tip(f"Score modifiers: {one} {odds.modifiers[0]:+d}, {other} {odds.modifiers[1]:+d}")
        )
        self._problems(odds.problems)

    def _problems(self, problems: tuple[str, ...]) -> None:
        self.problem_label.setText(" ".join(problems))
        self.problem_label.setVisible(bool(problems))

    # --- blows ----------------------------------------------------------------------------

    def by(self) -> int | None:
        """The attacker, when he is of another side than the defender."""
        table, attacker, defender = self.table, self.attacker(), self.defender()
        if table is None or attacker is None or defender is None:
            return None
        return attacker if table.seats[attacker].side != table.seats[defender].side else None

    def blow(self, kind: str, what: str) -> None:
        """The defender took this from the attacker."""
        defender = self.defender()
        if defender is None:
            return
        self.change_requested.emit(t.Change(kind, who=defender, by=self.by(), what=what))
