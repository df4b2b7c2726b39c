"""Reports: the incident report and the shift report, printed or saved as PDF.

`content` builds each document as HTML from the store's records and `proof`
makes and checks the code that ties a printout to its record; neither loads
Qt, so `floordesk log check` stays headless. `pdf` lays the HTML out on pages
with QtGui alone (no widgets), for the window and for `floordesk log report`.
"""
