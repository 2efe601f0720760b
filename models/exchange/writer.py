"""Writing a campaign as a campaign file (docs/campaign-format.md), a record at a time."""

from __future__ import annotations

import itertools
import json
from collections import defaultdict
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

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
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)

# The keys of a history entry's details that name other records (translate_history_details).
TRANSLATED_DETAILS = frozenset(
    (DETAIL_SUPERSEDES, DETAIL_PURCHASE, DETAIL_VICTIM, *DETAIL_OUTCOMES)
)

CHARACTER_FIELDS = (
    Character.id,
    Character.warband,
    Character.name,
    Character.profile,
    Character.status,
    Character.position,
    Character.gold,
    Character.options,
    Character.upgrades,
    Character.injuries,
    Character.notes,
    Character.created,
)
PURCHASE_FIELDS = (
    Purchase.id,
    Purchase.character,
    Purchase.stash,
    Purchase.item,
    Purchase.price,
    Purchase.status,
    Purchase.refund,
    Purchase.bought,
    Purchase.lost_in,
)
GAME_FIELDS = (
    Game.id,
    Game.number,
    Game.scenario,
    Game.played_on,
    Game.follows,
    Game.points_limit,
    Game.result,
    Game.winner,
    Game.details,
    Game.notes,
    Game.created,
    Game.recorded,
)
SIDE_FIELDS = (GameSide.id, GameSide.game, GameSide.warband, GameSide.role)
FIELDED_FIELDS = (
    GameCharacter.id,
    GameCharacter.side,
    GameCharacter.character,
    GameCharacter.name,
    GameCharacter.outcome,
)
HISTORY_FIELDS = (
    HistoryEntry.id,
    HistoryEntry.kind,
    HistoryEntry.text,
    HistoryEntry.details,
    HistoryEntry.created,
    HistoryEntry.warband,
    HistoryEntry.character,
    HistoryEntry.game,
)


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
    warbands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    warband_ids = Warband.select(Warband.id).where(Warband.campaign == campaign)
    characters = list(
        plain_rows(
            Character.select(*CHARACTER_FIELDS)
            .join(Warband)
            .where(Warband.campaign == campaign)
            .order_by(Character.id),
            CHARACTER_FIELDS,
        )
    )
    # What the characters carry, and what the warbands' stashes hold.
    character_ids = Character.select(Character.id).where(Character.warband.in_(warband_ids))
    purchases = list(
        plain_rows(
            Purchase.select(*PURCHASE_FIELDS)
            .where(Purchase.character.in_(character_ids) | Purchase.stash.in_(warband_ids))
            .order_by(Purchase.id),
            PURCHASE_FIELDS,
        )
    )
    games = list(
        plain_rows(
            Game.select(*GAME_FIELDS)
            .where(Game.campaign == campaign)
            .order_by(Game.number, Game.id),
            GAME_FIELDS,
        )
    )
    sides = list(
        plain_rows(
            GameSide.select(*SIDE_FIELDS)
            .join(Game)
            .where(Game.campaign == campaign)
            .order_by(GameSide.id),
            SIDE_FIELDS,
        )
    )
    fielded = list(
        plain_rows(
            GameCharacter.select(*FIELDED_FIELDS)
            .join(GameSide)
            .join(Game)
            .where(Game.campaign == campaign)
            .order_by(GameCharacter.id),
            FIELDED_FIELDS,
        )
    )
    history = HistoryEntry.select(*HISTORY_FIELDS).where(HistoryEntry.campaign == campaign)

    characters_of: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for character in characters:
        characters_of[character[1]].append(character)
    purchases_of: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    stash_of: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for purchase in purchases:
        if purchase[1] is not None:
            purchases_of[purchase[1]].append(purchase)
        else:
            stash_of[purchase[2]].append(purchase)
    sides_of: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for side in sides:
        sides_of[side[1]].append(side)
    fielded_of: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for one in fielded:
        fielded_of[one[1]].append(one)

    # Keys in the order the document lists the rows.
    warband_key = {w.id: f"w{i}" for i, w in enumerate(warbands, start=1)}
    ordered_characters = [c for w in warbands for c in characters_of[w.id]]
    character_key = {c[0]: f"c{i}" for i, c in enumerate(ordered_characters, start=1)}
    ordered_purchases: list[tuple[Any, ...]] = []
    for w in warbands:  # each warband's characters' purchases, then its stash
        for c in characters_of[w.id]:
            ordered_purchases += purchases_of[c[0]]
        ordered_purchases += stash_of[w.id]
    purchase_key = {p[0]: f"p{i}" for i, p in enumerate(ordered_purchases, start=1)}
    del ordered_characters, ordered_purchases
    ordered_fielded = (f for g in games for s in sides_of[g[0]] for f in fielded_of[s[0]])
    fielded_key = {f[0]: f"f{i}" for i, f in enumerate(ordered_fielded, start=1)}
    # Game.details["effects"] is keyed by the fielded character's id as text.
    fielded_key_or_text = {**fielded_key, **{str(i): k for i, k in fielded_key.items()}}
    game_number = {g[0]: g[1] for g in games}
    lookups = {
        "fielded": lookup(fielded_key_or_text),
        "character": lookup(character_key),
        "purchase": lookup(purchase_key),
    }
    trackers = tracker_docs(campaign, fielded_key, stamp)

    # The same keys as JSON text, for the records put together as text.
    warband_json = refs(warband_key)
    character_json = refs(character_key)
    purchase_json = refs(purchase_key)
    fielded_json = refs(fielded_key)
    game_json = {game_id: plain(number) for game_id, number in game_number.items()}
    stamps = Stamps()
    names = Texts()  # kinds, statuses, profiles, items, roles: few of each
    options = SortedJson(Character.options)
    upgrades = SortedJson(Character.upgrades)
    injuries = SortedJson(Character.injuries)
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

    def purchase_text(purchase: tuple[Any, ...]) -> str:
        purchase_id, _, _, item, price, status, refund, bought, lost_in = purchase
        return (
            f'{{"id": {purchase_json[purchase_id]}, "item": {names[item]}, '
            f'"price": {whole(price, "price of a purchase")}, "status": {names[status]}, '
            f'"refund": {whole(refund, "refund of a purchase")}, "bought": {stamps[bought]}, '
            f'"lost_in": {game_json.get(lost_in, "null")}}}'
        )

    def character_text(character: tuple[Any, ...]) -> str:
        (character_id, _, name, profile, status, position, gold, *json_columns) = character
        options_raw, upgrades_raw, injuries_raw, notes, created = json_columns
        carried = items(purchase_text(p) for p in purchases_of[character_id])
        return (
            f'{{"id": {character_json[character_id]}, "name": {quoted(name)}, '
            f'"profile": {names[profile]}, "status": {names[status]}, '
            f'"position": {whole(position, "place on the roster")}, '
            f'"gold": {whole(gold, f"gold of {name}")}, "options": {options[options_raw]}, '
            f'"upgrades": {upgrades[upgrades_raw]}, "injuries": {injuries[injuries_raw]}, '
            f'"notes": {quoted(notes)}, "created": {stamps[created]}, "purchases": {carried}}}'
        )

    def warband_text(warband: Warband) -> str:
        head = plain(
            {
                "id": warband_key[warband.id],
                "name": warband.name,
                "player": warband.player,
                "notes": warband.notes,
                "created": stamp(warband.created),
            }
        )
        return (
            f'{head[:-1]}, "characters": {items(map(character_text, characters_of[warband.id]))}'
            f', "stash": {items(map(purchase_text, stash_of[warband.id]))}}}'
        )

    def fielded_text(one: tuple[Any, ...]) -> str:
        fielded_id, _, character_id, name, outcome = one
        return (
            f'{{"id": {fielded_json[fielded_id]}, '
            f'"character": {character_json.get(character_id, "null")}, "name": {quoted(name)}, '
            f'"outcome": {outcomes[outcome]}}}'
        )

    def side_text(side: tuple[Any, ...]) -> str:
        side_id, _, warband_id, role = side
        head = plain({"warband": warband_key.get(warband_id), "role": role})
        return f'{head[:-1]}, "fielded": {items(map(fielded_text, fielded_of[side_id]))}}}'

    def game_text(game: tuple[Any, ...]) -> str:
        (game_id, number, scenario, played_on, follows, points_limit, *rest) = game
        result, winner, stored_details, notes, created, recorded = rest
        played = plain(day(Game.played_on.python_value(played_on)))
        limit = whole(points_limit, f"points limit of game {number}")
        times = f'"created": {stamps[created]}, "recorded": {stamps[recorded]}'
        sides_text = items(map(side_text, sides_of[game_id]))
        translated = translate_game_details(parsed(stored_details, Game.details), **lookups)
        return (
            f'{{"number": {plain(number)}, "scenario": {quoted(scenario)}, "played_on": {played}, '
            f'"follows": {game_json.get(follows, "null")}, "points_limit": {limit}, '
            f'"result": {names[result]}, "winner": {warband_json.get(winner, "null")}, '
            f'"notes": {quoted(notes)}, {times}, "sides": {sides_text}, '
            f'"details": {keys_sorted(translated)}, "tracker": {plain(trackers.get(game_id))}}}'
        )

    def history_texts() -> Iterator[str]:
        rows = plain_rows(history.order_by(HistoryEntry.id), HISTORY_FIELDS)
        for _, kind, text, stored, created, warband_id, character_id, game_id in rows:
            yield (
                f'{{"kind": {names[kind]}, "text": {quoted(text)}, "details": {details[stored]}, '
                f'"created": {stamps[created]}, '
                f'"warband": {warband_json.get(warband_id, "null")}, '
                f'"character": {character_json.get(character_id, "null")}, '
                f'"game": {game_json.get(game_id, "null")}}}'
            )

    yield "{\n"
    yield f'  "format": {plain(FORMAT)},\n'
    yield f'  "version": {plain(VERSION)},\n'
    yield f'  "name": {plain(campaign.name)},\n'
    yield f'  "game": {plain(campaign.game)},\n'
    yield f'  "created": {plain(stamp(campaign.created))},\n'
    # A table of settings (rules_of refuses anything else), so it takes one line.
    yield f'  "settings": {keys_sorted(campaign.house_rules or {})},\n'
    yield from _listed("warbands", map(warband_text, warbands))
    yield from _listed("games", map(game_text, games))
    yield from _listed("history", history_texts(), last=True)
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
