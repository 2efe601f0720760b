"""What a character keeps besides his purchases (options, upgrades, lasting injuries), a
fielded character as he took the field, and his outcome, as a campaign file and the database
both hold them: read with the campaign's rules by the import and
by the database check, so both say the same of the same value.

``rules`` is the campaign's game data, or None where its house rules cannot be read (the check
then asks only what the value is, and reports the house rules on their own).
"""

from __future__ import annotations

from collections.abc import Callable
from sys import intern
from typing import Any

import msgspec

from i18n import translate
from models.records import declarations as declared
from models.records.document import INJURY_KEYS
from models.records.fields import (
    array,
    at,
    choice,
    composed,
    fail,
    flag,
    id_not_text,
    ident,
    item,
    obj,
    shown,
    whole,
)
from models.records.shape import shaped
from models.validation import MAX_NAME_LENGTH, MAX_NOTES_LENGTH
from rules.characters import CALIBURN_UPGRADE_KINDS, UPGRADE_KINDS
from rules.games import BEASTRIDER, GAME_NAMES, GameData
from rules.outcomes import BOOL, CHOICE, FIGHTER, KILLED_BY, WEAPON, is_dead, shape_of


def options(value: object, path: str, rules: GameData | None) -> list[str]:
    """Option ids; whether his profile may take them is a rule of the whole character."""
    result = []
    for i, option in enumerate(array(value, path)):
        if rules is not None:
            result.append(ident(option, item(path, i), rules.options, "option"))
        elif isinstance(option, str):
            result.append(option)
        else:
            fail(item(path, i), id_not_text("option", option))
    return result


def upgrades(
    value: object, path: str, game_id: str | None, rules: GameData | None
) -> list[dict[str, Any]]:
    """A character's upgrades: B8's in The Beastrider Wars, an extra combat die in Caliburn's
    Wrath (K6); ``game_id`` None: a row of no campaign Muster knows."""
    result: list[dict[str, Any]] = []
    kinds = UPGRADE_KINDS if game_id == BEASTRIDER else CALIBURN_UPGRADE_KINDS
    for i, upgrade in enumerate(array(value, path)):
        where = item(path, i)
        if not isinstance(upgrade, declared.Upgrade):
            upgrade = shaped(upgrade, where, declared.Upgrade)
        if game_id is not None and upgrade.kind not in kinds:
            fail(
                where,
                translate("CampaignFile", "{game} has no upgrade “{kind}”").format(
                    game=GAME_NAMES[game_id], kind=upgrade.kind
                ),
            )
        special = upgrade.special
        if upgrade.kind == "special":
            if special is msgspec.UNSET:
                fail(at(where, "special"), translate("CampaignFile", "missing"))
            if rules is not None:
                special = ident(special, at(where, "special"), rules.specials, "special")
            result.append({"kind": upgrade.kind, "special": special})
        elif special is not msgspec.UNSET:
            fail(
                at(where, "special"),
                translate("CampaignFile", "only a special upgrade names a special"),
            )
        else:
            result.append({"kind": upgrade.kind})
    return result


def injuries(value: object, path: str, game_id: str) -> dict[str, int]:
    """Lasting injuries, a count for each of the game's injury keys (K4)."""
    keys = INJURY_KEYS[game_id]
    return {
        intern(key): whole(count, at(path, key))
        for key, count in obj(value, path, keys, optional=keys).items()
    }


def as_fielded(value: object, path: str, game_id: str, rules: GameData | None) -> dict[str, Any]:
    """A fielded character as he took the field, what his roster line printed: a value of a
    recorded game's ``details.fielded`` (version 2)."""
    data = shaped(value, path, declared.AsFielded)
    where = at(path, "items")
    return {
        "name": composed(data.name, path, "name", MAX_NAME_LENGTH),
        "profile": data.profile,
        "items": [
            n if rules is None else ident(n, item(where, i), rules.items, "item")
            for i, n in enumerate(data.items)
        ],
        "options": options(data.options, at(path, "options"), rules),
        "upgrades": upgrades(data.upgrades, at(path, "upgrades"), game_id, rules),
        "injuries": injuries(data.injuries, at(path, "injuries"), game_id),
        "gold": data.gold,
        "notes": composed(data.notes, path, "notes", MAX_NOTES_LENGTH),
    }


def outcome(
    value: object,
    path: str,
    game_id: str,
    rules: GameData | None,
    fighter: Callable[[object, str], object],
) -> dict[str, Any]:
    """One fielded character's outcome, by the fields his game declares
    (:func:`rules.outcomes.shape_of`); ``fighter`` checks a reference to another fielded
    character (``killed_by``), which a file and the database write differently."""
    shape = shape_of(game_id)
    data = obj(value, path, shape.keys, optional=shape.keys)
    for spec in shape.fields:
        if spec.key not in data:
            continue
        where, v = at(path, spec.key), data[spec.key]
        if spec.refers_to == FIGHTER:
            fighter(v, where)
        elif spec.refers_to == WEAPON:
            if v is not None and rules is not None:
                ident(v, where, rules.items, "item")
                if not rules.items[v].is_weapon:
                    fail(
                        where,
                        translate("CampaignFile", "{item} is not a weapon").format(item=shown(v)),
                    )
        elif spec.kind == CHOICE:
            choice(v, where, spec.values, spec.what)
        elif spec.kind == BOOL:
            flag(v, where)
        else:
            whole(v, where, maximum=spec.maximum)
    if data.get(KILLED_BY) is not None and not is_dead(game_id, data):
        fail(
            at(path, KILLED_BY),
            translate("CampaignFile", "only a character who died was killed by someone"),
        )
    return dict(data)
