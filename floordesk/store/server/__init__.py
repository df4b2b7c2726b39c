"""Store: the shared floor, every laptop's incident log meeting in one PostgreSQL database.

Offline first: a ruling is always written to the laptop's own SQLite log, and the
server is only a meeting place. `init_server` creates or migrates the server's
schema (append-only, with a role that may only insert and read); `synchronise`
sends this laptop's own chain and admits the other laptops' records exactly as an
authenticated import does; `verify_server` recomputes the chains held there.
psycopg is imported only by these modules, so a FloorDesk without a server never
loads it.
"""
