"""Campaign files: export a campaign to JSON and import one back (docs/campaign-format.md).

A campaign file carries everything a campaign holds: settings and house rules, warbands,
characters, purchases with their pinned prices, games with their sides, outcomes and effects,
and the whole history. Rows refer to each other by keys local to the document ("w1", "c3",
"p2", "f7"; games by number), never by database ids, so an import can never point at rows of
another campaign. Exporting, importing and exporting again gives the same document.

An import is checked whole first (:mod:`models.exchange_reader`), then the database is backed
up, then a new campaign is written in one transaction through :mod:`models.changes`, so the
app can undo it like any other action.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import json
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import peewee as pw

from models import changes
from models.db import db
from models.errors import DocumentError, MusterError
from models.exchange_fields import shown
from models.exchange_reader import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_VICTIM,
    FORMAT,
    VERSION,
    CampaignDoc,
    GameDoc,
    read_document,
)
from models.files import write_atomically
from models.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from models.validation import MAX_NAME_LENGTH

__all__ = [
    "FORMAT",
    "VERSION",
    "ExchangeFileError",
    "export_campaign",
    "export_json",
    "import_campaign",
    "parse_document",
    "read_campaign_file",
    "write_campaign_file",
]

Lookup = Callable[[Any], Any]


class ExchangeFileError(MusterError):
    """A campaign file that cannot be read or written (missing, a folder, no permission)."""


# --- references inside JSON details, both ways ----------------------------------------------


def _lookup(mapping: Mapping[Any, Any]) -> Lookup:
    """Translate one reference; what the mapping does not know becomes null."""

    def translate(value: Any) -> Any:
        if value is None or isinstance(value, bool) or not isinstance(value, int | str):
            return None
        return mapping.get(value)

    return translate


def translate_outcome(outcome: Any, fielded: Lookup) -> Any:
    """An outcome with ``killed_by`` (a fielded character) translated."""
    if not isinstance(outcome, Mapping):
        return outcome
    result = dict(outcome)
    if result.get("killed_by") is not None:
        result["killed_by"] = fielded(result["killed_by"])
    return result


def translate_game_details(
    details: Any, *, fielded: Lookup, character: Lookup, purchase: Lookup
) -> Any:
    """``Game.details`` with its references translated: the effects (keyed by fielded
    character, naming the character and the purchases lost) and the relic carrier. Effects of
    a fielded character the other side does not know are left out."""
    if not isinstance(details, Mapping):
        return details
    result = dict(details)
    effects = details.get("effects")
    if isinstance(effects, Mapping):
        result["effects"] = {}
        for fielded_ref, effect in effects.items():
            translated_ref = fielded(fielded_ref)
            if translated_ref is None:
                continue
            effect = dict(effect) if isinstance(effect, Mapping) else effect
            if isinstance(effect, dict):
                effect["character"] = character(effect.get("character"))
                lost = effect.get("lost")
                if isinstance(lost, list):
                    effect["lost"] = [purchase(p) for p in lost]
            result["effects"][str(translated_ref)] = effect
    if "relic_carrier" in details:
        result["relic_carrier"] = fielded(details["relic_carrier"])
    return result


def translate_history_details(
    details: Any, *, fielded: Lookup, character: Lookup, purchase: Lookup
) -> Any:
    """A history entry's details with the purchase, the victim and the outcomes translated."""
    if not isinstance(details, Mapping):
        return details
    result = dict(details)
    if DETAIL_PURCHASE in result:
        result[DETAIL_PURCHASE] = purchase(result[DETAIL_PURCHASE])
    if DETAIL_VICTIM in result:
        result[DETAIL_VICTIM] = character(result[DETAIL_VICTIM])
    for name in DETAIL_OUTCOMES:
        if name in result:
            result[name] = translate_outcome(result[name], fielded)
    return result


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
    return value  # something the database could not read as a time; import will say so


def _day(value: Any) -> Any:
    return value.isoformat() if isinstance(value, dt.date) else value


# --- export ----------------------------------------------------------------------------------


