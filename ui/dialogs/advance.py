"""Caliburn's Wrath: a warrior's advances (K6), an extra combat die bought with his XP."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from i18n import translate
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import MusterError
from models.history import xp_accounts
from models.store.schema import Character
from models.upgrades import advance
from rules.caliburn_kit import warrior_stats
from rules.experience import Account, Advance, advance_refusals, advances
from ui.common import ERROR_STYLE, MusterDialog, enter_presses_nothing, message_label, set_message
from ui.text import plain_label, tip
from ui.undo import Editor, history_button

COMBAT = {"kind": "combat"}


def experience_words(account: Account) -> str:
    """His XP in the advance dialogs (K6): "Experience: 5 XP earned, 0 spent, 5 left."."""
    return translate(
        "AdvanceDialog", "Experience: {earned} XP earned, {spent} spent, {left} left."
    ).format(earned=account.earned, spent=account.spent, left=account.left)


def cost_words(offer: Advance) -> str:
    """What an advance costs and how many he may take (K6)."""
    return translate("AdvanceDialog", "{advance}: {cost} XP, at most {limit} (K6).").format(
        advance=offer.counted, cost=offer.cost, limit=offer.limit
    )


class AdvanceDialog(MusterDialog):
    """His combat dice, his XP earned, spent and left, what an extra combat die costs and why
    he may not buy one; the button buys it (undoable here and from the main window)."""

    default_size = (480, 280)

    def __init__(self, parent: QWidget | None, editor: Editor, *, character: Character) -> None:
        super().__init__(
            parent,
            "AdvanceDialog",
            translate("AdvanceDialog", "Advance — {character}").format(character=character.name),
        )
        self.character_id = character.id
        self.character = character
        campaign = character.warband.campaign
        self.rules = rules_of(campaign)
        self.experience = switch(campaign, EXPERIENCE)
        self.settings = dict(campaign.house_rules or {})

        self.dice_label = plain_label()
        self.dice_label.setObjectName("dice")
        font = self.dice_label.font()
        font.setBold(True)
        self.dice_label.setFont(font)
        self.xp_label = plain_label()
        self.xp_label.setObjectName("experience")
        self.xp_label.setWordWrap(True)
        self.xp_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.combat_button = QPushButton(translate("AdvanceDialog", "+1 &combat die"))
        self.combat_button.clicked.connect(self._buy)
        row = QHBoxLayout()
        row.addWidget(self.combat_button)
        row.addStretch(1)

        self.message = message_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Undo and Redo reach only the changes made here.
        self.history = editor.dialog_history(self)
        for action in (self.history.undo_action, self.history.redo_action):
            buttons.addButton(history_button(action), QDialogButtonBox.ButtonRole.ResetRole)

        layout = QVBoxLayout(self)
        layout.addWidget(self.dice_label)
        layout.addWidget(self.xp_label, 1)
        layout.addLayout(row)
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
        self.character = c = character
        # His kit and wounds change no die (C1): only his advances do.
        stats = warrior_stats(self.rules, c.profile, [], {}, upgrades=c.upgrades)
        self.dice_label.setText(
            translate("AdvanceDialog", "{name} rolls {dice}d6 in combat.").format(
                name=c.name, dice=stats.combat_dice
            )
        )
        if not self.experience:
            self.combat_button.setEnabled(False)
            self.xp_label.setText(
                translate(
                    "AdvanceDialog",
                    "Advances are bought with experience, which this campaign has switched off: switch it on under Campaign settings ▸ Experience (K6).",  # noqa: E501
                )
            )
            return
        account = xp_accounts([c.id])[c.id]
        offer = advances(self.rules.id, self.settings)["combat"]
        refusals = advance_refusals(
            self.rules,
            c.profile,
            c.upgrades,
            COMBAT,
            xp_left=account.left,
            settings=self.settings,
            name=c.name,
        )
        costs = cost_words(offer)
        lines = [experience_words(account), costs, *refusals]
        self.xp_label.setText("\n".join(lines))
        self.combat_button.setEnabled(not refusals)
        self.combat_button.setToolTip(tip(" ".join([*refusals, costs])))

    def _buy(self) -> None:
        label = translate("AdvanceDialog", "give {character} an extra combat die").format(
            character=self.character.name
        )
        try:
            self.history.run(label, advance, character=self.character, kind="combat")
            set_message(self.message, "")
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            self.refresh()
