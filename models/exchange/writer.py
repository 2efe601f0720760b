"""Writing a campaign as a campaign file (docs/campaign-format.md)."""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from models.campaigns import rules_of
from models.errors import DatabaseValueError
from models.exchange.common import (
    ExchangeFileError,
    collector_paused,
    lookup,
    translate_game_details,
    translate_history_details,
    translate_outcome,
)
from models.exchange.reader import (
    FORMAT,
    VERSION,
)
from models.exchange.tracker_doc import tracker_docs
from models.store.files import write_atomically
from models.store.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
    stored_whole,
)


def _sorted(value: Any) -> Any:
    """Free-form JSON with the keys of every object sorted, so the text is stable."""
    if isinstance(value, Mapping):
        return {k: _sorted(value[k]) for k in sorted(value)}
    if isinstance(value, list | tuple):
        return [_sorted(v) for v in value]
    return value


def _stamp(value: Any) -> Any:
    """A stored time as the format writes it: ISO 8601, UTC, with a Z."""
    if isinstance(value, dt.datetime):
        return value.replace(tzinfo=None).isoformat() + "Z"
    if value is None:
        return None
    raise _not_a_date(value, "a date and time")


def _day(value: Any) -> Any:
    if value is None or (isinstance(value, dt.date) and not isinstance(value, dt.datetime)):
        return value.isoformat() if value is not None else None
    raise _not_a_date(value, "a date")


def _not_a_date(value: Any, what: str) -> DatabaseValueError:
    return DatabaseValueError(
        f"The campaign holds {str(value)[:40]!r} where {what} belongs, so it cannot be "
        "exported. The database check (Database ▸ Check… in the app) finds it."
    )


