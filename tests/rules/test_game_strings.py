"""The game data's names and texts in the reader's language: the catalogue lists every text a
user reads (rules.game_strings), and the loader translates each one as it builds the game,
keeping the English beside it; ids, and the names a campaign gives its own things, stay."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import i18n
from rules.data import GameData, Profile, named
from rules.game_strings import (
    DATA_DIR,
    FORMER_NAMES,
    INITIATIVE,
    NATURAL_ARMOUR,
    PROTECTION,
    ROLE,
    catalogue_source,
    game_text,
    texts,
)
from rules.games import BEASTRIDER, CALIBURN, GAME_IDS, GAME_NAMES
from rules.house_rules import merge, normalise
from rules.loader import read_game

Seen = set[tuple[str, str]]
GAME_CONTEXTS = {
    "Game",
    "Profile",
    "Protection",
    "GameNote",
    "Item",
    "WeaponCombination",
    "Special",
    "Option",
    "Scenario",
    ROLE,
    "Terrain",
    INITIATIVE,
}


def noops(source: str) -> list[tuple[str, str]]:
    """The (context, text) of each ``QT_TRANSLATE_NOOP`` call of a Python source."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
            context, text = (arg.value for arg in node.args)  # type: ignore[attr-defined]
            found.append((context, text))
    return found


def game_root(game_id: str) -> dict[str, Any]:
    with (DATA_DIR / f"{game_id}.toml").open("rb") as handle:
        return tomllib.load(handle)


@pytest.fixture
def lookup() -> Iterator[Seen]:
    """A made-up language, "xx", whose every text is "X" and the English; the texts asked for
    are recorded. The language before is put back afterwards."""
    before = (i18n._lookup, i18n._language, getattr(i18n, "_english", None))
    asked: Seen = set()

    def fake(context: str, text: str, disambiguation: str | None, n: int) -> str:
        asked.add((context, text))
        return "X" + text

    i18n.install(fake, "xx")
    try:
        yield asked
    finally:
        i18n.install(*before)


def fresh(game_id: str) -> GameData:
    """The game read from its file now, in the language installed (not the cached one)."""
    return read_game(DATA_DIR / f"{game_id}.toml", game_id)


# --- the catalogue ----------------------------------------------------------------------------


def test_the_catalogue_lists_every_text_a_user_reads_once() -> None:
    listed = noops(catalogue_source())
    assert len(listed) == len(set(listed))
    for game_id in GAME_IDS:
        root = game_root(game_id)
        assert root["name"] == GAME_NAMES[game_id]
        wanted = {("Game", root["name"])}
        wanted |= {("Profile", p["name"]) for p in root["profiles"]}
        wanted |= {("Item", i["name"]) for i in root.get("items", ())}
        wanted |= {("Item", i["effect"]) for i in root.get("items", ())}
        wanted |= {("Special", s["name"]) for s in root.get("specials", ())}
        wanted |= {("Special", s["text"].strip()) for s in root.get("specials", ())}
        wanted |= {("Option", o["name"]) for o in root.get("options", ())}
        wanted |= {("Option", o["text"]) for o in root.get("options", ())}
        wanted |= {("Scenario", s["name"]) for s in root["scenarios"]}
        wanted |= {("Scenario", s["text"].strip()) for s in root["scenarios"]}
        wanted |= {(ROLE, r) for s in root["scenarios"] for r in s.get("roles", ())}
        wanted |= {("Terrain", t["name"]) for t in root.get("terrain", ())}
        wanted |= {("GameNote", n) for p in root["profiles"] for n in p.get("notes", ())}
        wanted |= {
            (PROTECTION, p["protection_name"]) for p in root["profiles"] if "protection_name" in p
        }
        wanted |= {(INITIATIVE, root["initiative"]["chooses"])}
        assert wanted <= set(listed), wanted - set(listed)
    assert (PROTECTION, NATURAL_ARMOUR) in listed
    assert ("Profile", "King Arthur Pendragon") in listed
    assert ("Special", "Stag Charge") in listed
    assert (INITIATIVE, "acts first") in listed and (INITIATIVE, "is player 1") in listed
    assert ("WeaponCombination", "spear and shield") in listed
    # Names only: ids and figures are never in it.
    assert not any(text in ("king_arthur", "stag_charge", "6") for _, text in listed)


