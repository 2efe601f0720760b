"""Reading a campaign file (docs/campaign-format.md) into checked plain data.

:func:`read_document` checks a parsed document and :func:`stream_history` a file, read a
record at a time, its history given an entry at a time; both go field by field in the order
the format lists them, and raise :class:`~models.errors.DocumentError` naming the JSON path
of the first problem: ``warbands[2].characters[0].profile: unknown profile 'sir_lancelot'``.
Nothing is changed to make a document fit (names are not trimmed, numbers not clamped): what
cannot be stored exactly as written is refused. References stay as the document writes them
(warband, character, purchase and fielded keys; games by number); :mod:`models.exchange` turns
them into database ids when it writes.

The format's layout and the checked document are in :mod:`models.records.document`; the
warbands are read by :mod:`models.exchange.warband_reader`, the games and the history by
:mod:`models.exchange.game_reader`, and the campaign around them here.

No database is touched here: the importer writes each history entry as it is given.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from typing import Any, TextIO

import msgspec

from i18n import QT_TRANSLATE_NOOP, translate
from models.exchange.history_reader import HistoryReader
from models.limits import LIMITS
from models.records import declarations as declared
from models.records.document import (
    CAMPAIGN_FIELDS,
    FORMAT,
    VERSION,
    CampaignDoc,
)
from models.records.fields import (
    array,
    at,
    choice,
    fail,
    item,
    kind_of,
    name,
    timestamp,
    whole,
)
from models.records.settings import read_settings
from models.records.shape import BY_KEY, LIST, ONE, held_records
from models.records.stream import Items, Members, NotAnObject, not_utf8
from models.store.connection import MAX_INTEGER
from models.validation import grouped
from rules.games import GAME_IDS, effective_game

# The top-level fields in the order the reader takes them: each needs those before it.
ORDER: tuple[str, ...] = ("format", "version", "name", "game", "created", "settings")
ORDER += ("warbands", "games", "history")
LISTS = ("warbands", "games", "history")

Fields = Iterable[tuple[str, Any]]


class _Reader(HistoryReader):
    """The whole document: the campaign and its settings, then its warbands, games and
    history."""

    def __init__(self) -> None:
        super().__init__()
        self.result: CampaignDoc | None = None
        self.header: dict[str, Any] = {}
        self.done: set[str] = set()  # fields read
        self.held: dict[str, Any] = {}  # fields met before their turn (lists: in memory)
        self.skipped: list[str] = []  # lists met before their turn in a stream: read again
        self.unknown: str | None = None
        self.version = VERSION  # the document's, once read: older records are upgraded

    def read(self, fields: Fields, again: Callable[[], Fields] | None) -> CampaignDoc:
        """The whole document, its history entries kept in :attr:`CampaignDoc.history`."""
        for entry in self.entries(fields, again):
            assert self.result is not None
            self.result.history.append(entry)
        assert self.result is not None
        return self.result

    def entries(
        self, fields: Fields, again: Callable[[], Fields] | None
    ) -> Generator[declared.HistoryEntry, None, None]:
        """Read the top-level fields as they come (a stream gives its lists a record at a
        time), each as soon as those it needs are read, and give each history entry as soon
        as it is checked; the rules over the whole campaign are asked after the last one,
        before this ends. :attr:`result` holds the rest of the document by the first entry.

        A list met before its turn is kept when it is already in memory; from a stream it is
        checked as JSON, passed over and read again from the start of the stream
        (``again``) once its turn comes."""
        for field, value in fields:
            if field not in CAMPAIGN_FIELDS:
                self.unknown = self.unknown or field
                if "version" in self.done:
                    self.check_unknown()
                _drain(value)
                yield from self.advance()
                continue
            if self.ready(field):
                yield from self.take(field, value)
            elif field in LISTS and isinstance(value, Items) and again is not None:
                value.drain()
                self.skipped.append(field)
            else:
                self.held[field] = _materialised(value)
            yield from self.advance()
        for field in ORDER:
            if field in self.done:
                continue
            if field in self.held:
                yield from self.take(field, self.held.pop(field))
            elif field in self.skipped and again is not None:
                for other, value in again():
                    if other == field:
                        yield from self.take(field, value)
                        break
                    _drain(value)
            else:
                self.missing(field)
            yield from self.advance()
        assert self.result is not None

    def ready(self, field: str) -> bool:
        """Whether every field before ``field`` has been read."""
        return all(before in self.done for before in ORDER[: ORDER.index(field)])

    def advance(self) -> Iterator[declared.HistoryEntry]:
        """Read the held fields whose turn has come."""
        for field in ORDER:
            if field in self.done:
                continue
            if field not in self.held or not self.ready(field):
                break
            yield from self.take(field, self.held.pop(field))

    def missing(self, field: str) -> None:
        if field == "format":
            fail("format", translate("CampaignFile", "missing: this is not a Muster campaign file"))
        self.check_unknown()
        fail(at("", field), translate("CampaignFile", "missing"))

    def check_unknown(self) -> None:
        if self.unknown is not None:
            fail(at("", self.unknown), translate("CampaignFile", "unknown field"))

    def take(self, field: str, value: Any) -> Iterator[declared.HistoryEntry]:
        """Read the top-level field ``field``; the history gives its entries."""
        self.done.add(field)
        if field == "format":
            if value != FORMAT:
                fail(
                    "format",
                    translate(
                        "CampaignFile",
                        "this is not a Muster campaign file (the format must be {format})",
                    ).format(format=repr(FORMAT)),
                )
        elif field == "version":
            version = whole(value, "version", minimum=1, maximum=MAX_INTEGER)
            if version > VERSION:
                fail(
                    "version",
                    translate(
                        "CampaignFile",
                        "this file was written by a newer Muster (campaign format version {version}; this Muster reads versions 1 to {newest}). Please update Muster to import it.",  # noqa: E501
                    ).format(version=version, newest=VERSION),
                )
            self.check_unknown()
            # An older document is converted one version at a time before it is checked, a
            # record at a time as the lists are read (upgraded): older files always import.
            self.version = version
        elif field == "name":
            self.header["name"] = name(value, "name")
        elif field == "game":
            self.game_id = choice(value, "game", GAME_IDS, "game")
        elif field == "created":
            self.header["created"] = timestamp(value, "created")
        elif field == "settings":
            settings = self.settings = read_settings(value, "settings", self.game_id)
            self.rules = effective_game(self.game_id, settings)
            self.result = CampaignDoc(
                self.header["name"],
                self.game_id,
                self.header["created"],
                settings,
                self.packed_details,
                self.packed_outcomes,
            )
        else:
            yield from self.read_list(field, value)

    def read_list(self, field: str, value: Any) -> Iterator[declared.HistoryEntry]:
        """One of the top-level lists, a record at a time; the history's entries are given,
        the other records kept in :attr:`result`."""
        assert self.result is not None
        limit = LIMITS[field]  # as many as a campaign may hold
        if not isinstance(value, Items):
            value = array(value, field)
            if len(value) > limit:
                _too_many(field, limit)
        read_one: Callable[[Any, str, int], Any] = {
            "warbands": lambda record, path, _i: self.warband(record, path),
            "games": lambda record, path, _i: self.game(record, path),
            "history": self.history,
        }[field]
        upgrades = [
            upgrade
            for version in range(self.version, VERSION)
            for upgrade in (_added(version, LISTED[field]), UPGRADES.get(version, {}).get(field))
            if upgrade is not None
        ]
        kept = None if field == "history" else getattr(self.result, field)
        for i, record in enumerate(value):
            if i == limit:
                _too_many(field, limit)
            path = f"{field}[{i}]"  # item(field, i)
            for upgrade in upgrades:
                record = upgrade(record, path)
            if kept is None:
                yield read_one(record, path, i)
            else:
                kept.append(read_one(record, path, i))
        if field == "games":
            self.check_game_refs()
            self.follows_without_loops(self.result.games)
        if field == "history":
            # The rules that need the whole campaign, as the database check asks them.
            self.characters_keep_the_rules()
            self.stories_judged()


def _drain(value: Any) -> None:
    if isinstance(value, Items):
        value.drain()


def _materialised(value: Any) -> Any:
    return list(value) if isinstance(value, Items) else value


def _too_many(name: str, limit: int) -> None:
    fail(
        name,
        translate(
            "CampaignFile",
            "holds more than {most} records; a campaign file may hold at most that many",
        ).format(most=grouped(limit)),
    )


def _not_an_object(value: object) -> str:
    return translate(
        "CampaignFile", "this is not a Muster campaign file: it holds {kind}, not an object"
    ).format(kind=kind_of(value))


def read_document(document: object) -> CampaignDoc:
    """Check a parsed campaign document; raise DocumentError at the first problem."""
    if not isinstance(document, Mapping):
        fail("", _not_an_object(document))
    if any(not isinstance(field, str) for field in document):
        fail("", translate("CampaignFile", "field names must be text"))
    return _Reader().read(document.items(), again=None)


def _stream_fields(open_text: Callable[[], TextIO]) -> Fields:
    """The top-level fields of the text stream ``open_text()`` gives, its lists a record at a
    time (:mod:`models.records.stream`)."""
    with open_text() as text:
        try:
            yield from Members(text)
        except NotAnObject as exc:
            fail("", _not_an_object(exc.value))
        except UnicodeDecodeError as exc:
            fail("", not_utf8(exc.reason))


def stream_history(
    open_text: Callable[[], TextIO],
) -> tuple[CampaignDoc, Generator[declared.HistoryEntry, None, None]]:
    """Check a campaign file read from the text stream ``open_text()`` gives, a record at a
    time (:mod:`models.records.stream`), the history given an entry at a time, each as soon
    as it is checked, so that no more than one entry is held: the document without its
    history, and an iterator of the entries (close it when not read to its end). The stream
    is opened again only for a file whose top-level fields come in another order than Muster
    writes them.

    Everything before the history is checked by the time this returns; the history's
    problems, and the rules over the whole campaign, raise DocumentError from the iterator,
    the latter after the last entry."""
    reader = _Reader()
    entries = reader.entries(_stream_fields(open_text), again=lambda: _stream_fields(open_text))
    first = next(entries, None)
    assert reader.result is not None

    def history() -> Generator[declared.HistoryEntry, None, None]:
        try:
            if first is not None:
                yield first
                yield from entries
        finally:
            entries.close()

    return reader.result, history()


# --- older versions ---------------------------------------------------------------------------
# An older document is upgraded a record at a time, as its lists are read: the fields version
# n + 1 added are given to each record of a version n list (declarations.SINCE), and
# UPGRADES[n], where a version changed more than that, turns each record of a version n list
# (by the list's name, at ``path`` in the document) into a version n + 1 one; a version
# without an entry added fields only, and lists not named are the same in both versions. A
# field that came with version n + 1 is unknown in a version n record: the file is refused,
# naming it.


def _not_yet(path: str, version: int, what: str, context: str = "CampaignFile") -> None:
    """Refuse a field of version ``version + 1`` in a version ``version`` record; ``what`` it
    holds, marked for translation in ``context``."""
    fail(
        path,
        translate(
            "CampaignFile",
            "unknown field in a version {version} campaign file ({what} came with version {next})",
        ).format(version=version, what=translate(context, what), next=version + 1),
    )


# The record each top-level list holds.
LISTED: dict[str, type[msgspec.Struct]] = {
    "warbands": declared.Warband,
    "games": declared.Game,
    "history": declared.HistoryEntry,
}


def _added(version: int, kind: type[msgspec.Struct]) -> Callable[[Any, str], Any] | None:
    """The upgrade of a version ``version`` record of ``kind`` that gives it the fields that
    came with the next version (:data:`declarations.SINCE`), and of the records it holds; None
    when none came."""
    added = _added_fields(version + 1)
    names = frozenset(added)
    if not _holds(kind, names):
        return None

    def upgrade(record: Any, path: str) -> Any:
        return _with_added(record, path, kind, version, added, names)

    return upgrade


Added = dict[str, dict[str, declared.Since]]  # fields by the name of their record


@functools.cache
def _added_fields(version: int) -> Added:
    """The fields that came with ``version``."""
    added: Added = {}
    for (record, field), since in declared.SINCE.items():
        if since.version == version:
            added.setdefault(record, {})[field] = since
    return added


@functools.cache
def _holds(kind: type[msgspec.Struct], names: frozenset[str]) -> bool:
    """Whether a record of ``kind``, or one it holds, is of a record named in ``names``."""
    return kind.__name__ in names or any(
        _holds(k, names) for _how, k in held_records(kind).values()
    )


def _with_added(
    record: Any,
    path: str,
    kind: type[msgspec.Struct],
    version: int,
    added: Added,
    names: frozenset[str],
) -> Any:
    if not isinstance(record, Mapping):
        return record  # refused as it is read
    upgraded = dict(record)
    for field, since in added.get(kind.__name__, {}).items():
        if field in record:
            _not_yet(at(path, field), version, since.what, since.context)
        upgraded[field] = copy.deepcopy(since.older)
    for field, (how, inner) in held_records(kind).items():
        held, where = record.get(field), at(path, field)
        if not _holds(inner, names):
            continue
        if how == LIST and isinstance(held, list):
            upgraded[field] = [
                _with_added(one, item(where, i), inner, version, added, names)
                for i, one in enumerate(held)
            ]
        elif how == BY_KEY and isinstance(held, Mapping):
            upgraded[field] = {
                k: _with_added(one, at(where, str(k)), inner, version, added, names)
                for k, one in held.items()
            }
        elif how == ONE:
            upgraded[field] = _with_added(held, where, inner, version, added, names)
    return upgraded


SECOND_BROKEN = "second_weapon_broken"
A_SECOND_BROKEN = QT_TRANSLATE_NOOP("CampaignFile", "a second broken weapon")


def _game_3_to_4(game: Any, path: str) -> Any:
    """Version 4 added a second weapon broken in a game (C6): a version 3 outcome, or a
    tracker's marks, breaks one at most, and reads the same in version 4."""
    if not isinstance(game, Mapping):
        return game
    sides = game.get("sides")
    for s, side in enumerate(sides if isinstance(sides, list) else ()):
        fielded = side.get("fielded") if isinstance(side, Mapping) else None
        for f, one in enumerate(fielded if isinstance(fielded, list) else ()):
            outcome = one.get("outcome") if isinstance(one, Mapping) else None
            if isinstance(outcome, Mapping) and SECOND_BROKEN in outcome:
                where = at(item(at(item(at(path, "sides"), s), "fielded"), f), "outcome")
                _not_yet(at(where, SECOND_BROKEN), 3, A_SECOND_BROKEN)
    tracker = game.get("tracker")
    seats = tracker.get("seats") if isinstance(tracker, Mapping) else None
    for s, seat in enumerate(seats if isinstance(seats, list) else ()):
        marks = seat.get("marks") if isinstance(seat, Mapping) else None
        if isinstance(marks, Mapping) and SECOND_BROKEN in marks:
            where = at(item(at(at(path, "tracker"), "seats"), s), "marks")
            _not_yet(at(where, SECOND_BROKEN), 3, A_SECOND_BROKEN)
    return game


