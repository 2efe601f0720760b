"""Change notifications: what one player commits on the server reaches another's listener."""

from __future__ import annotations

import json

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from models import campaigns, characters, shop
from models.errors import RuleViolation, ServerLoginError
from models.store.connection import db
from models.store.lifecycle import open_database
from models.store.location import DatabaseLocation
from models.store.notify import FLOOD, MAX_BATCH, Change, ChangeListener, _change
from models.store.postgres import payload
from models.store.schema import Character
from tests.postgres_cluster import row


@pytest.fixture
def server(pg_database: DatabaseLocation) -> DatabaseLocation:
    open_database(pg_database)
    return pg_database


def test_a_purchase_reaches_a_listener_within_two_seconds(server: DatabaseLocation) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    with ChangeListener(server) as listener:
        shop.buy_item(character=kai, item="helmet")
        changes = listener.wait(timeout=2)
    assert len(changes) == 1  # one transaction, one notification
    (change,) = changes
    assert {"purchase", "character", "history_entry"} <= change.tables
    assert change.pid == db.obj.server_pid  # this connection's own change: the app can tell


def test_a_refused_change_announces_nothing(server: DatabaseLocation) -> None:
    campaign = campaigns.create_campaign(name="Round Table", game="caliburns_wrath")
    band = campaigns.create_warband(campaign=campaign, name="Camelot")
    kai = characters.recruit(warband=band, profile="sir_kai")
    Character.update(gold=0).where(Character.id == kai.id).execute()  # announced at once
    with ChangeListener(server) as listener:
        with pytest.raises(RuleViolation):
            shop.buy_item(character=kai, item="helmet")
        campaigns.rename_campaign(campaign=campaign, name="The Table Round")
        changes = listener.wait(timeout=2)
    # Only the rename arrives: the refused purchase was rolled back, and said nothing.
    assert [sorted(change.tables) for change in changes] == [["campaign"]]


def test_a_listener_that_cannot_log_in_says_so(server: DatabaseLocation) -> None:
    with pytest.raises(ServerLoginError, match="refused the password"):
        ChangeListener(server.with_password("wrong"))


# What any login of the server can send on the channel (``SELECT pg_notify(...)``): read as a
# genuine change or as "something changed" from the process that sent it, never an error.
NOTIFIER = 4242  # the server process that sent the NOTIFY (the server says which)
SOMETHING_CHANGED = Change(pid=NOTIFIER, tables=frozenset())
HUGE_PID = '{"pid": 1' + "0" * 400 + ', "tables": []}'
DEEP_LIST = "[" * 100_000 + "]" * 100_000
LONG_PAYLOAD = '{"pid": 7, "tables": ["character"], "padding": "' + "x" * 7950 + '"}'
HOSTILE_PAYLOADS = [
    pytest.param('{"pid": 1e400, "tables": []}', SOMETHING_CHANGED, id="pid 1e400"),
    pytest.param('{"pid": 1e400, "tables": ["character"]}', SOMETHING_CHANGED, id="pid inf"),
    pytest.param('{"pid": -1e400, "tables": ["character"]}', SOMETHING_CHANGED, id="pid -inf"),
    pytest.param('{"pid": NaN, "tables": ["character"]}', SOMETHING_CHANGED, id="pid NaN"),
    pytest.param(HUGE_PID, SOMETHING_CHANGED, id="pid 10**400"),
    pytest.param('{"pid": 1' + "0" * 5000 + "}", SOMETHING_CHANGED, id="pid of 5001 digits"),
    pytest.param('{"pid": 0, "tables": ["character"]}', SOMETHING_CHANGED, id="pid 0"),
    pytest.param('{"pid": -7, "tables": ["character"]}', SOMETHING_CHANGED, id="negative pid"),
    pytest.param('{"pid": 2147483648, "tables": ["character"]}', SOMETHING_CHANGED, id="pid>int4"),
    pytest.param('{"pid": 7.0, "tables": ["character"]}', SOMETHING_CHANGED, id="float pid"),
    pytest.param('{"pid": "7", "tables": ["character"]}', SOMETHING_CHANGED, id="string pid"),
    pytest.param('{"pid": true, "tables": ["character"]}', SOMETHING_CHANGED, id="bool pid"),
    pytest.param('{"pid": true, "tables": "character"}', SOMETHING_CHANGED, id="bool, string"),
    pytest.param('{"pid": null, "tables": ["character"]}', SOMETHING_CHANGED, id="null pid"),
    pytest.param('{"pid": [7], "tables": ["character"]}', SOMETHING_CHANGED, id="list pid"),
    pytest.param('{"tables": ["character"]}', SOMETHING_CHANGED, id="no pid"),
    pytest.param('{"pid": 7}', SOMETHING_CHANGED, id="no tables"),
    pytest.param('{"pid": 7, "tables": "character"}', SOMETHING_CHANGED, id="tables a string"),
    pytest.param('{"pid": 7, "tables": {"character": 1}}', SOMETHING_CHANGED, id="tables a dict"),
    pytest.param('{"pid": 7, "tables": null}', SOMETHING_CHANGED, id="tables null"),
    pytest.param('{"pid": 7, "tables": 1e400}', SOMETHING_CHANGED, id="tables 1e400"),
    pytest.param('{"pid": 7, "tables": [1, 2.5, 1e400]}', SOMETHING_CHANGED, id="numbers"),
    pytest.param('{"pid": 7, "tables": [[["character"]]]}', SOMETHING_CHANGED, id="nested"),
    pytest.param('{"pid": 7, "tables": [null, true, {}]}', SOMETHING_CHANGED, id="odd entries"),
    pytest.param('{"pid": 7, "tables": [""]}', SOMETHING_CHANGED, id="empty name"),
    pytest.param('{"pid": 7, "tables": ["' + "x" * 64 + '"]}', SOMETHING_CHANGED, id="long name"),
    pytest.param(
        '{"pid": 7, "tables": [' + ",".join(f'"t{n}"' for n in range(1000)) + "]}",
        SOMETHING_CHANGED,
        id="a thousand names",
    ),
    pytest.param(
        '{"pid": 7, "tables": ["character", 5, ["game"], null, "' + "x" * 64 + '"]}',
        Change(pid=7, tables=frozenset({"character"})),
        id="only the names kept",
    ),
    pytest.param('{"pid": 7, "tables": []}', SOMETHING_CHANGED, id="no names"),
    pytest.param(DEEP_LIST, SOMETHING_CHANGED, id="nested 100000 deep"),
    pytest.param("[" * 100_000, SOMETHING_CHANGED, id="unclosed 100000 deep"),
    pytest.param('{"pid": 7, "tables": ' + DEEP_LIST + "}", SOMETHING_CHANGED, id="deep tables"),
    pytest.param("[" * 3999 + "]" * 3999, SOMETHING_CHANGED, id="nested 3999 deep"),
    pytest.param('{"a":' * 1300 + "1" + "}" * 1300, SOMETHING_CHANGED, id="deep objects"),
    pytest.param('"x"', SOMETHING_CHANGED, id="a string"),
    pytest.param("null", SOMETHING_CHANGED, id="null"),
    pytest.param("7", SOMETHING_CHANGED, id="a number"),
    pytest.param("1e400", SOMETHING_CHANGED, id="infinity"),
    pytest.param('[7, ["character"]]', SOMETHING_CHANGED, id="a list"),
    pytest.param("", SOMETHING_CHANGED, id="empty"),
    pytest.param("{", SOMETHING_CHANGED, id="invalid JSON"),
    pytest.param('{"pid": 7, "tables": ["character"]', SOMETHING_CHANGED, id="cut short"),
    pytest.param("\ud800", SOMETHING_CHANGED, id="a lone surrogate"),
    pytest.param(LONG_PAYLOAD, Change(pid=7, tables=frozenset({"character"})), id="8000 bytes"),
    pytest.param(LONG_PAYLOAD + " " * 10_000, SOMETHING_CHANGED, id="longer than a NOTIFY"),
    pytest.param(
        '{"pid": 2147483647, "tables": ["character", "purchase"], "more": 1e400}',
        Change(pid=2147483647, tables=frozenset({"character", "purchase"})),
        id="genuine, with more",
    ),
]


