"""The post-battle table: one row per fielded character, his outcome's fields as the columns
(``rules/outcomes.py`` declares them), edited in place: counts in spin boxes, choices in lists,
flags as tick boxes in the middle of their cells."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from rules.data import SHIELD
from rules.experience import xp_earned
from rules.games import GameData
from rules.outcomes import (
    BOOL,
    CHOICE,
    INT,
    KILLED_BY,
    MAX_WOUNDS,
    WEAPON,
    OutcomeField,
    applies,
    edited,
    is_dead,
    killing_wound_moves,
    kills,
    shape_of,
)
from ui.text import tip
from ui.views import FocusFrameDelegate

WOUNDS_INFLICTED = "wounds_inflicted"  # The Beastrider Wars' count of wounds a character dealt

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
# Its title and tip English, shown translated (columns_of).
KILLS = Column(
    "kills",
    QT_TRANSLATE_NOOP("OutcomeTable", "Kills"),
    "derived",
    QT_TRANSLATE_NOOP("OutcomeTable", "Counted from the victims' “by whom”"),
)


# What he earns in experience as the dialog stands (K6), where the campaign has it on.
XP = Column(
    "xp",
    QT_TRANSLATE_NOOP("OutcomeTable", "XP"),
    "xp",
    QT_TRANSLATE_NOOP(
        "OutcomeTable", "The experience he earns if the game is recorded as it stands (K6)"
    ),
)


def columns_of(rules_id: str, *, xp: bool = False) -> tuple[Column, ...]:
    """The table's columns: who and on which side, then the game's outcome fields, and his
    kills where they earn gold, and the XP he earns where the campaign has experience on."""
    shape = shape_of(rules_id)
    columns = [
        Column("name", shape.who, "text"),
        Column("side", translate("OutcomeTable", "Side"), "text"),
    ]
    columns += [
        Column(f.key, f.label, EDITED_AS.get(f.kind, "choice"), f.tip, f) for f in shape.fields
    ]
    if shape.gold:
        kills = Column(
            KILLS.key,
            translate("OutcomeTable", KILLS.title),
            KILLS.kind,
            translate("OutcomeTable", KILLS.tip),
        )
        columns.append(kills)
    if xp:
        columns.append(
            Column(
                XP.key,
                translate("OutcomeTable", XP.title),
                XP.kind,
                translate("OutcomeTable", XP.tip),
            )
        )
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
    kit: tuple[str, ...] = ()  # the item ids he carries (and those he broke in this game)


def on_two_lines(title: str) -> str:
    """``title`` broken at the space nearest its middle ("Slain /\ndecapitated"): a column
    as narrow as its cells, where the table has no room for titles on one line."""
    spaces = [i for i, letter in enumerate(title) if letter == " "]
    if not spaces:
        return title
    middle = len(title) / 2
    at = min(spaces, key=lambda i: abs(i - middle))
    return f"{title[:at]}\n{title[at + 1 :]}"


class OutcomeTableModel(QAbstractTableModel):
    """One row per fielded character; the cells are his outcome, edited in place."""

    def __init__(
        self, rules: GameData, parent: Any = None, *, xp_awards: Mapping[str, int] | None = None
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.xp_awards = xp_awards  # K6: None where the campaign has experience off
        self.columns = columns_of(rules.id, xp=xp_awards is not None)
        self.winning_side: int | None = None  # the GameSide the dialog says won
        self.relic: int | None = None  # who it says carried the relic off
        self._rows: list[OutcomeRow] = []
        self.moved: list[str] = []  # each killing wound moved with its killer, in words (B1)
        self.two_line_titles = False  # each title of two words or more on two lines

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
            title = self.columns[section].title
            return on_two_lines(title) if self.two_line_titles else title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip or None
        return None

    def set_result(self, winning_side: int | None, relic: int | None) -> None:
        """The result and the relic's carrier as the dialog shows them: what the XP follow."""
        self.winning_side, self.relic = winning_side, relic
        if self.xp_awards is not None and self._rows:
            column = self.column_of(XP.key)
            self.dataChanged.emit(self.index(0, column), self.index(len(self._rows) - 1, column))

    def xp(self, row: OutcomeRow) -> int:
        """The XP he earns as the dialog stands (K6)."""
        assert self.xp_awards is not None
        return xp_earned(
            self.xp_awards,
            dead=is_dead(self.rules.id, row.outcome),
            fled=row.outcome.get("fled") is True,
            won=self.winning_side is not None and row.side_id == self.winning_side,
            kills=self.kills(row),
            relic=self.relic == row.gc_id,
        )

    def kills(self, row: OutcomeRow) -> int:
        return kills({other.gc_id: other.outcome for other in self._rows}).get(row.gc_id, 0)

    def choices(self, row: OutcomeRow, outcome_field: OutcomeField) -> list[tuple[Any, str]]:
        """What a choice or reference cell offers this row: (value, label), the blank first."""
        if outcome_field.kind == CHOICE:
            return list(outcome_field.choices)
        return row.weapons if outcome_field.refers_to == WEAPON else row.killers

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = self.columns[index.column()]
        kind = column.kind
        if kind == "bool":
            if not self.settable(self._rows[index.row()], column):
                return base  # nothing to tick: he carries no shield
            return base | Qt.ItemFlag.ItemIsUserCheckable
        if kind in ("int", "choice"):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    @staticmethod
    def settable(row: OutcomeRow, column: Column) -> bool:
        """Whether this row's cell can be set: a shield to break must be carried. One already
        ticked (a correction) can always be unticked."""
        outcome_field = column.outcome_field
        if outcome_field is None:
            return False
        return applies(outcome_field, row.kit) or bool(row.outcome.get(column.key))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = self._data(index, role)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str):
            return tip(value)  # names are shown as typed (ui.text)
        return value

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if column.kind == "text":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return row.name if column.key == "name" else row.side
            return None
        if column.kind in ("derived", "xp"):
            if role == Qt.ItemDataRole.DisplayRole:
                return self.kills(row) if column.kind == "derived" else self.xp(row)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        outcome_field = column.outcome_field
        if outcome_field is None:
            return None
        value = row.outcome.get(column.key)
        if column.kind == "bool":
            if not self.settable(row, column):
                if role == Qt.ItemDataRole.ToolTipRole:
                    if outcome_field.needs == SHIELD:
                        return translate("OutcomeTable", "{name} carries no shield.").format(
                            name=row.name
                        )
                    return translate("OutcomeTable", "{name} carries no {item}.").format(
                        name=row.name, item=outcome_field.needs.replace("_", " ")
                    )
                return None  # no box at all: there is nothing to tick
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.ToolTipRole:
                return column.title
            return None
        if column.kind == "int":
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return int(value or 0)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == MaximumRole:
                return outcome_field.maximum
            return None
        choices = self.choices(row, outcome_field)
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
            if not self.settable(row, column):
                return False
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif column.kind == "int" and role == Qt.ItemDataRole.EditRole:
            pass
        elif column.kind == "choice" and role == Qt.ItemDataRole.EditRole:
            if value not in dict(self.choices(row, column.outcome_field)):
                return False
        else:
            return False
        # The rules say what else a change means (naming a killer marks the victim dead).
        killer = row.outcome.get(KILLED_BY)
        row.outcome.update(edited(self.rules.id, row.outcome, column.key, value))
        now = row.outcome.get(KILLED_BY)
        if (
            killer is not None
            and now is not None
            and killing_wound_moves(self.rules.id, killer, now)
        ):
            self._move_killing_wound(row, killer, now)
        first = self.index(index.row(), 0)
        last = self.index(index.row(), len(self.columns) - 1)
        self.dataChanged.emit(first, last)
        if column.key in (KILLED_BY, shape_of(self.rules.id).death):
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self.columns) - 1)
            )
        return True

    def _move_killing_wound(self, victim: OutcomeRow, before: int, after: int) -> None:
        """Another killer named: the wound that killed goes with him (B1), and the dialog says
        so (:attr:`moved`)."""
        rows = {row.gc_id: row for row in self._rows}
        if before in rows and rows[before].outcome.get(WOUNDS_INFLICTED, 0) > 0:
            rows[before].outcome[WOUNDS_INFLICTED] -= 1
        if after in rows:
            wounds = rows[after].outcome.get(WOUNDS_INFLICTED, 0)
            rows[after].outcome[WOUNDS_INFLICTED] = min(wounds + 1, MAX_WOUNDS)
        said = translate(
            "PostBattle",
            "The wound that killed {victim} is now {after}'s, not {before}'s: their wounds inflicted changed with it (B1).",  # noqa: E501
        )
        self.moved.append(
            said.format(
                victim=victim.name,
                after=rows[after].name if after in rows else after,
                before=rows[before].name if before in rows else before,
            )
        )


