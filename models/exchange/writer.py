"""Writing a campaign as a campaign file (docs/campaign-format.md), a record at a time.

Each record is written from its declaration (:mod:`models.records.declarations`): its fields
in their order, each field that is a column of its table (a field and its column share a
name) written by the kind of its column. Only what is no column of the record's own table is
written here by hand: a record's key, the lists of other records it holds, and the JSON whose
references the document translates. A declared field that is neither stops the export with a
programming error naming it (tests/models/test_declared_fields.py)."""

from __future__ import annotations

import itertools
import json
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import peewee as pw

from i18n import translate
from models.campaigns import rules_of
from models.collector import collector_paused
from models.exchange.common import (
    ExchangeFileError,
    Lookup,
    lookup,
    translate_game_details,
    translate_history_details,
    translate_outcome,
)
from models.exchange.layout import (
    CHARACTER,
    FIELDED,
    GAME,
    HISTORY,
    PURCHASE,
    SIDE,
    WARBAND,
    Row,
)
from models.exchange.writing import (
    SortedJson,
    Stamps,
    Texts,
    Translated,
    day,
    items,
    keys_sorted,
    parsed,
    plain,
    plain_rows,
    quoted,
    refs,
    stamp,
    whole,
    write_lines,
)
from models.records import declarations as declared
from models.records.document import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
    FORMAT,
    VERSION,
)
from models.records.tracker_doc import tracker_docs
from models.store.schema import (
    BaseModel,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    JSONField,
    Purchase,
    Warband,
)

# The keys of a history entry's details that name other records (translate_history_details).
TRANSLATED_DETAILS = frozenset(
    (DETAIL_SUPERSEDES, DETAIL_PURCHASE, DETAIL_VICTIM, *DETAIL_OUTCOMES)
)


class _Refs(dict[Any, str]):
    """Row ids to the document's keys as JSON text; an id the document does not have (or
    none) is null."""

    def __missing__(self, row_id: Any) -> str:
        return "null"


