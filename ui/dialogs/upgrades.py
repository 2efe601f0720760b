"""The Beastrider Wars: a character's options (shield, bow, crossbow) and upgrades (B4, B7, B8)."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, language, translate
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import MusterError
from models.history import xp_accounts
from models.store.schema import Character
from models.upgrades import add_option, add_upgrade, remove_option, remove_upgrade
from rules.beastrider import option_problems, specials_of, starting_dice, upgrade_problems
from rules.experience import advance_refusals, advances
from ui.common import (
    ERROR_STYLE,
    MusterDialog,
    enter_presses_nothing,
    message_label,
    set_message,
)
from ui.dialogs.advance import cost_words, experience_words
from ui.item_models import RecordTableModel
from ui.text import no_mnemonic, plain_label, tip
from ui.undo import Editor, history_button
from ui.views import keyboard_friendly, name_for_readers


class UpgradeTableModel(RecordTableModel):
    """A character's upgrades; records are (index, description[, the special's rule text])."""

    COL_UPGRADE = 0
    headers = (QT_TRANSLATE_NOOP("UpgradesDialog", "Upgrade"),)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        found = super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole and isinstance(found, str):
            return translate("UpgradesDialog", found)
        return found

    def cell(self, record: tuple[Any, ...], column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and len(record) > 2 and record[2]:
            return record[2]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return record[1]
        return None


# An upgrade of a die, by its kind, as the list names it.
DIE_UPGRADES = {
    "attack": QT_TRANSLATE_NOOP("UpgradesDialog", "+1 attack die"),
    "defend": QT_TRANSLATE_NOOP("UpgradesDialog", "+1 defend die"),
}


class UpgradesDialog(MusterDialog):
    default_size = (560, 520)

    def __init__(self, parent: QWidget | None, editor: Editor, *, character: Character) -> None:
        super().__init__(
            parent,
            "UpgradesDialog",
            translate("UpgradesDialog", "Options and upgrades — {character}").format(
                character=character.name
            ),
        )
        self.editor = editor
        self.character_id = character.id
        self.character = character
        campaign = character.warband.campaign
        self.rules = rules_of(campaign)
        profile = self.rules.profiles[character.profile]
        # K6: with experience on, an upgrade is an advance bought with his XP.
        self.experience = switch(campaign, EXPERIENCE)
        self.settings = dict(campaign.house_rules or {})
        self.xp_left = 0
        self.xp_label = plain_label()
        self.xp_label.setObjectName("experience")
        self.xp_label.setWordWrap(True)
        self.xp_label.setVisible(self.experience)

        self.dice_label = plain_label()
        self.dice_label.setObjectName("dice")
        font = self.dice_label.font()
        font.setBold(True)
        self.dice_label.setFont(font)

        self.option_boxes: dict[str, QCheckBox] = {}
        options_box = QGroupBox(translate("UpgradesDialog", "Options"))
        options_layout = QVBoxLayout(options_box)
        for option in self.rules.options.values():
            if profile.id not in option.profiles:
                continue
            box = QCheckBox(no_mnemonic(f"{option.name} — {option.text}"))
            box.toggled.connect(lambda on, o=option.id: self._toggle_option(o, on))
            self.option_boxes[option.id] = box
            options_layout.addWidget(box)
        if profile.bow is not None:
            own = translate(
                "UpgradesDialog", "{character}'s profile comes with a bow ({range}\")."
            ).format(character=character.name, range=profile.bow)
            options_layout.addWidget(plain_label(own))
        if not self.option_boxes:
            options_layout.addWidget(
                plain_label(
                    translate("UpgradesDialog", "{character} has no options to take.").format(
                        character=character.name
                    )
                )
            )

        self.upgrade_model = UpgradeTableModel(self)
        self.upgrade_view = QTableView()
        self.upgrade_view.setModel(self.upgrade_model)
        name_for_readers(
            self.upgrade_view,
            translate("UpgradesDialog", "Upgrades"),
            translate(
                "UpgradesDialog",
                "The upgrades this character has taken between games, oldest first.",
            ),
        )
        self.upgrade_view.horizontalHeader().setStretchLastSection(True)
        self.upgrade_view.verticalHeader().hide()
        self.upgrade_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.upgrade_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        keyboard_friendly(self.upgrade_view)
        self.attack_button = QPushButton(translate("UpgradesDialog", "+1 &attack die"))
        self.attack_button.clicked.connect(lambda: self._upgrade("attack"))
        self.defend_button = QPushButton(translate("UpgradesDialog", "+1 &defend die"))
        self.defend_button.clicked.connect(lambda: self._upgrade("defend"))
        self.special_combo = QComboBox()
        self.special_combo.setAccessibleName(translate("UpgradesDialog", "Special to add"))
        self.special_combo.currentIndexChanged.connect(self._special_chosen)
        self.special_button = QPushButton(translate("UpgradesDialog", "Add &special"))
        self.special_button.clicked.connect(
            lambda: self._upgrade("special", self.special_combo.currentData())
        )
        self.withdraw_button = QPushButton(translate("UpgradesDialog", "&Withdraw selected"))
        self.withdraw_button.clicked.connect(self._withdraw)
        add_row = QHBoxLayout()
        add_row.addWidget(self.attack_button)
        add_row.addWidget(self.defend_button)
        special_row = QHBoxLayout()
        special_row.addWidget(self.special_combo, 1)
        special_row.addWidget(self.special_button)
        upgrades_box = QGroupBox(translate("UpgradesDialog", "Upgrades between games"))
        upgrades_layout = QVBoxLayout(upgrades_box)
        upgrades_layout.addWidget(self.xp_label)
        upgrades_layout.addWidget(self.upgrade_view)
        upgrades_layout.addLayout(add_row)
        upgrades_layout.addLayout(special_row)
        upgrades_layout.addWidget(self.withdraw_button, 0, Qt.AlignmentFlag.AlignRight)

        self.message = message_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Undo and Redo reach only the changes made here.
        self.history = editor.dialog_history(self)
        self.undo_button = history_button(self.history.undo_action)
        self.redo_button = history_button(self.history.redo_action)
        for button in (self.undo_button, self.redo_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ResetRole)

        layout = QVBoxLayout(self)
        layout.addWidget(self.dice_label)
        layout.addWidget(options_box)
        layout.addWidget(upgrades_box, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        enter_presses_nothing(self)
        editor.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        character = Character.get_or_none(Character.id == self.character_id)
        if character is None:  # deleted meanwhile (another player, or undone)
            self.close()
            return
        self.character = character
        c = self.character
        attack, defend = starting_dice(self.rules, c.profile, c.options, c.upgrades)
        specials = specials_of(self.rules, c.profile, c.upgrades)
        names = ", ".join(self.rules.specials[s].name for s in specials if s in self.rules.specials)
        self.dice_label.setText(
            translate(
                "UpgradesDialog",
                "Starts each game with {attack} and {defend}. Specials: {specials}.",
            ).format(
                attack=translate("UpgradesDialog", "%n attack die(s)", None, None, attack),
                defend=translate("UpgradesDialog", "%n defend die(s)", None, None, defend),
                specials=names or translate("UpgradesDialog", "none"),
            )
        )
        self.dice_label.setToolTip(
            tip("\n".join(self._special_rule(s) for s in specials if s in self.rules.specials))
        )
        for option_id, box in self.option_boxes.items():
            box.blockSignals(True)
            box.setChecked(option_id in c.options)
            box.blockSignals(False)
            problems = (
                []
                if option_id in c.options
                else option_problems(self.rules, c.profile, list(c.options), option_id, name=c.name)
            )
            box.setEnabled(not problems)
            option = self.rules.options[option_id]
            box.setToolTip(tip(" ".join(problems) or f"{option.name}: {option.text}"))
        self.upgrade_model.set_rows(
            [
                (i, self._describe(u), self._special_rule(u.get("special", "")))
                for i, u in enumerate(c.upgrades)
            ]
        )
        if self.experience:
            self._show_experience(c)
        chosen = self.special_combo.currentData()
        self.special_combo.blockSignals(True)
        self.special_combo.clear()
        for special in self.rules.specials.values():
            if special.id in specials:
                continue
            self.special_combo.addItem(special.name, special.id)
            problems = self._refusals(c, {"kind": "special", "special": special.id})
            item = self._specials().item(self.special_combo.count() - 1)
            # Why he cannot learn it, or its rule.
            item.setToolTip(tip(" ".join(problems) or self._special_rule(special.id)))
            item.setEnabled(not problems)
        found = self.special_combo.findData(chosen)
        self.special_combo.setCurrentIndex(found if found >= 0 else self._first_learnable())
        self.special_combo.blockSignals(False)
        self._special_chosen()

    def _refusals(self, c: Character, upgrade: dict[str, Any]) -> list[str]:
        """Why he may not take ``upgrade``: B8 alone, or with experience on, K6 too."""
        if self.experience:
            return advance_refusals(
                self.rules,
                c.profile,
                c.upgrades,
                upgrade,
                xp_left=self.xp_left,
                settings=self.settings,
                options=c.options,
                name=c.name,
            )
        return upgrade_problems(
            self.rules, c.profile, c.upgrades, upgrade, options=c.options, name=c.name
        )

    def _show_experience(self, c: Character) -> None:
        """His XP earned, spent and left, what each advance costs, and why one is refused; the
        buttons offer only what he can afford and may take (K6)."""
        account = xp_accounts([c.id])[c.id]
        self.xp_left = account.left
        offered = advances(self.rules.id, self.settings)
        lines = [experience_words(account)]
        lines += [cost_words(offered[kind]) for kind in ("attack", "defend", "special")]
        for kind, button in (("attack", self.attack_button), ("defend", self.defend_button)):
            refusals = self._refusals(c, {"kind": kind})
            button.setEnabled(not refusals)
            button.setToolTip(tip(" ".join(refusals) or cost_words(offered[kind])))
            lines += refusals
        self.xp_label.setText("\n".join(lines))

    def _specials(self) -> QStandardItemModel:
        """The specials' list: a combo box's own model, a QStandardItemModel (Qt's promise)."""
        return cast(QStandardItemModel, self.special_combo.model())

    def _first_learnable(self) -> int:
        model = self._specials()
        rows = range(self.special_combo.count())
        return next((r for r in rows if model.item(r).isEnabled()), 0)

    def _special_chosen(self) -> None:
        """The button teaches the special chosen, or says why he cannot learn it."""
        row = self.special_combo.currentIndex()
        item = self._specials().item(row) if row >= 0 else None
        learnable = item is not None and item.isEnabled()
        self.special_button.setEnabled(learnable)
        self.special_button.setToolTip(item.toolTip() if item is not None else "")

    def _special_rule(self, special_id: str) -> str:
        """A special's rule text, for a tooltip where its name appears."""
        special = self.rules.specials.get(special_id)
        return f"{special.name}: {special.text}" if special else ""

    def _describe(self, upgrade: dict[str, Any]) -> str:
        if upgrade.get("kind") == "special":
            special = self.rules.specials.get(upgrade.get("special", ""))
            return translate("UpgradesDialog", "New special: {special}").format(
                special=special.name if special else upgrade.get("special")
            )
        kind = str(upgrade.get("kind"))
        if kind in DIE_UPGRADES:
            return translate("UpgradesDialog", DIE_UPGRADES[kind])
        return f"+1 {kind} die"  # no other kind is recorded

    def _run(self, text: str, operation: Any, **kwargs: Any) -> None:
        try:
            self.history.run(text, operation, character=self.character, **kwargs)
            set_message(self.message, "")
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            self.refresh()

    def _toggle_option(self, option: str, on: bool) -> None:
        name = self.rules.options[option].name
        # English writes the option's name in lowercase in a sentence; German keeps a noun's
        # capital.
        if language() == "en":
            name = name.lower()
        who = self.character.name
        if on:
            text = translate("UpgradesDialog", "give {character} a {option}")
            self._run(text.format(character=who, option=name), add_option, option=option)
        else:
            text = translate("UpgradesDialog", "take the {option} from {character}")
            self._run(text.format(character=who, option=name), remove_option, option=option)

    def _upgrade(self, kind: str, special: str | None = None) -> None:
        who = self.character.name
        if kind == "special":
            found = self.rules.specials.get(special or "")
            label = translate("UpgradesDialog", "teach {character} {special}").format(
                character=who, special=found.name if found else special
            )
        elif kind == "attack":
            label = translate("UpgradesDialog", "give {character} +1 attack die").format(
                character=who
            )
        else:
            label = translate("UpgradesDialog", "give {character} +1 defend die").format(
                character=who
            )
        self._run(label, add_upgrade, kind=kind, special=special)

    def _withdraw(self) -> None:
        rows = self.upgrade_view.selectionModel().selectedRows()
        if rows:
            index, description, _rule = self.upgrade_model.record(rows[0].row())
            self._run(
                translate("UpgradesDialog", "withdraw “{upgrade}” from {character}").format(
                    upgrade=description, character=self.character.name
                ),
                remove_upgrade,
                index=index,
            )
