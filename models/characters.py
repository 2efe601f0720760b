"""Characters: recruit, rename, retire, delete."""

from __future__ import annotations

from collections.abc import Sequence

import peewee as pw

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import rules_of
from models.errors import InvalidInput, NotFoundError, RuleViolation
from models.legality import recruit_problems, reinstate_problems
from models.limits import check_room
from models.records import declarations as declared
from models.records.edits import Edit
from models.store.connection import db
from models.store.schema import ACTIVE, DEAD, RETIRED, Character, Warband
from models.validation import clean_name
from rules.games import BEASTRIDER

MAX_RECRUITS = 20  # at once


def recruit(*, warband: Warband, profile: str, name: str = "") -> Character:
    """Recruit a character from the campaign's profiles into ``warband``.

    He starts with his profile's gold (Caliburn's Wrath, C9). A named hero can join a warband
    only once (B5, C10), and not at all once he has died in the campaign, unless the campaign
    lets heroes return (K2). An empty name takes the profile's name.
    """
    return recruit_several(warband=warband, profile=profile, names=[name])[0]


def numbered_names(warband: Warband, base: str, count: int) -> list[str]:
    """Names for ``count`` recruits called after their profile: "Saxon spearman 1", "Saxon
    spearman 2"..., skipping those the warband already has."""
    taken = {
        row.name for row in Character.select(Character.name).where(Character.warband == warband)
    }
    names: list[str] = []
    number = 0
    while len(names) < count:
        number += 1
        candidate = f"{base} {number}"
        if candidate not in taken:
            names.append(candidate)
    return names


def recruit_several(*, warband: Warband, profile: str, names: Sequence[str]) -> list[Character]:
    """Recruit one character of ``profile`` for each of ``names`` at once ("3 × Saxon
    spearman"), in one transaction.

    An empty name takes the profile's name; when several are recruited, numbered
    (:func:`numbered_names`). A named hero comes alone, and only once (B5, C10); a profile
    kept for earlier recruits takes no new ones.
    """
    rules = rules_of(warband.campaign)
    if profile not in rules.profiles:
        raise NotFoundError(
            translate("Characters", "There is no profile “{profile}” in {game}.").format(
                profile=profile, game=rules.name
            )
        )
    chosen = rules.profiles[profile]
    if not 1 <= len(names) <= MAX_RECRUITS:
        raise InvalidInput(
            translate("Characters", "Recruit from 1 to {maximum} characters at once.").format(
                maximum=MAX_RECRUITS
            )
        )
    if not chosen.recruitable:
        raise RuleViolation(
            translate(
                "Characters",
                "The profile “{profile}” is kept for the characters recruited from it before it was changed; new recruits take its new version.",  # noqa: E501
            ).format(profile=chosen.name)
        )
    if chosen.hero and len(names) > 1:
        once = "B5" if rules.id == BEASTRIDER else "C10"
        raise RuleViolation(
            translate(
                "Characters",
                "{name} is a named hero: he is recruited alone, and once in a warband ({ruling}).",
            ).format(name=chosen.name, ruling=once)
        )
    unnamed = sum(1 for name in names if not name.strip())
    fallback = iter(
        numbered_names(warband, chosen.name, unnamed) if len(names) > 1 else [chosen.name]
    )
    cleaned = [
        clean_name(
            name if name.strip() else next(fallback),
            what=translate("Characters", "Character name")
            if len(names) == 1
            else translate("Characters", "Name {number}").format(number=number),
        )
        for number, name in enumerate(names, start=1)
    ]
    recruits = []
    with db.atomic():
        # A named hero comes alone: the first name is his (K2, B5, C10).
        problems = recruit_problems(warband, profile, cleaned[0])
        if problems:
            raise RuleViolation(" ".join(breach.sentence for breach in problems))
        check_room("characters", warband.campaign_id, len(cleaned))
        position = (
            Character.select(pw.fn.MAX(Character.position))
            .where(Character.warband == warband)
            .scalar()
        ) or 0
        named = said.data_name(rules, "profiles", profile)
        for name in cleaned:
            position += 1
            character = changes.create(
                Character,
                warband=warband,
                name=name,
                profile=profile,
                status=ACTIVE,
                position=position,
                gold=chosen.gold or 0,
            )
            history.write(
                character=character,
                warband=warband,
                kind=history.RECRUITED,
                said=(
                    said.message("recruited_gold", profile=named, gold=chosen.gold)
                    if chosen.gold
                    else said.message("recruited", profile=named)
                ),
                details={"profile": profile, "gold": chosen.gold or 0},
            )
            recruits.append(character)
    return recruits


class CharacterEdit(Edit, record=declared.Character):
    """What users edit of a character: every field its declaration says is edited
    (``Said(edit=True)``: his name and notes), as typed; :func:`edit_character` cleans them."""


def edit_character(*, character: Character, edit: CharacterEdit) -> None:
    """Change any field users edit of a character (:class:`CharacterEdit`); a new name is
    noted in his history."""
    now = CharacterEdit.of(character)
    made = edit.cleaned(against=now)
    if made == now:
        return
    with db.atomic():
        old = character.name
        changes.update(character, **made.values())
        if old != made.name:
            history.write(
                character=character, kind=history.RENAMED, said=said.message("renamed", old=old)
            )


def rename_character(*, character: Character, name: str) -> None:
    """:func:`edit_character` of his name alone."""
    edit_character(character=character, edit=CharacterEdit.of(character).replace(name=name))


def set_character_notes(*, character: Character, notes: str) -> None:
    """:func:`edit_character` of his notes alone."""
    edit_character(character=character, edit=CharacterEdit.of(character).replace(notes=notes))


def retire_character(*, character: Character) -> None:
    """Retire a living character: he stays on the books but no longer plays."""
    if character.status == DEAD:
        raise RuleViolation(
            translate("Characters", "{name} is dead and cannot retire.").format(name=character.name)
        )
    if character.status == RETIRED:
        return
    with db.atomic():
        changes.update(character, status=RETIRED)
        history.write(character=character, kind=history.RETIRED, said=said.message("retired"))


def reinstate_character(*, character: Character) -> None:
    """Bring a retired character back into play."""
    if character.status != RETIRED:
        raise InvalidInput(
            translate("Characters", "{name} is not retired.").format(name=character.name)
        )
    with db.atomic():
        problems = reinstate_problems(character)
        if problems:
            raise RuleViolation(" ".join(breach.sentence for breach in problems))
        changes.update(character, status=ACTIVE)
        history.write(character=character, kind=history.REINSTATED, said=said.message("reinstated"))


def delete_character(*, character: Character) -> None:
    """Delete a character with his kit and history.

    Games he played keep his name (GameCharacter.name), and others' kill records keep it in
    their text. A named hero who died is refused: his death is what keeps him from being
    recruited again (K2), whatever the campaign's ``heroes_return`` says now.
    """
    with db.atomic():
        current = Character.get_or_none(Character.id == character.id)
        if current is None:
            return
        profile = rules_of(current.warband.campaign).profiles.get(current.profile)
        if current.status == DEAD and profile is not None and profile.hero:
            raise RuleViolation(
                translate(
                    "Characters",
                    "{name} died in this campaign, and a named hero's death stays in its records: it keeps him from being recruited again (K2). He cannot be deleted.",  # noqa: E501
                ).format(name=current.name)
            )
        changes.delete(current)


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
