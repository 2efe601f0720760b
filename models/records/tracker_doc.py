"""A game being played at the table in a campaign file (version 3): ``games[].tracker``, its
table and log, written, read and checked, and turned into rows on import; and the log a
recorded game keeps (``games[].details.log``).

Inside the tracker, characters are named by their place at the table (:mod:`rules.tracker`),
so nothing but each seat's fielded character needs translating between documents and
databases. The log is checked to add up (:func:`rules.tracker_json.verify`), so an imported
game resumes exactly where it was.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from typing import Any

from i18n import translate
from models.records.fields import (
    array,
    at,
    fail,
    item,
    obj,
    ref,
    text,
    timestamp,
    unknown_id,
    whole,
)
from models.store.schema import Campaign, Game, TrackedCharacter, TrackedGame, TrackerEntry
from models.validation import MAX_NOTES_LENGTH
from rules import tracker_json as tj
from rules.caliburn_kit import MAX_COMBAT_DICE, combat_dice
from rules.data import GameData

TRACKER_FIELDS = ("started", "state", "seats", "log")
SEAT_FIELDS = ("fielded", "place", "seat", "marks")
ENTRY_FIELDS = ("turn", "text", "change", "undo", "created")
LOG_FIELDS = ("turn", "text")


# --- writing ------------------------------------------------------------------------------


def tracker_docs(
    campaign: Campaign, fielded_key: Mapping[int, str], stamp: Callable[[Any], Any]
) -> dict[int, dict[str, Any]]:
    """The tracker of each game of ``campaign`` being played, by game id, in three queries."""
    tracked = list(
        TrackedGame.select().join(Game).where(Game.campaign == campaign).order_by(TrackedGame.id)
    )
    if not tracked:
        return {}
    ids = [t.id for t in tracked]
    seats: dict[int, list[TrackedCharacter]] = defaultdict(list)
    for seat in (
        TrackedCharacter.select()
        .where(TrackedCharacter.tracked.in_(ids))
        .order_by(TrackedCharacter.place)
    ):
        seats[seat.tracked_id].append(seat)
    entries: dict[int, list[TrackerEntry]] = defaultdict(list)
    for entry in (
        TrackerEntry.select().where(TrackerEntry.tracked.in_(ids)).order_by(TrackerEntry.id)
    ):
        entries[entry.tracked_id].append(entry)
    return {
        game.game_id: {
            "started": stamp(game.started),
            "state": game.state,
            "seats": [
                {
                    "fielded": fielded_key.get(seat.fielded_id)
                    if seat.fielded_id is not None
                    else None,
                    "place": seat.place,
                    "seat": seat.seat,
                    "marks": seat.marks,
                }
                for seat in seats[game.id]
            ],
            "log": [
                {
                    "turn": entry.turn,
                    "text": entry.text,
                    "change": entry.change,
                    "undo": entry.undo,
                    "created": stamp(entry.created),
                }
                for entry in entries[game.id]
            ],
        }
        for game in tracked
    }


# --- reading ------------------------------------------------------------------------------


def read_log(value: object, path: str) -> list[dict[str, Any]]:
    """A recorded game's log (``details.log``): its lines as ``{"turn", "text"}``."""
    lines = []
    for index, line in enumerate(array(value, path)):
        where = item(path, index)
        data = obj(line, where, LOG_FIELDS)
        lines.append(
            {
                "turn": whole(data["turn"], at(where, "turn"), minimum=1),
                "text": text(data["text"], at(where, "text"), max_length=MAX_NOTES_LENGTH),
            }
        )
    return lines


