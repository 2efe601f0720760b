"""Opening a game's tracker from the window: the game begun at the table (or resumed), and
whether this Muster plays it or watches it (docs/club-server.md: another Muster holds its
table, or your club role only watches)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from i18n import translate
from models import games as games_ops
from models import tracker as tracker_ops
from models.club import ClubRole
from models.errors import MusterError
from models.store.schema import Game
from ui import common
from ui.live import WATCHING_ELSEWHERE
from ui.selection import WATCHING_AS_MEMBER
from ui.tracker.window import TrackerWindow
from ui.undo import Editor


def open_tracker(
    parent: QWidget,
    editor: Editor,
    game: Game,
    role: ClubRole | None,
    on_begun: Callable[[], object],
) -> TrackerWindow | None:
    """The tracker of ``game``, begun at the table now if it was not yet (then ``on_begun``
    is called); None when it cannot be (said in words). A member who is not an organiser
    (``role``) and keeps no warband of the game only watches a game already being played; a
    game another Muster holds is watched too."""
    sides = {side.warband_id for side in games_ops.sides_of(game)}
    # a game at the table is its organisers' and its players' (docs/club-server.md)
    watcher = role is not None and not role.organises and not sides & role.warbands
    if tracker_ops.tracked_game(game) is None:
        if watcher:
            return None  # the action is disabled, and says why
        try:
            tracker_ops.start_tracking(game=game)
        except MusterError as exc:
            common.show_error(parent, str(exc))
            return None
        on_begun()
    tracker = TrackerWindow(parent, editor, game=game)
    # a player on a club server reports the game he finishes, for the other side to confirm
    tracker.reports = role is not None and not role.organises
    if watcher:
        tracker.set_read_only(True, translate("WindowState", WATCHING_AS_MEMBER))
    else:
        tracker.holds_table = tracker_ops.claim_table(game)
        # an organiser may take over a table another Muster holds
        tracker.may_take_over = role is not None and role.organises
        if not tracker.holds_table:
            tracker.set_read_only(True, translate("LiveUpdates", WATCHING_ELSEWHERE))
    tracker.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return tracker


def let_go(tracker: TrackerWindow, game_id: int) -> None:
    """The tracker of ``game_id`` closed: the table it held is free for another Muster."""
    if tracker.holds_table:
        with contextlib.suppress(MusterError):  # a lost connection let go of it already
            tracker_ops.release_table(game_id)
