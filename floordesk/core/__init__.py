"""Core: the rules of WSOP 2009 Section VI and the tournament domain, in pure Python.

Nothing under this package may import Qt or the GUI; a test enforces it.
Submodules are imported on demand so that `import floordesk.core` stays cheap.
"""
