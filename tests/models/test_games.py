"""Setting up games, recording outcomes with their campaign effects, and corrections."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path
from typing import Any

import pytest

from models import campaigns, characters, game_edits, games, history, outcomes, shop, standings
from models.errors import InvalidInput, RuleViolation
from models.games import SidePlan
from models.history import character_history
from models.store.schema import (
    DEAD,
    Campaign,
    Character,
    Game,
    GameCharacter,
    GameSide,
    Purchase,
    Warband,
)
from rules.games import BEASTRIDER, load_game
from tests.rules.dice import ScriptedDice


@pytest.fixture
def round_table(database: Path) -> Campaign:
    return campaigns.create_campaign(name="Round Table", game="caliburns_wrath")


def band(campaign: Campaign, name: str, *profiles: tuple[str, str]) -> Warband:
    warband = campaigns.create_warband(campaign=campaign, name=name)
    for profile, who in profiles:
        characters.recruit(warband=warband, profile=profile, name=who)
    return warband


def ids(warband: Warband) -> tuple[int, ...]:
    return tuple(c.id for c in games.able_to_play(warband))


def gc_of(game: Game, name: str) -> GameCharacter:
    return GameCharacter.get((GameCharacter.game == game) & (GameCharacter.name == name))


@pytest.fixture
def duel_sides(round_table: Campaign) -> tuple[Warband, Warband]:
    camelot = band(round_table, "Camelot", ("sir_kai", "Kai"))
    kent = band(round_table, "Kent", ("sir_gawain", "Gawain"))
    return camelot, kent


def test_duel_checks_one_warrior_a_side_and_warns_on_unequal_points(round_table) -> None:
    camelot = band(round_table, "Camelot", ("king_arthur", "Arthur"), ("sir_kai", "Kai"))
    kent = band(round_table, "Kent", ("sir_gawain", "Gawain"))
    arthur, kai = ids(camelot)
    check = games.check_setup(
        campaign=round_table,
        scenario="duel",
        points_limit=None,
        sides=[SidePlan(camelot.id, "", (arthur, kai)), SidePlan(kent.id, "", ids(kent))],
    )
    assert check.errors and "one" in " ".join(check.errors).lower()
    check = games.check_setup(
        campaign=round_table,
        scenario="duel",
        points_limit=None,
        sides=[SidePlan(camelot.id, "", (arthur,)), SidePlan(kent.id, "", ids(kent))],
    )
    assert not check.errors
    assert check.points == (20, 10)
    assert check.warnings  # 20 against 10 differ by more than a quarter


def test_last_stand_defender_at_most_75_percent(round_table) -> None:
    camelot = band(round_table, "Camelot", ("sir_kai", "Kai"), ("sir_gawain", "Gawain"))
    kent = band(round_table, "Kent", ("king_arthur", "Arthur"))
    plan = [
        SidePlan(camelot.id, "attacker", ids(camelot)),
        SidePlan(kent.id, "defender", ids(kent)),
    ]
    check = games.check_setup(
        campaign=round_table, scenario="last_stand", sides=plan, points_limit=None
    )
    assert check.points == (20, 20)
    assert any("75" in e or "15" in e for e in check.errors)
    with pytest.raises(RuleViolation):
        games.create_game(campaign=round_table, scenario="last_stand", sides=plan)


def test_create_game_numbers_and_links_games(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    first = games.create_game(
        campaign=round_table,
        scenario="pitched_battle",
        sides=plan,
        points_limit=10,
        played_on=dt.date(2026, 11, 1),
    )
    second = games.create_game(
        campaign=round_table, scenario="duel", sides=plan, follows=first, notes="The rematch"
    )
    assert (first.number, second.number, second.follows_id) == (1, 2, first.id)
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Gawain"]


def test_initiative_roll_is_recorded_data() -> None:
    rules = load_game(BEASTRIDER)
    roll = games.roll_first_player(rules=rules, sides=("Stags", "Bears"), rng=random.Random(3))
    assert roll["winner"] in (0, 1)
    assert (roll["die"], roll["sides"]) == (20, ["Stags", "Bears"])
    last = roll["rolls"][-1]
    assert last[0] != last[1]
    assert (last[0] > last[1]) == (roll["winner"] == 0)


def test_caliburns_wrath_rolls_a_d6_and_names_who_rolled_what(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    rules = campaigns.rules_of(round_table)
    roll = games.roll_first_player(
        rules=rules, sides=("Camelot", "Kent"), rng=ScriptedDice([3, 3, 2, 6])
    )
    assert roll == {"die": 6, "sides": ["Camelot", "Kent"], "rolls": [[3, 3], [2, 6]], "winner": 1}
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(
        campaign=round_table, scenario="pitched_battle", sides=plan, initiative=roll
    )
    assert games.initiative_text(rules, game) == (
        "Each side rolled a d6: Camelot 3, Kent 3 (a tie, rolled again); Camelot 2, Kent 6: "
        "Kent chooses who is player 1."
    )


def test_rolls_kept_the_old_way_still_read(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    old = {"rolls": [[12, 7]], "winner": 0, "winner_name": "Camelot"}
    game = games.create_game(
        campaign=round_table, scenario="pitched_battle", sides=plan, initiative=old
    )
    rules = load_game(BEASTRIDER)
    assert games.initiative_text(rules, game) == (
        "Each side rolled a d20: Camelot 12, Side 2 7: Camelot chooses who acts first."
    )
    game.details = {}
    assert games.initiative_text(rules, game) == ""


def kit_up(character_name: str, *items: str) -> None:
    character = Character.get(Character.name == character_name)
    for item in items:
        shop.buy_item(character=Character.get_by_id(character.id), item=item)


def test_record_death_broken_shield_and_kill_then_correct(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    kit_up("Kai", "spear", "shield")  # 10 - 2 = 8 gp
    kit_up("Gawain", "mace", "shield")  # 11 - 2 = 9 gp
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    kai, gawain = gc_of(game, "Kai"), gc_of(game, "Gawain")
    outcomes.record_outcome(
        game=game,
        winner=camelot,
        outcomes={
            kai.id: {"arm": 1, "shield_broken": True},
            gawain.id: {"fate": "slain", "killed_by": kai.id},
        },
    )
    kai_c, gawain_c = (
        Character.get(Character.name == "Kai"),
        Character.get(Character.name == "Gawain"),
    )
    assert gawain_c.status == DEAD
    assert kai_c.gold == 8 + 1 + 1 + 1  # played, won, one kill
    assert [p.item for p in shop.owned_purchases(kai_c)] == ["spear"]  # the shield is gone
    texts = [e.text for e in character_history(kai_c)]
    assert "Killed Gawain of Kent." in texts
    assert any("Lost his Shield" in t for t in texts)
    assert any(
        t.startswith("Slain by Kai of Camelot")
        for t in [e.text for e in character_history(gawain_c)]
    )
    table = {row.name: row for row in standings.standings(round_table)}
    assert (table["Camelot"].won, table["Camelot"].kills, table["Kent"].losses) == (1, 1, 1)
    assert standings.character_record(kai_c) == standings.Record(1, 1, 1, 1)

    # A dead character cannot be picked for the next game.
    with pytest.raises(RuleViolation, match="dead"):
        games.create_game(
            campaign=round_table,
            scenario="pitched_battle",
            sides=[SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", (gawain_c.id,))],
        )
    assert games.able_to_play(kent) == []

    # Gawain was wrongly marked slain: correct it. He comes back, gold and gear adjust.
    entries_before = len(character_history(kai_c))
    outcomes.record_outcome(
        game=game,
        winner=None,
        outcomes={kai.id: {"arm": 1}, gawain.id: {"neck": 1}},
    )
    kai_c, gawain_c = Character.get_by_id(kai_c.id), Character.get_by_id(gawain_c.id)
    assert gawain_c.status == "active"
    assert kai_c.gold == 8 + 1  # played; no win, no kill
    assert gawain_c.gold == 9 + 1
    assert sorted(p.item for p in shop.owned_purchases(kai_c)) == ["shield", "spear"]
    kai_history = character_history(kai_c)
    correction = kai_history[entries_before]
    assert correction.kind == "correction"
    assert "did not kill Gawain of Kent after all" in correction.text
    assert "Killed Gawain of Kent." in [e.text for e in kai_history]  # the past stays
    assert "Killed Gawain of Kent." not in [e.text for e in history.current(kai_history)]
    gawain_history = character_history(gawain_c)
    assert any("he did not die in that game after all" in e.text for e in gawain_history)
    assert [e.kind for e in history.current(gawain_history)].count("death") == 0
    table = {row.name: row for row in standings.standings(round_table)}
    assert (table["Camelot"].drawn, table["Camelot"].kills, table["Kent"].losses) == (1, 0, 0)
    assert Purchase.select().where(Purchase.status == "lost").count() == 0


def test_two_weapons_broken_in_one_game_are_both_lost(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    kit_up("Gawain", "mace", "shield", "hand_axe")  # C7: hand weapon, hand weapon, shield
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    gawain = gc_of(game, "Gawain")
    broke = {"weapon_broken": "mace", "second_weapon_broken": "hand_axe"}
    outcomes.record_outcome(game=game, winner=camelot, outcomes={gawain.id: broke})
    gawain_c = Character.get(Character.name == "Gawain")
    assert [p.item for p in shop.owned_purchases(gawain_c)] == ["shield"]
    texts = [e.text for e in character_history(gawain_c)]
    assert any("Lost his Mace" in text for text in texts)
    assert any("Lost his Hand Axe" in text for text in texts)


def test_outcome_values_are_checked(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    kai, gawain = gc_of(game, "Kai"), gc_of(game, "Gawain")
    bad: list[dict[int, dict[str, Any]]] = [
        {kai.id: {"arm": -1}},
        {kai.id: {"arm": 10**9}},
        {kai.id: {"fate": "eaten"}},
        {kai.id: {"shield_broken": True}},  # he has no shield
        {kai.id: {"fate": "slain", "killed_by": kai.id}},  # killed by his own side
        {kai.id: {"killed_by": gawain.id}},  # killed by someone but alive
        {kai.id: {"weapon_broken": "war_axe"}},
        {kai.id: {"second_weapon_broken": "war_axe"}},
        {kai.id: {"colour": "red"}},
    ]
    for outcome in bad:
        with pytest.raises(InvalidInput):
            outcomes.record_outcome(game=game, winner=camelot, outcomes=outcome)
    assert Game.get_by_id(game.id).result == "unrecorded"


def test_lasting_injuries_only_when_switched_on(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    outcomes.record_outcome(game=game, winner=None, outcomes={gc_of(game, "Kai").id: {"leg": 1}})
    assert Character.get(Character.name == "Kai").injuries == {}
    campaigns.set_house_rules(campaign=round_table, house_rules={"lasting_injuries": True})
    game = games.create_game(
        campaign=Campaign.get_by_id(round_table.id), scenario="pitched_battle", sides=plan
    )
    outcomes.record_outcome(game=game, winner=None, outcomes={gc_of(game, "Kai").id: {"leg": 1}})
    assert Character.get(Character.name == "Kai").injuries == {"leg": 1}


def test_green_knight_cannot_be_decapitated(round_table) -> None:
    chapel = band(round_table, "Chapel", ("green_knight", "Green Knight"))
    camelot = band(round_table, "Camelot", ("sir_kai", "Kai"))
    plan = [SidePlan(chapel.id, "", ids(chapel)), SidePlan(camelot.id, "", ids(camelot))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    with pytest.raises(RuleViolation, match="no harm"):
        outcomes.record_outcome(
            game=game,
            winner=camelot,
            outcomes={gc_of(game, "Green Knight").id: {"fate": "decapitated"}},
        )


def test_beastrider_outcome(database: Path) -> None:
    border = campaigns.create_campaign(name="Border", game="beastrider_wars")
    stags = band(border, "Stags", ("stagrider", "Eldric"), ("infantry", "Osk"))
    bears = band(border, "Bears", ("bear_rider", "Brann"))
    plan = [SidePlan(stags.id, "", ids(stags)), SidePlan(bears.id, "", ids(bears))]
    game = games.create_game(campaign=border, scenario="skirmish", sides=plan)
    eldric, osk, brann = (gc_of(game, n) for n in ("Eldric", "Osk", "Brann"))
    outcomes.record_outcome(
        game=game,
        winner=bears,
        outcomes={
            eldric.id: {"attack_lost": 3, "fled": True, "special_used": True},
            osk.id: {"defend_lost": 1, "killed": True, "killed_by": brann.id},
            brann.id: {"wounds_inflicted": 2, "defend_lost": 1},
        },
    )
    assert Character.get(Character.name == "Osk").status == DEAD
    assert Character.get(Character.name == "Eldric").status == "active"  # fled: plays on
    with pytest.raises(RuleViolation, match=r"took the field with 3 attack dice and cannot lose 4"):
        outcomes.record_outcome(game=game, winner=bears, outcomes={eldric.id: {"attack_lost": 4}})
    record = standings.character_record(Character.get(Character.name == "Brann"))
    assert (record.games, record.wins, record.kills, record.injuries) == (1, 1, 1, 1)


def test_correction_notes_gold_that_was_already_spent(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    kai = gc_of(game, "Kai")
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    kai_c = Character.get(Character.name == "Kai")
    assert kai_c.gold == 12  # 10 + played 1 + won 1
    for item in ("full_plate", "war_axe"):  # spend it all: 7 + 3 = 10, leaving 2
        shop.buy_item(character=Character.get_by_id(kai_c.id), item=item)
    Character.update(gold=1).where(Character.id == kai_c.id).execute()
    outcomes.record_outcome(game=game, winner=kent, outcomes={kai.id: {}})
    kai_c = Character.get_by_id(kai_c.id)
    assert kai_c.gold == 0 + 1  # took back only the 1 gp left, then awarded 1 for playing
    [note] = [e for e in character_history(kai_c) if e.kind == "correction"]
    assert "only 1 of the 2 gp awarded could be taken back" in note.text
    assert note.details["gold_change"] == 1  # the gold he keeps, so his history adds up


def test_a_correction_that_kills_records_the_death(round_table, duel_sides) -> None:
    from models.check import check_database

    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    game = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    kai, gawain = gc_of(game, "Kai"), gc_of(game, "Gawain")
    outcomes.record_outcome(game=game, winner=camelot, outcomes={})
    outcomes.record_outcome(
        game=game, winner=camelot, outcomes={gawain.id: {"fate": "slain", "killed_by": kai.id}}
    )
    gawain_c = Character.get(Character.name == "Gawain")
    kinds = [e.kind for e in character_history(gawain_c)]
    assert kinds[kinds.index("correction") :] == ["correction", "game", "death"]
    assert check_database(repair=False).ok


def test_whoever_dies_is_taken_off_later_games(round_table, duel_sides) -> None:
    camelot, kent = duel_sides
    characters.recruit(warband=kent, profile="sir_kai", name="Lucan")  # Kent fields him still
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    first = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    second = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    outcomes.record_outcome(
        game=first,
        winner=camelot,
        outcomes={
            gc_of(first, "Gawain").id: {"fate": "slain", "killed_by": gc_of(first, "Kai").id}
        },
    )
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Lucan"]
    assert character_history(Character.get(Character.name == "Gawain"))[-1].text == (
        "Taken off game 2: he died in game 1."
    )


def two_games_against_kent(round_table: Campaign) -> tuple[Warband, Warband, Game, Game]:
    """Kai of Camelot against Gawain and Lucan of Kent, in game 1 and again in game 2."""
    camelot = band(round_table, "Camelot", ("sir_kai", "Kai"))
    kent = band(round_table, "Kent", ("sir_gawain", "Gawain"), ("sir_kai", "Lucan"))
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    first = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    second = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    return camelot, kent, first, second


def slain(game: Game, *names: str) -> dict[int, dict[str, Any]]:
    killer = gc_of(game, "Kai").id
    return {gc_of(game, name).id: {"fate": "slain", "killed_by": killer} for name in names}


def test_a_correction_that_brings_a_warrior_back_puts_him_back_into_the_games_he_was_taken_off(
    round_table,
) -> None:
    from models.check import check_database
    from models.exchange import export_campaign
    from models.exchange.importer import import_campaign

    camelot, _kent, first, second = two_games_against_kent(round_table)
    outcomes.record_outcome(game=first, winner=camelot, outcomes=slain(first, "Gawain"))
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Lucan"]
    # Gawain lived and Lucan died: Gawain is back in game 2, and Kent still fields someone.
    outcomes.record_outcome(game=first, winner=camelot, outcomes=slain(first, "Lucan"))
    assert sorted(gc.name for gc in games.fielded(second)) == ["Gawain", "Kai"]
    assert character_history(Character.get(Character.name == "Gawain"))[-1].text == (
        "Put back into game 2: the correction of game 1 brings him back."
    )
    assert check_database(repair=False).ok
    again = import_campaign(export_campaign(round_table))  # its file reads back as it is
    second_again = Game.get((Game.campaign == again) & (Game.number == 2))
    assert sorted(gc.name for gc in games.fielded(second_again)) == ["Gawain", "Kai"]


def test_a_warrior_brought_back_is_not_put_back_into_a_game_set_up_again_since(
    round_table,
) -> None:
    camelot, kent, first, second = two_games_against_kent(round_table)
    outcomes.record_outcome(game=first, winner=camelot, outcomes=slain(first, "Gawain"))
    # The players chose again for game 2: a duel of Kai and Lucan.
    lucan = Character.get(Character.name == "Lucan")
    game_edits.edit_game(
        game=second,
        scenario="duel",
        points_limit=None,
        sides=[SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", (lucan.id,))],
    )
    outcomes.record_outcome(game=first, winner=camelot, outcomes={})
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Lucan"]
    assert Character.get(Character.name == "Gawain").status == "active"


def test_a_recording_that_leaves_a_later_games_side_with_no_one_is_refused(round_table) -> None:
    camelot, _kent, first, second = two_games_against_kent(round_table)
    with pytest.raises(RuleViolation) as refused:
        outcomes.record_outcome(
            game=first, winner=camelot, outcomes=slain(first, "Gawain", "Lucan")
        )
    assert str(refused.value) == (
        "Nothing was recorded: Kent would field no one in game 2, which is set up but not"
        " played yet, as everyone it fields there dies in game 1. Change game 2's setup first"
        " (Games ▸ Change setup…), or delete it."
    )
    assert Game.get_by_id(first.id).result == "unrecorded"
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Gawain", "Lucan"]
    assert {c.status for c in Character.select()} == {"active"}
    # A correction that kills the last of Kent's warriors left in game 2 is refused alike.
    outcomes.record_outcome(game=first, winner=camelot, outcomes=slain(first, "Gawain"))
    with pytest.raises(RuleViolation, match="Kent would field no one in game 2"):
        outcomes.record_outcome(
            game=first, winner=camelot, outcomes=slain(first, "Gawain", "Lucan")
        )
    assert [gc.name for gc in games.fielded(second)] == ["Kai", "Lucan"]
    assert Character.get(Character.name == "Lucan").status == "active"


def test_the_games_list_names_a_side_left_with_no_one(round_table) -> None:
    """A game not recorded whose side an earlier version of Muster left empty (K2)."""
    _camelot, kent, _first, second = two_games_against_kent(round_table)
    GameCharacter.delete().where(
        GameCharacter.side.in_(GameSide.select(GameSide.id).where(GameSide.warband == kent))
        & (GameCharacter.game == second)
    ).execute()
    rows = {row.number: row for row in games.game_rows(round_table)}
    assert (rows[2].empty_sides, rows[2].fielded) == (("Kent",), 1)
    assert rows[2].result == "Setup to change: no one fielded for Kent"
    assert (rows[1].empty_sides, rows[1].fielded, rows[1].result) == ((), 3, "Not recorded yet")
    with pytest.raises(RuleViolation) as refused:
        outcomes.record_outcome(game=second, winner=None, outcomes={})
    assert str(refused.value) == (
        "No one is fielded for Kent in game 2: change its setup first (Games ▸ Change setup…)."
    )
    assert Game.get_by_id(second.id).result == "unrecorded"


def test_a_death_contradicting_a_later_recorded_game_is_refused(round_table, duel_sides):
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    first = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    second = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    outcomes.record_outcome(game=first, winner=None, outcomes={})
    outcomes.record_outcome(game=second, winner=None, outcomes={})
    with pytest.raises(RuleViolation, match="played in game 2, which is recorded"):
        outcomes.record_outcome(
            game=first,
            winner=camelot,
            outcomes={
                gc_of(first, "Gawain").id: {"fate": "slain", "killed_by": gc_of(first, "Kai").id}
            },
        )
    assert Character.get(Character.name == "Gawain").status == "active"


def test_the_relic_is_carried_off_only_in_capture_the_relic_by_the_winners(
    round_table, duel_sides
) -> None:
    camelot, kent = duel_sides
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(kent.id, "", ids(kent))]
    battle = games.create_game(campaign=round_table, scenario="pitched_battle", sides=plan)
    with pytest.raises(RuleViolation, match="Pitched Battle has no relic to carry off"):
        outcomes.record_outcome(
            game=battle, winner=camelot, outcomes={}, relic_carrier=gc_of(battle, "Kai").id
        )
    relic = games.create_game(campaign=round_table, scenario="capture_the_relic", sides=plan)
    kai, gawain = gc_of(relic, "Kai"), gc_of(relic, "Gawain")
    with pytest.raises(RuleViolation, match="must be of the winning side"):
        outcomes.record_outcome(game=relic, winner=camelot, outcomes={}, relic_carrier=gawain.id)
    with pytest.raises(RuleViolation, match="A draw has no relic carrier"):
        outcomes.record_outcome(game=relic, winner=None, outcomes={}, relic_carrier=kai.id)
    assert Game.get_by_id(relic.id).result == "unrecorded"
    assert Character.get(Character.name == "Kai").gold == 10  # no award was paid
    outcomes.record_outcome(game=relic, winner=camelot, outcomes={}, relic_carrier=kai.id)
    assert Character.get(Character.name == "Kai").gold == 10 + 1 + 1 + 2  # played, won, relic


def test_a_correction_tells_the_story_again_honestly(database: Path) -> None:
    """Cerdic, slain by Sir Gawain, is corrected to decapitated by Lucan."""
    from models.check import check_database

    footmen = [
        {"id": "knight", "name": "Knight", "points": 6, "combat_dice": 2, "gold": 5},
        {"id": "saxon", "name": "Saxon", "points": 4, "combat_dice": 2, "gold": 3},
    ]
    campaign = campaigns.create_campaign(
        name="Badon", game="caliburns_wrath", house_rules={"profiles": footmen}
    )
    camelot = band(campaign, "Camelot", ("sir_gawain", "Sir Gawain"), ("knight", "Lucan"))
    saxons = band(campaign, "Saxons", ("saxon", "Cerdic"))
    plan = [SidePlan(camelot.id, "", ids(camelot)), SidePlan(saxons.id, "", ids(saxons))]
    game = games.create_game(campaign=campaign, scenario="pitched_battle", sides=plan)
    gawain, lucan, cerdic = (gc_of(game, n) for n in ("Sir Gawain", "Lucan", "Cerdic"))
    outcomes.record_outcome(
        game=game,
        winner=camelot,
        outcomes={cerdic.id: {"fate": "slain", "killed_by": gawain.id}},
    )
    assert Character.get(Character.name == "Sir Gawain").gold == 11 + 3
    outcomes.record_outcome(
        game=game,
        winner=camelot,
        outcomes={cerdic.id: {"fate": "decapitated", "killed_by": lucan.id}},
    )

    def story(name: str) -> tuple[Character, list, list[str]]:
        who = Character.get(Character.name == name)
        entries = character_history(who)
        return who, entries, [e.text for e in history.current(entries)]

    # Gawain: his kill and his gold are taken back, and his history says so.
    who, entries, now = story("Sir Gawain")
    assert who.gold == 11 + 2
    assert "Killed Cerdic of Saxons." not in now
    assert "Earned 2 gp (13 gp now)." in now and "Earned 3 gp (14 gp now)." not in now
    gone = history.superseded_by(entries)
    assert {e.text for e in entries if e.id in gone} >= {
        "Killed Cerdic of Saxons.",
        "Earned 3 gp (14 gp now).",
    }
    [correction] = [e for e in entries if e.kind == "correction"]
    assert correction.text == (
        "Game 1, Pitched Battle corrected: did not kill Cerdic of Saxons after all; earns 2 gp "
        "for the game (was: 3 gp); earns 2 XP for the game (was: 3 XP)."
    )
    # Lucan: the kill and the gold he gained are in his history.
    who, entries, now = story("Lucan")
    assert who.gold == 5 + 3
    assert "Killed Cerdic of Saxons." in now and "Earned 3 gp (8 gp now)." in now
    assert [e.text for e in entries if e.kind == "correction"] == [
        "Game 1, Pitched Battle corrected: killed Cerdic of Saxons; earns 3 gp for the game "
        "(was: 2 gp); earns 3 XP for the game (was: 2 XP)."
    ]
    # Cerdic: one death now; the superseded one is kept and marked.
    who, entries, now = story("Cerdic")
    deaths = [e for e in entries if e.kind == "death"]
    assert len(deaths) == 2 and deaths[0].id in history.superseded_by(entries)
    assert [t for t in now if "Dead for the rest" in t] == [
        "Decapitated by Lucan of Camelot in game 1. Dead for the rest of the campaign."
    ]
    # Every history adds up; the check agrees.
    assert check_database(repair=False).ok
