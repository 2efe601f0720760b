"""Checking game data files: every error names the file, the entry and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.games import BEASTRIDER, CALIBURN, DATA_DIR, RulesDataError
from rules.loader import read_game


def _load_changed(tmp_path: Path, game_id: str, old: str, new: str) -> None:
    """Load a copy of the game's file with one piece of text replaced."""
    text = (DATA_DIR / f"{game_id}.toml").read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / f"{game_id}.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    read_game(path, game_id)


def _expect(tmp_path: Path, game_id: str, old: str, new: str, message: str) -> None:
    with pytest.raises(RulesDataError) as caught:
        _load_changed(tmp_path, game_id, old, new)
    assert str(caught.value) == message


CALIBURN_CASES = [
    (
        'cost = 2\nbreakage = "sword"',
        'cost = -2\nbreakage = "sword"',
        "caliburns_wrath.toml: items[6] (longsword), field 'cost': "
        "must be a whole number of 0 or more",
    ),
    (
        "points = 10\ncombat_dice = 3\n",
        "points = 10\n",
        "caliburns_wrath.toml: profiles[1] (sir_gawain), field 'combat_dice': missing",
    ),
    (
        'fixed_items = ["war_axe"]',
        'fixed_items = ["war_hammer"]',
        "caliburns_wrath.toml: profiles (green_knight), field 'fixed_items': "
        "unknown id 'war_hammer'",
    ),
    (
        'hero_only = "king_arthur"',
        'hero_only = "merlin"',
        "caliburns_wrath.toml: items (excalibur), field 'hero_only': unknown id 'merlin'",
    ),
    (
        'ignores_armour = ["mail_suit"]',
        'ignores_armour = ["helmet"]',
        "caliburns_wrath.toml: items (mace), field 'ignores_armour': unknown id 'helmet'",
    ),
    (
        'category = "two_handed"\ncost = 3\ndamage_bonus = 1\nbreaks',
        'category = "polearm"\ncost = 3\ndamage_bonus = 1\nbreaks',
        "caliburns_wrath.toml: items[12] (war_axe), field 'category': must be one of "
        "armour, helmet, shield, one_handed, two_handed, dagger",
    ),
    (
        'id = "mace"',
        'id = "longsword"',
        "caliburns_wrath.toml: items[7] (longsword), field 'id': "
        "'longsword' is used by another entry",
    ),
    (
        'id = "sir_kai"',
        'id = "Sir Kai"',
        "caliburns_wrath.toml: profiles[3] (Sir Kai), field 'id': "
        "must be a snake_case id (lower-case letters, digits and _)",
    ),
    (
        "hero = true\npoints = 10\ncombat_dice = 4",
        'hero = "yes"\npoints = 10\ncombat_dice = 4',
        "caliburns_wrath.toml: profiles[3] (sir_kai), field 'hero': must be true or false",
    ),
    (
        'slots = ["spear", "shield"]',
        'slots = ["spear", "bow"]',
        "caliburns_wrath.toml: weapon_combinations[3] (spear_shield), field 'slots': "
        "unknown place 'bow'; use spear, hand, two_handed, shield",
    ),
    (
        "at_least = 9",
        "at_least = 7",
        "caliburns_wrath.toml: damage_chart[3], field 'at_least': "
        "rows must go up: each starts above the one before",
    ),
    (
        'result = "neck_wound"',
        'result = "bruise"',
        "caliburns_wrath.toml: damage_chart[3], field 'result': must be one of none, saved, "
        "shield_broken, leg_wound, arm_wound, neck_wound, slain, decapitated",
    ),
    (
        "rolls = [2, 3]",
        "rolls = [2]",
        "caliburns_wrath.toml: shield_save, field 'rolls': the rows must cover the faces 1 to 6",
    ),
    (
        "rolls = [2, 3]",
        "rolls = [2, 7]",
        "caliburns_wrath.toml: shield_save[1], field 'rolls': "
        "7 is not a die face, or is listed twice",
    ),
    (
        "ratio_percent = 75",
        "",
        "caliburns_wrath.toml: scenarios[0] (last_stand), field 'ratio_percent': "
        'missing (needed by points_rule = "ratio")',
    ),
    (
        'roles = ["attacker", "defender"]',
        'roles = ["attacker"]',
        "caliburns_wrath.toml: scenarios[0] (last_stand), field 'roles': "
        "a ratio scenario needs two roles: the larger side first",
    ),
    (
        "charge_bonus = 2 ",
        "charge_bonus = -2 ",
        "caliburns_wrath.toml: combat, field 'charge_bonus': must be a whole number of 0 or more",
    ),
    (
        'id = "caliburns_wrath"',
        'id = "beastrider_wars"',
        "caliburns_wrath.toml: the top of the file, field 'id': "
        "is 'beastrider_wars', expected 'caliburns_wrath'",
    ),
    (
        'id = "dagger"\nname = "Dagger"\ncategory = "dagger"',
        'id = "dirk"\nname = "Dirk"\ncategory = "dagger"',
        "caliburns_wrath.toml: items (dagger), field 'category': the rules need a dagger 'dagger'",
    ),
    (
        'name = "Sir Gawain"',
        'name = "  "',
        "caliburns_wrath.toml: profiles[1] (sir_gawain), field 'name': must not be empty",
    ),
    (
        "notes = [\n",
        "notes = [\n    3,\n",
        "caliburns_wrath.toml: profiles[2] (green_knight), field 'notes': must be a list of text",
    ),
    (
        'name = "River"\nmodifier = -2',
        'name = "River"\nmodifier = "-2"',
        "caliburns_wrath.toml: terrain[3] (river), field 'modifier': must be a whole number",
    ),
    (
        'name = "Shield"\ncategory = "shield"',
        'name = "Shield"\nspear = true\ncategory = "shield"',
        "caliburns_wrath.toml: items[5] (shield), field 'spear': "
        "only a one-handed weapon can be a spear",
    ),
    (
        "sword_shatters = [1, 2, 3]",
        "sword_shatters = [1, 2, 3.5]",
        "caliburns_wrath.toml: combat, field 'sword_shatters': must be a list of whole numbers",
    ),
]