def test_the_catalogue_is_python_that_lupdate_reads(tmp_path: Path) -> None:
    source = catalogue_source()
    compile(source, "game_strings_generated.py", "exec")
    assert ("Item", '2 off damage rolls; -1" move') in noops(source)  # a quote inside
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    path = tmp_path / "game_strings_generated.py"
    path.write_text(source, encoding="utf-8")
    ts = tmp_path / "out.ts"
    subprocess.run(
        [lupdate, "-silent", "-locations", "none", str(path), "-ts", str(ts)], check=True
    )
    extracted = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }
    assert extracted == set(noops(source))


def test_the_catalogue_skips_what_is_not_text(tmp_path: Path) -> None:
    (tmp_path / "odd.toml").write_text(
        'name = "Odd"\nprofiles = "none"\nscenarios = [1, {name = "Brawl", text = ""}]\n'
        '[initiative]\nchooses = ["who rolls", 2]\n',
        encoding="utf-8",
    )
    assert noops(catalogue_source(tmp_path)) == [
        ("Game", "Odd"),
        (PROTECTION, NATURAL_ARMOUR),
        ("Scenario", "Brawl"),
        (INITIATIVE, "who rolls"),
        (INITIATIVE, "rolls"),
        *FORMER_NAMES,  # names older histories keep, whatever the files say now
    ]
    assert list(texts({"initiative": "who"})) == [(PROTECTION, NATURAL_ARMOUR)]


# --- the loader -------------------------------------------------------------------------------


def test_the_loader_translates_every_name_and_keeps_the_english(lookup: Seen) -> None:
    for game_id in GAME_IDS:
        english = game_root(game_id)
        game = fresh(game_id)
        assert (game.name, game.english_name, game.id) == (
            "X" + english["name"],
            english["name"],
            game_id,
        )
        for table in english["profiles"]:
            profile = game.profiles[table["id"]]
            assert (profile.name, profile.english_name) == ("X" + table["name"], table["name"])
            assert profile.notes == tuple("X" + note for note in table.get("notes", ()))
            own = table.get("protection_name", NATURAL_ARMOUR)
            assert profile.protection_name == "X" + own
        for table in english["scenarios"]:
            scenario = game.scenarios[table["id"]]
            assert (scenario.name, scenario.english_name) == ("X" + table["name"], table["name"])
            assert scenario.text == "X" + table["text"].strip()
            assert scenario.roles == tuple(table.get("roles", ()))  # ids, translated where shown
        for table in english.get("terrain", ()):
            ground = game.terrain[table["id"]]
            assert (ground.name, ground.english_name) == ("X" + table["name"], table["name"])
        chooses = english["initiative"]["chooses"]
        assert game.initiative.chooses == "X" + chooses
        assert game.initiative.chosen == "X" + chooses.removeprefix("who ")
        assert game.initiative.english_chooses == chooses
    # Every text of the game data the loader asked for is in the catalogue, in the same
    # context, and every text of the catalogue was asked for (the roles where shown; former
    # names where an older history names them).
    listed = set(noops(catalogue_source())) - set(FORMER_NAMES)
    asked = {(context, text) for context, text in lookup if context in GAME_CONTEXTS}
    assert asked == {entry for entry in listed if entry[0] != ROLE}


