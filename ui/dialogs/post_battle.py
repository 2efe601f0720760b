"""Post-battle recording: the whole game on one screen, every fielded character in one table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from i18n import translate
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import MusterError
from models.games import fielded, scenario_name, sides_of
from models.outcomes import outcome_state, record_outcome
from models.reports import report_outcome
from models.shop import kit
from models.stash import stashed_by
from models.store.schema import UNRECORDED, Character, Game
from models.tracker import TrackedOutcome
from rules.aftermath import broken_gear, carry_over, carry_over_xp
from rules.experience import xp_awards
from rules.outcomes import (
    FIGHTER,
    WEAPON,
    blank_outcome,
    breakable_weapons,
    kill_hints,
    shape_of,
)
from ui.common import ERROR_STYLE, WARNING_STYLE, MusterDialog, message_label, set_message
from ui.live import ChangedBanner
from ui.outcome_table import (
    ChoicesRole,
    Column,
    MaximumRole,
    OutcomeDelegate,
    OutcomeRow,
    OutcomeTableModel,
    columns_of,
)
from ui.text import no_mnemonic, plain_label, tip
from ui.undo import Editor
from ui.views import fit_rows_to_text, keyboard_friendly, name_for_readers

__all__ = [
    "ChoicesRole",
    "Column",
    "MaximumRole",
    "OutcomeDelegate",
    "OutcomeRow",
    "OutcomeTableModel",
    "PostBattleDialog",
    "columns_of",
]


class PostBattleDialog(MusterDialog):
    """Record a game's outcome, or reopen a recorded one and correct it."""

    default_size = (1100, 560)

    def __init__(
        self,
        parent: QWidget | None,
        editor: Editor,
        *,
        game: Game,
        prefill: TrackedOutcome | None = None,
        report: bool = False,
    ) -> None:
        # ``prefill``: the outcome a game played at the table says (models.tracker), shown
        # for the players to check and change before recording it. ``report``: a player on
        # a club server reports the game, for the other side to confirm (models.reports).
        self.prefill = prefill
        self.report = report
        self.game = Game.get_by_id(game.id)
        # The recording as this dialog found it: if another player records or corrects the
        # game meanwhile, saving is refused instead of overwriting theirs.
        self.seen_state = outcome_state(self.game)
        self.correcting = self.game.result != UNRECORDED
        title = (
            translate("PostBattleDialog", "Report a correction of game {number}")
            if self.correcting and report
            else translate("PostBattleDialog", "Correct game {number}")
            if self.correcting
            else translate("PostBattleDialog", "Report game {number}")
            if report
            else translate("PostBattleDialog", "Record game {number}")
        )
        super().__init__(parent, "PostBattleDialog", title.format(number=self.game.number))
        self.editor = editor
        self.rules = rules_of(self.game.campaign)
        self.sides = sides_of(self.game)

        against = translate("PostBattleDialog", " against ")  # between the sides' names
        heading = plain_label(
            translate("PostBattleDialog", "Game {number}: {scenario} — {sides}").format(
                number=self.game.number,
                scenario=scenario_name(self.rules, self.game.scenario),
                sides=against.join(side.warband.name for side in self.sides),
            )
        )
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)

        self.result_group = QButtonGroup(self)
        result_row = QHBoxLayout()
        result_row.addWidget(QLabel(translate("PostBattleDialog", "Result:")))
        self.result_buttons: dict[int | None, QRadioButton] = {}
        for side in self.sides:
            won = translate("PostBattleDialog", "{warband} won").format(warband=side.warband.name)
            button = QRadioButton(no_mnemonic(won), self)
            self.result_buttons[side.warband_id] = button
        self.result_buttons[None] = QRadioButton(translate("PostBattleDialog", "Draw"), self)
        for button in self.result_buttons.values():
            self.result_group.addButton(button)
            result_row.addWidget(button)
        result_row.addStretch(1)

        campaign = self.game.campaign
        self.xp_awards = (
            xp_awards(campaign.house_rules or {}) if switch(campaign, EXPERIENCE) else None
        )
        self.model = OutcomeTableModel(self.rules, self, xp_awards=self.xp_awards)
        self.model.set_rows(self._rows())
        self.view = QTableView()
        self.view.setModel(self.model)
        name_for_readers(
            self.view,
            translate("PostBattleDialog", "Outcomes"),
            translate(
                "PostBattleDialog",
                "One row per warrior who took the field, with what happened to him; edit a cell with Enter or by typing.",  # noqa: E501
            ),
        )
        keyboard_friendly(self.view, OutcomeDelegate(self.view))
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.AllEditTriggers
            & ~QAbstractItemView.EditTrigger.CurrentChanged
        )
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        self._fit_columns()

        # Capture the Relic: the first side to escape with the relic wins, so its carrier is
        # one of the winners (C11); the list follows the result chosen.
        self.relic_combo = QComboBox()
        relic_row = QHBoxLayout()
        self.relic_label = QLabel(translate("PostBattleDialog", "Carried the &relic off:"))
        self.relic_label.setBuddy(self.relic_combo)
        relic_row.addWidget(self.relic_label)
        relic_row.addWidget(self.relic_combo, 1)
        scenario = self.rules.scenarios.get(self.game.scenario)
        show_relic = scenario is not None and scenario.relic
        self.relic_label.setVisible(show_relic)
        self.relic_combo.setVisible(show_relic)
        # Who carried it at the table, chosen once his side is named the winner (the table
        # knows who carries it, not who escaped with it first: the players say who won).
        self.carrier_wanted: int | None = None
        self._fill_relic()
        self.result_group.buttonToggled.connect(lambda *_: self._fill_relic())
        self.relic_combo.activated.connect(self._carrier_chosen)
        # The XP column follows the result and the relic's carrier (K6).
        self.result_group.buttonToggled.connect(lambda *_: self._show_result_in_table())
        self.relic_combo.currentIndexChanged.connect(lambda *_: self._show_result_in_table())

        self.effects_label = plain_label()
        self.effects_label.setWordWrap(True)
        self._show_effects()
        # A killer changed without his wound (B1): said at once, as the table changes.
        self.hints_label = plain_label()
        self.hints_label.setObjectName("killHints")
        self.hints_label.setWordWrap(True)
        self.hints_label.setStyleSheet(WARNING_STYLE)
        self.model.dataChanged.connect(self._show_hints)
        self._show_hints()
        self.message = message_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        verb = (
            translate("PostBattleDialog", "Report for the other side to confirm")
            if self.report
            else translate("PostBattleDialog", "Save correction")
            if self.correcting
            else translate("PostBattleDialog", "Record game")
        )
        self.ok_button.setText(verb)
        self.ok_button.setToolTip(f"{verb} (Ctrl+Enter)")
        # Enter edits the table; only the button or Ctrl+Enter records (see keyPressEvent).
        for push in self.buttons.buttons():
            if isinstance(push, QPushButton):
                push.setAutoDefault(False)
                push.setDefault(False)
        self.record_action = QAction(verb, self)
        self.record_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.record_action.triggered.connect(self.accept)
        self.addAction(self.record_action)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # A refusal answers what was entered: it goes once the user changes anything.
        self.model.dataChanged.connect(self._clear_message)
        self.result_group.buttonToggled.connect(self._clear_message)
        self.relic_combo.currentIndexChanged.connect(self._clear_message)

        # Another player recording or correcting this game meanwhile (live, on a club
        # server): said here at once; saving is then refused (``expected_state``).
        self.changed_banner = ChangedBanner(
            editor,
            {"game", "game_side", "game_character", "history_entry"},
            translate(
                "PostBattleDialog",
                "This game's recording is no longer as this dialog found it: saving will be refused. Close and open it again to see theirs.",  # noqa: E501
            ),
            differs=self._changed_elsewhere,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.changed_banner)
        layout.addWidget(heading)
        layout.addLayout(result_row)
        layout.addWidget(self.view, 1)
        layout.addLayout(relic_row)
        layout.addWidget(self.hints_label)
        layout.addWidget(self.effects_label)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._load_result()

    def _changed_elsewhere(self) -> bool:
        game = Game.get_or_none(Game.id == self.game.id)
        return game is None or outcome_state(game) != self.seen_state

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
            if self.prefill is not None and not self.correcting:
                outcome.update(self.prefill.outcomes.get(gc.id, {}))
            else:
                outcome.update(gc.outcome or {})
            killers: list[tuple[int | None, str]] = [(None, "—")]
            killers += [
                (o.id, f"{o.name} ({side_names[o.side_id]})")
                for o in everyone
                if o.side_id != gc.side_id
            ]
            weapons: list[tuple[str | None, str]] = [(None, "—")]
            character = characters.get(gc.character_id) if gc.character_id is not None else None
            # What he broke in this game stays his to choose (a correction), though it was
            # taken off his kit since, and so does what his death in this game put in the
            # stash (K5).
            carried = (
                [*kit(character), *broken_gear(outcome), *stashed_by(self.game, gc.id)]
                if character is not None
                else []
            )
            if weapon_fields:
                for item_id in breakable_weapons(self.rules, carried):
                    weapons.append((item_id, self.rules.items[item_id].name))
            rows.append(
                OutcomeRow(
                    gc.id,
                    gc.name,
                    gc.side_id,
                    side_names[gc.side_id],
                    outcome,
                    killers,
                    weapons,
                    tuple(carried),
                )
            )
        return rows

    def _show_result_in_table(self) -> None:
        winner = self.winner()
        side = next((s for s in self.sides if s.warband_id == winner), None)
        carrier = self.relic_combo.currentData() if self.relic_combo.isVisibleTo(self) else None
        self.model.set_result(side.id if side is not None else None, carrier)

    def _carrier_chosen(self) -> None:
        self.carrier_wanted = self.relic_combo.currentData()

    def _fill_relic(self) -> None:
        """Nobody, or one of the winning side's fielded warriors; nobody after a draw."""
        chosen = self.relic_combo.currentData()
        if chosen is None:
            chosen = self.carrier_wanted
        winner_id = self.winner()
        side = next((s for s in self.sides if s.warband_id == winner_id), None)
        self.relic_combo.blockSignals(True)
        self.relic_combo.clear()
        self.relic_combo.addItem(translate("PostBattleDialog", "Nobody"), None)
        for row in self.model.rows():
            if side is not None and row.side_id == side.id:
                self.relic_combo.addItem(f"{row.name} ({row.side})", row.gc_id)
        self.relic_combo.setCurrentIndex(max(0, self.relic_combo.findData(chosen)))
        self.relic_combo.setEnabled(self.relic_combo.count() > 1)
        self.relic_combo.setToolTip(
            ""
            if side is not None
            else translate(
                "PostBattleDialog", "Choose the winners first: one of them carried it off."
            )
        )
        self.relic_combo.blockSignals(False)

    def _load_result(self) -> None:
        if self.correcting:
            key = self.game.winner_id if self.game.result == "winner" else None
            self.result_buttons.get(key, self.result_buttons[None]).setChecked(True)
            carrier = (self.game.details or {}).get("relic_carrier")
            self.relic_combo.setCurrentIndex(max(0, self.relic_combo.findData(carrier)))
        elif self.prefill is not None:
            if self.prefill.winner in self.result_buttons:
                self.result_buttons[self.prefill.winner].setChecked(True)
            self.carrier_wanted = self.prefill.relic_carrier
            self._fill_relic()

    def _fit_columns(self) -> None:
        """Each column as wide as the widest thing it can show, once: widths that followed
        every edit moved the columns under the mouse. Where the screen has no room for them
        all (1280×800, a longer language), titles go on two lines, then the names (of the
        warriors, of who killed them) wrap: nothing behind a sideways scroll bar."""
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        screen = self.screen()
        extra = 2 * self.view.frameWidth() + self.view.verticalScrollBar().sizeHint().width()
        extra += 40  # the dialog's margins
        room = screen.availableGeometry().width() - extra if screen is not None else 10**6
        self._natural_widths()
        if header.length() > room:
            self.model.two_line_titles = True
            self.model.headerDataChanged.emit(
                Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1
            )
            self._natural_widths()
        over = header.length() - room
        names = [
            number
            for number, column in enumerate(self.model.columns)
            if number == 0
            or (column.outcome_field is not None and column.outcome_field.refers_to == FIGHTER)
        ]
        if over > 0 and names:
            self.view.setWordWrap(True)
            metrics = self.view.fontMetrics()
            for number in names:
                longest = max(
                    (
                        metrics.horizontalAdvance(word)
                        for row in range(self.model.rowCount())
                        for word in str(self.model.index(row, number).data() or "").split()
                    ),
                    default=0,
                )
                least = max(longest + 16, header.sectionSizeHint(number))
                give = min(over, max(header.sectionSize(number) - least, 0))
                header.resizeSection(number, header.sectionSize(number) - give)
                over -= give
            fit_rows_to_text(self.view)  # as tall as their wrapped text, after each edit too
            self.view.resizeRowsToContents()
        # Every column keeps what it needs (the warriors' names first); the last takes what
        # is left, and the dialog opens as wide as the table, within the screen.
        header.setStretchLastSection(True)
        wanted = header.length() + extra
        if self.width() < min(wanted, room + extra):
            self.resize(min(wanted, room + extra), self.height())

    def _natural_widths(self) -> None:
        """Each column as wide as its title, its cells, and its lists' longest choice."""
        header = self.view.horizontalHeader()
        self.view.resizeColumnsToContents()
        metrics = self.view.fontMetrics()
        arrow = metrics.horizontalAdvance("M") * 3  # an open list's arrow and margins
        for number, column in enumerate(self.model.columns):
            if column.kind != "choice" or column.outcome_field is None:
                continue
            labels = [
                label
                for row in self.model.rows()
                for _value, label in self.model.choices(row, column.outcome_field)
            ]
            widest = max((metrics.horizontalAdvance(label) for label in labels), default=0)
            header.resizeSection(number, max(header.sectionSize(number), widest + arrow))

    def _show_effects(self) -> None:
        said = list(carry_over(self.rules))
        if self.xp_awards is not None:
            said.append(carry_over_xp(self.xp_awards))
        sentences = [s.text for s in said]
        if self.prefill is not None and not self.correcting:
            sentences.insert(
                0,
                translate(
                    "PostBattleDialog",
                    "Filled in from the game played at the table; change anything first.",
                ),
            )
            sentences.append(
                translate("PostBattleDialog", "Recording keeps the game's log with it.")
            )
        if self.correcting:
            sentences.append(
                translate(
                    "PostBattleDialog",
                    "Saving takes back this game's earlier effects and applies the corrected ones; the histories keep both.",  # noqa: E501
                )
            )
        self.effects_label.setText(" ".join(sentences))
        self.effects_label.setToolTip(
            tip(
                "\n".join(
                    translate("PostBattleDialog", "{effect} Ruling {rulings}.").format(
                        effect=s.text, rulings=s.rulings
                    )
                    for s in said
                    if s.rulings
                )
            )
        )

    def _show_hints(self, *_args: Any) -> None:
        rows = self.model.rows()
        hints = kill_hints(
            self.rules.id,
            {row.gc_id: row.outcome for row in rows},
            {row.gc_id: row.name for row in rows},
        )
        said = [*self.model.moved[-1:], *hints]  # the latest move, then what still disagrees
        self.hints_label.setText(" ".join(f"⚠ {hint}" for hint in said))
        self.hints_label.setVisible(bool(said))

    def _clear_message(self, *_args: Any) -> None:
        set_message(self.message, "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter never records the game: in the table it edits the current cell, on a button
        it presses that button; recording is the button's, or Ctrl+Enter's."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            focused = self.focusWidget()
            if isinstance(focused, QAbstractButton):
                focused.click()
            elif focused is self.view:
                current = self.view.currentIndex()
                if current.flags() & Qt.ItemFlag.ItemIsEditable:
                    self.view.edit(current)
            event.accept()
            return
        super().keyPressEvent(event)

    def winner(self) -> Any:
        checked = self.result_group.checkedButton()
        for warband_id, button in self.result_buttons.items():
            if button is checked:
                return warband_id
        return "unset"

    def set_winner(self, warband_id: int | None) -> None:
        self.result_buttons[warband_id].setChecked(True)

    def accept(self) -> None:
        self._commit_open_editor()
        winner_id = self.winner()
        if winner_id == "unset":
            set_message(
                self.message,
                translate("PostBattleDialog", "Choose the result: a winner, or a draw."),
                ERROR_STYLE,
            )
            return
        winner = next((s.warband for s in self.sides if s.warband_id == winner_id), None)
        outcomes = {row.gc_id: dict(row.outcome) for row in self.model.rows()}
        undo_text = (
            translate("PostBattleDialog", "correct game {number}")
            if self.correcting
            else translate("PostBattleDialog", "record game {number}")
        )
        try:
            if self.report:  # written by the club server's functions: nothing to undo here
                report_outcome(
                    game=self.game,
                    winner=winner,
                    outcomes=outcomes,
                    relic_carrier=self.relic_combo.currentData(),
                )
            else:
                self.editor.run(
                    undo_text.format(number=self.game.number),
                    record_outcome,
                    game=self.game,
                    winner=winner,
                    outcomes=outcomes,
                    relic_carrier=self.relic_combo.currentData(),
                    expected_state=self.seen_state,
                )
        except MusterError as exc:
            self.editor.changed_elsewhere(exc)  # another player's recording: read it
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        super().accept()

    def _commit_open_editor(self) -> None:
        if self.view.state() == QAbstractItemView.State.EditingState:
            self.view.setFocus()  # the open editor hands over what was typed as it closes
