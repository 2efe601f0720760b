"""The models suite runs on both engines: every test that uses the ``database`` fixture runs
once on a SQLite file and once on a database of the test PostgreSQL server (as Peewee's own
suite runs each test on every backend). Tests about SQLite files themselves (backups of
files, damaged files, pragmas, read-only files) are marked ``sqlite_only``."""

from __future__ import annotations

import pytest

from tests.conftest import POSTGRES, SQLITE


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "engine" not in metafunc.fixturenames:
        return
    if metafunc.definition.get_closest_marker("sqlite_only"):
        return
    metafunc.parametrize("engine", [SQLITE, POSTGRES], indirect=True)
