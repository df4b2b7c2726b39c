"""Core: the rules of WSOP 2009 Section VI, one module per rule family."""