def read_tracker(
    value: object, path: str, rules: GameData, in_game: Mapping[str, Any], *, recorded: bool
) -> dict[str, Any] | None:
    """A game's tracker, checked: its seats (each a character fielded in this game, once),
    its table as :mod:`rules.tracker_json` reads it, and a log that adds up. None (null) for
    a game not being played; a recorded game never is."""
    if value is None:
        return None
    if recorded:
        fail(
            path,
            translate(
                "CampaignFile", "a recorded game is not being played: its log is in its details"
            ),
        )
    data = obj(value, path, TRACKER_FIELDS)
    started = timestamp(data["started"], at(path, "started"))
    seats: dict[int, tuple[object, object]] = {}
    checked_seats = []
    seen: set[str | None] = set()
    for index, seat in enumerate(array(data["seats"], at(path, "seats"))):
        where = item(at(path, "seats"), index)
        row = obj(seat, where, SEAT_FIELDS)
        fielded = ref(
            row["fielded"], at(where, "fielded"), in_game, "character fielded in this game"
        )
        # null: a seat whose character's side was deleted since; the table keeps him.
        if fielded is not None and fielded in seen:
            fail(at(where, "fielded"), translate("CampaignFile", "the character has two seats"))
        seen.add(fielded)
        place = whole(row["place"], at(where, "place"), maximum=tj.MAX_PLACE)
        if place in seats:
            fail(
                at(where, "place"),
                translate("CampaignFile", "another seat already has the place {place}").format(
                    place=place
                ),
            )
        seats[place] = (row["seat"], row["marks"])
        checked_seats.append(
            {"fielded": fielded, "place": place, "seat": row["seat"], "marks": row["marks"]}
        )
    if not seats:
        fail(at(path, "seats"), translate("CampaignFile", "a game at the table seats someone"))
    try:
        table = tj.table_from_json(rules.id, data["state"], seats)
    except tj.TrackerDataError as exc:
        fail(_tracker_path(path, exc.path, checked_seats), exc.problem)
    for place, seat in table.seats.items():
        where = at(item(at(path, "seats"), _index_of(checked_seats, place)), "seat")
        if seat.profile not in rules.profiles:
            fail(at(where, "profile"), unknown_id("profile", repr(seat.profile)))
        profile = rules.profiles[seat.profile]
        if combat_dice(profile, seat.extra_dice) != profile.combat_dice + seat.extra_dice:
            too_many = translate(
                "Characters",
                "{name} would roll {dice}d6, and no warrior rolls more than {top}d6 (K6)",
            )
            dice = profile.combat_dice + seat.extra_dice
            fail(
                at(where, "extra_dice"),
                too_many.format(name=seat.name, dice=dice, top=MAX_COMBAT_DICE),
            )
        for name, known in (("kit", rules.items), ("specials", rules.specials)):
            for entry in getattr(seat, name):
                if entry not in known:
                    fail(
                        at(where, name),
                        translate("CampaignFile", "unknown id {value}").format(value=repr(entry)),
                    )
    log = []
    entries = []
    for index, entry in enumerate(array(data["log"], at(path, "log"))):
        where = item(at(path, "log"), index)
        row = obj(entry, where, ENTRY_FIELDS)
        log.append(
            {
                "turn": whole(row["turn"], at(where, "turn"), minimum=1),
                "text": text(row["text"], at(where, "text"), max_length=MAX_NOTES_LENGTH),
                "change": row["change"],
                "undo": row["undo"],
                "created": timestamp(row["created"], at(where, "created")),
            }
        )
        entries.append((row["change"], row["undo"]))
    found = tj.verify(rules, table, entries)
    if found is not None:
        index, problem = found
        fail(item(at(path, "log"), index), problem)
    return {"started": started, "state": data["state"], "seats": checked_seats, "log": log}


def _index_of(seats: list[dict[str, Any]], place: int) -> int:
    return next(i for i, seat in enumerate(seats) if seat["place"] == place)


def _tracker_path(path: str, inner: str, seats: list[dict[str, Any]]) -> str:
    """The document path of a problem :mod:`rules.tracker_json` found at ``inner``
    (``seats[2].side`` and ``marks[2].status`` name places; the rest is the state's)."""
    for prefix, field in (("seats[", "seat"), ("marks[", "marks")):
        if inner.startswith(prefix):
            end = inner.index("]")
            place = int(inner[len(prefix) : end])
            where = item(at(path, "seats"), _index_of(seats, place))
            return at(where, field) + inner[end + 1 :]
    return at(path, "state") + (f".{inner}" if inner else "")


# --- importing ------------------------------------------------------------------------------


def tracker_rows(
    trackers: Mapping[int, Mapping[str, Any]],
    *,
    game_id: Mapping[int, int],
    fielded_id: Mapping[str, int],
    first_ids: tuple[int, int, int],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """The rows of the trackers of an imported campaign (checked by :func:`read_tracker`),
    by game number: (tracked games, seats, log entries), with their new ids from
    ``first_ids`` on."""
    games: list[dict[str, Any]] = []
    seats: list[dict[str, Any]] = []
    entries: list[dict[str, Any]] = []
    next_game, next_seat, next_entry = first_ids
    for number, tracker in trackers.items():
        tracked_id = next_game + len(games)
        state = tracker["state"]
        games.append(
            {
                "id": tracked_id,
                "game": game_id[number],
                "turn": state["turn"]["number"],
                "state": state,
                "revision": 0,
                "started": tracker["started"],
                "updated": max(
                    [tracker["started"], *(entry["created"] for entry in tracker["log"])]
                ),
            }
        )
        for seat in tracker["seats"]:
            seats.append(
                {
                    "id": next_seat + len(seats),
                    "tracked": tracked_id,
                    "fielded": fielded_id.get(seat["fielded"]),
                    "place": seat["place"],
                    "seat": seat["seat"],
                    "marks": seat["marks"],
                }
            )
        for entry in tracker["log"]:
            entries.append(
                {
                    "id": next_entry + len(entries),
                    "tracked": tracked_id,
                    "turn": entry["turn"],
                    "text": entry["text"],
                    "change": entry["change"],
                    "undo": entry["undo"],
                    "created": entry["created"],
                }
            )
    return games, seats, entries
