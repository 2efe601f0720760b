"""Campaigns and warbands: create, rename, delete, house rules."""

from __future__ import annotations

from typing import Any

import peewee as pw

from models import changes, history
from models.errors import DatabaseValueError, InvalidInput, NotFoundError, RuleViolation
from models.store.connection import db
from models.store.schema import ACTIVE, Campaign, Character, Game, Warband
from models.validation import clean_name, clean_notes
from rules.games import (
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
REFUND_POLICIES = {
    REFUND_FULL: "Full refund",
    REFUND_HALF: "Half the price, rounded down",
    REFUND_NONE: "No refund",
}
DEFAULT_REFUND_AFTER_PLAY = REFUND_HALF


def list_campaigns() -> list[Campaign]:
    """Every campaign, by name."""
    return list(Campaign.select().order_by(Campaign.name))


def campaign_named(name: str) -> Campaign:
    """The campaign called ``name``; NotFoundError names the ones there are."""
    campaign = Campaign.get_or_none(Campaign.name == name)
    if campaign is None:
        names = [c.name for c in Campaign.select(Campaign.name).order_by(Campaign.name)]
        there = f" (campaigns: {', '.join(names)})" if names else " (the database has none)"
        raise NotFoundError(f"there is no campaign named “{name}”{there}")
    return campaign


def rules_of(campaign: Campaign) -> GameData:
    """The rules this campaign plays by: the game's data merged with its house rules.

    House rules stored in the database that the rules refuse (written by another tool, or
    damaged) raise :class:`DatabaseValueError`, which the database check explains.
    """
    try:
        return effective_game(campaign.game, campaign.house_rules)
    except (ValueError, KeyError) as exc:  # HouseRulesError, an unknown game
        raise DatabaseValueError(
            f"The house rules of the campaign “{campaign.name}” cannot be used ({exc}). The "
            "database check (Database ▸ Check… in the app) says what can be done."
        ) from None


def refund_policy(campaign: Campaign) -> str:
    policy = (campaign.house_rules or {}).get("refund_after_play", DEFAULT_REFUND_AFTER_PLAY)
    return policy if policy in REFUND_POLICIES else DEFAULT_REFUND_AFTER_PLAY


def _unique_campaign_name(name: str, *, ignore: Campaign | None = None) -> None:
    query = Campaign.select().where(Campaign.name == name)
    if ignore is not None:
        query = query.where(Campaign.id != ignore.id)
    if query.exists():
        raise InvalidInput(f"A campaign named “{name}” already exists.")


def create_campaign(*, name: str, game: str, house_rules: dict[str, Any] | None = None) -> Campaign:
    """Start a new campaign of ``game`` (K1)."""
    name = clean_name(name, what="Campaign name")
    if game not in GAME_IDS:
        raise InvalidInput(f"Unknown game “{game}”.")
    rules = validate_settings(game, house_rules or {})
    with db.atomic():
        _unique_campaign_name(name)
        campaign = changes.create(Campaign, name=name, game=game, house_rules=rules)
        history.write(
            campaign=campaign,
            kind=history.NOTE,
            text=f"Campaign “{name}” of {GAME_NAMES[game]} begun.",
        )
    return campaign


def rename_campaign(*, campaign: Campaign, name: str) -> None:
    name = clean_name(name, what="Campaign name")
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
        raise InvalidInput(f"Unknown refund setting “{refund}”.")
    normalised = dict(normalised)
    normalised["refund_after_play"] = refund
    for key, value in settings.items():
        normalised.setdefault(key, value)
    return normalised


def set_house_rules(*, campaign: Campaign, house_rules: dict[str, Any]) -> None:
    """Replace the campaign's house rules and settings. Prices already paid stay pinned."""
    settings = validate_settings(campaign.game, house_rules)
    rules = effective_game(campaign.game, settings)
    with db.atomic():
        _refuse_removing_what_is_in_use(campaign, rules)
        changes.update(campaign, house_rules=settings)


def _refuse_removing_what_is_in_use(campaign: Campaign, rules: GameData) -> None:
    """A campaign profile or scenario cannot be removed while characters or games use it."""
    used = (
        Character.select(Character.profile, pw.fn.COUNT(Character.id).alias("n"))
        .join(Warband)
        .where(Warband.campaign == campaign)
        .group_by(Character.profile)
    )
    for row in used:
        if row.profile not in rules.profiles:
            raise RuleViolation(
                f"The profile “{row.profile}” cannot be removed: {row.n} character(s) of "
                "this campaign were recruited from it."
            )
    scenarios = Game.select(Game.scenario).where(Game.campaign == campaign).distinct()
    for row in scenarios:
        if row.scenario not in rules.scenarios:
            raise RuleViolation(
                f"The scenario “{row.scenario}” cannot be removed: games of this campaign "
                "were played with it."
            )


# --- warbands ---------------------------------------------------------------------------


def _unique_warband_name(campaign: Campaign, name: str, *, ignore: Warband | None = None) -> None:
    query = Warband.select().where((Warband.campaign == campaign) & (Warband.name == name))
    if ignore is not None:
        query = query.where(Warband.id != ignore.id)
    if query.exists():
        raise InvalidInput(f"This campaign already has a warband named “{name}”.")


def create_warband(*, campaign: Campaign, name: str, player: str = "", notes: str = "") -> Warband:
    """Add a player's warband to the campaign."""
    name = clean_name(name, what="Warband name")
    player = clean_name(player, what="Player name") if player.strip() else ""
    notes = clean_notes(notes)
    with db.atomic():
        _unique_warband_name(campaign, name)
        warband = changes.create(Warband, campaign=campaign, name=name, player=player, notes=notes)
        who = f" for {player}" if player else ""
        history.write(warband=warband, kind=history.WARBAND, text=f"Warband raised{who}.")
    return warband


def edit_warband(*, warband: Warband, name: str, player: str, notes: str) -> None:
    """Rename a warband, or change its player or notes."""
    name = clean_name(name, what="Warband name")
    player = clean_name(player, what="Player name") if player.strip() else ""
    notes = clean_notes(notes)
    with db.atomic():
        _unique_warband_name(warband.campaign, name, ignore=warband)
        old_name = warband.name
        changes.update(warband, name=name, player=player, notes=notes)
        if old_name != name:
            history.write(warband=warband, kind=history.RENAMED, text=f"Renamed from “{old_name}”.")


def delete_warband(*, warband: Warband) -> None:
    """Delete a warband with its characters and their history."""
    with db.atomic():
        changes.delete(warband)


def list_warbands(campaign: Campaign) -> list[Warband]:
    return list(Warband.select().where(Warband.campaign == campaign).order_by(Warband.name))


def warband_summaries(campaign: Campaign) -> list[tuple[Warband, int, int]]:
    """Each warband with its count of characters able to play and in all, in one query."""
    active = pw.fn.SUM(pw.Case(None, [(Character.status == ACTIVE, 1)], 0))
    query = (
        Warband.select(Warband, pw.fn.COUNT(Character.id).alias("total"), active.alias("active"))
        .join(Character, pw.JOIN.LEFT_OUTER)
        .where(Warband.campaign == campaign)
        .group_by(Warband.id)
        .order_by(Warband.name)
    )
    return [(w, int(w.active or 0), int(w.total or 0)) for w in query]
