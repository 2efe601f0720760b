"""The Beastrider Wars: starting dice, specials, options, actions and orders, bows,
attacks with their wounds, fleeing and death, and initiative (B1-B9).

Every function takes the game's effective data (``rules.games.effective_game``) and plain
values; dice come from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from rules.beastrider_odds import FACES, attack_wounds, cancel, wound_chance
from rules.data import GameData, Profile

__all__ = [
    "ACTIONS",
    "ACTIVE",
    "FLED",
    "KILLED",
    "AttackResult",
    "AttackRoll",
    "Fighter",
    "InitiativeRoll",
    "actions_per_turn",
    "apply_wound",
    "attack_problems",
    "attack_wounds",
    "bow_range",
    "flee",
    "move_distance",
    "new_fighter",
    "next_turn_initiative",
    "option_problems",
    "order_problems",
    "resolve_attack",
    "roll_attack",
    "roll_initiative",
    "specials_of",
    "stag_charge_problems",
    "starting_dice",
    "turn_problems",
    "upgrade_problems",
    "wound_chance",
]

# A character's state on the table.
ACTIVE = "active"
FLED = "fled"
KILLED = "killed"
_GONE = {FLED: "has fled", KILLED: "has been killed"}

# What a character may do with an action (B5); only leaders give orders.
MOVE = "move"
ATTACK = "attack"
SPECIAL = "special"
ORDER = "order"
ACTIONS = (MOVE, ATTACK, SPECIAL, ORDER)

UPGRADE_KINDS = ("attack", "defend", "special")


def _profile(rules: GameData, profile_id: str) -> Profile:
    profile = rules.profiles.get(profile_id)
    if profile is None:
        raise ValueError(f"{rules.name} has no profile {profile_id!r}.")
    return profile


def _upgrade_kind(upgrade: Mapping[str, object]) -> str:
    kind = upgrade.get("kind")
    if kind not in UPGRADE_KINDS:
        raise ValueError(
            f"Unknown upgrade {dict(upgrade)!r}: the kind is attack, defend or special"
        )
    return str(kind)


def starting_dice(
    rules: GameData,
    profile_id: str,
    options: Sequence[str],
    upgrades: Sequence[Mapping[str, object]],
) -> tuple[int, int]:
    """(attack, defend) dice a character starts each game with (B4, B8).

    A bear rider's shield adds 2 defend dice; each ``{"kind": "attack"}`` or
    ``{"kind": "defend"}`` upgrade adds one die. ValueError for an option the profile may not
    take or an unknown upgrade.
    """
    profile = _profile(rules, profile_id)
    attack, defend = profile.attack, profile.defend
    for option_id in options:
        if option_id not in profile.options:
            raise ValueError(f"{profile.name} cannot take the option {option_id!r}.")
        defend += rules.options[option_id].defend_bonus
    for upgrade in upgrades:
        kind = _upgrade_kind(upgrade)
        if kind == "attack":
            attack += 1
        elif kind == "defend":
            defend += 1
    return attack, defend


def specials_of(
    rules: GameData, profile_id: str, upgrades: Sequence[Mapping[str, object]]
) -> tuple[str, ...]:
    """The special ids of a character: his profile's, then those gained as upgrades (B8)."""
    specials = list(_profile(rules, profile_id).specials)
    for upgrade in upgrades:
        if _upgrade_kind(upgrade) != "special":
            continue
        special = upgrade.get("special")
        if special not in rules.specials:
            raise ValueError(f"{rules.name} has no special {special!r}.")
        if special not in specials:
            specials.append(str(special))
    return tuple(specials)


