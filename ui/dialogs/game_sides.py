"""The parts of the game set-up dialog (:mod:`ui.dialogs.game_setup`) for its sides and the
game it follows: each side's box (:class:`SideBox`: its warband, role and the characters
fielded, ticked in a :class:`FieldedModel`) and the list of games it may follow
(:class:`FollowsCombo`)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFocusEvent, QWheelEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QListView

from i18n import date_text, translate
from models.games import SidePlan, able_to_play_names, game_choices, scenario_name
from models.store.schema import Campaign
from rules.data import GameData
from rules.games import BEASTRIDER
from ui.item_models import repeats
from ui.views import keyboard_friendly, name_for_readers

CharacterRole = Qt.ItemDataRole.UserRole + 3


class SetupDialog(Protocol):
    """What a side's box uses of its dialog (:class:`~ui.dialogs.game_setup.GameSetupDialog`)."""

    rules: GameData

    def _sides_changed(self) -> None: ...

    def update_checks(self) -> None: ...


@dataclass
class Fielded:
    """A character a side may field: his id, his line in the list, and whether he is ticked."""

    character_id: int
    text: str
    ticked: bool


class FieldedModel(QAbstractListModel):
    """A side's characters able to play, each with a box to tick: a list of plain rows, so
    that a big warband's hundreds of characters cost a row each, not an item object."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Fielded] = []

    def set_rows(self, rows: list[Fielded]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def ticked(self) -> tuple[int, ...]:
        return tuple(row.character_id for row in self.rows if row.ticked)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if row.ticked else Qt.CheckState.Unchecked
        if role == CharacterRole:
            return row.character_id
        return None

    def setData(
        self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = 0
    ) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.CheckStateRole:
            return False
        row = self.rows[index.row()]
        # Qt hands the check state as its enum or as its number, depending on who sets it
        ticked = Qt.CheckState(value) == Qt.CheckState.Checked
        if ticked != row.ticked:
            row.ticked = ticked
            self.dataChanged.emit(index, index, [role])
        return True

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
            | Qt.ItemFlag.ItemNeverHasChildren
        )


class SideBox(QGroupBox):
    """One side: its warband, its role, and the characters it fields (ticked)."""

    def __init__(
        self, title: str, dialog: SetupDialog, labels: tuple[str, str] | None = None
    ) -> None:
        """``labels``: the warband's and the role's, each side with its own Alt keys."""
        if labels is None:
            labels = (
                translate("GameSetupDialog", "&Warband:"),
                translate("GameSetupDialog", "&Role:"),
            )
        super().__init__(title)
        self.dialog = dialog
        self.warband_combo = QComboBox()
        self.role_combo = QComboBox()
        self.characters = FieldedModel(self)
        self.list_view = QListView()
        self.list_view.setModel(self.characters)
        name_for_readers(
            self.list_view,
            translate("GameSetupDialog", "{side}: characters fielded").format(side=title),
            translate(
                "GameSetupDialog",
                "The warband's characters able to play; those ticked take the field (Space ticks).",
            ),
        )
        keyboard_friendly(self.list_view)
        self.points_label = QLabel()
        form = QFormLayout(self)
        form.addRow(labels[0], self.warband_combo)
        self.role_label = QLabel(labels[1])
        self.role_label.setBuddy(self.role_combo)
        form.addRow(self.role_label, self.role_combo)
        form.addRow(self.list_view)
        form.addRow(self.points_label)
        # (Not the slot itself: the signal's index would be taken for the ticked ids.)
        self.warband_combo.currentIndexChanged.connect(lambda _index: self._fill_characters())
        self.warband_combo.currentIndexChanged.connect(dialog._sides_changed)
        self.role_combo.currentIndexChanged.connect(dialog.update_checks)
        self.characters.dataChanged.connect(dialog.update_checks)

    def _fill_characters(self, ticked: tuple[int, ...] | None = None) -> None:
        """The warband's characters able to play, each ticked (or those of ``ticked``)."""
        rows = []
        warband_id = self.warband_combo.currentData()
        if warband_id is not None:
            rules = self.dialog.rules
            for character_id, name, profile_id in able_to_play_names(warband_id):
                profile = rules.profiles.get(profile_id)
                points = (
                    translate("GameSetupDialog", "{points} pts").format(points=profile.points)
                    if profile and rules.id != BEASTRIDER
                    else ""
                )
                profile_name = profile.name if profile else profile_id
                hero = bool(profile and profile.hero)
                # A hero named as his profile is named once: "Sir Kai (10 pts)".
                said = "" if repeats(name, profile_name, hero=hero) else profile_name
                details = ", ".join(part for part in (said, points) if part)
                # Most games field the whole band.
                on = ticked is None or character_id in ticked
                rows.append(Fielded(character_id, f"{name} ({details})" if details else name, on))
        self.characters.set_rows(rows)
        self.dialog.update_checks()

    def plan(self) -> SidePlan:
        ticked = self.characters.ticked()
        role = self.role_combo.currentData() if self.role_combo.count() else ""
        return SidePlan(self.warband_combo.currentData(), role or "", ticked)


class FollowsCombo(QComboBox):
    """The game a new one follows: nothing, or one of the campaign's games, the newest
    chosen. A long campaign has a thousand games and more; the list holds the newest (and the
    game chosen) until the user goes to it, and then every game (:meth:`every_game`)."""

    def __init__(self, campaign: Campaign, rules: GameData, itself: int | None) -> None:
        super().__init__()
        self.campaign, self.rules, self.itself = campaign, rules, itself
        self.whole = False
        self.addItem(translate("GameSetupDialog", "Nothing: a new story"), None)
        self._add(game_choices(campaign, newest=2))  # the newest, besides the game itself
        if self.count() > 1:
            self.setCurrentIndex(1)

    def _add(self, choices: list[tuple[int, int, str, dt.date | None]]) -> None:
        for game_id, number, scenario, played_on in choices:
            if game_id == self.itself:
                continue  # a game does not follow itself
            if self.findData(game_id) >= 0:
                continue
            name = scenario_name(self.rules, scenario)
            if played_on:
                label = translate("GameSetupDialog", "Game {number}: {scenario}, {date}").format(
                    number=number, scenario=name, date=date_text(played_on)
                )
            else:
                label = translate("GameSetupDialog", "Game {number}: {scenario}").format(
                    number=number, scenario=name
                )
            self.addItem(label, game_id)

    def choose(self, game_id: int | None) -> None:
        """Choose the game of id ``game_id`` (None: nothing)."""
        if game_id is not None and self.findData(game_id) < 0 and not self.whole:
            self._add(game_choices(self.campaign, newest=0, including=game_id))
        self.setCurrentIndex(max(0, self.findData(game_id)))

    def every_game(self) -> None:
        """Every game of the campaign, newest first, the one chosen kept."""
        if self.whole:
            return
        self.whole = True
        chosen = self.currentData()
        self.blockSignals(True)
        self.clear()
        self.addItem(translate("GameSetupDialog", "Nothing: a new story"), None)
        self._add(game_choices(self.campaign))
        self.setCurrentIndex(max(0, self.findData(chosen)))
        self.blockSignals(False)

    def showPopup(self) -> None:
        self.every_game()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.every_game()  # the arrow keys, the wheel and typing go through every game
        super().focusInEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.every_game()
        super().wheelEvent(event)
