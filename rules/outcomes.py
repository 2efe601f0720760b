"""What a game's outcome is, for each game, and what it carries over into the campaign.

Each fielded character's outcome is a small dict whose fields each game declares here, once
(:data:`OUTCOMES`): the post-battle table shows them as its columns, recording checks them,
and campaign files are read by them. Who counts as dead (K2, B8) follows from them.

What an outcome *is* depends only on the game, so those functions take ``rules_id``. What it
*changes* in the campaign (:mod:`rules.aftermath`) depends on the campaign's house rules and
settings too, computed from what the fielded characters were before the game
(:class:`CharacterState`); what the rules refuse of an outcome is said here (:func:`refusal`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeVar

from i18n import PLURAL, QT_TRANSLATE_NOOP, translate
from rules import beastrider
from rules.data import (
    BEASTRIDER,
    CALIBURN,
    DECAPITATED,
    EMPTY,
    NEVER_BREAKS,
    SHIELD,
    SLAIN,
    GameData,
    named,
)

K = TypeVar("K")

# What an outcome field holds.
BOOL = "bool"
INT = "int"
CHOICE = "choice"  # one of the field's own choices
REF = "ref"  # something of the game, or None: see ``refers_to``
# What a REF field names.
FIGHTER = "fighter"  # a character fielded on another side
WEAPON = "weapon"  # a weapon of his kit

# No count of one game comes near this; it catches a slip of the keyboard.
MAX_WOUNDS = 20

KILLED = "killed"
KILLED_BY = "killed_by"
# Ways to die that end a character's campaign (K2, B8). A character who fled plays on.
DEATHS = (KILLED, SLAIN, DECAPITATED)
# A Beastrider character loses no more dice than he started the game with (B1).
DICE_LOST = ("attack_lost", "defend_lost")


def _said(text: str) -> str:
    """A text of the outcomes' tables in the language Muster speaks (written in English at
    import, marked with ``QT_TRANSLATE_NOOP("Outcomes", ...)``, translated when it is read)."""
    return translate("Outcomes", text) if text else text


@dataclass(frozen=True)
class OutcomeField:
    """One field of an outcome: what it holds, and how the table and refusals name it.

    Its words are kept in English (``english_*``) and read in the language Muster speaks
    (``label``, ``what``, ``tip``, ``choices``).
    """

    key: str
    kind: str  # BOOL, INT, CHOICE or REF
    english_label: str  # the post-battle table's column title
    english_what: str  # how a refusal names it: "Kai: leg wounds cannot be more than 20"
    english_tip: str = ""
    maximum: int = 0  # INT: the most it may count
    english_choices: tuple[tuple[str, str], ...] = ()  # CHOICE: (value, label), blank first
    refers_to: str = ""  # REF: FIGHTER or WEAPON
    injury: str = ""  # INT: the injury it is when injuries last (K4)
    needs: str = ""  # BOOL: an item id he must carry for it to apply (his shield, to break)

    @property
    def label(self) -> str:
        """The post-battle table's column title."""
        return _said(self.english_label)

    @property
    def what(self) -> str:
        """How a refusal names it: "leg wounds"."""
        return _said(self.english_what)

    @property
    def tip(self) -> str:
        """The column's tooltip ("" for none)."""
        return _said(self.english_tip)

    @property
    def choices(self) -> tuple[tuple[str, str], ...]:
        """A CHOICE field's (value, label) pairs, the blank one first."""
        return tuple((value, _said(label)) for value, label in self.english_choices)

    @property
    def blank(self) -> Any:
        """The value of a character to whom nothing happened."""
        if self.kind == BOOL:
            return False
        if self.kind == INT:
            return 0
        if self.kind == CHOICE:
            return self.choices[0][0]
        return None

    @property
    def values(self) -> tuple[str, ...]:
        """A CHOICE field's allowed values."""
        return tuple(value for value, _label in self.english_choices)


@dataclass(frozen=True)
class OutcomeShape:
    """One game's outcome: its fields in the order the table shows them, and its death."""

    rules_id: str
    english_who: str  # what the game calls one fielded character (shown as ``who``)
    fields: tuple[OutcomeField, ...]
    death: str  # the field that says he died
    killed: Any  # that field's value once a killer is named, unless he died otherwise
    gold: bool  # survivors earn gold, and more for each kill (Caliburn's Wrath)

    @property
    def who(self) -> str:
        """What the game calls one fielded character: "Warrior"."""
        return _said(self.english_who)

    @property
    def keys(self) -> tuple[str, ...]:
        """The fields' keys, in order."""
        return tuple(f.key for f in self.fields)

    def field(self, key: str) -> OutcomeField:
        """The field called ``key``; KeyError when the game has none."""
        for candidate in self.fields:
            if candidate.key == key:
                return candidate
        raise KeyError(key)

    def of_kind(self, kind: str) -> tuple[OutcomeField, ...]:
        """The fields of one kind (BOOL, INT, CHOICE or REF), in order."""
        return tuple(f for f in self.fields if f.kind == kind)


def _count(key: str, label: str, what: str, *, injury: str = "") -> OutcomeField:
    return OutcomeField(key, INT, label, what, maximum=MAX_WOUNDS, injury=injury)


def _flag(key: str, label: str, what: str, tip: str = "", *, needs: str = "") -> OutcomeField:
    return OutcomeField(key, BOOL, label, what, english_tip=tip, needs=needs)


BEASTRIDER_OUTCOME = OutcomeShape(
    rules_id=BEASTRIDER,
    english_who=QT_TRANSLATE_NOOP("Outcomes", "Character"),
    fields=(
        _count(
            "attack_lost",
            QT_TRANSLATE_NOOP("Outcomes", "Attack dice lost"),
            QT_TRANSLATE_NOOP("Outcomes", "attack dice lost"),
            injury="attack",
        ),
        _count(
            "defend_lost",
            QT_TRANSLATE_NOOP("Outcomes", "Defend dice lost"),
            QT_TRANSLATE_NOOP("Outcomes", "defend dice lost"),
            injury="defend",
        ),
        _flag(
            "special_used",
            QT_TRANSLATE_NOOP("Outcomes", "Special used"),
            QT_TRANSLATE_NOOP("Outcomes", "special used"),
        ),
        _flag("fled", QT_TRANSLATE_NOOP("Outcomes", "Fled"), QT_TRANSLATE_NOOP("Outcomes", "fled")),
        _flag(
            KILLED,
            QT_TRANSLATE_NOOP("Outcomes", "Killed"),
            QT_TRANSLATE_NOOP("Outcomes", "killed"),
            QT_TRANSLATE_NOOP("Outcomes", "Killed: out of the campaign for good (B8)"),
        ),
        OutcomeField(
            KILLED_BY,
            REF,
            QT_TRANSLATE_NOOP("Outcomes", "Killed by"),
            QT_TRANSLATE_NOOP("Outcomes", "killer"),
            refers_to=FIGHTER,
        ),
        _count(
            "wounds_inflicted",
            QT_TRANSLATE_NOOP("Outcomes", "Wounds inflicted"),
            QT_TRANSLATE_NOOP("Outcomes", "wounds inflicted"),
        ),
    ),
    death=KILLED,
    killed=True,
    gold=False,
)
CALIBURN_OUTCOME = OutcomeShape(
    rules_id=CALIBURN,
    english_who=QT_TRANSLATE_NOOP("Outcomes", "Warrior"),
    fields=(
        _count(
            "leg",
            QT_TRANSLATE_NOOP("Outcomes", "Leg wounds"),
            QT_TRANSLATE_NOOP("Outcomes", "leg wounds"),
            injury="leg",
        ),
        _count(
            "arm",
            QT_TRANSLATE_NOOP("Outcomes", "Arm wounds"),
            QT_TRANSLATE_NOOP("Outcomes", "arm wounds"),
            injury="arm",
        ),
        _count(
            "neck",
            QT_TRANSLATE_NOOP("Outcomes", "Neck wounds"),
            QT_TRANSLATE_NOOP("Outcomes", "neck wounds"),
            injury="neck",
        ),
        OutcomeField(
            "fate",
            CHOICE,
            QT_TRANSLATE_NOOP("Outcomes", "Slain / decapitated"),
            QT_TRANSLATE_NOOP("Outcomes", "fate"),
            english_tip=QT_TRANSLATE_NOOP("Outcomes", "Slain or decapitated: dead (K2)"),
            english_choices=(
                ("", "—"),
                (SLAIN, QT_TRANSLATE_NOOP("Outcomes", "Slain")),
                (DECAPITATED, QT_TRANSLATE_NOOP("Outcomes", "Decapitated")),
            ),
        ),
        OutcomeField(
            KILLED_BY,
            REF,
            QT_TRANSLATE_NOOP("Outcomes", "By whom"),
            QT_TRANSLATE_NOOP("Outcomes", "killer"),
            refers_to=FIGHTER,
        ),
        _flag(
            "shield_broken",
            QT_TRANSLATE_NOOP("Outcomes", "Shield broken"),
            QT_TRANSLATE_NOOP("Outcomes", "shield broken"),
            QT_TRANSLATE_NOOP("Outcomes", "Only a warrior with a shield"),
            needs=SHIELD,
        ),
        OutcomeField(
            "weapon_broken",
            REF,
            QT_TRANSLATE_NOOP("Outcomes", "Weapon broken"),
            QT_TRANSLATE_NOOP("Outcomes", "weapon broken"),
            refers_to=WEAPON,
        ),
        # C6: the weapon he fights with breaks on each double one, so a warrior who carries
        # two breakable weapons (C7) may lose both in one game; a third is his dagger.
        OutcomeField(
            "second_weapon_broken",
            REF,
            QT_TRANSLATE_NOOP("Outcomes", "Second weapon broken"),
            QT_TRANSLATE_NOOP("Outcomes", "second weapon broken"),
            english_tip=QT_TRANSLATE_NOOP(
                "Outcomes", "A second weapon broken on double ones in the same game (C6)"
            ),
            refers_to=WEAPON,
        ),
    ),
    death="fate",
    killed=SLAIN,
    gold=True,
)
OUTCOMES: Mapping[str, OutcomeShape] = MappingProxyType(
    {BEASTRIDER: BEASTRIDER_OUTCOME, CALIBURN: CALIBURN_OUTCOME}
)
FATES = CALIBURN_OUTCOME.field("fate").values
# The weapons an outcome says broke (C6), in the order they broke.
WEAPONS_BROKEN = ("weapon_broken", "second_weapon_broken")
# The outcome fields, of either game, that count as injuries taken in a character's record.
INJURY_FIELDS = tuple(f.key for shape in OUTCOMES.values() for f in shape.fields if f.injury)


