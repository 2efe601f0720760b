"""The club server as each role (``make bench``, the step ``roles``).

On a throwaway server holding ten big campaigns (:meth:`tests.bench.server.BenchServer.
build_club`: the big campaign's file imported ten times by the database's owner), the four
screens of the table are opened in a window connected as the owner, as an organiser and as a
player (keeping one warband) of one of the ten, each with its own login and URL, and as the
owner and the player on a server holding only that campaign. The sessions take turns, in
rounds, so that a machine busy with something else weighs on every role alike; each figure
is the median of every round's runs. Where a screen misses its target (or, as the owner,
grows by more than that on ten campaigns), each of its statements is run again by
``EXPLAIN ANALYZE`` as that role and its baseline's, and the plan of the one that grew most
is printed. Then ``import`` of the big campaign's file, as the owner
and as the organiser in turn, into a fresh copy of the ten-campaign database each time.

Targets: each player screen at most 1.2× the owner's on the same server (and, a goal, at
most 1.2× the player's on the server holding only his campaign); an organiser's screens as a
player's; an organiser's ``import`` at most 1.5× the owner's.
"""

from __future__ import annotations

import os
import re
import sqlite3
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path

from tests.bench.measure import ROOT, SCREENS, Row, counted_run, process_run, screen_samples
from tests.bench.server import CLUB, ONE, ORGANISER, OWNER, PLAYER, BenchServer, Club

TEN = "Club server, ten big campaigns: "
AS = {OWNER: "the owner", ORGANISER: "an organiser", PLAYER: "a player"}
ROUNDS = 5
SESSIONS = ((OWNER, CLUB), (ORGANISER, CLUB), (PLAYER, CLUB), (OWNER, ONE), (PLAYER, ONE))
SCREEN_RATIO = 1.2  # a member's screen against the owner's, and ten campaigns against one
IMPORT_RATIO = 1.5  # an organiser's import against the owner's


