"""The roll-off for who went first in a recorded game (``details.initiative``), as a campaign
file and the database both keep it: read by the import and by the database check."""

from __future__ import annotations

from typing import Any

from i18n import translate
from models.records.document import INITIATIVE_FIELDS, INITIATIVE_OPTIONAL
from models.records.fields import MAX_ROLLS, array, at, fail, item, name, obj, whole
from rules.beastrider_odds import FACES


def read_initiative(value: object, path: str) -> dict[str, Any]:
    """The roll-off for who goes first (B9; Caliburn's Wrath's ruling): the die, which
    side rolled what, and who won. Version 1 files have the rolls of a d20, the winner
    and perhaps his name."""
    data = obj(value, path, INITIATIVE_FIELDS, optional=INITIATIVE_OPTIONAL)
    result: dict[str, Any] = {}
    die = FACES
    if "die" in data:
        die = whole(data["die"], at(path, "die"), minimum=2, maximum=FACES)
        result["die"] = die
    players = 2
    if "sides" in data:
        sides = array(data["sides"], at(path, "sides"))
        if len(sides) < 2:
            fail(
                at(path, "sides"),
                translate("CampaignFile", "must name the two sides (or more) who rolled"),
            )
        result["sides"] = [name(s, item(at(path, "sides"), i)) for i, s in enumerate(sides)]
        players = len(sides)
    rolls = array(data["rolls"], at(path, "rolls"))
    if not 1 <= len(rolls) <= MAX_ROLLS:
        fail(
            at(path, "rolls"),
            translate("CampaignFile", "must hold 1 to {most} rolls").format(most=MAX_ROLLS),
        )
    checked = []
    for i, faces in enumerate(rolls):
        where = item(at(path, "rolls"), i)
        faces = array(faces, where)
        if len(faces) != players:
            fail(
                where,
                translate(
                    "CampaignFile",
                    "must be one roll for each of the {count} sides, such as [12, 7]",
                ).format(count=players),
            )
        checked.append(
            [whole(d, item(where, j), minimum=1, maximum=die) for j, d in enumerate(faces)]
        )
    result["rolls"] = checked
    result["winner"] = whole(data["winner"], at(path, "winner"), maximum=players - 1)
    if "winner_name" in data:
        result["winner_name"] = name(data["winner_name"], at(path, "winner_name"))
    return result
