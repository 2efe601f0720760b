"""The Beastrider Wars between games: options (shield, bow, crossbow) and upgrades (B4, B7, B8)."""

from __future__ import annotations

from typing import Any

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import EXPERIENCE, rules_of, switch
from models.errors import InvalidInput, RuleViolation
from models.store.connection import db
from models.store.schema import ACTIVE, DEAD, RETIRED, Character
from rules.beastrider import option_problems, upgrade_problems
from rules.characters import CALIBURN_UPGRADE_KINDS, UPGRADE_KINDS
from rules.data import named
from rules.experience import XP_SPENT, advance_refusals, advances
from rules.games import BEASTRIDER, CALIBURN

__all__ = [
    "UPGRADE_KINDS",
    "add_option",
    "add_upgrade",
    "advance",
    "remove_option",
    "remove_upgrade",
]


def _beastrider_character(character: Character) -> Character:
    character = Character.get_by_id(character.id)
    if character.warband.campaign.game != BEASTRIDER:
        raise InvalidInput(
            translate("Upgrades", "Options and upgrades belong to The Beastrider Wars.")
        )
    return _changeable(character)


def _changeable(character: Character) -> Character:
    """The character as stored, if he may still change: neither dead, retired nor away."""
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


def advance(*, character: Character, kind: str, special: str | None = None) -> None:
    """A character buys an advance with his XP (K6): in The Beastrider Wars an upgrade as
    :func:`add_upgrade` takes it; in Caliburn's Wrath an extra combat die (``"combat"``), which
    a campaign offers only with experience on."""
    stored = Character.get_by_id(character.id)
    campaign = stored.warband.campaign
    if campaign.game != CALIBURN:
        add_upgrade(character=stored, kind=kind, special=special)
        return
    rules = rules_of(campaign)
    if kind not in CALIBURN_UPGRADE_KINDS:
        raise InvalidInput(
            translate("Experience", "{game} has no such advance (K6).").format(game=named(rules))
        )
    if not switch(campaign, EXPERIENCE):
        raise RuleViolation(
            translate("Upgrades", "{game} has advances only with experience on (K6).").format(
                game=named(rules)
            )
        )
    with db.atomic():
        _buy(_changeable(Character.get_by_id(character.id)), {"kind": kind})


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
        if switch(character.warband.campaign, EXPERIENCE):
            _buy(character, upgrade)
            return
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
        _upgrade(character, upgrade)


_TOLD = {"attack": "attack_die", "defend": "defend_die", "combat": "combat_die"}


def _upgrade(
    character: Character, upgrade: dict[str, Any], *, cost: int = 0, left: int = 0
) -> None:
    """Give him ``upgrade`` and tell it in his history; bought with XP (K6), what it ``cost``
    and the XP he has ``left``."""
    rules = rules_of(character.warband.campaign)
    kind = upgrade["kind"]
    if kind == "special":
        told = said.message(
            "special_learned", special=said.data_name(rules, "specials", upgrade["special"])
        )
    else:
        told = said.message(_TOLD[kind])
    changes.update(character, upgrades=[*character.upgrades, upgrade])
    details = dict(upgrade)
    said_all = [told]
    if switch(character.warband.campaign, EXPERIENCE):
        details[XP_SPENT] = cost
        said_all.append(said.message("xp_spent", cost=cost, left=left))
    history.write(character=character, kind=history.UPGRADE, said=said_all, details=details)


def _buy(character: Character, upgrade: dict[str, Any]) -> None:
    """K6: an advance, bought with his XP within the campaign's costs and limits."""
    campaign = character.warband.campaign
    rules = rules_of(campaign)
    settings = campaign.house_rules or {}
    left = history.xp_accounts([character.id])[character.id].left
    problems = advance_refusals(
        rules,
        character.profile,
        list(character.upgrades),
        upgrade,
        xp_left=left,
        settings=settings,
        options=character.options,
        name=character.name,
    )
    if problems:
        raise RuleViolation(" ".join(problems))
    cost = advances(rules.id, settings)[upgrade["kind"]].cost
    _upgrade(character, upgrade, cost=cost, left=left - cost)


def _refund(character: Character, removed: dict[str, Any]) -> int:
    """The XP an advance withdrawn gives back (K6): what the latest one like it not yet
    withdrawn cost; 0 for one taken free, before the campaign switched experience on."""
    paid: list[int] = []
    returned = 0
    for entry in history.current(history.character_history(character)):
        details = entry.details or {}
        same = details.get("kind") == removed.get("kind") and details.get("special") == removed.get(
            "special"
        )
        if entry.kind != history.UPGRADE or not same:
            continue
        spent = details.get(XP_SPENT)
        if not isinstance(spent, int) or isinstance(spent, bool):
            continue
        if details.get("withdrawn"):
            returned += 1
        elif spent > 0:
            paid.append(spent)
    return paid[-(returned + 1)] if len(paid) > returned else 0


def remove_upgrade(*, character: Character, index: int) -> None:
    """Take back an upgrade (an advance) entered by mistake."""
    with db.atomic():
        character = _changeable(Character.get_by_id(character.id))
        upgrades = list(character.upgrades)
        if not 0 <= index < len(upgrades):
            raise InvalidInput(translate("Upgrades", "That upgrade no longer exists."))
        removed = upgrades.pop(index)
        details = {**removed, "withdrawn": True}
        told = [said.message("upgrade_withdrawn")]
        if switch(character.warband.campaign, EXPERIENCE):
            refund = _refund(character, removed)
            if refund:
                left = history.xp_accounts([character.id])[character.id].left
                details[XP_SPENT] = -refund
                told.append(said.message("xp_back", xp=refund, left=left + refund))
        changes.update(character, upgrades=upgrades)
        history.write(character=character, kind=history.UPGRADE, said=told, details=details)