@pytest.mark.parametrize(("old", "new", "message"), CALIBURN_CASES)
def test_broken_caliburn_file(tmp_path: Path, old: str, new: str, message: str) -> None:
    _expect(tmp_path, CALIBURN, old, new, message)


BEASTRIDER_CASES = [
    (
        "toughness = 13\n",
        "",
        "beastrider_wars.toml: profiles[0] (stagrider), field 'toughness': missing",
    ),
    (
        'specials = ["berzerk"]',
        'specials = ["berserk"]',
        "beastrider_wars.toml: profiles (bear_rider), field 'specials': unknown id 'berserk'",
    ),
    (
        'profiles = ["bear_rider"]',
        'profiles = ["bear"]',
        "beastrider_wars.toml: options (shield), field 'profiles': unknown id 'bear'",
    ),
    (
        'profiles = ["bear_rider"]',
        'profiles = "bear_rider"',
        "beastrider_wars.toml: options[0] (shield), field 'profiles': must be a list of ids",
    ),
    (
        'profiles = ["bear_rider"]',
        'profiles = ["Bear"]',
        "beastrider_wars.toml: options[0] (shield), field 'profiles': 'Bear' is not a "
        "snake_case id",
    ),
    (
        "attack = 1\n",
        "attack = 0\n",
        "beastrider_wars.toml: profiles[4] (infantry), field 'attack': "
        "must be a whole number of 1 or more",
    ),
    (
        "[[scenarios]]",
        "[[scenario]]",
        "beastrider_wars.toml: scenarios: must be a non-empty list of tables ([[scenarios]])",
    ),
    (
        'id = "beastrider_wars"',
        'id = "chess"',
        "beastrider_wars.toml: the top of the file, field 'id': "
        "must be one of beastrider_wars, caliburns_wrath",
    ),
    (
        "[settings]",
        "settings = 3\n[other]",
        "beastrider_wars.toml: settings: must be a table of settings",
    ),
    (
        "die = 20",
        "die = 1",
        "beastrider_wars.toml: initiative, field 'die': must be a whole number from 2 to 100",
    ),
    (
        'later_turns = "wounds"',
        'later_turns = "never"',
        "beastrider_wars.toml: initiative, field 'later_turns': must be one of wounds, kept",
    ),
]


@pytest.mark.parametrize(("old", "new", "message"), BEASTRIDER_CASES)
def test_broken_beastrider_file(tmp_path: Path, old: str, new: str, message: str) -> None:
    _expect(tmp_path, BEASTRIDER, old, new, message)


def test_invalid_toml_is_named(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError, match=r"^caliburns_wrath\.toml: not valid TOML \("):
        _load_changed(tmp_path, CALIBURN, "spear = true", "spear = true\ncategory = 'shield'")


def test_missing_caliburn_section_is_named(tmp_path: Path) -> None:
    text = (DATA_DIR / "caliburns_wrath.toml").read_text(encoding="utf-8")
    path = tmp_path / "caliburns_wrath.toml"
    path.write_text(text.split("# C4: one d6")[0] + "[[terrain]]" + text.split("[[terrain]]", 1)[1])
    with pytest.raises(RulesDataError) as caught:
        read_game(path, CALIBURN)
    assert str(caught.value) == (
        "caliburns_wrath.toml: shield_save: missing: Caliburn's Wrath needs this section"
    )


def test_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(RulesDataError, match=r"^nowhere\.toml: cannot be read"):
        read_game(tmp_path / "nowhere.toml")


def test_a_minimal_file_loads_with_defaults(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        'id = "beastrider_wars"\nname = "Mine"\n'
        '[[profiles]]\nid = "orc"\nname = "Orc"\nmovement = 5\ntoughness = 9\n'
        "attack = 2\ndefend = 0\n"
        '[[scenarios]]\nid = "brawl"\nname = "Brawl"\ntext = "Fight."\n',
        encoding="utf-8",
    )
    game = read_game(path)
    assert game.profiles["orc"].options == ()
    assert game.scenarios["brawl"].points_rule == "none"
    assert game.shield_save == {} and game.damage_chart == ()
    assert game.combat.charge_bonus == 2
    assert game.initiative.die == 20
