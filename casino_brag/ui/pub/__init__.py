"""The pub table: its session, setup, scene, the showdown's choreography, view, panels, action bar,
words, result, the table's furniture, and the table as its painters see it."""
