"""The detail panel for the selected character: profile, figures, kit and history."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from models.history import character_history
from models.legality import problems_of
from models.roster import beastrider_kit, fighter_of
from models.shop import kit
from models.standings import character_record
from models.store.schema import Character
from rules import caliburn
from rules.games import BEASTRIDER, GameData
from ui.common import WARNING_STYLE
from ui.history_table import HistoryTableModel, history_view
from ui.item_models import repeats
from ui.text import plain_label, tip
from ui.unreadable import UNREADABLE, shown_or_unreadable
from ui.views import name_for_readers


class CharacterPanel(QWidget):
    """Shows one character; empty until a character is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unreadable = ""  # why the character on show could not be read, in words
        self.title = plain_label()
        self.title.setObjectName("characterTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = plain_label()
        self.subtitle.setWordWrap(True)
        self.warning = plain_label()  # the rules he breaks: a person must decide what to change
        self.warning.setObjectName("rulesWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(WARNING_STYLE)
        self.warning.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLabel] = {}
        self.history_model = HistoryTableModel(self)
        self.history_view = history_view(self.history_model)
        name_for_readers(
            self.history_view,
            "Character's history",
            "What happened to the selected character, oldest first; corrected entries are "
            "struck through.",
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.warning)
        layout.addLayout(self.form)
        self.record_label = QLabel()
        self.record_label.setObjectName("record")
        layout.addWidget(QLabel("History:"))
        layout.addWidget(self.record_label)
        layout.addWidget(self.history_view, 1)
        self.show_character(None, None)

    def field_text(self, name: str) -> str:
        label = self.fields.get(name)
        return label.text() if label else ""

    def _set_fields(self, rows: list[tuple[str, ...]]) -> None:
        """Rows of (name, value) or (name, value, rule text): the rule text of the specials
        or kit named is the value's tooltip."""
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        for name, value, *rule_text in rows:
            label = plain_label(value)
            if rule_text and rule_text[0]:
                label.setToolTip(tip(rule_text[0]))
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.fields[name] = label
            self.form.addRow(f"{name}:", label)

    def show_character(
        self,
        character: Character | None,
        rules: GameData | None,
        *,
        problems: Sequence[str] | None = None,
    ) -> None:
        """Show ``character`` by ``rules``; ``problems``, the rules he breaks as sentences,
        when the caller has read them already (the roster has), else they are read here."""
        self.unreadable = ""
        with shown_or_unreadable("This character", self._unreadable):
            self._show(character, rules, problems)

    def show_unreadable(self, words: str) -> None:
        """Show that the character cannot be read, and why: ``words``."""
        self._unreadable(words)

    def _unreadable(self, words: str) -> None:
        self.unreadable = words  # the window's actions on him say it (ui.selection)
        self.title.setText(f"Character {UNREADABLE}")
        self.subtitle.setText(words)
        self._set_fields([])
        self.history_model.set_rows([])
        self.record_label.setText("")
        self.warning.hide()

    def _show(
        self,
        character: Character | None,
        rules: GameData | None,
        problems: Sequence[str] | None,
    ) -> None:
        if character is None or rules is None:
            self.title.setText("No character selected")
            self.subtitle.setText("Choose a character in the roster, or recruit one.")
            self._set_fields([])
            self.history_model.set_rows([])
            self.record_label.setText("")
            self.warning.hide()
            return
        profile = rules.profiles.get(character.profile)
        self.title.setText(character.name)
        profile_name = profile.name if profile else character.profile
        status = character.status.capitalize()
        # A hero's name is his profile's: the title says it already.
        same = repeats(character.name, profile_name, hero=bool(profile and profile.hero))
        self.subtitle.setText(status if same else f"{profile_name} · {status}")
        if problems is None:
            problems = [breach.sentence for breach in problems_of(character)]
        self.warning.setText("⚠ Breaks the rules: " + " ".join(problems))
        self.warning.setVisible(bool(problems))
        if profile is None:
            rows = [("Profile", f"“{character.profile}” is not in this campaign's rules")]
        elif rules.id == BEASTRIDER:
            rows = self._beastrider_rows(character, rules)
        else:
            rows = self._caliburn_rows(character, rules)
        if character.notes:
            rows.append(("Notes", character.notes))
        self._set_fields(rows)
        record = character_record(character)
        self.record_label.setText(
            f"Games {record.games} · Wins {record.wins} · Kills {record.kills} · "
            f"Injuries {record.injuries}"
        )
        self.history_model.set_rows(list(reversed(character_history(character))))

    def _beastrider_rows(self, character: Character, rules: GameData) -> list[tuple[str, ...]]:
        profile = rules.profiles[character.profile]
        # The dice he starts a game with, less his lasting injuries (B8, K4): as printed.
        fighter = fighter_of(rules, character)
        known = [rules.specials[s] for s in fighter.specials if s in rules.specials]
        names = ", ".join(special.name for special in known)
        special_rules = "\n".join(f"{special.name}: {special.text}" for special in known)
        taken = [rules.options[o] for o in character.options if o in rules.options]
        option_rules = "\n".join(f"{option.name}: {option.text}" for option in taken)
        rows = [
            ("Movement", f'{profile.movement}"'),
            ("Toughness", str(profile.toughness)),
            ("Attack dice", str(fighter.attack)),
            ("Defend dice", str(fighter.defend)),
            ("Specials", names or "None", special_rules),
            (
                "Leader",
                f"Yes: {profile.actions} actions, may give orders" if profile.leader else "No",
            ),
            # His own bow (Hrashnarr's, B7), then the options he took, each with its rule.
            ("Kit", ", ".join(beastrider_kit(rules, character)) or "None", option_rules),
        ]
        if fighter.bow:
            rows.append(("Shooting range", f'{fighter.bow}"'))
        lost = [
            f"{n} {kind} {'die' if n == 1 else 'dice'}"
            for kind, n in sorted((character.injuries or {}).items())
            if n
        ]
        if lost and rules.lasting_injuries:
            rows.append(("Lasting injuries", ", ".join(lost) + " lost (counted above)"))
        return rows

    def _caliburn_rows(self, character: Character, rules: GameData) -> list[tuple[str, ...]]:
        items = kit(character)
        hurt = caliburn.lasting_wounds(rules, character.injuries)  # none once switched off (K4)
        stats = caliburn.warrior_stats(rules, character.profile, items, hurt)
        injuries = ", ".join(
            f"{n} {kind}" for kind, n in sorted((character.injuries or {}).items()) if n
        )
        modifier = f" ({stats.combat_modifier:+d})" if stats.combat_modifier else ""
        return [
            ("Points", str(stats.points)),
            ("Combat", f"{stats.combat_dice}d6{modifier}"),
            ("Move", f'{stats.move}" (run or charge {stats.run}")'),
            ("Protection", str(stats.protection)),
            ("Damage bonus", stats.damage_bonus),
            ("Gold left", f"{character.gold} gp"),
            (
                "Kit",
                ", ".join(rules.items[i].name for i in items if i in rules.items) or "None",
                "\n".join(
                    f"{rules.items[i].name}: {rules.items[i].effect}"
                    for i in dict.fromkeys(items)
                    if i in rules.items and rules.items[i].effect
                ),
            ),
            ("Special effects", "; ".join(stats.specials) or "None"),
            ("Against his foes", "; ".join(stats.against_foes) or "Nothing special"),
            ("Lasting injuries", injuries or "None"),
        ]
