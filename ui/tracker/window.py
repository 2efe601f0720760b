"""The game tracker: a game played at the table, each side's characters with their live
state, the turn and who acts first, the fight with its odds, and the game's log.

Every change is written at once, in one transaction (:mod:`models.tracker`), and everything
shown is read again from the database through one method, :meth:`TrackerWindow.reload`: after
each change, after anything the main window changes, and whenever another Muster on the club
server changes it (``Editor.others_changed``, ``ui/live.py``). A tracker opened ``read_only``
(:meth:`TrackerWindow.set_read_only`) shows the game and its odds, live, but changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from i18n import QT_TRANSLATE_NOOP, translate
from models import tracker as tracking
from models.campaigns import rules_of
from models.colours import warband_colours
from models.errors import MusterError
from models.games import scenario_name, sides_of
from models.store.schema import Game
from models.tracker import Tracking
from rules import tracker as t
from rules.experience import Account
from ui import common
from ui.common import ERROR_STYLE, MusterDialog, message_label, set_message
from ui.roster_cards import STAT_BOX_STYLE, badge_style, stripe_style
from ui.text import plain_label, tip
from ui.tracker.cards import Card, button
from ui.tracker.fight import FightPanel
from ui.tracker.game_cards import card_for
from ui.tracker.grid import CardGrid
from ui.tracker.key_actions import KeyActions
from ui.tracker.keys import keys_of
from ui.tracker.turns import DiceDialog, TurnBar
from ui.undo import Editor
from ui.views import name_for_readers

if TYPE_CHECKING:
    from ui.dialogs.post_battle import PostBattleDialog

# Keys that only look (pick who fights, table mode): they work in a read-only tracker too.
LOOKING = {"select_next", "select_previous", "attacker_next", "attacker_previous", "swap"}
LOOKING |= {"table_mode"}

STYLE = """
QLabel#title, QLabel#headline, QLabel#sideName { font-weight: bold; }
QPushButton#step { min-width: 1.2em; max-width: 2.4em; padding: 1px 2px; }
QLabel#attackPips, QLabel#defendPips { font-size: 14pt; letter-spacing: 1px; }
QFrame#card { border: 1px solid palette(mid); border-radius: 6px; background: palette(base); }
QFrame#card[role="defender"] { border: 3px solid palette(highlight); }
QFrame#card[role="attacker"] { border: 3px dashed #b00020; }
QFrame#card[out="true"] QLabel { color: palette(placeholder-text); }
QLabel#cardName { font-weight: bold; }
QLabel#cardRole { font-weight: bold; }
QLabel#watching { color: #8a5a00; font-weight: bold; }
"""
STYLE += badge_style("QLabel#cardStatus") + STAT_BOX_STYLE  # as on the warrior cards
# Table mode: large type, readable from a metre away. The type is a share of the screen's
# height, so it looks the same on a laptop at 100% and at 200% scaling, and the table still fits.
TABLE_TYPE_SHARE = 52  # the screen's height in lines of the usual type
TABLE_TYPE_PX = (12, 28)  # the smallest and the largest usual type, in pixels


WATCHING = QT_TRANSLATE_NOOP("TrackerWindow", "Watching: this tracker is read-only.")


def table_style(px: int) -> str:
    """Table mode's style sheet, its usual type ``px`` pixels high."""

    def size(scale: float) -> str:
        return f"{round(px * scale)}px"

    return (
        STYLE
        + f"""
QWidget {{ font-size: {size(1)}; }}
QLabel#headline {{ font-size: {size(1.6)}; font-weight: bold; }}
QLabel#cardName {{ font-size: {size(1.25)}; }}
QLabel#statLabel {{ font-size: {size(0.8)}; }}
QLabel#statValue {{ font-size: {size(1.2)}; font-weight: bold; }}
QLabel#attackPips, QLabel#defendPips {{ font-size: {size(1.4)}; }}
QLabel#fightOdds {{ font-size: {size(1.25)}; font-weight: bold; }}
QListWidget#log {{ font-size: {size(0.85)}; }}
QLabel#sideName {{ font-size: {size(1.1)}; font-weight: bold; }}
QCheckBox::indicator {{ width: {size(0.8)}; height: {size(0.8)}; }}
"""
    )


def _against(names: list[str]) -> str:
    """The sides' names, one against the other: "Camelot against Kent"."""
    joined = names[0] if names else ""
    for name in names[1:]:
        joined = translate("TrackerWindow", "{one} against {other}").format(one=joined, other=name)
    return joined


