"""The warband's stash (K5): moving kit between warriors and the stash, and a dead warrior's
kit going there after the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from models import campaigns, characters, games, history, outcomes, shop
from models.changes import recording
from models.errors import RuleViolation
from models.history import character_history
from models.stash import move_kit, move_refusals, stash_of
from models.store.schema import Campaign, Character, Game, GameCharacter, Purchase, Warband


@pytest.fixture
def round_table(database: Path) -> Campaign:
    spearman = {"id": "spearman", "name": "Spearman", "points": 5, "combat_dice": 2, "gold": 6}
    return campaigns.create_campaign(
        name="Round Table", game="caliburns_wrath", house_rules={"profiles": [spearman]}
    )


@pytest.fixture
def camelot(round_table: Campaign) -> Warband:
    warband = campaigns.create_warband(campaign=round_table, name="Camelot")
    for profile, name in (("sir_kai", "Kai"), ("spearman", "Lucan"), ("king_arthur", "Arthur")):
        characters.recruit(warband=warband, profile=profile, name=name)
    return warband


def who(name: str) -> Character:
    return Character.get(Character.name == name)


def texts(name: str) -> list[str]:
    return [entry.text for entry in character_history(who(name))]


def test_kit_moves_to_the_stash_and_to_another_warrior_for_nothing(camelot: Warband) -> None:
    shield = shop.buy_item(character=who("Kai"), item="shield")
    longsword = shop.buy_item(character=who("Kai"), item="longsword")
    gold = {c.name: c.gold for c in Character.select()}

    move_kit(purchase=shield, to=None)
    assert [p.item for p in stash_of(camelot)] == ["shield"]
    assert shop.kit(who("Kai")) == ["longsword"]
    move_kit(purchase=shield, to=who("Lucan"))
    move_kit(purchase=longsword, to=who("Lucan"))
    assert stash_of(camelot) == []
    assert shop.kit(who("Lucan")) == ["shield", "longsword"]
    # Moving costs nothing, and the price paid stays pinned.
    assert {c.name: c.gold for c in Character.select()} == gold
    assert [p.price for p in Purchase.select().order_by(Purchase.id)] == [1, 2]
    assert texts("Kai")[-2:] == ["Put his Shield in the stash.", "Gave his Longsword to Lucan."]
    assert texts("Lucan")[-2:] == [
        "Took the Shield from the warband's stash (paid 1 gp when bought).",
        "Took the Longsword from Kai (paid 2 gp when bought).",
    ]


def test_taking_kit_follows_the_rules_but_not_the_gold(camelot: Warband) -> None:
    excalibur = shop.buy_item(character=who("Arthur"), item="excalibur")
    move_kit(purchase=excalibur, to=None)
    # C10: only King Arthur carries Excalibur.
    assert move_refusals(excalibur, who("Kai")) == [
        "Kai cannot carry Excalibur: only King Arthur Pendragon may (C10)."
    ]
    with pytest.raises(RuleViolation, match="only King Arthur"):
        move_kit(purchase=excalibur, to=who("Kai"))
    # C7: a two-handed weapon and a hand weapon at most.
    for item in ("war_axe", "hand_axe"):
        shop.buy_item(character=who("Kai"), item=item)
    shield = shop.buy_item(character=who("Lucan"), item="shield")
    assert move_refusals(shield, who("Kai")) == [
        "Kai cannot carry a Shield beside a War Axe and a Hand Axe (C7)."
    ]
    # C9: gold does not count; Arthur has spent all but 7 gp, the mail suit costs 4.
    mail = shop.buy_item(character=who("Lucan"), item="mail_suit")
    Character.update(gold=0).where(Character.name == "Arthur").execute()
    move_kit(purchase=mail, to=who("Arthur"))
    assert shop.kit(who("Arthur")) == ["mail_suit"]


def test_who_may_not_take_kit(camelot: Warband, round_table: Campaign) -> None:
    shield = shop.buy_item(character=who("Kai"), item="shield")
    assert move_refusals(shield, who("Kai")) == ["Kai already carries this Shield."]
    characters.retire_character(character=who("Lucan"))
    assert move_refusals(shield, who("Lucan")) == ["Lucan is retired and cannot take anything."]
    kent = campaigns.create_warband(campaign=round_table, name="Kent")
    knight = characters.recruit(warband=kent, profile="green_knight", name="Bertilak")
    assert move_refusals(shield, knight) == [
        "Bertilak is not in Camelot; kit moves only within a warband."
    ]
    move_kit(purchase=shield, to=None)
    shield = Purchase.get_by_id(shield.id)
    assert move_refusals(shield, None) == ["The Shield is already in the stash."]
    shop.return_item(purchase=shop.buy_item(character=who("Arthur"), item="helmet"))
    returned = Purchase.get(Purchase.item == "helmet")
    assert move_refusals(returned, None) == ["That item is no longer in the warband's kit."]
    green = campaigns.create_warband(campaign=round_table, name="Green Chapel")
    other = characters.recruit(warband=green, profile="green_knight", name="Knight")
    spear = Purchase.create(stash=green, item="spear", price=1)
    assert move_refusals(spear, other) == [
        "Knight takes nothing: he carries only his own arms (C10)."
    ]


def test_the_beastrider_wars_have_no_kit_to_move(database: Path) -> None:
    campaign = campaigns.create_campaign(name="Border", game="beastrider_wars")
    warband = campaigns.create_warband(campaign=campaign, name="Stags")
    rider = characters.recruit(warband=warband, profile="stagrider", name="Maelis")
    odd = Purchase.create(character=rider, item="shield", price=0)
    assert move_refusals(odd, None) == ["Only Caliburn's Wrath has kit to move."]


def kill_kai(round_table: Campaign, camelot: Warband, **outcome: object) -> Game:
    kent = campaigns.create_warband(campaign=round_table, name="Kent")
    gawain = characters.recruit(warband=kent, profile="sir_gawain", name="Gawain")
    game = games.create_game(
        campaign=round_table,
        scenario="duel",
        sides=[
            games.SidePlan(camelot.id, "", (who("Kai").id,)),
            games.SidePlan(kent.id, "", (gawain.id,)),
        ],
    )
    kai = GameCharacter.get(GameCharacter.name == "Kai")
    outcomes.record_outcome(
        game=game,
        winner=kent,
        outcomes={kai.id: {"fate": "slain", **outcome}},
    )
    return game


def test_a_dead_warriors_kit_goes_to_the_stash(round_table: Campaign, camelot: Warband) -> None:
    for item in ("shield", "spear", "helmet"):
        shop.buy_item(character=who("Kai"), item=item)
    game = kill_kai(round_table, camelot, shield_broken=True)
    # The shield broke in the game (K3): lost; the rest is in the stash (K5).
    assert [p.item for p in stash_of(camelot)] == ["spear", "helmet"]
    assert shop.kit(who("Kai")) == []
    assert "His Spear and Helmet went to the warband's stash." in texts("Kai")
    effects = Game.get_by_id(game.id).details["effects"]
    kai_effect = next(e for e in effects.values() if e["character"] == who("Kai").id)
    assert len(kai_effect["stashed"]) == 2

    # A correction: he was not slain after all. His kit comes back from the stash, and the
    # entry saying it went there is superseded with the rest of his story of that game.
    kai = GameCharacter.get(GameCharacter.name == "Kai")
    outcomes.record_outcome(game=game, winner=None, outcomes={kai.id: {"leg": 1}})
    assert stash_of(camelot) == []
    assert shop.kit(who("Kai")) == ["shield", "spear", "helmet"]
    entries = character_history(who("Kai"))
    gone = history.superseded_by(entries)
    stashed = next(e for e in entries if e.text.endswith("went to the warband's stash."))
    assert stashed.id in gone
    assert "his Spear, Helmet no longer went to the stash" in gone[stashed.id].text
    assert not [e for e in history.current(entries) if e.kind == history.KIT]


def test_kit_given_away_from_the_stash_stays_with_its_new_owner(
    round_table: Campaign, camelot: Warband
) -> None:
    spear = shop.buy_item(character=who("Kai"), item="spear")
    game = kill_kai(round_table, camelot)
    move_kit(purchase=spear, to=who("Lucan"))
    kai = GameCharacter.get(GameCharacter.name == "Kai")
    outcomes.record_outcome(game=game, winner=None, outcomes={kai.id: {}})
    assert shop.kit(who("Lucan")) == ["spear"]
    correction = next(t for t in texts("Kai") if t.startswith("Game 1, Duel corrected"))
    assert correction.endswith("Note: his Spear has left the stash since and stays where it is.")


def test_with_the_setting_off_the_dead_keep_their_kit(
    round_table: Campaign, camelot: Warband
) -> None:
    settings = dict(round_table.house_rules, dead_kit_to_stash=False)
    campaigns.set_house_rules(campaign=round_table, house_rules=settings)
    shop.buy_item(character=who("Kai"), item="spear")
    kill_kai(Campaign.get_by_id(round_table.id), camelot)
    assert stash_of(camelot) == []
    assert shop.kit(who("Kai")) == ["spear"]


def test_undo_of_a_move_puts_the_kit_back(camelot: Warband) -> None:
    shield = shop.buy_item(character=who("Kai"), item="shield")
    with recording() as changes:
        move_kit(purchase=shield, to=None)
    changes.inverse().apply()
    assert shop.kit(who("Kai")) == ["shield"]
    assert stash_of(camelot) == []
    assert texts("Kai")[-1] == "Bought Shield for 1 gp (9 gp left)."
