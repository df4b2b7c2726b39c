"""Core: each rule's request read from its JSON form, one module per ruling verb.

Each module has `handle(request: Field) -> dict | None`: it reads the request
(recording every problem on the field, by its path), runs the rule and returns
the result's JSON, or None when the request has problems. `floordesk.core.ruling`
is the one way in; the CLI and the wizards both go through it.
"""
