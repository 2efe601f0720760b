"""Caliburn's Wrath odds: who wins a melee (C1) and what the winner's blow does (C2-C5)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import rules_of
from models.roster import living_characters
from models.shop import kit
from models.store.schema import Campaign, Character
from rules.caliburn import (
    WarriorStats,
    charge_bonus,
    combat_modifier,
    combat_odds,
    fighting_weapon,
    injury_odds_in,
    make_blow,
    warrior_stats,
    weapons_at_hand,
)
from rules.caliburn_kit import extra_combat_dice
from rules.caliburn_kit import wounds as wounds_of
from rules.data import DECAPITATED, SLAIN, GameData
from ui.item_models import RecordTableModel
from ui.odds.figures import (
    SideBySide,
    big_label,
    character_label,
    exact,
    note_label,
    odds_table,
    percent,
    show_chance,
    side_form,
    wide_combo,
)
from ui.text import plain_label, tip
from ui.views import name_for_readers

DAGGER = "dagger"
MAX_WOUNDS = 9

# The calculator's texts are translated with the context "CaliburnOdds".
OUTCOME_NAMES = {
    "none": QT_TRANSLATE_NOOP("CaliburnOdds", "No damage"),
    "saved": QT_TRANSLATE_NOOP("CaliburnOdds", "Saved by his shield"),
    "shield_broken": QT_TRANSLATE_NOOP("CaliburnOdds", "Shield broken"),
    "leg_wound": QT_TRANSLATE_NOOP("CaliburnOdds", "Leg wound"),
    "arm_wound": QT_TRANSLATE_NOOP("CaliburnOdds", "Arm wound"),
    "neck_wound": QT_TRANSLATE_NOOP("CaliburnOdds", "Neck wound"),
    "slain": QT_TRANSLATE_NOOP("CaliburnOdds", "Slain"),
    "decapitated": QT_TRANSLATE_NOOP("CaliburnOdds", "Decapitated"),
}
OUT_OF_THE_FIGHT = (SLAIN, DECAPITATED)


@dataclass(frozen=True)
class InjuryRow:
    """One outcome of a won combat, for each direction."""

    outcome: str  # an outcome id of rules.data.OUTCOMES
    attacker_hits: Fraction  # the defender suffers this when the attacker wins
    defender_hits: Fraction  # the attacker suffers this when the defender wins


class InjuryTableModel(RecordTableModel):
    """The outcomes of the winner's blow, given that he won, for either winner."""

    COL_OUTCOME, COL_ATTACKER_WINS, COL_DEFENDER_WINS = range(3)
    headers: tuple[str, ...] = (
        QT_TRANSLATE_NOOP("CaliburnOdds", "Outcome"),
        QT_TRANSLATE_NOOP("CaliburnOdds", "If the attacker wins"),
        QT_TRANSLATE_NOOP("CaliburnOdds", "If the defender wins"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = tuple(translate("CaliburnOdds", header) for header in type(self).headers)

    def set_names(self, attacker: str, defender: str) -> None:
        """Name the two sides in the column headers."""
        wins = translate("CaliburnOdds", "If {name} wins")
        self.headers = (
            translate("CaliburnOdds", "Outcome"),
            wins.format(name=attacker),
            wins.format(name=defender),
        )
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, 2)

    def cell(self, record: InjuryRow, column: int, role: int) -> Any:
        chance = (None, record.attacker_hits, record.defender_hits)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if chance is None:
                return translate("CaliburnOdds", OUTCOME_NAMES.get(record.outcome, record.outcome))
            return percent(chance) if chance else "—"
        if role == Qt.ItemDataRole.ToolTipRole and chance is not None:
            return exact(chance)
        if role == Qt.ItemDataRole.TextAlignmentRole and chance is not None:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


@dataclass(frozen=True)
class Warrior:
    """One side of the fight as picked: his profile, kit and name, and the extra combat dice
    his advances gave him (K6)."""

    key: str
    name: str
    profile: str
    items: tuple[str, ...]
    injuries: dict[str, int]  # lasting wounds: {"leg": n, "arm": n, "neck": n}
    extra_dice: int = 0


class WarriorSide(QGroupBox):
    """Pick a warrior (or a bare profile), the weapon he fights with, and his wounds."""

    changed = Signal()

    def __init__(
        self,
        title: str,
        parent: QWidget | None = None,
        labels: tuple[str, str] | None = None,
        wounds_names: tuple[str, str] | None = None,
    ) -> None:
        """``title``, translated; ``labels``: the warrior's and his weapon's, each side with its
        own Alt keys; ``wounds_names``: his arm and neck wounds' boxes, for screen readers (both
        sides have them), by default named after ``title``. All translated."""
        super().__init__(title, parent)
        if labels is None:
            labels = (
                translate("CaliburnOdds", "&Warrior:"),
                translate("CaliburnOdds", "&Fights with:"),
            )
        if wounds_names is None:
            wounds_names = (
                translate("CaliburnOdds", "{side}'s arm wounds").format(side=title),
                translate("CaliburnOdds", "{side}'s neck wounds").format(side=title),
            )
        self.rules: GameData | None = None
        self._characters: dict[str, Character] = {}
        self.warrior: Warrior | None = None
        self.combo = wide_combo()
        self.weapon_combo = wide_combo()
        self.arm_spin = QSpinBox()
        self.neck_spin = QSpinBox()
        for spin in (self.arm_spin, self.neck_spin):
            spin.setRange(0, MAX_WOUNDS)
        self.arm_spin.setToolTip(
            translate("CaliburnOdds", "-1 to his combat score for each arm wound")
        )
        self.neck_spin.setToolTip(
            translate("CaliburnOdds", "-2 to his combat score for each neck wound")
        )
        wounds = QHBoxLayout()
        for kind, spin, word, name in (
            ("arm", self.arm_spin, translate("CaliburnOdds", "arm"), wounds_names[0]),
            ("neck", self.neck_spin, translate("CaliburnOdds", "neck"), wounds_names[1]),
        ):
            label = QLabel(word)
            label.setBuddy(spin)
            # Both sides have an "arm" box: the name says whose.
            spin.setAccessibleName(name)
            if kind == "neck":
                wounds.addSpacing(12)
            wounds.addWidget(label)
            wounds.addWidget(spin)
        wounds.addStretch(1)
        self.kit_label = note_label()
        self.kit_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.form = side_form(self)
        self.form.addRow(labels[0], self.combo)
        self.form.addRow("", self.kit_label)
        self.form.addRow(labels[1], self.weapon_combo)
        self.form.addRow(translate("CaliburnOdds", "Wounds:"), wounds)
        self.combo.currentIndexChanged.connect(self._picked)
        self.weapon_combo.currentIndexChanged.connect(self.changed)
        self.arm_spin.valueChanged.connect(self.changed)
        self.neck_spin.valueChanged.connect(self.changed)

    def fill(self, rules: GameData, characters: list[Character]) -> None:
        """List the warriors able to play, then every profile bare; keep the pick if present."""
        self.rules = rules
        key = self.combo.currentData()
        self._characters.clear()
        self.combo.blockSignals(True)
        self.combo.clear()
        for character in characters:
            profile = rules.profiles.get(character.profile)
            if profile is not None:
                self._characters[f"character:{character.id}"] = character
                self.combo.addItem(
                    character_label(character, profile.name), f"character:{character.id}"
                )
        if self.combo.count():
            self.combo.insertSeparator(self.combo.count())
        for profile in rules.profiles.values():
            self.combo.addItem(
                translate("CaliburnOdds", "{profile}: bare profile").format(profile=profile.name),
                f"profile:{profile.id}",
            )
        self.combo.blockSignals(False)
        if key is not None:
            self.pick(key)

    def keys(self) -> list[str]:
        return list(self._characters)

    def character(self, key: str) -> Character | None:
        return self._characters.get(key)

    def pick(self, key: str) -> None:
        """Pick ``character:<id>`` or ``profile:<id>``; a warrior now gone falls back to his
        bare profile."""
        index = self.combo.findData(key)
        if index < 0 and self.warrior is not None and self.warrior.key == key:
            index = self.combo.findData(f"profile:{self.warrior.profile}")
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(max(index, 0))
        self.combo.blockSignals(False)
        self._picked()

    def _picked(self) -> None:
        rules, key = self.rules, self.combo.currentData()
        if rules is None or key is None:
            return
        # The same warrior read again keeps the weapon chosen for him.
        weapon = self.weapon() if self.warrior is not None and self.warrior.key == key else None
        character = self._characters.get(key)
        if character is not None:
            # Stored injuries count only while the campaign keeps them (K4).
            injuries = wounds_of(character.injuries) if rules.lasting_injuries else {}
            warrior = Warrior(
                key,
                character.name,
                character.profile,
                tuple(kit(character)),
                injuries,
                extra_combat_dice(character.upgrades or []),
            )
        else:
            profile = rules.profiles[key.split(":", 1)[1]]
            warrior = Warrior(key, profile.name, profile.id, tuple(profile.fixed_items), {})
        self.warrior = warrior
        stats = self.stats()
        kit_names = [rules.items[i].name for i in warrior.items if i in rules.items]
        self.kit_label.setText(
            translate("CaliburnOdds", "{dice}d6, protection {protection}; kit: {kit}").format(
                dice=stats.combat_dice,
                protection=stats.protection,
                kit=", ".join(kit_names) or translate("CaliburnOdds", "dagger only"),
            )
        )
        self.kit_label.setToolTip(tip("\n".join(stats.specials)))
        self._fill_weapons(rules, warrior, weapon)
        for spin, kind in ((self.arm_spin, "arm"), (self.neck_spin, "neck")):
            spin.blockSignals(True)
            spin.setValue(warrior.injuries.get(kind, 0))
            spin.blockSignals(False)
        self.changed.emit()

    def _fill_weapons(self, rules: GameData, warrior: Warrior, keep: str | None) -> None:
        """His weapons and the dagger everyone carries; the one he fights with by default (or
        ``keep``, if he still has it) chosen."""
        # As the table offers them: best first, Excalibur before any other (C6, C7).
        weapons = list(weapons_at_hand(rules, warrior.profile, warrior.items))
        chosen = fighting_weapon(rules, warrior.profile, warrior.items, chosen=keep)
        self.weapon_combo.blockSignals(True)
        self.weapon_combo.clear()
        for item_id in weapons:
            item = rules.items[item_id]
            self.weapon_combo.addItem(item.name, item_id)
            self.weapon_combo.setItemData(
                self.weapon_combo.count() - 1, tip(item.effect), Qt.ItemDataRole.ToolTipRole
            )
        self.weapon_combo.setCurrentIndex(max(self.weapon_combo.findData(chosen), 0))
        self.weapon_combo.blockSignals(False)

    def weapon(self) -> str:
        return self.weapon_combo.currentData() or DAGGER

    def wounds(self) -> dict[str, int]:
        """The wounds that count in this fight: his lasting ones, or what the user set."""
        return {"arm": self.arm_spin.value(), "neck": self.neck_spin.value()}

    def stats(self) -> WarriorStats:
        assert self.rules is not None and self.warrior is not None
        warrior = self.warrior
        return warrior_stats(
            self.rules, warrior.profile, warrior.items, {}, extra_dice=warrior.extra_dice
        )


class CaliburnOddsPanel(QWidget):
    """Attacker and defender with their real kit: who wins the melee, and the blow's outcomes.

    ``updated`` fires after every recomputation.
    """

    updated = Signal()

    def __init__(self, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules_of(campaign)
        self.attacker = WarriorSide(
            translate("CaliburnOdds", "Attacker"),
            wounds_names=(
                translate("CaliburnOdds", "Attacker's arm wounds"),
                translate("CaliburnOdds", "Attacker's neck wounds"),
            ),
        )
        self.defender = WarriorSide(
            translate("CaliburnOdds", "Defender"),
            labels=(
                translate("CaliburnOdds", "Warr&ior:"),
                translate("CaliburnOdds", "Fights wit&h:"),
            ),
            wounds_names=(
                translate("CaliburnOdds", "Defender's arm wounds"),
                translate("CaliburnOdds", "Defender's neck wounds"),
            ),
        )
        self.charging_box = QCheckBox(translate("CaliburnOdds", "&Charging"))
        self.charge_note = note_label()
        charge_row = QHBoxLayout()
        charge_row.addWidget(self.charging_box)
        charge_row.addWidget(self.charge_note, 1)
        self.attacker.form.addRow("", charge_row)
        sides = SideBySide()
        sides.addWidget(self.attacker, 1)
        sides.addWidget(self.defender, 1)

        self.win_labels = [big_label() for _ in range(3)]
        self.win_titles = [plain_label() for _ in range(3)]  # "Sir Kai wins"
        self.attacker_wins_label, self.tie_label, self.defender_wins_label = self.win_labels
        odds_grid = QGridLayout()
        for column, (title, label) in enumerate(zip(self.win_titles, self.win_labels, strict=True)):
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            odds_grid.addWidget(title, 0, column)
            odds_grid.addWidget(label, 1, column)
        self.scores_label = note_label()
        melee_box = QGroupBox(translate("CaliburnOdds", "Who wins the melee"))
        melee_layout = QVBoxLayout(melee_box)
        melee_layout.addLayout(odds_grid)
        melee_layout.addWidget(self.scores_label)

        self.injury_model = InjuryTableModel(self)
        self.injury_view = odds_table(self.injury_model, len(OUTCOME_NAMES))
        name_for_readers(
            self.injury_view,
            translate("CaliburnOdds", "What the blow does"),
            translate(
                "CaliburnOdds",
                "The chance of each outcome of the winner's blow: shield save, then the damage roll.",  # noqa: E501
            ),
        )
        self.blow_label = note_label()
        self.take_out_label = big_label(1.15)
        self.take_out_label.setObjectName("takeOut")
        self.take_out_back_label = note_label()
        injury_box = QGroupBox(
            translate(
                "CaliburnOdds", "What the winner's blow does (shield save, then the damage roll)"
            )
        )
        injury_layout = QVBoxLayout(injury_box)
        injury_layout.addWidget(self.injury_view)
        injury_layout.addWidget(self.blow_label)
        injury_layout.addWidget(self.take_out_label)
        injury_layout.addWidget(self.take_out_back_label)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(sides)
        layout.addWidget(melee_box)
        layout.addWidget(injury_box)
        layout.addStretch(1)

        self._load(campaign)
        self._pick_defaults()
        for side in (self.attacker, self.defender):
            side.changed.connect(self.recompute)
        self.charging_box.toggled.connect(self.recompute)
        self.recompute()

    def _load(self, campaign: Campaign) -> None:
        characters = living_characters(campaign)
        self.attacker.fill(self.rules, characters)
        self.defender.fill(self.rules, characters)

    def _pick_defaults(self) -> None:
        """Attacker: the first warrior; defender: the first of another warband. Without
        warriors, the first two profiles."""
        keys = self.attacker.keys()
        if keys:
            first = self.attacker.character(keys[0])
            assert first is not None
            other = next(
                (
                    k
                    for k in keys
                    if (c := self.attacker.character(k)) and c.warband_id != first.warband_id
                ),
                keys[-1],
            )
            self.attacker.pick(keys[0])
            self.defender.pick(other)
            return
        profiles = list(self.rules.profiles)
        self.attacker.pick(f"profile:{profiles[0]}")
        self.defender.pick(f"profile:{profiles[min(1, len(profiles) - 1)]}")

    def reload(self, campaign: Campaign) -> None:
        """Read the warriors again (kit, wounds, deaths) and keep the picks still there."""
        self.rules = rules_of(campaign)
        for side in (self.attacker, self.defender):
            side.blockSignals(True)
        self._load(campaign)
        for side in (self.attacker, self.defender):
            side.blockSignals(False)
        self.recompute()

    # --- the odds -----------------------------------------------------------------------

    def modifiers(self) -> tuple[int, int]:
        """(attacker's, defender's) modifier to his highest die: the charge, less wounds (C1)."""
        assert self.attacker.warrior and self.defender.warrior
        charging = self.charging_box.isChecked()
        return (
            combat_modifier(
                self.rules,
                self.attacker.wounds(),
                charging=charging,
                opponent_items=self.defender.warrior.items,
            ),
            combat_modifier(self.rules, self.defender.wounds()),
        )

    def melee(self) -> tuple[Fraction, Fraction, Fraction]:
        """(attacker wins, tie, defender wins)."""
        mod_a, mod_d = self.modifiers()
        return combat_odds(
            self.attacker.stats().combat_dice, self.defender.stats().combat_dice, mod_a, mod_d
        )

    def blow(
        self, winner: WarriorSide, loser: WarriorSide, *, charging: bool
    ) -> dict[str, Fraction]:
        """The outcomes of the winner's blow on the loser, given that he won (C2-C5)."""
        assert loser.warrior is not None
        stats = loser.stats()
        return injury_odds_in(
            self.rules,
            winner.weapon(),
            defender=loser.warrior.profile,
            armour=stats.armour,
            helmet=stats.helmet,
            shield=stats.shield,
            charging=charging,
        )

    def recompute(self) -> None:
        attacker, defender = self.attacker.warrior, self.defender.warrior
        if attacker is None or defender is None:
            return
        charging = self.charging_box.isChecked()
        bonus = charge_bonus(self.rules, defender.items)
        spear = bonus != self.rules.combat.charge_bonus
        note = (
            translate("CaliburnOdds", "+{bonus} to his score ({name} carries a spear)")
            if spear
            else translate("CaliburnOdds", "+{bonus} to his score")
        )
        self.charge_note.setText(note.format(bonus=bonus, name=defender.name))
        wins, ties, losses = self.melee()
        won = translate("CaliburnOdds", "{name} wins")
        titles = (
            won.format(name=attacker.name),
            translate("CaliburnOdds", "Tie: no blow struck"),
            won.format(name=defender.name),
        )
        for title, label, text, chance in zip(
            self.win_titles, self.win_labels, titles, (wins, ties, losses), strict=True
        ):
            title.setText(text)
            show_chance(label, chance)
        self.scores_label.setText(self._explain_scores())

        hits = self.blow(self.attacker, self.defender, charging=charging)
        hits_back = self.blow(self.defender, self.attacker, charging=False)
        self.injury_model.set_names(attacker.name, defender.name)
        self.injury_model.set_rows(
            [InjuryRow(outcome, hits[outcome], hits_back[outcome]) for outcome in hits]
        )
        self.blow_label.setText(
            f"{self._explain_blow(self.attacker, self.defender, charging)}\n"
            f"{self._explain_blow(self.defender, self.attacker, False)}"
        )
        out = wins * sum(hits[key] for key in OUT_OF_THE_FIGHT)
        out_back = losses * sum(hits_back[key] for key in OUT_OF_THE_FIGHT)
        show_chance(
            self.take_out_label,
            out,
            translate(
                "CaliburnOdds", "Chance to take {name} out of the fight in one exchange: {chance}"
            ),
            name=defender.name,
        )
        show_chance(
            self.take_out_back_label,
            out_back,
            translate("CaliburnOdds", "Chance that {name} is taken out instead: {chance}"),
            name=attacker.name,
        )
        self.updated.emit()

    def _explain_scores(self) -> str:
        mod_a, mod_d = self.modifiers()
        parts = []
        for side, modifier in ((self.attacker, mod_a), (self.defender, mod_d)):
            assert side.warrior is not None
            text = (
                translate("CaliburnOdds", "{name}: highest of {dice}d6 {modifier}")
                if modifier
                else translate("CaliburnOdds", "{name}: highest of {dice}d6")
            )
            parts.append(
                text.format(
                    name=side.warrior.name,
                    dice=side.stats().combat_dice,
                    modifier=f"{modifier:+d}",
                )
            )
        return translate(
            "CaliburnOdds",
            "{attacker}; {defender}. The higher score wins; equal scores, nobody is hurt.",
        ).format(attacker=parts[0], defender=parts[1])

    def _explain_blow(self, winner: WarriorSide, loser: WarriorSide, charging: bool) -> str:
        assert winner.warrior is not None and loser.warrior is not None
        stats = loser.stats()
        blow = make_blow(
            self.rules,
            winner.weapon(),
            defender=loser.warrior.profile,
            armour=stats.armour,
            helmet=stats.helmet,
            shield=stats.shield,
            charging=charging,
        )
        guards = [
            translate("CaliburnOdds", "protection {protection}").format(protection=blow.protection)
        ]
        if blow.helmet:
            guards.append(translate("CaliburnOdds", "helmet"))
        if blow.shield:
            guards.append(translate("CaliburnOdds", "shield"))
        if blow.decapitation_immune:
            guards.append(translate("CaliburnOdds", "decapitation does him no harm"))
        return translate(
            "CaliburnOdds",
            "If {winner} wins: {weapon} ({bonus} damage) against {loser}'s {guards}.",
        ).format(
            winner=winner.warrior.name,
            weapon=blow.weapon.name,
            bonus=f"{blow.bonus:+d}",
            loser=loser.warrior.name,
            guards=", ".join(guards),
        )
