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
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from rules import tracker as t
from rules.data import BEASTRIDER, GameData
from rules.tracker_odds import beastrider_attack, caliburn_fight, charges
from ui.common import WARNING_STYLE
from ui.odds.figures import big_label, exact, note_label, of_36, percent, show_chance
from ui.text import no_mnemonic, tip
from ui.tracker.cards import button

# translate()'s unused fourth argument before a count: pyside6-lupdate (6.11) reads the call as
# a plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None

# The fight's texts are translated with the context "FightPanel".
# Why a warrior is out of the fight, by his status at the table.
OUT_WORDS = {
    t.FLED: QT_TRANSLATE_NOOP("FightPanel", "he has left the table"),
    t.KILLED: QT_TRANSLATE_NOOP("FightPanel", "he was killed"),
    t.SLAIN: QT_TRANSLATE_NOOP("FightPanel", "he was slain"),
    t.DECAPITATED: QT_TRANSLATE_NOOP("FightPanel", "he was decapitated"),
}
NO_LONGER = QT_TRANSLATE_NOOP("FightPanel", "he is no longer in the game")


def out_words(status: str) -> str:
    """Why a warrior of ``status`` is out of the fight, in words."""
    return translate("FightPanel", OUT_WORDS.get(status, NO_LONGER))


