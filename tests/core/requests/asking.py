"""Asking one request reader directly (core/requests/<verb>.handle), as `floordesk rule VERB` and the wizards do
through `recommend`: its result, and every problem it recorded on the request's fields, by path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from floordesk.core.fields import Field
from floordesk.selftest import SAMPLES

Handler = Callable[[Field], dict[str, Any] | None]


def asked(handle: Handler, request: object) -> tuple[dict[str, Any] | None, list[str]]:
    """The reader's result for `request` (None when refused) and the paths of the problems it recorded."""
    field = Field.root(request)
    result = handle(field)
    return result, [problem.path for problem in field.problems.items]


def sample(verb: str, **changes: Any) -> dict[str, Any]:
    """The rules-cli.md example request of `verb` (the self-test's), with `changes` over it."""
    return {**SAMPLES[verb].request, **changes}
