"""Reports: the incident report and the shift report as HTML documents, from the log's records. No Qt.

The HTML keeps to what QTextDocument lays out (tables, headings, simple CSS).
Each computed kind's detail is drawn from what the incident holds, the request
(`inputs`) and the result (`recommended`) in the shapes of rules-cli.md: the chip
race card by card, the pots as layers, the clock's times, the penalty and its
hands. A kind without its own layout, or a shape it does not know, falls back
to a plain rendering of the JSON, so nothing recorded is left off a printout.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any, TypeGuard

from floordesk.core.chips import Stack, chips_text, denomination_label
from floordesk.core.errors import InvalidInput
from floordesk.core.precedents import considered_said
from floordesk.core.rules.button_result import ButtonResult
from floordesk.core.rules.chip_race_result import FoundChipsResult, RaceResult
from floordesk.core.rules.clock_result import ClockResult
from floordesk.core.rules.penalty_result import PenaltyDecision, PenaltyResult
from floordesk.core.rules.pots_result import PotsResult
from floordesk.core.ruling import FOLLOWED, RulingKind, recorded_explanation
from floordesk.i18n import ENGLISH, SPEAKER, grouped, mid_sentence, noop, numerus, translate
from floordesk.reports.disputes import dispute_facts, dispute_summary, footage_headers, footage_rows
from floordesk.reports.proof import Proof
from floordesk.reports.rule_quote import quoted_rule_html
from floordesk.resources import MissingResourceError, read_text
from floordesk.store.incidents import Incident

if TYPE_CHECKING:
    from floordesk.service.disputes import TaskState

_SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
_RED_SUITS = {"h", "d"}


@dataclass(frozen=True)
class Ink:
    """The colours a report's text is drawn in: paper's, or a window's theme (the log window's detail)."""

    text: str = "#1c1c1c"
    heading: str = "#1f3a5f"
    soft: str = "#444444"
    """the subtitle and the facts' labels"""
    muted: str = "#666666"
    quoted: str = "#333333"
    """the rule's text and an entry's body"""
    alarm: str = "#b00020"
    """VOIDED and red cards"""
    caution: str = "#9a5b00"
    """OVERRULED"""
    header_fill: str = "#e8edf3"
    """behind a table's headers"""


PAPER = Ink()


def style_sheet(ink: Ink = PAPER) -> str:
    """The reports' CSS, in `ink`'s colours."""
    return f"""
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: {ink.text}; }}
h1 {{ font-size: 17pt; font-weight: 600; margin-bottom: 2px; }}
h2 {{ font-size: 11.5pt; font-weight: 600; color: {ink.heading}; margin-top: 14px; margin-bottom: 4px; }}
h3 {{ font-size: 10pt; font-weight: 600; margin-top: 8px; margin-bottom: 3px; }}
.subtitle {{ font-size: 10.5pt; color: {ink.soft}; }}
.muted {{ color: {ink.muted}; }}
.rule {{ font-family: 'DejaVu Serif', serif; font-style: italic; color: {ink.quoted}; }}
.status-voided {{ color: {ink.alarm}; font-weight: 600; }}
.status-overruled {{ color: {ink.caution}; font-weight: 600; }}
.status-amended {{ color: {ink.heading}; font-weight: 600; }}
th {{ background-color: {ink.header_fill}; font-weight: 600; text-align: left; }}
td.key {{ color: {ink.soft}; width: 28%; }}
.red {{ color: {ink.alarm}; }}
.sign td {{ padding-top: 26px; }}
p.entry {{ margin-top: 7px; margin-bottom: 0px; }}
p.entry-body {{ margin-top: 1px; margin-bottom: 0px; margin-left: 18px; color: {ink.quoted}; }}
"""


STYLE = style_sheet()


# -- small pieces ------------------------------------------------------------------------------------------
def text(value: object) -> str:
    return escape(str(value))


def card(code: str) -> str:
    """A card as printed: `Qs` -> Q♠ (hearts and diamonds in red)."""
    if not isinstance(code, str) or len(code) != 2 or code[1] not in _SUITS:
        return text(code)
    rank = "10" if code[0] == "T" else code[0]
    shown = f"{escape(rank)}{_SUITS[code[1]]}"
    return f'<span class="red">{shown}</span>' if code[1] in _RED_SUITS else shown


def cards(codes: object) -> str:
    if isinstance(codes, str):
        codes = [codes[index : index + 2] for index in range(0, len(codes), 2)]
    if not isinstance(codes, list):
        return text(codes)
    return " ".join(card(code) for code in codes) or "—"


def chips(amount: object) -> str:
    """An amount of chips (a pot, a stack's worth) grouped as the report's language groups digits."""
    return grouped(amount) if _whole(amount) else text(amount)


def chip(value: object) -> str:
    """A chip named as every screen names it: T25, T1K, T25K."""
    return denomination_label(int(str(value))) if _whole(value) or str(value).isdigit() else text(value)


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def stack(counts: object) -> str:
    """A stack by denomination, `{"100": 13, "1000": 3}` -> 3 × T1K, 13 × T100 (largest first), as the screen
    writes chips."""
    if not isinstance(counts, Mapping) or not counts:
        return "—" if isinstance(counts, Mapping) else text(counts)
    ordered = sorted(counts.items(), key=lambda item: -int(item[0]) if str(item[0]).isdigit() else 0)
    return ", ".join(
        chips_text(count, int(denomination))
        if _whole(count) and str(denomination).isdigit()
        else f"{chips(count)} × {chip(denomination)}"
        for denomination, count in ordered
    )


_TERMS = {"bb": "big blind", "sb": "small blind"}
_CODE_WORD = re.compile(r"[a-z]+(?:_[a-z0-9]+)+")
"""A value that is a code (`stays_live`, `hand_dead`): printed as words."""


