"""Experience earned in games (K6): recording a game awards each fielded survivor his XP with
his gold, pinned in the game's effects and told in his history; a correction recomputes it; a
campaign with experience off awards none."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models import campaigns, characters, games, history, outcomes
from models.games import SidePlan
from models.history import character_history
from models.store.schema import Campaign, Character, Game, GameCharacter, Warband


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
