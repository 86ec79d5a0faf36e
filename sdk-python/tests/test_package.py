"""The Python SDK as published (issue 26 §1): `python -m build` makes the sdist, then the wheel from that sdist (so a
file the sdist leaves out is missing from the wheel too); `twine check --strict` passes both; both hold every module
of src/skills_connect; then each is installed into a fresh venv in the system temp folder, outside the repository, and
the README examples (the blocks test_readme.py runs on the working tree) run with that venv's Python, in isolated mode
(nothing of the working tree on sys.path), against the live server. The TypeScript packages get the same treatment in
contract-tests/packages/packages.test.ts."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import LiveServer
from readme_examples import REPO, SOURCES

SDK = REPO / "sdk-python"
_version = re.search(r'^version = "([^"]+)"$', (SDK / "pyproject.toml").read_text(encoding="utf-8"), re.M)
assert _version, "sdk-python/pyproject.toml has no version"
VERSION = _version[1]


@dataclass(frozen=True)
class Dist:
    tmp: Path
    sdist: Path
    wheel: Path


def run(args: list[str | Path], *, env: dict[str, str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    # The timeout guards against a hang (an install that stalls); it is not a speed check.
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=300, env=env, cwd=cwd)


def shown(r: subprocess.CompletedProcess[str]) -> str:
    return f"exit {r.returncode}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"


@pytest.fixture(scope="module")
def dist() -> Iterator[Dist]:
    tmp = Path(tempfile.mkdtemp(prefix="skc-python-package-")).resolve()
    assert not tmp.is_relative_to(REPO)
    try:
        # --no-isolation: the backend is this venv's hatchling, pinned as build-system.requires pins it (no download).
        r = run([sys.executable, "-m", "build", "--no-isolation", "--outdir", tmp / "dist", SDK])
        assert r.returncode == 0, shown(r)
        sdists = sorted((tmp / "dist").glob("*.tar.gz"))
        wheels = sorted((tmp / "dist").glob("*.whl"))
        assert len(sdists) == 1 and len(wheels) == 1, sorted(p.name for p in (tmp / "dist").iterdir())
        yield Dist(tmp, sdists[0], wheels[0])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def modules() -> set[str]:
    """Every file of the package in the working tree (the modules, _generated/ included, and py.typed)."""
    root = SDK / "src"
    return {p.relative_to(root).as_posix() for p in (root / "skills_connect").rglob("*")
            if p.is_file() and (p.suffix == ".py" or p.name == "py.typed")}


def test_names_and_metadata(dist: Dist) -> None:
    assert dist.sdist.name == f"skills_connect-{VERSION}.tar.gz"
    assert dist.wheel.name == f"skills_connect-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(dist.wheel) as z:
        meta = z.read(f"skills_connect-{VERSION}.dist-info/METADATA").decode()
    assert "Name: skills-connect\n" in meta
    assert f"Version: {VERSION}\n" in meta
    assert "Requires-Python: >=3.10\n" in meta
    assert "Requires-Dist: pydantic" in meta


def test_twine_check_strict(dist: Dist) -> None:
    r = run([sys.executable, "-m", "twine", "check", "--strict", dist.sdist, dist.wheel])
    assert r.returncode == 0, shown(r)
    assert r.stdout.count("PASSED") == 2, shown(r)


def test_both_hold_every_module(dist: Dist) -> None:
    want = modules()
    assert "skills_connect/py.typed" in want and "skills_connect/_generated/models.py" in want and len(want) > 15
    with zipfile.ZipFile(dist.wheel) as z:
        in_wheel = {n for n in z.namelist() if not n.startswith("skills_connect-")}
    assert in_wheel == want
    with tarfile.open(dist.sdist) as t:
        top = f"skills_connect-{VERSION}/"
        in_sdist = {n.removeprefix(top) for n in t.getnames()}
    assert {f"src/{m}" for m in want} | {"README.md", "pyproject.toml", "PKG-INFO"} <= in_sdist
    assert not [n for n in in_sdist if n.startswith("tests/")]


@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_installs_in_a_fresh_venv_and_runs_the_readme_examples(kind: str, dist: Dist, live: LiveServer) -> None:
    venv = dist.tmp / f"venv-{kind}"
    r = run([sys.executable, "-m", "venv", venv])
    assert r.returncode == 0, shown(r)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SKILLS_CONNECT_", "PYTHON", "VIRTUAL_ENV", "PIP_"))}
    # The sdist is built by pip in an isolated environment with the pinned hatchling, as any user's pip would.
    r = run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
             dist.wheel if kind == "wheel" else dist.sdist], env=env, cwd=dist.tmp)
    assert r.returncode == 0, shown(r)

    where = run([python, "-I", "-c", "import skills_connect; print(skills_connect.__file__, skills_connect.__version__)"],
                env=env, cwd=dist.tmp)
    assert where.returncode == 0, shown(where)
    path, version = where.stdout.split()
    assert Path(path).resolve().is_relative_to(venv.resolve()) and version == VERSION

    env |= {"SKILLS_CONNECT_API_KEY": live.api_key, "SKILLS_CONNECT_BASE_URL": live.url}
    for source, blocks in sorted(SOURCES.items()):
        script = dist.tmp / f"{kind}-{source.replace('/', '_').replace('#', '_')}.py"
        script.write_text("\n\n".join(blocks), encoding="utf-8")
        out = run([python, "-I", script], env=env, cwd=dist.tmp)
        assert out.returncode == 0, f"{source} from the {kind}: {shown(out)}"
        assert out.stdout.strip(), f"{source} printed nothing"