@pytest.mark.parametrize(("text", "expected"), HOSTILE_PAYLOADS)
def test_a_hostile_payload_is_read_as_a_change_or_as_something_changed(
    text: str, expected: Change
) -> None:
    assert _change(text, NOTIFIER) == expected


def test_the_long_payload_is_as_long_as_a_notify_can_be() -> None:
    assert len(LONG_PAYLOAD.encode()) == 8000


def test_a_genuine_payload_is_read_as_it_was_sent() -> None:
    text = payload(31337, {"character", "purchase", "history_entry"})
    assert _change(text, 31337) == Change(
        pid=31337, tables=frozenset({"character", "purchase", "history_entry"})
    )


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.floats() | st.integers() | st.text(max_size=70),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
PAYLOAD_SHAPED = st.fixed_dictionaries(
    {},
    optional={
        "pid": JSON_VALUES | st.integers(min_value=-(2**40), max_value=2**40),
        "tables": JSON_VALUES | st.lists(JSON_VALUES | st.text(max_size=70), max_size=70),
    },
)


@given(st.text(max_size=200) | JSON_VALUES.map(json.dumps) | PAYLOAD_SHAPED.map(json.dumps))
def test_any_payload_is_a_change_with_a_valid_pid_and_short_names(text: str) -> None:
    change = _change(text, NOTIFIER)
    assert type(change.pid) is int and 1 <= change.pid <= 2**31 - 1
    assert all(type(name) is str and 1 <= len(name) <= 63 for name in change.tables)
    assert change.tables or change.pid == NOTIFIER  # "something changed" is the sender's


def test_a_flood_of_notifications_is_read_a_few_hundred_at_a_time(
    server: DatabaseLocation,
) -> None:
    with (
        ChangeListener(server) as listener,
        psycopg.connect(**server.connect_params(), autocommit=True) as conn,  # type: ignore[arg-type]  # libpq's keys (connect_params)
    ):
        channel = row(conn.execute("SELECT muster_channel()"))[0]  # the listener's
        # Distinct payloads: the server folds identical ones of one transaction into one.
        conn.execute(
            "SELECT pg_notify(%s, json_build_object('pid', n, 'tables', "
            "json_build_array('t' || n))::text) FROM generate_series(1, 20000) AS n",
            (channel,),
        )
        after = Change(pid=conn.info.backend_pid, tables=frozenset())
        floods = 0
        while True:
            conn.execute("SELECT pg_notify(%s, 'after the flood')", (channel,))
            batch = listener.wait(timeout=10)
            assert 1 <= len(batch) <= MAX_BATCH
            if batch == [FLOOD]:
                floods += 1
            elif after in batch:
                break
            assert floods < 20000 / MAX_BATCH  # every flood's wait read more than MAX_BATCH
    assert floods >= 1