def shape_of(rules_id: str) -> OutcomeShape:
    """The outcome of the game ``rules_id`` (KeyError for an unknown game)."""
    return OUTCOMES[rules_id]


def blank_outcome(rules_id: str) -> dict[str, Any]:
    """The outcome of a character to whom nothing happened: unhurt, alive, nothing broken."""
    return {f.key: f.blank for f in shape_of(rules_id).fields}


def how_died(rules_id: str, outcome: Mapping[str, Any]) -> str | None:
    """How this outcome ended the character's campaign (one of DEATHS), or None (K2, B8)."""
    if rules_id == BEASTRIDER:
        return KILLED if outcome.get(KILLED) else None
    fate = outcome.get("fate")
    return fate if fate in (SLAIN, DECAPITATED) else None


def is_dead(rules_id: str, outcome: Mapping[str, Any]) -> bool:
    """Whether this outcome means the character is dead for the rest of the campaign (K2)."""
    return how_died(rules_id, outcome) is not None


def injury_keys(rules_id: str) -> tuple[str, ...]:
    """The keys of a character's lasting injuries in this game (K4)."""
    return tuple(f.injury for f in shape_of(rules_id).fields if f.injury)


def kills(outcomes: Mapping[K, Mapping[str, Any]]) -> dict[K, int]:
    """How many each fielded character killed, counted from his victims' ``killed_by``."""
    counts: dict[Any, int] = dict.fromkeys(outcomes, 0)
    for outcome in outcomes.values():
        killer = outcome.get(KILLED_BY)
        if killer is not None:
            counts[killer] = counts.get(killer, 0) + 1
    return counts


