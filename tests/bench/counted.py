"""Runs one Muster command and writes how many SQL statements it sent (``make bench``).

counted.py OUT ARGS...   runs ``main.py ARGS`` and writes the count of statements Peewee
                         executed (its query log, as ``playhouse.test_utils.count_queries``
                         counts them) to the file OUT.

The bench times commands in plain processes and counts them in this one, apart, so that the
counting never weighs on the times.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Counter(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def main() -> int:
    out, args = Path(sys.argv[1]), sys.argv[2:]
    counter = Counter()
    logger = logging.getLogger("peewee")
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    logger.addHandler(counter)
    import main as muster

    try:
        status = muster.main(args)
    finally:
        out.write_text(str(counter.count), encoding="ascii")
    return status


if __name__ == "__main__":
    sys.exit(main())
