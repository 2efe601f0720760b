"""One validation of a character against the rules, for every door he comes through.

Recruiting, the shop, options and upgrades, importing a campaign file, the database check and
the roster all ask :func:`character_problems` (or the part of it they need) whether a
character keeps the rules: his profile exists (K1), a named hero appears once in a warband
(B5, C10) and not again after his death (K2, unless the campaign lets heroes return), his
weapons fit a combination with one armour, helmet and shield (C7), items only a hero may carry
and a hero who buys nothing (C10), and the options (B4, B7) and upgrades (B8) his profile may
take. What the campaign's own house rules allow is allowed: the data passed in is the
campaign's (``rules.games.effective_game``).

Each problem is a :class:`Breach`: the ruling it breaks, the part of the character it is about,
and a sentence naming the warrior: "Sir Kai cannot carry a War Axe and a Flail beside a Spear
and a Shield (C7)".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from i18n import translate
from rules.caliburn_kit import COMBAT, MAX_COMBAT_DICE, TUNIC, carried
from rules.data import ARMOUR, BEASTRIDER, HELMET, SHIELD, GameData, Item, Profile, named

# The part of a character a breach is about (what a campaign file calls it).
PROFILE = "profile"
KIT = "kit"
OPTIONS = "options"
UPGRADES = "upgrades"

UPGRADE_KINDS = ("attack", "defend", "special")
# K6: Caliburn's Wrath's one advance, an extra combat die (COMBAT); never above 5d6
# (MAX_COMBAT_DICE).
CALIBURN_UPGRADE_KINDS = (COMBAT,)


@dataclass(frozen=True)
class Breach:
    """One rule a character breaks: its ruling id, the part of him it is about, and the text
    naming him, ending with the ruling in brackets and no full stop."""

    ruling: str
    part: str
    text: str

    @property
    def sentence(self) -> str:
        """The text as a sentence."""
        return self.text + "."


@dataclass(frozen=True)
class Member:
    """A character as the rules see him: who he is and what he has.

    ``items`` are the item ids he carries (Caliburn's Wrath; his profile's own items may be
    listed or not, the dagger is never counted); ``options`` and ``upgrades`` are The
    Beastrider Wars'. ``dead`` says whether he is still in the campaign.
    """

    name: str
    profile: str
    dead: bool = False
    items: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    upgrades: tuple[Mapping[str, Any], ...] = ()


# --- words ------------------------------------------------------------------------------------


def _a(name: str, *, bare: bool = False) -> str:
    """A thing's name with its article: "a War Axe", "an Axe", "Full Plate", "Excalibur"
    (a language may write the name alone)."""
    if bare or name.endswith("Plate"):
        return name
    if name[:1].lower() in "aeiou":
        return translate("Characters", "an {thing}").format(thing=name)
    return translate("Characters", "a {thing}").format(thing=name)


def _listed(phrases: Sequence[str]) -> str:
    """ "a, b and c"."""
    if len(phrases) < 2:
        return "".join(phrases)
    return translate("Characters", "{first} and {last}").format(
        first=", ".join(phrases[:-1]), last=phrases[-1]
    )


def _item(item: Item) -> str:
    return _a(named(item), bare=item.hero_only is not None)


def _hero(profile: Profile) -> str:
    """A hero's name as "a second ..." takes it: "Green Knight", "Sir Kai"."""
    return named(profile).removeprefix("The ")


# --- the profile and named heroes (K1, B5, C10, K2) ------------------------------------------


def _hero_breaches(
    rules: GameData,
    member: Member,
    profile: Profile,
    before: Sequence[Member],
    fallen: Collection[str],
) -> list[Breach]:
    if not profile.hero:
        return []
    breaches = []
    once = "B5" if rules.id == BEASTRIDER else "C10"
    twin = next((m for m in before if m.profile == profile.id and not m.dead), None)
    if twin is not None:
        if twin.name == member.name:
            text = translate(
                "Characters",
                "{name} cannot be a second {hero} in this warband, and a named hero appears once in a warband ({rule})",  # noqa: E501
            )
        else:
            text = translate(
                "Characters",
                "{name} cannot be a second {hero} in this warband: {twin} already is, and a named hero appears once in a warband ({rule})",  # noqa: E501
            )
        breaches.append(
            Breach(
                once,
                PROFILE,
                text.format(name=member.name, hero=_hero(profile), twin=twin.name, rule=once),
            )
        )
    if profile.id in fallen and not rules.heroes_return:
        if member.name in (profile.name, profile.english_name):
            text = translate(
                "Characters",
                "{name} died in this campaign and cannot be recruited again: the dead stay dead (K2)",  # noqa: E501
            )
        else:
            text = translate(
                "Characters",
                "{name} cannot be recruited as {profile}, who died in this campaign: the dead stay dead (K2)",  # noqa: E501
            )
        breaches.append(
            Breach("K2", PROFILE, text.format(name=member.name, profile=named(profile)))
        )
    return breaches