def export_campaign(campaign: Campaign) -> dict[str, Any]:
    """The campaign as a document of the campaign format (see docs/campaign-format.md).

    Lists are in a defined order (warbands, characters, purchases, sides, fielded characters
    and history by the order they were made; games by number), keys are given in that order,
    and free-form objects have sorted keys: the same campaign always gives the same document.
    Reads the campaign in a fixed number of queries.
    """
    campaign = Campaign.get_by_id(campaign.id)
    rules_of(campaign)  # house rules the rules refuse are not exported: DatabaseValueError
    warbands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    characters = list(
        Character.select().join(Warband).where(Warband.campaign == campaign).order_by(Character.id)
    )
    # What the characters carry, and what the warbands' stashes hold.
    warband_ids = Warband.select(Warband.id).where(Warband.campaign == campaign)
    character_ids = Character.select(Character.id).where(Character.warband.in_(warband_ids))
    purchases = list(
        Purchase.select(
            Purchase.id,
            Purchase.character.alias("character_id"),
            Purchase.stash.alias("stash_id"),
            Purchase.item,
            Purchase.price,
            Purchase.status,
            Purchase.refund,
            Purchase.bought,
            Purchase.lost_in.alias("lost_in_id"),
        )
        .where(Purchase.character.in_(character_ids) | Purchase.stash.in_(warband_ids))
        .order_by(Purchase.id)
        .namedtuples()
    )
    games = list(Game.select().where(Game.campaign == campaign).order_by(Game.number, Game.id))
    sides = list(
        GameSide.select().join(Game).where(Game.campaign == campaign).order_by(GameSide.id)
    )
    fielded = list(
        GameCharacter.select(
            GameCharacter.id,
            GameCharacter.side.alias("side_id"),
            GameCharacter.character.alias("character_id"),
            GameCharacter.name,
            GameCharacter.outcome,
        )
        .join(GameSide)
        .join(Game)
        .where(Game.campaign == campaign)
        .order_by(GameCharacter.id)
        .namedtuples()
    )
    # The longest list, read as plain rows: building 60,000 model objects took seconds.
    history = list(
        HistoryEntry.select(
            HistoryEntry.id,
            HistoryEntry.kind,
            HistoryEntry.text,
            HistoryEntry.details,
            HistoryEntry.created,
            HistoryEntry.warband.alias("warband_id"),
            HistoryEntry.character.alias("character_id"),
            HistoryEntry.game.alias("game_id"),
        )
        .where(HistoryEntry.campaign == campaign)
        .order_by(HistoryEntry.id)
        .namedtuples()
    )

    characters_of: dict[int, list[Character]] = defaultdict(list)
    for character in characters:
        characters_of[character.warband_id].append(character)
    purchases_of: dict[int, list[Any]] = defaultdict(list)
    stash_of: dict[int, list[Any]] = defaultdict(list)
    for purchase in purchases:
        if purchase.character_id is not None:
            purchases_of[purchase.character_id].append(purchase)
        else:
            stash_of[purchase.stash_id].append(purchase)
    sides_of: dict[int, list[GameSide]] = defaultdict(list)
    for side in sides:
        sides_of[side.game_id].append(side)
    fielded_of: dict[int, list[Any]] = defaultdict(list)
    for one in fielded:
        fielded_of[one.side_id].append(one)

    # Keys in the order the document lists the rows.
    warband_key = {w.id: f"w{i}" for i, w in enumerate(warbands, start=1)}
    ordered_characters = [c for w in warbands for c in characters_of[w.id]]
    character_key = {c.id: f"c{i}" for i, c in enumerate(ordered_characters, start=1)}
    ordered_purchases: list[Any] = []
    for w in warbands:  # each warband's characters' purchases, then its stash
        for c in characters_of[w.id]:
            ordered_purchases += purchases_of[c.id]
        ordered_purchases += stash_of[w.id]
    purchase_key = {p.id: f"p{i}" for i, p in enumerate(ordered_purchases, start=1)}
    ordered_fielded = [f for g in games for s in sides_of[g.id] for f in fielded_of[s.id]]
    fielded_key = {f.id: f"f{i}" for i, f in enumerate(ordered_fielded, start=1)}
    # Game.details["effects"] is keyed by the fielded character's id as text.
    fielded_key_or_text = {**fielded_key, **{str(i): k for i, k in fielded_key.items()}}
    game_number = {g.id: g.number for g in games}
    # A correction names the entries it supersedes by their place in the document's history.
    entry_number = lookup({entry.id: index for index, entry in enumerate(history)})
    lookups = {
        "fielded": lookup(fielded_key_or_text),
        "character": lookup(character_key),
        "purchase": lookup(purchase_key),
    }

    trackers = tracker_docs(campaign, fielded_key, _stamp)

    def purchase_doc(purchase: Any) -> dict[str, Any]:
        return {
            "id": purchase_key[purchase.id],
            "item": purchase.item,
            "price": stored_whole(purchase.price, "price of a purchase"),
            "status": purchase.status,
            "refund": stored_whole(purchase.refund, "refund of a purchase"),
            "bought": _stamp(purchase.bought),
            "lost_in": game_number.get(purchase.lost_in_id),
        }

    def character_doc(character: Character) -> dict[str, Any]:
        return {
            "id": character_key[character.id],
            "name": character.name,
            "profile": character.profile,
            "status": character.status,
            "position": stored_whole(character.position, "place on the roster"),
            "gold": stored_whole(character.gold, f"gold of {character.name}"),
            "options": _sorted(character.options),
            "upgrades": _sorted(character.upgrades),
            "injuries": _sorted(character.injuries),
            "notes": character.notes,
            "created": _stamp(character.created),
            "purchases": [purchase_doc(p) for p in purchases_of[character.id]],
        }

    def fielded_doc(one: Any) -> dict[str, Any]:
        return {
            "id": fielded_key[one.id],
            "character": character_key.get(one.character_id),
            "name": one.name,
            "outcome": _sorted(translate_outcome(one.outcome, lookups["fielded"])),
        }

    def game_doc(game: Game) -> dict[str, Any]:
        return {
            "number": game.number,
            "scenario": game.scenario,
            "played_on": _day(game.played_on),
            "follows": game_number.get(game.follows_id),
            "points_limit": stored_whole(game.points_limit, f"points limit of game {game.number}"),
            "result": game.result,
            "winner": warband_key.get(game.winner_id),
            "notes": game.notes,
            "created": _stamp(game.created),
            "recorded": _stamp(game.recorded),
            "sides": [
                {
                    "warband": warband_key.get(side.warband_id),
                    "role": side.role,
                    "fielded": [fielded_doc(f) for f in fielded_of[side.id]],
                }
                for side in sides_of[game.id]
            ],
            "details": _sorted(translate_game_details(game.details, **lookups)),
            "tracker": trackers.get(game.id),
        }

    def history_doc(entry: Any) -> dict[str, Any]:
        return {
            "kind": entry.kind,
            "text": entry.text,
            "details": _sorted(
                translate_history_details(entry.details, **lookups, history=entry_number)
            ),
            "created": _stamp(entry.created),
            "warband": warband_key.get(entry.warband_id),
            "character": character_key.get(entry.character_id),
            "game": game_number.get(entry.game_id),
        }

    return {
        "format": FORMAT,
        "version": VERSION,
        "name": campaign.name,
        "game": campaign.game,
        "created": _stamp(campaign.created),
        "settings": _sorted(campaign.house_rules or {}),
        "warbands": [
            {
                "id": warband_key[w.id],
                "name": w.name,
                "player": w.player,
                "notes": w.notes,
                "created": _stamp(w.created),
                "characters": [character_doc(c) for c in characters_of[w.id]],
                "stash": [purchase_doc(p) for p in stash_of[w.id]],
            }
            for w in warbands
        ],
        "games": [game_doc(g) for g in games],
        "history": [history_doc(e) for e in history],
    }


def to_json(document: Mapping[str, Any]) -> str:
    """The text of a document: UTF-8 as written, one record a line, ending with a newline.

    The top-level fields each take a line, and so does each record of the top-level lists
    (a warband with its characters, a game, a history entry): a file a person can scan and
    a diff tool can compare, written by the json module's fast encoder.
    """

    def one_line(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = ["{"]
    for position, (key, value) in enumerate(document.items()):
        comma = "," if position < len(document) - 1 else ""
        if isinstance(value, list) and value:
            lines.append(f"  {one_line(key)}: [")
            lines += [f"    {one_line(item)}," for item in value[:-1]]
            lines.append(f"    {one_line(value[-1])}")
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {one_line(key)}: {one_line(value)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def export_json(campaign: Campaign) -> str:
    """The campaign as the text of a campaign file."""
    with collector_paused():
        return to_json(export_campaign(campaign))


def write_campaign_file(campaign: Campaign, path: Path) -> Path:
    """Export ``campaign`` to the file ``path`` (replaced atomically); return the path."""
    return write_atomically(path, export_json(campaign).encode("utf-8"), error=ExchangeFileError)
