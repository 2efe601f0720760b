#!/usr/bin/env bash
# `make dist-check`: run the standalone build's commands from a folder outside the project,
# with no Python on PATH, and fail on the first command that does not work.
set -euo pipefail
muster="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export PATH=/usr/bin:/bin  # the build must not need the project's virtual environment
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
step() { echo "== muster $*"; }
step --version;  "$muster" --version | grep -q '^muster [0-9]'
step --help;     "$muster" --help | grep -q 'commands:'
step demo;       "$muster" demo --db "$work/demo.sqlite3" | grep -q 'Created the campaign'
step check;      "$muster" check --db "$work/demo.sqlite3" | grep -q '^No problems found'
step rosters;    "$muster" rosters --db "$work/demo.sqlite3" --campaign "Demo: Caliburn's Wrath" \
                   --out "$work/rosters.pdf" | grep -q '^Wrote'
head -c 5 "$work/rosters.pdf" | grep -q '%PDF-'
step "rosters --game 1"
"$muster" rosters --db "$work/demo.sqlite3" --campaign "Demo: The Beastrider Wars" --game 1 \
  --out "$work/pack.pdf" | grep -q '^Wrote'
step export;     "$muster" export --db "$work/demo.sqlite3" --campaign "Demo: Caliburn's Wrath" \
                   --out "$work/c.json" >/dev/null
step import;     "$muster" import --db "$work/other.sqlite3" "$work/c.json" | grep -q 'Created'
step screenshots
"$muster" screenshots --db "$work/demo.sqlite3" --out "$work/shots" >/dev/null
test -s "$work/shots/main_window_caliburn.png"
echo "The standalone build works: $("$muster" --version)"
