"""Experience earned in games (K6): recording a game awards each fielded survivor his XP with
his gold, pinned in the game's effects and told in his history; a correction recomputes it; a
campaign with experience off awards none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models import campaigns, characters, games, history, outcomes
from models.check import check_database
from models.check import report as found
from models.errors import MusterError
from models.exchange import export_campaign, import_campaign
from models.games import SidePlan
from models.history import character_history
from models.store.schema import Campaign, Character, Game, GameCharacter, Warband
from models.upgrades import advance, remove_upgrade


def band(campaign: Campaign, name: str, *profiles: tuple[str, str]) -> Warband:
    warband = campaigns.create_warband(campaign=campaign, name=name)
    for profile, who in profiles:
        characters.recruit(warband=warband, profile=profile, name=who)
    return warband


def skirmish(campaign: Campaign) -> tuple[Game, dict[str, GameCharacter], Warband, Warband]:
    camelot = band(campaign, "Camelot", ("sir_kai", "Kai"), ("king_arthur", "Arthur"))
    kent = band(campaign, "Kent", ("sir_gawain", "Gawain"), ("green_knight", "Green"))
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (camelot, kent)]
    game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=plan)
    fielded = {gc.name: gc for gc in GameCharacter.select().where(GameCharacter.game == game)}
    return game, fielded, camelot, kent


def xp_left(name: str) -> int:
    character = Character.get(Character.name == name)
    return history.xp_accounts([character.id])[character.id].left


def test_a_recorded_game_awards_xp_then_a_correction_recomputes_it(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    game, gc, camelot, _kent = skirmish(campaign)
    outcomes.record_outcome(
        game=game,
        winner=camelot,
        outcomes={
            gc["Gawain"].id: {"fate": "slain", "killed_by": gc["Kai"].id},
            gc["Green"].id: {"leg": 1},
        },
    )
    assert [xp_left(n) for n in ("Kai", "Arthur", "Gawain", "Green")] == [3, 2, 0, 1]
    effects = Game.get_by_id(game.id).details["effects"]
    assert effects[str(gc["Kai"].id)]["xp"] == 3  # pinned, as gold is
    kai = Character.get(Character.name == "Kai")
    told = [e.text for e in character_history(kai) if e.kind == history.GAME]
    assert told[-1].endswith("Earned 3 XP.")

    # Kai did not kill Gawain after all, and the game was a draw.
    outcomes.record_outcome(game=game, winner=None, outcomes={gc["Green"].id: {"leg": 1}})
    assert [xp_left(n) for n in ("Kai", "Arthur", "Gawain", "Green")] == [1, 1, 1, 1]
    corrections = [e.text for e in character_history(kai) if e.kind == history.CORRECTION]
    assert "earns 1 XP for the game (was: 3 XP)" in corrections[-1]


def test_a_campaign_with_experience_off_awards_none(database: Path) -> None:
    campaign = campaigns.create_campaign(
        name="Old ways", game="caliburns_wrath", house_rules={"experience": False}
    )
    game, _gc, camelot, _kent = skirmish(campaign)
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    effects = Game.get_by_id(game.id).details["effects"]
    assert all(effect["xp"] is None for effect in effects.values())
    assert xp_left("Kai") == 0
    kai = Character.get(Character.name == "Kai")
    assert not any("XP" in e.text for e in character_history(kai))


def test_its_own_awards(database: Path) -> None:
    campaign = campaigns.create_campaign(
        name="Generous", game="caliburns_wrath", house_rules={"xp_awards": {"played": 3}}
    )
    game, _gc, camelot, _kent = skirmish(campaign)
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    assert xp_left("Kai") == 4


FATES = st.sampled_from([{}, {"leg": 1}, {"fate": "slain"}])


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(first=st.lists(FATES, min_size=4, max_size=4), again=st.lists(FATES, min_size=4, max_size=4),
       win=st.booleans())  # fmt: skip
def test_xp_left_adds_up_after_any_correction(
    database: Path, first: list[dict], again: list[dict], win: bool
) -> None:
    """Random outcomes, then a correction: each warrior's XP is what his history adds up to,
    and that is what the game as it now stands awards him."""
    for c in Campaign.select():
        campaigns.delete_campaign(campaign=c)
    campaign = campaigns.create_campaign(name="Random", game="caliburns_wrath")
    game, gc, camelot, _kent = skirmish(campaign)
    names = ("Kai", "Arthur", "Gawain", "Green")
    for fates in (first, again):
        outcomes.record_outcome(
            game=game,
            winner=camelot if win else None,
            outcomes={gc[n].id: fate for n, fate in zip(names, fates, strict=True)},
        )
    effects = Game.get_by_id(game.id).details["effects"]
    for n, fate in zip(names, again, strict=True):
        won = win and n in ("Kai", "Arthur")
        expected = 0 if fate.get("fate") else 1 + (1 if won else 0)
        assert effects[str(gc[n].id)]["xp"] == expected
        assert xp_left(n) == expected


NAMES = ("Kai", "Arthur", "Gawain", "Green")
STEPS = st.one_of(
    st.tuples(st.just("record"), st.integers(0, 1), st.lists(FATES, min_size=4, max_size=4),
              st.booleans()),
    st.tuples(st.just("advance"), st.sampled_from(NAMES)),
    st.tuples(st.just("withdraw"), st.sampled_from(NAMES)),
)  # fmt: skip


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(steps=st.lists(STEPS, min_size=1, max_size=7))
def test_xp_left_is_earned_less_spent_after_any_games_advances_and_corrections(
    database: Path, steps: list[tuple[Any, ...]]
) -> None:
    """Random games recorded and corrected, advances bought and withdrawn, in any order: each
    warrior's XP left is what the games as they now stand pinned for him less what the
    advances he holds cost; the database check finds nothing, and the campaign's file
    imports (both add his XP and his advances up from his history, K6)."""
    for c in Campaign.select():
        campaigns.delete_campaign(campaign=c)
    campaign = campaigns.create_campaign(
        name="Random", game="caliburns_wrath",
        house_rules={"advances": {"combat": {"cost": 2, "limit": 2}}},
    )  # fmt: skip
    first, _gc, camelot, kent = skirmish(campaign)
    plan = [
        SidePlan(w.id, "", tuple(c.id for c in Character.select().where(Character.warband == w)))
        for w in (camelot, kent)
    ]
    played = [first, games.create_game(campaign=campaign, scenario="pitched_battle", sides=plan)]
    for step in steps:
        try:
            if step[0] == "record":
                _record, number, fates, win = step
                for one, other in ((0, 1), (2, 3)):  # a side keeps one to field in the other game
                    if fates[one].get("fate") and fates[other].get("fate"):
                        fates = [*fates[:other], {}, *fates[other + 1 :]]
                game = played[number]
                fielded = {
                    g.name: g for g in GameCharacter.select().where(GameCharacter.game == game)
                }
                outcomes.record_outcome(
                    game=Game.get_by_id(game.id),
                    winner=camelot if win else None,
                    outcomes={
                        fielded[n].id: f
                        for n, f in zip(NAMES, fates, strict=True)
                        if n in fielded  # (one who died in the other game is no longer)
                    },
                )  # fmt: skip
            elif step[0] == "advance":
                advance(character=Character.get(Character.name == step[1]), kind="combat")
            else:
                remove_upgrade(character=Character.get(Character.name == step[1]), index=0)
        except MusterError:
            pass  # refused in words (dead, too dear, past the limit, nothing to withdraw)
    for n in NAMES:
        character = Character.get(Character.name == n)
        earned = 0
        for game in Game.select().where(Game.id.in_([g.id for g in played])):
            his = GameCharacter.get_or_none(
                (GameCharacter.game == game) & (GameCharacter.character == character)
            )
            if his is None:
                continue
            effect = ((game.details or {}).get("effects") or {}).get(str(his.id)) or {}
            earned += effect.get("xp") or 0
        assert xp_left(n) == earned - 2 * len(character.upgrades), n
    report = check_database(repair=False)
    assert [p.text for p in report.problems if p.kind == found.HISTORY_DISAGREES] == []
    if report.ok:  # (a correction may leave the other game a side with no one to field)
        import_campaign(export_campaign(campaign) | {"name": "Random again"})