def hero_problems(
    rules: GameData,
    member: Member,
    *,
    before: Sequence[Member] = (),
    fallen: Collection[str] = (),
) -> list[Breach]:
    """Why this character may not be (or join a warband as) his profile: an unknown profile
    (K1), a named hero already in the warband (B5, C10), or one who died in the campaign (K2).

    ``before`` are the warband's characters recruited before him (the dead among them do not
    count); ``fallen`` the profile ids of named heroes who died in the campaign before he was
    recruited, which count only while the campaign does not let heroes return.
    """
    profile = rules.profiles.get(member.profile)
    if profile is None:
        return [
            Breach(
                "K1",
                PROFILE,
                translate(
                    "Characters",
                    "{name} was recruited from the profile {profile}, which {game} does not have in this campaign (K1)",  # noqa: E501
                ).format(name=member.name, profile=repr(member.profile), game=named(rules)),
            )
        ]
    return _hero_breaches(rules, member, profile, before, fallen)


# --- kit (C7, C10) ----------------------------------------------------------------------------


def _best_fit(rules: GameData, weapons: Sequence[Item]) -> tuple[list[Item], list[Item]]:
    """(what fits the roomiest allowed combination, what is left over), in kit order; of
    equally roomy combinations, the one that keeps the items listed first."""

    def taken(slots: Sequence[str]) -> list[int]:
        room = Counter(slots)
        indices = []
        for index, item in enumerate(weapons):
            if item.slot is not None and room[item.slot] > 0:
                room[item.slot] -= 1
                indices.append(index)
        return indices

    def most_kept(indices: list[int]) -> tuple[int, list[int]]:
        return len(indices), [-i for i in indices]

    fits = [taken(combination.slots) for combination in rules.weapon_combinations]
    best: list[int] = max(fits, key=most_kept)
    kept_at = set(best)
    kept = [item for index, item in enumerate(weapons) if index in kept_at]
    extra = [item for index, item in enumerate(weapons) if index not in kept_at]
    return kept, extra


def _fits(rules: GameData, weapons: Sequence[Item]) -> bool:
    slots: Counter[str | None] = Counter(item.slot for item in weapons)
    return any(
        all(Counter[str | None](combination.slots)[slot] >= count for slot, count in slots.items())
        for combination in rules.weapon_combinations
    )


def kit_problems(
    rules: GameData, name: str, profile: Profile, items: Sequence[str]
) -> list[Breach]:
    """Why ``name`` of ``profile`` may not carry these item ids (C7, C10, K1); empty when he
    may. Gold is not looked at: what he paid is pinned, and what he has left is his own (C9).
    """
    if not rules.items:
        if not items:
            return []
        text = translate("Characters", "{name} carries items, which {game} does not have (K1)")
        return [Breach("K1", KIT, text.format(name=name, game=named(rules)))]
    unknown = translate("Characters", "{name} carries {item}, which {game} does not have (K1)")
    breaches = [
        Breach("K1", KIT, unknown.format(name=name, item=repr(ident), game=named(rules)))
        for ident in items
        if ident not in rules.items
    ]
    kit, bought = carried(rules, profile, [i for i in items if i in rules.items])
    if not profile.may_buy and bought:
        own = _listed([named(item) for item in kit[: len(profile.fixed_items)]])
        if own:
            text = translate("Characters", "{name} buys nothing: he carries only his {own} (C10)")
        else:
            text = translate("Characters", "{name} buys nothing: he carries only his own kit (C10)")
        breaches.append(Breach("C10", KIT, text.format(name=name, own=own)))
    for item in dict.fromkeys(kit):
        if item.hero_only is None:
            continue
        if item.hero_only != profile.id:
            owner = rules.profiles.get(item.hero_only)
            who = named(owner) if owner else item.hero_only
            text = translate("Characters", "{name} cannot carry {item}: only {who} may (C10)")
            breaches.append(Breach("C10", KIT, text.format(name=name, item=named(item), who=who)))
        elif kit.count(item) > 1:
            text = translate("Characters", "{name} carries {item} twice: there is only one (C10)")
            breaches.append(Breach("C10", KIT, text.format(name=name, item=named(item))))
    counted = False
    armour = [item for item in kit if item.category == ARMOUR and item.id != TUNIC]
    if len(armour) > 1:
        counted = True
        worn = _listed([_item(item) for item in armour])
        text = translate("Characters", "{name} can wear only one armour, not {worn} (C7)")
        breaches.append(Breach("C7", KIT, text.format(name=name, worn=worn)))
    for category in (HELMET, SHIELD):
        count = sum(item.category == category for item in kit)
        if count > 1:
            counted = True
            if category == HELMET:
                text = translate("Characters", "{name} can carry only one helmet, not {count} (C7)")
            else:
                text = translate("Characters", "{name} can carry only one shield, not {count} (C7)")
            breaches.append(Breach("C7", KIT, text.format(name=name, count=count)))
    weapons = [item for item in kit if item.slot]
    if not counted and not _fits(rules, weapons):
        kept, extra = _best_fit(rules, weapons)
        kept_ids = {item.id for item in kept}
        surplus = _listed(
            [
                translate("Characters", "another {thing}").format(thing=named(item))
                if item.id in kept_ids
                else _item(item)
                for item in extra
            ]
        )
        if kept:
            text = translate("Characters", "{name} cannot carry {things} beside {kept} (C7)")
        else:
            text = translate("Characters", "{name} cannot carry {things} (C7)")
        kept_listed = _listed([_item(item) for item in kept])
        breaches.append(Breach("C7", KIT, text.format(name=name, things=surplus, kept=kept_listed)))
    return breaches


