"""Shared test set-up.

Qt runs offscreen, and every folder the app could write to (data, config, cache) points into
a temporary directory, so no test ever touches the user's real files.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Before anything imports Qt or platformdirs.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
_sandbox = Path(tempfile.mkdtemp(prefix="muster-tests-"))
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = str(_sandbox / _var.lower())
os.environ.setdefault("XDG_RUNTIME_DIR", str(_sandbox / "runtime"))
(_sandbox / "runtime").mkdir(mode=0o700, exist_ok=True)

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# No test times anything (speed is measured by make bench): Hypothesis's per-example deadline
# failed runs on a loaded machine, so it is off for every property test.
settings.register_profile("muster", deadline=None)
settings.load_profile("muster")

from models.store.connection import close_database  # noqa: E402
from models.store.lifecycle import open_database  # noqa: E402


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A path for a fresh database file in a temporary folder."""
    return tmp_path / "campaign.sqlite3"


@pytest.fixture
def database(db_path: Path) -> Iterator[Path]:
    """A freshly created database bound to models.db.db; yields its path."""
    open_database(db_path)
    try:
        yield db_path
    finally:
        close_database()
