"""Reading a campaign file's history, and the rules that need the whole campaign read: no
dead character fielded after his death, every character's story adding up to his gold, kills
and death."""

from __future__ import annotations

from models.exchange.game_reader import GameReader
from models.history import (
    CORRECTION,
    DEATH,
    RECRUITED,
    Told,
    gold_change,
    superseded_ids,
    told_the_old_way,
)
from models.records import declarations as declared
from models.records.details import gold_told
from models.records.document import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
    CampaignDoc,
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
    shown,
    whole,
)
from models.records.invariants import fielded_after_death
from models.records.shape import checked
from models.store.schema import DEAD
from rules.i18n import translate

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
        # Each entry of a character, by place: (character, kind, the gold it moved).
        self.entry_story: list[tuple[str, str, int] | None] = []
        self.told: dict[str, Told] = {}  # what each character's story adds up to so far
        self.superseded: set[int] = set()  # by a correction of the same character
        self.untold: set[str] = set()  # corrected before corrections named what they supersede
        self.deaths: list[tuple[str, int]] = []  # (character, game) of each death in a game

    def heard(self, index: int, entry: declared.HistoryEntry) -> None:
        """Keep what the rules over the whole campaign need of the entry ``history[index]``."""
        character = entry.character
        if character is None:
            self.entry_story.append(None)
            return
        kind, details = entry.kind, entry.details
        moved = gold_change(kind, details)
        self.entry_story.append((character, kind, moved))
        told = self.told.get(character)
        if told is None:
            told = self.told[character] = Told()
        told.add(kind, moved)
        if kind == DEATH:
            self.latest_death[character] = (index, moment(entry.created, "", "created"))
            if entry.game is not None:
                self.deaths.append((character, entry.game))
        elif kind == RECRUITED:
            self.recruited.setdefault(character, index)
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
                        told.take_back(story[1], story[2])

    def no_dead_fielded(self, campaign: CampaignDoc) -> None:
        """Refuse a dead character fielded after the game he died in, as the database check
        would report him (models/records/invariants.py), at the first such fielding."""
        deaths = [
            (character, game)
            for character, game in self.deaths
            if self.characters[character].status == DEAD
        ]
        if not deaths:
            return
        fielded = (
            (one.character, game.number, (g, s, f))
            for g, game in enumerate(campaign.games)
            for s, side in enumerate(game.sides)
            for f, one in enumerate(side.fielded)
            if one.character is not None
        )
        for found in fielded_after_death(deaths, fielded):
            g, s, f = found.where
            path = f"games[{g}].sides[{s}].fielded[{f}].character"
            name = self.characters[found.character].name
            fail(
                path,
                translate(
                    "CampaignFile",
                    "{character} ({name}) died in game {died_in}, so he cannot be fielded in game {fielded_in}",  # noqa: E501
                ).format(
                    character=shown(found.character),
                    name=name,
                    died_in=found.died_in,
                    fielded_in=found.fielded_in,
                ),
            )

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

    def stories_add_up(self) -> None:
        """Each character's gold, kills and death agree with his history, the entries a
        correction superseded left out, as the database check asks. A character whose history
        does not begin with his recruitment (a file written by hand), or who was corrected
        before corrections named what they supersede (a version 1 file), is not added up."""
        for key, character in self.characters.items():
            if key not in self.recruited or key in self.untold:
                continue
            told = self.told[key]  # he has an entry: his recruitment
            for found in told.disagreements(
                gold=character.gold, dead=character.status == DEAD, kills=self.kills[key]
            ):
                # found: what disagrees, as models.history says it ("has 8 gp, but ...")
                fail(
                    self.character_paths[key],
                    translate("CampaignFile", "{name} {disagreement}").format(
                        name=character.name, disagreement=found
                    ),
                )
