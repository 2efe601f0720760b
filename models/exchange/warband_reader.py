"""Reading a campaign file's warbands: their characters, options, upgrades, injuries and
purchases."""

from __future__ import annotations

import datetime as dt
from typing import Any

from models.exchange.document import (
    CHARACTER_FIELDS,
    INJURY_KEYS,
    PURCHASE_FIELDS,
    WARBAND_FIELDS,
    CharacterDoc,
    HistoryDoc,
    PurchaseDoc,
    WarbandDoc,
)
from models.exchange.fields import (
    array,
    at,
    choice,
    fail,
    ident,
    item,
    name,
    notes,
    obj,
    optional_whole,
    timestamp,
    whole,
)
from models.exchange.reading import Reading
from models.history import DEATH, RECRUITED
from models.legality import Fall, fallen_before
from models.store.schema import (
    ACTIVE,
    CHARACTER_STATUSES,
    DEAD,
    OWNED,
    PURCHASE_STATUSES,
)
from models.upgrades import UPGRADE_KINDS
from rules.characters import KIT, OPTIONS, PROFILE, UPGRADES, Member, character_problems
from rules.games import BEASTRIDER, GAME_NAMES

# The field of a character in a campaign file that each part of the rules is about.
DOCUMENT_FIELD = {PROFILE: "profile", KIT: "purchases", OPTIONS: "options", UPGRADES: "upgrades"}