def upgrade_problems(
    rules: GameData,
    profile_id: str,
    upgrades: Sequence[Mapping[str, object]],
    new_upgrade: Mapping[str, object],
    *,
    options: Sequence[str] = (),
    who: str | None = None,
) -> list[str]:
    """Why a character may not take this upgrade between games (B8); empty when he may.

    ``options`` are the options he has; ``who`` names him in the reasons (by default his
    profile's name). A special that works only with a bow (True Shot) is learned only by one
    who shoots: his profile's own bow, or a bow or crossbow taken as an option (B3, B7).
    """
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [f"{rules.name} has no profile {profile_id!r}."]
    name = who or profile.name
    kind = new_upgrade.get("kind")
    if kind not in UPGRADE_KINDS:
        return ["An upgrade is an extra attack die, an extra defend die or a new special."]
    if kind != "special":
        return []
    special = rules.specials.get(str(new_upgrade.get("special")))
    if special is None:
        return [f"{rules.name} has no special {new_upgrade.get('special')!r}."]
    if special.id in specials_of(rules, profile_id, upgrades):
        return [f"{name} already has {special.name}."]
    shoots = profile.bow is not None or any(
        rules.options[key].range is not None for key in options if key in rules.options
    )
    if special.bow_ignores_defence and not shoots:
        return [f"{special.name} works only with a bow, and {name} has no bow or crossbow."]
    return []


def option_problems(
    rules: GameData,
    profile_id: str,
    current_options: Sequence[str],
    new_option: str,
    *,
    who: str | None = None,
) -> list[str]:
    """Why a character with these options may not take ``new_option`` (B4, B7); empty if he may.

    ``who`` names him in the reasons (by default his profile's name).
    """
    profile = rules.profiles.get(profile_id)
    if profile is None:
        return [f"{rules.name} has no profile {profile_id!r}."]
    name = who or profile.name
    option = rules.options.get(new_option)
    if option is None:
        return [f"{rules.name} has no option {new_option!r}."]
    problems = []
    if new_option not in profile.options:
        allowed = [rules.profiles[key].name for key in option.profiles if key in rules.profiles]
        problems.append(f"Only {' and '.join(allowed)} may take a {option.name}.")
    if new_option in current_options:
        problems.append(f"{name} already carries a {option.name}.")
    elif option.range is not None:
        for other in current_options:
            held = rules.options.get(other)
            if held is not None and held.range is not None:
                problems.append(
                    f"{name} already carries a {held.name}: "
                    "a character carries one bow or crossbow."
                )
    return problems


def bow_range(rules: GameData, profile_id: str, options: Sequence[str]) -> int | None:
    """How far in inches this character shoots (B7), or None when he has no bow or crossbow."""
    profile = _profile(rules, profile_id)
    ranges = [rules.options[key].range for key in options if key in rules.options]
    found = [value for value in [profile.bow, *ranges] if value is not None]
    return max(found) if found else None


def actions_per_turn(rules: GameData, profile_id: str) -> int:
    """Actions a character has each turn: 2, or 3 for leaders (B5)."""
    return _profile(rules, profile_id).actions


def turn_problems(rules: GameData, profile_id: str, actions: Sequence[str]) -> list[str]:
    """Why a character may not spend one turn on these actions (B5); empty when he may.

    Any mix of move, attack and special, no more than his actions; the special once a turn (and
    once a game, which the roster tracks); an order only from a leader, at most one a turn.
    """
    profile = _profile(rules, profile_id)
    problems = []
    unknown = [action for action in actions if action not in ACTIONS]
    if unknown:
        problems.append("Unknown actions: " + ", ".join(map(str, unknown)) + ".")
    if len(actions) > profile.actions:
        problems.append(f"{profile.name} has {profile.actions} actions a turn, not {len(actions)}.")
    if actions.count(SPECIAL) > 1:
        problems.append("A special can be used only once.")
    if ORDER in actions and not profile.leader:
        problems.append(f"{profile.name} is not a leader and cannot give orders.")
    elif actions.count(ORDER) > 1:
        problems.append("A leader gives at most one order a turn.")
    return problems


def order_problems(
    rules: GameData, leader_id: str, *, distance: float, orders_given: int = 0
) -> list[str]:
    """Why this character may not order a friend ``distance`` inches away (B5); empty if he may.

    Only leaders give orders, one a turn, to a character within one move of them.
    """
    profile = _profile(rules, leader_id)
    if not profile.leader:
        return [f"{profile.name} is not a leader and cannot give orders."]
    problems = []
    if orders_given >= 1:
        problems.append("A leader gives at most one order a turn.")
    if distance > profile.movement:
        problems.append(
            f'{profile.name} can only order a character within {profile.movement}" (one move).'
        )
    return problems


