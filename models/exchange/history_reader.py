"""Reading a campaign file's history, and the rules that need the whole campaign read: no
dead character fielded after his death, every character's story adding up to his gold, kills
and death."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from models.exchange.game_reader import GameReader
from models.exchange.quick import (
    canonical,
    choice_at,
    entry_text_at,
    fields_of,
    flat_free,
    moment_at,
    ref_at,
)
from models.history import (
    CORRECTION,
    DEATH,
    GOLD,
    GOLD_CHANGE,
    PURCHASE,
    RECRUITED,
    RETURN,
    disagreements,
    superseded_ids,
    told_the_old_way,
)
from models.records.document import (
    DETAIL_OUTCOMES,
    DETAIL_PURCHASE,
    DETAIL_SUPERSEDES,
    DETAIL_VICTIM,
    HISTORY_FIELDS,
    HISTORY_KINDS,
    CampaignDoc,
    HistoryDoc,
)
from models.records.fields import array, at, fail, free_json, item, kind_of, ref, shown, whole
from models.records.invariants import fielded_after_death
from models.store.schema import DEAD, UNRECORDED
from rules.outcomes import KILLED_BY

HISTORY_SET = frozenset(HISTORY_FIELDS)
# The details key each kind of a character's entry that moves his gold says it in, and what
# it says (models.history.gold_change adds them up); GOLD_CHANGE, where given, says it instead.
GOLD_KEYS = {
    RECRUITED: ("gold", "the gold he was recruited with (0 for none)"),
    GOLD: ("gold", "the gold he was given, or paid if below 0"),
    PURCHASE: ("price", "the price he paid"),
    RETURN: ("refund", "the gold he was refunded (0 for none)"),
}
KIND_OF = canonical(HISTORY_KINDS)
# The keys of a history entry's details that refer to rows of the document.
REFERRING = frozenset((DETAIL_PURCHASE, DETAIL_VICTIM, *DETAIL_OUTCOMES, DETAIL_SUPERSEDES))


class HistoryReader(GameReader):
    """Reads the history, once the games are known, and checks the whole campaign."""

    def no_dead_fielded(self, campaign: CampaignDoc) -> None:
        """Refuse a dead character fielded after the game he died in, as the database check
        would report him (models/records/invariants.py), at the first such fielding."""
        deaths = [
            (entry.character, entry.game)
            for entry in campaign.history
            if entry.kind == DEATH
            and entry.character is not None
            and entry.game is not None
            and self.characters[entry.character].status == DEAD
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
                f"{shown(found.character)} ({name}) died in game {found.died_in}, so he cannot "
                f"be fielded in game {found.fielded_in}",
            )

    def history(self, value: object, path: str, index: int) -> HistoryDoc:
        """One history entry, ``history[index]``; the references in its details are checked
        too (a correction supersedes earlier entries, by their number in the list)."""
        data = fields_of(value, path, HISTORY_FIELDS, HISTORY_SET)
        kind = choice_at(data["kind"], path, "kind", KIND_OF, HISTORY_KINDS, "kind")
        entry_text = entry_text_at(data["text"], path, "text")
        details = data["details"]
        flat = flat_free(details) if type(details) is dict else None
        if flat is not None:
            details = flat
        else:
            details_path = at(path, "details")
            if not isinstance(details, Mapping):
                fail(details_path, f"must be an object {{...}}, not {kind_of(details)}")
            details = free_json(details, details_path)
        created = moment_at(data["created"], path, "created")
        warband = ref_at(data["warband"], path, "warband", self.warbands, "warband")
        character = ref_at(data["character"], path, "character", self.characters, "character")
        if character is not None and warband != self.character_warband[character]:
            fail(at(path, "warband"), "must be the warband of the entry's character")
        game = data["game"]
        if not (type(game) is int and self.games_read and game in self.games):
            game = self.game_ref(game, at(path, "game"))
        if character is not None and kind in GOLD_KEYS and GOLD_CHANGE not in details:
            self.gold_told(kind, details, at(path, "details"))
        if not REFERRING.intersection(details):
            return HistoryDoc(kind, entry_text, details, created, warband, character, game)
        details_path = at(path, "details")
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
                fail(where, "only a correction supersedes entries")
            for n, earlier in enumerate(array(details[DETAIL_SUPERSEDES], where)):
                if whole(earlier, item(where, n)) >= index:
                    fail(item(where, n), "must be the number of an earlier entry of history[]")
        return HistoryDoc(kind, entry_text, details, created, warband, character, game)

    @staticmethod
    def gold_told(kind: str, details: Mapping[str, object], path: str) -> None:
        """A character's entry that moves his gold says by how much, in the key the story is
        added up from (docs/campaign-format.md, *history[]*): refused, naming the key, when
        it is missing or no whole number."""
        key, what = GOLD_KEYS[kind]
        value = details.get(key)
        if key not in details:
            fail(at(path, key), f"missing: a {kind} entry of a character says {what}")
        if type(value) is not int:
            fail(at(path, key), f"must be a whole number ({what}), not {kind_of(value)}")

    def stories_add_up(self, history: list[HistoryDoc]) -> None:
        """Each character's gold, kills and death agree with his history, the entries a
        correction superseded left out, as the database check asks. A character whose history
        does not begin with his recruitment (a file written by hand), or who was corrected
        before corrections named what they supersede (a version 1 file), is not added up."""
        kills: Counter[str] = Counter()
        for game in self.games.values():
            if game.result == UNRECORDED:
                continue
            for side in game.sides:
                for one in side.fielded:
                    killer = one.outcome.get(KILLED_BY)
                    counted = self.fielded[killer][2] if killer is not None else None
                    if counted is not None:  # a warrior of the campaign, not a stranger
                        kills[counted] += 1
        # A correction supersedes entries of its own character only, as the check reads a
        # story (models.history.current of one character's entries): one that lists another
        # character's entry leaves that story as it is.
        superseded = {
            earlier
            for entry in history
            if entry.character is not None and entry.kind == CORRECTION
            for earlier in superseded_ids(entry.kind, entry.details)
            if 0 <= earlier < len(history) and history[earlier].character == entry.character
        }
        stories: dict[str, list[HistoryDoc]] = {}  # the entries themselves: no copies
        recruited: set[str] = set()
        untold: set[str] = set()  # corrected before corrections named what they supersede
        for index, entry in enumerate(history):
            if entry.character is None:
                continue
            if entry.kind == RECRUITED:
                recruited.add(entry.character)
            elif entry.kind == CORRECTION and told_the_old_way(entry.kind, entry.details):
                untold.add(entry.character)
            if index not in superseded:
                stories.setdefault(entry.character, []).append(entry)
        for key, character in self.characters.items():
            if key not in recruited or key in untold:
                continue
            for found in disagreements(
                gold=character.gold,
                dead=character.status == DEAD,
                kills=kills[key],
                story=((entry.kind, entry.details) for entry in stories.get(key, [])),
            ):
                fail(self.character_paths[key], f"{character.name} {found}")
