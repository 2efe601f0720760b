"""The warband's stash in the shop (K5): what it holds, taking from it, and giving a warrior's
kit to a comrade or to the stash. Moving kit costs nothing; the price paid stays pinned. The
moves go on the shop's own history, so its Undo reaches them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError
from models.games import able_to_play
from models.stash import item_name, move_kit, move_refusals, stash_of
from models.store.schema import Character, Purchase
from rules.games import GameData
from ui.common import ERROR_STYLE, set_message
from ui.item_models import RecordTableModel
from ui.text import no_mnemonic, tip
from ui.undo import DialogHistory
from ui.views import muted_text, name_for_readers, sortable

STASH = 0  # the "give to" choice that is the warband's stash


def item_tip(rules: GameData, item_id: str) -> str:
    """An item's rule text, for a tooltip where its name appears."""
    item = rules.items.get(item_id)
    if item is None:
        return item_id
    return f"{item.name}: {item.effect}" if item.effect else item.name


class StashTableModel(RecordTableModel):
    """What the stash holds; records are (Purchase, item name, rule text, refusal)."""

    COL_ITEM, COL_PAID = range(2)
    headers = (QT_TRANSLATE_NOOP("StashBox", "Item"), QT_TRANSLATE_NOOP("StashBox", "Paid"))

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        found = super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole and isinstance(found, str):
            return translate("StashBox", found)
        return found

    def cell(self, record: tuple[Purchase, str, str, str], column: int, role: int) -> Any:
        purchase, name, tip, refusal = record
        if role == Qt.ItemDataRole.DisplayRole:
            return (name, translate("StashBox", "{gold} gp").format(gold=purchase.price))[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{tip}\n\n{refusal}" if refusal else tip
        if role == Qt.ItemDataRole.ForegroundRole and refusal:
            return muted_text(QApplication.palette())
        return None


class StashBox(QWidget):
    """The warband's stash, and a button that gives the selected item to the warrior."""

    def __init__(self, history: DialogHistory, rules: GameData, message: QLabel) -> None:
        super().__init__()
        self.history = history
        self.rules = rules
        self.message = message
        self.character: Character | None = None
        self.model = StashTableModel(self)
        self.view = QTableView()
        self.view.setObjectName("stash")
        name_for_readers(
            self.view,
            translate("StashBox", "Warband's stash"),
            translate(
                "StashBox",
                "Kit the warband keeps for its warriors: Take gives the selected item to this warrior.",  # noqa: E501
            ),
        )
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        sortable(self.view)
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self.take_selected)
        self.empty = QLabel(
            translate(
                "StashBox", "Empty. Kit given to the stash, and a dead warrior's kit, wait here."
            )
        )
        self.empty.setWordWrap(True)
        self.take_button = QPushButton(translate("StashBox", "&Take"))
        self.take_button.clicked.connect(self.take_selected)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(self.empty)
        layout.addWidget(self.take_button, 0, Qt.AlignmentFlag.AlignRight)
        self.view.selectionModel().selectionChanged.connect(self._update_button)

    def refresh(self, character: Character) -> None:
        self.character = character
        selected = self.selected()
        selected_id = selected.id if selected else None
        rows = [
            (
                purchase,
                item_name(self.rules, purchase.item),
                item_tip(self.rules, purchase.item),
                " ".join(move_refusals(purchase, character)),
            )
            for purchase in stash_of(character.warband)
        ]
        self.model.set_rows(rows)
        self.view.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        row = self.model.row_of(lambda r: r[0].id == selected_id)
        if row >= 0:
            self.view.selectRow(row)
        self._update_button()

    def selected(self) -> Purchase | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.record(rows[0].row())[0] if rows else None

    def select_item(self, item_id: str) -> None:
        """Select the first item ``item_id`` of the stash (tests and the keyboard use it)."""
        row = self.model.row_of(lambda r: r[0].item == item_id)
        if row >= 0:
            self.view.selectRow(row)

    def _update_button(self, *_args: Any) -> None:
        rows = self.view.selectionModel().selectedRows()
        if not rows or self.character is None:
            self.take_button.setEnabled(False)
            self.take_button.setText(translate("StashBox", "&Take"))
            self.take_button.setToolTip(translate("StashBox", "Choose an item in the stash."))
            return
        _purchase, name, _tip, refusal = self.model.record(rows[0].row())
        self.take_button.setText(
            translate("StashBox", "&Take {item}").format(item=no_mnemonic(name))
        )
        self.take_button.setEnabled(not refusal)
        self.take_button.setToolTip(
            tip(
                refusal
                or translate("StashBox", "{character} takes it; it costs nothing.").format(
                    character=self.character.name
                )
            )
        )

    def take_selected(self, *_args: Any) -> None:
        purchase = self.selected()
        if purchase is None or self.character is None or not self.take_button.isEnabled():
            return
        name = item_name(self.rules, purchase.item)
        try:
            self.history.run(
                translate("StashBox", "take {item} from the stash for {character}").format(
                    item=name, character=self.character.name
                ),
                move_kit,
                purchase=purchase,
                to=self.character,
            )
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)


