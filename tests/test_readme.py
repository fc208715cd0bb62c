"""README's two commands are the contract with a new machine; CI must run the same test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands():
    return re.findall(r"```sh\n(.+?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"))


def test_readme_starts_with_install_and_test_commands():
    play, test = readme_commands()[:2]
    assert play.startswith("python3 -m venv .venv && .venv/bin/pip install . ")
    assert play.endswith(".venv/bin/casino-brag")
    assert "'.[test]'" in test and "pytest" in test


def test_ci_runs_the_readme_test_command():
    test = readme_commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci
