"""The check's findings about the campaigns' rules and stories: active characters and games
that break a rule, and characters whose stories disagree with themselves (his death, the
games that field him, his gold, kills and deaths against his history: :mod:`rules.story`).

None of these is repaired but one: only a person can say whether the kit, the house rules, the
game or the record is what is wrong. A death recorded anywhere is a death (K2), so a character
who died but is not marked dead is marked dead, and his history told of it. Each is reported
in plain words, naming the character or game and the ruling. A character or game that a later
change of the house rules left illegal is reported the same way, and never changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from typing import Any, NamedTuple

from i18n import QT_TRANSLATE_NOOP, translate
from models.check import repairs
from models.check.report import (
    DEAD_FIELDED,
    DIED_UNMARKED,
    GAME_RULE,
    HISTORY_DISAGREES,
    RULE_BROKEN,
    TRACKER_LOG,
    cleaned,
    shown,
)
from models.legality import campaign_problems
from models.store.connection import json_value
from models.store.schema import (
    UNRECORDED,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    TrackedGame,
    Warband,
)
from models.story import Stories
from rules.characters import KIT, PROFILE
from rules.data import GameData
from rules.outcomes import is_dead, refusal, state_as_fielded
from rules.scenarios import SideSpec, game_problems
from rules.story import FIELDED, MARKED, Finding

# A game that breaks a rule of its scenario or of the outcomes, and the rule.
BREAKS_A_RULE = QT_TRANSLATE_NOOP(
    "DatabaseCheck", "Game {number} of {campaign} breaks a rule: {problem}"
)


class CampaignRules:
    """The invariants of the rules and of the histories, for :class:`models.check.records.Finder`
    (which gives ``add``, the loaded campaigns and characters, and the names)."""

    campaigns: dict[int, Campaign]
    warbands: dict[int, Warband]
    characters: dict[int, Character]
    add: Callable[..., None]
    campaign_name: Callable[[int | None], str]
    character_name: Callable[[int], str]
    rules_by_campaign: dict[int, GameData]
    parsed_json: Callable[[str | None], Any]
    json_texts: dict[str, Any]
    plain: Callable[[Any], Iterable[tuple[Any, ...]]]
    values_sound: bool

    def broken_rules(self) -> None:
        """Every active character who breaks a rule of his campaign (its house rules count);
        an unknown profile or item is reported once, by ``unknown_ids``."""
        for campaign_id, rules in self.rules_by_campaign.items():
            found = campaign_problems(campaign_id, rules, named=cleaned, plain=self.values_sound)
            for character_id, breaches in found.items():
                for breach in breaches:
                    if breach.ruling == "K1" and (
                        breach.part == PROFILE or (breach.part == KIT and rules.items)
                    ):
                        continue
                    warband = self.warbands.get(self.characters[character_id].warband_id)
                    if warband:
                        sentence = translate(
                            "DatabaseCheck", "In {campaign}, warband {warband}: {problem}"
                        )
                    else:
                        sentence = translate("DatabaseCheck", "In {campaign}: {problem}")
                    self.add(
                        RULE_BROKEN,
                        sentence.format(
                            campaign=self.campaign_name(campaign_id),
                            warband=shown(warband.name) if warband else "",
                            problem=breach.sentence,
                        ),
                    )

    def game_rules(self) -> None:
        """Every game whose sides or relic break the scenario's rules (C11, C10, B5), judged on
        what is still known of it (a deleted warband or character leaves a game that cannot
        be judged on its points)."""
        games = self.game_rows
        sides: dict[int, list[SideRow]] = {}
        for side in map(
            SideRow._make,
            self.plain(
                GameSide.select(
                    GameSide.id, GameSide.game, GameSide.warband, GameSide.role
                ).order_by(GameSide.id)
            ),
        ):
            sides.setdefault(side.game_id, []).append(side)
        fielded: dict[int, list[FieldedRow]] = {}
        for one in self.fielded_rows:
            fielded.setdefault(one.side_id, []).append(one)
        profiles = dict(self.plain(Character.select(Character.id, Character.profile)))
        for game in games:
            rules = self.rules_by_campaign.get(game.campaign_id)
            if rules is None or game.scenario not in rules.scenarios:
                continue
            game_sides = sides.get(game.id, [])
            if any(
                side.warband_id not in self.warbands
                or self.warbands[side.warband_id].campaign_id != game.campaign_id
                for side in game_sides
            ):
                continue  # reported as a side of another campaign, or a broken link
            specs, complete = [], len(game_sides) >= 2
            for side in game_sides:
                known = []
                for one in fielded.get(side.id, []):
                    profile = profiles.get(one.character_id) or self._as_fielded(game, one.id)
                    if profile is None:
                        complete = False
                    else:
                        known.append(profile)
                specs.append(SideSpec(side.role, tuple(known)))
            index = {side.id: i for i, side in enumerate(game_sides)}
            carrier = game.relic_carrier
            if isinstance(carrier, str):  # a server's JSON text: the number, which may be long
                carrier = int(carrier)
            carried = [
                one for side in game_sides for one in fielded.get(side.id, []) if one.id == carrier
            ]
            carrier_side = index[carried[0].side_id] if carried else None
            outcome = self.parsed_json(carried[0].outcome) if carried else None
            carrier_died = isinstance(outcome, Mapping) and is_dead(rules.id, outcome)
            winner_side = next(
                (i for i, side in enumerate(game_sides) if side.warband_id == game.winner_id),
                None,
            )
            for problem in game_problems(
                rules,
                game.scenario,
                specs,
                complete=complete,
                carrier_side=carrier_side,
                winner_side=winner_side,
                carrier_died=carrier_died,
            ):
                self.add(
                    GAME_RULE,
                    translate("DatabaseCheck", BREAKS_A_RULE).format(
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                        problem=problem,
                    ),
                )

    def outcome_rules(self) -> None:
        """Every outcome of a recorded game that the rules refuse for the warrior as he took
        the field (:func:`rules.outcomes.refusal`, as recording asks it: a decapitated Green
        Knight, a broken Excalibur, more dice lost than he had), judged from what the game
        keeps of him (its details' ``fielded``); a warrior it keeps nothing of is not judged."""
        kept: dict[int, tuple[int, int, Mapping[str, Any]]] = {}  # game -> campaign, number, ...
        for game in self.game_rows:
            if game.result == UNRECORDED:
                continue
            details = self.parsed_json(game.details)
            snapshots = details.get("fielded") if isinstance(details, Mapping) else None
            if isinstance(snapshots, Mapping) and game.campaign_id in self.rules_by_campaign:
                kept[game.id] = (game.campaign_id, game.number, snapshots)
        fielded: dict[int, list[tuple[int, int, Any]]] = {}  # game -> (id, side, outcome)
        for one in self.fielded_rows:
            if one.game_id in kept:
                fielded.setdefault(one.game_id, []).append(
                    (one.id, one.side_id, self.parsed_json(one.outcome))
                )
        for game_id, (campaign_id, number, snapshots) in kept.items():
            rules = self.rules_by_campaign[campaign_id]
            everyone = fielded.get(game_id, [])
            for fielded_id, side_id, outcome in everyone:
                snapshot = snapshots.get(str(fielded_id))
                if not (
                    isinstance(snapshot, Mapping)
                    and isinstance(snapshot.get("profile"), str)
                    and isinstance(outcome, Mapping)
                ):
                    continue  # its shape is the column check's to report
                opponents = {other for other, side, _o in everyone if side != side_id}
                problem = refusal(
                    rules,
                    cleaned(str(snapshot.get("name", ""))),
                    state_as_fielded(rules, snapshot),
                    outcome,
                    opponents,
                )
                if problem is not None:
                    self.add(
                        GAME_RULE,
                        translate("DatabaseCheck", BREAKS_A_RULE).format(
                            number=number,
                            campaign=self.campaign_name(campaign_id),
                            problem=problem.text,
                        ),
                    )

    # The rules checks run only once every value is of its column's type and every JSON of its
    # shape (the relic's carrier a fielded character's id, or null): plain rows, read once for
    # the games' rules and the outcomes' (the carrier read in SQL, details parsed as needed).
    @cached_property
    def game_rows(self) -> list[GameRow]:
        query = Game.select(
            Game.id,
            Game.campaign,
            Game.number,
            Game.scenario,
            Game.winner,
            json_value(Game.details, "relic_carrier"),
            Game.details.cast("text"),
            Game.result,
        ).order_by(Game.campaign, Game.number)
        return [GameRow._make(row) for row in self.plain(query)]

    @cached_property
    def fielded_rows(self) -> list[FieldedRow]:
        query = GameCharacter.select(
            GameCharacter.id,
            GameCharacter.game,
            GameCharacter.side,
            GameCharacter.character,
            GameCharacter.outcome.cast("text"),
        ).order_by(GameCharacter.id)
        return [FieldedRow._make(row) for row in self.plain(query)]

    def _as_fielded(self, game: GameRow, fielded_id: int) -> str | None:
        """The profile a warrior took the field with, as the game's details keep it."""
        details = self.parsed_json(game.details)
        details = details if isinstance(details, Mapping) else {}
        snapshots = details.get("fielded")
        as_fielded = snapshots if isinstance(snapshots, Mapping) else {}
        snapshot = as_fielded.get(str(fielded_id))
        return snapshot.get("profile") if isinstance(snapshot, Mapping) else None

    def tracker_logs(self) -> None:
        """Every game being played at the table whose log does not lead, change by change, to
        the table kept with it (the log is what the game is recorded from)."""
        from models.tracker import log_problem

        games = (
            Game.select(Game.id, Game.campaign, Game.number)
            .join(TrackedGame)
            .order_by(Game.campaign, Game.number)
        )
        for game in games:
            problem = log_problem(game)
            if problem is not None:
                self.add(
                    TRACKER_LOG,
                    translate(
                        "DatabaseCheck",
                        "The log of game {number} of {campaign}, being played at the table, does not add up at {problem}.",  # noqa: E501
                    ).format(
                        number=game.number,
                        campaign=self.campaign_name(game.campaign_id),
                        problem=problem,  # where, as models.tracker says it
                    ),
                    remedy=translate(
                        "DatabaseCheck",
                        "Abandon the game at the table and track it again, or restore a backup.",
                    ),
                )

    def stories_agree(self) -> None:
        """Each character's story judged from everything the campaign holds of him
        (:func:`rules.story.judge`, as the import of a campaign file asks it): his death
        wherever it is recorded, no game after it fielding him, his gold, kills and deaths
        against his history, and his gold against his profile when he has no history. An
        entry that does not say how it moved his gold is reported as the import refuses it
        (:func:`models.records.details.gold_told`), and his story is not added up."""
        for campaign_id, rules in self.rules_by_campaign.items():
            read = Stories(rules, campaign_id, named=cleaned, summed=True, parsed=self.parsed_json)
            for entry_id, character_id, exc in read.untold:
                self.add(
                    HISTORY_DISAGREES,
                    translate(
                        "DatabaseCheck",
                        "History entry #{id} of {character}: in the details, {path}: {problem}.",
                    ).format(
                        id=entry_id,
                        character=self.character_name(character_id),
                        path=exc.path,
                        problem=exc.problem,
                    ),
                )
            for character_id, judged in read.judged().items():
                for finding in judged.findings:
                    self.story_finding(campaign_id, character_id, finding)

    def story_finding(self, campaign_id: int, character_id: int, finding: Finding) -> None:
        character = self.characters[character_id]
        warband = self.warbands.get(character.warband_id)
        sentence = translate("DatabaseCheck", "In {campaign}, warband {warband}: {problem}").format(
            campaign=self.campaign_name(campaign_id),
            warband=shown(warband.name) if warband else "",
            problem=finding.sentence,
        )
        if finding.about == FIELDED:
            self.add(DEAD_FIELDED, sentence)
        elif finding.about == MARKED:
            self.add(
                DIED_UNMARKED,
                sentence,
                repairs.mark_dead(character_id, character.warband_id, campaign_id, finding.game),
                translate(
                    "DatabaseCheck",
                    "mark him dead and note it in his history, with his death if it does not tell of it",  # noqa: E501
                ),
            )
        else:
            self.add(HISTORY_DISAGREES, sentence)


# Rows the rules checks read, as plain tuples with the names of the models' attributes.
class GameRow(NamedTuple):
    id: int
    campaign_id: int
    number: int
    scenario: str
    winner_id: int | None
    relic_carrier: int | str | None  # str: as a server reads JSON
    details: str  # the JSON text
    result: str


class SideRow(NamedTuple):
    id: int
    game_id: int
    warband_id: int
    role: str


class FieldedRow(NamedTuple):
    id: int
    game_id: int
    side_id: int
    character_id: int | None
    outcome: str | None  # the JSON text