class WarbandReader(Reading):
    """Reads the warbands, declaring the keys of their characters and purchases."""

    def warband(self, value: object, path: str) -> WarbandDoc:
        """One warband with its characters; its name unique in the campaign."""
        data = obj(value, path, WARBAND_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        warband_name = name(data["name"], at(path, "name"))
        if warband_name in self.warband_names:
            fail(
                at(path, "name"),
                f"{self.warband_names[warband_name]} already has this name; warband names are "
                "unique in a campaign",
            )
        self.warband_names[warband_name] = path
        player = data["player"]
        if player != "":
            player = name(player, at(path, "player"))
        warband = WarbandDoc(
            declared,
            warband_name,
            player,
            notes(data["notes"], at(path, "notes")),
            timestamp(data["created"], at(path, "created")),
            [],
        )
        for i, character in enumerate(array(data["characters"], at(path, "characters"))):
            warband.characters.append(
                self.character(character, item(at(path, "characters"), i), declared)
            )
        for i, purchase in enumerate(array(data["stash"], at(path, "stash"))):
            warband.stash.append(self.stashed(purchase, item(at(path, "stash"), i)))
        self.warbands[declared] = warband
        return warband

    def character(self, value: object, path: str, warband: str) -> CharacterDoc:
        """One character of ``warband``, with his options, upgrades and purchases."""
        data = obj(value, path, CHARACTER_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        character_name = name(data["name"], at(path, "name"))
        profile = ident(data["profile"], at(path, "profile"), self.rules.profiles, "profile")
        character = CharacterDoc(
            key=declared,
            name=character_name,
            profile=profile,
            status=choice(data["status"], at(path, "status"), CHARACTER_STATUSES, "status"),
            position=whole(data["position"], at(path, "position")),
            gold=whole(data["gold"], at(path, "gold")),
            options=self.options(data["options"], at(path, "options")),
            upgrades=self.upgrades(data["upgrades"], at(path, "upgrades")),
            injuries=self.injuries(data["injuries"], at(path, "injuries")),
            notes=notes(data["notes"], at(path, "notes")),
            created=timestamp(data["created"], at(path, "created")),
            purchases=[],
        )
        for i, purchase in enumerate(array(data["purchases"], at(path, "purchases"))):
            character.purchases.append(self.purchase(purchase, item(at(path, "purchases"), i)))
        self.characters[declared] = character
        self.character_warband[declared] = warband
        self.character_paths[declared] = path
        return character

    def options(self, value: object, path: str) -> list[str]:
        """Option ids; whether his profile may take them is checked with the rest of him
        (:meth:`characters_keep_the_rules`)."""
        return [
            ident(option, item(path, i), self.rules.options, "option")
            for i, option in enumerate(array(value, path))
        ]

    def upgrades(self, value: object, path: str) -> list[dict[str, Any]]:
        """A character's upgrades (The Beastrider Wars only)."""
        result = []
        for i, upgrade in enumerate(array(value, path)):
            where = item(path, i)
            if self.game_id != BEASTRIDER:
                fail(where, f"{GAME_NAMES[self.game_id]} has no upgrades")
            data = obj(upgrade, where, ("kind", "special"), optional=("special",))
            kind = choice(data["kind"], at(where, "kind"), UPGRADE_KINDS, "upgrade")
            if kind == "special":
                if "special" not in data:
                    fail(at(where, "special"), "missing")
                special = ident(
                    data["special"], at(where, "special"), self.rules.specials, "special"
                )
                result.append({"kind": kind, "special": special})
            elif "special" in data:
                fail(at(where, "special"), "only a special upgrade names a special")
            else:
                result.append({"kind": kind})
        return result

    def injuries(self, value: object, path: str) -> dict[str, int]:
        """Lasting injuries, by the game's injury keys (K4)."""
        keys = INJURY_KEYS[self.game_id]
        data = obj(value, path, keys, optional=keys)
        return {k: whole(v, at(path, k)) for k, v in data.items()}

    def purchase(self, value: object, path: str) -> PurchaseDoc:
        """One purchase; the game it was lost in, if any, by number."""
        data = obj(value, path, PURCHASE_FIELDS)
        declared = self.declare(data["id"], at(path, "id"))
        purchase = PurchaseDoc(
            key=declared,
            item=ident(data["item"], at(path, "item"), self.rules.items, "item"),
            price=whole(data["price"], at(path, "price")),
            status=choice(data["status"], at(path, "status"), PURCHASE_STATUSES, "status"),
            refund=optional_whole(data["refund"], at(path, "refund")),
            bought=timestamp(data["bought"], at(path, "bought")),
            lost_in=self.game_ref(data["lost_in"], at(path, "lost_in")),
        )
        self.purchases[declared] = path
        return purchase

    def characters_keep_the_rules(self, history: list[HistoryDoc]) -> None:
        """Every active character keeps the rules of the campaign (its house rules included):
        :func:`rules.characters.character_problems`, as the database check asks them. The
        first one broken refuses the document, at the field it is about.

        Named heroes who died count from their (latest) death entry in the history; who was
        recruited first, from the order of the ``recruited`` entries.
        """
        deaths: dict[str, tuple[int, dt.datetime]] = {}
        recruited: dict[str, int] = {}
        for index, entry in enumerate(history):
            if entry.character is None:
                continue
            if entry.kind == DEATH:
                deaths[entry.character] = (index, entry.created)
            elif entry.kind == RECRUITED:
                recruited.setdefault(entry.character, index)
        falls = [
            Fall(
                key, self.character_warband[key], character.profile, *deaths.get(key, (None, None))
            )
            for key, character in self.characters.items()
            if character.status == DEAD
        ]
        for warband in self.warbands.values():
            before: list[Member] = []
            for character in warband.characters:
                profile = self.rules.profiles[character.profile]
                owned = [p.item for p in character.purchases if p.status == OWNED]
                member = Member(
                    name=character.name,
                    profile=character.profile,
                    dead=character.status == DEAD,
                    items=(*profile.fixed_items, *owned),
                    options=tuple(character.options),
                    upgrades=tuple(character.upgrades),
                )
                if character.status == ACTIVE:
                    fallen = fallen_before(
                        falls,
                        character_id=character.key,
                        warband_id=warband.key,
                        created=character.created,
                        recruited=recruited.get(character.key),
                    )
                    for breach in character_problems(
                        self.rules, member, before=before, fallen=fallen
                    ):
                        path = self.character_paths[character.key]
                        fail(at(path, DOCUMENT_FIELD[breach.part]), breach.text)
                before.append(member)

    def stashed(self, value: object, path: str) -> PurchaseDoc:
        """One purchase in a warband's stash: owned, never refunded or lost there (K5)."""
        purchase = self.purchase(value, path)
        if purchase.status != OWNED:
            fail(at(path, "status"), "an item in the stash is owned: it was not returned or lost")
        if purchase.refund is not None:
            fail(at(path, "refund"), "an item in the stash was not returned")
        if purchase.lost_in is not None:
            fail(at(path, "lost_in"), "an item in the stash was not lost")
        return purchase
