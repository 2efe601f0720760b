"""The campaign: Peewee tables, the database lifecycle and the operations users perform.

No Qt here. Operations validate with :mod:`rules` and write in one transaction.
"""

# The version of Muster (pyproject.toml reads it from here; `muster --version` prints it).
__version__ = "0.2.0"


def _import_peewee_without_its_server_driver() -> None:
    """Peewee imports a PostgreSQL driver, when one is installed, as it is imported itself:
    about 0.3 s of every start-up, for a driver only a club server needs; so does
    ``playhouse.migrate``. Every module of this package is imported after this one, so both
    are imported here with the driver hidden;
    :func:`models.store.postgres.load_postgres_driver` gives it the driver when a server is
    opened."""
    import sys

    hidden = [name for name in ("psycopg", "psycopg2") if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # "import psycopg" fails at once
    try:
        import peewee  # noqa: F401
        import playhouse.migrate  # noqa: F401  # (through playhouse.postgres_ext)
    finally:
        for name in hidden:
            del sys.modules[name]


_import_peewee_without_its_server_driver()
