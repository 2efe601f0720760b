"""Changing an unrecorded game's setup, and playing over the points limit when the campaign
allows it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from models import campaigns, characters, games, outcomes
from models.changes import recording
from models.errors import InvalidInput, RuleViolation
from models.game_edits import edit_game, setup_of
from models.games import SidePlan
from models.history import warband_history
from models.store.schema import Campaign, Character, Game, GameCharacter, Warband


@pytest.fixture
def round_table(database: Path) -> Campaign:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    for name, profiles in (
        ("Camelot", (("king_arthur", "Arthur"), ("sir_kai", "Kai"))),
        ("Kent", (("sir_gawain", "Gawain"),)),
        ("Orkney", (("green_knight", "Bertilak"),)),
    ):
        band = campaigns.create_warband(campaign=campaign, name=name)
        for profile, who in profiles:
            characters.recruit(warband=band, profile=profile, name=who)
    return campaign


def band(name: str) -> Warband:
    return Warband.get(Warband.name == name)


def cid(name: str) -> int:
    return Character.get(Character.name == name).id


def plan(warband: str, *names: str, role: str = "") -> SidePlan:
    return SidePlan(band(warband).id, role, tuple(cid(n) for n in names))


def fielded(game: Game) -> list[str]:
    query = (
        GameCharacter.select().where(GameCharacter.game == game).order_by(GameCharacter.character)
    )
    return [gc.name for gc in query]


def test_an_unrecorded_game_is_changed_instead_of_deleted(round_table: Campaign) -> None:
    game = games.create_game(
        campaign=round_table,
        scenario="pitched_battle",
        sides=[plan("Camelot", "Arthur", "Kai"), plan("Kent", "Gawain")],
        points_limit=30,
    )
    edit_game(
        game=game,
        scenario="duel",
        sides=[plan("Camelot", "Kai"), plan("Orkney", "Bertilak")],
        points_limit=None,
        played_on=dt.date(2026, 10, 1),
        notes="At the ford.",
    )
    game = Game.get_by_id(game.id)
    assert (game.scenario, game.points_limit, game.notes) == ("duel", None, "At the ford.")
    assert fielded(game) == ["Kai", "Bertilak"]
    assert [p.warband_id for p in setup_of(game)] == [band("Camelot").id, band("Orkney").id]
    assert [e.text for e in warband_history(band("Kent"))][-1] == (
        "Taken off game 1: its setup was changed."
    )
    assert [e.text for e in warband_history(band("Orkney"))][-1] == (
        "Game 1 changed: Duel against Camelot."
    )


def test_the_change_is_checked_and_undone_like_any_other(round_table: Campaign) -> None:
    game = games.create_game(
        campaign=round_table,
        scenario="pitched_battle",
        sides=[plan("Camelot", "Arthur"), plan("Kent", "Gawain")],
    )
    with pytest.raises(RuleViolation, match="must field exactly one warrior in a duel"):
        edit_game(
            game=game,
            scenario="duel",
            sides=[plan("Camelot", "Arthur", "Kai"), plan("Kent", "Gawain")],
        )
    # A duel is exactly two sides (C11), however the game came to be set up.
    with pytest.raises(RuleViolation, match=r"exactly two sides, not 3 \(C11\)"):
        edit_game(
            game=game,
            scenario="duel",
            sides=[plan("Camelot", "Kai"), plan("Kent", "Gawain"), plan("Orkney", "Bertilak")],
        )
    with recording() as change:
        edit_game(
            game=game,
            scenario="pitched_battle",
            sides=[plan("Camelot", "Kai"), plan("Kent", "Gawain")],
        )
    assert fielded(game) == ["Kai", "Gawain"]
    change.inverse().apply()
    assert fielded(game) == ["Arthur", "Gawain"]
    assert [e.text for e in warband_history(band("Kent"))][-1] == (
        "Game 1 set up: Pitched Battle against Camelot."
    )


def test_nothing_changed_writes_no_history(round_table: Campaign) -> None:
    game = games.create_game(
        campaign=round_table,
        scenario="pitched_battle",
        sides=[plan("Camelot", "Arthur"), plan("Kent", "Gawain")],
    )
    before = len(warband_history(band("Kent")))
    edit_game(game=game, scenario="pitched_battle", sides=setup_of(game))
    assert len(warband_history(band("Kent"))) == before


def test_a_recorded_game_is_corrected_not_changed(round_table: Campaign) -> None:
    game = games.create_game(
        campaign=round_table,
        scenario="duel",
        sides=[plan("Camelot", "Kai"), plan("Kent", "Gawain")],
    )
    outcomes.record_outcome(game=game, winner=None, outcomes={})
    with pytest.raises(RuleViolation, match="correct its outcome instead"):
        edit_game(game=game, scenario="duel", sides=setup_of(game))


def test_a_game_cannot_follow_one_that_follows_it(round_table: Campaign) -> None:
    sides = [plan("Camelot", "Kai"), plan("Kent", "Gawain")]
    first = games.create_game(campaign=round_table, scenario="duel", sides=sides)
    second = games.create_game(campaign=round_table, scenario="duel", sides=sides, follows=first)
    with pytest.raises(InvalidInput, match="cannot follow a game that follows it"):
        edit_game(game=first, scenario="duel", sides=sides, follows=second)
    with pytest.raises(InvalidInput, match="cannot follow a game that follows it"):
        edit_game(game=first, scenario="duel", sides=sides, follows=first)


def allowing_over_limit(campaign: Campaign, allowed: bool = True) -> Campaign:
    settings = dict(campaign.house_rules, allow_over_limit=allowed)
    campaigns.set_house_rules(campaign=campaign, house_rules=settings)
    return Campaign.get_by_id(campaign.id)


def test_a_new_campaign_keeps_the_limit_one_made_before_plays_over_it(
    round_table: Campaign,
) -> None:
    """C11 binds both sides to the agreed limit: a campaign made now keeps to it; one made
    before playing over it was a setting (its settings do not say) keeps playing over it."""
    assert round_table.house_rules["allow_over_limit"] is False
    assert not campaigns.switch(round_table, "allow_over_limit")
    sides = [plan("Camelot", "Arthur", "Kai"), plan("Kent", "Gawain")]
    with pytest.raises(RuleViolation, match="over the limit of 20"):
        games.create_game(
            campaign=round_table,
            scenario="pitched_battle",
            sides=sides,
            points_limit=20,
            over_limit=True,
        )
    before = {k: v for k, v in round_table.house_rules.items() if k != "allow_over_limit"}
    Campaign.update(house_rules=before).where(Campaign.id == round_table.id).execute()
    made_before = Campaign.get_by_id(round_table.id)
    assert campaigns.switch(made_before, "allow_over_limit")
    game = games.create_game(
        campaign=made_before,
        scenario="pitched_battle",
        sides=sides,
        points_limit=20,
        over_limit=True,
    )
    assert game.details["over_limit"] == ["Camelot fields 30 points, over the limit of 20 (C11)."]


def test_playing_over_the_limit_when_the_campaign_allows_it(round_table: Campaign) -> None:
    round_table = allowing_over_limit(round_table)
    sides = [plan("Camelot", "Arthur", "Kai"), plan("Kent", "Gawain")]
    over = "Camelot fields 30 points, over the limit of 20 (C11)."
    check = games.check_setup(
        campaign=round_table, scenario="pitched_battle", sides=sides, points_limit=20
    )
    assert check.errors == (over,) and check.over_limit == (over,)
    anyway = games.check_setup(
        campaign=round_table,
        scenario="pitched_battle",
        sides=sides,
        points_limit=20,
        over_limit=True,
    )
    assert anyway.errors == () and anyway.warnings == (over,)
    with pytest.raises(RuleViolation, match="over the limit of 20"):
        games.create_game(
            campaign=round_table, scenario="pitched_battle", sides=sides, points_limit=20
        )
    game = games.create_game(
        campaign=round_table,
        scenario="pitched_battle",
        sides=sides,
        points_limit=20,
        over_limit=True,
    )
    assert game.details["over_limit"] == [over]
    assert [e.text for e in warband_history(band("Kent"))][-1] == (
        "Game 1 set up: Pitched Battle against Camelot. Played over the points limit: " + over
    )
    # Kept within the limit after all: the note goes.
    edit_game(game=game, scenario="pitched_battle", sides=sides, points_limit=30)
    assert "over_limit" not in Game.get_by_id(game.id).details


def test_a_campaign_may_keep_the_limit_a_hard_rule(round_table: Campaign) -> None:
    allowing_over_limit(round_table)
    allowing_over_limit(Campaign.get_by_id(round_table.id), allowed=False)
    with pytest.raises(RuleViolation, match="over the limit of 20"):
        games.create_game(
            campaign=Campaign.get_by_id(round_table.id),
            scenario="pitched_battle",
            sides=[plan("Camelot", "Arthur", "Kai"), plan("Kent", "Gawain")],
            points_limit=20,
            over_limit=True,
        )
