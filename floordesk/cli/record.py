"""CLI: `floordesk log record VERB [FILE|-] --by NAME ...`: one scripted ruling, signed and recorded.

It takes the path every ruling takes: the request is computed by the core
under the event's rule set (`recommend(kind, with_rule_set(request, rules))`),
the decision is checked under rule 44 (`Ruling.of`), the signer gives a PIN,
and `record_ruling` writes one incident. Everything is checked before the
signature, and the event, table and incident are written in one transaction,
so any refusal leaves the log exactly as it was.

Where the ruling happened:
- `--event NAME`: the log's event of that number (`12`, `#12`) or current name;
  otherwise the event in the window (data folder) of that number or name;
  otherwise no event is named and the log must hold exactly one. An event not
  yet in the log is registered: from the window when it is the window's event,
  else with that name (or "Event #N"), the next free number (or N), game
  "not stated" and the usual chip set.
- The rule set is the window's event's when the event is the window's (matched
  by number), else the WSOP 2009 reading; flags the request's own `config`
  states win (`with_rule_set`), and the incident keeps them all.
- `--table NAME`: the event's table of that name (case-insensitive), registered
  when new, with the window's seat count if the window has it, else 10.
- The dispute record (`--requested-by`, `--camera`, `--review`...: see
  `floordesk.cli.disputes`), checked field by field, with the house's settings
  (a second reviewer signing with `--second-pin-file`, the footage's deadline).
- `--seat N`: the party; its player is the request's player at seat N when that
  player is registered in the event (by registration or name), else none.
- A ruling at a cancelled event is refused (rule 45), as in the window; a
  penalty's history is the log's for a player the log knows, as in the window.
- The earlier comparable rulings are those the window's decision step shows
  (`floordesk log precedents`), and the incident records them: deciding
  against the last 3 of them (all followed, and this departs; or the reverse)
  needs `--difference TEXT`, what is different here.

The work is the service's (`floordesk.service.rulings`); this module parses and prints.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from floordesk.cli.common import parsed_positive, parsed_text
from floordesk.cli.disputes import add_dispute_options, as_flags, dispute_from, second_signer
from floordesk.cli.signing import sign_in
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.core.ruling import Decision
    from floordesk.store.log import IncidentStore

_FLAG_OF = {"decision": "--decision", "reason": "--depart", "difference": "--difference"}


def add_record_verb(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    record = verbs.add_parser(
        "record", help=translate("record", "compute a ruling (as `rule VERB`) and record it, signed, as one incident")
    )
    record.add_argument("verb", help=translate("record", "the ruling, e.g. chip-race"))
    record.add_argument(
        "file", nargs="?", default="-", help=translate("record", "JSON request file, or - for standard input")
    )
    record.add_argument(
        "--by", type=parsed_text, required=True, metavar="NAME", help=translate("record", "the deciding staff member")
    )
    record.add_argument(
        "--pin-file", metavar="FILE", help=translate("record", "the signer's PIN: the file's first line")
    )
    record.add_argument(
        "--event", type=parsed_text, metavar="NAME", help=translate("record", "event name or number (#N)")
    )
    record.add_argument("--table", type=parsed_text, metavar="NAME", help=translate("record", "table name"))
    record.add_argument("--seat", type=parsed_positive, metavar="N", help=translate("record", "the seat involved"))
    record.add_argument(
        "--witness",
        type=parsed_text,
        action="append",
        default=[],
        metavar="NAME",
        help=translate("record", "a witness (repeat)"),
    )
    record.add_argument(
        "--depart",
        type=parsed_text,
        metavar="REASON",
        help=translate("record", "depart from the recommendation (rule 44)"),
    )
    record.add_argument(
        "--decision", metavar="JSON", help=translate("record", "with --depart: the outcome decided instead")
    )
    add_dispute_options(record)
    record.add_argument(
        "--difference",
        type=parsed_text,
        metavar="TEXT",
        help=translate("record", "what is different here, when the last 3 comparable rulings all went the other way"),
    )


def record(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    """Compute, check, sign and record; returns what `log record` prints."""
    # the rules and the service load when the verb runs, not for `--help`
    from floordesk.cli.rule import read_request, ruling_kind
    from floordesk.service.rulings import Rulings, ScriptedRuling

    kind = ruling_kind(args.verb)
    asked = ScriptedRuling(
        kind,
        read_request(args.file),
        _decision(args.depart, args.decision),
        tuple(args.witness),
        args.event,
        args.table,
        args.seat,
        dispute_from(args),
        args.difference,
    )
    rulings = Rulings(store, store.house.current())
    sign = lambda: sign_in(store, args.by, args.pin_file)  # noqa: E731
    try:
        ruling, recorded = rulings.record_request(asked, sign, second_signer(store, args.second_pin_file))
    except InvalidInput as error:  # rule 44's and the dispute's problems, named by the flags that give them
        named = [replace(p, path=_FLAG_OF.get(p.path, p.path)) for p in error.problems]
        raise InvalidInput(as_flags(named)) from None
    return {
        "incident": recorded.number,
        "id": recorded.uid,
        "rule": ruling.rule,
        "kind": kind.value,
        "decision": ruling.decision.kind.value,
        "record_hash": recorded.record_hash,
    }


def _decision(reason: str | None, outcome_json: str | None) -> Decision:
    """Follow, or depart (either flag says so); a missing half is left for rule 44's check to name."""
    # the core loads when the verb runs, not for `--help`
    from floordesk.core.fields import UnreadableJson, read_json
    from floordesk.core.ruling import Decision

    if reason is None and outcome_json is None:
        return Decision.follow()
    outcome = None
    if outcome_json is not None:
        try:
            outcome = read_json(outcome_json)
        except UnreadableJson as error:
            raise InvalidInput.at("--decision", str(error)) from None
    return Decision.depart(outcome, reason)
