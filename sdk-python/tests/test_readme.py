"""Every Python example in sdk-python/README.md and in the root README's "Python SDK" section runs here, in order
(one namespace per README, as a reader would paste them), against the live local server, with the environment a
reader would have (SKILLS_CONNECT_API_KEY, SKILLS_CONNECT_BASE_URL)."""

from __future__ import annotations

import pytest

from conftest import LiveServer
from readme_examples import REPO, SOURCES, python_blocks


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