# --- options and upgrades (B4, B7, B8) ---------------------------------------------------------


def option_problems(
    rules: GameData, name: str, profile: Profile, options: Sequence[str]
) -> list[Breach]:
    """Why ``name`` may not have these options (B4 shield, B7 bow or crossbow); empty if he
    may: each one his profile may take, once, and one bow or crossbow at most."""
    breaches = []
    held: list[str] = []
    for option_id in options:
        option = rules.options.get(option_id)
        if option is None:
            text = translate(
                "Characters", "{name} has the option {option}, which {game} does not have (K1)"
            )
            breaches.append(
                Breach(
                    "K1",
                    OPTIONS,
                    text.format(name=name, option=repr(option_id), game=named(rules)),
                )
            )
            continue
        ruling = "B7" if option.range is not None else "B4"
        ranged = next(
            (rules.options[key] for key in held if rules.options[key].range is not None), None
        )
        if option_id not in profile.options:
            allowed = _listed(
                [named(rules.profiles[key]) for key in option.profiles if key in rules.profiles]
            )
            if allowed:
                text = translate(
                    "Characters", "{name} cannot take {option}: only {who} may ({rule})"
                )
            else:
                text = translate(
                    "Characters",
                    "{name} cannot take {option}: only no one in this campaign may ({rule})",
                )
            breaches.append(
                Breach(
                    ruling,
                    OPTIONS,
                    text.format(name=name, option=_a(named(option)), who=allowed, rule=ruling),
                )
            )
        elif option_id in held:
            text = translate("Characters", "{name} takes {option} only once ({rule})")
            breaches.append(
                Breach(
                    ruling, OPTIONS, text.format(name=name, option=_a(named(option)), rule=ruling)
                )
            )
        elif option.range is not None and ranged is not None:
            text = translate(
                "Characters",
                "{name} cannot carry {option} beside {other}: one bow or crossbow at most (B7)",
            )
            breaches.append(
                Breach(
                    "B7",
                    OPTIONS,
                    text.format(name=name, option=_a(named(option)), other=_a(named(ranged))),
                )
            )
        held.append(option_id)
    return breaches


def _combat_problems(
    rules: GameData,
    name: str,
    profile: Profile,
    upgrades: Sequence[Mapping[str, Any]],
    limit: int | None,
) -> list[Breach]:
    """K6 for a Caliburn's Wrath warrior: only extra combat dice, never above 5d6, and no more
    than the campaign's ``limit`` when it is given."""
    kinds = [upgrade.get("kind") if isinstance(upgrade, Mapping) else None for upgrade in upgrades]
    breaches = []
    if any(kind not in CALIBURN_UPGRADE_KINDS for kind in kinds):
        text = translate(
            "Characters",
            "{name} has an upgrade that is not an extra combat die, which is all {game} has (K6)",
        )
        breaches.append(Breach("K6", UPGRADES, text.format(name=name, game=named(rules))))
    extra = kinds.count(COMBAT)
    if profile.combat_dice + extra > MAX_COMBAT_DICE:
        text = translate(
            "Characters", "{name} would roll {dice}d6, and no warrior rolls more than {top}d6 (K6)"
        )
        breaches.append(
            Breach(
                "K6",
                UPGRADES,
                text.format(name=name, dice=profile.combat_dice + extra, top=MAX_COMBAT_DICE),
            )
        )
    if limit is not None and extra > limit:
        text = translate(
            "Characters",
            "Extra combat dice: {name} has {count}, and the campaign allows {limit} (K6)",
        )
        breaches.append(Breach("K6", UPGRADES, text.format(name=name, count=extra, limit=limit)))
    return breaches