def table_type(screen_height: int) -> int:
    """The usual type of table mode on a screen ``screen_height`` pixels high (logical)."""
    low, high = TABLE_TYPE_PX
    return max(low, min(high, screen_height // TABLE_TYPE_SHARE))


class TrackerWindow(KeyActions, MusterDialog):
    """One game at the table. Not modal: it stays open beside the main window, or fills the
    screen in table mode."""

    # As much of the screen as a 1600×1000 one gives: six a side in two columns each, the
    # fight and the log beneath (a smaller screen shrinks it, ui.common.fit_to_screen).
    default_size = (1600, 1000)
    tracking_changed = Signal()  # the turn moved on, or the game was finished or abandoned
    game_finished = Signal(int)  # the game's id, once recorded

    def __init__(
        self, parent: QWidget | None, editor: Editor, *, game: Game, read_only: bool = False
    ) -> None:
        game = Game.get_by_id(game.id)
        self.rules = rules_of(game.campaign)
        title = translate("TrackerWindow", "Game {number}: {scenario}").format(
            number=game.number, scenario=scenario_name(self.rules, game.scenario)
        )
        super().__init__(
            parent,
            "TrackerWindow",
            translate("TrackerWindow", "{game} — at the table").format(game=title),
        )
        self.setModal(False)
        self.setWindowFlags(
            Qt.WindowType.Window
            | Qt.WindowType.WindowMinMaxButtonsHint
            | Qt.WindowType.WindowCloseButtonHint
        )
        self.editor = editor
        self.game_id = game.id
        self.number = game.number
        self.read_only = read_only
        self.holds_table = False  # this Muster's claim on the game (models.tracker.claim_table)
        # Finishing reports the game for the other side to confirm (a player on a club
        # server), rather than records it (ui/tracker/opening.py sets it).
        self.reports = False
        self.tracking: Tracking | None = None
        self.selected: int | None = None
        self.cards: dict[int, Card] = {}
        self.post_battle: PostBattleDialog | None = None

        game_sides = sides_of(game)
        sides = _against([side.warband.name for side in game_sides])
        colours = warband_colours(game.campaign_id)
        # Each side's warband colour, in the order the table has the sides.
        self.side_colours = [colours.get(side.warband_id, "") for side in game_sides]
        # names as typed (ui.text)
        self.title_label = plain_label(
            translate("TrackerWindow", "{game} — {sides}").format(game=title, sides=sides)
        )
        self.title_label.setObjectName("title")
        # the reason may name a login
        self.watching_label = plain_label(translate("TrackerWindow", WATCHING))
        self.watching_label.setObjectName("watching")
        self.watching_label.setWordWrap(True)
        self.watching_label.setVisible(read_only)
        # An organiser watching a game another Muster plays may take its table over.
        self.may_take_over = False
        self.take_over_button = QPushButton(translate("TrackerWindow", "Take &over the table"))
        self.take_over_button.setToolTip(
            tip(
                translate(
                    "TrackerWindow",
                    "Play this game here: the Muster playing it now is refused its next change and follows the game from then on",  # noqa: E501
                )
            )
        )
        self.take_over_button.clicked.connect(self.take_over)
        self.take_over_button.hide()
        self.turn_bar = TurnBar()
        self.turn_bar.roll_requested.connect(self.roll)
        self.turn_bar.type_requested.connect(self.type_dice)
        self.turn_bar.next_requested.connect(self.next_turn)
        self.turn_bar.first_requested.connect(lambda side: self.make(t.Change(t.FIRST, side=side)))
        self.side_labels: list[QLabel] = []
        self.side_grids: list[CardGrid] = []
        self.fight = FightPanel(self.rules)
        self.fight.picked.connect(self._fight_picked)
        self.fight.change_requested.connect(self.make)
        self.log_view = QListWidget()
        self.log_view.setObjectName("log")
        self.log_view.setWordWrap(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        name_for_readers(
            self.log_view,
            translate("TrackerWindow", "The game's log"),
            translate(
                "TrackerWindow",
                "Every change made at the table, one line each, oldest first: the turn, then what happened.",  # noqa: E501
            ),
        )
        self.message = message_label()
        self.ended_label = QLabel()
        self.ended_label.setObjectName("ended")
        self.ended_label.setStyleSheet(ERROR_STYLE)
        self.ended_label.hide()

        self.actions_by_name: dict[str, QAction] = {}
        for key in keys_of(self.rules.id):
            action = QAction(translate("TrackerKeys", key.what), self)
            action.setObjectName(key.name)
            action.setShortcut(QKeySequence(key.keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(getattr(self, key.name))
            self.addAction(action)
            self.actions_by_name[key.name] = action
        self.take_back_button = button(translate("TrackerWindow", "&Take back the last change"))
        self.take_back_button.clicked.connect(self.take_back)
        self.table_button = button(translate("TrackerWindow", "Table &mode"))
        self.table_button.setCheckable(True)
        self.table_button.clicked.connect(self.table_mode)
        self.finish_button = button(translate("TrackerWindow", "&Finish game…"))
        self.finish_button.clicked.connect(self.finish)
        self.abandon_button = button(translate("TrackerWindow", "A&bandon game…"))
        self.abandon_button.clicked.connect(self.abandon)
        self.close_button = button(translate("TrackerWindow", "&Close"))
        self.close_button.clicked.connect(self.close)
        self.close_button.setToolTip(
            translate("TrackerWindow", "The game stays at the table: Games ▸ Resume playing…")
        )
        self._build()
        for index, label in enumerate(self.side_labels):
            if index < len(self.side_colours) and self.side_colours[index]:
                label.setStyleSheet(
                    f"border: 0px; border-left: 6px solid {self.side_colours[index]}; "
                    "padding-left: 6px;"
                )
        self.setStyleSheet(STYLE)
        self._fit_screen()
        editor.changed.connect(self.reload)
        editor.others_changed.connect(self.reload)  # another Muster at the table: live
        self.reload()

    def set_read_only(self, read_only: bool, reason: str = "") -> None:
        """The one switch between playing the game here and watching it: ``reason`` says why
        this Muster only watches (another is tracking it; club roles, issue 13, decide too)."""
        self.read_only = read_only
        reason = reason or translate("TrackerWindow", WATCHING)
        self.watching_label.setText(reason)
        self.watching_label.setToolTip(tip(reason))
        self.watching_label.setVisible(read_only)
        self.take_over_button.setVisible(read_only and self.may_take_over)
        self.reload()

    def take_over(self) -> None:
        """An organiser takes the table over from the Muster playing the game."""
        try:
            taken = tracking.take_table(self.game())
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            return
        if taken:
            self.holds_table = True
            self.set_read_only(False)

    def _build(self) -> None:
        """The turn on top; each side's characters side by side, taking the room; the fight
        and the log beneath them."""
        sides = QHBoxLayout()
        for _index in range(2):
            column = QVBoxLayout()
            label = plain_label()
            label.setObjectName("sideName")
            label.setWordWrap(True)
            holder = CardGrid()
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(holder)
            scroll.viewport().installEventFilter(holder)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards' controls take Tab
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            column.addWidget(label)
            column.addWidget(scroll, 1)
            self.side_labels.append(label)
            self.side_grids.append(holder)
            sides.addLayout(column, 1)
        log_box = QVBoxLayout()
        log_title = QLabel(translate("TrackerWindow", "The game's log"))
        log_title.setObjectName("logTitle")
        log_box.addWidget(log_title)
        log_box.addWidget(self.log_view, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.fight, 3)
        bottom.addLayout(log_box, 2)
        self.log_view.setMinimumWidth(self.fontMetrics().horizontalAdvance("x") * 28)
        buttons = QHBoxLayout()
        for made in (self.take_back_button, self.table_button):
            buttons.addWidget(made)
        buttons.addStretch(1)
        for made in (self.finish_button, self.abandon_button, self.close_button):
            buttons.addWidget(made)
        # Everything in one scroll area: a window never larger than its screen still reaches
        # every control (a small laptop's, or a desktop scaled up twice).
        content = QWidget()
        content.setObjectName("trackerBody")
        layout = QVBoxLayout(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.body = QScrollArea()
        self.body.setObjectName("trackerScroll")
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QScrollArea.Shape.NoFrame)
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.body.setWidget(content)
        outer.addWidget(self.body)
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.watching_label)
        top.addWidget(self.take_over_button)
        layout.addLayout(top)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.ended_label)
        # The cards take the room; the fight and the log can be dragged taller or shorter.
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("trackerSplitter")
        self.splitter.setChildrenCollapsible(False)
        upper, lower = QWidget(), QWidget()
        sides.setContentsMargins(0, 0, 0, 0)
        bottom.setContentsMargins(0, 0, 0, 0)
        upper.setLayout(sides)
        lower.setLayout(bottom)
        self.splitter.addWidget(upper)
        self.splitter.addWidget(lower)
        # The cards take what the fight and the log, at the height they need, leave.
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self._lower = lower
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

    def _fit_screen(self) -> None:
        """Never larger than the screen it opens on (a small laptop's, say)."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            self.resize(min(self.width(), room.width()), min(self.height(), room.height()))

    # --- reading --------------------------------------------------------------------------

    def game(self) -> Game:
        return Game.get_by_id(self.game_id)

    def reload(self) -> None:
        """Read the game from the database again and show it as it is: the only way anything
        on this screen changes (a change made here, in the main window, or elsewhere)."""
        game = Game.get_or_none(Game.id == self.game_id)
        before = self.tracking
        self.tracking = tracking.read_tracking(game) if game is not None else None
        if self.tracking is None:
            self._ended()
            if before is not None:
                self.tracking_changed.emit()
            return
        table = self.tracking.table
        if set(self.cards) != set(table.seats):
            self._seat_cards(table)
        if self.selected not in table.seats:
            self.selected = next(iter(table.seats))
            self.fight.table = table
        self.fight.show_table(table, read_only=self.read_only)
        if self.selected is not None and self.fight.defender() != self.selected:
            self.fight.set_defender(self.selected)
        self._draw_cards()
        self.turn_bar.show_table(self.rules, table, read_only=self.read_only)
        for index, label in enumerate(self.side_labels):
            label.setText(self._side_text(table, index))
        self._draw_log()
        last = self.tracking.last
        self.take_back_button.setEnabled(bool(last) and not self.read_only)
        self.take_back_button.setToolTip(
            tip(translate("TrackerWindow", "Take back: {change}").format(change=last))
            if last
            else translate("TrackerWindow", "Nothing to take back")
        )
        for name, action in self.actions_by_name.items():
            action.setEnabled(name in LOOKING or not self.read_only)
        for made in (self.finish_button, self.abandon_button):
            made.setEnabled(not self.read_only)
        if before is not None and before.table.turn.number != table.turn.number:
            self.tracking_changed.emit()

    def _seat_cards(self, table: t.Table) -> None:
        for grid in self.side_grids:
            grid.clear()
        self.cards = {}
        for place, seat in table.seats.items():
            card = card_for(self.rules, place)
            colour = self.side_colours[seat.side] if seat.side < len(self.side_colours) else ""
            if colour:  # his warband's stripe, as on his roster card; the frames keep theirs
                card.setStyleSheet(stripe_style("QFrame#card", colour))
            card.clicked.connect(self.select)
            card.change_requested.connect(self.make)
            self.cards[place] = card
            card.show_table(
                table, selected=False, attacker=False, read_only=self.read_only, xp=self._xp(place)
            )
            self.side_grids[seat.side % len(self.side_grids)].add(card)

    def _draw_cards(self) -> None:
        assert self.tracking is not None
        table = self.tracking.table
        attacker = self.fight.attacker()
        for place, card in self.cards.items():
            card.show_table(
                table,
                selected=place == self.selected,
                attacker=place == attacker and place != self.selected,
                read_only=self.read_only,
                xp=self._xp(place),
            )

    def _xp(self, place: int) -> Account | None:
        """His XP, when the campaign has experience on (K6)."""
        xp = self.tracking.xp if self.tracking is not None else None
        return xp.get(place) if xp is not None else None

    def _side_text(self, table: t.Table, index: int) -> str:
        sides = [i for i in range(len(table.sides)) if i % 2 == index]
        parts = []
        for side in sides:
            seats = [p for p, seat in table.seats.items() if seat.side == side]
            standing = sum(1 for p in seats if table.in_play(p))
            if table.turn.first == side:
                text = translate(
                    "TrackerWindow", "{side}: {standing} of {seats} fighting · acts first"
                )
            else:
                text = translate("TrackerWindow", "{side}: {standing} of {seats} fighting")
            parts.append(text.format(side=table.sides[side], standing=standing, seats=len(seats)))
        return "\n".join(parts)

    def _draw_log(self) -> None:
        assert self.tracking is not None
        lines = [str(line) for line in self.tracking.lines]
        shown = [self.log_view.item(i).text() for i in range(self.log_view.count())]
        if shown != lines:
            self.log_view.clear()
            self.log_view.addItems(lines)
            self.log_view.scrollToBottom()

    def _ended(self) -> None:
        """The game is no longer at the table: finished or abandoned (here or elsewhere)."""
        self.ended_label.setText(
            translate(
                "TrackerWindow",
                "Game {number} is no longer being played: it was finished or abandoned.",
            ).format(number=self.number)
        )
        self.ended_label.show()
        for control in (
            self.take_back_button,
            self.finish_button,
            self.abandon_button,
            self.turn_bar,
            self.fight,
        ):
            control.setEnabled(False)
        for card in self.cards.values():
            card.setEnabled(False)
        for action in self.actions_by_name.values():
            action.setEnabled(False)

    # --- changing -------------------------------------------------------------------------

    def _attempt(self, operation: Any, **kwargs: Any) -> bool:
        """Run a tracker operation; a refusal is shown in the window, nothing else happens."""
        if self.read_only or self.tracking is None:
            return False
        try:
            operation(game=self.game(), **kwargs)
        except tracking.TableTaken as exc:  # an organiser took the table over: we watch
            self.holds_table = False
            self.set_read_only(True, str(exc))
            return False
        except MusterError as exc:
            set_message(self.message, str(exc), ERROR_STYLE)
            self.reload()
            return False
        set_message(self.message, "")
        self.reload()
        return True

    def make(self, change: t.Change) -> bool:
        """Make one change at the table; the character it concerns becomes the one selected."""
        if change.who is not None and change.who in self.cards and change.kind != t.RELIC:
            self.selected = change.who
        return self._attempt(tracking.track, change=change)

    def roll(self) -> None:
        self._attempt(tracking.roll_for_turn)

    def type_dice(self) -> None:
        if self.read_only or self.tracking is None or self.tracking.table.turn.roll is not None:
            return
        dialog = DiceDialog(self, self.rules, self.tracking.table.sides)
        dialog.accepted.connect(
            lambda: self._attempt(tracking.typed_roll, faces=[list(r) for r in dialog.rounds])
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dice_dialog = dialog
        dialog.open()

    def next_turn(self) -> None:
        self.make(t.Change(t.NEXT_TURN))

    def take_back(self) -> None:
        self._attempt(tracking.take_back)

    # --- the game ---------------------------------------------------------------------------

    def finish(self) -> None:
        """Finish the game: the post-battle screen, filled in from the table; recording it
        keeps the log with the game (the players may still change anything first). A player
        on a club server reports it instead, for the other side to confirm."""
        if self.read_only or self.tracking is None:
            return
        from ui.dialogs.post_battle import PostBattleDialog

        game = self.game()
        prefill = tracking.tracked_outcome(game)
        dialog = PostBattleDialog(
            self, self.editor, game=game, prefill=prefill, report=self.reports
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._recorded)
        self.post_battle = dialog
        dialog.open()

    def _recorded(self) -> None:
        self.game_finished.emit(self.game_id)
        self.tracking_changed.emit()
        self.close()

    def abandon(self) -> None:
        """Stop playing: the table and its log go, the game stays set up and unrecorded. The
        main window's Edit ▸ Undo brings it back."""
        if self.read_only or self.tracking is None:
            return
        if not common.confirm(
            self,
            translate("TrackerWindow", "Abandon game"),
            translate(
                "TrackerWindow",
                "Abandon game {number}? What was tracked and the game's log are dropped; the game stays set up, not recorded.\n\nEdit ▸ Undo in the main window brings it back.",  # noqa: E501
            ).format(number=self.number),
            ok=translate("TrackerWindow", "Abandon game"),
        ):
            return
        self.editor.attempt(
            translate("TrackerWindow", "Abandon game {number}").format(number=self.number),
            tracking.abandon,
            game=self.game(),
        )
        if tracking.tracked_game(self.game()) is None:
            self.tracking_changed.emit()
            self.close()

    # --- table mode -----------------------------------------------------------------------

    def table_mode(self) -> None:
        """Full screen and large type, readable from a metre away; again (or Esc) to leave."""
        if self.isFullScreen():
            self.large_type(False)
            self.showNormal()
        else:
            self.large_type(True)
            self.showFullScreen()
        self.table_button.setChecked(self.isFullScreen())

    def large_type(self, on: bool) -> None:
        """Table mode's type, readable from a metre away (or the usual)."""
        screen = self.screen()
        height = screen.availableGeometry().height() if screen is not None else 800
        self.setStyleSheet(table_style(table_type(height)) if on else STYLE)
        # Large type keeps the headline figures; the sentences under them wait for the
        # usual size.
        self.fight.detail_label.setVisible(not on)
        # The type changed size: lay the cards out again once Qt has measured them anew.
        QTimer.singleShot(0, self.relayout)

    def relayout(self) -> None:
        for grid in self.side_grids:
            grid.columns = 0
            grid.lay_out()
        if self.isFullScreen():
            # At the table the cards matter most: two thirds of the height are theirs.
            total = sum(self.splitter.sizes())
            self.splitter.setSizes([total * 2 // 3, total - total * 2 // 3])

    def in_table_mode(self) -> bool:
        return self.isFullScreen()

    def reject(self) -> None:
        if self.isFullScreen():
            self.table_mode()
            return
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isFullScreen():
            self.large_type(False)
            self.showNormal()
        super().closeEvent(event)
