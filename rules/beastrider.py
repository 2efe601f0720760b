"""The Beastrider Wars: starting dice, specials, options, actions and orders, bows,
attacks with their wounds, fleeing and death (B1-B8). Initiative (B9) is
:mod:`rules.initiative`, which both games share.

Every function takes the game's effective data (``rules.games.effective_game``) and plain
values; dice come from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from i18n import QT_TRANSLATE_NOOP, translate
from rules import characters
from rules.beastrider_odds import FACES, attack_wounds, cancel, wound_chance
from rules.characters import added_problems
from rules.data import GameData, Profile, named

__all__ = [
    "ACTIONS",
    "ACTIVE",
    "FLED",
    "FLEEING",
    "KILLED",
    "AttackResult",
    "AttackRoll",
    "Fighter",
    "actions_per_turn",
    "apply_wound",
    "attack_problems",
    "attack_wounds",
    "bow_range",
    "flee",
    "leave_table",
    "move_distance",
    "new_fighter",
    "option_problems",
    "order_problems",
    "resolve_attack",
    "roll_attack",
    "specials_of",
    "stag_charge_problems",
    "starting_dice",
    "turn_problems",
    "upgrade_problems",
    "wound_chance",
]

# A character's state on the table. One who flees stays on it, spending every action moving
# to its edge, until he reaches it and is removed from the game (B1 text).
ACTIVE = "active"
FLEEING = "fleeing"
FLED = "fled"
KILLED = "killed"
_CANNOT_ATTACK = {
    FLEEING: QT_TRANSLATE_NOOP("Beastrider", "{name} is fleeing and cannot attack."),
    FLED: QT_TRANSLATE_NOOP("Beastrider", "{name} has left the table and cannot attack."),
    KILLED: QT_TRANSLATE_NOOP("Beastrider", "{name} has been killed and cannot attack."),
}
_GONE = {
    FLED: QT_TRANSLATE_NOOP("Beastrider", "{name} has left the table and cannot be attacked."),
    KILLED: QT_TRANSLATE_NOOP("Beastrider", "{name} has been killed and cannot be attacked."),
}

# What a character may do with an action (B5); only leaders give orders.
MOVE = "move"
ATTACK = "attack"
SPECIAL = "special"
ORDER = "order"
ACTIONS = (MOVE, ATTACK, SPECIAL, ORDER)


def _no_profile(rules: GameData, profile_id: str) -> str:
    return translate("Beastrider", "{game} has no profile {profile}.").format(
        game=named(rules), profile=repr(profile_id)
    )


def _profile(rules: GameData, profile_id: str) -> Profile:
    profile = rules.profiles.get(profile_id)
    if profile is None:
        raise ValueError(_no_profile(rules, profile_id))
    return profile


def starting_dice(
    rules: GameData,
    profile_id: str,
    options: Sequence[str],
    upgrades: Sequence[Mapping[str, object]],
) -> tuple[int, int]:
    """(attack, defend) dice a character starts each game with (B4, B8).

    A bear rider's shield adds 2 defend dice; each ``{"kind": "attack"}`` or
    ``{"kind": "defend"}`` upgrade adds one die. The character is taken as he is: whether he
    may have these options and upgrades is :func:`rules.characters.character_problems`'
    question, and what the game does not know counts for nothing. ValueError for an unknown
    profile.
    """
    profile = _profile(rules, profile_id)
    attack, defend = profile.attack, profile.defend
    for option_id in options:
        option = rules.options.get(option_id)
        if option is not None:
            defend += option.defend_bonus
    for upgrade in upgrades:
        kind = upgrade.get("kind")
        if kind == "attack":
            attack += 1
        elif kind == "defend":
            defend += 1
    return attack, defend


def specials_of(
    rules: GameData, profile_id: str, upgrades: Sequence[Mapping[str, object]]
) -> tuple[str, ...]:
    """The special ids of a character: his profile's, then those gained as upgrades (B8),
    each once; a special the campaign no longer has is left out."""
    specials = list(_profile(rules, profile_id).specials)
    for upgrade in upgrades:
        special = upgrade.get("special")
        if (
            upgrade.get("kind") == "special"
            and special in rules.specials
            and (special not in specials)
        ):
            specials.append(str(special))
    return tuple(specials)


def upgrade_problems(
    rules: GameData,
    profile_id: str,
    upgrades: Sequence[Mapping[str, object]],
    new_upgrade: Mapping[str, object],
    *,
    options: Sequence[str] = (),
    name: str | None = None,
) -> list[str]:
    """Why a character (``name``, by default his profile's) may not take this upgrade
    between games (B8): what it would break of :func:`rules.characters.upgrade_problems` that
    his upgrades do not break already; empty when he may.

    ``options`` are the options he has. A special that works only with a bow (True Shot) is
    learned only by one who shoots: his profile's own bow, or a bow or crossbow taken as an
    option (B3, B7). One who gives up his bow later keeps it, so this is asked only here, when
    he learns it, not of a character as he stands (:func:`rules.characters.character_problems`).
    """
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [_no_profile(rules, profile_id)]
    who = name or named(profile)
    special = rules.specials.get(str(new_upgrade.get("special")))
    shoots = profile.bow is not None or any(
        rules.options[key].range is not None for key in options if key in rules.options
    )
    if (
        new_upgrade.get("kind") == "special"
        and special is not None
        and special.bow_ignores_defence
        and special.id not in profile.specials
        and not shoots
    ):
        text = translate(
            "Beastrider", "{special} works only with a bow, and {name} has no bow or crossbow (B3)."
        )
        return [text.format(special=named(special), name=who)]
    return [
        breach.sentence
        for breach in added_problems(
            characters.upgrade_problems(rules, who, profile, upgrades),
            characters.upgrade_problems(rules, who, profile, [*upgrades, new_upgrade]),
        )
    ]


def option_problems(
    rules: GameData,
    profile_id: str,
    current_options: Sequence[str],
    new_option: str,
    *,
    name: str | None = None,
) -> list[str]:
    """Why a character (``name``, by default his profile's) with these options may not take
    ``new_option`` (B4, B7): what it would break of :func:`rules.characters.option_problems`
    that his options do not break already; empty if he may."""
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [_no_profile(rules, profile_id)]
    who = name or named(profile)
    return [
        breach.sentence
        for breach in added_problems(
            characters.option_problems(rules, who, profile, current_options),
            characters.option_problems(rules, who, profile, [*current_options, new_option]),
        )
    ]


def bow_range(rules: GameData, profile_id: str, options: Sequence[str]) -> int | None:
    """How far in inches this character shoots (B7), or None when he has no bow or crossbow."""
    profile = _profile(rules, profile_id)
    ranges = [rules.options[key].range for key in options if key in rules.options]
    found = [value for value in [profile.bow, *ranges] if value is not None]
    return max(found) if found else None


def actions_per_turn(rules: GameData, profile_id: str) -> int:
    """Actions a character has each turn: 2, or 3 for leaders (B5)."""
    return _profile(rules, profile_id).actions


def turn_problems(
    rules: GameData, profile_id: str, actions: Sequence[str], *, fleeing: bool = False
) -> list[str]:
    """Why a character may not spend one turn on these actions (B5); empty when he may.

    Any mix of move, attack and special, no more than his actions; the special once a turn (and
    once a game, which the roster tracks); an order only from a leader, at most one a turn. A
    character who is fleeing spends every action moving to the edge of the table (B1 text).
    """
    profile = _profile(rules, profile_id)
    who = named(profile)
    problems = []
    unknown = [action for action in actions if action not in ACTIONS]
    if unknown:
        problems.append(
            translate("Beastrider", "Unknown actions: {actions}.").format(
                actions=", ".join(map(str, unknown))
            )
        )
    if fleeing and any(action != MOVE for action in actions):
        problems.append(
            translate(
                "Beastrider", "{name} is fleeing: every action is a move to the edge of the table."
            ).format(name=who)
        )
    if len(actions) > profile.actions:
        problems.append(
            translate("Beastrider", "{name} has {actions} actions a turn, not {count}.").format(
                name=who, actions=profile.actions, count=len(actions)
            )
        )
    if actions.count(SPECIAL) > 1:
        problems.append(translate("Beastrider", "A special can be used only once."))
    if ORDER in actions and not profile.leader:
        problems.append(_not_a_leader(who))
    elif actions.count(ORDER) > 1:
        problems.append(_one_order())
    return problems


def _not_a_leader(name: str) -> str:
    return translate("Beastrider", "{name} is not a leader and cannot give orders.").format(
        name=name
    )


def _one_order() -> str:
    return translate("Beastrider", "A leader gives at most one order a turn.")


def order_problems(
    rules: GameData, leader_id: str, *, distance: float, orders_given: int = 0
) -> list[str]:
    """Why this character may not order a friend ``distance`` inches away (B5); empty if he may.

    Only leaders give orders, one a turn, to a character within one move of them.
    """
    profile = _profile(rules, leader_id)
    if not profile.leader:
        return [_not_a_leader(named(profile))]
    problems = []
    if orders_given >= 1:
        problems.append(_one_order())
    if distance > profile.movement:
        problems.append(
            translate(
                "Beastrider", '{name} can only order a character within {inches}" (one move).'
            ).format(name=named(profile), inches=profile.movement)
        )
    return problems


def stag_charge_problems(
    rules: GameData,
    profile_id: str,
    *,
    distance: float,
    clear_sight: bool = True,
    upgrades: Sequence[Mapping[str, object]] = (),
) -> list[str]:
    """Why this character may not use a charge special on an enemy this far away (B3).

    A charge learned as an upgrade is the same special (B8). The enemy must be in clear sight,
    more than half and at most all of his Movement away.
    """
    profile = _profile(rules, profile_id)
    specials = specials_of(rules, profile_id, upgrades)
    charges = [key for key in specials if rules.specials[key].extra_attack_dice]
    if not charges:
        return [
            translate("Beastrider", "{name} has no charge special.").format(name=named(profile))
        ]
    problems = []
    if not clear_sight:
        problems.append(translate("Beastrider", "The enemy must be in clear sight."))
    if not profile.movement / 2 < distance <= profile.movement:
        problems.append(
            translate(
                "Beastrider", 'The enemy must be more than {half}" and at most {full}" away.'
            ).format(half=f"{profile.movement / 2:g}", full=profile.movement)
        )
    return problems


def move_distance(rules: GameData, profile_id: str, terrain: Sequence[str] = ()) -> float:
    """How far a character moves in one move action: riders ignore terrain, characters on foot
    move half over difficult terrain."""
    profile = _profile(rules, profile_id)
    halved = any(rules.terrain[key].halves_foot for key in terrain)
    if halved and not profile.mounted:
        return profile.movement / 2
    return float(profile.movement)


@dataclass(frozen=True)
class Fighter:
    """A character on the table: the dice he has left and the specials he has used."""

    profile_id: str
    name: str
    toughness: int
    attack: int
    defend: int
    specials: tuple[str, ...] = ()
    used: tuple[str, ...] = ()  # once-per-game specials ticked on the roster
    bow: int | None = None
    status: str = ACTIVE
    follow_up: str | None = None  # a special his last attack allows now (Berzerk after a wound)


def new_fighter(
    rules: GameData,
    profile_id: str,
    *,
    name: str | None = None,
    options: Sequence[str] = (),
    upgrades: Sequence[Mapping[str, object]] = (),
    injuries: Mapping[str, int] | None = None,
) -> Fighter:
    """A character at the start of a game: starting dice less lasting injuries (B8, K4).

    ``injuries`` (``{"attack": n, "defend": n}``) count only when the campaign has lasting
    injuries switched on.
    """
    profile = _profile(rules, profile_id)
    attack, defend = starting_dice(rules, profile_id, options, upgrades)
    if injuries and rules.lasting_injuries:
        attack -= injuries.get("attack", 0)
        defend -= injuries.get("defend", 0)
    return Fighter(
        profile_id=profile_id,
        name=name or named(profile),
        toughness=profile.toughness,
        attack=max(attack, 0),
        defend=max(defend, 0),
        specials=specials_of(rules, profile_id, upgrades),
        bow=bow_range(rules, profile_id, options),
        status=ACTIVE if attack > 0 else FLEEING,
    )


@dataclass(frozen=True)
class AttackRoll:
    """The dice of one attack and what the defender cancelled (B1)."""

    attack_rolls: tuple[int, ...]
    defend_rolls: tuple[int, ...]
    toughness: int
    cancelled: tuple[tuple[int, int], ...]  # (attack die, defend die that removed it)
    left: tuple[int, ...]  # attack dice not cancelled
    wounded: bool


def roll_attack(
    rng: random.Random, attack_dice: int, defend_dice: int, toughness: int
) -> AttackRoll:
    """Roll one attack: attack dice first, then defend dice, each a d20 (B1, B2)."""
    attack = tuple(rng.randint(1, FACES) for _ in range(attack_dice))
    defend = tuple(rng.randint(1, FACES) for _ in range(defend_dice))
    cancelled, left = cancel(attack, defend, toughness)
    wounded = attack_wounds(attack, defend, toughness)
    return AttackRoll(attack, defend, toughness, cancelled, left, wounded)


WOUND_CHOICES = ("attack", "defend")
WoundChoice = str | Callable[[Fighter], str]


def apply_wound(defender: Fighter, lose: str) -> Fighter:
    """The defender after one wound, the attacker choosing which die he loses (B1).

    A character already without defend dice is killed; one who loses his last attack die
    starts to flee (he stays on the table until :func:`leave_table`). ``lose`` is
    ``"attack"`` or ``"defend"``; a fleeing character, who has no attack die left, loses a
    defend die.
    """
    if lose not in WOUND_CHOICES:
        raise ValueError(
            translate("Beastrider", "A wound takes an attack or a defend die, not {lose}.").format(
                lose=repr(lose)
            )
        )
    if defender.defend == 0:
        return replace(defender, status=KILLED)
    if lose == "defend" or defender.attack == 0:
        return replace(defender, defend=defender.defend - 1)
    attack = defender.attack - 1
    return replace(defender, attack=attack, status=defender.status if attack else FLEEING)


def flee(fighter: Fighter) -> Fighter:
    """A character who chooses to flee, as one without defend dice may (B1): he spends his
    actions reaching the edge of the table."""
    return replace(fighter, status=FLEEING)


def leave_table(fighter: Fighter) -> Fighter:
    """A fleeing character who reached the edge of the table: removed from the game (B1)."""
    return replace(fighter, status=FLED)


@dataclass(frozen=True)
class AttackResult:
    """One attack and its consequences."""

    roll: AttackRoll
    attacker: Fighter  # with any special used ticked
    defender: Fighter  # after the wound, if any
    follow_up: str | None  # a special that now allows another attack (Berzerk)


def attack_problems(
    rules: GameData,
    attacker: Fighter,
    defender: Fighter,
    *,
    special: str | None = None,
    ranged: bool = False,
    distance: float | None = None,
) -> list[str]:
    """Why this attack may not be made; empty when it may."""
    problems = []
    if attacker.status != ACTIVE:
        problems.append(
            translate("Beastrider", _CANNOT_ATTACK[attacker.status]).format(name=attacker.name)
        )
    if defender.status in _GONE:
        problems.append(translate("Beastrider", _GONE[defender.status]).format(name=defender.name))
    if special is not None:
        found = rules.specials.get(special)
        if found is None or special not in attacker.specials:
            problems.append(
                translate("Beastrider", "{name} does not have the special {special}.").format(
                    name=attacker.name, special=repr(special)
                )
            )
        elif found.passive:
            problems.append(
                translate("Beastrider", "{special} is always in use; it is not performed.").format(
                    special=named(found)
                )
            )
        elif found.once_per_game and special in attacker.used:
            problems.append(
                translate("Beastrider", "{name} has already used {special} this game.").format(
                    name=attacker.name, special=named(found)
                )
            )
        elif found.attack_again_on_wound and attacker.follow_up != special:
            problems.append(
                translate("Beastrider", "{special} follows only an attack that wounded.").format(
                    special=named(found)
                )
            )
    if ranged:
        if attacker.bow is None:
            problems.append(
                translate("Beastrider", "{name} has no bow or crossbow.").format(name=attacker.name)
            )
        elif distance is not None and distance > attacker.bow:
            problems.append(
                translate("Beastrider", 'The target is out of range: {inches}" at most.').format(
                    inches=attacker.bow
                )
            )
    return problems


def resolve_attack(
    rng: random.Random,
    rules: GameData,
    attacker: Fighter,
    defender: Fighter,
    *,
    lose: WoundChoice = "attack",
    special: str | None = None,
    ranged: bool = False,
    distance: float | None = None,
) -> AttackResult:
    """Make one attack (B1-B3, B7): roll, cancel, and on a wound take the die the attacker picks.

    ``lose`` is ``"attack"``, ``"defend"`` or a function given the defender that returns one of
    them. ``special`` is a special performed with this attack (Stag Charge adds its dice;
    Berzerk is the extra attack it allowed). A ranged attack by a character with True Shot
    faces no defend dice. ValueError with the reasons when the attack is not allowed.
    """
    problems = attack_problems(
        rules, attacker, defender, special=special, ranged=ranged, distance=distance
    )
    if problems:
        raise ValueError(" ".join(problems))
    specials = [rules.specials[key] for key in attacker.specials]
    attack_dice = attacker.attack
    defend_dice = defender.defend
    used = attacker.used
    if special is not None:
        attack_dice += rules.specials[special].extra_attack_dice
        if rules.specials[special].once_per_game:
            used = (*used, special)
    if ranged and any(found.bow_ignores_defence for found in specials):
        defend_dice = 0
    roll = roll_attack(rng, attack_dice, defend_dice, defender.toughness)
    follow_up = None
    if roll.wounded:
        choice = lose(defender) if callable(lose) else lose
        defender = apply_wound(defender, choice)
        follow_up = next(
            (
                found.id
                for found in specials
                if found.attack_again_on_wound and found.id not in used
            ),
            None,
        )
    attacker = replace(attacker, used=used, follow_up=follow_up)
    return AttackResult(roll, attacker, defender, follow_up)
