"""Storage: the only code that knows which engine keeps the campaign.

``location`` (a file or a server's URL), ``connection`` (the deferred database, error
translation, where the engines' SQL differs), ``postgres``, ``server``, ``server_copy`` and
``notify`` (a club's PostgreSQL server), ``schema`` (the Peewee tables),
``migrations`` (numbered schema steps), ``lifecycle`` (opening a database), ``inspection``
(looking at a file before using it), ``integrity`` (what the engine says about the data),
``backup`` (verified copies, rotation, restore) and ``files`` (writing a file atomically).
"""

# The fourth argument of i18n.translate (unused) in the call of a count: pyside6-lupdate
# (6.11) takes the call for a plural only when a name stands there, and leaves a call with None
# there out of the catalogue altogether; nor may a comma follow the count.
PLURAL = None
