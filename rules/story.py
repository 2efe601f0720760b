"""One judgement of a character's story, read from everything the campaign holds of him.

A character's story is told in four places: his own record (whether he is marked dead, his
gold), his history (what it adds up to: the gold it moved, the kills and the deaths it tells
of), the games he was fielded in (each recorded game's outcome for him, and what recording it
changed: his death and the gold it awarded him, pinned in the game's effects) and what he
bought (the prices paid). :func:`judge` reads them all, as a :class:`Story`, and says whether
he is dead and since which game, and every place where they disagree, each a
:class:`Finding` citing its ruling.

A death any of them records is a death (K2): an outcome that says killed, slain or
decapitated, effects that say he died, a ``death`` entry of his history, or his status. Then
he must be marked dead, his history must tell of the one death, and no game after the one he
died in may field him.

His gold is judged from his history when he has one (it begins with his recruitment): it must
add up (C9). Without one (a file written by hand), his gold is at most his profile's gold and
what the games he played awarded him, less what his kit cost at the prices paid; and what he
paid for an item is at least what the campaign charges for it, since nothing tells of another
price (C9). The Beastrider Wars has no gold at all (B7).

Every door asks this one function: the import of a campaign file refuses the first finding,
the database check reports them all (and repairs what is certain), the roster and the published
pages warn of them, and recording a game (so confirming a club's report) refuses a warrior it
finds dead before the game. The callers read the campaign (``models/story.py``, the reader of
campaign files); this module only judges.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from i18n import PLURAL, translate
from rules import experience
from rules.characters import COMBAT, MAX_COMBAT_DICE
from rules.data import BEASTRIDER, CALIBURN, EMPTY, GameData, named

# What a finding is about, so a door can point at it: his being marked dead, a game that
# fields him, the gold he has, his history's kills or deaths, a game's record of his death,
# and a price he paid.
MARKED = "marked"
FIELDED = "fielded"
GOLD = "gold"
KILLS = "kills"
DEATHS = "deaths"
RECORD = "record"
PRICE = "price"
XP = "xp"


class Fielded(NamedTuple):
    """A game he is fielded in, as the game keeps him (a named tuple: a campaign holds one for
    each fielding, 19,200 in the big one, and a frozen dataclass takes five times as long to
    make).

    ``death`` is how his recorded outcome says he died (``killed``, ``slain`` or
    ``decapitated``), or None; ``effects_died`` whether what recording the game changed says
    he died in it (None when the game keeps no effects of him: not recorded, or a file
    without them); ``gold`` what it awarded him (the effects' pinned ``gold``); ``xp`` the
    XP it awarded him (the effects' pinned ``xp``, None with experience off, K6).
    """

    number: int
    recorded: bool = False
    death: str | None = None
    effects_died: bool | None = None
    gold: int = 0
    xp: int | None = None


@dataclass(frozen=True)
class Bought:
    """Something he bought and still carries, lost or returned: the item, the price paid
    (pinned), the gold given back when he returned it, and the price the history entry of the
    purchase tells (None when no entry tells it)."""

    item: str
    price: int
    refund: int = 0
    told: int | None = None


@dataclass(frozen=True)
class Misspent:
    """XP his history spends or gives back that no advance accounts for (K6): an advance
    (``kind``, an upgrade's kind) paid with ``xp`` that is not a whole number; or (``back``)
    ``xp`` given back, for an advance of ``kind`` withdrawn that no advance of his like it
    was paid, or (``kind`` None) by an entry that withdraws no advance. ``xp`` is the amount
    as the entry has it, in words."""

    kind: str | None
    xp: str
    back: bool = False


@dataclass(frozen=True)
class History:
    """What his history tells, the entries a correction superseded left out.

    ``begun``: it begins with his recruitment, so it tells his whole story and adds up.
    ``readable``: every entry says how it moved his gold and none is a correction of the old
    kind, which named nothing it superseded (then nothing is added up: the entries it
    corrected still stand). ``deaths_in`` are the games his ``death`` entries name (an entry
    naming none is counted in ``deaths`` only). ``xp_earned`` and ``xp_spent`` are the XP
    it earned and spent (K6); ``overspent`` the first advance that cost more than he had left
    when he bought it: (its cost, what he had left), or None. ``advances`` are the advances
    he paid XP for (an upgrade entry saying what it cost: one taken free, before the campaign
    switched experience on, does not), each as (its kind, how many of that kind he had when
    he paid for it); ``misspent`` the first XP spent or given back that no advance accounts
    for. ``upgrades``: how many upgrades of each kind it tells he holds (those withdrawn left
    out), once it tells of XP at all (None before: a campaign with experience off keeps its
    upgrades as B8 says).
    """

    begun: bool = False
    readable: bool = True
    gold: int = 0
    kills: int = 0
    deaths: int = 0
    deaths_in: tuple[int, ...] = ()
    xp_earned: int = 0
    xp_spent: int = 0
    overspent: tuple[int, int] | None = None
    advances: tuple[tuple[str, int], ...] = ()
    misspent: Misspent | None = None
    upgrades: tuple[tuple[str, int], ...] | None = None


NO_HISTORY = History()


@dataclass(frozen=True)
class Story:
    """Everything the campaign holds of one character.

    ``name`` is how a finding names him (the database check quotes it); ``gold`` is None when
    it is not a number (a bad value the check reports on its own); ``kills`` are the enemies
    his side's recorded outcomes say he killed; ``fielded`` every game he is fielded in,
    recorded or not; ``upgrades`` how many upgrades of each kind his record holds (None when
    they are not read).
    """

    name: str
    profile: str
    marked_dead: bool
    gold: int | None
    bought: tuple[Bought, ...] = ()
    fielded: tuple[Fielded, ...] = ()
    kills: int = 0
    history: History = field(default_factory=History)
    upgrades: tuple[tuple[str, int], ...] | None = None


@dataclass(frozen=True)
class Finding:
    """One place where his story disagrees with itself: the ruling, what it is about (for a
    door to point at it: ``game`` for a fielding or a game's record, ``item`` the index in
    :attr:`Story.bought` for a price), and a sentence naming him, the ruling cited in
    brackets at its end and no full stop (as :class:`rules.characters.Breach`)."""

    ruling: str
    about: str
    text: str
    game: int | None = None
    item: int | None = None

    @property
    def sentence(self) -> str:
        """The text as a sentence."""
        return self.text + "."


@dataclass(frozen=True)
class Judgement:
    """What his story says: whether he is dead (K2) and the game he died in (the first that
    records it; None for a death no game records), and every finding, in the order: his
    death, the games, his gold, his history."""

    dead: bool
    died_in: int | None
    findings: tuple[Finding, ...] = ()

    def dead_before(self, number: int) -> bool:
        """Whether he died in a game numbered before ``number`` (K2: he cannot play in it)."""
        return self.died_in is not None and self.died_in < number


def judge(
    rules: GameData,
    story: Story,
    *,
    offered: Mapping[str, experience.Advance] | None = None,
) -> Judgement:
    """The judgement of ``story`` in the campaign whose rules are ``rules`` and whose advances
    are ``offered`` (:func:`rules.experience.advances` of its settings; by default K6's)."""
    findings: list[Finding] = []
    dead, died_in = _death(story, findings)
    _games(story, died_in, findings)
    _gold(rules, story, findings)
    _told(story, dead, findings)
    _xp(story, findings)
    _advances(rules, story, offered, findings)
    return Judgement(dead, died_in, tuple(findings))


# --- deaths (K2) ----------------------------------------------------------------------------


def _history_counts(story: Story) -> bool:
    """Whether his history is evidence of his death: a correction of the old kind may have
    brought him back without superseding the entry, so then only while he is marked dead."""
    return story.history.readable or story.marked_dead


def _death(story: Story, findings: list[Finding]) -> tuple[bool, int | None]:
    games = [
        one.number
        for one in story.fielded
        if one.recorded and (one.death is not None or one.effects_died)
    ]
    told = story.history if _history_counts(story) else NO_HISTORY
    numbers = games + list(told.deaths_in)
    died_in = min(numbers) if numbers else None
    recorded = bool(numbers) or told.deaths > 0
    if recorded and not story.marked_dead:
        if died_in is not None:
            text = translate(
                "Story",
                "{name} died in game {number}, but is not marked dead: a character killed, slain or decapitated is dead for the rest of the campaign (K2)",  # noqa: E501
            ).format(name=story.name, number=died_in)
        else:
            text = translate(
                "Story",
                "{name}'s history tells of his death, but he is not marked dead: a character killed, slain or decapitated is dead for the rest of the campaign (K2)",  # noqa: E501
            ).format(name=story.name)
        findings.append(Finding("K2", MARKED, text, game=died_in))
    return story.marked_dead or recorded, died_in


def _games(story: Story, died_in: int | None, findings: list[Finding]) -> None:
    """The games against his death: none after it fields him, and the game he died in
    records his death in its outcome and its effects alike."""
    for one in story.fielded:
        if died_in is not None and one.number > died_in:
            text = translate(
                "Story",
                "{name} died in game {died_in}, so he cannot be fielded in game {number} (K2)",
            ).format(name=story.name, died_in=died_in, number=one.number)
            findings.append(Finding("K2", FIELDED, text, game=one.number))
        elif one.recorded and one.number == died_in and one.effects_died is not None:
            if one.effects_died and one.death is None:
                text = translate(
                    "Story",
                    "Game {number} records that {name} died in it, but his outcome there does not say he was killed, slain or decapitated (K2)",  # noqa: E501
                )
            elif one.death is not None and not one.effects_died:
                text = translate(
                    "Story",
                    "{name}'s outcome in game {number} says he died, but what recording the game changed does not (K2)",  # noqa: E501
                )
            else:
                continue
            findings.append(
                Finding("K2", RECORD, text.format(name=story.name, number=one.number), one.number)
            )


# --- gold (C9, B7) --------------------------------------------------------------------------


def _gold_ruling(rules: GameData) -> str:
    return "B7" if rules.id == BEASTRIDER else "C9"


def _gold(rules: GameData, story: Story, findings: list[Finding]) -> None:
    history = story.history
    ruling = _gold_ruling(rules)
    if history.begun:
        if not history.readable:
            return  # nothing adds up (see History)
        if story.gold is not None and story.gold != history.gold:
            text = translate(
                "Story", "{name} has {gold} gp, but his history adds up to {told} gp ({rule})"
            ).format(name=story.name, gold=story.gold, told=history.gold, rule=ruling)
            findings.append(Finding(ruling, GOLD, text))
        for index, bought in enumerate(story.bought):
            if bought.told is not None and bought.told != bought.price:
                text = translate(
                    "Story",
                    "{name}'s {item} was paid {price} gp, but his history tells of {told} gp: a price paid is kept as it was paid ({rule})",  # noqa: E501
                ).format(
                    name=story.name,
                    item=_item_name(rules, bought.item),
                    price=bought.price,
                    told=bought.told,
                    rule=ruling,
                )
                findings.append(Finding(ruling, PRICE, text, item=index))
        return
    profile = rules.profiles.get(story.profile)
    if profile is None or story.gold is None or any(b.price < 0 for b in story.bought):
        return  # an unknown profile (K1), a gold or a price that cannot be: reported on its own
    for index, bought in enumerate(story.bought):
        item = rules.items.get(bought.item)
        if item is not None and bought.price < item.cost:
            text = translate(
                "Story",
                "{name}'s {item} was paid {price} gp, but it costs {cost} gp in this campaign, and he has no history to tell of another price ({rule})",  # noqa: E501
            ).format(
                name=story.name,
                item=named(item),
                price=bought.price,
                cost=item.cost,
                rule=ruling,
            )
            findings.append(Finding(ruling, PRICE, text, item=index))
    own = profile.gold if profile.may_buy else 0
    awarded = sum(one.gold for one in story.fielded if one.recorded)
    spent = sum(bought.price - bought.refund for bought in story.bought)
    most = own + awarded - spent
    if story.gold > most:
        if rules.id == BEASTRIDER:
            text = translate(
                "Story", "{name} has {gold} gp, but The Beastrider Wars has no gold (B7)"
            ).format(name=story.name, gold=story.gold)
        else:
            text = translate(
                "Story",
                "{name} has {gold} gp, but without a history to tell of more he can have at most {most} gp: his profile's {own} gp and the {awarded} gp his games awarded him, less the {spent} gp his kit cost (C9)",  # noqa: E501
            ).format(
                name=story.name,
                gold=story.gold,
                most=most,
                own=own,
                awarded=awarded,
                spent=spent,
            )
        findings.append(Finding(ruling, GOLD, text))


def _item_name(rules: GameData, item_id: str) -> str:
    item = rules.items.get(item_id)
    return named(item) if item is not None else item_id


# --- what his history tells (K2) ------------------------------------------------------------


def _told(story: Story, dead: bool, findings: list[Finding]) -> None:
    """His history's kills and deaths against the recorded games and his death."""
    history = story.history
    if not (history.begun and history.readable):
        return
    if history.kills != story.kills:
        # fmt: off
        text = translate("Story", "{name} killed {kills} in recorded games, but his history tells of %n kill(s) (K2)", None, PLURAL, history.kills)  # noqa: E501
        # fmt: on
        findings.append(Finding("K2", KILLS, text.format(name=story.name, kills=story.kills)))
    # (Not dead, his history tells of no death: a death it tells of makes him dead.)
    if dead and history.deaths != 1:
        # fmt: off
        text = translate("Story", "{name} is dead, but his history tells of %n death(s) (K2)", None, PLURAL, history.deaths)  # noqa: E501
        # fmt: on
        findings.append(Finding("K2", DEATHS, text.format(name=story.name)))


# --- experience (K6) ------------------------------------------------------------------------


def _xp(story: Story, findings: list[Finding]) -> None:
    """His history's XP against the XP his recorded games awarded him, and each advance
    against the XP he had left when he bought it. XP left below 0 is no finding: a correction
    takes back XP he may have spent already (K6)."""
    history = story.history
    if not (history.begun and history.readable):
        return
    awarded = sum(one.xp or 0 for one in story.fielded if one.recorded)
    if awarded != history.xp_earned:
        text = translate(
            "Story",
            "{name}'s recorded games awarded him {awarded} XP, but his history adds up to {told} XP earned (K6)",  # noqa: E501
        ).format(name=story.name, awarded=awarded, told=history.xp_earned)
        findings.append(Finding("K6", XP, text))
    if history.overspent is not None:
        cost, left = history.overspent
        text = translate(
            "Story",
            "{name}'s history tells of an advance that cost {cost} XP when he had {left} XP left: an advance is paid with XP he has (K6)",  # noqa: E501
        ).format(name=story.name, cost=cost, left=left)
        findings.append(Finding("K6", XP, text))


def _advance_name(kind: str | None) -> str:
    if kind in experience.ADVANCE_NAMES:
        return translate("Experience", experience.ADVANCE_NAMES[kind])
    return translate("Story", "an advance “{kind}”").format(kind=kind)


def _advances(
    rules: GameData,
    story: Story,
    offered: Mapping[str, experience.Advance] | None,
    findings: list[Finding],
) -> None:
    """Each advance he paid for against the campaign's limit of its kind, and past 5d6 in
    Caliburn's Wrath; the XP spent or given back that no advance accounts for (K6). Upgrades
    taken free, before the campaign switched experience on, count towards a limit but may
    exceed it: only an advance paid when he already had the limit is a finding."""
    history = story.history
    if not (history.begun and history.readable):
        return
    if history.advances and offered is None:
        offered = experience.advances(rules.id, EMPTY)
    profile = rules.profiles.get(story.profile)
    for kind, had in history.advances:
        offer = (offered or EMPTY).get(kind)
        if offer is not None and had >= offer.limit:
            text = translate(
                "Story",
                "{name}'s history tells of {advance} paid with XP when he already had {had}, the most this campaign allows (K6)",  # noqa: E501
            ).format(name=story.name, advance=offer.name, had=had)
            findings.append(Finding("K6", XP, text))
        if rules.id == CALIBURN and kind == COMBAT and profile is not None:
            dice = profile.combat_dice + had
            if dice >= MAX_COMBAT_DICE:
                text = translate(
                    "Story",
                    "{name}'s history tells of an extra combat die paid with XP when he already rolled {dice}d6, and no warrior rolls more than {top}d6 (K6)",  # noqa: E501
                ).format(name=story.name, dice=dice, top=MAX_COMBAT_DICE)
                findings.append(Finding("K6", XP, text))
    misspent = history.misspent
    if misspent is not None:
        findings.append(Finding("K6", XP, _misspent(story.name, misspent)))
    _upgrades_told(story, findings)


def _misspent(name: str, misspent: Misspent) -> str:
    if not misspent.back:
        return translate(
            "Story",
            "{name}'s history tells of {advance} paid with “{xp}” XP: an advance is paid with a whole number of XP (K6)",  # noqa: E501
        ).format(name=name, advance=_advance_name(misspent.kind), xp=misspent.xp)
    if misspent.kind is not None:
        return translate(
            "Story",
            "{name}'s history gives back {xp} XP for {advance} withdrawn, but no such advance of his was paid {xp} XP: an advance withdrawn gives back what it cost (K6)",  # noqa: E501
        ).format(name=name, advance=_advance_name(misspent.kind), xp=misspent.xp)
    return translate(
        "Story",
        "{name}'s history gives back {xp} XP, but not for an advance withdrawn: only an advance withdrawn gives its XP back (K6)",  # noqa: E501
    ).format(name=name, xp=misspent.xp)


def _upgrades_told(story: Story, findings: list[Finding]) -> None:
    """His record's upgrades against those his history tells of, once it tells of XP: with
    experience on, an upgrade is an advance bought with XP, and his history tells it (K6)."""
    told = story.history.upgrades
    if told is None or story.upgrades is None:
        return
    has, tells = dict(story.upgrades), dict(told)
    for kind, counted in experience.ADVANCE_COUNTS.items():
        if has.get(kind, 0) != tells.get(kind, 0):
            text = translate(
                "Story", "{advances}: {name} has {has}, but his history tells of {told} (K6)"
            ).format(
                advances=translate("Experience", counted),
                name=story.name,
                has=has.get(kind, 0),
                told=tells.get(kind, 0),
            )
            findings.append(Finding("K6", XP, text))


def amount_said(value: object) -> str:
    """An amount of XP as a history entry has it, in words: a text as it is, anything else as
    JSON writes it."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)