def check_rect(option: QStyleOptionViewItem, style: QStyle) -> QRect:
    """Where a cell's tick box goes: in its middle."""
    width = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, option.widget)
    height = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, option.widget)
    box = QRect(0, 0, width, height)
    box.moveCenter(option.rect.center())
    return box


class OutcomeDelegate(FocusFrameDelegate):
    """Spin boxes bounded at 0 for counts, combo boxes for choices, and tick boxes drawn as
    the ones in a form are: in the middle of their cell, which a click anywhere toggles."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        state = index.data(Qt.ItemDataRole.CheckStateRole)
        if state is None:
            super().paint(painter, option, index)
            return
        # The cell without the item view's own small box, then the box a form's check box has.
        plain = QStyleOptionViewItem(option)
        self.initStyleOption(plain, index)
        plain.features &= ~QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, plain, painter, widget)
        box = QStyleOptionButton()
        box.rect = check_rect(option, style)
        box.palette = option.palette
        box.state = QStyle.StateFlag.State_Enabled | (
            QStyle.StateFlag.State_On
            if Qt.CheckState(state) == Qt.CheckState.Checked
            else QStyle.StateFlag.State_Off
        )
        style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, box, painter, widget)
        self.paint_frame(painter, option, index)

    def editorEvent(
        self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: Index
    ) -> bool:
        state = index.data(Qt.ItemDataRole.CheckStateRole)
        if state is None or not index.flags() & Qt.ItemFlag.ItemIsUserCheckable:
            return super().editorEvent(event, model, option, index)
        if event.type() == QEvent.Type.MouseButtonRelease:
            if not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.LeftButton:
                return False
        elif event.type() == QEvent.Type.MouseButtonDblClick:
            return True  # a double click is two clicks: no editor to open
        elif event.type() == QEvent.Type.KeyPress:
            if not isinstance(event, QKeyEvent) or event.key() not in (
                Qt.Key.Key_Space,
                Qt.Key.Key_Select,
            ):
                return False
        else:
            return False
        checked = Qt.CheckState(state) == Qt.CheckState.Checked
        new = Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked
        return model.setData(index, new, Qt.ItemDataRole.CheckStateRole)

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
