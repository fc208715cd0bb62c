"""The lessons on the real tables: the Lessons screen, the coach panel, and the casino and pub
tables with the lesson's cards, its scripted opponents and its judge of your moves."""
