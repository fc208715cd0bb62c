"""The one kind of error the command line and the window report without a traceback.

Kept apart from the commands so that the save file and the window can raise it too, without
importing the command line.
"""


class UserError(Exception):
    """A mistake in what the user asked for, or a file the game cannot use: reported in one line
    naming the file, key or flag and the problem, with exit code 2."""


class Terminated(BaseException):
    """SIGTERM asked a long run to stop: it unwinds like Ctrl-C (so that worker processes are
    stopped first) and ends with exit code 143. Not an Exception, so nothing catches it by
    accident."""
