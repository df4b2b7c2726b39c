"""Store: FloorDesk's SQLite database (stdlib sqlite3). Nothing here imports Qt."""