_CODE_WORDS = (
    # ruling kinds
    noop("content", "Chip race"), noop("content", "Found chips"), noop("content", "Pots"), noop("content", "Split"),
    noop("content", "Clock"), noop("content", "Button"), noop("content", "Penalty"), noop("content", "Penalty hand"),
    noop("content", "Conduct"), noop("content", "Dispute"), noop("content", "Event"), noop("content", "Other"),
    # offences, penalties, the offender's hand, a penalty's state
    noop("content", "Card exposed with action pending"), noop("content", "Card off table"),
    noop("content", "Forceful muck"), noop("content", "One player to a hand"), noop("content", "Soft play"),
    noop("content", "Abuse"), noop("content", "Disruptive behaviour"), noop("content", "Stalling"),
    noop("content", "Warning"), noop("content", "Missed hand"), noop("content", "Missed round"),
    noop("content", "Disqualification"), noop("content", "Stays live"), noop("content", "Not in a hand"),
    noop("content", "Pending"), noop("content", "Serving"), noop("content", "Served"), noop("content", "Rescinded"),
    # an amendment
    noop("content", "Correction"), noop("content", "Overrule"), noop("content", "Void"),
    # a clock's outcome
    noop("content", "Clock refused"), noop("content", "Action valid"), noop("content", "Hand dead"),
    noop("content", "Hand checked"), noop("content", "Main period"),
)  # fmt: skip
"""The codes a report prints as words, marked for the catalogue: `words` says them in the report's language (a
code it does not know, a JSON key say, reads as the English words)."""


def code_said(name: object) -> str:
    """A recorded code as words in the language spoken, as text: `chip-race` -> Chip race (German: Chip Race),
    `bb_seat` -> Big blind seat. The log's listings say kinds and states so; what they print as JSON keeps the code."""
    spaced = " ".join(_TERMS.get(word, word) for word in str(name).replace("_", " ").replace("-", " ").split(" "))
    return translate("content", spaced[:1].upper() + spaced[1:])


def words(name: object) -> str:
    """A JSON key or value as words, as HTML: `hands_to_miss` -> Hands to miss, `bb_seat` -> Big blind seat."""
    return escape(code_said(name))


def table(headers: Sequence[str], rows: Iterable[Sequence[str]], *, widths: Sequence[int] = ()) -> str:
    """A bordered table; headers are text, cells are HTML already."""
    head = "".join(
        f'<th width="{widths[index]}%">{escape(title)}</th>' if index < len(widths) else f"<th>{escape(title)}</th>"
        for index, title in enumerate(headers)
    )
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return (
        '<table width="100%" cellspacing="0" cellpadding="4" border="1" style="border-color: #b8c2cc; '
        f'border-style: solid; border-collapse: collapse;"><thead><tr>{head}</tr></thead>{body}</table>'
    )


def when(moment: str) -> str:
    """A recorded time ("2009-06-01T21:00:10…") as "2009-06-01 21:00:10" (its day as the report's language
    writes it), one word: never wrapped inside."""
    return text(SPEAKER.current.moment(moment)).replace("T", "&nbsp;").replace(" ", "&nbsp;")


def facts(pairs: Iterable[tuple[str, str]]) -> str:
    """A two-column table of labelled facts; values are HTML already."""
    rows = "".join(f'<tr><td width="30%" class="key">{escape(key)}</td><td>{value}</td></tr>' for key, value in pairs)
    return f'<table width="100%" cellspacing="0" cellpadding="3">{rows}</table>'


def json_html(value: object) -> str:
    """Any recorded JSON as readable HTML: objects as labelled facts, lists of objects as tables."""
    if isinstance(value, Mapping):
        if not value:
            return "—"
        return facts((words(key), json_html(item)) for key, item in value.items())
    if isinstance(value, list):
        if not value:
            return "—"
        if all(isinstance(item, Mapping) for item in value):
            keys = list(dict.fromkeys(key for item in value for key in item))
            return table(
                [str(words(key)) for key in keys], ([json_html(item.get(key, "")) for key in keys] for item in value)
            )
        return ", ".join(json_html(item) for item in value)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return text(translate("content", "yes") if value else translate("content", "no"))
    if isinstance(value, int):
        return chips(value)
    if isinstance(value, str) and _CODE_WORD.fullmatch(value):
        return words(value)
    return text(value)


def inline(value: object) -> str:
    """JSON on one line, for a table cell: `{"outcome": "action_valid"}` -> outcome: action valid."""
    if isinstance(value, Mapping):
        return "; ".join(f"{mid_sentence(words(key))}: {inline(item)}" for key, item in value.items()) or "—"
    if isinstance(value, list):
        return ", ".join(inline(item) for item in value) or "—"
    return json_html(value)


def rule_text(rule: int) -> str | None:
    try:
        return read_text("rules", f"rule-{rule}.txt").strip()
    except MissingResourceError:
        return None


def rule_section(rule: int, *, quote: bool = True) -> str:
    """The report's rule: quoted in English and, in a report in another language, in FloorDesk's translation;
    without `quote`, left to where the rules quoted are gathered once (the auditor's pack)."""
    heading = "<h2>" + text(translate("content", "Rule {rule}").format(rule=rule)) + "</h2>"
    if not quote:
        once = translate("content", "Rule {rule} is quoted once, under Rules quoted, at the end.").format(rule=rule)
        return f"{heading}<p class='muted'>{text(once)}</p>"
    if rule_text(rule) is None:
        missing = translate("content", "Rule {rule} (not among the rules FloorDesk quotes).").format(rule=rule)
        return f"{heading}<p class='muted'>{text(missing)}</p>"
    return heading + quoted_rule_html(rule, "rule")


def status_of(incident: Incident) -> str:
    if incident.voided:
        return "voided"
    if incident.overruled:
        return "overruled"
    return "amended" if incident.amendments else "recorded"


