"""The Beastrider Wars odds: the chance that one attack wounds (B1-B4)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import rules_of
from models.roster import living_characters
from models.store.schema import Campaign, Character
from rules.beastrider import Fighter, new_fighter, option_problems, wound_chance
from rules.beastrider_odds import FACES
from ui.item_models import RecordTableModel
from ui.odds.figures import (
    SideBySide,
    big_label,
    character_label,
    exact,
    note_label,
    odds_table,
    percent,
    points,
    show_chance,
    side_form,
    wide_combo,
)
from ui.text import no_mnemonic, tip
from ui.views import name_for_readers

CUSTOM = "custom"
MAX_DICE = 20  # a campaign's own profile has at most 20 dice of a kind
TABLE_DICE = range(1, 11)  # the rows of the "what an extra die buys" table
# translate()'s unused fourth argument before a count: pyside6-lupdate (6.11) reads the call as
# a plural only when a name stands there (``None`` makes it skip the text), and only when the
# count is a plain name.
PLURAL = None


@dataclass(frozen=True)
class DiceRow:
    """One row of the table: the chance with this many attack dice, and what the last added."""

    dice: int
    chance: Fraction
    gain: Fraction
    current: bool  # the number of dice this attack rolls


class WoundChanceTableModel(RecordTableModel):
    """The chance to wound by number of attack dice, against one defender."""

    COL_DICE, COL_CHANCE, COL_GAIN = range(3)
    headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("BeastriderOdds", "Attack dice"),
        QT_TRANSLATE_NOOP("BeastriderOdds", "Chance to wound"),
        QT_TRANSLATE_NOOP("BeastriderOdds", "The last die adds"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = tuple(translate("BeastriderOdds", header) for header in type(self).headers)

    def cell(self, record: DiceRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_DICE:
                return str(record.dice)
            if column == self.COL_CHANCE:
                return percent(record.chance)
            return points(record.gain)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.COL_CHANCE:
                return exact(record.chance)
            if column == self.COL_GAIN:
                return translate(
                    "BeastriderOdds", "From {before} to {after} attack dice: {chance}"
                ).format(before=record.dice - 1, after=record.dice, chance=exact(record.gain))
            return (
                translate("BeastriderOdds", "The dice this attack rolls")
                if record.current
                else None
            )
        if role == Qt.ItemDataRole.FontRole and record.current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.COL_DICE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


def _spin(minimum: int, maximum: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(minimum, maximum)
    return spin


class BeastriderOddsPanel(QWidget):
    """Attacker and defender, picked from the roster or typed in, and the chance to wound.

    ``updated`` fires after every recomputation.
    """

    updated = Signal()

    def __init__(self, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules_of(campaign)
        self._characters: dict[str, Character] = {}
        self._fighters: dict[str, Fighter] = {}
        self._filling = False
        specials = self.rules.specials.values()
        self.charge = next((s for s in specials if s.extra_attack_dice), None)
        self.true_shot = next((s for s in specials if s.bow_ignores_defence), None)
        self.shield = next((o for o in self.rules.options.values() if o.defend_bonus), None)

        self.attacker_combo = wide_combo()
        self.attack_spin = _spin(0, MAX_DICE)
        # A campaign may name its specials itself (house rules): shown as typed (ui.text).
        self.charge_box = QCheckBox(
            no_mnemonic(
                translate("BeastriderOdds", "{special}: +{dice} attack dice").format(
                    special=self.charge.name, dice=self.charge.extra_attack_dice
                )
            )
            if self.charge
            else ""
        )
        self.true_shot_box = QCheckBox(
            no_mnemonic(
                translate("BeastriderOdds", "{special}: a bow attack, no defend dice").format(
                    special=self.true_shot.name
                )
            )
            if self.true_shot
            else ""
        )
        self.charge_box.setVisible(self.charge is not None)
        self.true_shot_box.setVisible(self.true_shot is not None)
        attacker_box = QGroupBox(translate("BeastriderOdds", "Attacker"))
        attacker_form = side_form(attacker_box)
        attacker_form.addRow(translate("BeastriderOdds", "&Character:"), self.attacker_combo)
        attacker_form.addRow(translate("BeastriderOdds", "&Attack dice:"), self.attack_spin)
        attacker_form.addRow("", self.charge_box)
        attacker_form.addRow("", self.true_shot_box)

        self.defender_combo = wide_combo()
        self.defend_spin = _spin(0, MAX_DICE)
        self.toughness_spin = _spin(1, FACES + 1)
        self.toughness_spin.setToolTip(
            translate(
                "BeastriderOdds",
                "A die scoring this or more wounds, unless a defend die cancels it. {never} cannot be wounded.",  # noqa: E501
            ).format(never=FACES + 1)
        )
        self.shield_box = QCheckBox(
            no_mnemonic(
                translate("BeastriderOdds", "{option}: +{dice} defend dice").format(
                    option=self.shield.name, dice=self.shield.defend_bonus
                )
            )
            if self.shield
            else ""
        )
        self.shield_box.setVisible(self.shield is not None)
        defender_box = QGroupBox(translate("BeastriderOdds", "Defender"))
        defender_form = side_form(defender_box)
        defender_form.addRow(translate("BeastriderOdds", "C&haracter:"), self.defender_combo)
        defender_form.addRow(translate("BeastriderOdds", "&Defend dice:"), self.defend_spin)
        defender_form.addRow(translate("BeastriderOdds", "&Toughness:"), self.toughness_spin)
        defender_form.addRow("", self.shield_box)

        sides = SideBySide()
        sides.addWidget(attacker_box, 1)
        sides.addWidget(defender_box, 1)

        self.chance_label = big_label()
        self.chance_label.setObjectName("woundChance")
        self.detail_label = note_label()
        result_box = QGroupBox(translate("BeastriderOdds", "Chance that one attack wounds"))
        result_layout = QVBoxLayout(result_box)
        result_layout.addWidget(self.chance_label)
        result_layout.addWidget(self.detail_label)

        self.table_model = WoundChanceTableModel(self)
        self.table_view = odds_table(self.table_model, len(TABLE_DICE))
        name_for_readers(
            self.table_view,
            translate("BeastriderOdds", "Chances by dice"),
            translate(
                "BeastriderOdds",
                "The chance that one attack wounds, for each number of attack and defence dice.",
            ),
        )
        self.table_box = QGroupBox()
        table_layout = QVBoxLayout(self.table_box)
        table_layout.addWidget(self.table_view)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(sides)
        layout.addWidget(result_box)
        layout.addWidget(self.table_box)
        layout.addStretch(1)

        first = self.rules.profiles[next(iter(self.rules.profiles))]
        self.attack_spin.setValue(first.attack)
        self.defend_spin.setValue(first.defend)
        self.toughness_spin.setValue(first.toughness)
        self._fill_combos(campaign)
        self._pick_defaults()

        self.attacker_combo.currentIndexChanged.connect(self._attacker_picked)
        self.defender_combo.currentIndexChanged.connect(self._defender_picked)
        self.shield_box.toggled.connect(self._shield_toggled)
        for spin in (self.attack_spin, self.defend_spin, self.toughness_spin):
            spin.valueChanged.connect(self.recompute)
        for box in (self.charge_box, self.true_shot_box):
            box.toggled.connect(self.recompute)
        self._attacker_picked()
        self._defender_picked()

    # --- who fights ---------------------------------------------------------------------

    def _fill_combos(self, campaign: Campaign) -> None:
        self._characters.clear()
        self._fighters.clear()
        for combo in (self.attacker_combo, self.defender_combo):
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(translate("BeastriderOdds", "Custom: type the figures"), CUSTOM)
        for character in living_characters(campaign):
            profile = self.rules.profiles.get(character.profile)
            if profile is None:
                continue
            key = f"character:{character.id}"
            self._characters[key] = character
            self._fighters[key] = new_fighter(
                self.rules,
                character.profile,
                name=character.name,
                options=character.options,
                upgrades=character.upgrades,
                injuries=character.injuries,
            )
            for combo in (self.attacker_combo, self.defender_combo):
                if combo.count() == 1:
                    combo.insertSeparator(1)
                combo.addItem(character_label(character, profile.name), key)
        for combo in (self.attacker_combo, self.defender_combo):
            combo.blockSignals(False)

    def _pick_defaults(self) -> None:
        """Attacker: the first character; defender: the first of another warband."""
        keys = list(self._characters)
        if not keys:
            return
        attacker = self._characters[keys[0]]
        defender = next(
            (k for k in keys if self._characters[k].warband_id != attacker.warband_id), keys[-1]
        )
        self.attacker_combo.setCurrentIndex(self.attacker_combo.findData(keys[0]))
        self.defender_combo.setCurrentIndex(self.defender_combo.findData(defender))

    def reload(self, campaign: Campaign) -> None:
        """Read the characters again, keep the picks still there, and fill their figures."""
        self.rules = rules_of(campaign)
        keys = (self.attacker_combo.currentData(), self.defender_combo.currentData())
        self._fill_combos(campaign)
        for combo, key in zip((self.attacker_combo, self.defender_combo), keys, strict=True):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(combo.findData(key), 0))
            combo.blockSignals(False)
        self._attacker_picked()
        self._defender_picked()

    def attacker(self) -> Fighter | None:
        """The picked attacker at the start of a game, or None for custom figures."""
        return self._fighters.get(self.attacker_combo.currentData())

    def defender(self) -> Fighter | None:
        return self._fighters.get(self.defender_combo.currentData())

    def _attacker_picked(self) -> None:
        fighter = self.attacker()
        self._filling = True
        if fighter is not None:
            self.attack_spin.setValue(fighter.attack)
        self._allow(self.charge_box, fighter, self.charge.id if self.charge else None)
        self._allow(self.true_shot_box, fighter, self.true_shot.id if self.true_shot else None)
        if fighter is not None and self.true_shot_box.isEnabled() and fighter.bow is None:
            self.true_shot_box.setEnabled(False)
            self.true_shot_box.setChecked(False)
            self.true_shot_box.setToolTip(
                tip(translate("BeastriderOdds", "{name} has no bow.").format(name=fighter.name))
            )
        self._filling = False
        self.recompute()

    def _allow(self, box: QCheckBox, fighter: Fighter | None, special: str | None) -> None:
        """A special's box is open for custom figures and for a character who has it."""
        if special is None:
            return
        found = self.rules.specials[special]
        has = fighter is None or special in fighter.specials
        box.setEnabled(has)
        if not has:
            box.setChecked(False)
        box.setToolTip(
            tip(
                found.text
                if has
                else translate("BeastriderOdds", "{name} does not have {special}.").format(
                    name=fighter.name if fighter else "", special=found.name
                )
            )
        )

    def _defender_picked(self) -> None:
        fighter = self.defender()
        character = self._characters.get(self.defender_combo.currentData())
        self._filling = True
        if fighter is not None and character is not None:
            self.defend_spin.setValue(fighter.defend)
            self.toughness_spin.setValue(fighter.toughness)
            if self.shield is not None:
                problems = option_problems(
                    self.rules, character.profile, [], self.shield.id, name=character.name
                )
                self.shield_box.setChecked(self.shield.id in character.options)
                self.shield_box.setEnabled(not problems)
                self.shield_box.setToolTip(tip(" ".join(problems) or self.shield.text))
        elif self.shield is not None:
            self.shield_box.setEnabled(True)
            self.shield_box.setToolTip(tip(self.shield.text))
        self._filling = False
        self.recompute()

    def _shield_toggled(self, on: bool) -> None:
        if self._filling or self.shield is None:
            return
        bonus = self.shield.defend_bonus if on else -self.shield.defend_bonus
        self.defend_spin.setValue(max(self.defend_spin.value() + bonus, 0))

    # --- the odds -----------------------------------------------------------------------

    def attack_dice(self) -> int:
        """The dice this attack rolls: his attack dice, plus the charge's."""
        extra = self.charge.extra_attack_dice if self.charge and self.charge_box.isChecked() else 0
        return self.attack_spin.value() + extra

    def defend_dice(self) -> int:
        """The dice the defender rolls: none against True Shot."""
        return 0 if self.true_shot_box.isChecked() else self.defend_spin.value()

    def chance(self) -> Fraction:
        return wound_chance(self.attack_dice(), self.defend_dice(), self.toughness_spin.value())

    def recompute(self) -> None:
        if self._filling:
            return
        attack, defend = self.attack_dice(), self.defend_dice()
        toughness = self.toughness_spin.value()
        show_chance(self.chance_label, self.chance())
        self.detail_label.setText(self._explain(attack, defend, toughness))
        rows = []
        before = wound_chance(0, defend, toughness)
        for dice in TABLE_DICE:
            chance = wound_chance(dice, defend, toughness)
            rows.append(DiceRow(dice, chance, chance - before, dice == attack))
            before = chance
        self.table_model.set_rows(rows)
        self.table_box.setTitle(
            no_mnemonic(
                translate(
                    "BeastriderOdds",
                    "By number of attack dice, against {defend}, Toughness {toughness}: what an extra die buys",  # noqa: E501
                ).format(defend=self._defend_text(defend), toughness=toughness)
            )
        )
        self.updated.emit()

    def _defend_text(self, defend: int) -> str:
        if self.true_shot_box.isChecked():
            return translate("BeastriderOdds", "no defend dice ({special})").format(
                special=self.true_shot.name if self.true_shot else ""
            )
        return translate("BeastriderOdds", "%n defend dice", None, PLURAL, defend)

    def _explain(self, attack: int, defend: int, toughness: int) -> str:
        attacker, defender = self.attacker(), self.defender()
        dice = translate("BeastriderOdds", "%n attack dice", None, PLURAL, attack)
        if self.charge and self.charge_box.isChecked():
            dice = translate("BeastriderOdds", "{dice} ({base} + {extra} for {special})").format(
                dice=dice,
                base=self.attack_spin.value(),
                extra=self.charge.extra_attack_dice,
                special=self.charge.name,
            )
        if self.true_shot_box.isChecked():
            against = self._defend_text(defend)
        elif defender:
            against = translate("BeastriderOdds", "{name}'s {dice}").format(
                name=defender.name, dice=self._defend_text(defend)
            )
        else:
            against = translate("BeastriderOdds", "the defender's {dice}").format(
                dice=self._defend_text(defend)
            )
        if toughness > FACES:
            need = translate(
                "BeastriderOdds", "nothing on a d{faces} can wound Toughness {toughness}"
            ).format(faces=FACES, toughness=toughness)
        else:
            need = translate(
                "BeastriderOdds", "a die must score {toughness} or more and not be cancelled"
            ).format(toughness=toughness)
        return translate(
            "BeastriderOdds",
            "{attacker} rolls {dice} against {against}; {need}. One attack wounds at most once.",
        ).format(
            attacker=attacker.name if attacker else translate("BeastriderOdds", "The attacker"),
            dice=dice,
            against=against,
            need=need,
        )
