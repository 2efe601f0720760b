"""Setting up a game, or changing the setup of one not yet recorded: scenario, sides and roles,
points, who is fielded, the game it follows."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from PySide6.QtCore import (
    QDate,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models.campaigns import list_warbands, rules_of, switch
from models.errors import MusterError
from models.game_edits import edit_game, setup_of
from models.games import (
    MAX_POINTS,
    SidePlan,
    check_setup,
    create_game,
    recorded_roll,
    roll_first_player,
)
from models.store.schema import Campaign, Game, GameCharacter, GameSide
from rules.games import BEASTRIDER
from rules.initiative import describe as describe_roll
from ui.common import (
    ERROR_STYLE,
    OK_STYLE,
    WARNING_STYLE,
    MusterDialog,
    message_label,
    scrolling,
)
from ui.dialogs.game_sides import FollowsCombo, SideBox
from ui.live import ChangedBanner, rows_as_data
from ui.text import plain_label, tip
from ui.undo import Editor

OWN_SIDE = QT_TRANSLATE_NOOP(
    "GameSetupDialog",
    "On the club server you set up games of a warband you keep: choose it for a side.",
)
# The scenarios' roles (ids of the game data), as a side's list names them.
ROLE_NAMES = (
    QT_TRANSLATE_NOOP("GameSetupDialog", "Attacker"),
    QT_TRANSLATE_NOOP("GameSetupDialog", "Defender"),
)


class GameSetupDialog(MusterDialog):
    """A new game of ``campaign``; given a ``game`` not yet recorded, its setup to change."""

    default_size = (860, 640)

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        campaign: Campaign,
        game: Game | None = None,
    ) -> None:
        if game is not None:
            title = translate("GameSetupDialog", "Change game {number} — {campaign}")
        else:
            title = translate("GameSetupDialog", "New game — {campaign}")
        super().__init__(
            parent,
            "GameSetupDialog",
            title.format(number=game.number if game else "", campaign=campaign.name),
        )
        self.editor = editor
        self.campaign = campaign
        self.game = game
        self.rules = rules_of(campaign)
        self.warbands = list_warbands(campaign)
        self.initiative: dict[str, Any] | None = None
        self.rng = random.Random()
        self.result_value: Game | None = None
        self._roles: dict[int, str] = {}  # the roles of the game being changed, by warband
        self._ready = False

        self.scenario_combo = QComboBox()
        for scenario in self.rules.scenarios.values():
            label = (
                translate("GameSetupDialog", "{scenario} (campaign scenario)").format(
                    scenario=scenario.name
                )
                if scenario.custom
                else scenario.name
            )
            self.scenario_combo.addItem(label, scenario.id)
        self.scenario_text = plain_label()  # a campaign's own scenario's text is typed
        self.scenario_text.setWordWrap(True)
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(0, MAX_POINTS)
        self.limit_spin.setSpecialValueText(translate("GameSetupDialog", "No limit"))
        self.limit_spin.setSuffix(translate("GameSetupDialog", " points"))
        self.follows_combo = FollowsCombo(
            campaign, self.rules, game.id if game is not None else None
        )
        self.date_edit = QDateEdit(QDate.currentDate())
        self.date_edit.setCalendarPopup(True)
        # as the language writes a date (i18n.date_text): ISO 8601 in English
        self.date_edit.setDisplayFormat(
            translate("Dates", "yyyy-MM-dd", "a date field's format, as Qt's QDate formats it")
        )
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setMaximumHeight(60)
        self.notes_edit.setTabChangesFocus(True)

        form = QFormLayout()
        form.addRow(translate("GameSetupDialog", "&Scenario:"), self.scenario_combo)
        form.addRow("", self.scenario_text)
        self.limit_label = QLabel(translate("GameSetupDialog", "&Points limit:"))
        self.limit_label.setBuddy(self.limit_spin)
        form.addRow(self.limit_label, self.limit_spin)
        form.addRow(translate("GameSetupDialog", "&Follows:"), self.follows_combo)
        form.addRow(translate("GameSetupDialog", "&Date:"), self.date_edit)
        form.addRow(translate("GameSetupDialog", "N&otes:"), self.notes_edit)

        self.sides = [
            SideBox(translate("GameSetupDialog", "Side 1"), self),
            SideBox(
                translate("GameSetupDialog", "Side 2"),
                self,
                (translate("GameSetupDialog", "Warba&nd:"), translate("GameSetupDialog", "Ro&le:")),
            ),
        ]
        # On a club server a player sets up games of a warband he keeps (docs/club-server.md):
        # his first, against the first other warband.
        role = getattr(parent, "club_role", None)
        self.own_warbands: frozenset[int] | None = (
            role.warbands if role is not None and not role.organises else None
        )
        order = list(range(len(self.warbands)))
        if self.own_warbands:
            order.sort(key=lambda i: self.warbands[i].id not in (self.own_warbands or ()))
        sides_row = QHBoxLayout()
        for index, side in enumerate(self.sides):
            side.warband_combo.blockSignals(True)  # each side's list is filled once, below
            for warband in self.warbands:
                side.warband_combo.addItem(warband.name, warband.id)
            if index < len(self.warbands):
                side.warband_combo.setCurrentIndex(order[index])
            side.warband_combo.blockSignals(False)
            sides_row.addWidget(side)

        self.first_button = QPushButton(
            translate("GameSetupDialog", "Roll for who &goes first (d{die} each)").format(
                die=self.rules.initiative.die
            )
        )
        self.first_button.clicked.connect(self.roll_first)
        self.first_label = plain_label()  # it names the sides
        self.first_label.setWordWrap(True)
        first_row = QHBoxLayout()
        first_row.addWidget(self.first_button)
        first_row.addWidget(self.first_label, 1)

        self.over_limit_box = QCheckBox(
            translate("GameSetupDialog", "Play anyway over the points limit (noted on the game)")
        )
        self.over_limit_box.setObjectName("playOverLimit")
        self.over_limit_allowed = switch(campaign, "allow_over_limit")
        if not self.over_limit_allowed:
            self.over_limit_box.setToolTip(
                translate(
                    "GameSetupDialog",
                    "This campaign keeps to the limit: Campaign settings ▸ General ▸ Points limit.",
                )
            )
        self.over_limit_box.hide()
        self.over_limit_box.toggled.connect(self.update_checks)
        self.errors_label = message_label()
        self.warnings_label = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("GameSetupDialog", "Set up game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addLayout(form)
        body_layout.addLayout(sides_row, 1)
        body_layout.addLayout(first_row)
        body_layout.addWidget(self.over_limit_box)
        layout = QVBoxLayout(self)
        if game is not None:  # another player changing this game meanwhile (a club server)
            self.changed_banner = ChangedBanner(
                editor,
                {"game", "game_side", "game_character"},
                translate("GameSetupDialog", "What you entered is kept; OK first tells you."),
                state=lambda: rows_as_data(
                    Game.select().where(Game.id == game.id),
                    GameSide.select().where(GameSide.game == game.id),
                    GameCharacter.select().where(GameCharacter.game == game.id),
                ),
            )
            layout.addWidget(self.changed_banner)
        layout.addWidget(scrolling(body), 1)
        layout.addWidget(self.errors_label)
        layout.addWidget(self.warnings_label)
        layout.addWidget(self.buttons)

        self.scenario_combo.currentIndexChanged.connect(self._scenario_changed)
        self.limit_spin.valueChanged.connect(self.update_checks)
        for side in self.sides:
            side._fill_characters()
        if self.rules.id == BEASTRIDER:
            self.limit_label.hide()
            self.limit_spin.hide()
        if game is not None:
            self._load(game)
        self._ready = True
        self._scenario_changed()

    def _load(self, game: Game) -> None:
        """Show the setup of a game not yet recorded, to change it."""
        self.ok_button.setText(translate("GameSetupDialog", "Save changes"))
        self.select_scenario(game.scenario)
        self.limit_spin.setValue(game.points_limit or 0)
        self.follows_combo.choose(game.follows_id)
        if game.played_on:
            day = game.played_on
            self.date_edit.setDate(QDate(day.year, day.month, day.day))
        self.notes_edit.setPlainText(game.notes)
        details = game.details or {}
        self.over_limit_box.setChecked(bool(details.get("over_limit")))
        self.initiative = details.get("initiative")
        if self.initiative:
            self.first_label.setText(self._initiative_text())
            self._roll_stands()
        self._roles = {plan.warband_id: plan.role for plan in setup_of(game)}
        for side, plan in zip(self.sides, setup_of(game), strict=False):
            side.warband_combo.blockSignals(True)
            side.warband_combo.setCurrentIndex(side.warband_combo.findData(plan.warband_id))
            side.warband_combo.blockSignals(False)
            side._fill_characters(plan.character_ids)

    # --- live checks ------------------------------------------------------------------

    def scenario(self) -> str:
        return self.scenario_combo.currentData()

    def select_scenario(self, scenario_id: str) -> None:
        self.scenario_combo.setCurrentIndex(self.scenario_combo.findData(scenario_id))

    def _scenario_changed(self) -> None:
        scenario = self.rules.scenarios[self.scenario()]
        self.scenario_text.setText(scenario.text)
        for index, side in enumerate(self.sides):
            side.role_combo.blockSignals(True)
            side.role_combo.clear()
            for role in scenario.roles:
                side.role_combo.addItem(translate("GameSetupDialog", role.capitalize()), role)
            if scenario.roles:
                side.role_combo.setCurrentIndex(index % len(scenario.roles))
                kept = self._roles.get(side.warband_combo.currentData())
                if kept in scenario.roles:
                    side.role_combo.setCurrentIndex(side.role_combo.findData(kept))
            side.role_combo.blockSignals(False)
            side.role_combo.setVisible(bool(scenario.roles))
            side.role_label.setVisible(bool(scenario.roles))
        self.update_checks()

    def plans(self) -> list[SidePlan]:
        return [side.plan() for side in self.sides]

    def points_limit(self) -> int | None:
        return self.limit_spin.value() or None

    def update_checks(self) -> None:
        if not self._ready:
            return
        plans = self.plans()
        if any(plan.warband_id is None for plan in plans):
            self._show_checks(
                [translate("GameSetupDialog", "The campaign needs two warbands for a game.")], []
            )
            return
        if self.own_warbands is not None and not any(
            plan.warband_id in self.own_warbands for plan in plans
        ):
            self._show_checks([translate("GameSetupDialog", OWN_SIDE)], [])
            return
        check = check_setup(
            campaign=self.campaign,
            scenario=self.scenario(),
            sides=plans,
            points_limit=self.points_limit(),
            over_limit=self.over_limit_box.isChecked(),
        )
        self.over_limit_box.setVisible(bool(check.over_limit))
        self.over_limit_box.setEnabled(self.over_limit_allowed)
        for side, points in zip(self.sides, check.points, strict=False):
            count = len(side.plan().character_ids)
            if self.rules.id == BEASTRIDER:
                side.points_label.setText(
                    translate("GameSetupDialog", "%n fielded", None, None, count)
                )
            else:
                side.points_label.setText(
                    translate(
                        "GameSetupDialog", "%n fielded, {points} points", None, None, count
                    ).format(points=points)
                )
        self._show_checks(list(check.errors), list(check.warnings))

    def _show_checks(self, errors: list[str], warnings: list[str]) -> None:
        self.errors_label.setText("\n".join(f"✗ {e}" for e in errors))
        self.errors_label.setStyleSheet(ERROR_STYLE)
        self.errors_label.setVisible(bool(errors))
        if not errors and not warnings:
            self.warnings_label.setText(
                "✓ " + translate("GameSetupDialog", "The sides meet the scenario's rules.")
            )
            self.warnings_label.setStyleSheet(OK_STYLE)
        else:
            self.warnings_label.setText("\n".join(f"⚠ {w}" for w in warnings))
            self.warnings_label.setStyleSheet(WARNING_STYLE)
        self.warnings_label.setVisible(bool(self.warnings_label.text()))
        self.ok_button.setEnabled(not errors)
        self.ok_button.setToolTip(tip(" ".join(errors)))

    # --- actions ----------------------------------------------------------------------

    def roll_first(self) -> None:
        """Each side rolls the game's die, again on a tie; the higher chooses (B9 in The
        Beastrider Wars, who is player 1 in Caliburn's Wrath)."""
        names = [side.warband_combo.currentText() for side in self.sides]
        self.initiative = roll_first_player(rules=self.rules, sides=names, rng=self.rng)
        self.first_label.setText(self._initiative_text())
        self._roll_stands()

    def _roll_stands(self) -> None:
        """Rolled once, the roll stands: rolling until one likes the result is not a roll."""
        self.first_button.setEnabled(False)
        self.first_button.setToolTip(
            translate(
                "GameSetupDialog", "The roll stands; choosing another warband for a side voids it"
            )
        )

    def _sides_changed(self) -> None:
        """Another warband on a side: a roll made for the old sides no longer counts."""
        if self.initiative is not None and self.initiative.get("sides") != [
            side.warband_combo.currentText() for side in self.sides
        ]:
            self.initiative = None
            self.first_label.setText("")
            self.first_button.setEnabled(True)
            self.first_button.setToolTip("")

    def _initiative_text(self) -> str:
        """The roll in words, naming which side rolled what."""
        assert self.initiative is not None
        return describe_roll(self.rules, recorded_roll(self.initiative))

    def accept(self) -> None:
        follows_id = self.follows_combo.currentData()
        follows = Game.get_by_id(follows_id) if follows_id else None
        qdate = self.date_edit.date()
        setup = {
            "scenario": self.scenario(),
            "sides": self.plans(),
            "points_limit": self.points_limit(),
            "follows": follows,
            "played_on": dt.date(qdate.year(), qdate.month(), qdate.day()),
            "notes": self.notes_edit.toPlainText(),
            "initiative": self.initiative,
            "over_limit": self.over_limit_box.isChecked(),
        }
        stale = self.game and self.changed_banner.refuse_stale_save(
            translate("GameSetupDialog", "Game {number}").format(number=self.game.number)
        )
        if stale:
            self.editor.changed_elsewhere()
            self._show_checks([stale], [])
            return
        try:
            if self.game is not None:
                self.editor.run(
                    translate("GameSetupDialog", "change the setup of game {number}").format(
                        number=self.game.number
                    ),
                    edit_game,
                    game=self.game,
                    **setup,
                )
                self.result_value = self.game
            else:
                self.result_value = self.editor.run(
                    lambda game: translate("GameSetupDialog", "set up game {number}").format(
                        number=game.number
                    ),
                    create_game,
                    campaign=self.campaign,
                    **setup,
                )
        except MusterError as exc:
            self._show_checks([str(exc)], [])
            return
        super().accept()
