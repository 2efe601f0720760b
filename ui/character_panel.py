"""The detail panel for the selected character: profile, figures, kit and history."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.history import character_history, entry_date
from models.roster import beastrider_kit
from models.shop import kit
from models.standings import character_record
from models.store.schema import Character, HistoryEntry
from rules import beastrider, caliburn
from rules.games import BEASTRIDER, GameData
from ui.item_models import RESIZE_PRECISION, RecordTableModel, repeats
from ui.views import fit_rows_to_text, keyboard_friendly


class HistoryTableModel(RecordTableModel):
    """History entries, newest first; optionally with whose entry it is (warband history)."""

    COL_WHEN, COL_TEXT = range(2)
    headers = ("When", "What happened")

    def __init__(self, parent: Any = None, *, with_character: bool = False) -> None:
        super().__init__(parent)
        self.with_character = with_character
        if with_character:
            self.headers = ("When", "Who", "What happened")

    def cell(self, record: HistoryEntry, column: int, role: int) -> Any:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if role == Qt.ItemDataRole.FontRole and record.kind in ("death", "correction"):
                font = QFont()
                font.setBold(record.kind == "death")
                font.setItalic(record.kind == "correction")
                return font
            return None
        if column == self.COL_WHEN:
            return entry_date(record).isoformat()
        if self.with_character and column == 1:
            return record.character.name if record.character_id else "The warband"
        return record.text


class CharacterPanel(QWidget):
    """Shows one character; empty until a character is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("characterTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLabel] = {}
        self.history_model = HistoryTableModel(self)
        self.history_view = QTableView()
        self.history_view.setModel(self.history_model)
        self.history_view.verticalHeader().hide()
        self.history_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        keyboard_friendly(self.history_view)
        header = self.history_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setStretchLastSection(True)
        fit_rows_to_text(self.history_view)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
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

    def _set_fields(self, rows: list[tuple[str, str]]) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}
        for name, value in rows:
            label = QLabel(value)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.fields[name] = label
            self.form.addRow(f"{name}:", label)

    def show_character(self, character: Character | None, rules: GameData | None) -> None:
        if character is None or rules is None:
            self.title.setText("No character selected")
            self.subtitle.setText("Choose a character in the roster, or recruit one.")
            self._set_fields([])
            self.history_model.set_rows([])
            self.record_label.setText("")
            return
        profile = rules.profiles.get(character.profile)
        self.title.setText(character.name)
        profile_name = profile.name if profile else character.profile
        status = character.status.capitalize()
        # A hero's name is his profile's: the title says it already.
        same = repeats(character.name, profile_name, hero=bool(profile and profile.hero))
        self.subtitle.setText(status if same else f"{profile_name} · {status}")
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

    def _beastrider_rows(self, character: Character, rules: GameData) -> list[tuple[str, str]]:
        profile = rules.profiles[character.profile]
        attack, defend = beastrider.starting_dice(
            rules, character.profile, character.options, character.upgrades
        )
        specials = beastrider.specials_of(rules, character.profile, character.upgrades)
        names = ", ".join(rules.specials[s].name for s in specials if s in rules.specials)
        bow = profile.bow
        if "bow" in character.options:
            bow = 14
        if "crossbow" in character.options:
            bow = 10
        rows = [
            ("Movement", f'{profile.movement}"'),
            ("Toughness", str(profile.toughness)),
            ("Attack dice", str(attack)),
            ("Defend dice", str(defend)),
            ("Specials", names or "None"),
            (
                "Leader",
                f"Yes: {profile.actions} actions, may give orders" if profile.leader else "No",
            ),
            ("Kit", ", ".join(beastrider_kit(rules, character)) or "None"),
        ]
        if bow:
            rows.append(("Shooting range", f'{bow}"'))
        return rows

    def _caliburn_rows(self, character: Character, rules: GameData) -> list[tuple[str, str]]:
        items = kit(character)
        stats = caliburn.warrior_stats(rules, character.profile, items, character.injuries or {})
        injuries = ", ".join(
            f"{n} {kind}" for kind, n in sorted((character.injuries or {}).items()) if n
        )
        modifier = f" ({stats.combat_modifier:+d})" if stats.combat_modifier else ""
        return [
            ("Points", str(stats.points)),
            ("Combat", f"{stats.combat_dice}d6{modifier}"),
            ("Move", f'{stats.move}"'),
            ("Protection", str(stats.protection)),
            ("Damage bonus", stats.damage_bonus),
            ("Gold left", f"{character.gold} gp"),
            ("Kit", ", ".join(rules.items[i].name for i in items if i in rules.items) or "None"),
            ("Special effects", "; ".join(stats.specials) or "None"),
            ("Against his foes", "; ".join(stats.against_foes) or "Nothing special"),
            ("Lasting injuries", injuries or "None"),
        ]
