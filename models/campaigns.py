"""Campaigns and warbands: create, rename, delete, house rules."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

import peewee as pw

from i18n import QT_TRANSLATE_NOOP, translate
from models import changes, history
from models import history_text as said
from models.errors import (
    ChangedElsewhereError,
    DatabaseValueError,
    InvalidInput,
    NotFoundError,
    RuleViolation,
)
from models.limits import check_room
from models.records import declarations as declared
from models.records.edits import Edit
from models.store.connection import db, lock_row, use_campaign
from models.store.roles import name_taken
from models.store.schema import DEAD, Campaign, Character, Game, Warband
from models.store.tolerant import is_stand_in, rows_or_stand_ins
from models.validation import clean_name
from rules import experience
from rules.games import (
    BEASTRIDER,
    CALIBURN,
    GAME_IDS,
    GAME_NAMES,
    GameData,
    HouseRulesError,
    effective_game,
    validate_house_rules,
)

# Campaign settings kept beside the house rules (rules/ ignores these keys).
REFUND_FULL = "full"
REFUND_HALF = "half"
REFUND_NONE = "none"
# The refund policies' labels, shown translated: translate("Campaigns", label).
REFUND_POLICIES = {
    REFUND_FULL: QT_TRANSLATE_NOOP("Campaigns", "Full refund"),
    REFUND_HALF: QT_TRANSLATE_NOOP("Campaigns", "Half the price, rounded down"),
    REFUND_NONE: QT_TRANSLATE_NOOP("Campaigns", "No refund"),
}
DEFAULT_REFUND_AFTER_PLAY = REFUND_HALF
EXPERIENCE = "experience"  # the switch of K6
# Switches of the campaign itself, with their defaults (docs/campaign-settings.md): what a
# campaign that does not say holds, as every campaign made before the switch was.
SWITCHES = {
    "dead_kit_to_stash": True,  # K5: a dead warrior's kit goes to the warband's stash
    "allow_over_limit": True,  # a game may be played over the points limit, noted on it
    EXPERIENCE: False,  # K6: warriors earn XP in games and spend it on advances
}
# What a campaign made now holds, where it differs, by game: C11 binds both sides to the agreed
# limit, so playing over it is a house rule a campaign switches on (those made before keep it
# on; the Beastrider Wars has no points); K6 gives experience to a campaign made from now on.
NEW_CAMPAIGN = {
    CALIBURN: {"allow_over_limit": False, EXPERIENCE: True},
    BEASTRIDER: {EXPERIENCE: True},
}


def list_campaigns() -> list[Campaign]:
    """Every campaign, by name.

    A campaign whose row holds a value Muster cannot read is listed all the same, by what can
    be read of it, and carries the words why (``unreadable``, :mod:`models.store.tolerant`):
    :func:`rules_of` raises them, so its views say it is unreadable, and nothing is written
    over the value it holds.
    """
    listed = rows_or_stand_ins(
        Campaign.select().order_by(Campaign.name),
        {
            "name": lambda row_id: translate("Campaigns", "Campaign {id} (unreadable)").format(
                id=row_id
            ),
            "game": "",
        },
    )
    if any(is_stand_in(campaign) for campaign in listed):
        listed.sort(key=lambda c: (c.name if isinstance(c.name, str) else "", c.id))
    return listed


def campaign_named(name: str) -> Campaign:
    """The campaign called ``name``; NotFoundError names the ones there are."""
    campaign = Campaign.get_or_none(Campaign.name == name)
    if campaign is None:
        names = [c.name for c in Campaign.select(Campaign.name).order_by(Campaign.name)]
        if names:
            raise NotFoundError(
                translate(
                    "Campaigns", "there is no campaign named “{name}” (campaigns: {names})"
                ).format(name=name, names=", ".join(names))
            )
        raise NotFoundError(
            translate(
                "Campaigns", "there is no campaign named “{name}” (the database has none)"
            ).format(name=name)
        )
    use_campaign(campaign.id)  # a command works on it: its writes take its write lock
    return campaign


def readable(campaign: Campaign) -> Campaign:
    """``campaign``, if its row could be read whole and it plays a game Muster knows; else
    :class:`DatabaseValueError` with the words why (see :func:`list_campaigns`)."""
    unreadable = getattr(campaign, "unreadable", None)
    if unreadable:
        raise DatabaseValueError(unreadable)
    if campaign.game not in GAME_IDS:
        raise DatabaseValueError(
            translate(
                "Campaigns",
                "The database holds a value Muster cannot read: the game of the campaign “{name}” is {game}, not a game Muster knows. The database check (Database ▸ Check… in the app) finds it and says what can be done.",  # noqa: E501
            ).format(name=campaign.name, game=repr(campaign.game[:40]))
        )
    return campaign


def rules_of(campaign: Campaign) -> GameData:
    """The rules this campaign plays by: the game's data merged with its house rules.

    House rules stored in the database that the rules refuse (written by another tool, or
    damaged) raise :class:`DatabaseValueError`, which the database check explains.
    """
    readable(campaign)  # see list_campaigns
    try:
        return effective_game(campaign.game, campaign.house_rules)
    except (ValueError, KeyError) as exc:  # HouseRulesError, an unknown game
        raise DatabaseValueError(
            translate(
                "Campaigns",
                "The house rules of the campaign “{name}” cannot be used ({problem}). The database check (Database ▸ Check… in the app) says what can be done.",  # noqa: E501
            ).format(name=campaign.name, problem=exc)
        ) from None


def switch(campaign: Campaign, key: str) -> bool:
    """A switch of the campaign's own settings (``SWITCHES``), or its default."""
    value = (campaign.house_rules or {}).get(key, SWITCHES[key])
    return value if isinstance(value, bool) else SWITCHES[key]