class GiveRow(QWidget):
    """Give the selected item of a warrior's kit to a comrade, or put it in the stash."""

    def __init__(self, history: DialogHistory, rules: GameData, message: QLabel) -> None:
        super().__init__()
        self.history = history
        self.rules = rules
        self.message = message
        self.purchase: Purchase | None = None
        self.character: Character | None = None
        self.to_combo = QComboBox()
        self.to_combo.setObjectName("giveTo")
        self.give_button = QPushButton(translate("GiveRow", "&Give"))
        self.give_button.clicked.connect(self.give)
        label = QLabel(translate("GiveRow", "Gi&ve to:"))
        label.setBuddy(self.to_combo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.to_combo, 1)
        layout.addWidget(self.give_button)
        self.to_combo.currentIndexChanged.connect(self._update_button)

    def refresh(self, character: Character, purchase: Purchase | None) -> None:
        """Offer the stash and the warrior's comrades able to play; ``purchase`` is the item
        of his kit selected, if any."""
        self.character = character
        self.purchase = purchase
        chosen = self.to_combo.currentData()
        self.to_combo.blockSignals(True)
        self.to_combo.clear()
        self.to_combo.addItem(translate("GiveRow", "The warband's stash"), STASH)
        for comrade in able_to_play(character.warband):
            if comrade.id != character.id:
                self.to_combo.addItem(comrade.name, comrade.id)
        self.to_combo.setCurrentIndex(max(0, self.to_combo.findData(chosen)))
        self.to_combo.blockSignals(False)
        self._update_button()

    def receiver(self) -> Character | None:
        """The comrade chosen, or None for the stash."""
        chosen = self.to_combo.currentData()
        return None if chosen in (None, STASH) else Character.get_or_none(Character.id == chosen)

    def _update_button(self, *_args: Any) -> None:
        if self.purchase is None:
            self.give_button.setEnabled(False)
            self.give_button.setToolTip(translate("GiveRow", "Choose an item of his kit."))
            return
        refusals = move_refusals(self.purchase, self.receiver())
        self.give_button.setEnabled(not refusals)
        self.give_button.setToolTip(
            tip(
                " ".join(refusals)
                or translate("GiveRow", "It costs nothing; the price paid stays.")
            )
        )

    def give(self) -> None:
        if self.purchase is None or not self.give_button.isEnabled():
            return
        name = item_name(self.rules, self.purchase.item)
        to = self.receiver()
        who = self.character.name if self.character else translate("GiveRow", "him")
        if to:
            text = translate("GiveRow", "give {item} from {giver} to {receiver}").format(
                item=name, giver=who, receiver=to.name
            )
        else:
            text = translate("GiveRow", "put {giver}'s {item} in the stash").format(
                item=name, giver=who
            )
        try:
            self.history.run(text, move_kit, purchase=self.purchase, to=to)
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
