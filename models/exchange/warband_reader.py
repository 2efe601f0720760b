"""Reading a campaign file's warbands: their characters, options, upgrades, injuries and
purchases."""

from __future__ import annotations

from sys import intern
from typing import Any

from models.exchange.quick import (
    canonical,
    choice_at,
    fields_of,
    ident_at,
    moment_at,
    name_at,
    notes_at,
    optional_whole_at,
    whole_at,
)
from models.exchange.reading import Reading
from models.legality import Fall, fallen_before
from models.limits import LIMITS
from models.records.document import (
    CHARACTER_FIELDS,
    INJURY_KEYS,
    PURCHASE_FIELDS,
    WARBAND_FIELDS,
    CharacterDoc,
    PurchaseDoc,
    WarbandDoc,
)
from models.records.fields import (
    array,
    at,
    choice,
    fail,
    ident,
    item,
    name,
    notes,
    obj,
    timestamp,
    whole,
)
from models.store.schema import (
    ACTIVE,
    CHARACTER_STATUSES,
    DEAD,
    OWNED,
    PURCHASE_STATUSES,
)
from models.upgrades import UPGRADE_KINDS
from models.validation import MAX_NUMBER
from rules.characters import KIT, OPTIONS, PROFILE, UPGRADES, Member, character_problems
from rules.games import BEASTRIDER, GAME_NAMES

# The field of a character in a campaign file that each part of the rules is about.
DOCUMENT_FIELD = {PROFILE: "profile", KIT: "purchases", OPTIONS: "options", UPGRADES: "upgrades"}
CHARACTER_SET = frozenset(CHARACTER_FIELDS)
PURCHASE_SET = frozenset(PURCHASE_FIELDS)
INJURY_SETS = {rules_id: frozenset(keys) for rules_id, keys in INJURY_KEYS.items()}
STATUS_OF = canonical(CHARACTER_STATUSES)
PURCHASE_STATUS_OF = canonical(PURCHASE_STATUSES)


class WarbandReader(Reading):
    """Reads the warbands, declaring the keys of their characters and purchases."""

    def warband(self, value: object, path: str) -> WarbandDoc:
        """One warband with its characters; its name unique in the campaign."""
        data = obj(value, path, WARBAND_FIELDS)
        declared = self.declare(data["id"], path)
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
            if len(self.characters) >= LIMITS["characters"]:
                fail(
                    item(at(path, "characters"), i),
                    f"one character too many: a campaign file may hold at most "
                    f"{LIMITS['characters']:,}, in all its warbands",
                )
            warband.characters.append(
                self.character(character, item(at(path, "characters"), i), declared)
            )
        for i, purchase in enumerate(array(data["stash"], at(path, "stash"))):
            warband.stash.append(self.stashed(purchase, item(at(path, "stash"), i)))
        self.warbands[declared] = warband
        return warband

    def character(self, value: object, path: str, warband: str) -> CharacterDoc:
        """One character of ``warband``, with his options, upgrades and purchases."""
        data = fields_of(value, path, CHARACTER_FIELDS, CHARACTER_SET)
        declared = self.declare(data["id"], path)
        character_name = name_at(data["name"], path, "name")
        profile = ident_at(data["profile"], path, "profile", self.rules.profiles, "profile")
        character = CharacterDoc(
            key=declared,
            name=character_name,
            profile=profile,
            status=choice_at(
                data["status"], path, "status", STATUS_OF, CHARACTER_STATUSES, "status"
            ),
            position=whole_at(data["position"], path, "position"),
            gold=whole_at(data["gold"], path, "gold"),
            options=self.options(data["options"], at(path, "options")),
            upgrades=self.upgrades(data["upgrades"], at(path, "upgrades")),
            injuries=self.injuries(data["injuries"], path),
            notes=notes_at(data["notes"], path, "notes"),
            created=moment_at(data["created"], path, "created"),
            purchases=[],
        )
        where = at(path, "purchases")
        for i, purchase in enumerate(array(data["purchases"], where)):
            character.purchases.append(self.purchase(purchase, f"{where}[{i}]"))
        self.characters[declared] = character
        self.character_warband[declared] = warband
        self.character_paths[declared] = path
        return character

    def options(self, value: object, path: str) -> list[str]:
        """Option ids; whether his profile may take them is checked with the rest of him
        (:meth:`characters_keep_the_rules`)."""
        if type(value) is list and not value:
            return []
        return [
            ident(option, item(path, i), self.rules.options, "option")
            for i, option in enumerate(array(value, path))
        ]

    def upgrades(self, value: object, path: str) -> list[dict[str, Any]]:
        """A character's upgrades (The Beastrider Wars only)."""
        result: list[dict[str, Any]] = []
        if type(value) is list and not value:
            return result
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

    def injuries(self, value: object, parent: str) -> dict[str, int]:
        """Lasting injuries, by the game's injury keys (K4): the field ``injuries`` of the
        object at ``parent``."""
        if type(value) is dict and (
            not value
            or (
                value.keys() <= INJURY_SETS[self.game_id]
                and all(type(v) is int and 0 <= v <= MAX_NUMBER for v in value.values())
            )
        ):
            return dict(zip(map(intern, value), value.values(), strict=True))
        path = at(parent, "injuries")
        keys = INJURY_KEYS[self.game_id]
        data = obj(value, path, keys, optional=keys)
        return {k: whole(v, at(path, k)) for k, v in data.items()}

    def purchase(self, value: object, path: str) -> PurchaseDoc:
        """One purchase; the game it was lost in, if any, by number."""
        data = fields_of(value, path, PURCHASE_FIELDS, PURCHASE_SET)
        declared = self.declare(data["id"], path)
        lost_in = data["lost_in"]
        purchase = PurchaseDoc(
            key=declared,
            item=ident_at(data["item"], path, "item", self.rules.items, "item"),
            price=whole_at(data["price"], path, "price"),
            status=choice_at(
                data["status"], path, "status", PURCHASE_STATUS_OF, PURCHASE_STATUSES, "status"
            ),
            refund=optional_whole_at(data["refund"], path, "refund"),
            bought=moment_at(data["bought"], path, "bought"),
            lost_in=None if lost_in is None else self.game_ref(lost_in, at(path, "lost_in")),
        )
        self.purchases[declared] = path
        return purchase

    def characters_keep_the_rules(self) -> None:
        """Every active character keeps the rules of the campaign (its house rules included):
        :func:`rules.characters.character_problems`, as the database check asks them. The
        first one broken refuses the document, at the field it is about.

        Named heroes who died count from their (latest) death entry in the history; who was
        recruited first, from the order of the ``recruited`` entries (both kept as the
        history was read: ``latest_death`` and ``recruited``).
        """
        deaths, recruited = self.latest_death, self.recruited
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
                    # Who had fallen matters only to a named hero (K2), as in the check.
                    fallen = (
                        fallen_before(
                            falls,
                            character_id=character.key,
                            warband_id=warband.key,
                            created=character.created,
                            recruited=recruited.get(character.key),
                        )
                        if profile.hero
                        else frozenset()
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
