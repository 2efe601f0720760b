"""Names, notes and histories that look like markup: the demo campaigns with every name a user
types replaced by one that Qt would take for rich text and ReportLab for Paragraph markup.

Each text carries a token of its own ("Zq12q"). Wherever a screen or a printout shows the
token, it must show the whole text, as typed: markup applied would hide the tags around it
(``<h1>``, ``<font>``, ``<para>``), turn ``&amp;`` into ``&``, load an image or eat "[*]".
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from models.store.schema import (
    Campaign,
    Character,
    Game,
    GameCharacter,
    HistoryEntry,
    Warband,
)
from tests.demo_data import demo_campaigns

TOKEN = re.compile(r"Zq\d+q")
RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: notes and histories may hold it, names may not

# Each one a name Muster accepts (models.validation.clean_name): one line, no controls.
NAME_SHAPES = (
    '<h1>{t}</h1> <img src="/tmp/x.png">',
    "<b>{t}</b> &amp; <para>x</para>",
    "<font size=40>{t}</font> &lt; [*]",
    "<i>{t}</i> & &nbsp; <br/>",
)
NOTES_SHAPE = "<para>{t}</para> &amp; <font size=40>x</font>\n<h1>two</h1> " + RLO + "olleh"
HISTORY_SHAPE = "<s>{t}</s> &amp; <img src='/tmp/x.png'> " + RLO + "olleh"


class Hostile:
    """The texts planted, by token."""

    def __init__(self) -> None:
        self.texts: dict[str, str] = {}
        self._numbers = itertools.count(1)

    def make(self, shape: str) -> str:
        token = f"Zq{next(self._numbers)}q"
        text = shape.format(t=token)
        self.texts[token] = text
        return text

    def name(self) -> str:
        return self.make(NAME_SHAPES[len(self.texts) % len(NAME_SHAPES)])

    def misread(self, shown: Iterable[tuple[str, str]]) -> list[str]:
        """Where a token is shown without the whole of its text: markup was applied."""
        found = []
        for where, text in shown:
            for token in set(TOKEN.findall(text)):
                if token in self.texts and self.texts[token] not in text:
                    found.append(f"{where}: {text!r} does not show {self.texts[token]!r}")
        return found

    def seen(self, shown: Iterable[tuple[str, str]]) -> set[str]:
        """The tokens shown."""
        return {token for _where, text in shown for token in TOKEN.findall(text)}


def plant_hostile_demo() -> Hostile:
    """The demo campaigns, every campaign, warband, player, warrior (as he is, as he took the
    field, as he is named in a recorded game), note and history text made hostile."""
    hostile = Hostile()
    demo_campaigns()
    for campaign in Campaign.select().order_by(Campaign.id):
        # The campaign's own profiles (house rules) are named by its players too.
        rules = dict(campaign.house_rules or {})
        rules["profiles"] = [
            {**profile, "name": hostile.name()} for profile in rules.get("profiles", [])
        ]
        Campaign.update(name=hostile.name(), house_rules=rules).where(
            Campaign.id == campaign.id
        ).execute()
    for warband in Warband.select().order_by(Warband.id):
        Warband.update(
            name=hostile.name(), player=hostile.name(), notes=hostile.make(NOTES_SHAPE)
        ).where(Warband.id == warband.id).execute()
    names: dict[int, str] = {}
    for character in Character.select().order_by(Character.id):
        names[character.id] = hostile.name()
        Character.update(name=names[character.id], notes=hostile.make(NOTES_SHAPE)).where(
            Character.id == character.id
        ).execute()
    fielded: dict[int, str] = {}
    for row in GameCharacter.select().order_by(GameCharacter.id):
        known = names.get(row.character_id) if row.character_id is not None else None
        fielded[row.id] = known or hostile.name()
        GameCharacter.update(name=fielded[row.id]).where(GameCharacter.id == row.id).execute()
    for game in Game.select().order_by(Game.id):
        details = dict(game.details or {})
        as_fielded = details.get("fielded")
        if isinstance(as_fielded, dict):
            for key, warrior in as_fielded.items():
                if int(key) in fielded:
                    warrior["name"] = fielded[int(key)]
        Game.update(details=details, notes=hostile.make(NOTES_SHAPE)).where(
            Game.id == game.id
        ).execute()
    for entry in HistoryEntry.select().order_by(HistoryEntry.id):
        HistoryEntry.update(text=hostile.make(HISTORY_SHAPE)).where(
            HistoryEntry.id == entry.id
        ).execute()
    return hostile
