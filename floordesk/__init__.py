"""FloorDesk: a desk for poker tournament floor supervisors (WSOP 2009 Section VI)."""

__version__ = "0.1.0"
RULES_SHORT_NAME = "WSOP 2009"
RULES_EDITION = "2009 World Series of Poker Official Tournament Rules, Section VI (rules 44-52)"
