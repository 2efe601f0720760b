"""The gold-piece shop of Caliburn's Wrath: a warrior spends his own gold (C7–C10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import rules_of
from models.colours import warband_colours
from models.errors import MusterError
from models.roster import character_row
from models.shop import buy_item, owned_purchases, purchase_refusals, refund_for, return_item
from models.store.schema import Character, Purchase
from rules.caliburn import lasting_wounds, warrior_stats
from rules.games import GameData, Item
from ui.common import (
    ERROR_STYLE,
    MusterDialog,
    enter_presses_nothing,
    message_label,
    scrolling,
    set_message,
)
from ui.dialogs.stash import GiveRow, StashBox, item_tip
from ui.item_models import RecordTableModel
from ui.live import ChangedBanner
from ui.roster_cards import WarriorCard, card_in
from ui.text import no_mnemonic, plain_label, tip
from ui.undo import Editor, history_button
from ui.views import keyboard_friendly, muted_text, name_for_readers

GROUPS = (
    ("armour", QT_TRANSLATE_NOOP("ShopDialog", "Armour")),
    ("helmet", QT_TRANSLATE_NOOP("ShopDialog", "Helmet")),
    ("shield", QT_TRANSLATE_NOOP("ShopDialog", "Shield")),
    ("one_handed", QT_TRANSLATE_NOOP("ShopDialog", "One-handed weapons")),
    ("two_handed", QT_TRANSLATE_NOOP("ShopDialog", "Two-handed weapons")),
)
ItemRole = Qt.ItemDataRole.UserRole + 2


class KitTableModel(RecordTableModel):
    """What the warrior carries; records are (Purchase, item name, refund now)."""

    COL_ITEM, COL_PAID, COL_REFUND = range(3)
    headers = (
        QT_TRANSLATE_NOOP("ShopDialog", "Item"),
        QT_TRANSLATE_NOOP("ShopDialog", "Paid"),
        QT_TRANSLATE_NOOP("ShopDialog", "Refund now"),
    )

    def __init__(self, parent: Any = None, rules: GameData | None = None) -> None:
        super().__init__(parent)
        self.rules = rules  # for the items' rule texts, shown as tooltips

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        found = super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole and isinstance(found, str):
            return translate("ShopDialog", found)
        return found

    def cell(self, record: tuple[Purchase, str, int], column: int, role: int) -> Any:
        purchase, name, refund = record
        if role == Qt.ItemDataRole.DisplayRole:
            gold = translate("ShopDialog", "{gold} gp")
            return (name, gold.format(gold=purchase.price), gold.format(gold=refund))[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_ITEM and self.rules:
            return item_tip(self.rules, purchase.item)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.COL_REFUND:
            if refund == purchase.price:
                return translate("ShopDialog", "Full refund: he has not played a game with it yet.")
            return translate("ShopDialog", "Refund after play follows the campaign's setting.")
        return None


class ShopDialog(MusterDialog):
    """Buy and return items, and move kit to and from comrades and the stash. Every change is
    on the campaign's history; the shop's own Undo and Redo reach only the changes made here."""

    default_size = (1220, 640)  # the catalogue with every effect whole, and the kit

    def __init__(self, parent: QWidget | None, editor: Editor, *, character: Character) -> None:
        super().__init__(
            parent,
            "ShopDialog",
            translate("ShopDialog", "Shop — {character}").format(character=character.name),
        )
        self.editor = editor
        self.character_id = character.id
        self._owned: list[str] = []  # item ids he carries, read once per refresh
        self.character = character
        self.rules = rules_of(character.warband.campaign)

        # His warrior card as the roster shows it, without the kit listed on the right.
        self.card: WarriorCard | None = None
        self.colour = warband_colours(character.warband.campaign_id).get(character.warband_id, "")
        title_font = QFont()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.gold_label = QLabel()
        self.gold_label.setFont(title_font)
        self.gold_label.setObjectName("gold")
        self.card_place = QHBoxLayout()
        self.card_place.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        header.addLayout(self.card_place, 1)
        header.addWidget(self.gold_label, 0, Qt.AlignmentFlag.AlignTop)

        self.catalogue = QStandardItemModel(self)
        self.catalogue.setHorizontalHeaderLabels(
            [
                translate("ShopDialog", "Item"),
                translate("ShopDialog", "Cost"),
                translate("ShopDialog", "Effect"),
            ]
        )
        self.catalogue_view = QTreeView()
        self.catalogue_view.setModel(self.catalogue)
        name_for_readers(
            self.catalogue_view,
            translate("ShopDialog", "Catalogue"),
            translate(
                "ShopDialog",
                "The kit this warrior may buy, by kind, with its cost and effect: Buy buys the selected item.",  # noqa: E501
            ),
        )
        self.catalogue_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.catalogue_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.catalogue_view.setAlternatingRowColors(True)
        keyboard_friendly(self.catalogue_view)
        self.catalogue_view.doubleClicked.connect(self.buy_selected)
        # Enter or Space on an item buys it, as a double-click does (not the dialog's button).
        self.catalogue_view.installEventFilter(self)
        self._fill_catalogue()

        self.buy_button = QPushButton(translate("ShopDialog", "&Buy"))
        self.buy_button.clicked.connect(self.buy_selected)
        self.message = message_label()
        buy_row = QHBoxLayout()
        buy_row.addWidget(self.message, 1)
        buy_row.addWidget(self.buy_button)
        catalogue_box = QGroupBox(translate("ShopDialog", "Catalogue"))
        catalogue_layout = QVBoxLayout(catalogue_box)
        catalogue_layout.addWidget(self.catalogue_view)
        catalogue_layout.addLayout(buy_row)

        self.kit_model = KitTableModel(self, self.rules)
        self.kit_view = QTableView()
        self.kit_view.setModel(self.kit_model)
        name_for_readers(
            self.kit_view,
            translate("ShopDialog", "Kit"),
            translate(
                "ShopDialog",
                "The kit this warrior carries, with what returning it gives back: Return sells the selected item.",  # noqa: E501
            ),
        )
        self.kit_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.kit_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.kit_view.verticalHeader().hide()
        keyboard_friendly(self.kit_view)
        self.kit_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.return_button = QPushButton(translate("ShopDialog", "&Return"))
        self.return_button.clicked.connect(self.return_selected)
        # Undo and Redo reach only what was bought, returned and moved here.
        self.history = editor.dialog_history(self)
        self.give_row = GiveRow(self.history, self.rules, self.message)
        kit_box = QWidget()
        kit_layout = QVBoxLayout(kit_box)
        kit_layout.addWidget(self.kit_view)
        kit_layout.addWidget(self.return_button, 0, Qt.AlignmentFlag.AlignRight)
        kit_layout.addWidget(self.give_row)
        self.stash_box = StashBox(self.history, self.rules, self.message)

        # Protection, move and combat are on his card; what it has no room for is here.
        self.damage_label = QLabel()
        self.specials_label = plain_label()
        self.specials_label.setWordWrap(True)
        self.foes_label = plain_label()
        self.foes_label.setWordWrap(True)
        figures_box = QGroupBox(translate("ShopDialog", "In a fight"))
        figures_form = QFormLayout(figures_box)
        figures_form.addRow(translate("ShopDialog", "Damage bonus:"), self.damage_label)
        figures_form.addRow(translate("ShopDialog", "Special effects:"), self.specials_label)
        figures_form.addRow(translate("ShopDialog", "Against his foes:"), self.foes_label)

        right = QVBoxLayout()
        # His kit and the warband's stash share a place, a tab each, to keep the shop small.
        self.kit_tabs = QTabWidget()
        self.kit_tabs.setObjectName("kitTabs")
        self.kit_tabs.addTab(kit_box, translate("ShopDialog", "&Kit"))
        self.kit_tabs.addTab(self.stash_box, translate("ShopDialog", "Warband's &stash"))
        right.addWidget(self.kit_tabs, 3)
        # On a small or scaled screen the figures scroll, not his kit: it keeps four rows.
        rows = self.kit_view.verticalHeader().defaultSectionSize()
        header_height = self.kit_view.horizontalHeader().sizeHint().height()
        self.kit_view.setMinimumHeight(header_height + 4 * rows + 2 * self.kit_view.frameWidth())
        right.addWidget(scrolling(figures_box), 2)
        body = QHBoxLayout()
        body.addWidget(catalogue_box, 3)
        body.addLayout(right, 2)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.undo_button = history_button(self.history.undo_action)
        self.redo_button = history_button(self.history.redo_action)
        for button in (self.undo_button, self.redo_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        # Another player's change to him (live, on a club server): said here, and read again.
        self.changed_banner = ChangedBanner(
            editor,
            {"character", "purchase", "warband"},
            translate("ShopDialog", "The shop shows the warrior as he is now."),
            differs=self._changed_elsewhere,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.changed_banner)
        layout.addLayout(header)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        self.catalogue_view.selectionModel().currentRowChanged.connect(self._update_buy_button)
        self.kit_view.selectionModel().selectionChanged.connect(self._update_return_button)
        enter_presses_nothing(self)
        editor.changed.connect(self.refresh)
        editor.others_changed.connect(self.refresh)
        self.refresh()

    # --- contents ---------------------------------------------------------------------

    def _fill_catalogue(self) -> None:
        by_group: dict[str, list[Item]] = {}
        for item in self.rules.items.values():
            # The cloth tunic is what a warrior wears when he buys no armour.
            no_armour = item.category == "armour" and not (item.protection or item.move_penalty)
            if item.for_sale and not no_armour:
                by_group.setdefault(item.category, []).append(item)
        for category, title in GROUPS:
            items = by_group.get(category, [])
            if not items:
                continue
            group = QStandardItem(translate("ShopDialog", title))
            group.setSelectable(False)
            font = group.font()
            font.setBold(True)
            group.setFont(font)
            for item in items:
                name = QStandardItem(item.name)
                name.setData(item.id, ItemRole)
                cost = QStandardItem(translate("ShopDialog", "{gold} gp").format(gold=item.cost))
                cost.setData(item.id, ItemRole)
                effect = QStandardItem(item.effect)
                effect.setData(item.id, ItemRole)
                effect.setToolTip(tip(item.effect))
                group.appendRow([name, cost, effect])
            self.catalogue.appendRow([group, QStandardItem(), QStandardItem()])
        self.catalogue_view.expandAll()
        for column in range(3):  # the effects whole: the view scrolls rather than cut them
            self.catalogue_view.resizeColumnToContents(column)
        self.catalogue_view.header().setStretchLastSection(False)

    def item_index(self, item_id: str) -> Any:
        """The catalogue row of ``item_id`` (tests and keyboard selection use it)."""
        matches = self.catalogue.match(
            self.catalogue.index(0, 0),
            ItemRole,
            item_id,
            1,
            Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive,
        )
        return matches[0] if matches else None

    def select_item(self, item_id: str) -> None:
        index = self.item_index(item_id)
        self.catalogue_view.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def selected_item(self) -> str | None:
        index = self.catalogue_view.currentIndex()
        return index.data(ItemRole) if index.isValid() else None

    def _changed_elsewhere(self) -> bool:
        """Whether he is no longer as the shop shows him (gold, name, kit)."""
        now = Character.get_or_none(Character.id == self.character_id)
        if now is None:
            return True
        shown = (self.character.name, self.character.gold, self._owned)
        return (now.name, now.gold, [p.item for p in owned_purchases(now)]) != shown

    def refresh(self) -> None:
        character = Character.get_or_none(Character.id == self.character_id)
        if character is None:  # deleted meanwhile (another player, or undone)
            self.close()
            return
        self.character = character
        self.gold_label.setText(
            translate("ShopDialog", "Gold left: {gold} gp").format(gold=self.character.gold)
        )
        purchases = owned_purchases(self.character)
        self._owned = [p.item for p in purchases]
        self._set_card()
        self.kit_model.set_rows(
            [
                (
                    p,
                    self.rules.items[p.item].name if p.item in self.rules.items else p.item,
                    refund_for(p),
                )
                for p in purchases
            ]
        )
        self._mark_catalogue()
        self._update_figures(self._owned)
        self._update_buy_button()
        self._update_return_button()
        self.stash_box.refresh(self.character)
        held = self.stash_box.model.rowCount()
        self.kit_tabs.setTabText(
            1,
            translate("ShopDialog", "Warband's &stash ({count})").format(count=held)
            if held
            else translate("ShopDialog", "Warband's &stash"),
        )

    @property
    def title(self) -> QLabel:
        """His name, as his card heads it."""
        assert self.card is not None
        return self.card.name_label

    @property
    def figures(self) -> dict[str, QLabel]:
        """His card's figures by name ("protection", "move", "combat"), and his damage bonus."""
        boxes = self.card.stat_boxes if self.card is not None else []
        return {box.label.text().casefold(): box.value for box in boxes} | {
            "damage": self.damage_label
        }

    def _set_card(self) -> None:
        row = None
        if self.character.profile in self.rules.profiles:
            row = character_row(self.rules, self.character, self._owned)
            # His gold is the shop's own big figure, beside the card.
            row = replace(row, figures=tuple(f for f in row.figures if f[0] != "Gold"))
        self.card = card_in(self.card_place, self.card, row, self, self.colour, kit=False)

    def _mark_catalogue(self) -> None:
        for g in range(self.catalogue.rowCount()):
            group = self.catalogue.item(g)
            for r in range(group.rowCount()):
                cells = [group.child(r, c) for c in range(3)]
                problems = purchase_refusals(
                    self.character, cells[0].data(ItemRole), owned=self._owned
                )
                colour = muted_text(self.palette()) if problems else QColor()
                for cell in cells:
                    cell.setForeground(colour)
                rule = item_tip(self.rules, cells[0].data(ItemRole))
                said = " ".join(problems) or translate("ShopDialog", "Available.")
                cells[0].setToolTip(tip(f"{rule}\n\n{said}"))

    def _update_figures(self, bought: list[str]) -> None:
        profile = self.rules.profiles.get(self.character.profile)
        items = list(profile.fixed_items if profile else ()) + bought
        hurt = lasting_wounds(self.rules, self.character.injuries)  # none once switched off (K4)
        stats = warrior_stats(self.rules, self.character.profile, items, hurt)
        self.damage_label.setText(stats.damage_bonus)
        self.specials_label.setText("\n".join(stats.specials) or translate("ShopDialog", "None"))
        self.foes_label.setText(
            "\n".join(stats.against_foes) or translate("ShopDialog", "Nothing special")
        )

    def _update_buy_button(self) -> None:
        item_id = self.selected_item()
        if item_id is None:
            self.buy_button.setEnabled(False)
            self.buy_button.setText(translate("ShopDialog", "&Buy"))
            self.buy_button.setToolTip(translate("ShopDialog", "Choose an item in the catalogue."))
            set_message(self.message, "")
            return
        item = self.rules.items[item_id]
        self.buy_button.setText(
            translate("ShopDialog", "&Buy {item} for {gold} gp").format(
                item=no_mnemonic(item.name), gold=item.cost
            )
        )
        problems = purchase_refusals(self.character, item_id, owned=self._owned)
        self.buy_button.setEnabled(not problems)
        reason = " ".join(problems)
        self.buy_button.setToolTip(tip(reason or f"{item.name}: {item.effect}"))
        set_message(self.message, reason, ERROR_STYLE)

    def _update_return_button(self) -> None:
        rows = self.kit_view.selectionModel().selectedRows()
        purchase = self.kit_model.record(rows[0].row())[0] if rows else None
        self.give_row.refresh(self.character, purchase)
        if not rows:
            self.return_button.setEnabled(False)
            self.return_button.setText(translate("ShopDialog", "&Return"))
            return
        _purchase, name, refund = self.kit_model.record(rows[0].row())
        self.return_button.setEnabled(True)
        self.return_button.setText(
            translate("ShopDialog", "&Return {item} (+{gold} gp)").format(
                item=no_mnemonic(name), gold=refund
            )
        )

    # --- actions ----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.catalogue_view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and self.selected_item() is not None
        ):
            if self.buy_button.isEnabled():
                self.buy_selected()
            else:  # say why, as the button's tooltip does
                set_message(self.message, self.buy_button.toolTip(), ERROR_STYLE)
            return True
        return super().eventFilter(watched, event)

    def buy_selected(self) -> None:
        item_id = self.selected_item()
        if item_id is None or not self.buy_button.isEnabled():
            return
        label = translate("ShopDialog", "buy {item} for {character}").format(
            item=self.rules.items[item_id].name, character=self.character.name
        )
        try:
            self.history.run(
                label,
                buy_item,
                character=self.character,
                item=item_id,
                expected_gold=self.character.gold,  # as shown: refused if changed meanwhile
            )
        except MusterError as exc:
            self.editor.changed_elsewhere(exc)  # another player's change: read it
            set_message(self.message, str(exc), ERROR_STYLE)

    def select_kit_row(self, row: int) -> None:
        self.kit_view.selectRow(row)

    def return_selected(self) -> None:
        rows = self.kit_view.selectionModel().selectedRows()
        if not rows:
            return
        purchase, name, _refund = self.kit_model.record(rows[0].row())
        try:
            self.history.run(
                translate("ShopDialog", "return {item} from {character}").format(
                    item=name, character=self.character.name
                ),
                return_item,
                purchase=purchase,
            )
        except MusterError as exc:
            self.editor.changed_elsewhere(exc)
            set_message(self.message, str(exc), ERROR_STYLE)