def kill_hints(
    rules_id: str, outcomes: Mapping[K, Mapping[str, Any]], names: Mapping[K, str]
) -> list[str]:
    """What to look at again when an outcome's killer changes, a sentence each: in The
    Beastrider Wars the wound that kills is his killer's (B1), so one who killed more than he
    wounded was named a killer without his wound (or his old victim's killer kept it)."""
    if rules_id != BEASTRIDER:
        return []
    hints = []
    for who, killed in kills(outcomes).items():
        wounds = outcomes.get(who, {}).get("wounds_inflicted")
        if killed and isinstance(wounds, int) and wounds < killed:
            # fmt: off
            text = translate("Outcomes", "{name} killed %n but inflicted {wounds}: the wound that kills is his killer's (B1). Check the wounds inflicted.", None, PLURAL, killed)  # noqa: E501
            # fmt: on
            hints.append(text.format(name=names.get(who, str(who)), wounds=wounds))
    return hints


def killing_wound_moves(rules_id: str, before: Any, after: Any) -> bool:
    """Whether naming another killer moves the wound that killed (B1: in The Beastrider Wars
    a character is killed by a wound, which his killer inflicted): from one named killer to
    another, one wound inflicted less for ``before`` and one more for ``after``."""
    return rules_id == BEASTRIDER and None not in (before, after) and before != after


def edited(rules_id: str, outcome: Mapping[str, Any], key: str, value: Any) -> dict[str, Any]:
    """The outcome with one field set as the post-battle table sets it.

    Counts are kept within their bounds. Only the dead have a killer: naming a killer marks
    the victim dead (killed, or slain unless decapitated), and undoing a death forgets the
    killer.
    """
    shape = shape_of(rules_id)
    changed = shape.field(key)
    result = dict(outcome)
    result[key] = max(0, min(int(value), changed.maximum)) if changed.kind == INT else value
    if key == KILLED_BY:
        if value is not None and not is_dead(rules_id, result):
            result[shape.death] = shape.killed
    elif key == shape.death and not is_dead(rules_id, result):
        result[KILLED_BY] = None
    return result


# --- the characters, and what the rules refuse ------------------------------------------


@dataclass(frozen=True)
class CharacterState:
    """A fielded character as he was before the game's effects: what they depend on."""

    profile: str
    dead: bool = False  # already dead before this game
    kit: tuple[str, ...] = ()  # item ids he carries, his profile's own included
    injuries: Mapping[str, int] = field(default_factory=lambda: EMPTY)  # his lasting injuries
    # (attack, defend) he took the field with (Beastrider): his starting dice less his lasting
    # injuries, when the campaign keeps them (B8, K4)
    dice: tuple[int, int] | None = None


def character_state(
    rules: GameData,
    *,
    profile: str,
    options: Iterable[str] = (),
    upgrades: Iterable[Mapping[str, object]] = (),
    dead: bool = False,
    kit: Iterable[str] = (),
    injuries: Mapping[str, int] | None = None,
) -> CharacterState:
    """A character's state, with the dice a Beastrider character takes the field with: his
    starting dice (B4) less his lasting injuries, when the campaign keeps them (B8, K4)."""
    dice = None
    if rules.id == BEASTRIDER and profile in rules.profiles:
        fighter = beastrider.new_fighter(
            rules, profile, options=list(options), upgrades=list(upgrades), injuries=injuries
        )
        dice = (fighter.attack, fighter.defend)
    return CharacterState(profile, dead, tuple(kit), MappingProxyType(dict(injuries or {})), dice)


def state_as_fielded(rules: GameData, fielded: Mapping[str, Any]) -> CharacterState:
    """A character's state from what a recorded game keeps of him as he took the field
    (``details.fielded``: his profile, items, options, upgrades and lasting injuries)."""
    return character_state(
        rules,
        profile=fielded["profile"],
        options=fielded.get("options") or (),
        upgrades=fielded.get("upgrades") or (),
        kit=fielded.get("items") or (),
        injuries=fielded.get("injuries") or {},
    )


def applies(outcome_field: OutcomeField, kit: Collection[str]) -> bool:
    """Whether the field can be set for a character carrying ``kit`` (item ids): only he who
    carries a shield can have it broken."""
    return not outcome_field.needs or outcome_field.needs in kit


def breakable_weapons(rules: GameData, items: Iterable[str]) -> tuple[str, ...]:
    """The weapons among these item ids that can break (C6: Excalibur never does), once each."""
    result = []
    for item_id in dict.fromkeys(items):
        item = rules.items.get(item_id)
        if item is not None and item.is_weapon and item.breakage != NEVER_BREAKS:
            result.append(item_id)
    return tuple(result)


