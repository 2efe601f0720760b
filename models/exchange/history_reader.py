"""Reading a campaign file's history, and the rules that need the whole campaign read: every
character's story judged from all the file holds of him (:mod:`rules.story`): his death, the
games that field him, his gold, kills and deaths."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from i18n import translate
from models.exchange.game_reader import GameReader
from models.history import (
    CORRECTION,
    DEATH,
    PURCHASE,
    RECRUITED,
    UPGRADE,
    Told,
    gold_change,
    superseded_ids,
    told_the_old_way,
    upgrade_counts,
)
from models.records import declarations as declared
from models.records.details import gold_told
from models.records.document import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
)
from models.records.fields import (
    array,
    at,
    fail,
    free_json,
    item,
    known_ref,
    moment,
    ref,
    whole,
)
from models.records.shape import checked
from models.store.schema import DEAD, RETURNED
from rules.experience import XP_EARNED, XP_SPENT, Account, account, advances
from rules.story import FIELDED, GOLD, MARKED, PRICE, RECORD, Bought, Story, judge

# The keys of a history entry's details that refer to rows of the document.
REFERRING = frozenset((DETAIL_PURCHASE, DETAIL_VICTIM, *DETAIL_OUTCOMES, DETAIL_SUPERSEDES))


class HistoryReader(GameReader):
    """Reads the history, once the games are known, and checks the whole campaign.

    An entry is handed on as soon as it is checked (the importer writes it and lets it go),
    so what the rules over the whole campaign need of the history is kept as it is read, a
    few numbers an entry: whose it is, and for a character's entry its kind and how much it
    moved his gold (:meth:`heard`)."""

    def __init__(self) -> None:
        super().__init__()
        # Each entry of a character, by place: (character, kind, the gold it moved, its game,
        # the XP it earned and spent, and the details of an upgrade or of XP spent or given
        # back: K6).
        self.entry_story: list[
            tuple[str, str, int, int | None, Account, Mapping[str, Any] | None] | None
        ] = []
        self.told: dict[str, Told] = {}  # what each character's story adds up to so far
        self.superseded: set[int] = set()  # by a correction of the same character
        self.untold: set[str] = set()  # corrected before corrections named what they supersede
        self.prices_told: dict[str, int] = {}  # purchase -> the price its entry tells
        self.settings: Mapping[str, Any] = {}  # the campaign's, once read (its advances, K6)

    def heard(self, index: int, entry: declared.HistoryEntry) -> None:
        """Keep what the rules over the whole campaign need of the entry ``history[index]``."""
        character = entry.character
        if character is None:
            self.entry_story.append(None)
            return
        kind, details, game = entry.kind, entry.details, entry.game
        moved = gold_change(kind, details)
        xp = account((details,))
        advanced = (
            details if kind == UPGRADE or XP_SPENT in details or XP_EARNED in details else None
        )
        self.entry_story.append((character, kind, moved, game, xp, advanced))
        told = self.told.get(character)
        if told is None:
            told = self.told[character] = Told()
        told.add(kind, moved, game, xp=xp, details=advanced)
        if kind == DEATH:
            self.latest_death[character] = (index, moment(entry.created, "", "created"))
        elif kind == RECRUITED:
            self.recruited.setdefault(character, index)
        elif kind == PURCHASE:
            purchase, price = details.get(DETAIL_PURCHASE), details.get("price")
            if isinstance(purchase, str) and type(price) is int:
                self.prices_told[purchase] = price
        elif kind == CORRECTION:
            if told_the_old_way(kind, details):
                self.untold.add(character)
            # A correction supersedes entries of its own character only, as the check reads
            # a story (models.history.current of one character's entries): one that lists
            # another character's entry leaves that story as it is.
            for earlier in superseded_ids(kind, details):
                if 0 <= earlier < index and earlier not in self.superseded:
                    story = self.entry_story[earlier]
                    if story is not None and story[0] == character:
                        self.superseded.add(earlier)
                        told.take_back(story[1], story[2], story[3], xp=story[4], details=story[5])

    def history(self, value: object, path: str, index: int) -> declared.HistoryEntry:
        """One history entry, ``history[index]``; the references in its details are checked
        too (a correction supersedes earlier entries, by their number in the list)."""
        entry = checked(value, path, declared.HistoryEntry)
        kind = entry.kind
        details_path = at(path, "details")
        details = entry.details = free_json(entry.details, details_path)
        # The keys as declared (interned), not the entry's copies, are what is kept of it.
        warband = entry.warband = known_ref(
            entry.warband, path, "warband", self.warbands, "warband"
        )
        character = entry.character = known_ref(
            entry.character, path, "character", self.characters, "character"
        )
        if character is not None and warband != self.character_warband[character]:
            fail(
                at(path, "warband"),
                translate("CampaignFile", "must be the warband of the entry's character"),
            )
        game = entry.game
        if not (self.games_read and game in self.games):
            self.game_ref(game, at(path, "game"))
        if character is not None:
            gold_told(kind, details, details_path)
        if REFERRING.isdisjoint(details):
            self.heard(index, entry)
            return entry
        if DETAIL_PURCHASE in details:
            where = at(details_path, DETAIL_PURCHASE)
            ref(details[DETAIL_PURCHASE], where, self.purchases, "purchase")
        if DETAIL_VICTIM in details:
            where = at(details_path, DETAIL_VICTIM)
            ref(details[DETAIL_VICTIM], where, self.characters, "character")
        for name_ in DETAIL_OUTCOMES:
            if name_ in details:
                self.check_outcome(details[name_], at(details_path, name_), game, None)
        if DETAIL_SUPERSEDES in details:
            where = at(details_path, DETAIL_SUPERSEDES)
            if kind != CORRECTION:
                fail(where, translate("CampaignFile", "only a correction supersedes entries"))
            for n, earlier in enumerate(array(details[DETAIL_SUPERSEDES], where)):
                if whole(earlier, item(where, n)) >= index:
                    fail(
                        item(where, n),
                        translate(
                            "CampaignFile", "must be the number of an earlier entry of history[]"
                        ),
                    )
        self.heard(index, entry)
        return entry

    def stories_judged(self) -> None:
        """Each character's story judged from everything the file holds of him
        (:func:`rules.story.judge`, as the database check asks it): his death wherever it is
        recorded, no game after it fielding him, his gold, kills and deaths against his
        history (the entries a correction of his supersedes left out), and his gold against
        his profile when he has no history. The first finding refuses the file, at the field
        it is about."""
        offered = advances(self.rules.id, self.settings)
        for key, character in self.characters.items():
            fieldings = self.fieldings.get(key, [])
            told = self.told.get(key)
            story = Story(
                name=character.name,
                profile=character.profile,
                marked_dead=character.status == DEAD,
                gold=character.gold,
                bought=tuple(
                    Bought(
                        p.item,
                        p.price,
                        p.refund if p.status == RETURNED and p.refund is not None else 0,
                        self.prices_told.get(p.id),
                    )
                    for p in character.purchases
                ),
                fielded=tuple(fielded for fielded, _where in fieldings),
                kills=self.kills[key],
                upgrades=upgrade_counts(Counter(u.kind for u in character.upgrades)),
                history=(told or Told()).history(
                    begun=key in self.recruited, readable=key not in self.untold
                ),
            )
            findings = judge(self.rules, story, offered=offered).findings
            if not findings:
                continue
            finding, path = findings[0], self.character_paths[key]
            if finding.about == MARKED:
                path = at(path, "status")
            elif finding.about == PRICE and finding.item is not None:
                path = at(item(at(path, "purchases"), finding.item), "price")
            elif finding.about == GOLD and not story.history.begun:
                path = at(path, "gold")
            elif finding.about in (FIELDED, RECORD):
                where = next(w for f, w in fieldings if f.number == finding.game)
                path = at(where, "character" if finding.about == FIELDED else "outcome")
            fail(path, finding.text)
