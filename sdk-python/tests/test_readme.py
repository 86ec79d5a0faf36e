"""Every Python example in sdk-python/README.md and in the root README's "Python SDK" section runs here, in order
(one namespace per README, as a reader would paste them), against the live local server, with the environment a
reader would have (SKILLS_CONNECT_API_KEY, SKILLS_CONNECT_BASE_URL)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import LiveServer

REPO = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def python_blocks(text: str) -> list[str]:
    return [m.group(1) for m in BLOCK.finditer(text)]


def root_section(text: str) -> str:
    m = re.search(r"^## Python SDK\n(.*?)(?=^## )", text, re.S | re.M)
    assert m, "the root README has no '## Python SDK' section"
    return m.group(1)


SOURCES = {
    "sdk-python/README.md": python_blocks((REPO / "sdk-python" / "README.md").read_text(encoding="utf-8")),
    "README.md#python-sdk": python_blocks(root_section((REPO / "README.md").read_text(encoding="utf-8"))),
}


def test_no_python_block_outside_the_tested_places() -> None:
    everywhere = python_blocks((REPO / "README.md").read_text(encoding="utf-8"))
    assert len(everywhere) == len(SOURCES["README.md#python-sdk"])
    assert len(SOURCES["sdk-python/README.md"]) >= 8


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_readme_examples_run(source: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch,
                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SKILLS_CONNECT_API_KEY", live.api_key)
    monkeypatch.setenv("SKILLS_CONNECT_BASE_URL", live.url)
    namespace: dict[str, object] = {"__name__": "readme"}
    for i, block in enumerate(SOURCES[source]):
        code = compile(block, f"{source} (python block {i + 1})", "exec")
        exec(code, namespace)  # noqa: S102 - the README's own examples
    out = capsys.readouterr().out
    assert out.strip(), "the examples printed nothing"
