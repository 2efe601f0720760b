"""One validation of a character against the rules: profile, named heroes, kit, options and
upgrades, each problem with its ruling and a sentence naming the warrior."""

from __future__ import annotations

import pytest

from rules.characters import (
    KIT,
    OPTIONS,
    PROFILE,
    UPGRADES,
    Breach,
    Member,
    added_problems,
    character_problems,
    hero_problems,
    upgrade_problems,
)
from rules.games import BEASTRIDER, CALIBURN, effective_game, load_game

KNIGHTS = load_game(CALIBURN)
BEASTS = load_game(BEASTRIDER)


def texts(breaches: list[Breach]) -> list[str]:
    return [breach.text for breach in breaches]


def test_a_character_who_keeps_the_rules_has_no_problems() -> None:
    kai = Member("Kai", "sir_kai", items=("spear", "shield", "mace", "mail_suit", "dagger"))
    assert character_problems(KNIGHTS, kai) == []
    brann = Member("Brann", "bear_rider", options=("shield",), upgrades=({"kind": "attack"},))
    assert character_problems(BEASTS, brann) == []


def test_the_issues_three_files() -> None:
    kai = Member("Sir Kai", "sir_kai", items=("war_axe", "flail", "spear", "shield"))
    assert character_problems(KNIGHTS, kai) == [
        Breach(
            "C7", KIT, "Sir Kai cannot carry a War Axe and a Flail beside a Spear and a Shield (C7)"
        )
    ]
    footman = Member("Wulfstan", "footman", items=("excalibur",))
    house = effective_game(
        CALIBURN,
        {
            "profiles": [
                {"id": "footman", "name": "Footman", "points": 3, "combat_dice": 1, "gold": 9}
            ]
        },
    )
    assert texts(character_problems(house, footman)) == [
        "Wulfstan cannot carry Excalibur: only King Arthur Pendragon may (C10)"
    ]
    first = Member("The Green Knight", "green_knight")
    second = Member("Bertilak", "green_knight")
    assert character_problems(KNIGHTS, first) == []
    assert character_problems(KNIGHTS, second, before=[first]) == [
        Breach(
            "C10",
            PROFILE,
            "Bertilak cannot be a second Green Knight in this warband: The Green Knight already "
            "is, and a named hero appears once in a warband (C10)",
        )
    ]
    twin = Member("The Green Knight", "green_knight")
    assert texts(character_problems(KNIGHTS, twin, before=[first])) == [
        "The Green Knight cannot be a second Green Knight in this warband, and a named hero "
        "appears once in a warband (C10)"
    ]


def test_the_dead_count_for_neither_rule_of_a_warband() -> None:
    fallen = Member("Nave", "nave", dead=True)
    assert hero_problems(BEASTS, Member("Nave", "nave"), before=[fallen]) == []
    # Infantry are no named heroes: any number, living or dead.
    crowd = [Member("Osk", "infantry"), Member("Tam", "infantry", dead=True)]
    assert (
        hero_problems(BEASTS, Member("Jory", "infantry"), before=crowd, fallen=["infantry"]) == []
    )


def test_a_named_hero_who_died_stays_dead_unless_the_campaign_lets_heroes_return() -> None:
    assert hero_problems(BEASTS, Member("Princess Nave Khra", "nave"), fallen=["nave"]) == [
        Breach(
            "K2",
            PROFILE,
            "Princess Nave Khra died in this campaign and cannot be recruited again: the dead "
            "stay dead (K2)",
        )
    ]
    assert texts(
        hero_problems(KNIGHTS, Member("Kay the Younger", "sir_kai"), fallen=["sir_kai"])
    ) == [
        "Kay the Younger cannot be recruited as Sir Kai, who died in this campaign: the dead "
        "stay dead (K2)"
    ]
    returning = effective_game(CALIBURN, {"heroes_return": True})
    assert returning.heroes_return
    assert hero_problems(returning, Member("Sir Kai", "sir_kai"), fallen=["sir_kai"]) == []
    # Still once in a warband.
    assert texts(
        hero_problems(returning, Member("Sir Kai", "sir_kai"), before=[Member("Kai", "sir_kai")])
    ) == [
        "Sir Kai cannot be a second Sir Kai in this warband: Kai already is, and a named hero "
        "appears once in a warband (C10)"
    ]


def test_a_profile_the_campaign_does_not_have() -> None:
    assert character_problems(KNIGHTS, Member("Lancelot", "sir_lancelot", items=("spear",))) == [
        Breach(
            "K1",
            PROFILE,
            "Lancelot was recruited from the profile 'sir_lancelot', which Caliburn's Wrath does "
            "not have in this campaign (K1)",
        )
    ]


def test_options_the_profile_may_take() -> None:
    stag = Member("Eldric", "stagrider", options=("shield", "lance"))
    assert character_problems(BEASTS, stag) == [
        Breach("B4", OPTIONS, "Eldric cannot take a Shield: only Bear Rider may (B4)"),
        Breach(
            "K1",
            OPTIONS,
            "Eldric has the option 'lance', which The Beastrider Wars does not have (K1)",
        ),
    ]
    archer = Member("Wenna", "infantry", options=("bow", "crossbow", "bow"))
    assert texts(character_problems(BEASTS, archer)) == [
        "Wenna cannot carry a Crossbow beside a Bow: one bow or crossbow at most (B7)",
        "Wenna takes a Bow only once (B7)",
    ]
    orphaned = effective_game(
        BEASTRIDER,
        {
            "profiles": [
                {
                    "id": "wolf",
                    "name": "Wolf",
                    "movement": 9,
                    "toughness": 9,
                    "attack": 2,
                    "defend": 1,
                }
            ]
        },
    )
    assert texts(character_problems(orphaned, Member("Grey", "wolf", options=("bow",)))) == [
        "Grey cannot take a Bow: only Infantry may (B7)"
    ]