def refund_policy(campaign: Campaign) -> str:
    policy = (campaign.house_rules or {}).get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
    return policy if policy in REFUND_POLICIES else DEFAULT_REFUND_AFTER_PLAY


def _unique_campaign_name(name: str, *, ignore: Campaign | None = None) -> None:
    query = Campaign.select().where(Campaign.name == name)
    if ignore is not None:
        query = query.where(Campaign.id != ignore.id)
    if query.exists() or name_taken(db.obj, name):
        raise InvalidInput(
            translate("Campaigns", "A campaign named “{name}” already exists.").format(name=name)
        )


def create_campaign(*, name: str, game: str, house_rules: dict[str, Any] | None = None) -> Campaign:
    """Start a new campaign of ``game`` (K1), its switches as a campaign made now has them
    (``NEW_CAMPAIGN``: no playing over the points limit, experience on) unless
    ``house_rules`` say."""
    name = clean_name(name, what=translate("Campaigns", "Campaign name"))
    if game not in GAME_IDS:
        raise InvalidInput(translate("Campaigns", "Unknown game “{game}”.").format(game=game))
    rules = validate_settings(game, {**NEW_CAMPAIGN[game], **(house_rules or {})})
    with db.atomic():
        _unique_campaign_name(name)
        campaign = changes.create(Campaign, name=name, game=game, house_rules=rules)
        history.write(
            campaign=campaign,
            kind=history.NOTE,
            said=said.message(
                "campaign_begun", name=name, game=said.game_text("Game", GAME_NAMES[game])
            ),
        )
    return campaign


def rename_campaign(*, campaign: Campaign, name: str) -> None:
    name = clean_name(name, what=translate("Campaigns", "Campaign name"))
    if name == campaign.name:
        return
    with db.atomic():
        _unique_campaign_name(name, ignore=campaign)
        changes.update(campaign, name=name)


def delete_campaign(*, campaign: Campaign) -> None:
    """Delete the campaign with all its warbands, characters, games and history."""
    with db.atomic():
        changes.delete(campaign)


