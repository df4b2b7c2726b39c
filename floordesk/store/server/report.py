"""Store: what one synchronisation with the floor's server did, as its sending and receiving report it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floordesk.i18n import translate


@dataclass
class SyncReport:
    server: str
    sent: int = 0
    received: int = 0
    already_present: int = 0
    refused: list[str] = field(default_factory=list)
    """why records were not sent or not received (a fork, an unapproved device, a record the import refused)"""
    waiting_to_send: int = 0
    """this laptop's records still not on the server"""
    sent_through: int = 0
    """the last position of this laptop's chain the server holds"""
    waiting_to_receive: int = 0
    """other devices' records on the server this log does not hold yet (not merged: no sign-in, or the limit)"""
    devices: list[str] = field(default_factory=list)
    """the labels of the devices whose records were received"""
    custody: list[str] = field(default_factory=list)
    """the breaks in custody received: another laptop's recovery under a key this log's administrator approved"""
    finished_utc: str = ""

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()

    def summary(self) -> str:
        """What was done, in the language spoken: a list of facts, each a whole phrase with its count."""
        parts = [translate("sync", "sent {sent}, received {received}").format(sent=self.sent, received=self.received)]
        if self.waiting_to_receive:
            parts.append(translate("sync", "{count} still to receive").format(count=self.waiting_to_receive))
        if self.waiting_to_send:
            parts.append(translate("sync", "{count} still to send").format(count=self.waiting_to_send))
        if self.custody:
            parts.append(
                translate("sync", "breaks in custody received: {breaks}").format(breaks="; ".join(self.custody))
            )
        if self.refused:
            parts.append(translate("sync", "refused: {refusals}").format(refusals="; ".join(self.refused)))
        return ", ".join(parts)
