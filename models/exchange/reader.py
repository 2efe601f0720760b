"""Reading a campaign file (docs/campaign-format.md) into checked plain data, before any write.

:func:`read_document` checks the whole document, field by field in the order the format lists
them, and raises :class:`~models.errors.DocumentError` naming the JSON path of the first
problem: ``warbands[2].characters[0].profile: unknown profile 'sir_lancelot'``. Nothing is
changed to make a document fit (names are not trimmed, numbers not clamped): what cannot be
stored exactly as written is refused. References stay as the document writes them (warband,
character, purchase and fielded keys; games by number); :mod:`models.exchange` turns them into
database ids when it writes.

The format's layout and the checked document are in :mod:`models.exchange.document`; the
warbands are read by :mod:`models.exchange.warband_reader`, the games and the history by
:mod:`models.exchange.game_reader`, and the campaign around them here.

No database is touched here, so a refused document costs no backup and no transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from models.campaigns import DEFAULT_REFUND_AFTER_PLAY, REFUND_POLICIES, validate_settings
from models.errors import MusterError
from models.exchange.document import (
    AS_FIELDED_FIELDS,
    CAMPAIGN_FIELDS,
    CHARACTER_FIELDS,
    DETAIL_FIELDED,
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
    DETAILS_FIELDS,
    EFFECT_FIELDS,
    FIELDED_FIELDS,
    FORMAT,
    GAME_FIELDS,
    HISTORY_FIELDS,
    HISTORY_KINDS,
    INITIATIVE_FIELDS,
    INJURY_KEYS,
    PURCHASE_FIELDS,
    SETTINGS_KEYS,
    SIDE_FIELDS,
    VERSION,
    WARBAND_FIELDS,
    CampaignDoc,
    CharacterDoc,
    FieldedDoc,
    GameDoc,
    HistoryDoc,
    PurchaseDoc,
    SideDoc,
    WarbandDoc,
)
from models.exchange.fields import (
    array,
    at,
    choice,
    fail,
    free_json,
    ident,
    item,
    kind_of,
    name,
    notes,
    obj,
    timestamp,
    whole,
)
from models.exchange.game_reader import GameReader
from models.store.connection import MAX_INTEGER
from rules.games import GAME_IDS, effective_game, load_game
from rules.outcomes import DEFAULT_GOLD_AWARDS

__all__ = [
    "AS_FIELDED_FIELDS",
    "CAMPAIGN_FIELDS",
    "CHARACTER_FIELDS",
    "DETAILS_FIELDS",
    "DETAIL_FIELDED",
    "DETAIL_OUTCOMES",
    "DETAIL_PURCHASE",
    "DETAIL_SUPERSEDES",
    "DETAIL_VICTIM",
    "EFFECT_FIELDS",
    "FIELDED_FIELDS",
    "FORMAT",
    "GAME_FIELDS",
    "HISTORY_FIELDS",
    "HISTORY_KINDS",
    "INITIATIVE_FIELDS",
    "INJURY_KEYS",
    "PURCHASE_FIELDS",
    "SETTINGS_KEYS",
    "SIDE_FIELDS",
    "VERSION",
    "WARBAND_FIELDS",
    "CampaignDoc",
    "CharacterDoc",
    "FieldedDoc",
    "GameDoc",
    "HistoryDoc",
    "PurchaseDoc",
    "SideDoc",
    "WarbandDoc",
    "read_document",
]


class _Reader(GameReader):
    """The whole document: the campaign and its settings, then its warbands, games and
    history."""

    def campaign(self, document: Mapping[str, Any]) -> CampaignDoc:
        """The whole document, in the order of the format."""
        obj(document, "", CAMPAIGN_FIELDS)
        campaign_name = name(document["name"], "name")
        self.game_id = choice(document["game"], "game", GAME_IDS, "game")
        created = timestamp(document["created"], "created")
        settings = self.settings(document["settings"])
        self.rules = effective_game(self.game_id, settings)
        games = document["games"]
        if isinstance(games, list | tuple):  # numbers first: purchases name the game lost in
            for game in games:
                if isinstance(game, Mapping) and isinstance(game.get("number"), int):
                    self.numbers.add(game["number"])
        result = CampaignDoc(campaign_name, self.game_id, created, settings)
        for i, warband in enumerate(array(document["warbands"], "warbands")):
            result.warbands.append(self.warband(warband, item("warbands", i)))
        for i, game in enumerate(array(games, "games")):
            result.games.append(self.game(game, item("games", i)))
        self.follows_without_loops(result.games)
        for i, entry in enumerate(array(document["history"], "history")):
            result.history.append(self.history(entry, item("history", i), i))
        self.characters_keep_the_rules(result.history)
        self.stories_add_up(result.history)
        return result

    def settings(self, value: object) -> dict[str, Any]:
        """The campaign's settings and house rules, as the rules check them."""
        path = "settings"
        if not isinstance(value, Mapping):
            fail(path, f"must be an object {{...}}, not {kind_of(value)}")
        obj(value, path, SETTINGS_KEYS, optional=SETTINGS_KEYS)
        settings = free_json(value, path)
        refund = settings.get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
        choice(refund, at(path, "refund_after_play"), tuple(REFUND_POLICIES), "refund setting")
        if settings.get("gold_awards") is not None:
            awards = obj(
                settings["gold_awards"],
                at(path, "gold_awards"),
                tuple(DEFAULT_GOLD_AWARDS),
                optional=tuple(DEFAULT_GOLD_AWARDS),
            )
            for award, amount in awards.items():
                whole(amount, at(at(path, "gold_awards"), award))
        prices = settings.get("prices")
        if isinstance(prices, Mapping):
            for item_id in prices:
                ident(
                    item_id, at(at(path, "prices"), item_id), load_game(self.game_id).items, "item"
                )
        for kind in ("profiles", "specials", "scenarios"):
            # Names and texts as written: the rules would trim them, silently.
            entries = settings.get(kind)
            for i, entry in enumerate(entries if isinstance(entries, list) else ()):
                where = item(at(path, kind), i)
                if isinstance(entry, Mapping) and isinstance(entry.get("name"), str):
                    name(entry["name"], at(where, "name"))
                if isinstance(entry, Mapping) and isinstance(entry.get("text"), str):
                    notes(entry["text"], at(where, "text"))
        try:
            normalised = validate_settings(self.game_id, settings)
        except MusterError as exc:
            # The rules name the setting first: "profiles[0].points: must be ...".
            where, sep, problem = str(exc).partition(": ")
            if sep and " " not in where:
                fail(f"{path}.{where}", problem)
            fail(path, str(exc))
        self.bounded(normalised, path)
        return normalised

    def bounded(self, value: object, path: str) -> None:
        """Every number in the settings within 0..MAX_NUMBER (the rules set no upper bound)."""
        if isinstance(value, int) and not isinstance(value, bool):
            whole(value, path)
        elif isinstance(value, Mapping):
            for k, v in value.items():
                self.bounded(v, at(path, k))
        elif isinstance(value, list | tuple):
            for i, v in enumerate(value):
                self.bounded(v, item(path, i))


