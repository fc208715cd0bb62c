"""Seeded play is practice: a seed replays the same deals, so it never plays on the real bankroll,
and the table says so."""

from ui_driver import Driver

from casino_brag import catalog
from casino_brag.engine.casino.settlement import Bet
from casino_brag.save.store import STARTING_BANKROLL, Store
from casino_brag.ui.casino.session import CasinoSession
from casino_brag.ui.core.app import App, LaunchOptions, playing_save


def play_a_hand(store, seed):
    session = CasinoSession(store, catalog.load("standard"), seed=seed)
    session.add_chip(Bet.ANTE, 25)
    session.deal()
    session.play()
    return session


def test_a_seeded_game_plays_on_a_practice_bankroll_and_saves_nothing(tmp_path):
    with Store.open(tmp_path) as saved:
        saved.save_settings({"sound": False})
    for _ in range(2):  # the same seed twice: the same deal, and the real bankroll never moves
        with playing_save(tmp_path, seed=7) as store:
            assert store.practice and store.settings()["sound"] is False
            session = play_a_hand(store, seed=7)
            assert store.count_hands() == 1 and store.bankroll == STARTING_BANKROLL + session.record.net
    with Store.open(tmp_path) as saved:
        assert saved.bankroll == STARTING_BANKROLL and saved.count_hands() == 0 and not saved.practice


def test_an_unseeded_game_plays_on_the_real_save(tmp_path):
    with playing_save(tmp_path, seed=None) as store:
        assert not store.practice
        session = play_a_hand(store, seed=None)
    with Store.open(tmp_path) as saved:
        assert saved.count_hands() == 1 and saved.bankroll == STARTING_BANKROLL + session.record.net


def drawn_words(app, monkeypatch):
    """Every piece of text the window paints in one frame."""
    from casino_brag.ui.core import theme

    words = []
    real = theme.blit_text

    def record(surface, text, *args, **kwargs):
        words.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", record)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", real)
    return words


def test_the_menu_and_the_table_say_practice(tmp_path, monkeypatch):
    driver = Driver(tmp_path)  # the display, and a real save beside the practice one
    try:
        assert "Bankroll 1,000" in drawn_words(driver.app, monkeypatch)
        with playing_save(tmp_path, seed=3) as store:
            app = App(store, LaunchOptions(tmp_path, seed=3))
            app.start()
            assert "Practice bankroll 1,000" in drawn_words(app, monkeypatch)
            app.stack.top.open_casino()
            assert type(app.stack.top).__name__ == "CasinoTableScene"
            assert "PRACTICE BANKROLL (SEEDED DEALS)" in drawn_words(app, monkeypatch)
            app.stack.clear()
    finally:
        driver.close()
