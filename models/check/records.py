"""The campaign's own invariants, each a method of :class:`Finder` that reports what breaks it."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from types import SimpleNamespace
from typing import Any, NamedTuple, TypeVar, cast

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models.check import repairs
from models.check.campaign_rules import CampaignRules, SideRow
from models.check.columns import ColumnCheck
from models.check.report import (
    BAD_VALUE,
    BROKEN_LINK,
    FIELDED_SIDE,
    FOLLOWS,
    GAME_NUMBER,
    HISTORY_CAMPAIGN,
    KIT_PLACE,
    NEGATIVE_GOLD,
    ORPHAN_HISTORY,
    OVER_LIMIT,
    PLURAL,
    RULES_SKIPPED,
    SIDE_CAMPAIGN,
    UNKNOWN_ID,
    UNPRICED,
    UNREADABLE,
    WINNER_CAMPAIGN,
    Problem,
    shown,
)
from models.limits import LIMITS, WHAT
from models.records.invariants import follows_loops
from models.store.connection import db
from models.store.integrity import foreign_key_problems
from models.store.raw import raw_rows
from models.store.schema import (
    OWNED,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from models.validation import grouped

# Words for table names in SQLite's foreign key report (shown translated:
# translate("DatabaseCheck", words); a table not listed is named as it is).
TABLE_WORDS = {
    "campaign": QT_TRANSLATE_NOOP("DatabaseCheck", "campaign"),
    "warband": QT_TRANSLATE_NOOP("DatabaseCheck", "warband"),
    "character": QT_TRANSLATE_NOOP("DatabaseCheck", "character"),
    "game": QT_TRANSLATE_NOOP("DatabaseCheck", "game"),
    "purchase": QT_TRANSLATE_NOOP("DatabaseCheck", "purchase"),
    "game_side": QT_TRANSLATE_NOOP("DatabaseCheck", "game side"),
    "game_character": QT_TRANSLATE_NOOP("DatabaseCheck", "fielded character"),
    "history_entry": QT_TRANSLATE_NOOP("DatabaseCheck", "history entry"),
}
# What each repair does, as the report says it ("The repair would ...").
UNLINK_FOLLOWS = QT_TRANSLATE_NOOP(
    "DatabaseCheck", "remove that link and note it in the campaign's history"
)


def records(table: str, *fields: str) -> list[SimpleNamespace]:
    """``fields`` of every row of ``table``, whatever they hold: text that is not text shown
    with replacement characters, so a name can always be printed in a report."""
    found = []
    for row in raw_rows(table, fields):
        for name, value in row.items():
            if isinstance(value, bytes):
                row[name] = value.decode("utf-8", "replace")
        found.append(SimpleNamespace(**row))
    return found


_Row = TypeVar("_Row")


def _linked(table: Mapping[int, _Row], key: int | None) -> _Row | None:
    """``table``'s entry for the id ``key``: None when ``key`` is None (a link that is not
    set) or ``table`` has no entry for it."""
    return None if key is None else table.get(key)


class GameLinks(NamedTuple):
    """A game's number and links, as the checks of sides and winners read them."""

    id: int
    number: int
    campaign_id: int
    winner_id: int | None