def campaign_lines(campaign: Campaign) -> Iterator[str]:
    """The text of ``campaign``'s file, in pieces that each end a line.

    Lists are in a defined order (warbands, characters, purchases, sides, fielded characters
    and history by the order they were made; games by number), keys are given in that order,
    and free-form objects have sorted keys: the same campaign always gives the same text. The
    top-level fields each take a line, and so does each record of the top-level lists (a
    warband with its characters, a game, a history entry): a file a person can scan and a
    diff tool can compare. UTF-8 as written, ending with a newline.

    Reads the campaign in a fixed number of queries, all but the history's before the first
    piece; the history, the longest list, is read in batches as it is written, so nothing
    holds the whole document. The long tables are read as plain rows (building 60,000 model
    instances took seconds), and each JSON column is parsed only to be written again.
    """
    campaign = Campaign.get_by_id(campaign.id)
    rules_of(campaign)  # house rules the rules refuse are not exported: DatabaseValueError
    warband_ids = Warband.select(Warband.id).where(Warband.campaign == campaign)
    warbands = list(
        WARBAND.rows(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    )
    characters = list(
        CHARACTER.rows(
            Character.select()
            .join(Warband)
            .where(Warband.campaign == campaign)
            .order_by(Character.id)
        )
    )
    # What the characters carry, and what the warbands' stashes hold.
    character_ids = Character.select(Character.id).where(Character.warband.in_(warband_ids))
    purchases = list(
        PURCHASE.rows(
            Purchase.select()
            .where(Purchase.character.in_(character_ids) | Purchase.stash.in_(warband_ids))
            .order_by(Purchase.id)
        )
    )
    games = list(
        GAME.rows(Game.select().where(Game.campaign == campaign).order_by(Game.number, Game.id))
    )
    sides = list(
        SIDE.rows(
            GameSide.select().join(Game).where(Game.campaign == campaign).order_by(GameSide.id)
        )
    )
    fielded = list(
        FIELDED.rows(
            GameCharacter.select()
            .join(GameSide)
            .join(Game)
            .where(Game.campaign == campaign)
            .order_by(GameCharacter.id)
        )
    )
    history = HistoryEntry.select().where(HistoryEntry.campaign == campaign)

    characters_of: dict[int, list[Row]] = defaultdict(list)
    for character in characters:
        characters_of[character[1]].append(character)
    purchases_of: dict[int, list[Row]] = defaultdict(list)
    stash_of: dict[int, list[Row]] = defaultdict(list)
    for purchase in purchases:
        if purchase[1] is not None:
            purchases_of[purchase[1]].append(purchase)
        else:
            stash_of[purchase[2]].append(purchase)
    sides_of: dict[int, list[Row]] = defaultdict(list)
    for side in sides:
        sides_of[side[1]].append(side)
    fielded_of: dict[int, list[Row]] = defaultdict(list)
    for one in fielded:
        fielded_of[one[1]].append(one)

    # Keys in the order the document lists the rows.
    warband_key = {w[0]: f"w{i}" for i, w in enumerate(warbands, start=1)}
    ordered_characters = [c for w in warbands for c in characters_of[w[0]]]
    character_key = {c[0]: f"c{i}" for i, c in enumerate(ordered_characters, start=1)}
    ordered_purchases: list[Row] = []
    for w in warbands:  # each warband's characters' purchases, then its stash
        for c in characters_of[w[0]]:
            ordered_purchases += purchases_of[c[0]]
        ordered_purchases += stash_of[w[0]]
    purchase_key = {p[0]: f"p{i}" for i, p in enumerate(ordered_purchases, start=1)}
    del ordered_characters, ordered_purchases
    ordered_fielded = (f for g in games for s in sides_of[g[0]] for f in fielded_of[s[0]])
    fielded_key = {f[0]: f"f{i}" for i, f in enumerate(ordered_fielded, start=1)}
    # Game.details["effects"] is keyed by the fielded character's id as text.
    fielded_key_or_text = {**fielded_key, **{str(i): k for i, k in fielded_key.items()}}
    lookups = {
        "fielded": lookup(fielded_key_or_text),
        "character": lookup(character_key),
        "purchase": lookup(purchase_key),
    }
    trackers = tracker_docs(campaign, fielded_key, stamp)

    # The records a link names, as the document's keys (JSON text): games by their number.
    keys: dict[type[BaseModel], _Refs] = {
        Warband: _Refs(refs(warband_key)),
        Character: _Refs(refs(character_key)),
        Purchase: _Refs(refs(purchase_key)),
        GameCharacter: _Refs(refs(fielded_key)),
        Game: _Refs({g[0]: plain(g[GAME.at("number")]) for g in games}),
    }
    stamps = Stamps()
    names = Texts()  # kinds, statuses, profiles, items, roles: few of each

    def kinds(column: pw.Field) -> Callable[[Any], str]:
        """How a column's stored value is written, by the column's kind."""
        if isinstance(column, pw.ForeignKeyField):
            return keys[column.rel_model].__getitem__
        if isinstance(column, JSONField):
            return SortedJson(column).__getitem__
        if isinstance(column, pw.DateTimeField):
            return stamps.__getitem__
        if isinstance(column, pw.DateField):
            return lambda value: plain(day(column.python_value(value)))
        if isinstance(column, pw.IntegerField):
            # The column and its table by their names in the database, as they are.
            what = translate("CampaignExport", "{column} of a {table}").format(
                column=column.name.replace("_", " "), table=column.model._meta.table_name
            )
            return lambda value: whole(value, what)
        if isinstance(column, pw.CharField):
            return names.__getitem__
        return quoted

    outcomes = Translated(
        GameCharacter.outcome,
        lambda outcome: translate_outcome(outcome, lookups["fielded"]),
        lambda outcome: not isinstance(outcome, Mapping) or outcome.get("killed_by") is None,
    )
    # A correction names the entries it supersedes by their place in the document's history:
    # the places are read when the first correction is met (a campaign may have none).
    places: list[Lookup] = []

    def history_by_place(entry: Any) -> Any:
        if not places:
            ids = history.select(HistoryEntry.id).order_by(HistoryEntry.id)
            rows = plain_rows(ids, (HistoryEntry.id,))
            places.append(lookup({row[0]: index for index, row in enumerate(rows)}))
        return places[0](entry)

    details = Translated(
        HistoryEntry.details,
        lambda value: translate_history_details(value, **lookups, history=history_by_place),
        lambda value: not isinstance(value, Mapping) or TRANSLATED_DETAILS.isdisjoint(value),
    )
    purchase_text = PURCHASE.writer(kinds, id=lambda row: keys[Purchase][row[0]])
    character_text = CHARACTER.writer(
        kinds,
        id=lambda row: keys[Character][row[0]],
        purchases=lambda row: items(map(purchase_text, purchases_of[row[0]])),
    )
    warband_text = WARBAND.writer(
        kinds,
        id=lambda row: keys[Warband][row[0]],
        characters=lambda row: items(map(character_text, characters_of[row[0]])),
        stash=lambda row: items(map(purchase_text, stash_of[row[0]])),
    )
    fielded_outcome = FIELDED.at("outcome")
    fielded_text = FIELDED.writer(
        kinds,
        id=lambda row: keys[GameCharacter][row[0]],
        outcome=lambda row: outcomes[row[fielded_outcome]],
    )
    side_text = SIDE.writer(kinds, fielded=lambda row: items(map(fielded_text, fielded_of[row[0]])))
    game_details = GAME.at("details")
    game_text = GAME.writer(
        kinds,
        sides=lambda row: items(map(side_text, sides_of[row[0]])),
        details=lambda row: keys_sorted(
            translate_game_details(parsed(row[game_details], Game.details), **lookups)
        ),
        tracker=lambda row: plain(trackers.get(row[0])),
    )
    history_details = HISTORY.at("details")
    history_text = HISTORY.writer(kinds, details=lambda row: details[row[history_details]])

    top = {
        "format": plain(FORMAT),
        "version": plain(VERSION),
        "name": plain(campaign.name),
        "game": plain(campaign.game),
        "created": plain(stamp(campaign.created)),
        # A table of settings (rules_of refuses anything else), so it takes one line.
        "settings": keys_sorted(campaign.house_rules or {}),
    }
    lists = {
        "warbands": lambda: map(warband_text, warbands),
        "games": lambda: map(game_text, games),
        "history": lambda: map(history_text, HISTORY.rows(history.order_by(HistoryEntry.id))),
    }
    yield "{\n"
    fields = declared.field_names(declared.Campaign)
    for name in fields:
        last = name == fields[-1]
        if name in top:
            yield f'  "{name}": {top[name]}' + ("\n" if last else ",\n")
        else:
            yield from _listed(name, lists[name](), last=last)
    yield "}\n"


def _listed(key: str, records: Iterator[str], *, last: bool = False) -> Iterator[str]:
    """A top-level list: its key, then a record a line (or ``[]`` on the key's line)."""
    opening = f'  "{key}": [\n    '
    first = True
    for record in records:
        yield (opening if first else ",\n    ") + record
        first = False
    yield (f'  "{key}": []' if first else "\n  ]") + ("\n" if last else ",\n")


def export_campaign(campaign: Campaign) -> dict[str, Any]:
    """The campaign as a document of the campaign format (see docs/campaign-format.md): the
    file's text (:func:`campaign_lines`) read back, so a document is what a file holds."""
    with collector_paused():
        return json.loads(export_json(campaign))


def export_json(campaign: Campaign) -> str:
    """The campaign as the text of a campaign file."""
    with collector_paused():
        return "".join(campaign_lines(campaign))


def write_campaign_file(campaign: Campaign, path: Path) -> Path:
    """Export ``campaign`` to the file ``path`` (replaced atomically); return the path.

    The campaign is read and checked before the file is touched; its records are then written
    as they are read, into a temporary file that replaces ``path`` only once complete."""
    with collector_paused():
        lines = campaign_lines(campaign)
        first = next(lines)
        return write_lines(path, itertools.chain((first,), lines), error=ExchangeFileError)
