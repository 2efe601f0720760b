"""The Beastrider Wars between games: options (shield, bow, crossbow) and upgrades (B4, B7, B8)."""

from __future__ import annotations

from typing import Any

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import rules_of
from models.errors import InvalidInput, RuleViolation
from models.store.connection import db
from models.store.schema import ACTIVE, DEAD, RETIRED, Character
from rules.beastrider import option_problems, upgrade_problems
from rules.characters import UPGRADE_KINDS
from rules.games import BEASTRIDER

__all__ = ["UPGRADE_KINDS", "add_option", "add_upgrade", "remove_option", "remove_upgrade"]


def _beastrider_character(character: Character) -> Character:
    character = Character.get_by_id(character.id)
    if character.warband.campaign.game != BEASTRIDER:
        raise InvalidInput(
            translate("Upgrades", "Options and upgrades belong to The Beastrider Wars.")
        )
    if character.status == DEAD:
        raise RuleViolation(
            translate("Upgrades", "{name} is dead and cannot be changed.").format(
                name=character.name
            )
        )
    if character.status == RETIRED:
        raise RuleViolation(
            translate("Upgrades", "{name} is retired and cannot be changed.").format(
                name=character.name
            )
        )
    if character.status != ACTIVE:
        raise RuleViolation(
            translate("Upgrades", "{name} is {status} and cannot be changed.").format(
                name=character.name, status=character.status
            )
        )
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
            said=said.message(
                "option_taken", option={"lower": said.data_name(rules, "options", option)}
            ),
            details={"option": option, "added": True},
        )


def remove_option(*, character: Character, option: str) -> None:
    with db.atomic():
        character = _beastrider_character(character)
        if option not in character.options:
            raise InvalidInput(
                translate("Upgrades", "{name} does not have that option.").format(
                    name=character.name
                )
            )
        rules = rules_of(character.warband.campaign)
        remaining = list(character.options)
        remaining.remove(option)
        changes.update(character, options=remaining)
        history.write(
            character=character,
            kind=history.OPTION,
            said=said.message(
                "option_given_up", option={"lower": said.data_name(rules, "options", option)}
            ),
            details={"option": option, "added": False},
        )


def add_upgrade(*, character: Character, kind: str, special: str | None = None) -> None:
    """Upgrade a character between games: +1 attack die, +1 defend die, or a new special."""
    if kind not in UPGRADE_KINDS:
        raise InvalidInput(translate("Upgrades", "Unknown upgrade “{kind}”.").format(kind=kind))
    with db.atomic():
        character = _beastrider_character(character)
        rules = rules_of(character.warband.campaign)
        upgrade: dict[str, Any] = {"kind": kind}
        if kind == "special":
            if special is None or special not in rules.specials:
                raise InvalidInput(translate("Upgrades", "Choose a special for this upgrade."))
            upgrade["special"] = special
            told = said.message(
                "special_learned", special=said.data_name(rules, "specials", special)
            )
        else:
            told = said.message("attack_die" if kind == "attack" else "defend_die")
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
        history.write(character=character, kind=history.UPGRADE, said=told, details=upgrade)


def remove_upgrade(*, character: Character, index: int) -> None:
    """Take back an upgrade entered by mistake."""
    with db.atomic():
        character = _beastrider_character(character)
        upgrades = list(character.upgrades)
        if not 0 <= index < len(upgrades):
            raise InvalidInput(translate("Upgrades", "That upgrade no longer exists."))
        removed = upgrades.pop(index)
        changes.update(character, upgrades=upgrades)
        history.write(
            character=character,
            kind=history.UPGRADE,
            said=said.message("upgrade_withdrawn"),
            details={**removed, "withdrawn": True},
        )
