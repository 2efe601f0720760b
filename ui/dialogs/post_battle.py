"""Post-battle recording: the whole game on one screen, every fielded character in one table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.campaigns import rules_of
from models.errors import MusterError
from models.games import fielded, scenario_name, sides_of
from models.outcomes import outcome_state, record_outcome
from models.shop import kit
from models.stash import stashed_by
from models.store.schema import UNRECORDED, Character, Game
from rules.games import GameData
from rules.outcomes import (
    BOOL,
    CHOICE,
    INT,
    KILLED_BY,
    WEAPON,
    OutcomeField,
    blank_outcome,
    breakable_weapons,
    carry_over,
    edited,
    kills,
    shape_of,
)
from ui.common import ERROR_STYLE, MusterDialog, message_label, set_message
from ui.undo import Editor

Index = QModelIndex | QPersistentModelIndex
ChoicesRole = Qt.ItemDataRole.UserRole + 4
MaximumRole = Qt.ItemDataRole.UserRole + 5


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    kind: str  # "text", "int", "bool", "choice", "derived"
    tip: str = ""
    outcome_field: OutcomeField | None = None  # the field of the outcome it shows


# How the table edits each kind of outcome field: references are chosen from a list too.
EDITED_AS = {BOOL: "bool", INT: "int", CHOICE: "choice"}
KILLS = Column("kills", "Kills", "derived", "Counted from the victims' “by whom”")


def columns_of(rules_id: str) -> tuple[Column, ...]:
    """The table's columns: who and on which side, then the game's outcome fields, and his
    kills where they earn gold."""
    shape = shape_of(rules_id)
    columns = [Column("name", shape.who, "text"), Column("side", "Side", "text")]
    columns += [
        Column(f.key, f.label, EDITED_AS.get(f.kind, "choice"), f.tip, f) for f in shape.fields
    ]
    if shape.gold:
        columns.append(KILLS)
    return tuple(columns)


@dataclass
class OutcomeRow:
    gc_id: int
    name: str
    side_id: int
    side: str
    outcome: dict[str, Any]
    killers: list[tuple[int | None, str]] = field(default_factory=list)
    weapons: list[tuple[str | None, str]] = field(default_factory=list)


class OutcomeTableModel(QAbstractTableModel):
    """One row per fielded character; the cells are his outcome, edited in place."""

    def __init__(self, rules: GameData, parent: Any = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.columns = columns_of(rules.id)
        self._rows: list[OutcomeRow] = []

    def set_rows(self, rows: list[OutcomeRow]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rows(self) -> list[OutcomeRow]:
        return list(self._rows)

    def column_of(self, key: str) -> int:
        return next(i for i, c in enumerate(self.columns) if c.key == key)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip or None
        return None

    def kills(self, row: OutcomeRow) -> int:
        return kills({other.gc_id: other.outcome for other in self._rows}).get(row.gc_id, 0)

    def _choices(self, row: OutcomeRow, outcome_field: OutcomeField) -> list[tuple[Any, str]]:
        if outcome_field.kind == CHOICE:
            return list(outcome_field.choices)
        return row.weapons if outcome_field.refers_to == WEAPON else row.killers

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        kind = self.columns[index.column()].kind
        if kind == "bool":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        if kind in ("int", "choice"):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if column.kind == "text":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return row.name if column.key == "name" else row.side
            return None
        if column.kind == "derived":
            if role == Qt.ItemDataRole.DisplayRole:
                return self.kills(row)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        outcome_field = column.outcome_field
        if outcome_field is None:
            return None
        value = row.outcome.get(column.key)
        if column.kind == "bool":
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return None
        if column.kind == "int":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return int(value or 0)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == MaximumRole:
                return outcome_field.maximum
            return None
        choices = self._choices(row, outcome_field)
        if role == Qt.ItemDataRole.DisplayRole:
            return dict(choices).get(value, "—")
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == ChoicesRole:
            return choices
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if column.outcome_field is None:
            return False
        if column.kind == "bool" and role == Qt.ItemDataRole.CheckStateRole:
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif column.kind == "int" and role == Qt.ItemDataRole.EditRole:
            pass
        elif column.kind == "choice" and role == Qt.ItemDataRole.EditRole:
            if value not in dict(self._choices(row, column.outcome_field)):
                return False
        else:
            return False
        # The rules say what else a change means (naming a killer marks the victim dead).
        row.outcome.update(edited(self.rules.id, row.outcome, column.key, value))
        first = self.index(index.row(), 0)
        last = self.index(index.row(), len(self.columns) - 1)
        self.dataChanged.emit(first, last)
        if column.key in (KILLED_BY, shape_of(self.rules.id).death):
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self.columns) - 1)
            )
        return True


class OutcomeDelegate(QStyledItemDelegate):
    """Spin boxes bounded at 0 for counts, and combo boxes for choices."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> Any:
        choices = index.data(ChoicesRole)
        if choices is not None:
            combo = QComboBox(parent)
            for value, label in choices:
                combo.addItem(label, value)
            combo.activated.connect(lambda _i, c=combo: self.commitData.emit(c))
            return combo
        spin = QSpinBox(parent)
        spin.setRange(0, index.data(MaximumRole))
        return spin

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