_HANDS = numerus("content", ", %n hand(s)", "", 0)
_HANDS_TO_MISS = numerus("content", "%n hand(s) to miss", "", 0)
_PRINTED = numerus("content", "Printed {printed} · %n incident(s)", "", 0)
_EMPTY = noop("content", "empty")
_STATUS_WORDS = {
    "voided": noop("content", "VOIDED"),
    "overruled": noop("content", "OVERRULED"),
    "amended": noop("content", "AMENDED"),
}


def status_said(status: str) -> str:
    """A status as the report's badge shows it, in the report's language."""
    return text(translate("content", _STATUS_WORDS[status]))


PLAYER_LINK = "player:"
"""The link a player's name carries in the window's detail (`player:<uid>`): it opens his history."""


def party_names(incident: Incident, *, links: bool = False) -> str:
    named = []
    for party in incident.parties:
        seat = translate("content", "seat {seat}").format(seat=party["seat"]) if party["seat"] else ""
        name = text(party["name"] or "")
        if links and party["name"] and party["player"]:
            name = f'<a href="{PLAYER_LINK}{text(party["player"])}">{name}</a>'
        named.append(" ".join(part for part in (seat, name) if part))
    return ", ".join(part for part in named if part) or "—"


# -- each kind's detail -------------------------------------------------------------------------------------
def _chip_race(inputs: Mapping[str, Any], recorded: Mapping[str, Any]) -> str:
    result = RaceResult.read(recorded)
    players = [p for p in inputs.get("players", []) if isinstance(p, Mapping)]
    removed = ", ".join(chip(d) for d in inputs.get("denominations_removed", []))
    parts = [
        facts(
            [
                (translate("content", "Denominations removed"), removed or "—"),
                (translate("content", "Race unit"), chip(result.race_unit)),
                (translate("content", "Odd chips' value in the race"), chips(result.odd_value_total)),
                (translate("content", "Chips raced for"), chips(result.race_chip_count)),
                (translate("content", "Change in chips in play"), chips(result.value_change)),
            ]
        )
    ]
    won = Counter(player for player, _card in result.awards)
    rows = []
    for player in players:
        name = player.get("player")
        rows.append(
            [
                text(player.get("seat", "")),
                text(name),
                stack(player.get("stack", {})),
                stack(result.direct_exchange.get(str(name), Stack()).to_json()),
                chips(result.odd_chips.get(str(name), 0)),
                cards([str(dealt) for dealt in result.dealt.get(str(name), ())]),
                chips(won.get(str(name), 0)),
                stack(result.stacks_after.get(str(name), Stack()).to_json()),
            ]
        )
    parts.append("<h3>" + text(translate("content", "Stacks")) + "</h3>")
    parts.append(
        table(
            [
                translate("content", "Seat"),
                translate("content", "Player"),
                translate("content", "Before"),
                translate("content", "Exchanged"),
                translate("content", "Odd chips"),
                translate("content", "Cards dealt"),
                translate("content", "Race chips"),
                translate("content", "After"),
            ],
            rows,
            widths=(8, 10, 18, 12, 12, 13, 9, 18),
        )
    )
    if result.awards:
        parts.append("<h3>" + text(translate("content", "The race, card by card")) + "</h3>")
        parts.append(
            table(
                [
                    translate("content", "Order"),
                    translate("content", "Card"),
                    translate("content", "Player"),
                    translate("content", "Wins"),
                ],
                (
                    [
                        str(i),
                        card(str(won_with)),
                        text(player),
                        translate("content", "one {chip}").format(chip=chip(result.race_unit)),
                    ]
                    for i, (player, won_with) in enumerate(result.awards, 1)
                ),
                widths=(14, 14, 42, 30),
            )
        )
    if result.stay_alive:
        saved = recorded["given_to_avoid_elimination"]  # printed whole: each chip's denomination too
        given = text(translate("content", "Given a chip so as not to be raced out (rule 46):"))
        parts.append(f"<p>{given} {json_html(saved)}</p>")
    return "".join(parts)


