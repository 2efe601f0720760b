"""Storage: the only code that knows which engine keeps the campaign.

``connection`` (the deferred database, error translation), ``schema`` (the Peewee tables),
``migrations`` (numbered schema steps), ``lifecycle`` (opening a database), ``inspection``
(looking at a file before using it), ``integrity`` (what the engine says about the data),
``backup`` (verified copies, rotation, restore) and ``files`` (writing a file atomically).
"""
