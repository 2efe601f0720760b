"""Reading a campaign file (docs/campaign-format.md) into checked plain data, before any write.

:func:`read_document` checks the whole document, field by field in the order the format lists
them, and raises :class:`~models.errors.DocumentError` naming the JSON path of the first
problem: ``warbands[2].characters[0].profile: unknown profile 'sir_lancelot'``. Nothing is
changed to make a document fit (names are not trimmed, numbers not clamped): what cannot be
stored exactly as written is refused. References stay as the document writes them (warband,
character, purchase and fielded keys; games by number); :mod:`models.exchange` turns them into
database ids when it writes.

No database is touched here, so a refused document costs no backup and no transaction.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from models.campaigns import DEFAULT_REFUND_AFTER_PLAY, REFUND_POLICIES, validate_settings
from models.errors import MusterError
from models.exchange.fields import (
    MAX_ROLLS,
    array,
    at,
    choice,
    date,
    fail,
    flag,
    free_json,
    game_ref,
    ident,
    item,
    key,
    kind_of,
    name,
    notes,
    obj,
    optional_timestamp,
    optional_whole,
    ref,
    shown,
    text,
    timestamp,
    whole,
)
from models.games import MAX_POINTS
from models.history import (
    CORRECTION,
    DEATH,
    GAME,
    GEAR_LOST,
    GOLD,
    INJURY,
    KILL,
    NOTE,
    OPTION,
    PURCHASE,
    RECRUITED,
    REINSTATED,
    RENAMED,
    RETIRED,
    RETURN,
    UPGRADE,
    WARBAND,
)
from models.store.connection import MAX_INTEGER
from models.store.schema import (
    CHARACTER_STATUSES,
    GAME_RESULTS,
    PURCHASE_STATUSES,
    UNRECORDED,
    WINNER,
)
from models.upgrades import UPGRADE_KINDS
from models.validation import MAX_NOTES_LENGTH
from rules.beastrider import option_problems
from rules.beastrider_odds import FACES
from rules.games import (
    BEASTRIDER,
    CALIBURN,
    GAME_IDS,
    GAME_NAMES,
    GameData,
    effective_game,
    load_game,
)
from rules.house_rules import OWNED_KEYS
from rules.outcomes import DEFAULT_GOLD_AWARDS, FATES, MAX_WOUNDS, blank_outcome, is_dead

FORMAT = "muster-campaign"
VERSION = 1

CAMPAIGN_FIELDS = ("format", "version", "name", "game", "created", "settings", "warbands")
CAMPAIGN_FIELDS += ("games", "history")
WARBAND_FIELDS = ("id", "name", "player", "notes", "created", "characters")
CHARACTER_FIELDS = ("id", "name", "profile", "status", "position", "gold", "options")
CHARACTER_FIELDS += ("upgrades", "injuries", "notes", "created", "purchases")
PURCHASE_FIELDS = ("id", "item", "price", "status", "refund", "bought", "lost_in")
GAME_FIELDS = ("number", "scenario", "played_on", "follows", "points_limit", "result")
GAME_FIELDS += ("winner", "notes", "created", "recorded", "sides", "details")
SIDE_FIELDS = ("warband", "role", "fielded")
FIELDED_FIELDS = ("id", "character", "name", "outcome")
HISTORY_FIELDS = ("kind", "text", "details", "created", "warband", "character", "game")
EFFECT_FIELDS = ("character", "status_before", "died", "injuries", "lost", "gold")
DETAILS_FIELDS = ("effects", "relic_carrier", "initiative")
INITIATIVE_FIELDS = ("rolls", "winner", "winner_name")

SETTINGS_KEYS = (*OWNED_KEYS, "refund_after_play", "gold_awards")
HISTORY_KINDS = (
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
)
INJURY_KEYS = {BEASTRIDER: ("attack", "defend"), CALIBURN: ("leg", "arm", "neck")}
# History details are free-form, except these keys, which refer to rows of the campaign.
DETAIL_PURCHASE = "purchase"
DETAIL_VICTIM = "victim_id"
DETAIL_OUTCOMES = ("outcome", "before", "after")


# --- the checked document ----------------------------------------------------------------


@dataclass
class PurchaseDoc:
    key: str
    item: str
    price: int
    status: str
    refund: int | None
    bought: dt.datetime
    lost_in: int | None  # a game number


@dataclass
class CharacterDoc:
    key: str
    name: str
    profile: str
    status: str
    position: int
    gold: int
    options: list[str]
    upgrades: list[dict[str, Any]]
    injuries: dict[str, int]
    notes: str
    created: dt.datetime
    purchases: list[PurchaseDoc]


@dataclass
class WarbandDoc:
    key: str
    name: str
    player: str
    notes: str
    created: dt.datetime
    characters: list[CharacterDoc]


@dataclass
class FieldedDoc:
    key: str
    character: str | None
    name: str
    outcome: dict[str, Any]  # killed_by is a fielded key


@dataclass
class SideDoc:
    warband: str
    role: str
    fielded: list[FieldedDoc]


@dataclass
class GameDoc:
    number: int
    scenario: str
    played_on: dt.date | None
    follows: int | None  # a game number
    points_limit: int | None
    result: str
    winner: str | None  # a warband key
    notes: str
    created: dt.datetime
    recorded: dt.datetime | None
    sides: list[SideDoc]
    details: dict[str, Any]  # fielded, character and purchase keys inside


@dataclass
class HistoryDoc:
    kind: str
    text: str
    details: dict[str, Any]  # purchase, character and fielded keys inside
    created: dt.datetime
    warband: str | None
    character: str | None
    game: int | None


@dataclass
class CampaignDoc:
    """A checked campaign document, ready to be written."""

    name: str
    game: str
    created: dt.datetime
    settings: dict[str, Any]
    warbands: list[WarbandDoc] = field(default_factory=list)
    games: list[GameDoc] = field(default_factory=list)
    history: list[HistoryDoc] = field(default_factory=list)


# --- the document ---------------------------------------------------------------------------


class _Reader:
    """One pass over a document, in the order of the format, remembering what it has seen."""

    def __init__(self) -> None:
        self.rules: GameData
        self.game_id = ""
        self.warbands: dict[str, WarbandDoc] = {}
        self.warband_names: dict[str, str] = {}
        self.characters: dict[str, CharacterDoc] = {}
        self.character_warband: dict[str, str] = {}
        self.purchases: dict[str, str] = {}  # key -> the purchase's path
        self.numbers: set[int] = set()  # every game number the document declares
        self.games: dict[int, GameDoc] = {}
        self.fielded: dict[str, tuple[int, str, str | None]] = {}  # key -> number, side, char
        self.keys: dict[str, str] = {}  # every key -> the path that declared it
        self.game_characters: set[str] = set()  # characters fielded in the game being read

    def declare(self, value: object, path: str) -> str:
        declared = key(value, path)
        if declared in self.keys:
            fail(path, f"the id {shown(declared)} is already used by {self.keys[declared]}")
        self.keys[declared] = path.rsplit(".", 1)[0]
        return declared

    # --- campaign -------------------------------------------------------------------------

    def campaign(self, document: Mapping[str, Any]) -> CampaignDoc:
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
            result.history.append(self.history(entry, item("history", i)))
        return result

    def settings(self, value: object) -> dict[str, Any]:
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

    # --- warbands and characters -----------------------------------------------------------

    def warband(self, value: object, path: str) -> WarbandDoc:
        data = obj(value, path, WARBAND_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        warband_name = name(data["name"], at(path, "name"))
        if warband_name in self.warband_names:
            fail(
                at(path, "name"),
                f"{self.warband_names[warband_name]} already has this name; warband names are "
                "unique in a campaign",
            )
        self.warband_names[warband_name] = path
        player = data["player"]
        if player != "":
            player = name(player, at(path, "player"))
        warband = WarbandDoc(
            declared,
            warband_name,
            player,
            notes(data["notes"], at(path, "notes")),
            timestamp(data["created"], at(path, "created")),
            [],
        )
        for i, character in enumerate(array(data["characters"], at(path, "characters"))):
            warband.characters.append(
                self.character(character, item(at(path, "characters"), i), declared)
            )
        self.warbands[declared] = warband
        return warband

    def character(self, value: object, path: str, warband: str) -> CharacterDoc:
        data = obj(value, path, CHARACTER_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        character_name = name(data["name"], at(path, "name"))
        profile = ident(data["profile"], at(path, "profile"), self.rules.profiles, "profile")
        character = CharacterDoc(
            key=declared,
            name=character_name,
            profile=profile,
            status=choice(data["status"], at(path, "status"), CHARACTER_STATUSES, "status"),
            position=whole(data["position"], at(path, "position")),
            gold=whole(data["gold"], at(path, "gold")),
            options=self.options(data["options"], at(path, "options"), profile),
            upgrades=self.upgrades(data["upgrades"], at(path, "upgrades")),
            injuries=self.injuries(data["injuries"], at(path, "injuries")),
            notes=notes(data["notes"], at(path, "notes")),
            created=timestamp(data["created"], at(path, "created")),
            purchases=[],
        )
        for i, purchase in enumerate(array(data["purchases"], at(path, "purchases"))):
            character.purchases.append(self.purchase(purchase, item(at(path, "purchases"), i)))
        self.characters[declared] = character
        self.character_warband[declared] = warband
        return character

    def options(self, value: object, path: str, profile: str) -> list[str]:
        """Options one by one, as the rules allow them (a bear rider's shield, one bow...)."""
        result: list[str] = []
        for i, option in enumerate(array(value, path)):
            option = ident(option, item(path, i), self.rules.options, "option")
            problems = option_problems(self.rules, profile, result, option)
            if problems:
                fail(item(path, i), " ".join(problems))
            result.append(option)
        return result

    def upgrades(self, value: object, path: str) -> list[dict[str, Any]]:
        result = []
        for i, upgrade in enumerate(array(value, path)):
            where = item(path, i)
            if self.game_id != BEASTRIDER:
                fail(where, f"{GAME_NAMES[self.game_id]} has no upgrades")
            data = obj(upgrade, where, ("kind", "special"), optional=("special",))
            kind = choice(data["kind"], at(where, "kind"), UPGRADE_KINDS, "upgrade")
            if kind == "special":
                if "special" not in data:
                    fail(at(where, "special"), "missing")
                special = ident(
                    data["special"], at(where, "special"), self.rules.specials, "special"
                )
                result.append({"kind": kind, "special": special})
            elif "special" in data:
                fail(at(where, "special"), "only a special upgrade names a special")
            else:
                result.append({"kind": kind})
        return result

    def injury_keys(self) -> tuple[str, ...]:
        return INJURY_KEYS[self.game_id]

    def injuries(self, value: object, path: str) -> dict[str, int]:
        keys = self.injury_keys()
        data = obj(value, path, keys, optional=keys)
        return {k: whole(v, at(path, k)) for k, v in data.items()}

    def purchase(self, value: object, path: str) -> PurchaseDoc:
        data = obj(value, path, PURCHASE_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        purchase = PurchaseDoc(
            key=declared,
            item=ident(data["item"], at(path, "item"), self.rules.items, "item"),
            price=whole(data["price"], at(path, "price")),
            status=choice(data["status"], at(path, "status"), PURCHASE_STATUSES, "status"),
            refund=optional_whole(data["refund"], at(path, "refund")),
            bought=timestamp(data["bought"], at(path, "bought")),
            lost_in=game_ref(data["lost_in"], at(path, "lost_in"), self.numbers),
        )
        self.purchases[declared] = path
        return purchase

    # --- games ------------------------------------------------------------------------------

    def game(self, value: object, path: str) -> GameDoc:
        data = obj(value, path, GAME_FIELDS)
        number = whole(data["number"], at(path, "number"), minimum=1)
        if number in self.games:
            fail(at(path, "number"), f"another game already has the number {number}")
        scenario = ident(data["scenario"], at(path, "scenario"), self.rules.scenarios, "scenario")
        played_on = date(data["played_on"], at(path, "played_on"))
        follows = game_ref(data["follows"], at(path, "follows"), self.numbers)
        if follows == number:
            fail(at(path, "follows"), "a game cannot follow itself")
        points_limit = optional_whole(
            data["points_limit"], at(path, "points_limit"), maximum=MAX_POINTS
        )
        result = choice(data["result"], at(path, "result"), GAME_RESULTS, "result")
        winner = ref(data["winner"], at(path, "winner"), self.warbands, "warband")
        game = GameDoc(
            number=number,
            scenario=scenario,
            played_on=played_on,
            follows=follows,
            points_limit=points_limit,
            result=result,
            winner=winner,
            notes=notes(data["notes"], at(path, "notes")),
            created=timestamp(data["created"], at(path, "created")),
            recorded=optional_timestamp(data["recorded"], at(path, "recorded")),
            sides=[],
            details={},
        )
        if winner is not None and result != WINNER:
            fail(at(path, "winner"), f"a game whose result is {result!r} has no winner")
        if result == UNRECORDED and game.recorded is not None:
            fail(at(path, "recorded"), "a game not recorded yet has no time of recording")
        if result != UNRECORDED and game.recorded is None:
            fail(at(path, "recorded"), "a recorded game needs the time it was recorded")
        playing: dict[str, str] = {}
        self.game_characters = set()
        for i, side in enumerate(array(data["sides"], at(path, "sides"))):
            game.sides.append(self.side(side, item(at(path, "sides"), i), game, playing))
        if winner is not None and winner not in playing:
            fail(at(path, "winner"), f"the warband {shown(winner)} did not play in this game")
        for i, side in enumerate(game.sides):
            for j, fielded in enumerate(side.fielded):
                where = at(item(at(item(at(path, "sides"), i), "fielded"), j), "outcome")
                self.check_outcome(fielded.outcome, where, number, side.warband)
                if result == UNRECORDED and fielded.outcome:
                    fail(where, "a game not recorded yet has no outcomes")
                if result != UNRECORDED and not fielded.outcome:
                    fail(where, "every character of a recorded game needs an outcome")
        game.details = self.details(data["details"], at(path, "details"), game)
        self.games[number] = game
        return game

    def side(self, value: object, path: str, game: GameDoc, playing: dict[str, str]) -> SideDoc:
        data = obj(value, path, SIDE_FIELDS)
        warband = ref(data["warband"], at(path, "warband"), self.warbands, "warband")
        if warband is None:
            fail(at(path, "warband"), "a side needs its warband")
        if warband in playing:
            fail(at(path, "warband"), f"the warband {shown(warband)} already has a side")
        playing[warband] = path
        roles = self.rules.scenarios[game.scenario].roles
        role = choice(data["role"], at(path, "role"), ("", *roles), "role")
        side = SideDoc(warband, role, [])
        for i, fielded in enumerate(array(data["fielded"], at(path, "fielded"))):
            where = item(at(path, "fielded"), i)
            side.fielded.append(self.one_fielded(fielded, where, game, side))
        return side

    def one_fielded(self, value: object, path: str, game: GameDoc, side: SideDoc) -> FieldedDoc:
        data = obj(value, path, FIELDED_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        character = ref(data["character"], at(path, "character"), self.characters, "character")
        if character is not None:
            if self.character_warband[character] != side.warband:
                fail(at(path, "character"), "the character is not in this side's warband")
            if character in self.game_characters:
                fail(at(path, "character"), "the character is fielded twice in this game")
            self.game_characters.add(character)
        outcome = data["outcome"]
        if not isinstance(outcome, Mapping):
            fail(at(path, "outcome"), f"must be an object {{...}}, not {kind_of(outcome)}")
        fielded = FieldedDoc(declared, character, name(data["name"], at(path, "name")), {})
        fielded.outcome = dict(outcome)  # checked once every side is known (killed_by)
        self.fielded[declared] = (game.number, side.warband, character)
        return fielded

    def check_outcome(
        self, value: Mapping[str, Any], path: str, number: int | None, warband: str | None
    ) -> dict[str, Any]:
        """One character's outcome; ``killed_by`` a fielded key of game ``number`` (any game
        when None) on another side than ``warband``."""
        blank = blank_outcome(self.game_id)
        data = obj(value, path, tuple(blank), optional=tuple(blank))
        for field_name, default in blank.items():
            if field_name not in data:
                continue
            where = at(path, field_name)
            v = data[field_name]
            if field_name == "killed_by":
                self.killer(v, where, number, warband)
            elif field_name == "fate":
                choice(v, where, FATES, "fate")
            elif field_name == "weapon_broken":
                if v is not None:
                    ident(v, where, self.rules.items, "item")
                    if not self.rules.items[v].is_weapon:
                        fail(where, f"{shown(v)} is not a weapon")
            elif isinstance(default, bool):
                flag(v, where)
            else:
                whole(v, where, maximum=MAX_WOUNDS)
        if data.get("killed_by") is not None and not is_dead(self.game_id, data):
            fail(at(path, "killed_by"), "only a character who died was killed by someone")
        return dict(data)

    def killer(self, value: object, path: str, number: int | None, warband: str | None) -> None:
        killer = ref(value, path, self.fielded, "fielded character")
        if killer is None:
            return
        game, side, _character = self.fielded[killer]
        if number is not None and game != number:
            fail(path, f"{shown(killer)} did not play in game {number}")
        if warband is not None and side == warband:
            fail(path, "a character can only be killed by someone of another side")

    def details(self, value: object, path: str, game: GameDoc) -> dict[str, Any]:
        data = obj(value, path, DETAILS_FIELDS, optional=DETAILS_FIELDS)
        in_game = {f.key: f for side in game.sides for f in side.fielded}
        result: dict[str, Any] = {}
        recorded = game.result != UNRECORDED
        if recorded and "effects" not in data:
            fail(at(path, "effects"), "missing: a recorded game keeps what it changed")
        if not recorded:
            for name_ in ("effects", "relic_carrier"):
                if name_ in data:
                    fail(at(path, name_), "a game not recorded yet has none")
        if "effects" in data:
            effects = data["effects"]
            where = at(path, "effects")
            if not isinstance(effects, Mapping):
                fail(where, f"must be an object {{...}}, not {kind_of(effects)}")
            result["effects"] = {}
            for fielded_key, effect in effects.items():
                if not isinstance(fielded_key, str):
                    fail(where, "field names must be text")
                if fielded_key not in in_game:
                    fail(at(where, fielded_key), "no character fielded in this game has this id")
                result["effects"][fielded_key] = self.effect(
                    effect, at(where, fielded_key), in_game[fielded_key]
                )
        if "relic_carrier" in data:
            carrier = ref(
                data["relic_carrier"],
                at(path, "relic_carrier"),
                in_game,
                "character fielded in this game",
            )
            result["relic_carrier"] = carrier
        if "initiative" in data:
            result["initiative"] = self.initiative(data["initiative"], at(path, "initiative"))
        return result

    def effect(self, value: object, path: str, fielded: FieldedDoc) -> dict[str, Any]:
        data = obj(value, path, EFFECT_FIELDS)
        character = ref(data["character"], at(path, "character"), self.characters, "character")
        if character != fielded.character:
            fail(at(path, "character"), "must be the character fielded under this id")
        lost = []
        for i, purchase in enumerate(array(data["lost"], at(path, "lost"))):
            lost.append(ref(purchase, item(at(path, "lost"), i), self.purchases, "purchase"))
        return {
            "character": character,
            "status_before": choice(
                data["status_before"], at(path, "status_before"), CHARACTER_STATUSES, "status"
            ),
            "died": flag(data["died"], at(path, "died")),
            "injuries": self.injuries(data["injuries"], at(path, "injuries")),
            "lost": lost,
            "gold": whole(data["gold"], at(path, "gold")),
        }

    def initiative(self, value: object, path: str) -> dict[str, Any]:
        data = obj(value, path, INITIATIVE_FIELDS, optional=("winner_name",))
        rolls = array(data["rolls"], at(path, "rolls"))
        if not 1 <= len(rolls) <= MAX_ROLLS:
            fail(at(path, "rolls"), f"must hold 1 to {MAX_ROLLS} rolls")
        checked = []
        for i, pair in enumerate(rolls):
            where = item(at(path, "rolls"), i)
            pair = array(pair, where)
            if len(pair) != 2:
                fail(where, "must be the two players' rolls, such as [12, 7]")
            checked.append(
                [whole(d, item(where, j), minimum=1, maximum=FACES) for j, d in enumerate(pair)]
            )
        result: dict[str, Any] = {
            "rolls": checked,
            "winner": whole(data["winner"], at(path, "winner"), maximum=1),
        }
        if "winner_name" in data:
            result["winner_name"] = name(data["winner_name"], at(path, "winner_name"))
        return result

    def follows_without_loops(self, games: list[GameDoc]) -> None:
        """Refuse ``follows`` links that go round in a circle (each game is walked once)."""
        links = {game.number: game.follows for game in games if game.follows is not None}
        settled: set[int] = set()  # games whose chain is known to end
        for index, game in enumerate(games):
            chain: list[int] = []
            current: int | None = game.number
            while current is not None and current not in settled:
                if current in chain:
                    fail(
                        at(item("games", index), "follows"),
                        "the games' follows links go round in a circle",
                    )
                chain.append(current)
                current = links.get(current)
            settled.update(chain)

    # --- history ----------------------------------------------------------------------------

    def history(self, value: object, path: str) -> HistoryDoc:
        data = obj(value, path, HISTORY_FIELDS)
        kind = choice(data["kind"], at(path, "kind"), HISTORY_KINDS, "kind")
        entry_text = text(data["text"], at(path, "text"), max_length=MAX_NOTES_LENGTH, lines=True)
        details_path = at(path, "details")
        details = data["details"]
        if not isinstance(details, Mapping):
            fail(details_path, f"must be an object {{...}}, not {kind_of(details)}")
        details = free_json(details, details_path)
        created = timestamp(data["created"], at(path, "created"))
        warband = ref(data["warband"], at(path, "warband"), self.warbands, "warband")
        character = ref(data["character"], at(path, "character"), self.characters, "character")
        if character is not None and warband != self.character_warband[character]:
            fail(at(path, "warband"), "must be the warband of the entry's character")
        game = game_ref(data["game"], at(path, "game"), self.numbers)
        if DETAIL_PURCHASE in details:
            where = at(details_path, DETAIL_PURCHASE)
            ref(details[DETAIL_PURCHASE], where, self.purchases, "purchase")
        if DETAIL_VICTIM in details:
            where = at(details_path, DETAIL_VICTIM)
            ref(details[DETAIL_VICTIM], where, self.characters, "character")
        for name_ in DETAIL_OUTCOMES:
            if name_ in details:
                self.check_outcome(details[name_], at(details_path, name_), game, None)
        return HistoryDoc(kind, entry_text, details, created, warband, character, game)


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
    # When there is a version 2, a version 1 document is converted here, one version at a
    # time, before it is checked: older files always import (docs/campaign-format.md).
    return _Reader().campaign(document)