def _pots(inputs: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    parts = []
    contributions = [c for c in inputs.get("contributions", []) if isinstance(c, Mapping)]
    if contributions:
        board = inputs.get("board")
        game = inputs.get("game")
        lead = "<p>" + (text(translate("content", "Game: {game}")).format(game=words(game)) if game else "")
        lead += text(translate("content", "; board {cards}")).format(cards=cards(board)) if board else ""
        parts.append(
            lead
            + (
                text(translate("content", "; button seat {seat}").format(seat=inputs["button_seat"]))
                if "button_seat" in inputs
                else ""
            )
            + "</p>"
        )
        parts.append(
            table(
                [
                    translate("content", "Seat"),
                    translate("content", "Player"),
                    translate("content", "Put in"),
                    translate("content", "Status"),
                    translate("content", "Cards"),
                ],
                (
                    [
                        text(c.get("seat", "")),
                        text(c.get("player")),
                        chips(c.get("contributed")),
                        words(c.get("status", "")),
                        cards(c.get("cards", [])),
                    ]
                    for c in contributions
                ),
                widths=(8, 22, 16, 16, 38),
            )
        )
    settled = PotsResult.read(result)
    if settled.pots:
        parts.append("<h3>" + text(translate("content", "The pots, layer by layer")) + "</h3>")
        rows = []
        for pot in settled.pots:
            awards = ", ".join(f"{text(p)} {chips(a)}" for p, a in pot.awards.items()) or "—"
            odd = "<br>".join(f"{text(o.player)} +{chips(o.amount)}: {text(o.reason)}" for o in pot.odd_chips)
            rows.append(
                [
                    words(pot.name),
                    chips(pot.amount),
                    text(", ".join(pot.eligible)),
                    awards,
                    odd or "—",
                ]
            )
        parts.append(
            table(
                [
                    translate("content", "Pot"),
                    translate("content", "Amount"),
                    translate("content", "Eligible"),
                    translate("content", "Awards"),
                    translate("content", "Odd chips and why"),
                ],
                rows,
                widths=(12, 12, 20, 22, 34),
            )
        )
    if settled.uncalled_returned:
        returned = text(translate("content", "Uncalled bets returned:"))
        parts.append(f"<p>{returned} {json_html(settled.uncalled_returned)}</p>")
    if settled.total_awarded is not None:
        awarded = ", ".join(f"{text(p)} {chips(a)}" for p, a in settled.total_awarded.items())
        parts.append("<p><b>" + text(translate("content", "Total awarded:")) + f"</b> {awarded}</p>")
    return "".join(parts)


def _split_awards(inputs: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    contenders = [c for c in inputs.get("contenders", []) if isinstance(c, Mapping)]
    awards = result.get("awards", {})
    rows = [
        [
            text(c.get("seat", "")),
            text(c.get("player")),
            text(c.get("high_rank", "—")),
            text(c.get("low_rank") if c.get("low_rank") is not None else "—"),
            cards(c.get("five_card_high_hand", [])) if c.get("five_card_high_hand") else "—",
            chips(awards.get(c.get("player"), 0)),
        ]
        for c in contenders
    ]
    odd = [o for o in result.get("odd_chips", []) if isinstance(o, Mapping)]
    parts = [
        "<p>"
        + text(translate("content", "Pot of {amount}; button seat {seat}.")).format(
            amount=chips(inputs.get("pot_amount")), seat=text(inputs.get("button_seat", "—"))
        )
        + "</p>"
    ]
    parts.append(
        table(
            [
                translate("content", "Seat"),
                translate("content", "Player"),
                translate("content", "High rank"),
                translate("content", "Low rank"),
                translate("content", "High hand"),
                translate("content", "Awarded"),
            ],
            rows,
            widths=(8, 22, 12, 12, 26, 20),
        )
    )
    if odd:
        parts.append("<h3>" + text(translate("content", "Odd chips")) + "</h3>")
        parts.append(
            table(
                [translate("content", "Player"), translate("content", "Amount"), translate("content", "Why")],
                ([text(o.get("player")), chips(o.get("amount")), text(o.get("reason", ""))] for o in odd),
                widths=(25, 15, 60),
            )
        )
    return "".join(parts)


def _split(inputs: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    return _split_awards(inputs, result)


def _seconds(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        minutes, seconds = divmod(value, 60)
        return f"{value} s ({minutes}:{seconds:02})"
    return "—" if value is None else text(value)


def _clock(inputs: Mapping[str, Any], recorded: Mapping[str, Any]) -> str:
    result = ClockResult.read(recorded)
    config = inputs.get("config", {}) if isinstance(inputs.get("config"), Mapping) else {}
    timeline = [
        (translate("content", "Clock requested"), _seconds(inputs.get("clock_requested_at_s"))),
        (translate("content", "Clock granted"), json_html(result.clock_granted)),
        (translate("content", "Clock started"), _seconds(result.clock_started_at_s)),
        (translate("content", "Main period ends"), _seconds(result.main_period_ends_at_s)),
        (translate("content", "Countdown ends"), _seconds(result.countdown_ends_at_s)),
        (translate("content", "Player acted"), _seconds(inputs.get("player_action_at_s"))),
        (translate("content", "Facing a bet"), json_html(inputs.get("facing_bet"))),
        (translate("content", "Outcome"), words(result.outcome.value)),
    ]
    if result.may_be_called_at_s is not None:
        timeline.append((translate("content", "May be called from"), _seconds(result.may_be_called_at_s)))
    if result.refer_for_penalty_rule is not None:
        timeline.append(
            (
                translate("content", "Referred for a penalty"),
                text(translate("content", "rule {rule}").format(rule=result.refer_for_penalty_rule)),
            )
        )
    since = text(translate("content", "Times are seconds since the action reached the player."))
    parts = [f"<p class='muted'>{since}</p>", facts(timeline)]
    if config:
        parts.append("<h3>" + text(translate("content", "Clock settings")) + "</h3>" + json_html(config))
    return "".join(parts)


def _button(inputs: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    def seat(number: int, player: str | None) -> str:
        return f"{text(number)} ({text(player) if player else text(translate('content', _EMPTY))})"

    rows = (
        [
            str(i),
            seat(h.button_seat, h.button_player),
            seat(h.sb_seat, h.sb_player),
            seat(h.bb_seat, h.bb_player),
            text(h.first_to_act_preflop or "—"),
            json_html(list(h.not_dealt_in)),
        ]
        for i, h in enumerate(ButtonResult.read(result).next_hands, 1)
    )
    previous = inputs.get("previous_hand", {})
    parts = ["<p>" + text(translate("content", "Previous hand:")) + f" {json_html(previous)}</p>"] if previous else []
    parts.append(
        table(
            [
                translate("content", "Hand"),
                translate("content", "Button"),
                translate("content", "Small blind"),
                translate("content", "Big blind"),
                translate("content", "First to act"),
                translate("content", "Not dealt in"),
            ],
            rows,
        )
    )
    return "".join(parts)


def _penalty(inputs: Mapping[str, Any], recorded: Mapping[str, Any]) -> str:
    penalty = inputs.get("penalty", {}) if isinstance(inputs.get("penalty"), Mapping) else {}
    given = [
        (translate("content", "Offence"), words(inputs.get("offence", "other"))),
        (translate("content", "Penalty"), words(penalty.get("type", "—"))),
    ]
    for key in ("hands", "rounds", "offender_stack"):
        if key in penalty:
            given.append((str(words(key)), chips(penalty[key])))
    for key in ("players_at_table_when_given", "given_during_hand_number", "given_between_hands_after_hand_number"):
        if key in inputs:
            given.append((str(words(key)), chips(inputs[key])))
    result = PenaltyResult.read(recorded)
    outcome = [
        (translate("content", "Hands to miss"), chips(result.hands_to_miss)),
        (
            translate("content", "Hands missed"),
            translate("content", "{first} to {last}").format(
                first=chips(result.first_missed_hand_number), last=chips(result.last_missed_hand_number)
            ),
        ),
        (translate("content", "Offender hand in progress"), json_html(result.offender_hand_in_progress.value)),
    ]
    if result.hands_remaining_at_new_table is not None:
        outcome.append(
            (translate("content", "Hands remaining at new table"), json_html(result.hands_remaining_at_new_table))
        )
    if result.disqualified:
        outcome.append((translate("content", "Chips removed from play"), json_html(result.chips_removed_from_play)))
        outcome.append((translate("content", "Player status"), json_html(result.player_status)))
    parts = [facts(given), "<h3>" + text(translate("content", "The penalty")) + "</h3>" + facts(outcome)]
    if result.while_on_penalty is not None:
        parts.append(
            "<h3>" + text(translate("content", "While on penalty")) + "</h3>" + json_html(result.while_on_penalty)
        )
    history = inputs.get("history")
    if history:
        parts.append("<h3>" + text(translate("content", "Earlier penalties")) + "</h3>" + json_html(history))
    if result.suggested_next_penalty:
        parts.append(
            "<p><b>"
            + text(translate("content", "Next offence:"))
            + "</b> "
            + json_html(result.suggested_next_penalty)
            + "</p>"
        )
    return "".join(parts)


def _found_chips(inputs: Mapping[str, Any], result: Mapping[str, Any]) -> str:
    ruled = FoundChipsResult.read(result)
    found = inputs.get("found_after_race", {}) if isinstance(inputs.get("found_after_race"), Mapping) else {}
    return facts(
        [
            (translate("content", "Found on"), text(found.get("player", "—"))),
            (translate("content", "Chips found"), stack(found.get("chips", {}))),
            (
                translate("content", "Smallest denomination in play"),
                chip(inputs.get("smallest_denomination_in_play")),
            ),
            (translate("content", "Exchanged for"), stack(ruled.exchanged.to_json())),
            (translate("content", "Value forfeited"), chips(ruled.forfeited_value)),
        ]
    )


def _as_recorded(inputs: object, _result: object = None) -> str:
    return "<h3>" + text(translate("content", "As recorded")) + "</h3>" + json_html(inputs)


DETAIL: dict[RulingKind, Callable[[Mapping[str, Any], Mapping[str, Any]], str]] = {
    RulingKind.CHIP_RACE: _chip_race,
    RulingKind.FOUND_CHIPS: _found_chips,
    RulingKind.POTS: _pots,
    RulingKind.SPLIT: _split,
    RulingKind.CLOCK: _clock,
    RulingKind.BUTTON: _button,
    RulingKind.PENALTY: _penalty,
    RulingKind.PENALTY_HAND: _as_recorded,  # a hand dealt on penalty: its request and result say it whole
}
"""The reports' one registry of ruling kinds: the layout of each computed kind's situation and result."""


def situation_detail(kind: str, inputs: object, recommended: object) -> str:
    """The ruling's own detail: the kind's layout, else (or if it cannot read the shape) the JSON as recorded."""
    known = kind in {known.value for known in DETAIL}
    layout = DETAIL[RulingKind(kind)] if known else None
    if layout is not None and isinstance(inputs, Mapping) and isinstance(recommended, Mapping):
        try:
            return layout(inputs, recommended)
        except (AttributeError, TypeError, ValueError):
            pass  # a shape this layout does not know: print it as recorded rather than not at all
    return _as_recorded(inputs)


def explanation(incident: Incident) -> str:
    """The rules' reasons in the report's language, recomputed from the recorded inputs; the recorded English
    lines, said to be so, when today's rules do not give the recorded result again word for word in English."""
    said = recorded_explanation(incident.kind, incident.inputs, incident.recommended, SPEAKER.language)
    if not said.lines:
        return ""
    note = ""
    if said.in_english_as_recorded:
        note = (
            "<p class='muted'>"
            + text(
                translate(
                    "content",
                    "The reasons as recorded, in English: this version of FloorDesk cannot say them again "
                    "in this language (they were worded by another version, or the rules have changed since).",
                )
            )
            + "</p>"
        )
    return note + "<ol>" + "".join(f"<li>{text(line)}</li>" for line in said.lines) + "</ol>"


def decision_html(decision: object) -> str:
    if isinstance(decision, Mapping):
        shown = {key: value for key, value in decision.items() if key != "explanation"}
        return json_html(shown)
    return json_html(decision)


def _is_stack(value: object) -> bool:
    return isinstance(value, Mapping) and all(str(key).isdigit() for key in value)


def _one_value(value: object) -> str:
    return stack(value) if _is_stack(value) else inline(value)


def departure_html(recommended: object, decided: object) -> str:
    """What a decision changed in the recommendation, line by line (a player's stack, an outcome):
    the decided result repeats the whole recommendation, which printed as nested tables fills pages."""
    if not isinstance(recommended, Mapping) or not isinstance(decided, Mapping):
        return decision_html(decided)
    rows: list[list[str]] = []
    for key, value in decided.items():
        before = recommended.get(key)
        if key == "explanation" or before == value:
            continue
        if isinstance(value, Mapping) and not _is_stack(value):
            was = before if isinstance(before, Mapping) else {}
            names = [name for name in dict.fromkeys([*was, *value]) if was.get(name) != value.get(name)]
            rows += [
                [f"{words(key)}: {text(name)}", _one_value(was.get(name)), _one_value(value.get(name))]
                for name in names
            ]
        else:
            rows.append([words(key), _one_value(before), _one_value(value)])
    if not rows:
        return "<p>" + text(translate("content", "The outcome is the recommendation's.")) + "</p>"
    return table(["", translate("content", "Recommended"), translate("content", "Decided")], rows, widths=(34, 33, 33))


# -- the incident report ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Document:
    """A report ready to lay out: its HTML, title, running header and footer lines, and its proof."""

    title: str
    html: str
    header_left: str
    header_right: str
    footer_lines: tuple[str, ...]
    proof: Proof | None = None
    sections: tuple[str, ...] = ()
    """More HTML documents after `html`, each starting on a new page (the auditor's pack: one per incident).
    Each is laid out alone, so a thousand of them cost a thousand small layouts, not one huge one."""
    page_of: str = field(default_factory=lambda: translate("content", "Page {number} of {pages}"))
    """each page's number, in the language the report is made in (it is laid out later, perhaps in another)"""


def incident_report(
    incident: Incident, proof: Proof, *, player_links: bool = False, ink: Ink = PAPER, quote_rule: bool = True
) -> Document:
    """The incident report; `player_links` makes each player's name a link and `ink` gives the colours of a
    window's theme (for the window, not for paper); without `quote_rule`, the rule's text is left to where the
    report it is part of quotes each rule once (the auditor's pack)."""
    parts = [
        f"<html><head><style>{style_sheet(ink)}</style></head><body>",
        _report_title(incident),
        _incident_section(incident, player_links=player_links),
        rule_section(incident.rule, quote=quote_rule),
        _situation_section(incident),
        _recommendation_section(incident),
        _heading(translate("content", "Decision")) + _decision_section(incident),
        _dispute_section(incident),
        "".join(f"<p>{text(line)}</p>" for line in considered_said(incident.precedents)),
        _penalties_section(incident),
        _amendments_section(incident),
        _signatures_section(incident),
        "</body></html>",
    ]
    return Document(
        title=translate("content", "Incident report #{number} ({event})").format(
            number=incident.number, event=incident.event
        ),
        html="".join(parts),
        header_left=translate("content", "FloorDesk · Incident report #{number}").format(number=incident.number),
        header_right=incident.event,
        footer_lines=(
            translate("content", "Incident #{number} · device {device} · id {uid}").format(
                number=incident.number, device=incident.device_label, uid=incident.uid
            ),
            translate("content", "Record hash {hash} … · check with: floordesk log check FILE-OR-CODE").format(
                hash=proof.short_hash
            ),
        ),
        proof=proof,
    )


def _heading(title: str) -> str:
    return "<h2>" + text(title) + "</h2>"


def _report_title(incident: Incident) -> str:
    """The report's title with the ruling's status beside it (none for a ruling as recorded), and its subtitle."""
    status = status_of(incident)
    badge = "" if status == "recorded" else f' &nbsp;<span class="status-{status}">{status_said(status)}</span>'
    return (
        "<h1>"
        + text(translate("content", "Incident report #{number}").format(number=incident.number))
        + badge
        + "</h1>"
        + '<p class="subtitle">'
        + text(translate("content", "Rule {rule}").format(rule=incident.rule))
        + f" · {words(incident.kind)} · {text(incident.event)}</p>"
    )


def _incident_section(incident: Incident, *, player_links: bool) -> str:
    """Where, when, who decided and who was involved."""
    return _heading(translate("content", "The incident")) + facts(
        [
            (translate("content", "Event"), text(incident.event)),
            (translate("content", "Table"), text(incident.table or "—")),
            (
                translate("content", "Date and time"),
                when(incident.recorded_local[:19])
                + f" <span class='muted'>(UTC {when(incident.recorded_utc[:19])})</span>",
            ),
            (
                translate("content", "Incident"),
                text(
                    translate("content", "#{number} of device {device}").format(
                        number=incident.number, device=incident.device_label
                    )
                )
                + f" <span class='muted'>(id {text(incident.uid)})</span>",
            ),
            (translate("content", "Decided by"), text(incident.decided_by)),
            (translate("content", "Players involved"), party_names(incident, links=player_links)),
            (translate("content", "Witnesses"), text(", ".join(incident.witnesses) or "—")),
        ]
    )


def _situation_section(incident: Incident) -> str:
    narrative = _narrative(incident)
    return (
        _heading(translate("content", "The situation"))
        + (f"<p>{text(narrative)}</p>" if narrative else "")
        + situation_detail(incident.kind, incident.inputs, incident.recommended)
    )


def _narrative(incident: Incident) -> str:
    """The recorded narrative. A wizard's opens with the rules' reasons in English: in another language's report
    they are left to the Recommendation section, which says them in that language, and not read twice."""
    if SPEAKER.language == ENGLISH or not isinstance(incident.recommended, Mapping):
        return incident.narrative
    reasons = "\n".join(str(line) for line in incident.recommended.get("explanation") or ())
    said = recorded_explanation(incident.kind, incident.inputs, incident.recommended, SPEAKER.language)
    opens = incident.narrative == reasons or incident.narrative.startswith(reasons + "\n")
    if not reasons or said.in_english_as_recorded or not opens:
        return incident.narrative
    rest = incident.narrative[len(reasons) + 1 :].split("\n")
    return "\n".join(translate("reasons", FOLLOWED) if line == FOLLOWED else line for line in rest).strip()


def _recommendation_section(incident: Incident) -> str:
    heading = _heading(translate("content", "Recommendation"))
    if incident.recommended is None:
        return (
            heading
            + "<p class='muted'>"
            + text(
                translate("content", "The rules compute no recommendation for this kind of ruling; the floor decided.")
            )
            + "</p>"
        )
    return heading + (explanation(incident) or decision_html(incident.recommended))


def _dispute_section(incident: Incident) -> str:
    disputed = dispute_facts(incident)
    return _heading(translate("content", "Dispute")) + facts(disputed) if disputed else ""


def _penalties_section(incident: Incident) -> str:
    """The penalties given, and the one in force when the ruling was overruled."""
    if not incident.penalties:
        return ""
    section = _heading(translate("content", "Penalties")) + table(
        [
            translate("content", "Player"),
            translate("content", "Penalty"),
            translate("content", "Hands"),
            translate("content", "Rounds"),
            translate("content", "State"),
        ],
        (
            [text(p.player), words(p.penalty), chips(p.hands or "—"), chips(p.rounds or "—"), words(p.state)]
            for p in incident.penalties
        ),
        widths=(30, 22, 12, 12, 24),
    )
    in_force = _penalty_in_force(incident)
    if in_force:
        section += "<p><b>" + text(translate("content", "Overruled.")) + f"</b> {in_force}</p>"
    return section


def _amendments_section(incident: Incident) -> str:
    if not incident.amendments:
        return ""
    return _heading(translate("content", "Amendments and overrules")) + table(
        [
            translate("content", "When"),
            translate("content", "What"),
            translate("content", "By"),
            translate("content", "Reason"),
            translate("content", "Changes"),
        ],
        (
            [
                when(a.recorded_local[:16]),
                words(a.kind),
                text(a.by)
                + (
                    "<br><span class='muted'>"
                    + text(translate("content", "confirmed by {name}").format(name=a.second_staff))
                    + "</span>"
                    if a.second_staff
                    else ""
                ),
                text(a.reason),
                _changes(a.changes),
            ]
            for a in incident.amendments
        ),
        widths=(14, 11, 17, 28, 30),
    )


def _signatures_section(incident: Incident) -> str:
    """A line to sign for the supervisor, the players and whoever overruled or voided the ruling."""
    signers = [
        translate("content", "Floor supervisor: {name}").format(name=incident.decided_by),
        translate("content", "Player(s)"),
        *_amendment_signers(incident),
    ]
    return (
        _heading(translate("content", "Signatures"))
        + '<table class="sign" width="100%" cellspacing="0" cellpadding="4">'
        + "".join(
            f"<tr><td width='55%'>______________________________________<br>{text(who)}</td>"
            "<td>" + text(translate("content", "Date and time:")) + " ____________________</td></tr>"
            for who in signers
        )
        + "</table>"
    )


def _amendment_signers(incident: Incident) -> list[str]:
    """A signature line for whoever overruled or voided the ruling (and confirmed the void), by name; a Tournament
    Director's line when nobody did."""
    lines = []
    for amendment in incident.amendments:
        if amendment.kind == "overrule":
            lines.append(translate("content", "Overruled by: {name}").format(name=amendment.by))
        elif amendment.kind == "void":
            lines.append(translate("content", "Voided by: {name}").format(name=amendment.by))
            lines.append(translate("content", "Void confirmed by: {name}").format(name=amendment.second_staff or ""))
    return lines or [translate("content", "Tournament Director")]


def _shift_entry(incident: Incident) -> str:
    status = status_of(incident)
    flags = [] if status == "recorded" else [f'<span class="status-{status}">{status_said(status)}</span>']
    if incident.departs:
        flags.append("<b>departs from the recommendation (rule 44)</b>")
    decided = text(
        translate("content", "recommendation followed")
        if incident.recommended is not None and not incident.departs
        else translate("content", "floor's decision")
    )
    heading = " · ".join(
        [
            f"<b>#{incident.number}</b> <span class='muted'>{text(incident.device_label)}</span>",
            text(incident.recorded_local[:16].replace("T", " ")),
            text(incident.table or translate("content", "no table")),
            "<b>"
            + text(translate("content", "Rule {rule}").format(rule=incident.rule))
            + f" {words(incident.kind)}</b>",
            decided,
            text(incident.decided_by),
            *flags,
        ]
    )
    body = [
        text(translate("content", "Players: {names}")).format(names=party_names(incident)),
        text(incident.narrative),
    ]
    penalties = "; ".join(
        f"{text(p.player)}: {mid_sentence(words(p.penalty))}"
        + (text(translate("content", _HANDS, "", p.hands)) if p.hands else "")
        + f" ({p.state})"
        for p in incident.penalties
    )
    in_force = _penalty_in_force(incident)
    if penalties:
        given = translate("content", "Penalty as first given:") if in_force else translate("content", "Penalty:")
        body.append(f"<i>{text(given)} {penalties}</i>")
    if in_force:
        body.append(f"<b>{in_force}</b>")
    if incident.departs and incident.departure_reason:
        body.append("<i>" + text(translate("content", "Reason:")) + f" {text(incident.departure_reason)}</i>")
    body += [line for line in (dispute_summary(incident),) if line]
    return f'<p class="entry">{heading}</p><p class="entry-body">{"<br>".join(body)}</p>'


def _changes(changes: Mapping[str, Any]) -> str:
    """An amendment's changes for its table cell: a new decision is shown whole under "Decision", not dumped here."""
    return (
        "<br>".join(
            text(translate("content", "The decision in force, shown under Decision."))
            if key == "decision"
            else f"<b>{words(key)}:</b> {inline(item)}"
            for key, item in changes.items()
        )
        or "—"
    )


def _penalty_in_force(incident: Incident) -> str:
    """An overruled penalty's decision in force in words, with who overruled it and why ("" when not overruled):
    the penalty rows keep what was first given and served, which is not what stands."""
    overrule = next((a for a in reversed(incident.amendments) if a.kind == "overrule"), None)
    if overrule is None or not incident.penalties or not isinstance(incident.decision, Mapping):
        return ""
    try:
        decision: PenaltyDecision | None = PenaltyDecision.read(incident.decision)
    except InvalidInput:
        decision = None  # written elsewhere, by hand: said as the decision in force says
    hands = None if decision is None else decision.hands_to_miss
    if decision is not None and decision.disqualified:
        stands = translate("content", "disqualification")
    elif hands == 0:
        stands = translate("content", "a warning (no hand to miss)")
    elif hands is not None:
        stands = translate("content", _HANDS_TO_MISS, "", hands)
    else:
        stands = translate("content", "as the decision in force says")
    return text(
        translate("content", "In force: {stands}, overruled by {name}: {reason}").format(
            stands=stands, name=overrule.by, reason=overrule.reason
        )
    )


def _decision_section(incident: Incident) -> str:
    parts = []
    if incident.recommended is not None and not incident.departs:
        parts.append("<p>" + text(translate("content", "The floor followed the recommendation.")) + "</p>")
    elif incident.departs:
        departed = translate("content", "The floor departed from the recommendation (rule 44).")
        parts.append(f"<p><b>{text(departed)}</b></p>")
        parts.append(departure_html(incident.recommended, incident.original_decision))
        parts.append("<p><b>" + text(translate("content", "Reason:")) + f"</b> {text(incident.departure_reason)}</p>")
    else:
        parts.append(decision_html(incident.original_decision))
    if incident.overruled:
        overruled = translate("content", "Decision in force: overruled by the Tournament Director")
        parts.append(f"<h3>{text(overruled)}</h3>")
        parts.append(departure_html(incident.recommended, incident.decision))  # no recommendation: the decision whole
    if incident.voided:
        voided = translate("content", "This ruling was voided; see the amendments.")
        parts.append(f"<p class='status-voided'>{text(voided)}</p>")
    return "".join(parts)


# -- the shift report ---------------------------------------------------------------------------------------
def shift_report(
    incidents: Sequence[Incident],
    *,
    period: str,
    scope: str,
    printed: str,
    footage: Sequence[TaskState] = (),
    retention: str = "",
) -> Document:
    """All incidents of a period (and event): a summary, then one entry per incident, oldest first, then the
    `footage` to preserve; `retention` states how long the log keeps its records."""
    parts = [
        f"<html><head><style>{STYLE}</style></head><body>",
        "<h1>" + text(translate("content", "Shift report")) + "</h1>",
        f'<p class="subtitle">{text(scope)} · {text(period)}</p>',
        _shift_summary(incidents),
        _shift_counts(incidents),
        _heading(translate("content", "Incidents")),
        "" if incidents else "<p class='muted'>" + text(translate("content", "No incidents in this period.")) + "</p>",
        # One entry per incident as two paragraphs, not a table row: a thousand paragraphs lay out
        # many times faster than a thousand-row table, and an entry reads like a log book's.
        *(_shift_entry(incident) for incident in incidents),
        _footage_section(footage),
        _heading(translate("content", "Signatures")),
        _signature_lines(),
        "</body></html>",
    ]
    return Document(
        title=translate("content", "Shift report: {scope}, {period}").format(scope=scope, period=period),
        html="".join(parts),
        header_left=translate("content", "FloorDesk · Shift report · {scope}").format(scope=scope),
        header_right=period,
        footer_lines=(
            translate("content", _PRINTED, "", len(incidents)).format(printed=printed),
            *((retention,) if retention else ()),
        ),
    )


def _shift_summary(incidents: Sequence[Incident]) -> str:
    """How many incidents were overruled, voided or departed from the recommendation; the penalties given (of
    rulings not voided) and who was disqualified."""
    penalties = Counter(p.penalty for incident in incidents if not incident.voided for p in incident.penalties)
    disqualified = [
        (incident, p)
        for incident in incidents
        if not incident.voided
        for p in incident.penalties
        if p.penalty == "disqualification"
    ]
    return _heading(translate("content", "Summary")) + facts(
        [
            (translate("content", "Incidents"), chips(len(incidents))),
            (translate("content", "Overruled by the TD"), chips(sum(i.overruled for i in incidents))),
            (translate("content", "Voided"), chips(sum(i.voided for i in incidents))),
            (translate("content", "Departed from the recommendation"), chips(sum(i.departs for i in incidents))),
            (
                translate("content", "Penalties given"),
                ", ".join(f"{chips(n)} {mid_sentence(words(kind))}" for kind, n in sorted(penalties.items()))
                or text(translate("content", "none")),
            ),
            (
                translate("content", "Disqualifications"),
                "; ".join(f"{text(p.player)} (#{i.number}, {text(i.table or '—')})" for i, p in disqualified)
                or text(translate("content", "none")),
            ),
        ]
    )


def _shift_counts(incidents: Sequence[Incident]) -> str:
    """The incidents counted by rule and by kind, side by side."""
    by_rule = Counter(incident.rule for incident in incidents)
    by_kind = Counter(incident.kind for incident in incidents)
    incidents_header = translate("content", "Incidents")
    by_rule_rows = (
        [text(translate("content", "Rule {rule}").format(rule=rule)), chips(n)] for rule, n in sorted(by_rule.items())
    )
    return (
        "<table width='100%' cellspacing='0' cellpadding='0'><tr><td width='48%' valign='top'>"
        + "<h3>"
        + text(translate("content", "By rule"))
        + "</h3>"
        + table([translate("content", "Rule"), incidents_header], by_rule_rows)
        + "</td><td width='4%'></td><td width='48%' valign='top'>"
        + "<h3>"
        + text(translate("content", "By kind"))
        + "</h3>"
        + table(
            [translate("content", "Kind"), incidents_header],
            ([words(kind), chips(n)] for kind, n in sorted(by_kind.items())),
        )
        + "</td></tr></table>"
    )


def _footage_section(footage: Sequence[TaskState]) -> str:
    if not footage:
        return ""
    heading = _heading(translate("content", "Footage to preserve"))
    return heading + table(footage_headers(), footage_rows(footage), widths=(14, 26, 26, 34))


def _signature_lines() -> str:
    """Lines for the shift supervisor's and the Tournament Director's signatures."""
    line = "______________________________________<br>"
    supervisor, director = translate("content", "Shift supervisor"), translate("content", "Tournament Director")
    return (
        '<table class="sign" width="100%" cellspacing="0" cellpadding="4"><tr>'
        f"<td width='50%'>{line}{text(supervisor)}</td><td>{line}{text(director)}</td></tr></table>"
    )