def screen_runs(repeat: int) -> int:
    """Runs of each screen in each round."""
    return max(3, -(-repeat // ROUNDS))


def import_runs(repeat: int) -> int:
    """Imports as each role (each takes a minute or more on a sealed server)."""
    return max(2, repeat // 3)


# The machine's load average (one minute) as each session and import began: the figures
# are only as quiet as the machine was.
LOAD: list[float] = []


def roles_stamp(repeat: int) -> str:
    """What the figures are medians of, for docs/performance.md."""
    load = f"; load average {min(LOAD):.1f}–{max(LOAD):.1f} while measured" if LOAD else ""
    return (
        f"screens: medians of {ROUNDS * screen_runs(repeat)} runs ({ROUNDS} rounds of "
        f"{screen_runs(repeat)}, the roles and servers taking turns); imports: medians of "
        f"{import_runs(repeat)} runs as each role, taking turns{load}"
    )


def _say(text: str) -> None:
    print(text, flush=True)


def bench_roles(big: Path, repeat: int, rows: list[Row], progress: Callable = _say) -> None:
    """Build the club's server from the big campaign of the file ``big``, then measure the
    screens and ``import`` as each role (see the module)."""
    from tests.bench.server import bench_server

    with sqlite3.connect(big) as connection:
        (name,) = connection.execute("SELECT name FROM campaign ORDER BY id DESC").fetchone()
    with tempfile.TemporaryDirectory(prefix="muster-bench-roles-") as folder:
        out = Path(folder) / "big.json"
        main = str(ROOT / "main.py")
        process_run(main, "--db", str(big), "export", "--campaign", name, "--out", str(out))
        progress("  starting a throwaway PostgreSQL server; its owner imports the big campaign…")
        with bench_server(big=False) as server:
            club = server.build_club(out, progress=progress)
            _screens(server, club, repeat, rows, progress)
            _imports(server, club, out, import_runs(repeat), rows, progress)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


Statements = list[tuple[str, tuple]]


def _screens(
    server: BenchServer, club: Club, repeat: int, rows: list[Row], progress: Callable
) -> None:
    per_round = screen_runs(repeat)
    times: dict[tuple[str, str], dict[str, list[float]]] = {s: {} for s in SESSIONS}
    counts: dict[tuple[str, str], dict[str, int]] = {s: {} for s in SESSIONS}
    sent: dict[tuple[str, str], dict[str, Statements]] = {s: {} for s in SESSIONS}
    for round_ in range(ROUNDS):
        for role, dbname in SESSIONS:
            LOAD.append(os.getloadavg()[0])
            measured = screen_samples(
                server.location(dbname, user=role),
                per_round,
                campaign=club.campaign[dbname],
                statements=sent[role, dbname],
                # each round other warbands and characters, the same for every session: the
                # median is then of as many different ones, not between two of them
                start=round_ * (per_round + 3),
            )
            for key, (samples, count) in measured.items():
                times[role, dbname].setdefault(key, []).extend(samples)
                counts[role, dbname][key] = count
    median = {s: {k: statistics.median(v) for k, v in of.items()} for s, of in times.items()}
    # The server's own time for each screen's statements (EXPLAIN ANALYZE as the role, after
    # the timed runs, without the time of each plan node, which would weigh on it).
    sql = {
        (role, dbname): {
            key: sum(ms for ms, _, _ in _explain(server, role, dbname, statements, timing=False))
            for key, statements in sent[role, dbname].items()
        }
        for role, dbname in SESSIONS
    }

    def value(session: tuple[str, str], key: str, baseline: float | None = None) -> str:
        seconds = median[session][key]
        ratio = f" = {seconds / baseline:.2f}×" if baseline else ""
        return (
            f"{_ms(seconds)}{ratio}, {counts[session][key]} queries "
            f"(SQL on the server {sql[session][key]:.1f} ms)"
        )

    misses: list[tuple[str, tuple[str, str], tuple[str, str]]] = []
    for key, what in SCREENS.items():
        owner, alone = median[OWNER, CLUB][key], median[OWNER, ONE][key]
        rows.append(
            Row(
                f"{TEN}opening {what} as the owner",
                f"only that campaign on the server: {value((OWNER, ONE), key)}",
                value((OWNER, CLUB), key, alone),
                "",
                None,
            )
        )
        if owner > SCREEN_RATIO * alone:  # no target, but worth knowing why
            misses.append((key, (OWNER, CLUB), (OWNER, ONE)))
        for role in (ORGANISER, PLAYER):
            ok = median[role, CLUB][key] <= SCREEN_RATIO * owner
            rows.append(
                Row(
                    f"{TEN}opening {what} as {AS[role]}",
                    f"the owner: {_ms(owner)}",
                    value((role, CLUB), key, owner),
                    f"≤ {SCREEN_RATIO}× the owner's",
                    ok,
                )
            )
            if not ok:
                misses.append((key, (role, CLUB), (OWNER, CLUB)))
        alone = median[PLAYER, ONE][key]
        ok = median[PLAYER, CLUB][key] <= SCREEN_RATIO * alone
        rows.append(
            Row(
                f"{TEN}opening {what} as a player, against only his campaign on the server",
                f"only his campaign, as the player: {value((PLAYER, ONE), key)}",
                value((PLAYER, CLUB), key, alone),
                f"≤ {SCREEN_RATIO}× (goal)",
                ok,
            )
        )
        if not ok:
            misses.append((key, (PLAYER, CLUB), (PLAYER, ONE)))
    for key, session, baseline in misses:
        _report_miss(server, key, session, baseline, sent, progress)


def _explain(
    server: BenchServer, role: str, dbname: str, statements: Statements, *, timing: bool = True
) -> list[tuple[float, str, str]]:
    """Each reading statement of ``statements`` run by ``EXPLAIN ANALYZE`` as ``role`` on
    ``dbname``: its execution time in ms, the statement and its plan."""
    import psycopg

    options = "ANALYZE, BUFFERS" if timing else "ANALYZE, TIMING OFF"
    reads = [
        (statement, params)
        for statement, params in statements
        if statement.lstrip().upper().startswith(("SELECT", "WITH"))
    ]
    explained = []
    with psycopg.connect(server.url(dbname, user=role, password=True), autocommit=True) as conn:
        # Twice: the first pass plans the policies' helper functions in this new session,
        # which the window's long-lived connection had done once and for all.
        for warm in (True, False):
            for statement, params in reads:
                lines = conn.execute(f"EXPLAIN ({options}) {statement}", params).fetchall()
                if warm:
                    continue
                plan = "\n".join(line for (line,) in lines)
                found = re.search(r"Execution Time: ([0-9.]+) ms", plan)
                explained.append((float(found.group(1)) if found else 0.0, statement, plan))
    return explained


def _report_miss(
    server: BenchServer,
    key: str,
    session: tuple[str, str],
    baseline: tuple[str, str],
    sent: dict[tuple[str, str], dict[str, Statements]],
    progress: Callable,
) -> None:
    """Print where a missed screen's server time goes: each statement's time as the role
    and as its baseline, and the plan of the one that grew most."""
    mine = _explain(server, *session, sent[session][key])
    theirs = _explain(server, *baseline, sent[baseline][key])
    progress(
        f"  {SCREENS[key]} as {AS[session[0]]} on {session[1]} took more than {SCREEN_RATIO}× "
        f"as {AS[baseline[0]]} on {baseline[1]}; EXPLAIN ANALYZE of its statements (ms):"
    )
    for (ms, statement, _), (base, _, _) in zip(mine, theirs, strict=False):
        progress(f"    {ms:8.2f} against {base:8.2f}  {' '.join(statement.split())[:110]}")
    if mine and len(mine) == len(theirs):
        grew = max(range(len(mine)), key=lambda i: mine[i][0] - theirs[i][0])
        progress(f"  the plan of the statement that grew most, as {AS[session[0]]}:")
        progress("\n".join("    " + line for line in mine[grew][2].splitlines()))


def _imports(
    server: BenchServer, club: Club, file: Path, runs: int, rows: list[Row], progress: Callable
) -> None:
    """``import`` of ``file`` as the owner and the organiser in turn, each into a fresh copy
    of the ten-campaign database."""
    target = "muster_import"
    results: dict[str, list[tuple[float, float, int]]] = {OWNER: [], ORGANISER: []}
    for n in range(1, runs + 1):
        for role in results:
            server.drop(target)
            server.create(target, template=CLUB, owner=OWNER)
            LOAD.append(os.getloadavg()[0])
            args = ("--db", server.url(target, user=role), "import", str(file))
            results[role].append(counted_run(*args, env=server.env(role)))
            progress(f"  import {n} of {runs} as {AS[role]}: {results[role][-1][0]:.0f} s")
    server.drop(target)
    seconds = {role: statistics.median(r[0] for r in runs_) for role, runs_ in results.items()}
    peak = {role: max(r[1] for r in runs_) for role, runs_ in results.items()}
    count = {role: runs_[-1][2] for role, runs_ in results.items()}
    built = club.seconds
    rows.append(
        Row(
            f"{TEN}`import` of the big campaign's file as the owner, whole process",
            f"building the ten: {min(built):.1f}–{max(built):.1f} s each",
            f"{seconds[OWNER]:.2f} s, {peak[OWNER]:.0f} MB, {count[OWNER]} queries",
            "",
            None,
        )
    )
    ratio = seconds[ORGANISER] / seconds[OWNER]
    rows.append(
        Row(
            f"{TEN}`import` of the big campaign's file as an organiser, whole process",
            f"the owner: {seconds[OWNER]:.2f} s",
            f"{seconds[ORGANISER]:.2f} s = {ratio:.2f}×, {peak[ORGANISER]:.0f} MB, "
            f"{count[ORGANISER]} queries",
            f"≤ {IMPORT_RATIO}× the owner's",
            ratio <= IMPORT_RATIO,
        )
    )
