"""Characters: recruit, rename, retire, delete."""

from __future__ import annotations

import peewee as pw

from models import changes, history
from models.campaigns import rules_of
from models.errors import InvalidInput, NotFoundError, RuleViolation
from models.legality import recruit_problems, reinstate_problems
from models.store.connection import db
from models.store.schema import ACTIVE, DEAD, RETIRED, Character, Warband
from models.validation import clean_name, clean_notes


def recruit(*, warband: Warband, profile: str, name: str = "") -> Character:
    """Recruit a character from the campaign's profiles into ``warband``.

    He starts with his profile's gold (Caliburn's Wrath, C9). A named hero can join a warband
    only once (B5, C10), and not at all once he has died in the campaign, unless the campaign
    lets heroes return (K2). An empty name takes the profile's name.
    """
    rules = rules_of(warband.campaign)
    if profile not in rules.profiles:
        raise NotFoundError(f"There is no profile “{profile}” in {rules.name}.")
    chosen = rules.profiles[profile]
    name = clean_name(name if name.strip() else chosen.name, what="Character name")
    with db.atomic():
        problems = recruit_problems(warband, profile, name)
        if problems:
            raise RuleViolation(" ".join(breach.sentence for breach in problems))
        position = (
            Character.select(pw.fn.MAX(Character.position))
            .where(Character.warband == warband)
            .scalar()
        )
        character = changes.create(
            Character,
            warband=warband,
            name=name,
            profile=profile,
            status=ACTIVE,
            position=(position or 0) + 1,
            gold=chosen.gold or 0,
        )
        gold = f" with {chosen.gold} gp" if chosen.gold else ""
        history.write(
            character=character,
            warband=warband,
            kind=history.RECRUITED,
            text=f"Recruited as {chosen.name}{gold}.",
            details={"profile": profile, "gold": chosen.gold or 0},
        )
    return character


def rename_character(*, character: Character, name: str) -> None:
    name = clean_name(name, what="Character name")
    if name == character.name:
        return
    with db.atomic():
        old = character.name
        changes.update(character, name=name)
        history.write(character=character, kind=history.RENAMED, text=f"Renamed from “{old}”.")


def set_character_notes(*, character: Character, notes: str) -> None:
    notes = clean_notes(notes)
    with db.atomic():
        changes.update(character, notes=notes)


def retire_character(*, character: Character) -> None:
    """Retire a living character: he stays on the books but no longer plays."""
    if character.status == DEAD:
        raise RuleViolation(f"{character.name} is dead and cannot retire.")
    if character.status == RETIRED:
        return
    with db.atomic():
        changes.update(character, status=RETIRED)
        history.write(character=character, kind=history.RETIRED, text="Retired from the warband.")


def reinstate_character(*, character: Character) -> None:
    """Bring a retired character back into play."""
    if character.status != RETIRED:
        raise InvalidInput(f"{character.name} is not retired.")
    with db.atomic():
        problems = reinstate_problems(character)
        if problems:
            raise RuleViolation(" ".join(breach.sentence for breach in problems))
        changes.update(character, status=ACTIVE)
        history.write(character=character, kind=history.REINSTATED, text="Back in the warband.")


def delete_character(*, character: Character) -> None:
    """Delete a character with his kit and history.

    Games he played keep his name (GameCharacter.name), and others' kill records keep it in
    their text.
    """
    with db.atomic():
        changes.delete(character)


def move_character(*, character: Character, offset: int) -> None:
    """Move a character up (-1) or down (+1) the roster; roster order is play order (B)."""
    siblings = list(
        Character.select()
        .where(Character.warband == character.warband)
        .order_by(Character.position, Character.id)
    )
    index = next(i for i, c in enumerate(siblings) if c.id == character.id)
    target = index + offset
    if not 0 <= target < len(siblings):
        return
    siblings.insert(target, siblings.pop(index))
    with db.atomic():
        for position, row in enumerate(siblings, start=1):
            if row.position != position:
                changes.update(row, position=position)
