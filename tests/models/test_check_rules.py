"""The check reports every active character and game that breaks a rule, and every character
whose gold, kills or deaths disagree with his history; it repairs none of them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from models import campaigns, characters, games, history, outcomes, shop
from models.check import check_database
from models.check import report as found
from models.games import SidePlan
from models.store.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    HistoryEntry,
    Purchase,
    Warband,
)
from models.story import Stories
from rules.games import effective_game
from tests.models.test_check import file_state

FOOTSOLDIER = {"id": "footman", "name": "Footman", "points": 3, "combat_dice": 2, "gold": 20}


@pytest.fixture
def camelot(database: Path) -> Warband:
    campaign = campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [FOOTSOLDIER]}
    )
    return campaigns.create_warband(campaign=campaign, name="Camelot")


def smuggle(character: Character, *items: str) -> None:
    """Kit an older Muster let in (an import, say): owned, priced, in no history."""
    for item in items:
        Purchase.create(character=character, item=item, price=0)


def problems(kind: str) -> list[str]:
    return [p.text for p in check_database(repair=False).problems if p.kind == kind]


def test_the_three_broken_rosters_are_reported_and_never_changed(
    camelot: Warband, database: Path
) -> None:
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Sir Kai")
    smuggle(kai, "spear", "shield", "war_axe", "flail")
    wulf = characters.recruit(warband=camelot, profile="footman", name="Wulf")
    smuggle(wulf, "excalibur")
    characters.recruit(warband=camelot, profile="green_knight", name="The Green Knight")
    twin = characters.recruit(warband=camelot, profile="footman", name="Bertilak")
    Character.update(profile="green_knight").where(Character.id == twin.id).execute()

    report = check_database(repair=False)
    broken = [p for p in report.problems if p.kind == found.RULE_BROKEN]
    assert [p.text for p in broken] == [
        "In campaign “Round Table”, warband “Camelot”: Sir Kai cannot carry a War Axe and a "
        "Flail beside a Spear and a Shield (C7).",
        "In campaign “Round Table”, warband “Camelot”: Wulf cannot carry Excalibur: only King "
        "Arthur Pendragon may (C10).",
        "In campaign “Round Table”, warband “Camelot”: Bertilak cannot be a second Green "
        "Knight in this warband: The Green Knight already is, and a named hero appears once "
        "in a warband (C10).",
    ]
    assert not report.ok
    assert all(p.render().startswith("Needs a person to decide: ") for p in broken)
    before = file_state(database)
    repaired = check_database(repair=True)
    assert file_state(database) == before  # nothing was safe to repair: nothing written
    assert [p.text for p in repaired.problems if p.kind == found.RULE_BROKEN] == [
        p.text for p in broken
    ]
    # The dead and the retired are not judged: what they carry no longer plays.
    characters.retire_character(character=Character.get_by_id(kai.id))
    assert len(problems(found.RULE_BROKEN)) == 2


def test_a_house_rule_that_leaves_a_character_illegal_is_reported(camelot: Warband) -> None:
    campaign = camelot.campaign
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    Character.update(status="dead").where(Character.id == kai.id).execute()
    history.write(character=kai, kind=history.DEATH, text="Slain.")
    campaigns.set_house_rules(
        campaign=campaign, house_rules={**campaign.house_rules, "heroes_return": True}
    )
    again = characters.recruit(warband=Warband.get_by_id(camelot.id), profile="sir_kai")
    assert problems(found.RULE_BROKEN) == []
    campaign = Campaign.get_by_id(campaign.id)
    campaigns.set_house_rules(
        campaign=campaign, house_rules={**campaign.house_rules, "heroes_return": False}
    )
    assert problems(found.RULE_BROKEN) == [
        "In campaign “Round Table”, warband “Camelot”: Sir Kai died in this campaign and "
        "cannot be recruited again: the dead stay dead (K2)."
    ]
    assert Character.get_by_id(again.id).status == "active"


def duel(camelot: Warband) -> tuple[Warband, Game]:
    kent = campaigns.create_warband(campaign=camelot.campaign, name="Kent")
    characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    characters.recruit(warband=kent, profile="sir_gawain", name="Gawain")
    plan = [SidePlan(w.id, "", tuple(c.id for c in games.able_to_play(w))) for w in (camelot, kent)]
    return kent, games.create_game(campaign=camelot.campaign, scenario="duel", sides=plan)


def test_a_game_that_breaks_its_scenario_is_reported(camelot: Warband) -> None:
    kent, game = duel(camelot)
    assert problems(found.GAME_RULE) == []
    orkney = campaigns.create_warband(campaign=camelot.campaign, name="Orkney")
    gareth = characters.recruit(warband=orkney, profile="footman", name="Gareth")
    side = GameSide.create(game=game, warband=orkney)
    GameCharacter.create(game=game, side=side, character=gareth, name="Gareth")
    assert problems(found.GAME_RULE) == [
        "Game 1 of campaign “Round Table” breaks a rule: A duel is fought by exactly two sides, "
        "not 3 (C11)."
    ]
    GameSide.delete().where(GameSide.id == side.id).execute()
    outcomes.record_outcome(game=game, winner=kent, outcomes={})
    carrier = GameCharacter.get(GameCharacter.name == "Gawain").id
    Game.update(details={**Game.get_by_id(game.id).details, "relic_carrier": carrier}).where(
        Game.id == game.id
    ).execute()
    assert problems(found.GAME_RULE) == [
        "Game 1 of campaign “Round Table” breaks a rule: Duel has no relic to carry off: only "
        "Capture the Relic has one (C11)."
    ]


def test_a_game_whose_warriors_were_deleted_is_not_judged_on_its_points(camelot) -> None:
    _kent, game = duel(camelot)
    outcomes.record_outcome(game=game, winner=None, outcomes={})
    # Kept as fielded when it was recorded: deleting Kai leaves the game still judged.
    characters.delete_character(character=Character.get(Character.name == "Kai"))
    assert problems(found.GAME_RULE) == []
    Game.update(details={}).where(Game.id == game.id).execute()  # recorded before that
    assert problems(found.GAME_RULE) == []


def test_gold_kills_and_deaths_that_disagree_with_the_history(camelot: Warband) -> None:
    kent, game = duel(camelot)
    kai, gawain = (GameCharacter.get(GameCharacter.name == n) for n in ("Kai", "Gawain"))
    shop.buy_item(character=Character.get(Character.name == "Kai"), item="spear")
    outcomes.record_outcome(
        game=game, winner=camelot, outcomes={gawain.id: {"fate": "slain", "killed_by": kai.id}}
    )
    assert check_database(repair=False).ok
    Character.update(gold=99).where(Character.name == "Kai").execute()
    HistoryEntry.delete().where(HistoryEntry.kind == history.KILL).execute()
    HistoryEntry.delete().where(HistoryEntry.kind == history.DEATH).execute()
    lucan = characters.recruit(warband=kent, profile="footman", name="Lucan")
    Character.update(status="dead").where(Character.id == lucan.id).execute()
    report = check_database(repair=True)
    assert [p.text for p in report.problems if p.kind == found.HISTORY_DISAGREES] == [
        "In campaign “Round Table”, warband “Camelot”: Kai has 99 gp, but his history adds up "
        "to 12 gp (C9).",
        "In campaign “Round Table”, warband “Camelot”: Kai killed 1 in recorded games, but his "
        "history tells of 0 kills (K2).",
        "In campaign “Round Table”, warband “Kent”: Gawain is dead, but his history tells of 0 "
        "deaths (K2).",
        "In campaign “Round Table”, warband “Kent”: Lucan is dead, but his history tells of 0 "
        "deaths (K2).",
    ]
    assert not any(p.repairable for p in report.problems)
    assert Character.get(Character.name == "Kai").gold == 99


def test_a_character_without_a_story_is_not_added_up(camelot: Warband) -> None:
    """A campaign file written by hand may leave the history out."""
    Character.create(warband=camelot, name="Ywain", profile="footman", gold=12)
    HistoryEntry.create(
        campaign=camelot.campaign,
        warband=camelot,
        character=Character.get(Character.name == "Ywain"),
        kind=history.NOTE,
        text="Came with the file.",
        created=dt.datetime(2026, 1, 1),
    )
    assert check_database(repair=False).ok


def test_a_story_corrected_the_old_way_is_not_added_up(camelot: Warband) -> None:
    """Corrections written before they named what they supersede left the old entries
    standing: such a story cannot be added up, so it is not reported."""
    kai = characters.recruit(warband=camelot, profile="sir_kai", name="Kai")
    history.write(character=kai, kind=history.GOLD, text="Earned 3 gp.", details={"gold": 3})
    Character.update(gold=11).where(Character.id == kai.id).execute()
    assert len(problems(found.HISTORY_DISAGREES)) == 1
    history.write(
        character=kai,
        kind=history.CORRECTION,
        text="Game 1, Pitched Battle corrected: a draw; unhurt (was: unhurt).",
        details={"game": 1, "before": {}, "after": {}, "gold_now": 11},
    )
    assert problems(found.HISTORY_DISAGREES) == []


def test_the_check_adds_up_in_sql_the_stories_the_roster_reads_entry_by_entry(
    camelot: Warband,
) -> None:
    """The check adds the histories up in SQL (models.story.Stories, ``summed``); every kind
    of entry gives the same story as read entry by entry, and the entries that do not say how
    they moved a character's gold are the same, in the same order."""
    kent, game = duel(camelot)
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    kai, gawain = (Character.get(Character.name == n) for n in ("Kai", "Gawain"))
    shop.buy_item(character=kai, item="spear")
    plain = characters.recruit(warband=kent, profile="footman", name="Lucan")
    entries: list[tuple[Character, str, dict[str, object] | None]] = [
        (plain, history.GOLD, {"gold": 5}),
        (plain, history.PURCHASE, {"purchase": 10**14, "price": 4}),
        (plain, history.RETURN, {"refund": 2}),
        (plain, history.GOLD, {"gold": -3}),
        (plain, history.KILL, None),
        (plain, history.DEATH, {"game": 1}),
        (plain, history.NOTE, {"gold_change": 7}),  # read entry by entry
        (gawain, history.GOLD, {"gold": 10**13}),  # more digits than SQL adds up
        (gawain, history.GOLD, {"gold": "many"}),  # untold
        (kai, history.GOLD, {"gold": 2.5}),  # untold
        (kai, history.PURCHASE, {"purchase": 1, "price": 10**19}),
    ]
    for character, kind, details in entries:
        history.write(
            character=character,
            kind=kind,
            text="By hand.",
            game=game if kind == history.DEATH else None,
            details=details,
        )
    earned = HistoryEntry.get((HistoryEntry.character == plain.id) & (HistoryEntry.kind == "gold"))
    history.write(
        character=plain,
        kind=history.CORRECTION,
        text="Corrected.",
        details={"field": "gold", "from": 0, "to": 1, "supersedes": [earned.id]},
    )
    rules = effective_game("caliburns_wrath", {"profiles": [FOOTSOLDIER]})
    by_entry = Stories(rules, camelot.campaign_id)
    summed = Stories(rules, camelot.campaign_id, summed=True)
    assert summed.stories == by_entry.stories
    assert [(e, c, str(x)) for e, c, x in summed.untold] == [
        (e, c, str(x)) for e, c, x in by_entry.untold
    ]
    assert len(by_entry.untold) == 2
    assert by_entry.stories[plain.id].history.deaths_in == (1,)
    # Without the entries read apart, and the purchase of too many digits, every story is
    # added up in SQL alone: still the same stories.
    HistoryEntry.delete().where(
        (HistoryEntry.kind == history.CORRECTION)
        | (HistoryEntry.text == "By hand.") & (HistoryEntry.character != plain.id)
        | (HistoryEntry.kind == history.NOTE)
    ).execute()
    assert Stories(rules, camelot.campaign_id, summed=True).stories == (
        Stories(rules, camelot.campaign_id).stories
    )
