"""JSON Schemas of what adjudicator writes for machines (package data, versioned):
``ruling-record.schema.json`` (``docs/ruling-record.md``) and ``check-row.schema.json``
(a line of ``adjudicate check``, ``docs/cluster.md``)."""