class PostBattleDialog(MusterDialog):
    """Record a game's outcome, or reopen a recorded one and correct it."""

    default_size = (1100, 560)

    def __init__(self, parent: QWidget | None, editor: Editor, *, game: Game) -> None:
        self.game = Game.get_by_id(game.id)
        # The recording as this dialog found it: if another player records or corrects the
        # game meanwhile, saving is refused instead of overwriting theirs.
        self.seen_state = outcome_state(self.game)
        self.correcting = self.game.result != UNRECORDED
        title = "Correct" if self.correcting else "Record"
        super().__init__(parent, "PostBattleDialog", f"{title} game {self.game.number}")
        self.editor = editor
        self.rules = rules_of(self.game.campaign)
        self.sides = sides_of(self.game)

        heading = QLabel(
            f"Game {self.game.number}: {scenario_name(self.rules, self.game.scenario)} — "
            + " against ".join(side.warband.name for side in self.sides)
        )
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)

        self.result_group = QButtonGroup(self)
        result_row = QHBoxLayout()
        result_row.addWidget(QLabel("Result:"))
        self.result_buttons: dict[int | None, QRadioButton] = {}
        for side in self.sides:
            button = QRadioButton(f"{side.warband.name} won")
            self.result_buttons[side.warband_id] = button
        self.result_buttons[None] = QRadioButton("Draw")
        for button in self.result_buttons.values():
            self.result_group.addButton(button)
            result_row.addWidget(button)
        result_row.addStretch(1)

        self.model = OutcomeTableModel(self.rules, self)
        self.model.set_rows(self._rows())
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(OutcomeDelegate(self.view))
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.AllEditTriggers
            & ~QAbstractItemView.EditTrigger.CurrentChanged
        )
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

        # Capture the Relic: the first side to escape with the relic wins, so its carrier is
        # one of the winners (C11); the list follows the result chosen.
        self.relic_combo = QComboBox()
        relic_row = QHBoxLayout()
        self.relic_label = QLabel("Carried the &relic off:")
        self.relic_label.setBuddy(self.relic_combo)
        relic_row.addWidget(self.relic_label)
        relic_row.addWidget(self.relic_combo, 1)
        scenario = self.rules.scenarios.get(self.game.scenario)
        show_relic = scenario is not None and scenario.relic
        self.relic_label.setVisible(show_relic)
        self.relic_combo.setVisible(show_relic)
        self._fill_relic()
        self.result_group.buttonToggled.connect(lambda *_: self._fill_relic())

        self.effects_label = QLabel(self._effects_text())
        self.effects_label.setWordWrap(True)
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("Save correction" if self.correcting else "Record game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(result_row)
        layout.addWidget(self.view, 1)
        layout.addLayout(relic_row)
        layout.addWidget(self.effects_label)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._load_result()

    def _rows(self) -> list[OutcomeRow]:
        everyone = fielded(self.game)
        side_names = {side.id: side.warband.name for side in self.sides}
        characters = {
            c.id: c
            for c in Character.select().where(
                Character.id.in_([gc.character_id for gc in everyone if gc.character_id])
            )
        }
        weapon_fields = [f for f in shape_of(self.rules.id).fields if f.refers_to == WEAPON]
        rows = []
        for gc in everyone:
            outcome = blank_outcome(self.rules.id)
            outcome.update(gc.outcome or {})
            killers: list[tuple[int | None, str]] = [(None, "—")]
            killers += [
                (o.id, f"{o.name} ({side_names[o.side_id]})")
                for o in everyone
                if o.side_id != gc.side_id
            ]
            weapons: list[tuple[str | None, str]] = [(None, "—")]
            character = characters.get(gc.character_id)
            if character is not None and weapon_fields:
                # What he broke stays a choice, though he no longer carries it, and so does
                # what his death in this game put in the stash (K5).
                broken = [outcome[f.key] for f in weapon_fields if outcome.get(f.key)]
                broken += stashed_by(self.game, gc.id)
                for item_id in breakable_weapons(self.rules, kit(character) + broken):
                    weapons.append((item_id, self.rules.items[item_id].name))
            rows.append(
                OutcomeRow(
                    gc.id, gc.name, gc.side_id, side_names[gc.side_id], outcome, killers, weapons
                )
            )
        return rows

    def _fill_relic(self) -> None:
        """Nobody, or one of the winning side's fielded warriors; nobody after a draw."""
        chosen = self.relic_combo.currentData()
        winner_id = self.winner()
        side = next((s for s in self.sides if s.warband_id == winner_id), None)
        self.relic_combo.blockSignals(True)
        self.relic_combo.clear()
        self.relic_combo.addItem("Nobody", None)
        for row in self.model.rows():
            if side is not None and row.side_id == side.id:
                self.relic_combo.addItem(f"{row.name} ({row.side})", row.gc_id)
        self.relic_combo.setCurrentIndex(max(0, self.relic_combo.findData(chosen)))
        self.relic_combo.setEnabled(self.relic_combo.count() > 1)
        self.relic_combo.setToolTip(
            "" if side is not None else "Choose the winners first: one of them carried it off."
        )
        self.relic_combo.blockSignals(False)

    def _load_result(self) -> None:
        if self.correcting:
            key = self.game.winner_id if self.game.result == "winner" else None
            self.result_buttons.get(key, self.result_buttons[None]).setChecked(True)
            carrier = (self.game.details or {}).get("relic_carrier")
            self.relic_combo.setCurrentIndex(max(0, self.relic_combo.findData(carrier)))

    def _effects_text(self) -> str:
        effects = list(carry_over(self.rules))
        if self.correcting:
            effects.append(
                "Saving takes back this game's earlier effects and applies the "
                "corrected ones; the histories keep both."
            )
        return " ".join(effects)

    def winner(self) -> Any:
        checked = self.result_group.checkedButton()
        for warband_id, button in self.result_buttons.items():
            if button is checked:
                return warband_id
        return "unset"

    def set_winner(self, warband_id: int | None) -> None:
        self.result_buttons[warband_id].setChecked(True)

    def accept(self) -> None:
        winner_id = self.winner()
        if winner_id == "unset":
            set_message(self.message, "Choose the result: a winner, or a draw.", ERROR_STYLE)
            return
        winner = next((s.warband for s in self.sides if s.warband_id == winner_id), None)
        outcomes = {row.gc_id: dict(row.outcome) for row in self.model.rows()}
        verb = "Correct" if self.correcting else "Record"
        try:
            self.editor.run(
                f"{verb} game {self.game.number}",
                record_outcome,
                game=self.game,
                winner=winner,
                outcomes=outcomes,
                relic_carrier=self.relic_combo.currentData(),
                expected_state=self.seen_state,
            )
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        super().accept()
