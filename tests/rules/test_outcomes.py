"""What an outcome is in each game, and what it carries over: deaths (K2, B8), broken gear
(K3), lasting injuries (K4) and gold."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.aftermath import (
    DEFAULT_GOLD_AWARDS,
    Effects,
    Said,
    add_injuries,
    broken_gear,
    carry_over,
    carry_over_xp,
    character_effects,
    gear_lost_after_game,
    gold_awards,
    injuries_after_game,
    injuries_taken,
)
from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game
from rules.outcomes import (
    BEASTRIDER_OUTCOME,
    BOOL,
    CALIBURN_OUTCOME,
    CHOICE,
    DEATHS,
    FATES,
    FIGHTER,
    INJURY_FIELDS,
    INT,
    MAX_WOUNDS,
    OUTCOMES,
    REF,
    WEAPON,
    CharacterState,
    Refusal,
    applies,
    blank_outcome,
    breakable_weapons,
    character_state,
    describe,
    edited,
    how_died,
    injury_keys,
    is_dead,
    kill_hints,
    killing_wound_moves,
    kills,
    refusal,
    shape_of,
    state_as_fielded,
)

CALIBURN_RULES = load_game(CALIBURN)
BEASTRIDER_RULES = load_game(BEASTRIDER)
AWARDS = dict(DEFAULT_GOLD_AWARDS)


def caliburn(**changes: object) -> dict:
    return {**blank_outcome(CALIBURN), **changes}


def beastrider(**changes: object) -> dict:
    return {**blank_outcome(BEASTRIDER), **changes}


# --- the shape of an outcome ------------------------------------------------------------


def test_blank_outcomes_of_each_game() -> None:
    assert blank_outcome(BEASTRIDER) == {
        "attack_lost": 0,
        "defend_lost": 0,
        "special_used": False,
        "fled": False,
        "killed": False,
        "killed_by": None,
        "wounds_inflicted": 0,
    }
    assert blank_outcome(CALIBURN) == {
        "leg": 0,
        "arm": 0,
        "neck": 0,
        "fate": "",
        "killed_by": None,
        "shield_broken": False,
        "weapon_broken": None,
        "second_weapon_broken": None,
    }
    assert blank_outcome(CALIBURN) is not blank_outcome(CALIBURN)  # each a fresh dict


def test_fields_are_declared_once_per_game() -> None:
    assert set(OUTCOMES) == {BEASTRIDER, CALIBURN}
    assert shape_of(BEASTRIDER) is BEASTRIDER_OUTCOME
    with pytest.raises(KeyError):
        shape_of("chess")
    assert [f.label for f in CALIBURN_OUTCOME.fields] == [
        "Leg wounds",
        "Arm wounds",
        "Neck wounds",
        "Slain / decapitated",
        "By whom",
        "Shield broken",
        "Weapon broken",
        "Second weapon broken",
    ]
    assert [f.key for f in BEASTRIDER_OUTCOME.of_kind(INT)] == [
        "attack_lost",
        "defend_lost",
        "wounds_inflicted",
    ]
    assert [f.key for f in BEASTRIDER_OUTCOME.of_kind(BOOL)] == ["special_used", "fled", "killed"]
    assert [(f.key, f.refers_to) for f in CALIBURN_OUTCOME.of_kind(REF)] == [
        ("killed_by", FIGHTER),
        ("weapon_broken", WEAPON),
        ("second_weapon_broken", WEAPON),
    ]
    assert [f.key for f in CALIBURN_OUTCOME.of_kind(CHOICE)] == ["fate"]
    assert {f.maximum for f in CALIBURN_OUTCOME.of_kind(INT)} == {MAX_WOUNDS} == {20}
    assert CALIBURN_OUTCOME.field("leg").what == "leg wounds"
    assert CALIBURN_OUTCOME.field("fate").what == "fate"
    assert BEASTRIDER_OUTCOME.field("killed").tip == "Killed: out of the campaign for good (B8)"
    with pytest.raises(KeyError):
        CALIBURN_OUTCOME.field("fled")
    assert (BEASTRIDER_OUTCOME.who, CALIBURN_OUTCOME.who) == ("Character", "Warrior")
    assert (BEASTRIDER_OUTCOME.gold, CALIBURN_OUTCOME.gold) == (False, True)


def test_fates_injuries_and_deaths() -> None:
    assert FATES == ("", "slain", "decapitated")
    assert dict(CALIBURN_OUTCOME.field("fate").choices)["decapitated"] == "Decapitated"
    assert DEATHS == ("killed", "slain", "decapitated")
    assert injury_keys(BEASTRIDER) == ("attack", "defend")
    assert injury_keys(CALIBURN) == ("leg", "arm", "neck")
    assert INJURY_FIELDS == ("attack_lost", "defend_lost", "leg", "arm", "neck")


def test_dead_for_the_campaign() -> None:
    assert [how_died(CALIBURN, caliburn(fate=f)) for f in FATES] == [
        None,
        "slain",
        "decapitated",
    ]
    assert how_died(BEASTRIDER, beastrider(killed=True)) == "killed"
    assert [is_dead(BEASTRIDER, beastrider(**{k: True})) for k in ("killed", "fled")] == [
        True,
        False,
    ]
    assert not is_dead(CALIBURN, caliburn(neck=3))
    assert not is_dead(CALIBURN, {})  # an outcome of no fields is nobody's death
    assert not is_dead(BEASTRIDER, {})


def test_kills_are_counted_from_the_victims() -> None:
    outcomes = {
        1: caliburn(),
        2: caliburn(fate="slain", killed_by=1),
        3: caliburn(fate="decapitated", killed_by=1),
        4: caliburn(fate="slain", killed_by=9),  # someone not in the table
    }
    assert kills(outcomes) == {1: 2, 2: 0, 3: 0, 4: 0, 9: 1}
    assert kills({}) == {}


# --- editing in the post-battle table ---------------------------------------------------


def test_counts_are_kept_within_bounds() -> None:
    assert edited(CALIBURN, caliburn(), "leg", 25)["leg"] == 20
    assert edited(CALIBURN, caliburn(), "arm", -3)["arm"] == 0
    assert edited(BEASTRIDER, beastrider(), "attack_lost", "2")["attack_lost"] == 2


def test_naming_a_killer_marks_the_victim_dead() -> None:
    assert edited(BEASTRIDER, beastrider(), "killed_by", 7) == beastrider(killed=True, killed_by=7)
    assert edited(CALIBURN, caliburn(), "killed_by", 7) == caliburn(fate="slain", killed_by=7)
    decapitated = caliburn(fate="decapitated")
    assert edited(CALIBURN, decapitated, "killed_by", 7)["fate"] == "decapitated"
    # No killer named: the death stays as it is.
    assert edited(CALIBURN, caliburn(fate="slain", killed_by=7), "killed_by", None) == caliburn(
        fate="slain"
    )


def test_undoing_a_death_forgets_the_killer() -> None:
    slain = caliburn(fate="slain", killed_by=7)
    assert edited(CALIBURN, slain, "fate", "") == caliburn()
    assert edited(CALIBURN, slain, "fate", "decapitated")["killed_by"] == 7
    killed = beastrider(killed=True, killed_by=7)
    assert edited(BEASTRIDER, killed, "killed", False) == beastrider()
    assert edited(BEASTRIDER, killed, "fled", True)["killed_by"] == 7
    assert slain == caliburn(fate="slain", killed_by=7)  # the outcome given is left alone


@given(
    st.lists(
        st.tuples(
            st.sampled_from(BEASTRIDER_OUTCOME.keys),
            st.one_of(st.none(), st.booleans(), st.integers(-50, 50)),
        ),
        max_size=12,
    )
)
def test_after_any_edits_only_the_dead_have_a_killer(edits) -> None:
    outcome = beastrider()
    for key, value in edits:
        kind = BEASTRIDER_OUTCOME.field(key).kind
        if kind == INT:
            value = value or 0
        elif kind == BOOL:
            value = bool(value)
        outcome = edited(BEASTRIDER, outcome, key, value)
    assert outcome["killed_by"] is None or outcome["killed"] is True
    assert all(0 <= outcome[f.key] <= MAX_WOUNDS for f in BEASTRIDER_OUTCOME.of_kind(INT))


# --- the characters, and what the rules refuse ------------------------------------------


def test_a_beastrider_character_starts_with_his_dice() -> None:
    bear = character_state(
        BEASTRIDER_RULES,
        profile="bear_rider",
        options=["shield"],
        upgrades=[{"kind": "attack"}],
        injuries={"attack": 1},
    )
    assert bear == CharacterState("bear_rider", False, (), {"attack": 1}, (6, 4))
    assert character_state(BEASTRIDER_RULES, profile="gone").dice is None
    warrior = character_state(CALIBURN_RULES, profile="sir_kai", kit=["spear", "shield"])
    assert (warrior.dice, warrior.kit, dict(warrior.injuries)) == (None, ("spear", "shield"), {})


def test_no_more_dice_lost_than_he_took_the_field_with() -> None:
    """B1, with lasting injuries (B8, K4): a Bear Rider who took the field on 1 attack die and
    none to defend cannot lose 2 and 1; without lasting injuries his injuries do not count."""
    lasting = effective_game(BEASTRIDER, {"lasting_injuries": True})
    injuries = {"attack": 4, "defend": 2}
    bear = character_state(lasting, profile="bear_rider", injuries=injuries)  # 5 and 2 less
    assert bear.dice == (1, 0)
    problem = refusal(lasting, "Brann", bear, beastrider(attack_lost=2, defend_lost=1), ())
    assert problem == Refusal(
        "Brann took the field with 1 attack die and cannot lose 2 (B1).", ruling=True, rule="B1"
    )
    problem = refusal(lasting, "Brann", bear, beastrider(attack_lost=1, defend_lost=1), ())
    assert problem is not None
    assert problem.text == "Brann took the field with 0 defend dice and cannot lose 1 (B1)."
    assert refusal(lasting, "Brann", bear, beastrider(attack_lost=1, fled=True), ()) is None
    healed = character_state(BEASTRIDER_RULES, profile="bear_rider", injuries=injuries)
    assert healed.dice == (5, 2)
    assert refusal(BEASTRIDER_RULES, "Brann", healed, beastrider(attack_lost=4), ()) is None
    assert refusal(BEASTRIDER_RULES, "Brann", None, beastrider(attack_lost=20), ()) is None


def test_killed_only_with_no_defend_die_left_and_fled_with_no_attack_die_left() -> None:
    """B1: a character is killed when wounded again after losing all his defend dice, must
    flee once he has lost all his attack dice, and may flee once he has lost all his defend
    dice, not before."""
    rider = character_state(BEASTRIDER_RULES, profile="stagrider")
    assert rider.dice is not None
    attack, defend = rider.dice

    def refused(**outcome: object) -> str | None:
        problem = refusal(BEASTRIDER_RULES, "Eldric", rider, beastrider(**outcome), (5,))
        return problem.text if problem is not None else None

    assert refused(killed=True, defend_lost=defend - 1) == (
        "Eldric still had 1 defend die: a character is killed only when wounded again after "
        "losing all his defend dice (B1)."
    )
    assert refused(killed=True, defend_lost=defend) is None
    assert refused(killed=True, defend_lost=defend, attack_lost=attack) is None
    assert refused(attack_lost=attack) == (
        "Eldric lost all his attack dice, so he fled: a character must flee once he has lost "
        "all his attack dice (B1)."
    )
    assert refused(attack_lost=attack, fled=True) is None
    assert refused(attack_lost=attack - 1) is None
    # Fled with dice of both kinds left: the tracker refuses it, and so does every door.
    fled_early = (
        "Eldric cannot have fled with attack and defend dice left: a character flees once he "
        "has lost all his attack dice, and may choose to once he has lost all his defend dice "
        "(B1)."
    )
    assert refused(fled=True) == fled_early
    assert refused(fled=True, attack_lost=attack - 1, defend_lost=defend - 1) == fled_early
    assert refused(fled=True, defend_lost=defend) is None  # he may choose to
    assert refused(fled=True, killed=True, defend_lost=defend) is None
    problem = refusal(BEASTRIDER_RULES, "Eldric", rider, beastrider(attack_lost=attack), ())
    assert problem is not None and problem.rule == "B1" and problem.ruling


def test_a_state_as_a_recorded_game_keeps_him() -> None:
    kept = {"profile": "bear_rider", "items": [], "options": ["shield"], "upgrades": []}
    assert state_as_fielded(BEASTRIDER_RULES, {**kept, "injuries": {"defend": 1}}).dice == (5, 4)
    warrior = state_as_fielded(CALIBURN_RULES, {"profile": "sir_kai", "items": ["shield"]})
    assert warrior.kit == ("shield",) and warrior.dice is None


def test_what_can_break() -> None:
    kit = ["excalibur", "mace", "shield", "mace", "helmet", "dagger", "longsword", "nope"]
    assert breakable_weapons(CALIBURN_RULES, kit) == ("mace", "dagger", "longsword")
    assert breakable_weapons(BEASTRIDER_RULES, ["shield", "bow"]) == ()


def test_what_the_rules_refuse() -> None:
    kai = CharacterState("sir_kai", kit=("spear", "shield"))
    arthur = CharacterState("king_arthur", kit=("excalibur",))
    knight = CharacterState("green_knight", kit=("war_axe",))

    def refused(state, outcome, opponents=(5,)):
        return refusal(CALIBURN_RULES, "Kai", state, outcome, opponents)

    assert refused(kai, caliburn(shield_broken=True, weapon_broken="spear")) is None
    assert refused(knight, caliburn(fate="decapitated")) == Refusal(
        "Decapitation does Kai no harm at all (C3).", ruling=True, rule="C3"
    )
    assert refused(kai, caliburn(fate="decapitated")) is None
    assert refused(arthur, caliburn(shield_broken=True)) == Refusal(
        "Kai carries no shield to break."
    )
    assert refused(None, caliburn(shield_broken=True)).text == "Kai carries no shield to break."
    for weapon in ("mace", "shield", "nope"):  # not his, no weapon, no such item
        assert refused(kai, caliburn(weapon_broken=weapon)) == Refusal(
            "Kai carries no such weapon to break."
        )
    assert refused(arthur, caliburn(weapon_broken="excalibur")) == Refusal(
        "Excalibur never breaks (C6).", ruling=True, rule="C6"
    )
    # A second weapon may break in the same game (C6), if he carries it.
    gawain = CharacterState("sir_gawain", kit=("spear", "shield", "mace", "mace"))
    two = caliburn(weapon_broken="mace", second_weapon_broken="spear")
    assert refused(gawain, two) is None
    assert refused(gawain, caliburn(weapon_broken="mace", second_weapon_broken="mace")) is None
    assert refused(kai, caliburn(weapon_broken="spear", second_weapon_broken="spear")) == (
        Refusal("Kai carries no second Spear to break.")
    )
    assert refused(kai, caliburn(second_weapon_broken="spear")) == Refusal(
        "Kai's second broken weapon is given, but not his first."
    )
    assert refused(kai, caliburn(weapon_broken="spear", second_weapon_broken="mace")) == (
        Refusal("Kai carries no such weapon to break.")
    )
    assert refused(arthur, caliburn(weapon_broken="x", second_weapon_broken="excalibur")) == (
        Refusal("Kai carries no such weapon to break.")
    )
    assert refused(kai, caliburn(killed_by=5)) == Refusal(
        "Kai is marked as killed by someone but not as dead."
    )
    assert refused(kai, caliburn(fate="slain", killed_by=6)) == Refusal(
        "Kai can only be killed by someone of the other side."
    )
    assert refused(kai, caliburn(fate="slain", killed_by=5)) is None
    eldric = CharacterState("stagrider")
    assert refusal(BEASTRIDER_RULES, "Eldric", eldric, beastrider(killed_by=5), (5,)) == Refusal(
        "Eldric is marked as killed by someone but not as dead."
    )
    assert refusal(BEASTRIDER_RULES, "Eldric", None, beastrider(killed=True), ()) is None


# --- campaign effects -------------------------------------------------------------------


def test_gold_awards_from_the_campaign_settings() -> None:
    assert gold_awards({}) == {"played": 1, "won": 1, "kill": 1, "relic": 2}
    assert gold_awards({"gold_awards": None}) == AWARDS
    settings = {"gold_awards": {"kill": 3, "won": True, "relic": "2", "bribe": 9, "played": 0}}
    assert gold_awards(settings) == {"played": 0, "won": 1, "kill": 3, "relic": 2}


def test_wounds_heal_unless_lasting_injuries() -> None:
    assert injuries_after_game(CALIBURN_RULES, {"leg": 1, "arm": 0}) == {}
    lasting = effective_game(CALIBURN, {"lasting_injuries": True})
    assert injuries_after_game(lasting, {"leg": 1, "arm": 0}) == {"leg": 1}
    beast = effective_game(BEASTRIDER, {"lasting_injuries": True})
    assert injuries_after_game(beast, {"attack": 2}) == {"attack": 2}


def test_injuries_taken_in_a_game() -> None:
    assert injuries_taken(CALIBURN, caliburn(leg=2, neck=1)) == {"leg": 2, "neck": 1}
    assert injuries_taken(BEASTRIDER, beastrider(defend_lost=1, wounds_inflicted=4)) == {
        "defend": 1
    }
    assert injuries_taken(CALIBURN, caliburn()) == {}


def test_injuries_add_up() -> None:
    assert add_injuries({"leg": 1, "arm": 1}, {"leg": 1, "arm": -1, "neck": 1}) == {
        "leg": 2,
        "neck": 1,
    }


@given(
    st.dictionaries(st.sampled_from(["leg", "arm", "neck"]), st.integers(1, 9)),
    st.dictionaries(st.sampled_from(["leg", "arm", "neck"]), st.integers(1, 9)),
)
def test_injuries_added_can_be_taken_back(old, new) -> None:
    more = add_injuries(old, new)
    assert sum(more.values()) == sum(old.values()) + sum(new.values())
    assert add_injuries(more, {key: -n for key, n in new.items()}) == old


def test_broken_gear_is_lost_unless_switched_off() -> None:
    assert broken_gear(caliburn(shield_broken=True, weapon_broken="mace")) == ("shield", "mace")
    two = caliburn(weapon_broken="mace", second_weapon_broken="spear")
    assert broken_gear(two) == ("mace", "spear")
    assert broken_gear(beastrider()) == ()
    assert gear_lost_after_game(CALIBURN_RULES, ["shield", "mace"]) == ("shield", "mace")
    keep = effective_game(CALIBURN, {"lose_broken_gear": False})
    assert gear_lost_after_game(keep, ["shield"]) == ()


def test_what_was_never_bought_is_never_lost() -> None:
    """K3 against C6 and C10: the Green Knight's War Axe and everyone's dagger break in the
    game, but he has them again for the next one."""
    assert gear_lost_after_game(CALIBURN_RULES, ["war_axe"], profile="green_knight") == ()
    assert gear_lost_after_game(CALIBURN_RULES, ["war_axe"], profile="sir_kai") == ("war_axe",)
    assert gear_lost_after_game(CALIBURN_RULES, ["dagger", "shield"]) == ("shield",)
    knight = CharacterState("green_knight", kit=("war_axe",))
    broke = caliburn(weapon_broken="war_axe")
    effects = character_effects(
        CALIBURN_RULES, AWARDS, knight, broke, won=False, kills=0, relic=False
    )
    assert effects.lost == ()


def test_a_surviving_warrior_earns_gold() -> None:
    kai = CharacterState("sir_kai", kit=("spear", "shield"))
    effects = character_effects(
        CALIBURN_RULES, AWARDS, kai, caliburn(leg=1), won=True, kills=2, relic=True
    )
    assert effects == Effects(died=False, injuries={}, lost=(), gold=1 + 1 + 2 + 2)
    lost = character_effects(
        CALIBURN_RULES, AWARDS, kai, caliburn(), won=False, kills=0, relic=False
    )
    assert lost.gold == 1
    stingy = {"played": 0, "won": 0, "kill": 5, "relic": 0}
    assert (
        character_effects(
            CALIBURN_RULES, stingy, kai, caliburn(), won=True, kills=1, relic=True
        ).gold
        == 5
    )


def test_the_green_knight_earns_no_gold() -> None:
    """C10: the Green Knight has no gold and buys nothing, so the campaign awards him none."""
    knight = CharacterState("green_knight", kit=("war_axe",))
    effects = character_effects(
        CALIBURN_RULES, AWARDS, knight, caliburn(), won=True, kills=2, relic=True
    )
    assert effects.gold == 0


def test_the_dead_keep_nothing_but_lose_their_broken_gear() -> None:
    lasting = effective_game(CALIBURN, {"lasting_injuries": True})
    kai = CharacterState("sir_kai", kit=("spear", "shield"))
    slain = caliburn(leg=2, fate="slain", shield_broken=True, weapon_broken="spear")
    effects = character_effects(lasting, AWARDS, kai, slain, won=True, kills=1, relic=False)
    assert effects == Effects(died=True, injuries={}, lost=("shield", "spear"), gold=0)
    # Dead already (a correction of a game he died in later): he does not die again.
    ghost = CharacterState("sir_kai", dead=True)
    assert not character_effects(lasting, AWARDS, ghost, slain, won=True, kills=1, relic=False).died
    wounded = character_effects(
        lasting, AWARDS, kai, caliburn(leg=2, arm=1), won=False, kills=0, relic=False
    )
    assert dict(wounded.injuries) == {"leg": 2, "arm": 1}


def test_beastrider_characters_earn_no_gold() -> None:
    lasting = effective_game(BEASTRIDER, {"lasting_injuries": True})
    eldric = character_state(lasting, profile="stagrider")
    fled = beastrider(attack_lost=2, fled=True, wounds_inflicted=3)
    effects = character_effects(lasting, AWARDS, eldric, fled, won=True, kills=3, relic=True)
    assert effects == Effects(died=False, injuries={"attack": 2}, lost=(), gold=0)
    killed = beastrider(killed=True, killed_by=4)
    assert character_effects(
        lasting, AWARDS, eldric, killed, won=False, kills=0, relic=False
    ) == Effects(died=True)


# --- texts ------------------------------------------------------------------------------


def test_what_carries_over_is_explained() -> None:
    # In words, each with the rulings behind it (a screen shows them as a tooltip).
    assert carry_over(CALIBURN_RULES) == (
        Said("Deaths are for good.", "K2"),
        Said("Broken gear is lost.", "K3"),
        Said("Wounds heal after the game.", "K4"),
        Said("Survivors earn gold per the campaign's settings."),
    )
    house = effective_game(CALIBURN, {"lasting_injuries": True, "lose_broken_gear": False})
    assert [said.text for said in carry_over(house)][1:3] == [
        "Broken gear is kept.",
        "Wounds carry over to later games.",
    ]
    assert carry_over(house)[2].rulings == "K4; a house rule of this campaign"
    # The Beastrider Wars breaks no gear, and counts lost dice rather than wounds.
    assert [said.text for said in carry_over(BEASTRIDER_RULES)] == [
        "Deaths are for good.",
        "Lost dice come back after the game.",
    ]
    house = effective_game(BEASTRIDER, {"lasting_injuries": True, "lose_broken_gear": False})
    assert [said.text for said in carry_over(house)] == [
        "Deaths are for good.",
        "Lost dice carry over to later games.",
    ]


def test_a_shield_must_be_carried_to_break() -> None:
    shield_broken = shape_of(CALIBURN).field("shield_broken")
    assert applies(shield_broken, ("spear", "shield"))
    assert not applies(shield_broken, ("spear",))
    assert applies(shape_of(CALIBURN).field("arm"), ())


def test_a_part_in_a_game_in_a_few_words() -> None:
    names = {1: "Kai", 2: "Brann"}
    assert describe(CALIBURN_RULES, caliburn(), names) == "unhurt"
    assert describe(BEASTRIDER_RULES, beastrider(), names) == "unhurt"
    text = describe(
        CALIBURN_RULES,
        caliburn(
            leg=1, neck=2, shield_broken=True, weapon_broken="mace", fate="slain", killed_by=1
        ),
        names,
    )
    assert text == "took 1 leg wound, 2 neck wounds, shield broken, Mace broken, slain by Kai"
    unknown = caliburn(weapon_broken="trident", fate="decapitated", killed_by=9)
    assert describe(CALIBURN_RULES, unknown, names) == "trident broken, decapitated"
    text = describe(
        BEASTRIDER_RULES,
        beastrider(attack_lost=1, defend_lost=2, wounds_inflicted=1, special_used=True),
        names,
    )
    assert text == "lost 1 attack die, lost 2 defend dice, inflicted 1 wound, used his special"
    text = describe(
        BEASTRIDER_RULES,
        beastrider(attack_lost=3, wounds_inflicted=2, fled=True, killed=True, killed_by=2),
        names,
    )
    assert text == "lost 3 attack dice, inflicted 2 wounds, fled, killed by Brann"


def test_the_wound_that_kills_is_the_killers() -> None:
    """B1: a Beastrider character is killed by a wound his killer inflicted."""
    assert killing_wound_moves(BEASTRIDER, 1, 2)
    assert not killing_wound_moves(BEASTRIDER, 1, 1)
    assert not killing_wound_moves(BEASTRIDER, None, 2)  # named afresh: typed as it was
    assert not killing_wound_moves(BEASTRIDER, 1, None)  # a death taken back keeps it
    assert not killing_wound_moves(CALIBURN, 1, 2)  # no wounds inflicted are counted
    outcomes = {
        1: beastrider(wounds_inflicted=0),
        2: beastrider(wounds_inflicted=2),
        3: beastrider(killed=True, killed_by=1, defend_lost=2),
        4: beastrider(killed=True, killed_by=2, defend_lost=2),
    }
    names = {1: "Brann", 2: "Hakon"}
    assert kill_hints(BEASTRIDER, outcomes, names) == [
        "Brann killed 1 but inflicted 0: the wound that kills is his killer's (B1). Check the "
        "wounds inflicted."
    ]
    assert kill_hints(CALIBURN, {1: {"killed_by": 2}}, names) == []


def test_a_survivor_earns_xp_when_the_campaign_has_experience_on() -> None:
    """K6: 1 for playing, 1 for a win, 1 a kill, 2 for the relic; fled: 1; dead: nothing; the
    Green Knight like everyone."""
    xp = {"played": 1, "won": 1, "kill": 1, "relic": 2}
    knight = CharacterState("green_knight", kit=("war_axe",))
    won = character_effects(
        CALIBURN_RULES, AWARDS, knight, caliburn(), won=True, kills=2, relic=True, xp_awards=xp
    )
    assert (won.gold, won.xp) == (0, 6)
    off = character_effects(
        CALIBURN_RULES, AWARDS, knight, caliburn(), won=True, kills=2, relic=True
    )
    assert off.xp is None
    eldric = character_state(BEASTRIDER_RULES, profile="stagrider")
    fled = beastrider(attack_lost=2, fled=True, wounds_inflicted=3)
    assert (
        character_effects(
            BEASTRIDER_RULES, AWARDS, eldric, fled, won=True, kills=1, relic=False, xp_awards=xp
        ).xp
        == 1
    )
    killed = beastrider(killed=True, killed_by=4)
    assert (
        character_effects(
            BEASTRIDER_RULES, AWARDS, eldric, killed, won=True, kills=1, relic=False, xp_awards=xp
        ).xp
        == 0
    )


def test_what_a_game_awards_in_xp_is_explained() -> None:
    said = carry_over_xp({"played": 1, "won": 1, "kill": 1, "relic": 2})
    assert said.rulings == "K6"
    assert said.text.startswith("Survivors earn XP: 1 for playing, 1 more for a win")