def export_campaign(campaign: Campaign) -> dict[str, Any]:
    """The campaign as a document of the campaign format (see docs/campaign-format.md).

    Lists are in a defined order (warbands, characters, purchases, sides, fielded characters
    and history by the order they were made; games by number), keys are given in that order,
    and free-form objects have sorted keys: the same campaign always gives the same document.
    Reads the campaign in a fixed number of queries.
    """
    campaign = Campaign.get_by_id(campaign.id)
    warbands = list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.id))
    characters = list(
        Character.select().join(Warband).where(Warband.campaign == campaign).order_by(Character.id)
    )
    purchases = list(
        Purchase.select(
            Purchase.id,
            Purchase.character.alias("character_id"),
            Purchase.item,
            Purchase.price,
            Purchase.status,
            Purchase.refund,
            Purchase.bought,
            Purchase.lost_in.alias("lost_in_id"),
        )
        .join(Character)
        .join(Warband)
        .where(Warband.campaign == campaign)
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
    for purchase in purchases:
        purchases_of[purchase.character_id].append(purchase)
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
    ordered_purchases = [p for c in ordered_characters for p in purchases_of[c.id]]
    purchase_key = {p.id: f"p{i}" for i, p in enumerate(ordered_purchases, start=1)}
    ordered_fielded = [f for g in games for s in sides_of[g.id] for f in fielded_of[s.id]]
    fielded_key = {f.id: f"f{i}" for i, f in enumerate(ordered_fielded, start=1)}
    # Game.details["effects"] is keyed by the fielded character's id as text.
    fielded_key_or_text = {**fielded_key, **{str(i): k for i, k in fielded_key.items()}}
    game_number = {g.id: g.number for g in games}
    lookups = {
        "fielded": _lookup(fielded_key_or_text),
        "character": _lookup(character_key),
        "purchase": _lookup(purchase_key),
    }

    def purchase_doc(purchase: Any) -> dict[str, Any]:
        return {
            "id": purchase_key[purchase.id],
            "item": purchase.item,
            "price": purchase.price,
            "status": purchase.status,
            "refund": purchase.refund,
            "bought": _stamp(purchase.bought),
            "lost_in": game_number.get(purchase.lost_in_id),
        }

    def character_doc(character: Character) -> dict[str, Any]:
        return {
            "id": character_key[character.id],
            "name": character.name,
            "profile": character.profile,
            "status": character.status,
            "position": character.position,
            "gold": character.gold,
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
            "points_limit": game.points_limit,
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
        }

    def history_doc(entry: Any) -> dict[str, Any]:
        return {
            "kind": entry.kind,
            "text": entry.text,
            "details": _sorted(translate_history_details(entry.details, **lookups)),
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
    with _collector_paused():
        return to_json(export_campaign(campaign))


# --- import ----------------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for name, value in pairs:
        if name in result:
            raise ValueError(f"the field {shown(name)} appears twice in one object")
        result[name] = value
    return result


def parse_document(text: str | bytes) -> Any:
    """Parse the text of a campaign file; DocumentError says where it is not JSON."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DocumentError(
                "", f"this is not a Muster campaign file: it is not UTF-8 text (byte {exc.start})"
            ) from None
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise DocumentError(
            "",
            f"this is not a Muster campaign file: it is not valid JSON ({exc.msg} at line "
            f"{exc.lineno}, column {exc.colno})",
        ) from None
    except RecursionError:
        raise DocumentError(
            "", "this is not a Muster campaign file: it is nested too deeply"
        ) from None
    except ValueError as exc:  # a duplicate field, NaN, a number of thousands of digits
        raise DocumentError("", f"this is not a Muster campaign file: {exc}") from None


def import_campaign(
    document: Mapping[str, Any] | str | bytes, *, db_path: Path | None = None
) -> Campaign:
    """Create a new campaign from a campaign document (parsed, or the text of a file).

    The whole document is checked first; a bad one raises DocumentError naming the JSON path
    of its first problem, and nothing is written. Then, when ``db_path`` is given, the
    database is backed up (reason "import"). The campaign is then written in one transaction,
    all of it or nothing; a name already taken gets a suffix: "Autumn (2)". Every row is new,
    with its references remapped, so nothing points at another campaign's rows. Writes go
    through :mod:`models.changes`, so undo removes the imported campaign.
    """
    with _collector_paused():
        if isinstance(document, str | bytes | bytearray):
            document = parse_document(document)
        plan = read_document(document)
        if db_path is not None:
            from models.backup import IMPORT, make_backup

            make_backup(Path(db_path), reason=IMPORT)
        with db.atomic():
            return _write(plan)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause Python's cycle collector while a whole campaign's objects are built.

    Those objects hold no cycles and reference counting frees them as usual; the collector
    would only walk the growing heap again and again (a fifth of a big campaign's round trip).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def free_campaign_name(name: str) -> str:
    """``name``, or ``name (2)``, ``name (3)``, ... whichever is not taken (at most 100 long)."""
    candidate, n = name, 1
    while Campaign.select().where(Campaign.name == candidate).exists():
        n += 1
        suffix = f" ({n})"
        candidate = name[: MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
    return candidate


def _next_id(model: type[pw.Model]) -> int:
    return (model.select(pw.fn.MAX(model.id)).scalar() or 0) + 1


def _ids(keys: list[Any], model: type[pw.Model]) -> dict[Any, int]:
    """New ids for rows of ``model``, in document order (what SQLite would give them)."""
    first = _next_id(model)
    return {key: first + i for i, key in enumerate(keys)}


def _following_first(games: list[GameDoc]) -> list[GameDoc]:
    """Games in document order, except that a game comes after the game it follows (the
    links were checked not to loop)."""
    by_number = {game.number: game for game in games}
    placed: set[int] = set()
    ordered: list[GameDoc] = []
    for game in games:
        chain: list[GameDoc] = []
        current: GameDoc | None = game
        while current is not None and current.number not in placed:
            chain.append(current)
            current = by_number[current.follows] if current.follows is not None else None
        for earlier in reversed(chain):
            placed.add(earlier.number)
            ordered.append(earlier)
    return ordered


def _write(plan: CampaignDoc) -> Campaign:
    """Write a checked document as a new campaign (the caller holds the transaction).

    Every id is chosen before the first insert, so references inside JSON details (effects,
    outcomes, history) are written once, already pointing at the new rows.
    """
    characters = [c for w in plan.warbands for c in w.characters]
    purchases = [p for c in characters for p in c.purchases]
    sides = [(g.number, i) for g in plan.games for i in range(len(g.sides))]
    fielded = [f for g in plan.games for s in g.sides for f in s.fielded]
    campaign_id = _next_id(Campaign)
    warband_id = _ids([w.key for w in plan.warbands], Warband)
    character_id = _ids([c.key for c in characters], Character)
    purchase_id = _ids([p.key for p in purchases], Purchase)
    game_id = _ids([g.number for g in plan.games], Game)
    side_id = _ids(sides, GameSide)
    fielded_id = _ids([f.key for f in fielded], GameCharacter)
    lookups = {
        "fielded": _lookup(fielded_id),
        "character": _lookup(character_id),
        "purchase": _lookup(purchase_id),
    }

    campaign = changes.create(
        Campaign,
        id=campaign_id,
        name=free_campaign_name(plan.name),
        game=plan.game,
        house_rules=plan.settings,
        created=plan.created,
    )
    changes.create_many(
        Warband,
        [
            {
                "id": warband_id[warband.key],
                "campaign": campaign_id,
                "name": warband.name,
                "player": warband.player,
                "notes": warband.notes,
                "created": warband.created,
            }
            for warband in plan.warbands
        ],
    )
    changes.create_many(
        Character,
        [
            {
                "id": character_id[character.key],
                "warband": warband_id[warband.key],
                "name": character.name,
                "profile": character.profile,
                "status": character.status,
                "position": character.position,
                "gold": character.gold,
                "options": character.options,
                "upgrades": character.upgrades,
                "injuries": character.injuries,
                "notes": character.notes,
                "created": character.created,
            }
            for warband in plan.warbands
            for character in warband.characters
        ],
    )
    changes.create_many(
        Game,
        [
            {
                "id": game_id[game.number],
                "campaign": campaign_id,
                "number": game.number,
                "scenario": game.scenario,
                "played_on": game.played_on,
                "follows": game_id[game.follows] if game.follows is not None else None,
                "points_limit": game.points_limit,
                "result": game.result,
                "winner": warband_id[game.winner] if game.winner is not None else None,
                "details": translate_game_details(game.details, **lookups),
                "notes": game.notes,
                "created": game.created,
                "recorded": game.recorded,
            }
            for game in _following_first(plan.games)
        ],
    )
    changes.create_many(
        GameSide,
        [
            {
                "id": side_id[(game.number, index)],
                "game": game_id[game.number],
                "warband": warband_id[side.warband],
                "role": side.role,
            }
            for game in plan.games
            for index, side in enumerate(game.sides)
        ],
    )
    changes.create_many(
        GameCharacter,
        [
            {
                "id": fielded_id[one.key],
                "game": game_id[game.number],
                "side": side_id[(game.number, index)],
                "character": character_id[one.character] if one.character else None,
                "name": one.name,
                "outcome": translate_outcome(one.outcome, lookups["fielded"]),
            }
            for game in plan.games
            for index, side in enumerate(game.sides)
            for one in side.fielded
        ],
    )
    changes.create_many(
        Purchase,
        [
            {
                "id": purchase_id[purchase.key],
                "character": character_id[character.key],
                "item": purchase.item,
                "price": purchase.price,
                "status": purchase.status,
                "bought": purchase.bought,
                "refund": purchase.refund,
                "lost_in": game_id[purchase.lost_in] if purchase.lost_in is not None else None,
            }
            for character in characters
            for purchase in character.purchases
        ],
    )
    first_entry = _next_id(HistoryEntry)
    changes.create_many(
        HistoryEntry,
        [
            {
                "id": first_entry + index,
                "campaign": campaign_id,
                "warband": warband_id[entry.warband] if entry.warband else None,
                "character": character_id[entry.character] if entry.character else None,
                "game": game_id[entry.game] if entry.game is not None else None,
                "kind": entry.kind,
                "text": entry.text,
                "details": translate_history_details(entry.details, **lookups),
                "created": entry.created,
            }
            for index, entry in enumerate(plan.history)
        ],
    )
    return campaign


# --- files -----------------------------------------------------------------------------------


def read_campaign_file(path: Path) -> bytes:
    """The bytes of a campaign file, or ExchangeFileError saying why it cannot be read."""
    path = Path(path).expanduser()
    if path.is_dir():
        raise ExchangeFileError(f"{path} is a folder, not a campaign file")
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise ExchangeFileError(f"there is no file {path}") from None
    except OSError as exc:
        raise ExchangeFileError(f"cannot read {path}: {exc.strerror or exc}") from None


def write_campaign_file(campaign: Campaign, path: Path) -> Path:
    """Export ``campaign`` to the file ``path`` (replaced atomically); return the path."""
    return write_atomically(path, export_json(campaign).encode("utf-8"), error=ExchangeFileError)
