"""The database check: is the file sound, and do the campaign's records agree?

:func:`check_database` runs SQLite's integrity check and the foreign key check (both through
:mod:`models.db`), then Muster's own invariants through the Peewee models:

- no character has negative gold;
- no dead character is fielded in a later game of his campaign;
- every purchase has a price of 0 or more;
- every history entry's character exists, and belongs to the entry's campaign;
- every warband on a game's side, every fielded character and every winner belongs to the
  game's campaign (and side);
- game numbers are 1 or more and unique within a campaign, and ``follows`` links stay in the
  campaign and never loop.

Repairs are made only where the right answer is certain and nothing is lost; each repaired
record says what was changed. Everything else is reported for a person to decide. All repairs
happen in one transaction, after a backup; without ``repair`` nothing is written.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import peewee as pw

from models import history
from models.campaigns import rules_of
from models.errors import MusterError
from models.store.backup import REPAIR, make_backup
from models.store.connection import DRIVER_ERRORS, bound_path, write_transaction
from models.store.inspection import describe_integrity_problems
from models.store.integrity import foreign_key_problems, integrity_problems
from models.store.schema import (
    DEAD,
    OWNED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)

# HistoryEntry.kind values the check reads and writes.

# Problem.kind values.
DAMAGED = "damaged"
BROKEN_LINK = "broken_link"
NEGATIVE_GOLD = "negative_gold"
DEAD_FIELDED = "dead_fielded"
UNPRICED = "unpriced_purchase"
ORPHAN_HISTORY = "orphan_history"
HISTORY_CAMPAIGN = "history_campaign"
SIDE_CAMPAIGN = "side_campaign"
FIELDED_SIDE = "fielded_side"
WINNER_CAMPAIGN = "winner_campaign"
GAME_NUMBER = "game_number"
FOLLOWS = "follows"
UNKNOWN_ID = "unknown_id"
CHECK_FAILED = "check_failed"

# Words for table names in SQLite's foreign key report.
TABLE_WORDS = {
    "campaign": "campaign",
    "warband": "warband",
    "character": "character",
    "game": "game",
    "purchase": "purchase",
    "game_side": "game side",
    "game_character": "fielded character",
    "history_entry": "history entry",
}

NAME_LIMIT = 60
# Characters that would garble a report: control characters and bidi embeddings/overrides.
_BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass
class Problem:
    """One thing the check found, in plain words."""

    kind: str
    text: str  # what is wrong
    repairable: bool = False
    repaired: bool = False
    remedy: str = ""  # what the repair does, e.g. "set the gold to 0, noted in the history"
    fix: Callable[[], None] | None = field(default=None, repr=False, compare=False)

    def render(self) -> str:
        """One line: the state of the problem, what is wrong, and what the repair does."""
        if self.repaired:
            return f"Repaired: {self.text} Muster did this: {self.remedy}."
        if self.repairable:
            return f"Can be repaired: {self.text} The repair would {self.remedy}."
        return f"Needs a person to decide: {self.text}"


@dataclass
class CheckReport:
    """What :func:`check_database` found and did."""

    problems: list[Problem] = field(default_factory=list)
    backup: Path | None = None  # the copy taken before repairing, if any

    @property
    def ok(self) -> bool:
        """True when nothing is left to fix: no problems, or all of them repaired."""
        return all(problem.repaired for problem in self.problems)

    @property
    def damaged(self) -> bool:
        """True when SQLite itself finds the file damaged (no repair is attempted then)."""
        return any(problem.kind == DAMAGED for problem in self.problems)

    @property
    def repairable(self) -> list[Problem]:
        return [p for p in self.problems if p.repairable and not p.repaired]

    def render(self) -> str:
        """The report for a person: one line per problem, saying what was or can be done."""
        if not self.problems:
            return (
                "No problems found. The file is sound, and its campaigns, warbands, "
                "characters, games and histories agree with each other."
            )
        repaired = sum(p.repaired for p in self.problems)
        remaining = len(self.problems) - repaired
        count = _plural(len(self.problems), "problem")
        if repaired and not remaining:
            lines = [f"Found {count} and repaired all of them."]
        elif repaired:
            lines = [f"Found {count}: repaired {repaired}, {remaining} left."]
        else:
            lines = [f"Found {count}."]
        lines.extend(f"- {problem.render()}" for problem in self.problems)
        waiting = len(self.repairable)
        if waiting:
            lines.append(f"{_plural(waiting, 'problem')} can be repaired safely.")
        if self.backup is not None:
            lines.append(f"Before repairing, the database was backed up to {self.backup}.")
        if self.damaged:
            lines.append(
                "The file itself is damaged, so nothing was repaired. Restore the latest "
                "good backup (Backups / Restore… in the app)."
            )
        return "\n".join(lines)


def check_database(*, repair: bool) -> CheckReport:
    """Check the bound database (:data:`models.db.db`) and, with ``repair``, fix what is safe.

    Without ``repair`` nothing is written. With it, and only when the file is sound and there
    is something to repair, a backup is taken (reason "repair"), then the problems are found
    again and the safe ones repaired in one transaction: all of them or, on any error, none.
    """
    report = _find_problems()
    if not repair or report.damaged or not report.repairable:
        return report

    path = bound_path()
    backup = make_backup(path, reason=REPAIR) if path is not None else None
    with write_transaction():
        report = _find_problems()
        for problem in report.repairable:
            assert problem.fix is not None
            problem.fix()
    for problem in report.repairable:
        problem.repaired = True
    report.backup = backup
    return report


def _find_problems() -> CheckReport:
    report = CheckReport()
    damage = integrity_problems()
    if damage:
        report.problems.append(
            Problem(
                DAMAGED, f"SQLite finds the file damaged: {describe_integrity_problems(damage)}."
            )
        )
        return report
    try:
        _Finder(report.problems).run()
    except (MusterError, *DRIVER_ERRORS) as exc:
        report.problems.append(Problem(CHECK_FAILED, f"The check could not finish: {exc}."))
    return report


def shown(text: str, limit: int = NAME_LIMIT) -> str:
    """A name as a report shows it: quoted, without control characters, not too long."""
    clean = "".join(
        "\ufffd" if unicodedata.category(ch) == "Cc" or ch in _BIDI_CONTROLS else ch
        for ch in str(text)
    )
    if len(clean) > limit:
        clean = clean[: limit - 1] + "…"
    return f"“{clean}”"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class _Finder:
    """Runs each invariant; loads the small tables once to name things without N+1 queries."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.campaigns = {c.id: c for c in Campaign.select()}
        self.warbands = {w.id: w for w in Warband.select()}
        self.characters = {
            c.id: c
            for c in Character.select(
                Character.id, Character.name, Character.warband, Character.status, Character.gold
            )
        }

    def run(self) -> None:
        self.broken_links()
        self.negative_gold()
        self.dead_fielded()
        self.unpriced_purchases()
        self.orphan_history()
        self.history_campaigns()
        self.sides_and_fielded()
        self.game_numbers()
        self.follows()
        self.unknown_ids()

    def add(
        self, kind: str, text: str, fix: Callable[[], None] | None = None, remedy: str = ""
    ) -> None:
        self.problems.append(
            Problem(kind, text, repairable=fix is not None, remedy=remedy, fix=fix)
        )

    # --- naming --------------------------------------------------------------------------

    def campaign_name(self, campaign_id: int | None) -> str:
        campaign = self.campaigns.get(campaign_id)
        return f"campaign {shown(campaign.name)}" if campaign else f"campaign #{campaign_id}"

    def character_name(self, character_id: int) -> str:
        character = self.characters.get(character_id)
        if character is None:
            return f"character #{character_id}"
        warband = self.warbands.get(character.warband_id)
        where = f" of warband {shown(warband.name)}" if warband else ""
        return f"{shown(character.name)}{where}"

    def campaign_of_character(self, character_id: int | None) -> int | None:
        character = self.characters.get(character_id)
        warband = self.warbands.get(character.warband_id) if character else None
        return warband.campaign_id if warband else None

    # --- checks --------------------------------------------------------------------------

    def broken_links(self) -> None:
        for link in foreign_key_problems():
            if (link.table, link.parent) == ("history_entry", "character"):
                continue  # reported (and repaired) by orphan_history
            what = TABLE_WORDS.get(link.table, link.table)
            parent = TABLE_WORDS.get(link.parent, link.parent)
            self.add(
                BROKEN_LINK,
                f"The {what} #{link.row_id} refers to a {parent} that does not exist. "
                "The record is kept as it is.",
            )

    def negative_gold(self) -> None:
        for character in self.characters.values():
            if character.gold is None or character.gold >= 0:
                continue
            campaign_id = self.campaign_of_character(character.id)
            text = (
                f"{self.character_name(character.id)} has {character.gold} gold; gold cannot "
                "be negative."
            )
            fix = None
            if campaign_id in self.campaigns:
                fix = _reset_gold(character.id, character.warband_id, campaign_id, character.gold)
            self.add(
                NEGATIVE_GOLD,
                text,
                fix,
                "set the gold to 0 and add a correction to the character's history",
            )

    def dead_fielded(self) -> None:
        # When he died: the earliest game of a "death" history entry. A character counts as
        # dead only while his status says so (a correction may have brought him back).
        died_in: dict[int, tuple[int, int]] = {}
        deaths = (
            HistoryEntry.select(HistoryEntry.character, Game.number, Game.campaign)
            .join(Game, on=(HistoryEntry.game == Game.id))
            .where((HistoryEntry.kind == history.DEATH) & HistoryEntry.character.is_null(False))
            .tuples()
        )
        for character_id, number, campaign_id in deaths:
            character = self.characters.get(character_id)
            if character is None or character.status != DEAD:
                continue
            if character_id not in died_in or number < died_in[character_id][0]:
                died_in[character_id] = (number, campaign_id)
        if not died_in:
            return
        fielded = (
            GameCharacter.select(GameCharacter.character, Game.number, Game.campaign)
            .join(Game, on=(GameCharacter.game == Game.id))
            .where(GameCharacter.character.in_(list(died_in)))
            .order_by(Game.number)
            .tuples()
        )
        for character_id, number, campaign_id in fielded:
            death_number, death_campaign = died_in[character_id]
            if campaign_id == death_campaign and number > death_number:
                self.add(
                    DEAD_FIELDED,
                    f"{self.character_name(character_id)} died in game {death_number} of "
                    f"{self.campaign_name(campaign_id)}, but is fielded in game {number}.",
                )

    def unpriced_purchases(self) -> None:
        query = Purchase.select(Purchase.id, Purchase.character, Purchase.item, Purchase.price)
        for purchase in query.where(Purchase.price.is_null() | (Purchase.price < 0)):
            price = "no price" if purchase.price is None else f"a price of {purchase.price}"
            self.add(
                UNPRICED,
                f"The purchase of {shown(purchase.item)} by "
                f"{self.character_name(purchase.character_id)} has {price}; every purchase "
                "needs the price that was paid (0 or more).",
            )

    def unknown_ids(self) -> None:
        """Profiles and items the campaign's rules no longer have (after a data update or a
        removed house rule): shown and kept, but reported, as they cannot be priced or
        played until the rules have them again."""

        rules_by_campaign = {}
        for campaign_id, campaign in self.campaigns.items():
            try:
                rules_by_campaign[campaign_id] = rules_of(campaign)
            except MusterError as exc:
                self.add(
                    UNKNOWN_ID,
                    f"The house rules of {self.campaign_name(campaign_id)} cannot be read: {exc}",
                )
        campaign_of_warband = {w.id: w.campaign_id for w in self.warbands.values()}
        profiles = Character.select(Character.id, Character.profile, Character.warband)
        for character in profiles:
            rules = rules_by_campaign.get(campaign_of_warband.get(character.warband_id))
            if rules is not None and character.profile not in rules.profiles:
                self.add(
                    UNKNOWN_ID,
                    f"{self.character_name(character.id)} was recruited from the profile "
                    f"{shown(character.profile)}, which {rules.name} no longer has in this "
                    "campaign; add it back under Campaign settings ▸ Profiles.",
                )
        items = Purchase.select(Purchase.character, Purchase.item).where(Purchase.status == OWNED)
        for purchase in items:
            character = self.characters.get(purchase.character_id)
            warband = campaign_of_warband.get(character.warband_id) if character else None
            rules = rules_by_campaign.get(warband)
            if rules is not None and rules.items and purchase.item not in rules.items:
                self.add(
                    UNKNOWN_ID,
                    f"{self.character_name(purchase.character_id)} carries "
                    f"{shown(purchase.item)}, an item {rules.name} does not have.",
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
            by_character.setdefault(entry.character_id, []).append(entry.id)
        for character_id, entry_ids in by_character.items():
            entries = (
                "1 history entry belongs"
                if len(entry_ids) == 1
                else f"{len(entry_ids)} history entries belong"
            )
            self.add(
                ORPHAN_HISTORY,
                f"{entries} to character #{character_id}, who no longer exists.",
                _detach_history(entry_ids, character_id, set(self.warbands)),
                "keep the entries on their warband's (or campaign's) history, each noting "
                "the missing character's number",
            )

    def history_campaigns(self) -> None:
        query = (
            HistoryEntry.select(HistoryEntry.id, HistoryEntry.character, HistoryEntry.campaign)
            .where(HistoryEntry.character.is_null(False))
            .order_by(HistoryEntry.id)
        )
        for entry in query:
            right = self.campaign_of_character(entry.character_id)
            if right is None or right == entry.campaign_id:
                continue
            character = self.characters[entry.character_id]
            self.add(
                HISTORY_CAMPAIGN,
                f"History entry #{entry.id} of {self.character_name(entry.character_id)} is "
                f"filed under {self.campaign_name(entry.campaign_id)}, but the character "
                f"belongs to {self.campaign_name(right)}.",
                _refile_history(entry.id, right, character.warband_id),
                "file the entry under the character's campaign and warband, noting where it was",
            )

    def sides_and_fielded(self) -> None:
        games = {g.id: g for g in Game.select(Game.id, Game.number, Game.campaign, Game.winner)}
        sides = {s.id: s for s in GameSide.select()}
        for side in sides.values():
            game, warband = games.get(side.game_id), self.warbands.get(side.warband_id)
            if game and warband and warband.campaign_id != game.campaign_id:
                self.add(
                    SIDE_CAMPAIGN,
                    f"Warband {shown(warband.name)} of {self.campaign_name(warband.campaign_id)} "
                    f"plays in game {game.number} of {self.campaign_name(game.campaign_id)}.",
                )
        for game in games.values():
            winner = self.warbands.get(game.winner_id)
            if winner and winner.campaign_id != game.campaign_id:
                self.add(
                    WINNER_CAMPAIGN,
                    f"Game {game.number} of {self.campaign_name(game.campaign_id)} is won by "
                    f"warband {shown(winner.name)} of another campaign.",
                )
        query = GameCharacter.select(
            GameCharacter.id,
            GameCharacter.game,
            GameCharacter.side,
            GameCharacter.character,
            GameCharacter.name,
        )
        for fielded in query:
            side, game = sides.get(fielded.side_id), games.get(fielded.game_id)
            character = self.characters.get(fielded.character_id)
            if side is None or game is None:
                continue  # a broken link, reported above
            where = f"game {game.number} of {self.campaign_name(game.campaign_id)}"
            if side.game_id != fielded.game_id:
                self.add(
                    FIELDED_SIDE,
                    f"{shown(fielded.name)} is fielded in {where} on a side of another game.",
                )
            elif character is not None and character.warband_id != side.warband_id:
                self.add(
                    FIELDED_SIDE,
                    f"{self.character_name(character.id)} is fielded in {where} on the side of "
                    "another warband.",
                )

    def game_numbers(self) -> None:
        count = pw.fn.COUNT(Game.id)
        duplicates = (
            Game.select(Game.campaign, Game.number, count)
            .group_by(Game.campaign, Game.number)
            .having(count > 1)
            .tuples()
        )
        for campaign_id, number, n in duplicates:
            self.add(
                GAME_NUMBER,
                f"{n} games of {self.campaign_name(campaign_id)} have the number {number}; "
                "each game needs its own number.",
            )
        for campaign_id, number in (
            Game.select(Game.campaign, Game.number).where(Game.number < 1).tuples()
        ):
            self.add(
                GAME_NUMBER,
                f"A game of {self.campaign_name(campaign_id)} has the number {number}; "
                "games are numbered from 1.",
            )

    def follows(self) -> None:
        games = {g.id: g for g in Game.select(Game.id, Game.number, Game.campaign, Game.follows)}
        for game in games.values():
            previous = games.get(game.follows_id)
            where = f"Game {game.number} of {self.campaign_name(game.campaign_id)}"
            if previous is None:
                continue
            if previous.id == game.id:
                self.add(
                    FOLLOWS,
                    f"{where} follows itself.",
                    _unlink_follows(game.id, game.campaign_id, previous),
                    "remove that link and note it in the campaign's history",
                )
            elif previous.campaign_id != game.campaign_id:
                self.add(
                    FOLLOWS,
                    f"{where} follows game {previous.number} of "
                    f"{self.campaign_name(previous.campaign_id)}, another campaign.",
                    _unlink_follows(game.id, game.campaign_id, previous),
                    "remove that link and note it in the campaign's history",
                )
        # Loops of two or more games within a campaign (the links above are repaired apart).
        links = {
            g.id: g.follows_id
            for g in games.values()
            if g.follows_id in games
            and g.follows_id != g.id
            and games[g.follows_id].campaign_id == g.campaign_id
        }
        reported: set[frozenset[int]] = set()
        for start in links:
            seen: list[int] = []
            current: int | None = start
            while current is not None and current not in seen:
                seen.append(current)
                current = links.get(current)
            if current is None:
                continue
            loop = frozenset(seen[seen.index(current) :])
            if loop in reported:
                continue
            reported.add(loop)
            numbers = ", ".join(str(n) for n in sorted(games[i].number for i in loop))
            current_game = games[current]
            self.add(
                FOLLOWS,
                f"Games {numbers} of {self.campaign_name(current_game.campaign_id)} follow each "
                "other in a loop; a person needs to say which came first.",
            )


# --- repairs: each returns the function that makes it, run inside the one transaction ------


def _reset_gold(
    character_id: int, warband_id: int, campaign_id: int, gold: int
) -> Callable[[], None]:
    def fix() -> None:
        Character.update(gold=0).where(Character.id == character_id).execute()
        HistoryEntry.create(
            campaign=campaign_id,
            warband=warband_id,
            character=character_id,
            kind=history.CORRECTION,
            text=f"Gold corrected from {gold} to 0 by the database check (gold cannot be "
            "negative).",
            details={"field": "gold", "from": gold, "to": 0, "by": "check"},
        )

    return fix


def _detach_history(
    entry_ids: list[int], character_id: int, warband_ids: set[int]
) -> Callable[[], None]:
    # The one place history is changed in place: the entry would otherwise attach itself to
    # a new character that reuses the id. The missing id is kept in the details.
    def fix() -> None:
        for entry in HistoryEntry.select().where(HistoryEntry.id.in_(entry_ids)):
            details = dict(entry.details or {})
            details["missing_character_id"] = character_id
            warband = entry.warband_id if entry.warband_id in warband_ids else None
            HistoryEntry.update(character=None, warband=warband, details=details).where(
                HistoryEntry.id == entry.id
            ).execute()

    return fix


def _refile_history(entry_id: int, campaign_id: int, warband_id: int) -> Callable[[], None]:
    def fix() -> None:
        entry = HistoryEntry.get_by_id(entry_id)
        details = dict(entry.details or {})
        details["moved_from_campaign_id"] = entry.campaign_id
        HistoryEntry.update(campaign=campaign_id, warband=warband_id, details=details).where(
            HistoryEntry.id == entry_id
        ).execute()

    return fix


def _unlink_follows(game_id: int, campaign_id: int, previous: Game) -> Callable[[], None]:
    def fix() -> None:
        Game.update(follows=None).where(Game.id == game_id).execute()
        number = Game.get_by_id(game_id).number
        HistoryEntry.create(
            campaign=campaign_id,
            game=game_id,
            kind=history.CORRECTION,
            text=f"The database check removed the link from game {number} to game "
            f"{previous.number} (#{previous.id}), which was not a game before it in this "
            "campaign.",
            details={"field": "follows", "from": previous.id, "to": None, "by": "check"},
        )

    return fix
