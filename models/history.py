"""Writing and reading the append-only history of characters, warbands and campaigns.

Nothing written here is changed afterwards. A correction is a new entry whose details list
the entries it supersedes (``"supersedes": [ids]``); readers work out from those lists which
entries are superseded (:func:`superseded_by`), and show them struck through, "corrected on"
the correction's date. Each entry that moves a character's gold says by how much
(:func:`gold_change`), so the database check can add his history up.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

import peewee

from models import changes
from models.history_text import Message, entry_fields, listed_text, shown
from models.limits import history_room
from models.store.connection import db
from models.store.schema import Campaign, Character, Game, HistoryEntry, Warband
from rules import experience, story

# Details keys: the entries a correction supersedes, and a gold change spelled out.
SUPERSEDES = "supersedes"
GOLD_CHANGE = "gold_change"

# HistoryEntry.kind values
RECRUITED = "recruited"
RENAMED = "renamed"
RETIRED = "retired"
REINSTATED = "reinstated"
PURCHASE = "purchase"
RETURN = "return"
OPTION = "option"
UPGRADE = "upgrade"
GAME = "game"
INJURY = "injury"
KILL = "kill"
DEATH = "death"
GEAR_LOST = "gear_lost"
GOLD = "gold"
CORRECTION = "correction"
WARBAND = "warband"
NOTE = "note"
KIT = "kit"  # kit moved between warriors and the warband's stash (K5)
PROFILE = "profile"  # the campaign changed the profile a character was recruited from
# Every kind, in the order campaign files and the database check list them.
KINDS = (
    RECRUITED,
    RENAMED,
    RETIRED,
    REINSTATED,
    PURCHASE,
    RETURN,
    OPTION,
    UPGRADE,
    GAME,
    INJURY,
    KILL,
    DEATH,
    GEAR_LOST,
    GOLD,
    CORRECTION,
    WARBAND,
    NOTE,
    KIT,
    PROFILE,
)


def write(
    *,
    kind: str,
    text: str = "",
    said: Message | list[Message] | None = None,
    character: Character | None = None,
    warband: Warband | None = None,
    campaign: Campaign | None = None,
    game: Game | None = None,
    details: dict[str, Any] | None = None,
) -> HistoryEntry:
    """Append one entry. A character's entry also names his warband and campaign.

    ``said``: the message that tells it (:mod:`models.history_text`), kept in its details
    and shown in the reader's language; its English is the entry's stored ``text``.

    The warband and campaign are named by their ids, read from the rows given (a game's
    campaign is its characters'), so writing an entry reads nothing more: recording a game
    writes some thirty of them.
    """
    warband_id = warband.id if warband is not None else None
    if character is not None and warband_id is None:
        warband_id = character.warband_id
    if campaign is not None:
        campaign_id = campaign.id
    elif warband is not None:
        campaign_id = warband.campaign_id
    elif game is not None:
        campaign_id = game.campaign_id
    elif character is not None:
        campaign_id = character.warband.campaign_id
    else:
        raise ValueError("a history entry needs a campaign")
    if said is not None:
        told = entry_fields(said, details)
        text, details = told["text"], told["details"]
    history_room.check(db.obj, campaign_id)
    return changes.create(
        HistoryEntry,
        campaign=campaign_id,
        warband=warband_id,
        character=character,
        game=game,
        kind=kind,
        text=text,
        details=details or {},
    )


def character_history(character: Character) -> list[HistoryEntry]:
    """A character's timeline, oldest first (one query, games joined for their dates)."""
    return list(
        HistoryEntry.select(HistoryEntry, Game)
        .join(Game, peewee.JOIN.LEFT_OUTER)
        .where(HistoryEntry.character == character)
        .order_by(HistoryEntry.id)
    )


def warband_history(warband: Warband) -> list[HistoryEntry]:
    """Everything that happened in a warband (its own entries and its characters'), oldest first."""
    return list(
        HistoryEntry.select(HistoryEntry, Character, Game)
        .join(Character, peewee.JOIN.LEFT_OUTER)
        .switch(HistoryEntry)
        .join(Game, peewee.JOIN.LEFT_OUTER)
        .where(HistoryEntry.warband == warband)
        .order_by(HistoryEntry.id)
    )


def entry_date(entry: HistoryEntry) -> dt.date:
    """When it happened: the game's date for what happened in a game, else when it was written."""
    if entry.game_id is not None and entry.game is not None and entry.game.played_on:
        return entry.game.played_on
    return entry.created.date()


class StoryEntry(Protocol):
    """An entry as a story reads it: a row of the history, or the check's plain tuple."""

    @property
    def id(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def details(self) -> Any: ...


_E = TypeVar("_E", bound=StoryEntry)
_UNSAID = object()  # a key the details do not have


def superseded_by(entries: Iterable[_E]) -> dict[int, _E]:
    """Which of ``entries`` a later correction among them supersedes: entry id -> the
    correction (the latest, if several)."""
    found: dict[int, _E] = {}
    for entry in entries:
        for entry_id in superseded_ids(entry.kind, entry.details):
            found[entry_id] = entry
    return found


def superseded_ids(kind: str, details: Any) -> list[int]:
    """The ids (in a campaign file, the places) of the entries a correction supersedes."""
    listed = (
        details.get(SUPERSEDES) if kind == CORRECTION and isinstance(details, Mapping) else None
    )
    if not isinstance(listed, list):
        return []
    return [i for i in listed if isinstance(i, int) and not isinstance(i, bool)]


def told_the_old_way(kind: str, details: Any) -> bool:
    """Whether an entry is a correction of a game written before corrections named what they
    supersede: the entries it corrected still stand, so the story cannot be added up."""
    return (
        kind == CORRECTION
        and isinstance(details, Mapping)
        and "before" in details
        and SUPERSEDES not in details
    )


class Told:
    """What a character's history adds up to: the gold it moved, the kills and the deaths it
    tells of (and the games those deaths name), the XP it earned and spent (K6), an entry at
    a time (:meth:`add`, or :meth:`take_back` an entry a correction supersedes);
    :meth:`history` gives it to the judgement of his story (:mod:`rules.story`).

    ``overspent`` is the first advance that cost more XP than he had left when he bought it,
    (its cost, what he had left), read in the order of the history."""

    __slots__ = (
        "deaths",
        "deaths_in",
        "gold",
        "held",
        "kills",
        "misspent",
        "overspent",
        "owed",
        "paid",
        "xp_earned",
        "xp_spent",
        "xp_told",
    )

    def __init__(self) -> None:
        self.gold = self.kills = self.deaths = self.xp_earned = self.xp_spent = 0
        self.deaths_in: Counter[int] = Counter()
        self.overspent: tuple[int, int] | None = None
        # K6: the upgrades he holds, by kind; each advance paid, (kind, how many he had);
        # what each advance not yet withdrawn cost, by (kind, special); the first XP spent or
        # given back that no advance accounts for.
        self.held: Counter[object] = Counter()
        self.paid: list[tuple[str, int]] = []
        self.owed: dict[tuple[object, object], list[int]] = {}
        self.misspent: story.Misspent | None = None
        self.xp_told = False  # an entry says what XP it earned or spent

    def add(
        self,
        kind: str,
        gold: int,
        game: int | None = None,
        times: int = 1,
        *,
        xp: experience.Account = experience.NO_XP,
        details: Mapping[str, Any] | None = None,
    ) -> None:
        """An entry of ``kind`` that moved his gold by ``gold`` (:func:`gold_change`), of
        the game numbered ``game`` if it names one, and earned or spent ``xp``
        (:func:`rules.experience.account` of its details); its ``details`` tell an upgrade
        (an advance, K6) and what it cost or gave back."""
        if details is not None:
            self._advance(kind, details, times)
        self.gold += gold * times
        if times > 0 and xp.spent > 0 and self.overspent is None:
            left = self.xp_earned - self.xp_spent
            if xp.spent > left:
                self.overspent = (xp.spent, left)
        self.xp_earned += xp.earned * times
        self.xp_spent += xp.spent * times
        if kind == KILL:
            self.kills += times
        elif kind == DEATH:
            self.deaths += times
            if game is not None:
                self.deaths_in[game] += times

    def take_back(
        self,
        kind: str,
        gold: int,
        game: int | None = None,
        *,
        xp: experience.Account = experience.NO_XP,
        details: Mapping[str, Any] | None = None,
    ) -> None:
        self.add(kind, gold, game, -1, xp=xp, details=details)

    def _advance(self, kind: str, details: Mapping[str, Any], times: int) -> None:
        """K6: an upgrade held or withdrawn; an advance paid (an upgrade whose entry says what
        it cost: one taken free, before the campaign switched experience on, says nothing),
        and XP given back for an advance withdrawn, which must be what one like it cost."""
        spent = details.get(experience.XP_SPENT, _UNSAID)
        if spent is not _UNSAID or experience.XP_EARNED in details:
            self.xp_told = True
        whole = isinstance(spent, int) and not isinstance(spent, bool)
        if kind != UPGRADE:
            if times > 0 and whole and spent < 0:
                self._misspend(story.Misspent(None, str(-spent), back=True))
            return
        advance = details.get("kind")
        key = (advance, details.get("special"))
        withdrawn = details.get("withdrawn") is True
        had = self.held[advance]
        self.held[advance] += -times if withdrawn else times
        owed = self.owed.setdefault(key, [])
        if spent is _UNSAID:
            return
        shown = advance if isinstance(advance, str) else None
        if not whole:
            if times > 0:
                self._misspend(story.Misspent(shown, story.amount_said(spent)))
        elif times < 0:  # taken back by a correction: what it paid or gave back, undone
            if spent >= 0 and not withdrawn and spent in owed:
                owed.remove(spent)
            elif spent < 0 and withdrawn:
                owed.append(-spent)
        elif spent < 0:
            if withdrawn and -spent in owed:
                del owed[len(owed) - 1 - owed[::-1].index(-spent)]
            else:
                self._misspend(story.Misspent(shown if withdrawn else None, str(-spent), back=True))
        elif not withdrawn:
            owed.append(spent)
            if shown is not None:
                self.paid.append((shown, had))

    def _misspend(self, misspent: story.Misspent) -> None:
        if self.misspent is None:
            self.misspent = misspent

    def history(self, *, begun: bool, readable: bool = True) -> story.History:
        """What the history tells, as :func:`rules.story.judge` reads it: ``begun`` when it
        begins with his recruitment, ``readable`` when it can be added up (see
        :class:`rules.story.History`)."""
        return story.History(
            begun=begun,
            readable=readable,
            gold=self.gold,
            kills=self.kills,
            deaths=self.deaths,
            deaths_in=tuple(sorted(n for n, times in self.deaths_in.items() if times > 0)),
            xp_earned=self.xp_earned,
            xp_spent=self.xp_spent,
            overspent=self.overspent,
            advances=tuple(self.paid),
            misspent=self.misspent,
            upgrades=upgrade_counts(self.held) if self.xp_told else None,
        )


def upgrade_counts(held: Mapping[Any, int] | Iterable[Any]) -> tuple[tuple[str, int], ...]:
    """How many upgrades of each kind: of a count by kind, or of a list of upgrades (a
    character's record; what is not an upgrade of a known shape counts for nothing)."""
    if not isinstance(held, Mapping):
        held = Counter(upgrade.get("kind") for upgrade in held if isinstance(upgrade, Mapping))
    return tuple(sorted((k, n) for k, n in held.items() if isinstance(k, str) and n))


def current(entries: Iterable[_E]) -> list[_E]:
    """The entries no correction supersedes, in their order."""
    entries = list(entries)
    gone = superseded_by(entries)
    return [entry for entry in entries if entry.id not in gone]


def gold_change(kind: str, details: Mapping[str, Any] | None) -> int:
    """How much an entry moved its character's gold: what he was recruited with, paid,
    was refunded, earned, or what a correction says (``gold_change``, or the check's repair
    of negative gold, from and to)."""
    details = details or {}

    def number(key: str) -> int:
        value = details.get(key, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    if GOLD_CHANGE in details:
        return number(GOLD_CHANGE)
    if kind in (RECRUITED, GOLD):
        return number("gold")
    if kind == PURCHASE:
        return -number("price")
    if kind == RETURN:
        return number("refund")
    if kind == CORRECTION and details.get("field") == "gold":
        return number("to") - number("from")
    return 0


def xp_accounts(character_ids: Sequence[int]) -> dict[int, experience.Account]:
    """Each character's XP as his history adds it up (K6): the entries no correction
    supersedes, ``xp_earned`` and ``xp_spent``, one query."""
    entries: dict[int, list[HistoryEntry]] = {cid: [] for cid in character_ids}
    query = (
        HistoryEntry.select(
            HistoryEntry.id, HistoryEntry.character, HistoryEntry.kind, HistoryEntry.details
        )
        .where(HistoryEntry.character.in_(list(character_ids)))
        .order_by(HistoryEntry.id)
    )
    for entry in query:
        if entry.character_id is not None:
            entries[entry.character_id].append(entry)
    return {
        cid: experience.account(entry.details for entry in current(listed_entries))
        for cid, listed_entries in entries.items()
    }


def campaign_xp_accounts(campaign: Campaign) -> dict[int, experience.Account]:
    """The XP of each of the campaign's characters with a history, as :func:`xp_accounts`
    adds it up, in one query whatever the number of warbands (a printout of them all)."""
    entries: dict[int, list[HistoryEntry]] = {}
    query = (
        HistoryEntry.select(
            HistoryEntry.id, HistoryEntry.character, HistoryEntry.kind, HistoryEntry.details
        )
        .join(Character, on=(HistoryEntry.character == Character.id))
        .join(Warband, on=((Character.warband == Warband.id) & (Warband.campaign == campaign)))
        .order_by(HistoryEntry.id)
    )
    for entry in query:
        if entry.character_id is not None:
            entries.setdefault(entry.character_id, []).append(entry)
    return {
        cid: experience.account(entry.details for entry in current(listed_entries))
        for cid, listed_entries in entries.items()
    }


def listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them, in the reader's language: "Shield", "Shield and
    Spear", "Helmet, Shield and Spear"."""
    return listed_text(names)


def entry_text(entry: Any) -> str:
    """What an entry says, in the reader's language (:func:`models.history_text.shown`):
    anything with the entry's ``text`` and ``details``."""
    return shown(entry.text, entry.details)