def validate_settings(game: str, settings: dict[str, Any]) -> dict[str, Any]:
    """Check house rules and campaign settings together; returns the normalised dict."""
    try:
        normalised = validate_house_rules(game, settings)
    except HouseRulesError as exc:
        raise RuleViolation(str(exc)) from None
    refund = settings.get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
    if refund not in REFUND_POLICIES:
        raise InvalidInput(
            translate("Campaigns", "Unknown refund setting “{refund}”.").format(refund=refund)
        )
    normalised = dict(normalised)
    normalised["refund_after_play"] = refund
    for key in SWITCHES:
        if key in settings and not isinstance(settings[key], bool):
            raise InvalidInput(
                translate("Campaigns", "{key}: must be true or false.").format(key=key)
            )
    problems = experience.settings_problems(game, settings)
    if problems:
        raise InvalidInput("; ".join(problems))
    for key, value in settings.items():
        normalised.setdefault(key, value)
    return normalised


def new_id(name: str, taken: Iterable[str], prefix: str) -> str:
    """A stable snake_case id for something a campaign adds, unique among ``taken``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "_", ascii_name.lower()).strip("_") or prefix
    taken = set(taken)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}_{n}"
    return candidate


# The figures of a campaign's own profile that a character recruited from it plays with, and
# their words. Its name applies to everyone (a typo fixed); its gold only at recruitment.
FIGURES = {
    CALIBURN: (("points", "points"), ("combat_dice", "combat dice"), ("move", "move")),
    BEASTRIDER: (
        ("movement", "movement"),
        ("toughness", "toughness"),
        ("attack", "attack dice"),
        ("defend", "defend dice"),
        ("specials", "specials"),
        ("mounted", "mounted"),
    ),
}


@dataclass(frozen=True)
class ProfileChange:
    """A campaign profile whose figures change while characters of the campaign use it."""

    profile: str  # its id
    name: str  # its name after the change
    changes: tuple[str, ...]  # "points 4 → 5", in words
    characters: tuple[str, ...]  # the names of those recruited from it who are not dead
    said: tuple[said.Message, ...] = ()  # the changes as history keeps them (messages)


def _shown(rules: GameData, key: str, value: Any) -> Any:
    """A figure's value as a message names it (models.history_text)."""
    if key == "specials":
        names = [said.data_name(rules, "specials", s) for s in value or ()]
        return said.listed(names, ", ") if names else said.word("none")
    if key == "mounted":
        return said.word("yes" if value else "no")
    if key == "move" and value is None:
        return said.word("the base move")
    return value if isinstance(value, int | str) and not isinstance(value, bool) else str(value)


def profile_changes(*, campaign: Campaign, house_rules: dict[str, Any]) -> list[ProfileChange]:
    """The campaign's own profiles whose figures ``house_rules`` would change while living
    characters use them: the question to ask before saving (see :func:`set_house_rules`)."""
    settings = validate_settings(campaign.game, house_rules)
    rules = effective_game(campaign.game, settings)
    before = {p["id"]: p for p in (campaign.house_rules or {}).get("profiles") or ()}
    after = {p["id"]: p for p in settings.get("profiles") or ()}
    figures = FIGURES[campaign.game]
    changed: dict[str, tuple[said.Message, ...]] = {}
    for ident in before.keys() & after.keys():
        old, new = before[ident], after[ident]
        messages = tuple(
            said.message(
                "figure_change",
                figure=said.word(what),
                was=_shown(rules, key, old.get(key)),
                now=_shown(rules, key, new.get(key)),
            )
            for key, what in figures
            if old.get(key) != new.get(key)
        )
        if messages:
            changed[ident] = messages
    if not changed:
        return []
    users: dict[str, list[str]] = {}
    for character in (
        Character.select(Character.name, Character.profile)
        .join(Warband)
        .where(
            (Warband.campaign == campaign)
            & Character.profile.in_(list(changed))
            & (Character.status != DEAD)
        )
        .order_by(Character.id)
    ):
        users.setdefault(character.profile, []).append(character.name)
    return [
        ProfileChange(
            ident,
            after[ident]["name"],
            tuple(said.told(one) for one in changed[ident]),
            tuple(users[ident]),
            changed[ident],
        )
        for ident in sorted(changed, key=lambda i: list(after).index(i))
        if ident in users
    ]


