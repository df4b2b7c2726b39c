"""CLI: `floordesk log precedents KIND [--event N|NAME] [--json]`: the earlier comparable rulings, newest first.

The list the wizard's decision step shows for a ruling of KIND (see `floordesk.core.precedents`): the
rulings of that kind under the rule-set flags a ruling recorded now would carry, voided ones left out,
in the event named and in the whole log. The work is the service's (`floordesk.service.precedents`);
this module parses and prints.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from typing import TYPE_CHECKING, TextIO

from floordesk.cli.common import parsed_text
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.core.precedents import Precedent
    from floordesk.store.log import IncidentStore


def add_precedents_verb(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    precedents = verbs.add_parser(
        "precedents", help=translate("precedents", "the earlier rulings of a kind and rule-set flags, newest first")
    )
    precedents.add_argument(
        "kind", type=parsed_text, help=translate("precedents", "the ruling kind (chip-race, clock, button, ...)")
    )
    precedents.add_argument(
        "--event", type=parsed_text, metavar="N|NAME", help=translate("precedents", "also list this event's own")
    )
    precedents.add_argument(
        "--json", action="store_true", help=translate("precedents", "print one JSON object instead of text")
    )


def print_precedents(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> None:
    # the service loads when the verb runs, not for `--help`
    from floordesk.core.precedents import described, pattern_said
    from floordesk.service.precedents import Precedents

    listed = Precedents(store).of_kind(args.kind, args.event)
    if args.json:
        data = {
            "kind": listed.kind,
            "in_event": [asdict(p) for p in listed.in_event] if args.event is not None else None,
            "in_log": [asdict(p) for p in listed.in_log],
            "pattern": None if listed.pattern is None else listed.pattern.value,
        }
        out.write(json.dumps(data, ensure_ascii=False) + "\n")
        return
    sections = [(translate("precedents", "In the whole log"), listed.in_log)]
    if args.event is not None:
        sections.insert(0, (translate("precedents", "In this event"), listed.in_event))
    for title, shown in sections:
        heading = translate("precedents", "{title}, newest first: {kind} rulings under the same rule-set flags\n")
        out.write(heading.format(title=title, kind=listed.kind))
        out.write(
            "".join(_lines(precedent, described(precedent)) for precedent in shown)
            or translate("precedents", "  none\n")
        )
    said = pattern_said(listed)
    if said:
        out.write(said + "\n")


def _lines(precedent: Precedent, lines: list[str]) -> str:
    first, *rest = lines
    said = translate("precedents", "  {first}  id {uid}\n").format(first=first, uid=precedent.uid)
    return said + "".join(f"    {line}\n" for line in rest)
