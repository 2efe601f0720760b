"""C7-C10 loadouts and purchases, a warrior's figures, C1 modifiers and C12 movement."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from rules.caliburn import (
    charge_bonus,
    combat_modifier,
    fighting_weapon,
    item_rule,
    loadout_problems,
    loadout_problems_in,
    move_allowance,
    purchase_problems,
    take_problems,
    warrior_stats,
    weapons_at_hand,
)
from rules.caliburn_kit import carried, lasting_wounds
from rules.games import CALIBURN, effective_game, load_game

GAME = load_game(CALIBURN)
ALLOWED = (
    "Allowed: spear, shield and hand weapon; two-handed weapon and hand weapon; "
    "two hand weapons and shield; spear and shield; hand weapon and shield."
)


@pytest.mark.parametrize(
    "items",
    [
        [],
        ["spear", "shield", "mace"],
        ["war_axe", "hand_axe", "helmet", "mail_suit"],  # 9 gp
        ["longsword", "mace", "shield", "dagger"],
        ["spear", "shield"],
        ["longsword", "shield", "cloth_tunic", "mail_suit"],  # the tunic is no second armour
        ["morning_star"],
        ["flail", "dagger", "dagger"],
    ],
)
def test_legal_loadouts(items: list[str]) -> None:
    assert loadout_problems("sir_kai", items) == []


ILLEGAL = [
    (
        "sir_kai",
        ["longsword", "mace", "war_axe", "full_plate"],
        [
            "Sir Kai cannot carry a War Axe beside a Longsword and a Mace (C7).",
            "This kit costs 13 gp; Sir Kai has 10 gp (C9).",
        ],
    ),
    ("sir_kai", ["spear", "spear"], ["Sir Kai cannot carry another Spear beside a Spear (C7)."]),
    ("sir_kai", ["war_axe", "shield"], ["Sir Kai cannot carry a Shield beside a War Axe (C7)."]),
    (
        "sir_kai",
        ["war_axe", "flail", "spear", "shield"],
        ["Sir Kai cannot carry a War Axe and a Flail beside a Spear and a Shield (C7)."],
    ),
    (
        "sir_gawain",
        ["full_plate", "mail_suit"],
        ["Sir Gawain can wear only one armour, not Full Plate and a Mail Suit (C7)."],
    ),
    ("sir_gawain", ["helmet", "helmet"], ["Sir Gawain can carry only one helmet, not 2 (C7)."]),
    (
        "sir_gawain",
        ["excalibur", "shield", "shield"],
        [
            "Sir Gawain cannot carry Excalibur: only King Arthur Pendragon may (C10).",
            "Sir Gawain can carry only one shield, not 2 (C7).",
        ],
    ),
    (
        "king_arthur",
        ["excalibur", "excalibur"],
        [
            "King Arthur Pendragon carries Excalibur twice: there is only one (C10).",
            "This kit costs 16 gp; King Arthur Pendragon has 15 gp (C9).",
        ],
    ),
    (
        "green_knight",
        ["war_axe", "helmet"],
        ["The Green Knight buys nothing: he carries only his War Axe (C10)."],
    ),
    (
        "sir_kai",
        ["longsword", "lance", "cape"],
        [
            "Sir Kai carries 'lance', which Caliburn's Wrath does not have (K1).",
            "Sir Kai carries 'cape', which Caliburn's Wrath does not have (K1).",
        ],
    ),
    ("lancelot", ["longsword"], ["Caliburn's Wrath has no profile 'lancelot'."]),
]


@pytest.mark.parametrize(("profile", "items", "problems"), ILLEGAL)
def test_illegal_loadouts(profile: str, items: list[str], problems: list[str]) -> None:
    assert loadout_problems(profile, items) == problems


def test_the_green_knight_always_has_his_axe() -> None:
    assert loadout_problems("green_knight", []) == []
    assert loadout_problems("green_knight", ["war_axe", "dagger"]) == []
    assert warrior_stats(GAME, "green_knight", [], {}).weapon == "war_axe"


def test_loadouts_use_house_prices_and_the_gold_given() -> None:
    dear = effective_game(CALIBURN, {"prices": {"helmet": 4}})
    kit = ["full_plate", "longsword", "helmet"]  # 7 + 2 + 4
    assert loadout_problems_in(dear, "sir_kai", kit) == [
        "This kit costs 13 gp; Sir Kai has 10 gp (C9)."
    ]
    assert loadout_problems_in(dear, "sir_kai", kit, gold=13) == []
    assert loadout_problems("sir_kai", kit) == []  # 10 gp at the game's own prices


def test_custom_profiles_buy_with_their_own_gold() -> None:
    rules = effective_game(
        CALIBURN,
        {
            "profiles": [
                {"id": "footman", "name": "Footman", "points": 3, "combat_dice": 2, "gold": 3}
            ]
        },
    )
    assert loadout_problems_in(rules, "footman", ["spear", "shield"]) == []
    assert loadout_problems_in(rules, "footman", ["mail_suit"]) == [
        "This kit costs 4 gp; Footman has 3 gp (C9)."
    ]


BUYABLE = [key for key, item in GAME.items.items() if item.for_sale]


@given(
    st.sampled_from(["king_arthur", "sir_gawain", "sir_kai", "green_knight"]),
    st.lists(st.sampled_from([*BUYABLE, "dagger"]), max_size=5),
)
def test_removing_an_item_from_a_legal_loadout_leaves_it_legal(
    profile: str, items: list[str]
) -> None:
    assume(loadout_problems(profile, items) == [])
    for index in range(len(items)):
        assert loadout_problems(profile, items[:index] + items[index + 1 :]) == []


@given(
    st.sampled_from(["king_arthur", "sir_gawain", "sir_kai"]),
    st.lists(st.sampled_from(BUYABLE), max_size=4),
    st.sampled_from(BUYABLE),
)
def test_a_purchase_allowed_keeps_the_loadout_legal(
    profile: str, owned: list[str], new: str
) -> None:
    assume(loadout_problems(profile, owned) == [])
    spent = sum(GAME.items[key].cost for key in owned)
    left = GAME.profiles[profile].gold - spent
    allowed = purchase_problems(GAME, profile, owned, new, left) == []
    assert allowed == (loadout_problems(profile, [*owned, new]) == [])


@pytest.mark.parametrize(
    ("profile", "owned", "new", "gold", "problems"),
    [
        ("sir_kai", ["mail_suit"], "longsword", 6, []),
        (
            "sir_kai",
            ["mail_suit", "longsword"],
            "longsword",
            1,
            ["Longsword costs 2 gp; Sir Kai has 1 gp left (C9)."],
        ),
        (
            "sir_kai",
            ["mail_suit"],
            "full_plate",
            9,
            ["Sir Kai can wear only one armour, not a Mail Suit and Full Plate (C7)."],
        ),
        ("sir_kai", ["cloth_tunic"], "full_plate", 9, []),
        ("sir_kai", ["helmet"], "helmet", 9, ["Sir Kai can carry only one helmet, not 2 (C7)."]),
        (
            "sir_kai",
            ["shield", "spear"],
            "shield",
            9,
            ["Sir Kai can carry only one shield, not 2 (C7)."],
        ),
        (
            "sir_kai",
            ["war_axe"],
            "shield",
            9,
            ["Sir Kai cannot carry a Shield beside a War Axe (C7)."],
        ),
        (
            "sir_kai",
            ["spear", "shield", "mace"],
            "longsword",
            9,
            ["Sir Kai cannot carry a Longsword beside a Spear, a Shield and a Mace (C7)."],
        ),
        (
            "sir_kai",
            [],
            "excalibur",
            10,
            ["Sir Kai cannot carry Excalibur: only King Arthur Pendragon may (C10)."],
        ),
        ("king_arthur", [], "excalibur", 15, []),
        (
            "king_arthur",
            ["excalibur"],
            "excalibur",
            7,
            [
                "King Arthur Pendragon carries Excalibur twice: there is only one (C10).",
                "Excalibur costs 8 gp; King Arthur Pendragon has 7 gp left (C9).",
            ],
        ),
        ("green_knight", [], "helmet", 5, ["The Green Knight buys nothing (C10)."]),
        (
            "sir_kai",
            [],
            "dagger",
            5,
            ["Every warrior already carries a Dagger; it is not sold (C7)."],
        ),
        ("sir_kai", [], "pike", 5, ["Caliburn's Wrath has no item 'pike'."]),
        ("mordred", [], "mace", 5, ["Caliburn's Wrath has no profile 'mordred'."]),
    ],
)
def test_purchase_problems(
    profile: str, owned: list[str], new: str, gold: int, problems: list[str]
) -> None:
    assert purchase_problems(GAME, profile, owned, new, gold) == problems


@pytest.mark.parametrize(
    ("profile", "owned", "new", "problems"),
    [
        # Gold does not count (C9): it was paid for; Sir Kai has no gold in this test.
        (
            "sir_kai",
            ["spear"],
            "excalibur",
            ["Sir Kai cannot carry Excalibur: only King Arthur Pendragon may (C10)."],
        ),
        ("sir_kai", [], "partial_plate", []),
        (
            "sir_kai",
            ["mail_suit"],
            "partial_plate",
            ["Sir Kai can wear only one armour, not a Mail Suit and Partial Plate (C7)."],
        ),
        (
            "sir_kai",
            ["war_axe", "hand_axe"],
            "shield",
            ["Sir Kai cannot carry a Shield beside a War Axe and a Hand Axe (C7)."],
        ),
        (
            "green_knight",
            [],
            "helmet",
            ["The Green Knight takes nothing: he carries only his own arms (C10)."],
        ),
        ("sir_kai", [], "pike", ["Caliburn's Wrath has no item 'pike'."]),
    ],
)
def test_take_problems_are_the_purchase_rules_without_gold(
    profile: str, owned: list[str], new: str, problems: list[str]
) -> None:
    assert take_problems(GAME, profile, owned, new) == problems


def test_purchase_reasons_name_the_warrior() -> None:
    assert purchase_problems(GAME, "sir_kai", [], "mace", 0, name="Lucan") == [
        "Mace costs 1 gp; Lucan has 0 gp left (C9)."
    ]
    assert purchase_problems(GAME, "king_arthur", ["helmet"], "helmet", 5, name="Arthur") == [
        "Arthur can carry only one helmet, not 2 (C7)."
    ]
    assert purchase_problems(GAME, "green_knight", [], "helmet", 5, name="Bertilak") == [
        "Bertilak buys nothing (C10)."
    ]
    assert purchase_problems(GAME, "sir_kai", ["mail_suit"], "full_plate", 9, name="Kai") == [
        "Kai can wear only one armour, not a Mail Suit and Full Plate (C7)."
    ]
    assert purchase_problems(GAME, "sir_kai", ["war_axe"], "shield", 9, name="Kai") == [
        "Kai cannot carry a Shield beside a War Axe (C7)."
    ]


def test_warrior_stats_of_a_plain_warrior() -> None:
    stats = warrior_stats(GAME, "sir_kai", [], {})
    assert (stats.points, stats.combat_dice, stats.combat_modifier) == (10, 4, 0)
    assert (stats.protection, stats.move, stats.damage_bonus) == (0, 6, "none")
    assert (stats.armour, stats.weapon, stats.helmet, stats.shield) == (
        "cloth_tunic",
        "dagger",
        False,
        False,
    )
    assert stats.specials == ()


def test_warrior_stats_with_kit_and_wounds() -> None:
    stats = warrior_stats(
        GAME,
        "king_arthur",
        ["excalibur", "shield", "partial_plate", "helmet"],
        {"leg": 1, "arm_wound": 1, "neck": 1, "attack": 3},
    )
    assert stats.protection == 2 + 3  # plate and the Scabbard
    assert stats.move == 6 - 1 - 2  # C12
    assert stats.run == 2 * 6 - 1 - 2  # running or charging doubles the base move only (C12)
    assert stats.combat_modifier == -1 - 2  # C1
    assert stats.damage_bonus == "+2"
    assert (stats.weapon, stats.helmet, stats.shield) == ("excalibur", True, True)
    assert stats.specials == (
        "Scabbard of Excalibur: 3 off every damage roll against him",
        "Excalibur: +2 damage; never breaks",
        "Shield: Shield save before each damage roll: 1 breaks it, 2-3 saves",
        "Helmet: A damage total of exactly 10 counts as 9",
    )


def test_run_in_full_plate_with_a_leg_wound() -> None:
    """C12: Full Plate and a leg wound walk 2" and run (or charge) 8": 12 less 2 less 2."""
    stats = warrior_stats(GAME, "sir_kai", ["full_plate", "spear"], {"leg": 1})
    assert (stats.move, stats.run) == (2, 8)


def test_damage_bonus_texts() -> None:
    def bonus(items: list[str]) -> str:
        return warrior_stats(GAME, "sir_kai", items, {}).damage_bonus

    assert bonus(["morning_star"]) == "+1 when charging"
    assert bonus(["flail", "longsword"]) == "+2 when charging (Flail)"
    assert bonus(["war_axe", "morning_star"]) == "+1 (War Axe), +1 when charging (Morning Star)"
    assert bonus(["longsword", "mace"]) == "none"
    assert bonus(["longsword", "longsword", "shield"]) == "none"


def test_move_never_below_zero_and_own_move() -> None:
    slow = effective_game(
        CALIBURN,
        {
            "base_move": 3,
            "profiles": [
                {
                    "id": "scout",
                    "name": "Scout",
                    "points": 2,
                    "combat_dice": 1,
                    "gold": 0,
                    "move": 8,
                }
            ],
        },
    )
    assert warrior_stats(slow, "sir_kai", ["full_plate"], {"leg": 1}).move == 0
    assert warrior_stats(slow, "scout", [], {}).move == 8
    with pytest.raises(ValueError, match="cannot be negative"):
        warrior_stats(GAME, "sir_kai", [], {"leg": -1})
    with pytest.raises(ValueError, match="no profile 'merlin'"):
        warrior_stats(GAME, "merlin", [], {})


@pytest.mark.parametrize(
    ("items", "injuries", "kwargs", "move"),
    [
        ([], {}, {}, 6),
        ([], {}, {"running": True}, 12),
        (["full_plate"], {}, {"running": True}, 10),  # 6 doubled, then plate's -2 once
        (["full_plate"], {"leg": 1}, {"running": True}, 8),  # 12 - 2 - 2, not (6 - 2 - 2) x 2
        (["full_plate"], {"leg": 1}, {"charging": True}, 8),
        (["full_plate"], {}, {"running": True, "terrain": ["river"]}, 8),  # -2 not doubled
        ([], {}, {"terrain": ["road"]}, 7),
        ([], {}, {"terrain": ["downhill"]}, 6),  # only when running
        ([], {}, {"running": True, "terrain": ["downhill", "road"]}, 14),
        ([], {}, {"charging": True, "terrain": ["downhill"]}, 12),  # not when charging
        ([], {}, {"charging": True, "terrain": ["road"]}, 13),
        ([], {"leg": 2}, {"terrain": ["cliff"]}, 0),
        (["partial_plate"], {"leg": 1}, {"terrain": ["marsh", "forest"]}, 0),
    ],
)
def test_move_allowance(items: list[str], injuries: dict, kwargs: dict, move: int) -> None:
    assert move_allowance(GAME, "sir_gawain", items, injuries, **kwargs) == move


def test_move_allowance_refuses_unknown_terrain() -> None:
    with pytest.raises(ValueError, match="no terrain 'lava'"):
        move_allowance(GAME, "sir_kai", [], terrain=["lava"])


def test_combat_modifiers() -> None:
    assert charge_bonus(GAME, ["longsword", "shield"]) == 2
    assert charge_bonus(GAME, ["spear", "shield"]) == 1
    assert combat_modifier(GAME) == 0
    assert combat_modifier(GAME, {"arm": 1}, charging=True, opponent_items=["spear"]) == 0
    assert combat_modifier(GAME, {"neck": 1, "arm": 2}, charging=True) == -2


def test_the_weapons_at_hand_best_first_and_the_default_excalibur_before_any_other() -> None:
    """C2, C6, C7: his weapons ranked by damage bonus (Excalibur first, then the bonus when
    charging, then two-handed, hand weapon, spear), the dagger last; the player's choice
    while he has it, else the first."""
    arthur = ["bastard_sword", "excalibur", "mail_suit"]
    assert weapons_at_hand(GAME, "king_arthur", arthur) == ("excalibur", "bastard_sword", "dagger")
    assert fighting_weapon(GAME, "king_arthur", arthur) == "excalibur"
    assert fighting_weapon(GAME, "king_arthur", arthur, chosen="bastard_sword") == "bastard_sword"
    assert fighting_weapon(GAME, "king_arthur", arthur, chosen="dagger") == "dagger"
    assert fighting_weapon(GAME, "king_arthur", arthur, chosen="flail") == "excalibur"
    broken = ["bastard_sword"]
    assert fighting_weapon(GAME, "king_arthur", arthur, broken=broken, chosen="bastard_sword") == (
        "excalibur"
    )
    assert weapons_at_hand(GAME, "sir_kai", ["spear", "mace", "flail", "war_axe", "shield"]) == (
        "war_axe",
        "flail",
        "mace",
        "spear",
        "dagger",
    )
    # Equals keep the order they are listed in; two of one weapon are one choice.
    assert weapons_at_hand(GAME, "sir_kai", ["war_axe", "bastard_sword", "mace", "mace"]) == (
        "war_axe",
        "bastard_sword",
        "mace",
        "dagger",
    )
    assert weapons_at_hand(GAME, "green_knight", []) == ("war_axe", "dagger")
    assert weapons_at_hand(GAME, "green_knight", [], broken=["war_axe"]) == ("dagger",)


def test_fighting_weapon() -> None:
    assert fighting_weapon(GAME, "sir_kai", ["shield", "spear", "mace"]) == "mace"
    assert fighting_weapon(GAME, "sir_kai", ["spear", "shield"]) == "spear"
    assert fighting_weapon(GAME, "sir_kai", ["hand_axe", "bastard_sword"]) == "bastard_sword"
    assert fighting_weapon(GAME, "king_arthur", ["longsword", "excalibur"]) == "excalibur"
    assert fighting_weapon(GAME, "sir_kai", ["helmet"]) == "dagger"


def test_what_broke_this_game_is_off_his_kit() -> None:
    # The Green Knight always carries his War Axe (C10), listed or not; once it breaks he
    # fights with his dagger (C6): no +1, nothing against a shield (C5).
    for listed in ([], ["war_axe"]):
        assert fighting_weapon(GAME, "green_knight", listed, broken=["war_axe"]) == "dagger"
        knight = warrior_stats(GAME, "green_knight", listed, {}, broken=["war_axe"])
        assert (knight.weapon, knight.damage_bonus, knight.against_foes) == ("dagger", "none", ())
        assert knight.protection == 2  # his natural armour still counts
    # One copy of each broken item goes; a dagger or an item he does not carry changes nothing.
    kit = ["hand_axe", "hand_axe", "shield"]
    kai = warrior_stats(GAME, "sir_kai", kit, {}, broken=["hand_axe", "shield", "dagger", "mace"])
    assert kai.weapon == "hand_axe" and not kai.shield
    assert kai.against_foes == ("Hand Axe: a damage total of 4 or 5 breaks his foe's shield",)
    _, bought = carried(GAME, GAME.profiles["sir_kai"], kit, broken=["hand_axe"])
    assert [item.id for item in bought] == ["hand_axe", "shield"]


def test_points_checks_are_part_of_the_caliburn_api() -> None:
    from rules import caliburn, scenarios

    assert caliburn.points_check is scenarios.points_check
    assert caliburn.SideSpec is scenarios.SideSpec
    assert caliburn.PointsCheck is scenarios.PointsCheck


def test_what_his_weapons_do_to_his_foe_is_not_among_his_own_effects() -> None:
    stats = warrior_stats(GAME, "sir_kai", ["mace", "hand_axe", "shield", "helmet"], {})
    assert not any(s.startswith(("Mace", "Hand Axe")) for s in stats.specials)
    assert "Shield: Shield save before each damage roll: 1 breaks it, 2-3 saves" in stats.specials
    assert stats.against_foes == (
        "Mace: his foe's Mail Suit gives no protection",
        "Hand Axe: a damage total of 4 or 5 breaks his foe's shield",
    )
    knight = warrior_stats(GAME, "green_knight", [], {})
    assert knight.against_foes == ("War Axe: a damage total of 4 or 5 breaks his foe's shield",)
    assert warrior_stats(GAME, "sir_kai", ["morning_star"], {}).against_foes == ()
    # A kit list says beside each item what it does: to the foe, when it acts on him.
    assert item_rule(GAME, GAME.items["mace"]) == "his foe's Mail Suit gives no protection"
    assert item_rule(GAME, GAME.items["morning_star"]).startswith("+1 damage when charging")
    assert item_rule(GAME, GAME.items["longsword"]).startswith("Sword: on double ones")


def test_lasting_wounds_count_only_while_the_campaign_keeps_them() -> None:
    """K4: his stored wounds while lasting injuries are on, none once they are off."""
    injuries = {"leg": 1, "arm": 0, "neck": 2}
    kept = effective_game(CALIBURN, {"lasting_injuries": True})
    assert lasting_wounds(kept, injuries) == {"leg": 1, "neck": 2}
    assert lasting_wounds(GAME, injuries) == {}
    assert lasting_wounds(kept, None) == {}


def test_warrior_stats_count_his_extra_combat_dice() -> None:
    """K6: each extra combat die he bought is rolled with his own."""
    stats = warrior_stats(GAME, "sir_kai", [], {}, upgrades=[{"kind": "combat"}])
    assert stats.combat_dice == 4 + 1
    assert warrior_stats(GAME, "sir_kai", [], {}, upgrades=[{"kind": "attack"}]).combat_dice == 4
    # what a damaged row holds is no die
    assert warrior_stats(GAME, "sir_kai", [], {}, upgrades=["combat"]).combat_dice == 4  # type: ignore[list-item]


def test_advances_never_take_him_above_five_dice() -> None:
    """K6: never above 5d6, however many extra dice his upgrades or a tracker's seat say."""
    two = [{"kind": "combat"}, {"kind": "combat"}]
    assert warrior_stats(GAME, "sir_kai", [], {}, upgrades=two).combat_dice == 5
    assert warrior_stats(GAME, "sir_kai", [], {}, extra_dice=1).combat_dice == 5
    assert warrior_stats(GAME, "sir_gawain", [], {}, extra_dice=1).combat_dice == 4
    assert warrior_stats(GAME, "green_knight", [], {}, extra_dice=3).combat_dice == 5
    assert warrior_stats(GAME, "sir_gawain", [], {}, extra_dice=-2).combat_dice == 3