def upgrade_problems(
    rules: GameData,
    name: str,
    profile: Profile,
    upgrades: Sequence[Mapping[str, Any]],
    *,
    limits: Mapping[str, int] | None = None,
) -> list[Breach]:
    """Why ``name`` may not have these upgrades (B8; K6 in Caliburn's Wrath, where ``limits``
    are the campaign's, by kind, when the caller knows them); empty if he may: each an extra
    attack die, an extra defend die, or a special of the campaign he does not have already; in
    Caliburn's Wrath an extra combat die, never above 5d6."""
    if not upgrades:
        return []
    if rules.id != BEASTRIDER:
        return _combat_problems(rules, name, profile, upgrades, (limits or {}).get(COMBAT))
    breaches = []
    specials = list(profile.specials)
    for upgrade in upgrades:
        kind = upgrade.get("kind") if isinstance(upgrade, Mapping) else None
        if kind not in UPGRADE_KINDS:
            text = translate(
                "Characters",
                "{name} has an upgrade that is not an extra attack die, an extra defend die or a new special (B8)",  # noqa: E501
            )
            breaches.append(Breach("B8", UPGRADES, text.format(name=name)))
            continue
        if kind != "special":
            continue
        special = rules.specials.get(str(upgrade.get("special")))
        if special is None:
            text = translate(
                "Characters",
                "{name} learned the special {special}, which this campaign does not have (B8)",
            )
            breaches.append(
                Breach("B8", UPGRADES, text.format(name=name, special=repr(upgrade.get("special"))))
            )
        elif special.id in specials:
            text = translate(
                "Characters", "{name} already has {special}: a special is learned once (B8)"
            )
            breaches.append(Breach("B8", UPGRADES, text.format(name=name, special=named(special))))
        elif special.bow_ignores_defence and not _may_shoot(rules, profile):
            # One who gave up his bow keeps such a special; one whose profile can never carry
            # a bow or a crossbow never learned it (B3, B7).
            text = translate(
                "Characters",
                "{name} cannot have {special}: it works only with a bow, and a {profile} never carries a bow or crossbow (B3)",  # noqa: E501
            )
            breaches.append(
                Breach(
                    "B3",
                    UPGRADES,
                    text.format(name=name, special=named(special), profile=named(profile)),
                )
            )
        else:
            specials.append(special.id)
    return breaches


def _may_shoot(rules: GameData, profile: Profile) -> bool:
    """Whether a character of ``profile`` can ever shoot: his profile's own bow, or a bow or
    crossbow it may take as an option (B7)."""
    return profile.bow is not None or any(
        rules.options[key].range is not None for key in profile.options if key in rules.options
    )


# --- the whole character ----------------------------------------------------------------------


def character_problems(
    rules: GameData,
    member: Member,
    *,
    before: Sequence[Member] = (),
    fallen: Collection[str] = (),
) -> list[Breach]:
    """Every rule this character breaks, in the order profile, kit, options, upgrades; empty
    when he keeps them all.

    ``before`` are the characters of his warband recruited before him and ``fallen`` the
    named heroes (profile ids) who died in the campaign before he was recruited: see
    :func:`hero_problems`.
    """
    breaches = hero_problems(rules, member, before=before, fallen=fallen)
    profile = rules.profiles.get(member.profile)
    if profile is None:
        return breaches
    breaches += kit_problems(rules, member.name, profile, member.items)
    breaches += option_problems(rules, member.name, profile, member.options)
    breaches += upgrade_problems(rules, member.name, profile, member.upgrades)
    return breaches


def added_problems(old: Sequence[Breach], new: Sequence[Breach]) -> list[Breach]:
    """The breaches of ``new`` that ``old`` does not have, counting repeats: what one change
    would break."""
    left = Counter(old)
    added = []
    for breach in new:
        if left[breach]:
            left[breach] -= 1
        else:
            added.append(breach)
    return added
