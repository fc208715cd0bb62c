"""A non-editable install carries sprites/, sounds/ and paytables/ and runs from any folder."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    (path,) = out.glob("casino_brag-*.whl")
    return path


def test_wheel_carries_every_asset_folder(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for kind in ("sprites", "sounds", "paytables", "counts"):
        tracked = [p for p in (ROOT / kind).rglob("*") if p.is_file()]
        assert tracked, kind
        for p in tracked:
            assert f"casino_brag/_data/{kind}/{p.relative_to(ROOT / kind).as_posix()}" in names
    assert "casino_brag/engine/hands.py" in names


def test_wheel_carries_the_licence_and_the_typing_marker(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names), sorted(names)[:5]
    assert "casino_brag/py.typed" in names
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    version = tuple(int(part) for part in text.split("\n")[0].removeprefix("Metadata-Version: ").split("."))
    assert "License-Expression: MIT" in text and version >= (2, 4)  # License-Expression needs 2.4
    assert "Programming Language :: Python :: 3.13" in text and "Author-email:" in text


def test_wheel_carries_every_sprite_and_sound_the_game_loads(wheel):
    from casino_brag.ui.core.assets import LOOPS, SOUNDS, expected_sprites

    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f"sprites/{n}" for n in expected_sprites() if f"casino_brag/_data/sprites/{n}" not in names]
    missing += [f"sounds/{n}.wav" for n in SOUNDS + LOOPS if f"casino_brag/_data/sounds/{n}.wav" not in names]
    assert not missing, missing
    assert "casino_brag/ui/core/assets.py" in names


@pytest.mark.slow
def test_installed_wheel_runs_from_an_unrelated_folder(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bindir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    subprocess.run(
        [str(bindir / "python"), "-m", "pip", "install", "-q", "--no-deps", str(wheel)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = subprocess.run(
        [str(bindir / "casino-brag"), "--help"], cwd=elsewhere, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "rtp" in result.stdout
    probe = "from casino_brag import paths\nfor kind in paths.ASSET_KINDS: print(paths.asset_dir(kind))\n"
    result = subprocess.run(
        [str(bindir / "python"), "-c", probe], cwd=elsewhere, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    folders = result.stdout.split()
    assert len(folders) == 4
    for folder in folders:
        assert "site-packages" in folder and "_data" in folder, folder
        assert str(ROOT) not in folder
