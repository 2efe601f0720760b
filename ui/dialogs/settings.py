"""Campaign settings: house rules, and the campaign's own profiles, specials and scenarios."""

from __future__ import annotations

import copy
import re
import unicodedata
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from models.campaigns import DEFAULT_REFUND_AFTER_PLAY, REFUND_POLICIES, set_house_rules
from models.errors import MusterError
from models.store.schema import Campaign
from rules.games import BEASTRIDER, CALIBURN, load_game
from ui.common import ERROR_STYLE, MusterDialog, message_label, on_edit, set_message
from ui.item_models import RecordTableModel
from ui.undo import Editor
from ui.views import keyboard_friendly


def slug(name: str, taken: set[str], prefix: str) -> str:
    """A stable snake_case id for something the campaign adds, unique among ``taken``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "_", ascii_name.lower()).strip("_") or prefix
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}_{n}"
    return candidate


class DictTableModel(RecordTableModel):
    """Rows of plain dicts, showing the given keys."""

    def __init__(self, columns: list[tuple[str, str]], parent: Any = None) -> None:
        super().__init__(parent)
        self._keys = [key for key, _title in columns]
        self.headers = tuple(title for _key, title in columns)

    def cell(self, record: dict[str, Any], column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = record.get(self._keys[column])
            if isinstance(value, list):
                return ", ".join(str(v) for v in value)
            return "" if value is None else str(value)
        return None


def spin(minimum: int, maximum: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    return box


class ListEditor(QWidget):
    """A table of dicts with a form underneath to add one, and a remove button."""

    def __init__(self, columns: list[tuple[str, str]], rows: list[dict[str, Any]]) -> None:
        super().__init__()
        self.model = DictTableModel(columns, self)
        self.model.set_rows(rows)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        keyboard_friendly(self.view)
        self.form = QFormLayout()
        self.add_button = QPushButton("&Add")
        self.remove_button = QPushButton("&Remove selected")
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(self.form)
        layout.addLayout(buttons)

    def rows(self) -> list[dict[str, Any]]:
        return self.model.rows()

    def add(self, row: dict[str, Any]) -> None:
        self.model.set_rows([*self.model.rows(), row])

    def remove_selected(self) -> None:
        selected = self.view.selectionModel().selectedRows()
        if selected:
            rows = self.model.rows()
            del rows[selected[0].row()]
            self.model.set_rows(rows)


class CampaignSettingsDialog(MusterDialog):
    """Edits a copy of the campaign's settings; OK saves them as one undoable change."""

    default_size = (720, 560)

    def __init__(self, parent: QWidget | None, editor: Editor, *, campaign: Campaign) -> None:
        super().__init__(parent, "CampaignSettingsDialog", f"Settings — {campaign.name}")
        self.editor = editor
        self.campaign = campaign
        self.base = load_game(campaign.game)
        self.settings: dict[str, Any] = copy.deepcopy(campaign.house_rules or {})
        self.tabs = QTabWidget()
        self.tabs.addTab(self._general_tab(), "&General")
        if campaign.game == CALIBURN:
            self.tabs.addTab(self._prices_tab(), "&Prices")
        self.tabs.addTab(self._profiles_tab(), "P&rofiles")
        if campaign.game == BEASTRIDER:
            self.tabs.addTab(self._specials_tab(), "&Specials")
        self.tabs.addTab(self._scenarios_tab(), "S&cenarios")
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        # A message answers what was typed: it goes once the user types again.
        for field in self.findChildren(QLineEdit) + self.findChildren(QPlainTextEdit):
            on_edit(field, lambda: set_message(self.message, ""))

    # --- tabs -------------------------------------------------------------------------

    def _general_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        caliburn = self.campaign.game == CALIBURN
        hurt = "Wounds" if caliburn else "Lost dice"
        self.lasting_box = QCheckBox(f"{hurt} carry over to later games")
        self.lasting_box.setToolTip(
            f"Ruling K4: {hurt.lower()} {'heal' if caliburn else 'come back'} after the game, "
            "unless the campaign keeps them."
        )
        self.lasting_box.setChecked(bool(self.settings.get("lasting_injuries", False)))
        self.gear_box = QCheckBox("A broken shield or weapon is gone after the game", page)
        self.gear_box.setToolTip("Ruling K3: it is taken off his kit, and can be bought again.")
        self.gear_box.setChecked(bool(self.settings.get("lose_broken_gear", True)))
        form.addRow("Lasting injuries:", self.lasting_box)
        if caliburn:
            form.addRow("Broken gear:", self.gear_box)
        else:
            self.gear_box.hide()  # nothing breaks in the Beastrider Wars; the value is kept
        self.move_spin: QSpinBox | None = None
        self.refund_combo: QComboBox | None = None
        if self.campaign.game == CALIBURN:
            self.move_spin = spin(1, 99, int(self.settings.get("base_move", self.base.base_move)))
            self.move_spin.setSuffix('"')
            self.move_spin.setToolTip(
                "Ruling C12: the text gives no move; a warrior moves this far, less his "
                "armour's penalty and 2\" for each leg wound."
            )
            form.addRow("Base move:", self.move_spin)
            self.refund_combo = QComboBox()
            for key, label in REFUND_POLICIES.items():
                self.refund_combo.addItem(label, key)
            current = self.settings.get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
            self.refund_combo.setCurrentIndex(max(0, self.refund_combo.findData(current)))
            form.addRow("Refund after a game:", self.refund_combo)
            note = QLabel(
                "Returning an item always gives the full price until the warrior has played "
                "a game with it."
            )
            note.setWordWrap(True)
            form.addRow("", note)
        return page

    def _prices_tab(self) -> QWidget:
        inner = QWidget()
        form = QFormLayout(inner)
        prices = self.settings.get("prices", {})
        self.price_spins: dict[str, QSpinBox] = {}
        for item in self.base.items.values():
            if not item.for_sale:
                continue
            box = spin(0, 999, int(prices.get(item.id, item.cost)))
            box.setSuffix(" gp")
            box.setToolTip(f"The rules' price: {item.cost} gp")
            self.price_spins[item.id] = box
            form.addRow(f"{item.name}:", box)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(inner)
        return area

    def _profiles_tab(self) -> QWidget:
        rows = list(self.settings.get("profiles", []))
        if self.campaign.game == CALIBURN:
            columns = [
                ("name", "Name"),
                ("points", "Points"),
                ("combat_dice", "Combat dice"),
                ("gold", "Gold"),
                ("move", "Move"),
            ]
        else:
            columns = [
                ("name", "Name"),
                ("movement", "Movement"),
                ("toughness", "Toughness"),
                ("attack", "Attack"),
                ("defend", "Defend"),
                ("specials", "Specials"),
            ]
        self.profiles = ListEditor(columns, rows)
        self.profile_name = QLineEdit()
        self.profile_name.setPlaceholderText("e.g. Saxon spearman")
        self.profiles.form.addRow("Name:", self.profile_name)
        self.profile_spins: dict[str, QSpinBox] = {}
        if self.campaign.game == CALIBURN:
            fields = [
                ("points", 0, 999, 5),
                ("combat_dice", 1, 10, 2),
                ("gold", 0, 999, 6),
                ("move", 1, 99, int(self.settings.get("base_move", self.base.base_move))),
            ]
        else:
            fields = [
                ("movement", 1, 99, 6),
                ("toughness", 1, 20, 10),
                ("attack", 0, 20, 1),
                ("defend", 0, 20, 1),
            ]
        for key, low, high, value in fields:
            self.profile_spins[key] = spin(low, high, value)
            self.profiles.form.addRow(
                key.replace("_", " ").capitalize() + ":", self.profile_spins[key]
            )
        self.profile_special: QComboBox | None = None
        if self.campaign.game == BEASTRIDER:
            self.profile_special = QComboBox()
            self.profile_special.addItem("None", "")
            for special in self.base.specials.values():
                self.profile_special.addItem(special.name, special.id)
            self.profiles.form.addRow("Special:", self.profile_special)
        self.profiles.add_button.setText("&Add profile")
        self.profiles.add_button.clicked.connect(self._add_profile)
        return self.profiles

    def _add_profile(self) -> None:
        name = self.profile_name.text().strip()
        if not name:
            set_message(self.message, "Give the new profile a name first.", ERROR_STYLE)
            return
        taken = set(self.base.profiles) | {p["id"] for p in self.profiles.rows()}
        row: dict[str, Any] = {"id": slug(name, taken, "profile"), "name": name}
        row.update({key: box.value() for key, box in self.profile_spins.items()})
        if self.profile_special is not None:
            special = self.profile_special.currentData()
            row["specials"] = [special] if special else []
        self.profiles.add(row)
        self.profile_name.clear()
        set_message(self.message, "")

    def _specials_tab(self) -> QWidget:
        rows = [s for s in self.settings.get("specials", []) if s.get("id") != "rally"]
        self.specials = ListEditor([("name", "Name"), ("text", "Effect")], rows)
        self.special_name = QLineEdit()
        self.special_text = QLineEdit()
        self.specials.form.addRow("Name:", self.special_name)
        self.specials.form.addRow("Effect:", self.special_text)
        rally = next((s for s in self.settings.get("specials", []) if s.get("id") == "rally"), {})
        self.rally_text = QLineEdit(rally.get("text", ""))
        self.rally_text.setPlaceholderText("The rules never say what Rally does: give it a text")
        self.rally_text.setToolTip("Ruling B6: Rally is named but never described.")
        self.specials.form.addRow("Rally's effect:", self.rally_text)
        self.specials.add_button.setText("&Add special")
        self.specials.add_button.clicked.connect(self._add_special)
        return self.specials

    def _add_special(self) -> None:
        name = self.special_name.text().strip()
        if not name:
            set_message(self.message, "Give the new special a name first.", ERROR_STYLE)
            return
        taken = set(self.base.specials) | {s["id"] for s in self.specials.rows()}
        self.specials.add(
            {
                "id": slug(name, taken, "special"),
                "name": name,
                "text": self.special_text.text().strip(),
            }
        )
        self.special_name.clear()
        self.special_text.clear()
        set_message(self.message, "")

    def _scenarios_tab(self) -> QWidget:
        self.scenarios = ListEditor(
            [("name", "Name"), ("text", "Rules")], list(self.settings.get("scenarios", []))
        )
        self.scenario_name = QLineEdit()
        self.scenario_text = QPlainTextEdit()
        self.scenario_text.setMaximumHeight(80)
        self.scenario_text.setTabChangesFocus(True)
        self.scenarios.form.addRow("Name:", self.scenario_name)
        self.scenarios.form.addRow("Rules:", self.scenario_text)
        self.scenarios.add_button.setText("&Add scenario")
        self.scenarios.add_button.clicked.connect(self._add_scenario)
        return self.scenarios

    def _add_scenario(self) -> None:
        name = self.scenario_name.text().strip()
        if not name:
            set_message(self.message, "Give the new scenario a name first.", ERROR_STYLE)
            return
        taken = set(self.base.scenarios) | {s["id"] for s in self.scenarios.rows()}
        self.scenarios.add(
            {
                "id": slug(name, taken, "scenario"),
                "name": name,
                "text": self.scenario_text.toPlainText().strip(),
            }
        )
        self.scenario_name.clear()
        self.scenario_text.clear()
        set_message(self.message, "")

    # --- saving -----------------------------------------------------------------------

    def collected(self) -> dict[str, Any]:
        """The settings as the dialog shows them now."""
        settings = dict(self.settings)
        settings["lasting_injuries"] = self.lasting_box.isChecked()
        settings["lose_broken_gear"] = self.gear_box.isChecked()
        if self.move_spin is not None:
            settings["base_move"] = self.move_spin.value()
        if self.refund_combo is not None:
            settings["refund_after_play"] = self.refund_combo.currentData()
        if self.campaign.game == CALIBURN:
            settings["prices"] = {
                item_id: box.value()
                for item_id, box in self.price_spins.items()
                if box.value() != self.base.items[item_id].cost
            }
        settings["profiles"] = self.profiles.rows()
        if self.campaign.game == BEASTRIDER:
            specials = list(self.specials.rows())
            if self.rally_text.text().strip():
                specials.append(
                    {"id": "rally", "name": "Rally", "text": self.rally_text.text().strip()}
                )
            settings["specials"] = specials
        settings["scenarios"] = self.scenarios.rows()
        return settings

    def accept(self) -> None:
        try:
            self.editor.run(
                f"change the settings of “{self.campaign.name}”",
                set_house_rules,
                campaign=self.campaign,
                house_rules=self.collected(),
            )
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        super().accept()
