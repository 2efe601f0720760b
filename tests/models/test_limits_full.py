"""A campaign at the history limit, whole, through the command line: imported, exported,
imported again and copied, the copy in no more memory than the import (``make limits-test``;
``make test`` leaves it out: it takes some three minutes).

The file is the demo campaign of The Beastrider Wars with notes added up to
:data:`models.limits.MAX_HISTORY` history entries: some 167 MB, over the 100 MB that Muster
once refused although its database held more.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from models import limits
from models.demo import create_demo_campaigns
from models.exchange import export_json

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("MUSTER_LIMITS_TEST") == "full"

pytestmark = [
    pytest.mark.sqlite_only,
    pytest.mark.skipif(not FULL, reason="make limits-test (MUSTER_LIMITS_TEST=full)"),
]

NOTE = (
    ',\n    {"kind": "note", "text": "Note %d of the long campaign.", "details": {}, '
    '"created": "2026-01-01T00:00:00Z", "warband": null, "character": null, "game": null}'
)


def long_campaign_file(path: Path, entries: int) -> Path:
    """The demo's first campaign with notes added up to ``entries`` history entries."""
    text = export_json(create_demo_campaigns()[0])
    head, end, tail = text.rpartition("\n  ]\n}")
    held = head.count('\n    {"kind"')
    with path.open("w", encoding="utf-8") as handle:
        handle.write(head)
        for n in range(entries - held):
            handle.write(NOTE % n)
        handle.write(end + tail)
    return path


# Runs main.py, then prints the process's own peak memory (kB) as the last line of stderr.
PEAK = (
    "import os, resource, runpy, sys\n"
    "sys.argv = sys.argv[1:]\n"
    "sys.path.insert(0, os.path.dirname(sys.argv[0]))\n"
    "try:\n"
    "    runpy.run_path(sys.argv[0], run_name='__main__')\n"
    "finally:\n"
    "    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
)


def muster(*args: str) -> tuple[subprocess.CompletedProcess[str], int]:
    """Run ``main.py`` with ``args``; the result and the process's peak memory in kB."""
    done = subprocess.run(
        [sys.executable, "-c", PEAK, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    *errors, peak = done.stderr.rstrip("\n").split("\n")
    done.stderr = "\n".join(errors)
    return done, int(peak)


def test_a_campaign_at_the_history_limit_round_trips_and_copies_in_the_imports_memory(
    database: Path, tmp_path: Path
) -> None:
    source = long_campaign_file(tmp_path / "long.json", limits.MAX_HISTORY)
    assert 100_000_000 < source.stat().st_size < limits.MAX_FILE_BYTES
    first = tmp_path / "first.sqlite3"
    done, _ = muster("import", "--db", str(first), str(source))
    assert done.returncode == 0, done.stderr
    name = "Demo: The Beastrider Wars"
    exported = tmp_path / "exported.json"
    done, _ = muster("export", "--db", str(first), "--campaign", name, "--out", str(exported))
    assert done.returncode == 0, done.stderr
    assert exported.read_bytes() == source.read_bytes()
    second = tmp_path / "second.sqlite3"
    done, imported = muster("import", "--db", str(second), str(exported))
    assert done.returncode == 0, done.stderr
    copied = tmp_path / "copied.sqlite3"
    done, copying = muster("copy", "--from", str(first), "--to", str(copied))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Copied the campaign “{name}” to {copied}."
    # The copy holds what the import holds, not the campaign three times (once 1.5 GB).
    assert copying < imported * 1.2, (copying, imported)


def test_a_file_one_entry_past_the_limit_is_refused_with_the_limit(
    database: Path, tmp_path: Path
) -> None:
    source = long_campaign_file(tmp_path / "over.json", limits.MAX_HISTORY + 1)
    done, _ = muster("import", "--db", str(tmp_path / "t.sqlite3"), str(source))
    assert done.returncode != 0
    assert (
        "history: holds more than 1,000,000 records; a campaign file may hold at most that many"
        in done.stderr
    )