@dataclass(frozen=True)
class Refusal:
    """Why an outcome cannot be recorded, in a sentence naming the warrior; a ruling that
    forbids it is cited at the end, as every refusal cites it: "... no harm at all (C3)."."""

    text: str
    ruling: bool = False  # a ruling forbids it (C3, C6), rather than it being a slip
    rule: str = ""  # the id of that ruling, as cited in the text


def refusal(
    rules: GameData,
    name: str,
    state: CharacterState | None,
    outcome: Mapping[str, Any],
    opponents: Collection[Any],
) -> Refusal | None:
    """What the rules refuse in ``name``'s outcome, its values already of the right kinds.

    ``state`` is None for a character no longer in the campaign; ``opponents`` are who may
    have killed him, the characters fielded on the other sides.
    """
    kit = state.kit if state is not None else ()
    profile = rules.profiles.get(state.profile) if state is not None else None
    if state is not None and state.dice is not None:
        for key, had in zip(DICE_LOST, state.dice, strict=True):
            lost = outcome.get(key)
            if isinstance(lost, int) and lost > had:
                # fmt: off
                if key == "attack_lost":
                    text = translate("Outcomes", "{name} took the field with %n attack die(s) and cannot lose {lost} (B1).", None, PLURAL, had)  # noqa: E501
                else:
                    text = translate("Outcomes", "{name} took the field with %n defend die(s) and cannot lose {lost} (B1).", None, PLURAL, had)  # noqa: E501
                # fmt: on
                return Refusal(text.format(name=name, lost=lost), ruling=True, rule="B1")
        refused = _flee_or_die(name, state.dice, outcome)
        if refused is not None:
            return refused
    if outcome.get("fate") == DECAPITATED and profile and profile.decapitation_immune:
        text = translate("Outcomes", "Decapitation does {name} no harm at all (C3).")
        return Refusal(text.format(name=name), ruling=True, rule="C3")
    if outcome.get("shield_broken") and SHIELD not in kit:
        return Refusal(
            translate("Outcomes", "{name} carries no shield to break.").format(name=name)
        )
    first, second = outcome.get("weapon_broken"), outcome.get("second_weapon_broken")
    if second is not None and first is None:
        return Refusal(
            translate(
                "Outcomes", "{name}'s second broken weapon is given, but not his first."
            ).format(name=name)
        )
    for weapon in (first, second):
        if weapon is None:
            continue
        item = rules.items.get(weapon)
        if item is None or not item.is_weapon or weapon not in kit:
            return Refusal(
                translate("Outcomes", "{name} carries no such weapon to break.").format(name=name)
            )
        if item.breakage == NEVER_BREAKS:
            text = translate("Outcomes", "{item} never breaks (C6).")
            return Refusal(text.format(item=named(item)), ruling=True, rule="C6")
    if first is not None and first == second and list(kit).count(first) < 2:
        return Refusal(
            translate("Outcomes", "{name} carries no second {item} to break.").format(
                name=name, item=named(rules.items[first])
            )
        )
    killer = outcome.get(KILLED_BY)
    if killer is not None:
        if not is_dead(rules.id, outcome):
            return Refusal(
                translate(
                    "Outcomes", "{name} is marked as killed by someone but not as dead."
                ).format(name=name)
            )
        if killer not in opponents:
            return Refusal(
                translate(
                    "Outcomes", "{name} can only be killed by someone of the other side."
                ).format(name=name)
            )
    return None