def set_house_rules(
    *, campaign: Campaign, house_rules: dict[str, Any], keep_figures: bool = False
) -> None:
    """Replace the campaign's house rules and settings. Prices already paid stay pinned.

    A change to the figures of a campaign profile that living characters use
    (:func:`profile_changes`) applies to them too, noted in their histories; with
    ``keep_figures`` they keep the figures they were recruited with instead: the old profile is
    kept for them under a new id, offered to no new recruit (``"recruitable": false``).
    """
    settings = validate_settings(campaign.game, house_rules)
    with db.atomic():
        changed = profile_changes(campaign=campaign, house_rules=settings)
        kept: dict[str, str] = {}
        if keep_figures and changed:
            settings, kept = _keep_old_profiles(campaign, settings, changed)
        rules = effective_game(campaign.game, settings)
        _refuse_removing_what_is_in_use(campaign, rules)
        was = switch(campaign, EXPERIENCE)
        changes.update(campaign, house_rules=settings)
        _note_profile_changes(campaign, changed, kept)
        if switch(campaign, EXPERIENCE) != was:
            _note_experience(campaign, on=not was)


def _note_experience(campaign: Campaign, *, on: bool) -> None:
    """Experience switched on or off (K6), said in the campaign's history; switched on, each
    warrior not dead says what he starts with: 0 XP, or what his history still holds from
    the last time it was on."""
    history.write(
        campaign=campaign,
        kind=history.NOTE,
        said=said.message("experience_on" if on else "experience_off"),
    )
    if not on:
        return
    warriors = list(
        Character.select()
        .join(Warband)
        .where((Warband.campaign == campaign) & (Character.status != DEAD))
        .order_by(Character.id)
    )
    accounts = history.xp_accounts([c.id for c in warriors])
    for character in warriors:
        left = accounts[character.id].left
        history.write(
            character=character,
            kind=history.NOTE,
            said=said.message("xp_start" if left == 0 else "xp_again", xp=left),
        )


