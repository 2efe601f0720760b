"""The check's safe repairs: each returns the function that makes it, run inside the one
transaction of :func:`models.check.check_database`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from models import history
from models import history_text as said
from models.store.schema import (
    DEAD,
    Character,
    Game,
    HistoryEntry,
)


def reset_gold(
    character_id: int, warband_id: int, campaign_id: int, gold: int
) -> Callable[[], None]:
    def fix() -> None:
        Character.update(gold=0).where(Character.id == character_id).execute()
        HistoryEntry.create(
            campaign=campaign_id,
            warband=warband_id,
            character=character_id,
            kind=history.CORRECTION,
            **said.entry_fields(
                said.message("check_gold", was=gold),
                {"field": "gold", "from": gold, "to": 0, "by": "check"},
            ),
        )

    return fix


def mark_dead(
    character_id: int, warband_id: int, campaign_id: int, game_number: int | None
) -> Callable[[], None]:
    """A character whose death is recorded (in a game, or his history) but who is not marked
    dead is marked dead (K2: a death any record tells of is a death). His history says so: by
    a ``death`` entry of that game when it tells of no death (so his story adds up), by a
    correction when it does."""

    def fix() -> None:
        character = Character.get_by_id(character_id)
        game = (
            Game.get_or_none((Game.campaign == campaign_id) & (Game.number == game_number))
            if game_number is not None
            else None
        )
        entries = (
            HistoryEntry.select(HistoryEntry.id, HistoryEntry.kind, HistoryEntry.details)
            .where(HistoryEntry.character == character_id)
            .order_by(HistoryEntry.id)
        )
        told = any(e.kind == history.DEATH for e in history.current(entries))
        Character.update(status=DEAD).where(Character.id == character_id).execute()
        if game is not None:
            said_it = said.message("check_dead", number=game.number)
        else:
            said_it = said.message("check_dead_told")
        details = {"field": "status", "from": character.status, "to": DEAD, "by": "check"}
        HistoryEntry.create(
            campaign=campaign_id,
            warband=warband_id,
            character=character_id,
            game=game.id if game is not None else None,
            kind=history.CORRECTION if told else history.DEATH,
            **said.entry_fields(said_it, details),
        )

    return fix


def detach_history(
    entry_ids: list[int], character_id: int, warband_ids: set[int]
) -> Callable[[], None]:
    # The one place history is changed in place: the entry would otherwise attach itself to
    # a new character that reuses the id. The missing id is kept in the details.
    def fix() -> None:
        for entry in HistoryEntry.select().where(HistoryEntry.id.in_(entry_ids)):
            details = dict(entry.details or {})
            details["missing_character_id"] = character_id
            warband = entry.warband_id if entry.warband_id in warband_ids else None
            HistoryEntry.update(character=None, warband=warband, details=details).where(
                HistoryEntry.id == entry.id
            ).execute()

    return fix


def refile_history(entry_id: int, campaign_id: int, warband_id: int) -> Callable[[], None]:
    def fix() -> None:
        entry = HistoryEntry.get_by_id(entry_id)
        details = dict(entry.details or {})
        details["moved_from_campaign_id"] = entry.campaign_id
        HistoryEntry.update(campaign=campaign_id, warband=warband_id, details=details).where(
            HistoryEntry.id == entry_id
        ).execute()

    return fix


def unlink_follows(game_id: int, campaign_id: int, previous: Game) -> Callable[[], None]:
    def fix() -> None:
        Game.update(follows=None).where(Game.id == game_id).execute()
        number = Game.get_by_id(game_id).number
        HistoryEntry.create(
            campaign=campaign_id,
            game=game_id,
            kind=history.CORRECTION,
            **said.entry_fields(
                said.message(
                    "check_follows", number=number, previous=previous.number, row=previous.id
                ),
                {"field": "follows", "from": previous.id, "to": None, "by": "check"},
            ),
        )

    return fix


def keep_unreadable_details(entry_id: int, text: str) -> Callable[[], None]:
    # Details that are not JSON: nothing can be read from them, but the text is kept.
    def fix() -> None:
        HistoryEntry.update(details={"unreadable_details": text}).where(
            HistoryEntry.id == entry_id
        ).execute()

    return fix


def reset_unreadable(
    character_id: int, warband_id: int, campaign_id: int, column: str, text: str, empty: Any
) -> Callable[[], None]:
    def fix() -> None:
        Character.update({column: empty}).where(Character.id == character_id).execute()
        HistoryEntry.create(
            campaign=campaign_id,
            warband=warband_id,
            character=character_id,
            kind=history.CORRECTION,
            **said.entry_fields(
                said.message("check_unreadable", column=column),
                {"field": column, "unreadable": text, "to": empty, "by": "check"},
            ),
        )

    return fix
