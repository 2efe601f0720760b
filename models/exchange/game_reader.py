"""Reading a campaign file's games (sides, fielded characters, outcomes, what recording them
changed, initiative) and its history."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from sys import intern
from typing import Any

from i18n import translate
from models.exchange.warband_reader import WarbandReader
from models.records import declarations as declared
from models.records import kit
from models.records.details import read_details
from models.records.document import DETAIL_FIELDED, PACKED, PACKED_DETAILS, Unpacked, pack
from models.records.fields import (
    at,
    choice,
    fail,
    item,
    known,
    known_ref,
    ref,
    shown,
)
from models.records.invariants import follows_loops
from models.records.shape import checked, checked_fields
from models.records.tracker_doc import read_tracker
from models.store.schema import UNRECORDED, WINNER
from rules.outcomes import KILLED_BY, how_died, is_dead, refusal, state_as_fielded
from rules.scenarios import SideSpec, game_problems, relic_problems
from rules.story import Fielded


class GameReader(WarbandReader):
    """Reads the games, once the warbands are known, and then the history."""

    def game(self, value: object, path: str) -> declared.Game:
        """One game: its result, sides and fielded characters with their outcomes, details."""
        game = checked(value, path, declared.Game)
        number = game.number
        if number in self.games:
            fail(
                at(path, "number"),
                translate("CampaignFile", "another game already has the number {number}").format(
                    number=number
                ),
            )
        follows = self.game_ref(game.follows, at(path, "follows"))
        if follows == number:
            fail(at(path, "follows"), translate("CampaignFile", "a game cannot follow itself"))
        result = game.result
        winner = game.winner = known_ref(game.winner, path, "winner", self.warbands, "warband")
        game.scenario = known(game.scenario, path, "scenario", self.rules.scenarios, "scenario")
        if winner is not None and result != WINNER:
            fail(
                at(path, "winner"),
                translate("CampaignFile", "a game whose result is {result} has no winner").format(
                    result=repr(result)
                ),
            )
        if result == UNRECORDED and game.recorded is not None:
            fail(
                at(path, "recorded"),
                translate("CampaignFile", "a game not recorded yet has no time of recording"),
            )
        if result != UNRECORDED and game.recorded is None:
            fail(
                at(path, "recorded"),
                translate("CampaignFile", "a recorded game needs the time it was recorded"),
            )
        playing: dict[str, str] = {}
        self.game_characters = set()
        where = at(path, "sides")
        for i, side in enumerate(game.sides):
            self.side(side, item(where, i), game, playing)
        if winner is not None and winner not in playing:
            fail(
                at(path, "winner"),
                translate("CampaignFile", "the warband {warband} did not play in this game").format(
                    warband=shown(winner)
                ),
            )
        recorded = result != UNRECORDED
        for i, side in enumerate(game.sides):
            for j, fielded in enumerate(side.fielded):
                outcome = fielded.outcome  # not packed until the game is read
                where = at(item(at(item(at(path, "sides"), i), "fielded"), j), "outcome")
                self.check_outcome(outcome, where, number, side.warband)
                if outcome and not recorded:
                    fail(
                        where, translate("CampaignFile", "a game not recorded yet has no outcomes")
                    )
                if recorded and not outcome:
                    fail(
                        where,
                        translate(
                            "CampaignFile", "every character of a recorded game needs an outcome"
                        ),
                    )
        details = self.details(game.details, at(path, "details"), game)
        game.tracker = read_tracker(
            game.tracker,
            at(path, "tracker"),
            self.rules,
            {f.id: f for side in game.sides for f in side.fielded},
            recorded=result != UNRECORDED,
        )
        self.game_keeps_the_rules(game, path, details)
        if recorded:
            self.outcomes_keep_the_rules(game, path, details)
        self.games[number] = game
        self.fielded_in(game, path, details)
        # Held until written: the kills it counts (stories_judged), and the rest packed.
        for side in game.sides:
            for fielded in side.fielded:
                outcome = fielded.outcome
                killer = outcome.get(KILLED_BY) if recorded else None
                counted = self.fielded[killer][2] if killer is not None else None
                if counted is not None:  # a warrior of the campaign, not a stranger
                    self.kills[counted] += 1
                if outcome:
                    self.packed_outcomes[fielded.id] = pack(outcome)
                    fielded.outcome = PACKED
        self.packed_details[number] = pack(details)
        game.details = PACKED_DETAILS
        return game

    def fielded_in(self, game: declared.Game, path: str, details: Unpacked) -> None:
        """Keep what each character's story needs of ``game`` (:class:`rules.story.Fielded`):
        that it fields him, how his recorded outcome says he died, and what recording it
        changed for him (his death, his gold)."""
        recorded = game.result != UNRECORDED
        effects = details.get("effects") or {}
        for s, side in enumerate(game.sides):
            for f, one in enumerate(side.fielded):
                if one.character is None:
                    continue
                effect = effects.get(one.id)
                fielded = Fielded(
                    game.number,
                    recorded,
                    how_died(self.game_id, one.outcome) if recorded else None,
                    effects_died=effect["died"] if effect is not None else None,
                    gold=effect["gold"] if effect is not None else 0,
                    xp=effect.get("xp") if effect is not None else None,
                )
                where = item(at(item(at(path, "sides"), s), "fielded"), f)
                self.fieldings.setdefault(one.character, []).append((fielded, where))

    def game_keeps_the_rules(self, game: declared.Game, path: str, details: Unpacked) -> None:
        """The sides keep the scenario's rules and the relic went to the winners
        (:func:`rules.scenarios.game_problems`, as the database check asks them); a game
        whose warriors are no longer all known is judged on its relic only."""
        as_fielded = details.get(DETAIL_FIELDED) or {}
        specs, complete = [], len(game.sides) >= 2
        carrier = details.get("relic_carrier")
        carrier_side = winner_side = None
        carrier_died = False
        for index, side in enumerate(game.sides):
            profiles = []
            for one in side.fielded:
                if one.id == carrier:
                    carrier_side = index
                    carrier_died = is_dead(self.game_id, one.outcome)
                if one.character is not None:
                    profiles.append(self.characters[one.character].profile)
                elif one.id in as_fielded:
                    profiles.append(as_fielded[one.id]["profile"])
                else:
                    complete = False
            specs.append(SideSpec(side.role, tuple(profiles)))
            if side.warband == game.winner:
                winner_side = index
        relic = relic_problems(
            self.rules,
            game.scenario,
            carrier_side=carrier_side,
            winner_side=winner_side,
            carrier_died=carrier_died,
        )
        if relic:
            fail(at(at(path, "details"), "relic_carrier"), relic[0].removesuffix("."))
        problems = game_problems(self.rules, game.scenario, specs, complete=complete)
        if problems:
            fail(at(path, "sides"), problems[0].removesuffix("."))

    def outcomes_keep_the_rules(self, game: declared.Game, path: str, details: Unpacked) -> None:
        """Each outcome of a recorded game keeps the rules for the warrior as he took the field
        (:func:`rules.outcomes.refusal`, as recording and the database check ask it), judged
        from what the game keeps of him (``details.fielded``); one it keeps nothing of (a
        version 1 file) is not judged."""
        as_fielded = details.get(DETAIL_FIELDED) or {}
        for s, side in enumerate(game.sides):
            opponents = {f.id for other in game.sides if other is not side for f in other.fielded}
            for f, one in enumerate(side.fielded):
                kept = as_fielded.get(one.id)
                if kept is None:
                    continue
                problem = refusal(
                    self.rules,
                    kept["name"],
                    state_as_fielded(self.rules, kept),
                    one.outcome,
                    opponents,
                )
                if problem is not None:
                    where = item(at(item(at(path, "sides"), s), "fielded"), f)
                    fail(at(where, "outcome"), problem.text)

    def side(
        self, side: declared.Side, path: str, game: declared.Game, playing: dict[str, str]
    ) -> None:
        """One side of ``game``: a warband that played, its role and whom it fielded."""
        warband = known_ref(side.warband, path, "warband", self.warbands, "warband")
        assert warband is not None  # declared so
        side.warband = warband
        if warband in playing:
            fail(
                at(path, "warband"),
                translate("CampaignFile", "the warband {warband} already has a side").format(
                    warband=shown(warband)
                ),
            )
        playing[warband] = path
        roles = self.rules.scenarios[game.scenario].roles
        side.role = choice(side.role, at(path, "role"), ("", *roles), "role")
        where = at(path, "fielded")
        for i, fielded in enumerate(side.fielded):
            self.one_fielded(fielded, item(where, i), game, side)

    def one_fielded(
        self, fielded: declared.Fielded, path: str, game: declared.Game, side: declared.Side
    ) -> None:
        """One character fielded on ``side``; his outcome is checked once every side is known."""
        checked_fields(fielded, path)
        key = fielded.id = self.declare(fielded.id, path)
        character = fielded.character = known_ref(
            fielded.character, path, "character", self.characters, "character"
        )
        if character is not None:
            if self.character_warband[character] != side.warband:
                fail(
                    at(path, "character"),
                    translate("CampaignFile", "the character is not in this side's warband"),
                )
            if character in self.game_characters:
                fail(
                    at(path, "character"),
                    translate("CampaignFile", "the character is fielded twice in this game"),
                )
            self.game_characters.add(character)
        # Checked once every side is known (killed_by); its field names kept once.
        outcome = fielded.outcome
        fielded.outcome = dict(zip(map(intern, outcome), outcome.values(), strict=True))
        self.fielded[key] = (game.number, side.warband, character)

    def check_outcome(
        self, value: Mapping[str, Any], path: str, number: int | None, warband: str | None
    ) -> None:
        """One character's outcome; ``killed_by`` a fielded key of game ``number`` (any game
        when None) on another side than ``warband``.

        A big campaign's thousands of outcomes hold a few different values: each is judged
        by :func:`models.records.kit.outcome` once, and its verdict kept, by its fields
        with their types (``true`` is not ``1``) and whether someone killed him; who did is
        judged every time."""
        try:
            key: Hashable = tuple(
                (k, v.__class__, v if k != KILLED_BY else v is None) for k, v in value.items()
            )
            known = key in self.good_outcomes
        except (AttributeError, TypeError):  # not an object, or holding lists or objects
            key, known = None, False
        if not known:
            kit.outcome(
                value,
                path,
                self.game_id,
                self.rules,
                lambda v, where: self.killer(v, where, number, warband),
            )
            if key is not None:
                self.good_outcomes.add(key)
        elif value.get(KILLED_BY) is not None:
            self.killer(value[KILLED_BY], at(path, KILLED_BY), number, warband)

    def killer(self, value: object, path: str, number: int | None, warband: str | None) -> None:
        """A ``killed_by``: someone fielded in game ``number``, on another side than ``warband``
        (any game, any side, when None)."""
        killer = ref(value, path, self.fielded, "fielded character")
        if killer is None:
            return
        game, side, _character = self.fielded[killer]
        if number is not None and game != number:
            fail(
                path,
                translate("CampaignFile", "{killer} did not play in game {number}").format(
                    killer=shown(killer), number=number
                ),
            )
        if warband is not None and side == warband:
            fail(
                path,
                translate(
                    "CampaignFile", "a character can only be killed by someone of another side"
                ),
            )

    def details(self, data: declared.Details[str], path: str, game: declared.Game) -> Unpacked:
        """A game's details (:func:`models.records.details.read_details`), each reference a
        key of this file, each effect the effect on the character fielded under its key."""
        in_game = {f.id: f for side in game.sides for f in side.fielded}
        known: dict[str, Mapping[str, Any]] = {
            "fielded": in_game,
            "character": self.characters,
            "purchase": self.purchases,
        }
        called = {"fielded": "character fielded in this game"}

        def refer(value: object, where: str, what: str) -> str | None:
            return ref(value, where, known[what], called.get(what, what))

        def fielded(key: str, where: str) -> str:
            if key not in in_game:
                fail(
                    where,
                    translate("CampaignFile", "no character fielded in this game has this id"),
                )
            return intern(key)

        details = read_details(
            data,
            path,
            recorded=game.result != UNRECORDED,
            game_id=self.game_id,
            rules=self.rules,
            refer=refer,
            fielded=fielded,
        )
        for key, effect in details.get("effects", {}).items():
            if effect["character"] != in_game[key].character:
                where = at(at(at(path, "effects"), key), "character")
                fail(
                    where, translate("CampaignFile", "must be the character fielded under this id")
                )
        return details

    def follows_without_loops(self, games: list[declared.Game]) -> None:
        """Refuse ``follows`` links that go round in a circle, as the database check would
        report them (models/records/invariants.py), at the first game of the circle."""
        links = {game.number: game.follows for game in games if game.follows is not None}
        index = {game.number: i for i, game in enumerate(games)}
        for loop in follows_loops(links):
            first = min(index[number] for number in loop)
            fail(
                at(item("games", first), "follows"),
                translate("CampaignFile", "the games' follows links go round in a circle"),
            )
