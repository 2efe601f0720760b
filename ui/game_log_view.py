"""The selected game's log on the Games tab: turn by turn, as it was tracked at the table
(kept with the game once recorded, or as it stands while the game is being played)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from i18n import translate
from models.store.schema import Game
from models.tracker import game_log, log_note
from ui.text import plain_label
from ui.unreadable import shown_or_unreadable
from ui.views import name_for_readers


class GameLogView(QWidget):
    """A read-only list of the selected game's log lines, "Turn 2 · ..."."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(translate("GameLogView", "The game, turn by turn"))
        self.title.setObjectName("gameLogTitle")
        self.lines = QListWidget()
        self.lines.setObjectName("gameLog")
        self.lines.setWordWrap(True)
        self.lines.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        name_for_readers(
            self.lines,
            translate("GameLogView", "The game, turn by turn"),
            translate(
                "GameLogView",
                "The selected game's log as it was tracked at the table, one line each change, oldest first.",  # noqa: E501
            ),
        )
        self.empty = plain_label()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note = plain_label()
        self.note.setObjectName("gameLogNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.empty)
        self.show_game(None)

    def show_game(self, game_id: int | None) -> None:
        """Show the log of the game ``game_id`` (None: nothing selected)."""
        with shown_or_unreadable(translate("GameLogView", "This game's log"), self._unreadable):
            self._show(game_id)

    def _unreadable(self, words: str) -> None:
        self.note.setVisible(False)
        self.lines.clear()
        self.lines.setVisible(False)
        self.empty.setText(words)
        self.empty.setVisible(True)

    def _show(self, game_id: int | None) -> None:
        game = Game.get_or_none(Game.id == game_id) if game_id is not None else None
        lines = [str(line) for line in game_log(game)] if game is not None else []
        note = log_note(game) if game is not None and lines else ""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.lines.clear()
        self.lines.addItems(lines)
        self.lines.setVisible(bool(lines))
        self.empty.setVisible(not lines)
        self.empty.setText(
            translate(
                "GameLogView",
                "Play a game at the table (Games ▸ Play this game…) and its log shows here.",
            )
            if game is not None
            else ""
        )

    def shown(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [self.lines.item(i).text() for i in range(self.lines.count())]