# What the attacker's blow did to the defender (kind, what, the button's text, its name for
# screen readers), each game.
BEASTRIDER_BLOWS = (
    (
        t.LOSE,
        t.ATTACK,
        QT_TRANSLATE_NOOP("FightPanel", "Loses an &attack die"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: loses an attack die"),
    ),
    (
        t.LOSE,
        t.DEFEND,
        QT_TRANSLATE_NOOP("FightPanel", "Loses a &defend die"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: loses a defend die"),
    ),
    (
        t.KILL,
        "",
        QT_TRANSLATE_NOOP("FightPanel", "&Killed"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: killed"),
    ),
)
CALIBURN_BLOWS = (
    (
        t.WOUND,
        t.LEG,
        QT_TRANSLATE_NOOP("FightPanel", "&Leg wound"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: leg wound"),
    ),
    (
        t.WOUND,
        t.ARM,
        QT_TRANSLATE_NOOP("FightPanel", "&Arm wound"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: arm wound"),
    ),
    (
        t.WOUND,
        t.NECK,
        QT_TRANSLATE_NOOP("FightPanel", "&Neck wound"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: neck wound"),
    ),
    (
        t.SHIELD_BROKEN,
        "",
        QT_TRANSLATE_NOOP("FightPanel", "Shield &broken"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: shield broken"),
    ),
    (
        t.KILL,
        t.SLAIN,
        QT_TRANSLATE_NOOP("FightPanel", "Slain"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: slain"),
    ),
    (
        t.KILL,
        t.DECAPITATED,
        QT_TRANSLATE_NOOP("FightPanel", "Decapitated"),
        QT_TRANSLATE_NOOP("FightPanel", "The defender: decapitated"),
    ),
)
# The harm the winner's blow may do, by outcome (rules.data.OUTCOMES), worst last.
HARM_WORDS = {
    "leg_wound": QT_TRANSLATE_NOOP("FightPanel", "leg wound {chance}"),
    "arm_wound": QT_TRANSLATE_NOOP("FightPanel", "arm wound {chance}"),
    "neck_wound": QT_TRANSLATE_NOOP("FightPanel", "neck wound {chance}"),
    "slain": QT_TRANSLATE_NOOP("FightPanel", "slain {chance}"),
    "decapitated": QT_TRANSLATE_NOOP("FightPanel", "decapitated {chance}"),
}


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
        super().__init__(translate("FightPanel", "The fight"), parent)
        self.rules = rules
        self.table: t.Table | None = None
        self.attacker_combo = QComboBox()
        self.attacker_combo.setObjectName("attacker")
        self.defender_combo = QComboBox()
        self.defender_combo.setObjectName("defender")
        self.swap_button = button(
            "⇄", translate("FightPanel", "Swap attacker and defender (S): he strikes back")
        )
        self.swap_button.setObjectName("swap")
        self.swap_button.setAccessibleName(translate("FightPanel", "Swap attacker and defender"))
        self.swap_button.clicked.connect(self.swap)
        for combo in (self.attacker_combo, self.defender_combo):
            # Each on a line of its own, as wide as the panel: names whole, "Princess Nave
            # Khra — Stagriders of Deastir" too, in table mode's large type as well.
            combo.setMinimumContentsLength(10)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            combo.activated.connect(self._picked)
        beast = rules.id == BEASTRIDER
        self.charge_box = QCheckBox(translate("FightPanel", "Charging"))
        self.ranged_box = QCheckBox(translate("FightPanel", "Bow attack"))
        self.ranged_box.setToolTip(
            translate("FightPanel", "A shot: True Shot leaves the target no defend dice (B3)")
        )
        self.ranged_box.setVisible(beast)
        for box in (self.charge_box, self.ranged_box):
            box.toggled.connect(self.recompute)
        pick = QGridLayout()
        attacker_label = QLabel(translate("FightPanel", "Attac&ker:"))
        attacker_label.setBuddy(self.attacker_combo)
        self.attacker_combo.setAccessibleName(translate("FightPanel", "Attacker"))
        self.defender_combo.setAccessibleName(translate("FightPanel", "Defender"))
        defender_label = QLabel(translate("FightPanel", "&Defender:"))
        defender_label.setBuddy(self.defender_combo)
        pick.addWidget(attacker_label, 0, 0)
        pick.addWidget(self.attacker_combo, 0, 1)
        pick.addWidget(self.swap_button, 0, 2, 2, 1)
        pick.addWidget(defender_label, 1, 0)
        pick.addWidget(self.defender_combo, 1, 1)
        pick.setColumnStretch(1, 1)
        options = QHBoxLayout()
        options.addWidget(self.charge_box)
        options.addWidget(self.ranged_box)
        options.addStretch(1)
        self.chance_label = big_label(1.3)
        self.chance_label.setObjectName("fightOdds")
        self.chance_label.setAccessibleName(translate("FightPanel", "The odds of the fight"))
        self.detail_label = note_label()
        self.problem_label = note_label()
        self.problem_label.setStyleSheet(WARNING_STYLE)
        self.blow_buttons: list[QPushButton] = []
        blows = QGridLayout()
        blows.addWidget(QLabel(translate("FightPanel", "The defender:")), 0, 0)
        for index, (kind, what, text, name) in enumerate(
            BEASTRIDER_BLOWS if beast else CALIBURN_BLOWS
        ):
            made = button(translate("FightPanel", text).replace("&", ""))
            made.setProperty("blow", f"{kind}:{what}")
            made.setAccessibleName(translate("FightPanel", name))
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
        layout.addLayout(blows)
        layout.addStretch(1)  # the blows under the odds: what follows the odds is a click

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
                gone = not table.in_play(place)
                shown = (
                    translate("FightPanel", "{name} — {side} (out)")
                    if gone
                    else translate("FightPanel", "{name} — {side}")
                )
                combo.addItem(shown.format(name=seat.name, side=table.sides[seat.side]), place)
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

    def _picked(self, _index: int) -> None:
        self.recompute()
        self.picked.emit()

    def recompute(self) -> None:
        table, attacker, defender = self.table, self.attacker(), self.defender()
        if table is None or attacker is None or defender is None:
            return
        out = [place for place in (defender, attacker) if not table.in_play(place)]
        if out:
            # No odds for a fight that cannot happen: a dead or fled warrior is not attacked.
            self.chance_label.setText(translate("FightPanel", "No odds"))
            self.chance_label.setToolTip("")
            self.detail_label.setText(
                translate("FightPanel", "{name} is out of the game: {why}.").format(
                    name=table.name(out[0]), why=out_words(table.marks[out[0]].status)
                )
            )
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
            self.charge_box.setText(
                no_mnemonic(
                    translate("FightPanel", "{special} (+dice)").format(
                        special=self.rules.specials[charge[0]].name
                    )
                )
            )
        else:
            self.charge_box.setText(translate("FightPanel", "Charge"))
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
        show_chance(
            self.chance_label,
            odds.chance,
            translate("FightPanel", "Chance that one attack wounds: {chance}"),
        )
        attack_dice, defend_dice = odds.attack_dice, odds.defend_dice
        self.detail_label.setText(
            translate(
                "FightPanel",
                "{attacker} rolls {attack} against {defender}'s {defend}; Toughness {toughness}.",
            ).format(
                attacker=seat.name,
                attack=translate("FightPanel", "%n attack dice", None, PLURAL, attack_dice),
                defender=table.name(defender),
                defend=translate("FightPanel", "%n defend dice", None, PLURAL, defend_dice),
                toughness=odds.toughness,
            )
        )
        self._problems(odds.problems)

    def _caliburn(self, table: t.Table, attacker: int, defender: int) -> None:
        self.charge_box.setEnabled(True)
        odds = caliburn_fight(
            self.rules, table, attacker, defender, charging=self.charge_box.isChecked()
        )
        one, other = odds.attacker.name, odds.defender.name
        self.chance_label.setText(
            translate(
                "FightPanel", "{one} wins {one_wins} · tie {tie} · {other} wins {other_wins}"
            ).format(
                one=one,
                one_wins=percent(odds.attacker_wins),
                tie=percent(odds.tie),
                other=other,
                other_wins=percent(odds.defender_wins),
            )
        )
        wins = translate("FightPanel", "{name} wins: {chance}")
        self.chance_label.setToolTip(
            tip(
                "\n".join(
                    (
                        wins.format(name=one, chance=exact(odds.attacker_wins)),
                        translate("FightPanel", "Tie: {chance}").format(chance=exact(odds.tie)),
                        wins.format(name=other, chance=exact(odds.defender_wins)),
                    )
                )
            )
        )
        blow = ", ".join(
            translate("FightPanel", text).format(chance=percent(odds.hits[key]))
            for key, text in HARM_WORDS.items()
            if odds.hits[key]
        )
        kills = odds.hits[t.SLAIN] + odds.hits[t.DECAPITATED]
        weapon = self.rules.items.get(odds.attacker.weapon)
        self.detail_label.setText(
            translate(
                "FightPanel",
                "If {one} wins, his blow with his {weapon}: {blow}; slain or decapitated {kills} ({exact}). {other} out of the fight in one exchange: {out}; {one} instead: {out_back}.",  # noqa: E501
            ).format(
                one=one,
                weapon=weapon.name if weapon else odds.attacker.weapon,
                blow=blow or translate("FightPanel", "no harm"),
                kills=percent(kills),
                exact=of_36(kills),
                other=other,
                out=percent(odds.out),
                out_back=percent(odds.out_back),
            )
        )
        self.detail_label.setToolTip(
            tip(
                translate(
                    "FightPanel", "Score modifiers: {one} {one_modifier}, {other} {other_modifier}"
                ).format(
                    one=one,
                    one_modifier=f"{odds.modifiers[0]:+d}",
                    other=other,
                    other_modifier=f"{odds.modifiers[1]:+d}",
                )
            )
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
