"""The game data's names and texts, for the translation catalogue (resources/i18n/gamedata).

Every text of ``resources/games/*.toml`` a user reads has a *context*, the kind of thing it
names (below), the same in both games: identical English in one context is one entry of the
catalogue and has one translation. :mod:`rules.loader` translates each text as it builds the
game's data (:func:`game_text`), with the same contexts, so every screen and printout shows the
names in the language Muster speaks; each named thing keeps its English (``english_name``) for
what is written in English (a history entry's stored text). Ids are never translated, nor are
the names a campaign gives its own profiles, specials and scenarios.

:func:`catalogue_source` writes the texts as ``QT_TRANSLATE_NOOP`` calls, one a line, for
``pyside6-lupdate`` to read (``tools/catalogues.py update --area gamedata``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from i18n import translate

# The contexts of the game data's texts: what kind of thing each one names or tells.
GAME = "Game"  # a game's own name: "Caliburn's Wrath"
PROFILE = "Profile"  # a profile's name: "Sir Gawain"
PROTECTION = "Protection"  # what gives a profile its natural protection: "Scabbard"
NOTE = "GameNote"  # a profile's readable traits: "Decapitation does him no harm"
ITEM = "Item"  # an item's name and effect: "War Axe", "+1 damage; ..."
COMBINATION = "WeaponCombination"  # an allowed set of weapons: "spear and shield"
SPECIAL = "Special"  # a special's name and text: "Stag Charge", "With an enemy ..."
OPTION = "Option"  # an option's name and text: "Crossbow", "Attacks up to 10\" away ..."
SCENARIO = "Scenario"  # a scenario's name and text: "Last Stand", "Defender has ..."
ROLE = "Role"  # a side's role in a scenario (an id, shown as a word): "attacker"
TERRAIN = "Terrain"  # a kind of terrain: "Muddy Ground"
INITIATIVE = "Initiative"  # what the winner of the roll-off chooses: "who acts first"

# What a profile's natural protection is called unless its entry says (rules.data.Profile).
NATURAL_ARMOUR = "Natural armour"
# The start of what the winner of a roll-off chooses, left out where the choice is said of the
# side chosen: "who acts first" -> "Kent acts first" (rules.data.InitiativeRules.chosen).
WHO = "who "

# The texts a user reads, by section of the file (None: the top of the file) and field; a
# field whose value is a list is read item by item. Tables keep the file's order.
FIELDS: tuple[tuple[str | None, str, str], ...] = (
    (None, "name", GAME),
    ("profiles", "name", PROFILE),
    ("profiles", "protection_name", PROTECTION),
    ("profiles", "notes", NOTE),
    ("items", "name", ITEM),
    ("items", "effect", ITEM),
    ("weapon_combinations", "name", COMBINATION),
    ("specials", "name", SPECIAL),
    ("specials", "text", SPECIAL),
    ("options", "name", OPTION),
    ("options", "text", OPTION),
    ("scenarios", "name", SCENARIO),
    ("scenarios", "text", SCENARIO),
    ("scenarios", "roles", ROLE),
    ("terrain", "name", TERRAIN),
)

DATA_DIR = Path(__file__).resolve().parent.parent / "resources" / "games"


def game_text(context: str, text: str) -> str:
    """A text of the game data in the language Muster speaks (``context``: see above)."""
    return translate(context, text) if text else text


def chosen(chooses: str) -> str:
    """What the winner of a roll-off chooses, said of the side chosen: "who is player 1" ->
    "is player 1" (in English: the catalogue has both)."""
    return chooses.removeprefix(WHO)


def _values(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value.strip()
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, str):
                yield item.strip()


def texts(root: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """(context, English text) of every text a user reads in one game's file, in the file's
    order; repeats and empty texts are left in."""
    for section, field, context in FIELDS:
        if section is None:
            yield from ((context, text) for text in _values(root.get(field)))
            continue
        tables = root.get(section)
        for table in tables if isinstance(tables, list) else ():
            if isinstance(table, Mapping):
                yield from ((context, text) for text in _values(table.get(field)))
        if section == "profiles" and field == "protection_name":
            yield PROTECTION, NATURAL_ARMOUR  # every profile without a protection_name
    initiative = root.get("initiative")
    if isinstance(initiative, Mapping):
        for text in _values(initiative.get("chooses")):
            yield INITIATIVE, text
            yield INITIATIVE, chosen(text)


def _literal(text: str) -> str:
    """``text`` as a Python string literal in double quotes (its letters as they are)."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    escaped = escaped.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    return f'"{escaped}"'


# Names the game data once had, which older histories keep (a history entry names the game
# data by its English, models.history_text): they keep their translation.
FORMER_NAMES = ((PROFILE, "Stag rider"),)  # "Stag Rider" since 2026-12, as "Bear Rider" is


def catalogue_source(folder: Path = DATA_DIR) -> str:
    """A Python file of ``QT_TRANSLATE_NOOP`` calls, one per text of the game data, for
    ``pyside6-lupdate`` to read: every game file of ``folder`` in the order of its name, each
    (context, text) once, in the order it first appears."""
    seen: dict[tuple[str, str], None] = {}
    for path in sorted(folder.glob("*.toml")):
        with path.open("rb") as handle:
            root = tomllib.load(handle)
        for context, text in texts(root):
            if text:
                seen.setdefault((context, text), None)
    for former in FORMER_NAMES:
        seen.setdefault(former, None)
    lines = [
        '"""The game data\'s texts for the translation catalogue, written by',
        'rules.game_strings.catalogue_source from resources/games/*.toml: do not edit."""',
        "",
        "from i18n import QT_TRANSLATE_NOOP",
        "",
    ]
    lines += [f"QT_TRANSLATE_NOOP({_literal(c)}, {_literal(t)})" for c, t in seen]
    return "\n".join(lines) + "\n"
