"""How much one campaign may hold, and the largest campaign file: one set of limits that agree.

Whatever a campaign may hold, Muster can export it and import it again: the app refuses to
grow a campaign past these counts (a new warband, recruit, game or history entry), a campaign
file over them is refused when it is read (:mod:`models.exchange.reader`), and the database
check reports a campaign that holds more (planted through ``sqlite3`` or ``psql``).

The file limit is set from the counts: a campaign at every count, each record as large as the
largest the app writes in the big demo campaign (a warrior with his kit 700 bytes, a game
5.6 kB, a history entry 250 bytes), exports to some 390 MB, within :data:`MAX_FILE_BYTES`
(``tests/models/test_demo_big.py`` measures it). Reading a file holds its checked records in
memory, about four times the file's size at the most (``docs/performance.md``).
"""

from __future__ import annotations

import weakref
from typing import Any

from i18n import QT_TRANSLATE_NOOP, translate
from models.errors import MusterError
from models.store.schema import Character, Game, HistoryEntry, Warband
from models.validation import grouped

MAX_WARBANDS = 1_000
MAX_CHARACTERS = 50_000  # every warband's together, the fallen too
MAX_GAMES = 20_000
MAX_HISTORY = 1_000_000
MAX_FILE_BYTES = 500_000_000  # the largest campaign file Muster imports

# What each count is of, in words, for the refusals: shown translated,
# translate("Limits", WHAT[kind]).
WHAT = {
    "warbands": QT_TRANSLATE_NOOP("Limits", "warbands"),
    "characters": QT_TRANSLATE_NOOP("Limits", "characters"),
    "games": QT_TRANSLATE_NOOP("Limits", "games"),
    "history": QT_TRANSLATE_NOOP("Limits", "history entries"),
}
LIMITS = {
    "warbands": MAX_WARBANDS,
    "characters": MAX_CHARACTERS,
    "games": MAX_GAMES,
    "history": MAX_HISTORY,
}
# A history entry's count is read again at most this often (writes in between are counted
# here), and at every write once fewer than this many are left.
RECOUNT_EVERY = 1_000


class CampaignFullError(MusterError):
    """The campaign holds as many of something as a campaign may hold."""


def full_sentence(kind: str, held: int) -> str:
    """Why more of ``kind`` are refused in a campaign holding ``held`` of them."""
    limit = LIMITS[kind]
    left = max(limit - held, 0)
    room = (
        translate("Limits", "room for {left} more").format(left=grouped(left))
        if left
        else translate("Limits", "no room for more")
    )
    return translate(
        "Limits",
        "This campaign holds {held} {what}, and a campaign can hold at most {limit} ({room}), so that it can always be exported and imported again. Start a new campaign to go on.",  # noqa: E501
    ).format(
        held=grouped(held), what=translate("Limits", WHAT[kind]), limit=grouped(limit), room=room
    )


def room_for(kind: str, held: int, adding: int = 1) -> None:
    """Raise :class:`CampaignFullError` unless ``adding`` more of ``kind`` fit beside ``held``."""
    if held + adding > LIMITS[kind]:
        raise CampaignFullError(full_sentence(kind, held))


def count_of(kind: str, campaign_id: int) -> int:
    """How many of ``kind`` the campaign ``campaign_id`` holds now."""
    query: Any  # a select of one of four models
    if kind == "warbands":
        query = Warband.select().where(Warband.campaign == campaign_id)
    elif kind == "characters":
        query = Character.select().join(Warband).where(Warband.campaign == campaign_id)
    elif kind == "games":
        query = Game.select().where(Game.campaign == campaign_id)
    else:
        query = HistoryEntry.select().where(HistoryEntry.campaign == campaign_id)
    return query.count()


def check_room(kind: str, campaign_id: int, adding: int = 1) -> None:
    """Refuse, in words, ``adding`` more of ``kind`` to a campaign that cannot hold them."""
    room_for(kind, count_of(kind, campaign_id), adding)


class _HistoryRoom:
    """Whether a campaign has room for another history entry, without counting its history
    at every write: counted once, then at most every :data:`RECOUNT_EVERY` entries, and at
    every entry near the limit. Entries written by others in between are found at the next
    count; a rolled-back write only makes the guess more careful."""

    def __init__(self) -> None:
        # database -> campaign -> (entries it holds, as far as known; writes since counted)
        self.known: weakref.WeakKeyDictionary[Any, dict[int, tuple[int, int]]] = (
            weakref.WeakKeyDictionary()
        )

    def check(self, database: Any, campaign_id: int) -> None:
        """Raise :class:`CampaignFullError` unless the campaign has room for one more entry
        (written next by the caller)."""
        known = self.known.setdefault(database, {})
        held, since = known.get(campaign_id, (None, 0))
        if held is None or since >= RECOUNT_EVERY or LIMITS["history"] - held < RECOUNT_EVERY:
            held, since = count_of("history", campaign_id), 0
        room_for("history", held)
        known[campaign_id] = (held + 1, since + 1)


history_room = _HistoryRoom()