WIELDING = "wielding"
A_CHOSEN_WEAPON = QT_TRANSLATE_NOOP("CampaignFile", "a weapon chosen at the table")


def _game_4_to_5(game: Any, path: str) -> Any:
    """Version 5 let the player choose a warrior's weapon at the table (C6, C7): a version 4
    tracker's warriors fight with their best weapon, and its log takes none up."""
    tracker = game.get("tracker") if isinstance(game, Mapping) else None
    if not isinstance(tracker, Mapping):
        return game
    seats = tracker.get("seats")
    for s, seat in enumerate(seats if isinstance(seats, list) else ()):
        marks = seat.get("marks") if isinstance(seat, Mapping) else None
        if isinstance(marks, Mapping) and WIELDING in marks:
            where = at(item(at(at(path, "tracker"), "seats"), s), "marks")
            _not_yet(at(where, WIELDING), 4, A_CHOSEN_WEAPON)
    log = tracker.get("log")
    for n, entry in enumerate(log if isinstance(log, list) else ()):
        change = entry.get("change") if isinstance(entry, Mapping) else None
        if isinstance(change, Mapping) and change.get("kind") == "wield":
            where = at(item(at(at(path, "tracker"), "log"), n), "change")
            fail(
                at(where, "kind"),
                translate(
                    "CampaignFile",
                    "a change a version {version} campaign file cannot hold ({what} came with version {next})",  # noqa: E501
                ).format(version=4, what=translate("CampaignFile", A_CHOSEN_WEAPON), next=5),
            )
    return game


EXTRA_DICE = "extra_dice"
AN_ADVANCES_DICE = QT_TRANSLATE_NOOP("CampaignFile", "extra combat dice from advances at the table")


def _game_5_to_6(game: Any, path: str) -> Any:
    """Version 6 brought experience and advances (K6): a version 5 tracker's warriors roll
    their profile's combat dice, none extra."""
    tracker = game.get("tracker") if isinstance(game, Mapping) else None
    seats = tracker.get("seats") if isinstance(tracker, Mapping) else None
    for s, seat in enumerate(seats if isinstance(seats, list) else ()):
        held = seat.get("seat") if isinstance(seat, Mapping) else None
        if isinstance(held, Mapping) and EXTRA_DICE in held:
            where = at(item(at(at(path, "tracker"), "seats"), s), "seat")
            _not_yet(at(where, EXTRA_DICE), 5, AN_ADVANCES_DICE)
    return game


# What changed in a version besides the fields it added (above, from SINCE).
UPGRADES: dict[int, dict[str, Callable[[Any, str], Any]]] = {
    3: {"games": _game_3_to_4},
    4: {"games": _game_4_to_5},
    5: {"games": _game_5_to_6},
}