def test_upgrades_the_profile_may_take() -> None:
    upgrades = (
        {"kind": "special", "special": "stag_charge"},
        {"kind": "special", "special": "berzerk"},
        {"kind": "special", "special": "berzerk"},
        {"kind": "special", "special": "howl"},
        {"kind": "wings"},
        {"kind": "defend"},
    )
    assert character_problems(BEASTS, Member("Eldric", "stagrider", upgrades=upgrades)) == [
        Breach("B8", UPGRADES, "Eldric already has Stag Charge: a special is learned once (B8)"),
        Breach("B8", UPGRADES, "Eldric already has Berzerk: a special is learned once (B8)"),
        Breach(
            "B8",
            UPGRADES,
            "Eldric learned the special 'howl', which this campaign does not have (B8)",
        ),
        Breach(
            "B8",
            UPGRADES,
            "Eldric has an upgrade that is not an extra attack die, an extra defend die or a new "
            "special (B8)",
        ),
    ]
    assert texts(
        character_problems(KNIGHTS, Member("Kai", "sir_kai", upgrades=({"kind": "attack"},)))
    ) == [
        "Kai has an upgrade that is not an extra combat die, which is all Caliburn's Wrath has (K6)"
    ]


def test_a_caliburn_warrior_may_have_extra_combat_dice_up_to_5d6() -> None:
    """K6: an extra combat die is Caliburn's Wrath's advance; never above 5d6, and at most as
    many as the campaign's limit when the caller knows it."""
    one = ({"kind": "combat"},)
    assert character_problems(KNIGHTS, Member("Kai", "sir_kai", upgrades=one)) == []
    assert texts(character_problems(KNIGHTS, Member("Kai", "sir_kai", upgrades=one * 2))) == [
        "Kai would roll 6d6, and no warrior rolls more than 5d6 (K6)"
    ]
    kai = KNIGHTS.profiles["sir_kai"]
    assert upgrade_problems(KNIGHTS, "Kai", kai, one, limits={"combat": 1}) == []
    assert [b.text for b in upgrade_problems(KNIGHTS, "Kai", kai, one, limits={"combat": 0})] == [
        "Extra combat dice: Kai has 1, and the campaign allows 0 (K6)"
    ]


def test_true_shot_only_for_one_whose_profile_can_carry_a_bow() -> None:
    """B3, B7: True Shot acts only on bow attacks. A Bear Rider can never carry a bow or a
    crossbow, so no path leads to one with it; infantry may, and keeps it without a bow."""
    true_shot = ({"kind": "special", "special": "true_shot"},)
    assert character_problems(BEASTS, Member("Hakon", "bear_rider", upgrades=true_shot)) == [
        Breach(
            "B3",
            UPGRADES,
            "Hakon cannot have True Shot: it works only with a bow, and a Bear Rider never "
            "carries a bow or crossbow (B3)",
        )
    ]
    assert character_problems(BEASTS, Member("Wenna", "infantry", upgrades=true_shot)) == []
    assert texts(
        character_problems(BEASTS, Member("Hrashnarr", "hrashnarr", upgrades=true_shot))
    ) == ["Hrashnarr already has True Shot: a special is learned once (B8)"]


def test_kit_in_the_wrong_game() -> None:
    assert texts(character_problems(BEASTS, Member("Osk", "infantry", items=("spear",)))) == [
        "Osk carries items, which The Beastrider Wars does not have (K1)"
    ]


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        (
            ("mail_suit", "partial_plate", "cloth_tunic"),
            "Kai can wear only one armour, not a Mail Suit and Partial Plate (C7)",
        ),
        (("shield", "shield", "spear"), "Kai can carry only one shield, not 2 (C7)"),
        (
            ("hand_axe", "hand_axe", "hand_axe"),
            "Kai cannot carry another Hand Axe beside a Hand Axe and a Hand Axe (C7)",
        ),
    ],
)
def test_kit_counts_and_combinations(items: tuple[str, ...], expected: str) -> None:
    assert texts(character_problems(KNIGHTS, Member("Kai", "sir_kai", items=items))) == [expected]


def test_the_green_knight_carries_only_his_axe() -> None:
    assert character_problems(KNIGHTS, Member("Green", "green_knight", items=("war_axe",))) == []
    assert texts(
        character_problems(KNIGHTS, Member("Green", "green_knight", items=("helmet",)))
    ) == ["Green buys nothing: he carries only his War Axe (C10)"]


def test_breaches_read_as_sentences_and_changes_show_what_they_add() -> None:
    breach = Breach("C7", KIT, "Kai can carry only one helmet, not 2 (C7)")
    assert breach.sentence == "Kai can carry only one helmet, not 2 (C7)."
    assert added_problems([breach], [breach, breach]) == [breach]
    assert added_problems([breach], [breach]) == []