def _flee_or_die(name: str, dice: tuple[int, int], outcome: Mapping[str, Any]) -> Refusal | None:
    """B1's ends, for a character who took the field with ``dice`` (attack, defend): he is
    killed only when wounded again after losing all his defend dice; he flees once he has
    lost all his attack dice (unless he was killed first), and only then or once he has lost
    all his defend dice (as the tracker lets him: :func:`rules.tracker_changes.apply`)."""
    attack, defend = dice
    attack_lost, defend_lost = outcome.get("attack_lost"), outcome.get("defend_lost")
    if outcome.get(KILLED) is True and isinstance(defend_lost, int) and defend_lost < defend:
        left = defend - defend_lost
        # fmt: off
        text = translate("Outcomes", "{name} still had %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).", None, PLURAL, left)  # noqa: E501
        # fmt: on
        return Refusal(text.format(name=name), ruling=True, rule="B1")
    if (
        isinstance(attack_lost, int)
        and attack_lost >= attack
        and outcome.get(KILLED) is not True
        and outcome.get("fled") is not True
    ):
        text = translate(
            "Outcomes",
            "{name} lost all his attack dice, so he fled: a character must flee once he has lost all his attack dice (B1).",  # noqa: E501
        )
        return Refusal(text.format(name=name), ruling=True, rule="B1")
    if (
        outcome.get("fled") is True
        and outcome.get(KILLED) is not True
        and isinstance(attack_lost, int)
        and isinstance(defend_lost, int)
        and attack_lost < attack
        and defend_lost < defend
    ):
        text = translate(
            "Outcomes",
            "{name} cannot have fled with attack and defend dice left: a character flees once he has lost all his attack dice, and may choose to once he has lost all his defend dice (B1).",  # noqa: E501
        )
        return Refusal(text.format(name=name), ruling=True, rule="B1")
    return None


# --- texts --------------------------------------------------------------------------------


def describe(rules: GameData, outcome: Mapping[str, Any], names: Mapping[Any, str]) -> str:
    """A character's part in a game in a few words: "took 1 leg wound, slain by Kai".

    ``names`` names the fielded characters, for his killer. In the language being written:
    inside :func:`i18n.in_english` the English a history entry keeps.
    """
    parts: list[str] = []
    killer = names.get(outcome.get(KILLED_BY)) if outcome.get(KILLED_BY) in names else None
    if rules.id == BEASTRIDER:
        if attack := outcome.get("attack_lost"):
            parts.append(translate("Outcomes", "lost %n attack die(s)", None, PLURAL, attack))
        if defend := outcome.get("defend_lost"):
            parts.append(translate("Outcomes", "lost %n defend die(s)", None, PLURAL, defend))
        if inflicted := outcome.get("wounds_inflicted"):
            parts.append(translate("Outcomes", "inflicted %n wound(s)", None, PLURAL, inflicted))
        if outcome.get("special_used"):
            parts.append(translate("Outcomes", "used his special"))
        if outcome.get("fled"):
            parts.append(translate("Outcomes", "fled", "he fled"))
        if outcome.get(KILLED):
            parts.append(_fate(KILLED, killer))
    else:
        wounds = []
        if leg := outcome.get("leg"):
            wounds.append(translate("Outcomes", "%n leg wound(s)", None, PLURAL, leg))
        if arm := outcome.get("arm"):
            wounds.append(translate("Outcomes", "%n arm wound(s)", None, PLURAL, arm))
        if neck := outcome.get("neck"):
            wounds.append(translate("Outcomes", "%n neck wound(s)", None, PLURAL, neck))
        if wounds:
            parts.append(translate("Outcomes", "took {wounds}").format(wounds=", ".join(wounds)))
        if outcome.get("shield_broken"):
            parts.append(translate("Outcomes", "shield broken", "his shield broke"))
        for key in WEAPONS_BROKEN:
            if outcome.get(key):
                item = rules.items.get(outcome[key])
                parts.append(
                    translate("Outcomes", "{item} broken").format(
                        item=named(item) if item else outcome[key]
                    )
                )
        if outcome.get("fate"):
            parts.append(_fate(outcome["fate"], killer))
    return ", ".join(parts) if parts else translate("Outcomes", "unhurt")


def _fate(fate: str, killer: str | None) -> str:
    """How he died, and by whom when he is named: "slain by Kai"."""
    if fate == KILLED:
        if killer is None:
            return translate("Outcomes", "killed", "he was killed")
        return translate("Outcomes", "killed by {killer}").format(killer=killer)
    if fate == SLAIN:
        if killer is None:
            return translate("Outcomes", "slain", "he was slain")
        return translate("Outcomes", "slain by {killer}").format(killer=killer)
    if fate == DECAPITATED:
        if killer is None:
            return translate("Outcomes", "decapitated", "he was decapitated")
        return translate("Outcomes", "decapitated by {killer}").format(killer=killer)
    return fate if killer is None else f"{fate} by {killer}"  # not a fate of the rules
