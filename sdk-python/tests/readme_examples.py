"""The Python examples of sdk-python/README.md and of the root README's "Python SDK" section, as the README tests
read them: test_readme.py runs them on the working tree, test_package.py from the installed wheel and sdist."""

from __future__ import annotations

import re
from pathlib import Path

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
