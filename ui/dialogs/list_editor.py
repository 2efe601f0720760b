"""A list of the campaign's own things (profiles, specials, scenarios) with a form to add one,
change the one selected, or remove it: the campaign settings dialog's tabs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.campaigns import new_id
from ui.item_models import RecordTableModel
from ui.views import keyboard_friendly, sortable

TEXT_KEYS = frozenset({"text"})  # a rule's text: the column that takes the room left


class DictTableModel(RecordTableModel):
    """Rows of plain dicts, showing the given keys."""

    def __init__(self, columns: list[tuple[str, str]], parent: Any = None) -> None:
        super().__init__(parent)
        self._keys = [key for key, _title in columns]
        self.headers = tuple(title for _key, title in columns)

    def cell(self, record: dict[str, Any], column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            key = self._keys[column]
            value = record.get(key)
            if key == "name" and record.get("recruitable") is False:
                # a profile kept for those recruited before a change
                return translate("ListEditor", "{name} (kept for earlier recruits)").format(
                    name=value
                )
            if isinstance(value, list):
                return ", ".join(str(v) for v in value)
            if key == "move" and value is None:
                return translate("ListEditor", "base move")
            return "" if value is None else str(value)
        return None


def spin(minimum: int, maximum: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    return box


class ListEditor(QWidget):
    """A table of dicts with a form underneath.

    Selecting a row fills the form with it (``fill``); *Add* makes a new row of what the form
    holds (``read``, which returns None when the form is not complete), with a new id from its
    name; *Update selected* changes the selected row and keeps its id, so what refers to it
    follows; *Remove selected* removes it. The table sorts by a click on a column's title;
    the rows stay in their own order (``rows``).
    """

    def __init__(
        self,
        columns: list[tuple[str, str]],
        rows: list[dict[str, Any]],
        *,
        prefix: str,
        taken: set[str],
        read: Callable[[], dict[str, Any] | None],
        fill: Callable[[dict[str, Any]], None],
    ) -> None:
        super().__init__()
        self.prefix = prefix
        self.taken = taken  # the game's own ids
        self.read = read
        self.fill = fill
        self.model = DictTableModel(columns, self)
        self.model.set_rows(rows)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        keyboard_friendly(self.view)
        sortable(self.view)
        # A name on one line and each figure as wide as it is; a rule's text takes the rest.
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column, (key, _title) in enumerate(columns):
            if key in TEXT_KEYS:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.form = QFormLayout()
        self.add_button = QPushButton(translate("ListEditor", "&Add"))
        self.add_button.clicked.connect(self.add_from_form)
        self.update_button = QPushButton(translate("ListEditor", "&Update selected"))
        self.update_button.setToolTip(
            translate("ListEditor", "Change the selected one to what the form says")
        )
        self.update_button.clicked.connect(self.update_selected)
        self.remove_button = QPushButton(translate("ListEditor", "&Remove selected"))
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.update_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(self.form)
        layout.addLayout(buttons)
        self.view.selectionModel().selectionChanged.connect(self._selected)
        self._selected()

    def rows(self) -> list[dict[str, Any]]:
        """The rows in their own order, not the order a click on a title sorted them in."""
        return self.model.given_rows()

    def selected_row(self) -> int | None:
        selected = self.view.selectionModel().selectedRows()
        return selected[0].row() if selected else None

    def select(self, row: int) -> None:
        self.view.selectRow(row)

    def _select_record(self, record: dict[str, Any]) -> None:
        self.select(self.model.row_of(lambda r: r is record))

    def _selected(self, *_args: Any) -> None:
        row = self.selected_row()
        self.update_button.setEnabled(row is not None)
        self.remove_button.setEnabled(row is not None)
        if row is not None:
            self.fill(self.model.record(row))

    def add(self, row: dict[str, Any]) -> None:
        self.model.set_rows([*self.rows(), row])

    def add_from_form(self) -> None:
        row = self.read()
        if row is None:
            return
        taken = self.taken | {r["id"] for r in self.rows()}
        added = {"id": new_id(row["name"], taken, self.prefix), **row}
        self.add(added)
        self._select_record(added)  # where the table's order put it

    def update_selected(self) -> None:
        index = self.selected_row()
        row = self.read()
        if index is None or row is None:
            return
        old = self.model.record(index)
        # The id stays, so characters and games that use it follow the change.
        changed = {**old, **row}
        self.model.set_rows([changed if r is old else r for r in self.rows()])
        self._select_record(changed)

    def remove_selected(self) -> None:
        index = self.selected_row()
        if index is not None:
            old = self.model.record(index)
            self.model.set_rows([r for r in self.rows() if r is not old])
            self._selected()
