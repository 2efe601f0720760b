"""Reading a campaign file's warbands: their characters, options, upgrades, injuries and
purchases."""

from __future__ import annotations

from typing import Any

import msgspec

from i18n import translate
from models.exchange.reading import Reading
from models.legality import Fall, fallen_before
from models.limits import LIMITS
from models.records import declarations as declared
from models.records import kit
from models.records.document import INJURY_KEYS
from models.records.fields import at, fail, item, known, moment, name
from models.records.shape import checked, checked_fields
from models.store.schema import ACTIVE, DEAD, OWNED
from models.validation import grouped
from rules.characters import KIT, OPTIONS, PROFILE, UPGRADES, Member, character_problems

# The field of a character in a campaign file that each part of the rules is about.
DOCUMENT_FIELD = {PROFILE: "profile", KIT: "purchases", OPTIONS: "options", UPGRADES: "upgrades"}
INJURY_SETS = {rules_id: frozenset(keys) for rules_id, keys in INJURY_KEYS.items()}


class WarbandReader(Reading):
    """Reads the warbands, declaring the keys of their characters and purchases."""

    def warband(self, value: object, path: str) -> declared.Warband:
        """One warband with its characters; its name unique in the campaign."""
        warband = checked(value, path, declared.Warband)
        key = warband.id = self.declare(warband.id, path)
        if warband.name in self.warband_names:
            fail(
                at(path, "name"),
                translate(
                    "CampaignFile",
                    "{path} already has this name; warband names are unique in a campaign",
                ).format(path=self.warband_names[warband.name]),
            )
        self.warband_names[warband.name] = path
        if warband.player:
            warband.player = name(warband.player, at(path, "player"))
        where = at(path, "characters")
        for i, character in enumerate(warband.characters):
            if len(self.characters) >= LIMITS["characters"]:
                fail(
                    item(where, i),
                    translate(
                        "CampaignFile",
                        "one character too many: a campaign file may hold at most {most}, in all its warbands",  # noqa: E501
                    ).format(most=grouped(LIMITS["characters"])),
                )
            self.character(character, item(where, i), key)
        where = at(path, "stash")
        for i, purchase in enumerate(warband.stash):
            self.stashed(purchase, item(where, i))
        self.warbands[key] = warband
        return warband

    def character(self, character: declared.Character, path: str, warband: str) -> None:
        """One character of ``warband``, with his options, upgrades and purchases."""
        checked_fields(character, path)
        key = character.id = self.declare(character.id, path)
        character.profile = known(
            character.profile, path, "profile", self.rules.profiles, "profile"
        )
        character.options = self.options(character.options, at(path, "options"))
        self.upgrades(character.upgrades, at(path, "upgrades"))
        character.injuries = self.injuries(character.injuries, path)
        where = at(path, "purchases")
        for i, purchase in enumerate(character.purchases):
            self.purchase(purchase, item(where, i))
        self.characters[key] = character
        self.character_warband[key] = warband
        self.character_paths[key] = path

    def options(self, value: list[str], path: str) -> list[str]:
        return kit.options(value, path, self.rules)

    def upgrades(self, value: list[declared.Upgrade], path: str) -> list[dict[str, Any]]:
        return kit.upgrades(value, path, self.game_id, self.rules)

    def injuries(self, value: dict[str, int], parent: str) -> dict[str, int]:
        """The field ``injuries`` of the object at ``parent``."""
        return kit.injuries(value, at(parent, "injuries"), self.game_id)

    def purchase(self, purchase: declared.Purchase, path: str) -> declared.Purchase:
        """One purchase; the game it was lost in, if any, by number."""
        checked_fields(purchase, path)
        purchase.id = self.declare(purchase.id, path)
        purchase.item = known(purchase.item, path, "item", self.rules.items, "item")
        if purchase.lost_in is not None:
            self.game_ref(purchase.lost_in, at(path, "lost_in"))
        self.purchases[purchase.id] = path
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
                    upgrades=tuple(msgspec.to_builtins(character.upgrades)),
                )
                if character.status == ACTIVE:
                    # Who had fallen matters only to a named hero (K2), as in the check.
                    fallen = (
                        fallen_before(
                            falls,
                            character_id=character.id,
                            warband_id=warband.id,
                            created=moment(character.created, "", "created"),
                            recruited=recruited.get(character.id),
                        )
                        if profile.hero
                        else frozenset()
                    )
                    for breach in character_problems(
                        self.rules, member, before=before, fallen=fallen
                    ):
                        path = self.character_paths[character.id]
                        fail(at(path, DOCUMENT_FIELD[breach.part]), breach.text)
                before.append(member)

    def stashed(self, data: declared.Purchase, path: str) -> declared.Purchase:
        """One purchase in a warband's stash: owned, never refunded or lost there (K5)."""
        purchase = self.purchase(data, path)
        if purchase.status != OWNED:
            fail(
                at(path, "status"),
                translate(
                    "CampaignFile", "an item in the stash is owned: it was not returned or lost"
                ),
            )
        if purchase.refund is not None:
            fail(
                at(path, "refund"),
                translate("CampaignFile", "an item in the stash was not returned"),
            )
        if purchase.lost_in is not None:
            fail(
                at(path, "lost_in"), translate("CampaignFile", "an item in the stash was not lost")
            )
        return purchase
