#!/usr/bin/env bash
# The Python SDK's checks, for humans (`npm run test:python`) and CI (.ci/run): a venv under .tmp/ with the SDK and its
# pinned dev tools, the generated-files check (a stale _generated/ fails), tsc on the live-server launcher, `mypy
# --strict` (the SDK, its tests and the typing tests), then pytest (unit, conformance vectors, README examples, the
# end-to-end scenario against a live local server started by the tests themselves, and tests/test_package.py: the sdist
# and wheel built, checked by twine, installed in fresh venvs and run).
#
# usage: sdk-python/scripts/test.sh [--junit FILE] [pytest arguments...]
# env:   PYTHON (default python3, >= 3.10), SDK_PYTHON_VENV (default .tmp/sdk-python-venv)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if [[ ! -x node_modules/.bin/node ]]; then
  echo "sdk-python: run \`npm ci\` at the repository root first (the live tests run the server with the project's Node)." >&2
  exit 1
fi

junit=()
if [[ "${1:-}" == "--junit" ]]; then
  junit=(--junitxml="$(realpath -m "$2")")
  shift 2
fi

# Absolute: the checks below run from sdk-python/ too.
VENV="$(realpath -m "${SDK_PYTHON_VENV:-.tmp/sdk-python-venv}")"
if [[ ! -x "$VENV/bin/python" ]]; then
  "${PYTHON:-python3}" -m venv "$VENV"
fi
# Installed once per pyproject.toml (editable: the tests and mypy see the working tree); the build backend first, so that
# later builds need no isolated environment (no download).
stamp="$VENV/.sdk-python-$(sha256sum sdk-python/pyproject.toml | cut -c1-16)"
if [[ ! -f "$stamp" ]]; then
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check 'hatchling==1.33.0' 'editables==0.6'
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-build-isolation -e "./sdk-python[dev]"
  touch "$stamp"
fi

# This checkout's sources first: a venv shared between checkouts (SDK_PYTHON_VENV) has the SDK installed editable
# from the checkout that made it. (tests/test_package.py's fresh venvs drop PYTHON* variables.)
export PYTHONPATH="$PWD/sdk-python/src${PYTHONPATH:+:$PYTHONPATH}"

echo "--- sdk-python: generated files" >&2
SECONDS=0
"$VENV/bin/python" sdk-python/scripts/generate.py --check

echo "--- sdk-python: tsc on the live server launcher" >&2
node_modules/.bin/tsc -p sdk-python/tsconfig.json --noEmit

echo "--- sdk-python: mypy --strict" >&2
(cd sdk-python && "$VENV/bin/python" -m mypy --strict)

echo "--- sdk-python: pytest" >&2
cd sdk-python
echo "--- sdk-python: checks took ${SECONDS} s" >&2
exec "$VENV/bin/python" -m pytest -q "${junit[@]}" "$@"