def read_document(document: object) -> CampaignDoc:
    """Check a parsed campaign document; raise DocumentError at the first problem."""
    if not isinstance(document, Mapping):
        fail(
            "",
            f"this is not a Muster campaign file: it holds {kind_of(document)}, not an object",
        )
    if "format" not in document:
        fail("format", "missing: this is not a Muster campaign file")
    if document["format"] != FORMAT:
        fail("format", f"this is not a Muster campaign file (the format must be {FORMAT!r})")
    if "version" not in document:
        fail("version", "missing")
    version = whole(document["version"], "version", minimum=1, maximum=MAX_INTEGER)
    if version > VERSION:
        fail(
            "version",
            f"this file was written by a newer Muster (campaign format version {version}; this "
            f"Muster reads versions 1 to {VERSION}). Please update Muster to import it.",
        )
    # An older document is converted one version at a time before it is checked: older files
    # always import (docs/campaign-format.md).
    for older in range(version, VERSION):
        document = UPGRADES[older](document)
    return _Reader().campaign(document)


def _version_1_to_2(document: Mapping[str, Any]) -> dict[str, Any]:
    """Version 2 added the warbands' stashes and, in a game's effects, the kit a death put
    there (K5): a version 1 campaign has empty stashes and stashed nothing."""
    converted = dict(document)
    converted["version"] = 2
    warbands = document.get("warbands")
    if isinstance(warbands, list):
        converted["warbands"] = [
            {**w, "stash": []} if isinstance(w, Mapping) and "stash" not in w else w
            for w in warbands
        ]
    games = document.get("games")
    if isinstance(games, list):
        converted["games"] = [_effects_1_to_2(game) for game in games]
    return converted


def _effects_1_to_2(game: Any) -> Any:
    details = game.get("details") if isinstance(game, Mapping) else None
    effects = details.get("effects") if isinstance(details, Mapping) else None
    if not isinstance(effects, Mapping):
        return game
    upgraded = {
        key: {**effect, "stashed": []}
        if isinstance(effect, Mapping) and "stashed" not in effect
        else effect
        for key, effect in effects.items()
    }
    return {**game, "details": {**details, "effects": upgraded}}


def _version_2_to_3(document: Mapping[str, Any]) -> dict[str, Any]:
    """Version 3 added the games being played at the table: a version 2 game is not."""
    converted = dict(document)
    converted["version"] = 3
    games = document.get("games")
    if isinstance(games, list):
        converted["games"] = [game_2_to_3(game) for game in games]
    return converted


def game_2_to_3(game: Any) -> Any:
    """One game of a version 2 file as version 3 writes it: not being played."""
    if isinstance(game, Mapping) and "tracker" not in game:
        return {**game, "tracker": None}
    return game


# UPGRADES[n] turns a version n document into a version n + 1 one.
UPGRADES = {1: _version_1_to_2, 2: _version_2_to_3}
