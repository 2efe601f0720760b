"""The warband's stash (K5): kit moved between a warband's warriors and its stash.

A purchase is carried by a warrior or kept in his warband's stash (``Purchase.stash``). Moving
it costs nothing and keeps the price paid; the warrior who takes it must be allowed to carry
it (C7, C10), but his gold does not count (C9): it is paid for. A dead warrior's kit goes to
the stash after the game when the campaign's ``dead_kit_to_stash`` is on (the default;
:mod:`models.outcomes` applies it).
"""

from __future__ import annotations

from collections.abc import Sequence

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import rules_of, switch
from models.errors import InvalidInput, RuleViolation
from models.shop import owned_purchases
from models.store.connection import db
from models.store.schema import (
    ACTIVE,
    DEAD,
    OWNED,
    RETIRED,
    Campaign,
    Character,
    Game,
    Purchase,
    Warband,
)
from rules.caliburn import take_problems
from rules.games import CALIBURN, GameData


def dead_kit_to_stash(campaign: Campaign) -> bool:
    """Whether a dead warrior's kit goes to his warband's stash (K5; on unless switched off)."""
    return switch(campaign, "dead_kit_to_stash")


def stash_of(warband: Warband) -> list[Purchase]:
    """What the warband's stash holds, oldest purchase first."""
    return list(
        Purchase.select()
        .where((Purchase.stash == warband) & (Purchase.status == OWNED))
        .order_by(Purchase.id)
    )


def stashes(warband_ids: Sequence[int]) -> dict[int, list[Purchase]]:
    """The stashes of many warbands in one query (the roster and printouts)."""
    result: dict[int, list[Purchase]] = {wid: [] for wid in warband_ids}
    if not warband_ids:
        return result
    query = (
        Purchase.select()
        .where(Purchase.stash.in_(list(warband_ids)) & (Purchase.status == OWNED))
        .order_by(Purchase.id)
    )
    for purchase in query:
        assert purchase.stash_id is not None  # the query asks for kit in a stash
        result[purchase.stash_id].append(purchase)
    return result


def item_name(rules: GameData, item_id: str) -> str:
    item = rules.items.get(item_id)
    return item.name if item else item_id


def _warband_of(purchase: Purchase) -> Warband:
    if purchase.stash_id is not None:
        return purchase.stash
    return purchase.character.warband


def move_refusals(purchase: Purchase, to: Character | None) -> list[str]:
    """Why ``purchase`` may not go to ``to`` (a warrior of its warband, or None: the stash)
    now, in the rules' words; empty when it may."""
    warband = _warband_of(purchase)
    campaign = warband.campaign
    if campaign.game != CALIBURN:
        return [translate("Stash", "Only Caliburn's Wrath has kit to move.")]
    if purchase.status != OWNED:
        return [translate("Stash", "That item is no longer in the warband's kit.")]
    rules = rules_of(campaign)
    name = item_name(rules, purchase.item)
    if to is None:
        if purchase.character_id is None:
            return [translate("Stash", "The {item} is already in the stash.").format(item=name)]
        return []
    if to.warband_id != warband.id:
        return [
            translate(
                "Stash", "{name} is not in {warband}; kit moves only within a warband."
            ).format(name=to.name, warband=warband.name)
        ]
    if to.id == purchase.character_id:
        return [
            translate("Stash", "{name} already carries this {item}.").format(
                name=to.name, item=name
            )
        ]
    if to.status == DEAD:
        return [translate("Stash", "{name} is dead and cannot take anything.").format(name=to.name)]
    if to.status == RETIRED:
        return [
            translate("Stash", "{name} is retired and cannot take anything.").format(name=to.name)
        ]
    if to.status != ACTIVE:
        return [
            translate("Stash", "{name} is {status} and cannot take anything.").format(
                name=to.name, status=to.status
            )
        ]
    owned = [p.item for p in owned_purchases(to)]
    return take_problems(rules, to.profile, owned, purchase.item, name=to.name)


def move_kit(*, purchase: Purchase, to: Character | None) -> None:
    """Move an item to another warrior of the warband, or (``to`` None) into its stash.

    It costs nothing and the price paid stays pinned on the purchase; each warrior's history
    says where it went.
    """
    with db.atomic():
        found = Purchase.get_or_none(Purchase.id == purchase.id)
        if found is None:
            raise InvalidInput(translate("Stash", "That item is no longer in the warband's kit."))
        purchase = found
        if to is not None:
            to = Character.get_by_id(to.id)
        problems = move_refusals(purchase, to)
        if problems:
            raise RuleViolation(" ".join(problems))
        warband = _warband_of(purchase)
        giver = purchase.character
        details = {"item": purchase.item, "purchase": purchase.id, "price": purchase.price}
        if to is None:
            changes.update(purchase, character=None, stash=warband.id)
        else:
            changes.update(purchase, character=to.id, stash=None)
        if giver is not None:
            named = said.data_name(rules_of(warband.campaign), "items", purchase.item)
            told = (
                said.message("gave", item=named, to=to.name)
                if to
                else said.message("stashed", item=named)
            )
            history.write(
                character=giver,
                kind=history.KIT,
                said=told,
                details={**details, "to": to.name if to else None},
            )
        if to is not None:
            named = said.data_name(rules_of(warband.campaign), "items", purchase.item)
            paid = purchase.price
            told = (
                said.message("took", item=named, giver=giver.name, price=paid)
                if giver
                else said.message("took_from_stash", item=named, price=paid)
            )
            history.write(
                character=to,
                kind=history.KIT,
                said=told,
                details={**details, "from": giver.name if giver else None},
            )


def stash_kit(character: Character, purchases: Sequence[Purchase]) -> list[int]:
    """Put ``purchases`` (what ``character`` still owns) in his warband's stash; their ids.

    For :mod:`models.outcomes`, inside its transaction: the kit of a warrior who died.
    """
    moved = []
    for purchase in purchases:
        if purchase.status == OWNED and purchase.character_id == character.id:
            changes.update(purchase, character=None, stash=character.warband_id)
            moved.append(purchase.id)
    return moved


def stashed_by(game: Game, gc_id: int) -> list[str]:
    """The item ids that the death of the fielded character ``gc_id`` in ``game`` put in the
    stash (a correction of the game may name one of them as broken)."""
    effect = ((game.details or {}).get("effects") or {}).get(str(gc_id)) or {}
    ids = effect.get("stashed") or []
    if not ids:
        return []
    return [p.item for p in Purchase.select(Purchase.item).where(Purchase.id.in_(ids))]


def unstash_kit(character: Character, purchase_ids: Sequence[int]) -> list[str]:
    """Give back to ``character`` what :func:`stash_kit` put away, as far as it is still in
    the stash; notes on what could not be taken back."""
    notes = []
    for purchase_id in purchase_ids:
        purchase = Purchase.get_or_none(Purchase.id == purchase_id)
        if purchase is None:
            continue
        if purchase.stash_id == character.warband_id and purchase.status == OWNED:
            changes.update(purchase, character=character.id, stash=None)
        else:
            name = item_name(rules_of(character.warband.campaign), purchase.item)
            notes.append(f"his {name} has left the stash since and stays where it is")
    return notes
