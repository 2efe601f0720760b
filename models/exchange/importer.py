"""Reading a campaign file back as a new campaign: parse and check the document
(:mod:`models.exchange.reader`), back up, then write in one transaction, the history as it
is read."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from contextlib import closing
from pathlib import Path
from typing import Any

import peewee as pw

from models import changes
from models.collector import collector_paused
from models.exchange.common import (
    lookup,
    places_from,
    translate_game_details,
    translate_history_details,
    translate_outcome,
)
from models.exchange.layout import CHARACTER, FIELDED, GAME, HISTORY, PURCHASE, SIDE, WARBAND
from models.exchange.reader import read_document, stream_history
from models.exchange.source import CampaignFile, text_of
from models.records import declarations as declared
from models.records.document import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
    CampaignDoc,
    unpacked,
)
from models.records.tracker_doc import tracker_rows
from models.store.backup import IMPORT, make_backup
from models.store.connection import db
from models.store.postgres import next_free_id
from models.store.roles import name_taken
from models.store.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    TrackedCharacter,
    TrackedGame,
    TrackerEntry,
    Warband,
)
from models.validation import MAX_NAME_LENGTH

# A game's details are unpacked and translated as it is written: a few hundred of them at a
# time, as each holds the effects of every warrior fielded.
GAMES_A_BATCH = 200

# The keys of a history entry's details that refer to rows (translate_history_details).
_REFERRING = frozenset((DETAIL_PURCHASE, DETAIL_VICTIM, *DETAIL_OUTCOMES, DETAIL_SUPERSEDES))


def import_campaign(
    document: Mapping[str, Any] | str | bytes | CampaignFile, *, db_path: Path | None = None
) -> Campaign:
    """Create a new campaign from a campaign document: parsed, the text of a file, or a file
    (:func:`models.exchange.source.open_campaign_file`).

    The document is checked a record at a time as it is read (text and files:
    :mod:`models.records.stream`); a bad one raises DocumentError naming the JSON path of
    its first problem, and nothing is written. Everything but the history is checked first.
    Then, when ``db_path`` is given, the database is backed up (reason "import"), and the
    campaign is written in one transaction, all of it or nothing: its history an entry at a
    time as it is read and checked, so that memory does not grow with it, and a problem in
    the history, or with the rules over the whole campaign (asked after its last entry),
    rolls the transaction back. A name already taken gets a suffix: "Autumn (2)". Every row
    is new, with its references remapped, so nothing points at another campaign's rows.
    Writes go through :mod:`models.changes`, so undo removes the imported campaign.
    """
    with collector_paused():
        if isinstance(document, str | bytes | bytearray | CampaignFile):
            plan, history = stream_history(text_of(document))
        else:
            plan = read_document(document)
            history = (entry for entry in plan.history)
        with closing(history):
            if db_path is not None:
                make_backup(Path(db_path), reason=IMPORT)
            with db.atomic():
                return _write(plan, history)


def free_campaign_name(name: str) -> str:
    """``name``, or ``name (2)``, ``name (3)``, ... whichever is not taken (at most 100 long)."""
    candidate, n = name, 1
    while Campaign.select().where(Campaign.name == candidate).exists() or name_taken(
        db.obj, candidate
    ):
        n += 1
        suffix = f" ({n})"
        candidate = name[: MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
    return candidate


def _next_id(model: type[pw.Model]) -> int:
    return next_free_id(db.obj, model)


def _ids(keys: list[Any], model: type[pw.Model]) -> dict[Any, int]:
    """New ids for rows of ``model``, in document order (what SQLite would give them)."""
    first = _next_id(model)
    return {key: first + i for i, key in enumerate(keys)}


def _following_first(games: list[declared.Game]) -> list[declared.Game]:
    """Games in document order, except that a game comes after the game it follows (the
    links were checked not to loop)."""
    by_number = {game.number: game for game in games}
    placed: set[int] = set()
    ordered: list[declared.Game] = []
    for game in games:
        chain: list[declared.Game] = []
        current: declared.Game | None = game
        while current is not None and current.number not in placed:
            chain.append(current)
            current = by_number[current.follows] if current.follows is not None else None
        for earlier in reversed(chain):
            placed.add(earlier.number)
            ordered.append(earlier)
    return ordered


def _write(plan: CampaignDoc, history: Iterable[declared.HistoryEntry]) -> Campaign:
    """Write a checked document as a new campaign, and then its ``history`` as it is read
    (the caller holds the transaction).

    Every id is chosen before the first insert, so references inside JSON details (effects,
    outcomes, history) are written once, already pointing at the new rows.
    """
    characters = [c for w in plan.warbands for c in w.characters]
    stashed = [(w, p) for w in plan.warbands for p in w.stash]
    purchases = [p for c in characters for p in c.purchases] + [p for _w, p in stashed]
    sides = [(g.number, i) for g in plan.games for i in range(len(g.sides))]
    fielded = [f for g in plan.games for s in g.sides for f in s.fielded]
    campaign_id = _next_id(Campaign)
    warband_id = _ids([w.id for w in plan.warbands], Warband)
    character_id = _ids([c.id for c in characters], Character)
    purchase_id = _ids([p.id for p in purchases], Purchase)
    game_id = _ids([g.number for g in plan.games], Game)
    side_id = _ids(sides, GameSide)
    fielded_id = _ids([f.id for f in fielded], GameCharacter)
    lookups = {
        "fielded": lookup(fielded_id),
        "character": lookup(character_id),
        "purchase": lookup(purchase_id),
    }

    campaign = changes.create(
        Campaign,
        id=campaign_id,
        name=free_campaign_name(plan.name),
        game=plan.game,
        house_rules=plan.settings,
        created=plan.created,
    )
    # The new rows each of the file's links names, by the table it links to.
    ids = {Warband: warband_id, Character: character_id, Game: game_id}
    warband_row, character_row, game_row = (x.rows_from(ids) for x in (WARBAND, CHARACTER, GAME))
    side_row, fielded_row, purchase_row = (x.rows_from(ids) for x in (SIDE, FIELDED, PURCHASE))
    history_row = HISTORY.rows_from(ids)
    changes.create_many(
        Warband,
        (warband_row(w, id=warband_id[w.id], campaign=campaign_id) for w in plan.warbands),
    )
    changes.create_many(
        Character,
        (
            character_row(c, id=character_id[c.id], warband=warband_id[w.id])
            for w in plan.warbands
            for c in w.characters
        ),
    )
    changes.create_many(
        Game,
        (
            game_row(
                game,
                id=game_id[game.number],
                campaign=campaign_id,
                details=translate_game_details(unpacked(plan.details[game.number]), **lookups),
            )
            for game in _following_first(plan.games)
        ),
        batch=GAMES_A_BATCH,
    )
    changes.create_many(
        GameSide,
        (
            side_row(side, id=side_id[(game.number, i)], game=game_id[game.number])
            for game in plan.games
            for i, side in enumerate(game.sides)
        ),
    )
    changes.create_many(
        GameCharacter,
        (
            fielded_row(
                one,
                id=fielded_id[one.id],
                game=game_id[game.number],
                side=side_id[(game.number, i)],
                outcome=translate_outcome(
                    unpacked(plan.outcomes.get(one.id, {})), lookups["fielded"]
                ),
            )
            for game in plan.games
            for i, side in enumerate(game.sides)
            for one in side.fielded
        ),
    )
    changes.create_many(
        Purchase,
        itertools.chain(
            (
                purchase_row(p, id=purchase_id[p.id], character=character_id[c.id], stash=None)
                for c in characters
                for p in c.purchases
            ),
            (
                purchase_row(p, id=purchase_id[p.id], character=None, stash=warband_id[w.id])
                for w, p in stashed
            ),
        ),
    )
    trackers, seats, log = tracker_rows(
        {game.number: game.tracker for game in plan.games if game.tracker is not None},
        game_id=game_id,
        fielded_id=fielded_id,
        first_ids=(_next_id(TrackedGame), _next_id(TrackedCharacter), _next_id(TrackerEntry)),
    )
    changes.create_many(TrackedGame, trackers)
    changes.create_many(TrackedCharacter, seats)
    changes.create_many(TrackerEntry, log)
    first_entry = _next_id(HistoryEntry)
    entry_id = places_from(first_entry)
    changes.create_many(
        HistoryEntry,
        (
            history_row(
                entry,
                id=first_entry + index,
                campaign=campaign_id,
                details=(
                    translate_history_details(entry.details, **lookups, history=entry_id)
                    if not _REFERRING.isdisjoint(entry.details)
                    else entry.details  # nothing in it to translate
                ),
            )
            for index, entry in enumerate(history)
        ),
    )
    return campaign
