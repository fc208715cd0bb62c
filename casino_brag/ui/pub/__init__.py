"""The pub table: its session, setup, scene, the showdown's choreography, view, panels, action bar,
words, result and the table's furniture."""