def test_items_specials_and_options_are_translated_too(lookup: Seen) -> None:
    knights, beasts = fresh(CALIBURN), fresh(BEASTRIDER)
    axe = knights.items["war_axe"]
    assert (axe.id, axe.name, axe.english_name) == ("war_axe", "XWar Axe", "War Axe")
    assert axe.effect == "X+1 damage; 4 or 5 breaks a shield"
    assert knights.items["cloth_tunic"].effect == "XNo protection"
    combination = knights.weapon_combinations[0]
    assert (combination.name, combination.english_name) == (
        "Xspear, shield and hand weapon",
        "spear, shield and hand weapon",
    )
    charge = beasts.specials["stag_charge"]
    assert (charge.name, charge.english_name) == ("XStag Charge", "Stag Charge")
    assert charge.text.startswith("XWith an enemy in clear sight")
    bow = beasts.options["bow"]
    assert (bow.name, bow.english_name, bow.text) == (
        "XBow",
        "Bow",
        'XAttacks up to 14" away, without base contact.',
    )
    # What refers to them keeps their ids.
    assert beasts.profiles["stagrider"].specials == ("stag_charge",)
    assert knights.profiles["green_knight"].fixed_items == ("war_axe",)


def test_a_campaigns_own_names_are_never_translated(lookup: Seen) -> None:
    beasts = fresh(BEASTRIDER)
    house = normalise(
        beasts,
        {
            "profiles": [
                {
                    "id": "wolf_rider",
                    "name": "Wolf Rider",
                    "movement": 12,
                    "toughness": 12,
                    "attack": 3,
                    "defend": 2,
                    "specials": ["howl"],
                },
            ],
            "specials": [
                {"id": "howl", "name": "Howl", "text": "Foes flee."},
                {"id": "rally", "text": 'Every friend within 6" stops fleeing.'},
            ],
            "scenarios": [{"id": "ambush", "name": "Ambush", "text": "At dusk."}],
        },
    )
    game = merge(beasts, house)
    wolf = game.profiles["wolf_rider"]
    assert (wolf.name, wolf.english_name, wolf.custom) == ("Wolf Rider", "Wolf Rider", True)
    assert wolf.protection_name == "X" + NATURAL_ARMOUR
    howl = game.specials["howl"]
    assert (howl.name, howl.english_name, howl.text) == ("Howl", "Howl", "Foes flee.")
    ambush = game.scenarios["ambush"]
    assert (ambush.name, ambush.english_name) == ("Ambush", "Ambush")
    # The game's own special keeps its translated name; its text is the campaign's.
    rally = game.specials["rally"]
    assert (rally.name, rally.english_name) == ("XRally", "Rally")
    assert rally.text == 'Every friend within 6" stops fleeing.'
    assert ("Profile", "Wolf Rider") not in lookup and ("Special", "Howl") not in lookup


def test_named_things_are_english_where_english_is_written(lookup: Seen) -> None:
    arthur = fresh(CALIBURN).profiles["king_arthur"]
    assert named(arthur) == "XKing Arthur Pendragon"
    with i18n.in_english():
        assert named(arthur) == "King Arthur Pendragon"
    plain = Profile(id="cai", name="Cai ap Rhys")
    assert (plain.english_name, named(plain)) == ("Cai ap Rhys", "Cai ap Rhys")


def test_game_text_leaves_an_empty_text_alone(lookup: Seen) -> None:
    assert game_text("Item", "") == ""
    assert game_text("Item", "Mace") == "XMace"
    assert ("Item", "") not in lookup


def test_no_game_data_is_loaded_when_a_module_is_imported() -> None:
    """The language is chosen before the game data is read: importing rules/, models/ and ui/
    reads no game (rules.games caches what it reads)."""
    code = (
        "import importlib, pkgutil, sys\n"
        "import rules.games as g\n"
        "import rules, models, ui\n"
        "for package in (rules, models, ui):\n"
        "    for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "import main\n"
        "print(g.load_game.cache_info().currsize, g._merged.cache_info().currsize)\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
        env={"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "0"]