def _keep_old_profiles(
    campaign: Campaign, settings: dict[str, Any], changed: list[ProfileChange]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The settings with a copy of each changed profile as it was, for those recruited from
    it; and the copies' ids, by the changed profile's id."""
    before = {p["id"]: p for p in (campaign.house_rules or {}).get("profiles") or ()}
    taken = set(effective_game(campaign.game, settings).profiles)
    profiles = list(settings.get("profiles") or ())
    kept = {}
    for change in changed:
        copy_id = new_id(before[change.profile]["name"], taken, "profile")
        taken.add(copy_id)
        profiles.append({**before[change.profile], "id": copy_id, "recruitable": False})
        kept[change.profile] = copy_id
    return validate_settings(campaign.game, {**settings, "profiles": profiles}), kept


def _note_profile_changes(
    campaign: Campaign, changed: list[ProfileChange], kept: dict[str, str]
) -> None:
    """Each living character of a changed profile is told in his history; those who keep
    their figures move to the kept copy (the dead too, so their rosters stay as they were)."""
    for change in changed:
        what = said.listed([{"message": one} for one in change.said], ", ")
        for character in (
            Character.select()
            .join(Warband)
            .where((Warband.campaign == campaign) & (Character.profile == change.profile))
            .order_by(Character.id)
        ):
            if change.profile in kept:
                changes.update(character, profile=kept[change.profile])
                told = said.message("profile_kept", profile=change.name, what=what)
            else:
                told = said.message("profile_changed", profile=change.name, what=what)
            if character.status != DEAD:
                history.write(
                    character=character,
                    kind=history.PROFILE,
                    said=told,
                    details={"profile": change.profile, "kept_as": kept.get(change.profile)},
                )


def _refuse_removing_what_is_in_use(campaign: Campaign, rules: GameData) -> None:
    """A campaign profile or scenario cannot be removed while characters or games use it."""
    used = cast(  # rows as .tuples() gives them (Peewee's stubs say models)
        Iterable[tuple[str, int]],
        Character.select(Character.profile, pw.fn.COUNT(Character.id).alias("n"))
        .join(Warband)
        .where(Warband.campaign == campaign)
        .group_by(Character.profile)
        .tuples(),
    )
    for profile, n in used:
        if profile not in rules.profiles:
            # One line: lupdate sees no plural in a call that ends in a trailing comma.
            refusal = translate("Campaigns", "The profile “{profile}” cannot be removed: %n character(s) of this campaign were recruited from it.", None, None, n)  # noqa: E501  # fmt: skip
            raise RuleViolation(refusal.format(profile=profile))
    scenarios = Game.select(Game.scenario).where(Game.campaign == campaign).distinct()
    for game in scenarios:
        if game.scenario not in rules.scenarios:
            raise RuleViolation(
                translate(
                    "Campaigns",
                    "The scenario “{scenario}” cannot be removed: games of this campaign were played with it.",  # noqa: E501
                ).format(scenario=game.scenario)
            )


# --- warbands ---------------------------------------------------------------------------


def _unique_warband_name(campaign: Campaign, name: str, *, ignore: Warband | None = None) -> None:
    query = Warband.select().where((Warband.campaign == campaign) & (Warband.name == name))
    if ignore is not None:
        query = query.where(Warband.id != ignore.id)
    if query.exists():
        raise InvalidInput(
            translate("Campaigns", "This campaign already has a warband named “{name}”.").format(
                name=name
            )
        )


class WarbandEdit(Edit, record=declared.Warband):
    """What users edit of a warband (the warband dialog): every field its declaration says is
    edited (``Said(edit=True)``: its name, player and notes), as typed; the operations clean
    them (:meth:`Edit.cleaned`)."""


def create_warband(
    *, campaign: Campaign, edit: WarbandEdit | None = None, **fields: str
) -> Warband:
    """Add a player's warband to the campaign: ``edit``, or its fields given by name
    (``name="Camelot", player="Ann"``: a :class:`WarbandEdit` of them)."""
    made = (edit or WarbandEdit(**fields)).cleaned()
    with db.atomic():
        _unique_warband_name(campaign, made.name)
        check_room("warbands", campaign.id)
        warband = changes.create(Warband, campaign=campaign, **made.values())
        player = made.player
        told = said.message("raised_for", player=player) if player else said.message("raised")
        history.write(warband=warband, kind=history.WARBAND, said=told)
    return warband


def warband_fields(warband: Warband) -> WarbandEdit:
    """What the warband dialog edits, as it is now: what ``expected`` of
    :func:`edit_warband` compares."""
    return WarbandEdit.of(warband)


def edit_warband(
    *,
    warband: Warband,
    edit: WarbandEdit,
    expected: WarbandEdit | None = None,
) -> None:
    """Rename a warband, or change any field users edit of it (:class:`WarbandEdit`).

    ``expected`` is the warband as the dialog showed it (:func:`warband_fields`): when another
    player changed it meanwhile, :class:`ChangedElsewhereError` says what changed and nothing
    is saved.
    """
    made = edit.cleaned()
    with db.atomic():
        if expected is not None:
            warband = _unchanged_warband(warband, expected)
        _unique_warband_name(warband.campaign, made.name, ignore=warband)
        old_name = warband.name
        changes.update(warband, **made.values())
        if old_name != made.name:
            history.write(
                warband=warband, kind=history.RENAMED, said=said.message("renamed", old=old_name)
            )


def _unchanged_warband(warband: Warband, expected: WarbandEdit) -> Warband:
    """The warband read again and locked, refused if it no longer holds ``expected``."""
    current = lock_row(Warband, warband.id)
    shown = expected.name
    if current is None:
        raise ChangedElsewhereError(
            translate(
                "Campaigns",
                "{warband} was deleted by another player since you opened this dialog. Nothing was saved.",  # noqa: E501
            ).format(warband=shown)
        )
    differences = expected.differences(warband_fields(current))
    if differences:
        raise ChangedElsewhereError(
            translate(
                "Campaigns",
                "{warband} was changed by another player since you opened this dialog: {what}. Nothing was saved.",  # noqa: E501
            ).format(warband=shown, what=", ".join(differences))
        )
    return current


def delete_warband(*, warband: Warband) -> None:
    """Delete a warband with its characters and their history."""
    with db.atomic():
        changes.delete(warband)


def list_warbands(campaign: Campaign) -> list[Warband]:
    return list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.name))