def stag_charge_problems(
    rules: GameData, profile_id: str, *, distance: float, clear_sight: bool = True
) -> list[str]:
    """Why this character may not use a charge special on an enemy this far away (B3).

    The enemy must be in clear sight, more than half and at most all of his Movement away.
    """
    profile = _profile(rules, profile_id)
    charges = [key for key in profile.specials if rules.specials[key].extra_attack_dice]
    if not charges:
        return [f"{profile.name} has no charge special."]
    problems = []
    if not clear_sight:
        problems.append("The enemy must be in clear sight.")
    if not profile.movement / 2 < distance <= profile.movement:
        problems.append(
            f'The enemy must be more than {profile.movement / 2:g}" and at most '
            f'{profile.movement}" away.'
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
        name=name or profile.name,
        toughness=profile.toughness,
        attack=max(attack, 0),
        defend=max(defend, 0),
        specials=specials_of(rules, profile_id, upgrades),
        bow=bow_range(rules, profile_id, options),
        status=ACTIVE if attack > 0 else FLED,
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
    flees. ``lose`` is ``"attack"`` or ``"defend"``.
    """
    if lose not in WOUND_CHOICES:
        raise ValueError(f"A wound takes an attack or a defend die, not {lose!r}.")
    if defender.defend == 0:
        return replace(defender, status=KILLED)
    if lose == "defend":
        return replace(defender, defend=defender.defend - 1)
    attack = defender.attack - 1
    return replace(defender, attack=attack, status=ACTIVE if attack else FLED)


def flee(fighter: Fighter) -> Fighter:
    """A character who chooses to flee, as one without defend dice may (B1)."""
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
        problems.append(f"{attacker.name} {_GONE[attacker.status]} and cannot attack.")
    if defender.status != ACTIVE:
        problems.append(f"{defender.name} {_GONE[defender.status]} and cannot be attacked.")
    if special is not None:
        found = rules.specials.get(special)
        if found is None or special not in attacker.specials:
            problems.append(f"{attacker.name} does not have the special {special!r}.")
        elif found.passive:
            problems.append(f"{found.name} is always in use; it is not performed.")
        elif found.once_per_game and special in attacker.used:
            problems.append(f"{attacker.name} has already used {found.name} this game.")
    if ranged:
        if attacker.bow is None:
            problems.append(f"{attacker.name} has no bow or crossbow.")
        elif distance is not None and distance > attacker.bow:
            problems.append(f'The target is out of range: {attacker.bow}" at most.')
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
    attacker = replace(attacker, used=used)
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
    return AttackResult(roll, attacker, defender, follow_up)


@dataclass(frozen=True)
class InitiativeRoll:
    """Who chooses which player acts first this turn (B9).

    ``rolls`` holds every pair of d20s rolled, ties included; it is empty when the wounds of
    the previous turn decided. ``winner`` is 0 or 1.
    """

    rolls: tuple[tuple[int, int], ...]
    winner: int


def roll_initiative(rng: random.Random) -> InitiativeRoll:
    """Both players roll a d20, again while they tie; the higher chooses who acts first (B9)."""
    rolls = []
    while True:
        pair = (rng.randint(1, FACES), rng.randint(1, FACES))
        rolls.append(pair)
        if pair[0] != pair[1]:
            return InitiativeRoll(tuple(rolls), 0 if pair[0] > pair[1] else 1)


def next_turn_initiative(rng: random.Random, wounds: tuple[int, int]) -> InitiativeRoll:
    """Initiative after the first turn (B9): the player who inflicted more wounds last turn
    chooses; equal or none, roll as on turn 1."""
    if wounds[0] != wounds[1]:
        return InitiativeRoll((), 0 if wounds[0] > wounds[1] else 1)
    return roll_initiative(rng)
