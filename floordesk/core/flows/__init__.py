"""Core: the ruling wizards' flows (no Qt). `flow_for` builds the flow of a kind; `flow_from_draft` resumes one."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows.flow import RulingFlow
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.i18n import translate


def wizard_kinds() -> tuple[RulingKind, ...]:
    """The kinds a wizard exists for, in menu order (a flow in their `KindParts`)."""
    return tuple(kind for kind in RulingKind if kind.parts.flow is not None)


def flow_module(kind: RulingKind) -> str:
    """The module of a kind's flow (imported by name on first use: a bundler must be told of it)."""
    return f"floordesk.core.flows.{kind.parts.module}"


def flow_class(kind: RulingKind) -> type[RulingFlow]:
    name = kind.parts.flow
    if name is None:
        raise InvalidInput.at(
            "kind", translate("core", "there is no wizard for {value!r} rulings yet").format(value=kind.value)
        )
    flow: type[RulingFlow] = getattr(importlib.import_module(flow_module(kind)), name)
    return flow


def flow_for(
    kind: RulingKind, session: TableSession, rules: RuleSet, seat: int | None = None, *, game: str | None = None
) -> RulingFlow:
    """A new flow of `kind` at the table in play, under the event's rule set (and game, `Event.game`)."""
    return flow_class(kind)(session, rules, seat, game=game)


def flow_from_draft(
    state: Mapping[str, Any], session: TableSession, rules: RuleSet
) -> tuple[RulingFlow, list[Problem]]:
    """A draft resumed against the table as it is now; the problems say which step no longer fits."""
    kind = RulingKind(state.get("kind"))
    seat = state.get("seat")
    flow = flow_for(kind, session, rules, seat if isinstance(seat, int) else None)
    return flow, flow.restore(state)
