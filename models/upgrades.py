"""The Beastrider Wars between games: options (shield, bow, crossbow) and upgrades (B4, B7, B8)."""

from __future__ import annotations

from typing import Any

from models import changes, history
from models.campaigns import rules_of
from models.errors import InvalidInput, RuleViolation
from models.store.connection import db
from models.store.schema import ACTIVE, Character
from rules.beastrider import option_problems, upgrade_problems
from rules.characters import UPGRADE_KINDS
from rules.games import BEASTRIDER

__all__ = ["UPGRADE_KINDS", "add_option", "add_upgrade", "remove_option", "remove_upgrade"]


def _beastrider_character(character: Character) -> Character:
    character = Character.get_by_id(character.id)
    if character.warband.campaign.game != BEASTRIDER:
        raise InvalidInput("Options and upgrades belong to The Beastrider Wars.")
    if character.status != ACTIVE:
        raise RuleViolation(f"{character.name} is {character.status} and cannot be changed.")
    return character


def add_option(*, character: Character, option: str) -> None:
    """Give a character an option his profile allows (B4 shield, B7 bow or crossbow)."""
    with db.atomic():
        character = _beastrider_character(character)
        rules = rules_of(character.warband.campaign)
        problems = option_problems(
            rules, character.profile, list(character.options), option, name=character.name
        )
        if problems:
            raise RuleViolation(" ".join(problems))
        changes.update(character, options=[*character.options, option])
        history.write(
            character=character,
            kind=history.OPTION,
            text=f"Took the {rules.options[option].name.lower()} option.",
            details={"option": option, "added": True},
        )


def remove_option(*, character: Character, option: str) -> None:
    with db.atomic():
        character = _beastrider_character(character)
        if option not in character.options:
            raise InvalidInput(f"{character.name} does not have that option.")
        rules = rules_of(character.warband.campaign)
        remaining = list(character.options)
        remaining.remove(option)
        changes.update(character, options=remaining)
        name = rules.options[option].name.lower() if option in rules.options else option
        history.write(
            character=character,
            kind=history.OPTION,
            text=f"Gave up the {name} option.",
            details={"option": option, "added": False},
        )


def add_upgrade(*, character: Character, kind: str, special: str | None = None) -> None:
    """Upgrade a character between games: +1 attack die, +1 defend die, or a new special."""
    if kind not in UPGRADE_KINDS:
        raise InvalidInput(f"Unknown upgrade “{kind}”.")
    with db.atomic():
        character = _beastrider_character(character)
        rules = rules_of(character.warband.campaign)
        upgrade: dict[str, Any] = {"kind": kind}
        if kind == "special":
            if special is None or special not in rules.specials:
                raise InvalidInput("Choose a special for this upgrade.")
            upgrade["special"] = special
            text = f"Learned a new special: {rules.specials[special].name}."
        else:
            text = f"Gained an extra {kind} die."
        problems = upgrade_problems(
            rules,
            character.profile,
            list(character.upgrades),
            upgrade,
            options=character.options,
            name=character.name,
        )
        if problems:
            raise RuleViolation(" ".join(problems))
        changes.update(character, upgrades=[*character.upgrades, upgrade])
        history.write(character=character, kind=history.UPGRADE, text=text, details=upgrade)


def remove_upgrade(*, character: Character, index: int) -> None:
    """Take back an upgrade entered by mistake."""
    with db.atomic():
        character = _beastrider_character(character)
        upgrades = list(character.upgrades)
        if not 0 <= index < len(upgrades):
            raise InvalidInput("That upgrade no longer exists.")
        removed = upgrades.pop(index)
        changes.update(character, upgrades=upgrades)
        history.write(
            character=character,
            kind=history.UPGRADE,
            text="Upgrade withdrawn.",
            details={**removed, "withdrawn": True},
        )