class Finder(CampaignRules):
    """Runs each invariant; loads the small tables once to name things without N+1 queries."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        # Read as SQLite holds them: a name of the wrong type must not stop the check from
        # naming things (models.check.columns reports such values). CampaignRules declares
        # them as the models' rows; these plain records have the fields it reads of them.
        self.campaigns = {
            c.id: c  # type: ignore[misc]
            for c in records("campaign", "name", "game")
        }
        self.warbands = {
            w.id: w  # type: ignore[misc]
            for w in records("warband", "campaign_id", "name")
        }
        self.characters = {
            c.id: c  # type: ignore[misc]
            for c in records("character", "name", "warband_id", "status", "gold")
        }
        self.columns = ColumnCheck(self)
        self.json_texts: dict[str, Any] = {}
        self.values_sound = False  # every value of the type its column says (after the columns)

    def run(self) -> None:
        self.columns.run()
        self.values_sound = not any(p.kind in (BAD_VALUE, UNREADABLE) for p in self.problems)
        self.read_rules()
        self.broken_links()
        self.negative_gold()
        self.unpriced_purchases()
        self.kit_places()
        self.orphan_history()
        self.history_campaigns()
        self.sides_and_fielded()
        self.game_numbers()
        self.follows()
        self.unknown_ids()
        self.over_limits()
        if any(p.kind in (BAD_VALUE, UNREADABLE) for p in self.problems):
            # The rules checks read whole records; values Muster cannot read stop them.
            self.add(
                RULES_SKIPPED,
                translate(
                    "DatabaseCheck",
                    "The checks against the campaigns' rules did not run because of the values above; once those are repaired, check again.",  # noqa: E501
                ),
            )
            return
        self.broken_rules()
        self.game_rules()
        self.outcome_rules()
        self.tracker_logs()
        self.stories_agree()

    def add(
        self, kind: str, text: str, fix: Callable[[], None] | None = None, remedy: str = ""
    ) -> None:
        self.problems.append(
            Problem(kind, text, repairable=fix is not None, remedy=remedy, fix=fix)
        )

    def parsed_json(self, text: str | None) -> Any:
        """A JSON column's text as the models read it (:class:`models.store.schema.JSONField`),
        each distinct text parsed once: the checks that read the records only read it."""
        if text is None:
            return None
        try:
            return self.json_texts[text]
        except KeyError:
            data = self.json_texts[text] = json.loads(text)
            return data

    def plain(self, query: pw.SelectBase) -> Iterable[tuple[Any, ...]]:
        """The rows of ``query`` as tuples: as the driver hands them once the column check has
        found every value of its column's type (the models' conversions would change
        nothing), else through the models as before."""
        if self.values_sound:
            return db.execute_sql(*query.sql())
        return query.tuples()

    def over_limits(self) -> None:
        """A campaign holding more than a campaign may (planted through sqlite3 or psql: the
        app refuses to grow one past the limits), whose file the import would refuse."""
        counts: dict[str, Counter[int | None]] = {
            "warbands": Counter(w.campaign_id for w in self.warbands.values()),
            "characters": Counter(
                self.campaign_of_warband(c.warband_id) for c in self.characters.values()
            ),
            "games": Counter(
                dict(db.execute_sql("SELECT campaign_id, COUNT(*) FROM game GROUP BY 1"))
            ),
            "history": Counter(
                dict(db.execute_sql("SELECT campaign_id, COUNT(*) FROM history_entry GROUP BY 1"))
            ),
        }
        for kind, held in counts.items():
            for campaign_id, count in sorted(held.items(), key=lambda pair: str(pair[0])):
                if campaign_id in self.campaigns and count > LIMITS[kind]:
                    self.add(
                        OVER_LIMIT,
                        translate(
                            "DatabaseCheck",
                            "{campaign} holds {count} {what}, more than the {limit} a campaign may hold, so its campaign file would not import again.",  # noqa: E501
                        ).format(
                            campaign=self.campaign_name(campaign_id),
                            count=grouped(count),
                            what=translate("Limits", WHAT[kind]),  # marked in models.limits
                            limit=grouped(LIMITS[kind]),
                        ),
                    )

    # --- naming --------------------------------------------------------------------------

    def campaign_name(self, campaign_id: int | None) -> str:
        campaign = _linked(self.campaigns, campaign_id)
        if campaign:
            return translate("DatabaseCheck", "campaign {name}").format(name=shown(campaign.name))
        return translate("DatabaseCheck", "campaign #{id}").format(id=campaign_id)

    def character_name(self, character_id: int | None) -> str:
        character = _linked(self.characters, character_id)
        if character is None:
            return translate("DatabaseCheck", "character #{id}").format(id=character_id)
        warband = self.warbands.get(character.warband_id)
        if warband:
            return translate("DatabaseCheck", "{name} of warband {warband}").format(
                name=shown(character.name), warband=shown(warband.name)
            )
        return shown(character.name)

    def campaign_of_warband(self, warband_id: int | None) -> int | None:
        warband = _linked(self.warbands, warband_id)
        return warband.campaign_id if warband else None

    def campaign_of_character(self, character_id: int | None) -> int | None:
        character = _linked(self.characters, character_id)
        warband = self.warbands.get(character.warband_id) if character else None
        return warband.campaign_id if warband else None

    # --- checks --------------------------------------------------------------------------

    def read_rules(self) -> None:
        """Each campaign's rules (its house rules merged), as the column check read them; one
        whose house rules cannot be read is reported there, and its characters and games are
        not judged by them."""
        # (A campaign's id is never None: the column check's key type allows looking up none.)
        self.rules_by_campaign = {
            c: r for c, r in self.columns.rules.items() if c is not None and r is not None
        }

    def broken_links(self) -> None:
        for link in foreign_key_problems():
            if (link.table, link.parent) == ("history_entry", "character"):
                continue  # reported (and repaired) by orphan_history
            what = TABLE_WORDS.get(link.table)
            parent = TABLE_WORDS.get(link.parent)
            self.add(
                BROKEN_LINK,
                translate(
                    "DatabaseCheck",
                    "The {what} #{id} refers to a {parent} that does not exist. The record is kept as it is.",  # noqa: E501
                ).format(
                    what=translate("DatabaseCheck", what) if what else link.table,
                    id=link.row_id,
                    parent=translate("DatabaseCheck", parent) if parent else link.parent,
                ),
            )

    def negative_gold(self) -> None:
        for character in self.characters.values():
            if not isinstance(character.gold, int) or character.gold >= 0:
                continue  # a gold that is not a number is a bad value (models.check.columns)
            campaign_id = self.campaign_of_character(character.id)
            text = translate(
                "DatabaseCheck", "{character} has {gold} gold; gold cannot be negative."
            ).format(character=self.character_name(character.id), gold=character.gold)
            fix = None
            if campaign_id in self.campaigns:
                fix = repairs.reset_gold(
                    character.id, character.warband_id, campaign_id, character.gold
                )
            self.add(
                NEGATIVE_GOLD,
                text,
                fix,
                translate(
                    "DatabaseCheck",
                    "set the gold to 0 and add a correction to the character's history",
                ),
            )

    def holder(self, purchase: Purchase) -> str:
        """Who has a purchase: a character, or a warband's stash (K5)."""
        return self.holder_of(purchase.character_id, purchase.stash_id)

    def holder_of(self, character_id: int | None, stash_id: int | None) -> str:
        if character_id is None and stash_id is not None:
            warband = self.warbands.get(stash_id)
            return translate("DatabaseCheck", "the stash of warband {warband}").format(
                warband=shown(warband.name) if warband else stash_id
            )
        return self.character_name(character_id)

    def unpriced_purchases(self) -> None:
        query = Purchase.select(
            Purchase.id, Purchase.character, Purchase.stash, Purchase.item, Purchase.price
        )
        for purchase in query.where(Purchase.price.is_null() | (Purchase.price < 0)):
            if purchase.price is None:
                sentence = translate(
                    "DatabaseCheck",
                    "The purchase of {item} by {holder} has no price; every purchase needs the price that was paid (0 or more).",  # noqa: E501
                )
            else:
                sentence = translate(
                    "DatabaseCheck",
                    "The purchase of {item} by {holder} has a price of {price}; every purchase needs the price that was paid (0 or more).",  # noqa: E501
                )
            self.add(
                UNPRICED,
                sentence.format(
                    item=shown(purchase.item), holder=self.holder(purchase), price=purchase.price
                ),
            )

    def kit_places(self) -> None:
        """Every purchase is carried by a character or kept in a warband's stash: one of the
        two, never both or neither (K5)."""
        query = Purchase.select(Purchase.id, Purchase.character, Purchase.stash, Purchase.item)
        both = Purchase.character.is_null(False) & Purchase.stash.is_null(False)
        neither = Purchase.character.is_null() & Purchase.stash.is_null()
        for purchase in query.where(both | neither).order_by(Purchase.id):
            if purchase.character_id is not None:
                sentence = translate(
                    "DatabaseCheck",
                    "The {item} bought as purchase #{id} is both carried by {character} and kept in the stash of warband #{stash}.",  # noqa: E501
                )
            else:
                sentence = translate(
                    "DatabaseCheck",
                    "The {item} bought as purchase #{id} is neither carried by a character nor kept in a warband's stash.",  # noqa: E501
                )
            self.add(
                KIT_PLACE,
                sentence.format(
                    item=shown(purchase.item),
                    id=purchase.id,
                    character=self.character_name(purchase.character_id),
                    stash=purchase.stash_id,
                ),
            )

    def unknown_ids(self) -> None:
        """Profiles and items the campaign's rules no longer have (after a data update or a
        removed house rule): shown and kept, but reported, as they cannot be priced or
        played until the rules have them again."""

        rules_by_campaign = self.rules_by_campaign
        campaign_of_warband = {w.id: w.campaign_id for w in self.warbands.values()}
        profiles = Character.select(Character.id, Character.profile, Character.warband)
        for character_id, profile, warband_id in self.plain(profiles):
            rules = _linked(rules_by_campaign, campaign_of_warband.get(warband_id))
            if rules is not None and profile not in rules.profiles:
                self.add(
                    UNKNOWN_ID,
                    translate(
                        "DatabaseCheck",
                        "{character} was recruited from the profile {profile}, which {game} no longer has in this campaign; add it back under Campaign settings ▸ Profiles.",  # noqa: E501
                    ).format(
                        character=self.character_name(character_id),
                        profile=shown(profile),
                        game=rules.name,
                    ),
                )
        items = Purchase.select(Purchase.character, Purchase.stash, Purchase.item).where(
            Purchase.status == OWNED
        )
        for character_id, stash_id, item in self.plain(items):
            character = self.characters.get(character_id)
            warband_id = character.warband_id if character else stash_id
            rules = _linked(rules_by_campaign, campaign_of_warband.get(warband_id))
            if rules is not None and rules.items and item not in rules.items:
                if character:
                    sentence = translate(
                        "DatabaseCheck", "{holder} carries {item}, an item {game} does not have."
                    )
                else:
                    sentence = translate(
                        "DatabaseCheck", "{holder} holds {item}, an item {game} does not have."
                    )
                holder = self.holder_of(character_id, stash_id)
                self.add(
                    UNKNOWN_ID,
                    sentence.format(
                        holder=holder[:1].upper() + holder[1:], item=shown(item), game=rules.name
                    ),
                )

    def orphan_history(self) -> None:
        query = (
            HistoryEntry.select(HistoryEntry.id, HistoryEntry.character, HistoryEntry.campaign)
            .join(Character, pw.JOIN.LEFT_OUTER, on=(HistoryEntry.character == Character.id))
            .where(HistoryEntry.character.is_null(False) & Character.id.is_null())
            .order_by(HistoryEntry.id)
        )
        by_character: dict[int, list[int]] = {}
        for entry in query:
            character_id = entry.character_id
            assert character_id is not None  # the query reads only entries with a character
            by_character.setdefault(character_id, []).append(entry.id)
        for character_id, entry_ids in by_character.items():
            orphans = translate("DatabaseCheck", "%n history entry/entries belong(s) to character #{id}, who no longer exists.", None, PLURAL, len(entry_ids))  # noqa: E501  # fmt: skip
            self.add(
                ORPHAN_HISTORY,
                orphans.format(id=character_id),
                repairs.detach_history(entry_ids, character_id, set(self.warbands)),
                translate(
                    "DatabaseCheck",
                    "keep the entries on their warband's (or campaign's) history, each noting the missing character's number",  # noqa: E501
                ),
            )

    def history_campaigns(self) -> None:
        query = (
            HistoryEntry.select(HistoryEntry.id, HistoryEntry.character, HistoryEntry.campaign)
            .where(HistoryEntry.character.is_null(False))
            .order_by(HistoryEntry.id)
        )
        if self.values_sound:  # every link a whole number: SQL passes over the entries filed
            # under their character's campaign, which the loop below would pass over
            query = (
                query.join(Character, on=(HistoryEntry.character == Character.id))
                .join(Warband, on=(Character.warband == Warband.id))
                .where(
                    Warband.campaign.is_null(False)
                    & (
                        HistoryEntry.campaign.is_null()
                        | (HistoryEntry.campaign != Warband.campaign)
                    )
                )
            )
        campaigns: dict[int, int | None] = {}  # by character
        for entry_id, character_id, campaign_id in self.plain(query):
            if character_id not in campaigns:
                campaigns[character_id] = self.campaign_of_character(character_id)
            right = campaigns[character_id]
            if right is None or right == campaign_id:
                continue
            character = self.characters[character_id]
            self.add(
                HISTORY_CAMPAIGN,
                translate(
                    "DatabaseCheck",
                    "History entry #{id} of {character} is filed under {campaign}, but the character belongs to {right}.",  # noqa: E501
                ).format(
                    id=entry_id,
                    character=self.character_name(character_id),
                    campaign=self.campaign_name(campaign_id),
                    right=self.campaign_name(right),
                ),
                repairs.refile_history(entry_id, right, character.warband_id),
                translate(
                    "DatabaseCheck",
                    "file the entry under the character's campaign and warband, noting where it was",  # noqa: E501
                ),
            )

    def sides_and_fielded(self) -> None:
        games = {
            row[0]: GameLinks._make(row)
            for row in self.plain(Game.select(Game.id, Game.number, Game.campaign, Game.winner))
        }
        sides = {
            row[0]: SideRow._make(row)
            for row in self.plain(
                GameSide.select(GameSide.id, GameSide.game, GameSide.warband, GameSide.role)
            )
        }
        for side in sides.values():
            game, warband = games.get(side.game_id), self.warbands.get(side.warband_id)
            if game and warband and warband.campaign_id != game.campaign_id:
                self.add(
                    SIDE_CAMPAIGN,
                    translate(
                        "DatabaseCheck",
                        "Warband {warband} of {campaign} plays in game {number} of {game_campaign}.",  # noqa: E501
                    ).format(
                        warband=shown(warband.name),
                        campaign=self.campaign_name(warband.campaign_id),
                        number=game.number,
                        game_campaign=self.campaign_name(game.campaign_id),
                    ),
                )
        for game in games.values():
            winner = _linked(self.warbands, game.winner_id)
            if winner and winner.campaign_id != game.campaign_id:
                self.add(
                    WINNER_CAMPAIGN,
                    translate(
                        "DatabaseCheck",
                        "Game {number} of {campaign} is won by warband {warband} of another campaign.",  # noqa: E501
                    ).format(
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                        warband=shown(winner.name),
                    ),
                )
        query = GameCharacter.select(
            GameCharacter.id,
            GameCharacter.game,
            GameCharacter.side,
            GameCharacter.character,
            GameCharacter.name,
        )
        for _id, game_id, side_id, character_id, name in self.plain(query):
            on_side, game = sides.get(side_id), games.get(game_id)
            if on_side is None or game is None:
                continue  # a broken link, reported above
            if on_side.game_id != game_id:
                self.add(
                    FIELDED_SIDE,
                    translate(
                        "DatabaseCheck",
                        "{name} is fielded in game {number} of {campaign} on a side of another game.",  # noqa: E501
                    ).format(
                        name=shown(name),
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                    ),
                )
                continue
            character = self.characters.get(character_id)
            if character is not None and character.warband_id != on_side.warband_id:
                self.add(
                    FIELDED_SIDE,
                    translate(
                        "DatabaseCheck",
                        "{character} is fielded in game {number} of {campaign} on the side of another warband.",  # noqa: E501
                    ).format(
                        character=self.character_name(character.id),
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                    ),
                )

    def game_numbers(self) -> None:
        count = pw.fn.COUNT(Game.id)
        duplicates = cast(  # rows as .tuples() gives them (Peewee's stubs say models)
            Iterable[tuple[int, int, int]],
            Game.select(Game.campaign, Game.number, count)
            .group_by(Game.campaign, Game.number)
            .having(count > 1)
            .tuples(),
        )
        for campaign_id, number, n in duplicates:
            self.add(
                GAME_NUMBER,
                translate(
                    "DatabaseCheck",
                    "{count} games of {campaign} have the number {number}; each game needs its own number.",  # noqa: E501
                ).format(count=n, campaign=self.campaign_name(campaign_id), number=number),
            )
        below_one = cast(  # rows as .tuples() gives them (Peewee's stubs say models)
            Iterable[tuple[int, int]],
            Game.select(Game.campaign, Game.number).where(Game.number < 1).tuples(),
        )
        for campaign_id, number in below_one:
            self.add(
                GAME_NUMBER,
                translate(
                    "DatabaseCheck",
                    "A game of {campaign} has the number {number}; games are numbered from 1.",
                ).format(campaign=self.campaign_name(campaign_id), number=number),
            )

    def follows(self) -> None:
        games = {g.id: g for g in Game.select(Game.id, Game.number, Game.campaign, Game.follows)}
        for game in games.values():
            previous = _linked(games, game.follows_id)
            if previous is None:
                continue
            if previous.id == game.id:
                self.add(
                    FOLLOWS,
                    translate(
                        "DatabaseCheck", "Game {number} of {campaign} follows itself."
                    ).format(number=game.number, campaign=self.campaign_name(game.campaign_id)),
                    repairs.unlink_follows(game.id, game.campaign_id, previous),
                    translate("DatabaseCheck", UNLINK_FOLLOWS),
                )
            elif previous.campaign_id != game.campaign_id:
                self.add(
                    FOLLOWS,
                    translate(
                        "DatabaseCheck",
                        "Game {number} of {campaign} follows game {previous} of {other}, another campaign.",  # noqa: E501
                    ).format(
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                        previous=previous.number,
                        other=self.campaign_name(previous.campaign_id),
                    ),
                    repairs.unlink_follows(game.id, game.campaign_id, previous),
                    translate("DatabaseCheck", UNLINK_FOLLOWS),
                )
        # Loops of two or more games within a campaign (the links above are repaired apart).
        links = {
            g.id: g.follows_id
            for g in games.values()
            if g.follows_id in games
            and g.follows_id != g.id
            and games[g.follows_id].campaign_id == g.campaign_id
        }
        for loop in follows_loops(links):
            numbers = ", ".join(str(n) for n in sorted(games[i].number for i in loop))
            self.add(
                FOLLOWS,
                translate(
                    "DatabaseCheck",
                    "Games {numbers} of {campaign} follow each other in a loop; a person needs to say which came first.",  # noqa: E501
                ).format(numbers=numbers, campaign=self.campaign_name(games[loop[0]].campaign_id)),
            )
