"""The gold-piece shop of Caliburn's Wrath: buy and return, with prices pinned at purchase."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import translate
from models import changes, history
from models import history_text as said
from models.campaigns import REFUND_FULL, REFUND_HALF, refund_policy, rules_of
from models.errors import ChangedElsewhereError, InvalidInput, RuleViolation
from models.store.connection import db, lock_row
from models.store.schema import (
    ACTIVE,
    DEAD,
    OWNED,
    RETIRED,
    RETURNED,
    UNRECORDED,
    Character,
    Game,
    GameCharacter,
    Purchase,
)
from rules.caliburn import purchase_problems
from rules.games import CALIBURN, GameData


def owned_purchases(character: Character) -> list[Purchase]:
    """What the warrior carries now (bought and not returned or lost), oldest first."""
    return list(
        Purchase.select()
        .where((Purchase.character == character) & (Purchase.status == OWNED))
        .order_by(Purchase.id)
    )


def kit(character: Character) -> list[str]:
    """Item ids the warrior carries: his profile's own items, then what he bought."""
    return kit_of(rules_of(character.warband.campaign), character, owned_purchases(character))


def kit_of(rules: GameData, character: Character, owned: Sequence[Purchase]) -> list[str]:
    """:func:`kit` from purchases already read (``owned``: what he owns, oldest first)."""
    return kit_of_items(rules, character, [p.item for p in owned])


def kit_of_items(rules: GameData, character: Character, items: Sequence[str]) -> list[str]:
    """:func:`kit` from the ids of the items he owns, oldest first."""
    profile = rules.profiles.get(character.profile)
    fixed = list(profile.fixed_items) if profile else []
    return fixed + list(items)


def purchase_refusals(
    character: Character, item: str, *, owned: Sequence[str] | None = None
) -> list[str]:
    """Why ``character`` may not buy ``item`` now, in the rules' words; empty when he may.

    ``owned`` is what he carries, when the caller has just read it (the shop asks about every
    item of its catalogue at once).
    """
    campaign = character.warband.campaign
    if campaign.game != CALIBURN:
        return [translate("Shop", "Only Caliburn's Wrath has a gold-piece shop.")]
    if character.status == DEAD:
        return [
            translate("Shop", "{name} is dead and cannot buy anything.").format(name=character.name)
        ]
    if character.status == RETIRED:
        return [
            translate("Shop", "{name} is retired and cannot buy anything.").format(
                name=character.name
            )
        ]
    if character.status != ACTIVE:
        return [
            translate("Shop", "{name} is {status} and cannot buy anything.").format(
                name=character.name, status=character.status
            )
        ]
    rules = rules_of(campaign)
    if owned is None:
        owned = [p.item for p in owned_purchases(character)]
    return purchase_problems(
        rules, character.profile, list(owned), item, character.gold, name=character.name
    )


def buy_item(*, character: Character, item: str, expected_gold: int | None = None) -> Purchase:
    """Buy ``item`` with the warrior's own gold, at today's price, pinned on the purchase.

    The warrior is read again, locked, inside the transaction (on a server every transaction
    also waits for the one before it: :mod:`models.store.postgres`), so two purchases at once
    can never spend his gold twice. ``expected_gold`` is the gold the shop showed: when another
    player changed it meanwhile, :class:`ChangedElsewhereError` says so and nothing is bought.
    """
    with db.atomic():
        character = _locked(character)
        if expected_gold is not None and character.gold != expected_gold:
            raise ChangedElsewhereError(
                translate(
                    "Shop",
                    "{name} was changed by another player since you opened the shop: he now has {gold} gp. Nothing was bought.",  # noqa: E501
                ).format(name=character.name, gold=character.gold)
            )
        problems = purchase_refusals(character, item)
        if problems:
            raise RuleViolation(" ".join(problems))
        chosen = rules_of(character.warband.campaign).items[item]
        price = chosen.cost
        purchase = changes.create(Purchase, character=character, item=item, price=price)
        changes.update(character, gold=character.gold - price)
        history.write(
            character=character,
            kind=history.PURCHASE,
            said=said.message(
                "bought",
                item=said.data_name(rules_of(character.warband.campaign), "items", item),
                price=price,
                left=character.gold,
            ),
            details={"item": item, "price": price, "purchase": purchase.id},
        )
    return purchase


def _locked(character: Character) -> Character:
    current = lock_row(Character, character.id)
    if current is None:
        raise ChangedElsewhereError(
            translate("Shop", "{name} was deleted by another player. Nothing was changed.").format(
                name=character.name
            )
        )
    return current


def played_since(purchase: Purchase) -> bool:
    """Whether the warrior has played a recorded game since buying this item."""
    return (
        GameCharacter.select()
        .join(Game)
        .where(
            (GameCharacter.character == purchase.character_id)
            & (Game.result != UNRECORDED)
            & (Game.recorded >= purchase.bought)
        )
        .exists()
    )


def refund_for(purchase: Purchase) -> int:
    """What returning ``purchase`` gives back.

    The full price until the warrior has played a game with it; after that the campaign's
    refund setting decides (half the price, rounded down, by default).
    """
    if not played_since(purchase):
        return purchase.price
    policy = refund_policy(purchase.character.warband.campaign)
    if policy == REFUND_FULL:
        return purchase.price
    if policy == REFUND_HALF:
        return purchase.price // 2
    return 0


def return_item(*, purchase: Purchase) -> int:
    """Give an item back to the shop; returns the gold refunded."""
    with db.atomic():
        current = lock_row(Purchase, purchase.id)
        if current is None or current.status != OWNED or current.character_id is None:
            raise InvalidInput(translate("Shop", "That item is no longer in the warrior's kit."))
        purchase = current
        character = _locked(purchase.character)
        refund = refund_for(purchase)
        changes.update(purchase, status=RETURNED, refund=refund)
        changes.update(character, gold=character.gold + refund)
        rules = rules_of(character.warband.campaign)
        history.write(
            character=character,
            kind=history.RETURN,
            said=said.message(
                "returned",
                item=said.data_name(rules, "items", purchase.item),
                refund=refund,
                left=character.gold,
            ),
            details={"item": purchase.item, "refund": refund, "purchase": purchase.id},
        )
    return refund


def purchases_by_character(character_ids: list[int]) -> dict[int, list[Purchase]]:
    """Owned purchases of many characters in one query (roster views)."""
    result: dict[int, list[Purchase]] = {cid: [] for cid in character_ids}
    if not character_ids:
        return result
    query = (
        Purchase.select()
        .where(Purchase.character.in_(character_ids) & (Purchase.status == OWNED))
        .order_by(Purchase.id)
    )
    for purchase in query:
        assert purchase.character_id is not None  # the query asks for kit someone carries
        result[purchase.character_id].append(purchase)
    return result
