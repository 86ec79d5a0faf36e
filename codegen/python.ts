// codegen for the Python SDK (sdk-python/, issue 26 §5): its models are made by sdk-python/scripts/generate.py
// (datamodel-code-generator, black and isort, pinned in sdk-python/pyproject.toml's dev extras) from
// src/generated/openapi.json, and its resources (sync and async) from sdk-python/resources.yaml. That script writes
// into `_generated/__init__.py` the SHA-256 of each input (the spec, the scripts, resources.yaml, pyproject.toml) and
// of each file it wrote, so freshness is decided here without Python: `--check` needs no Python at all, and `npm run
// codegen` runs the script only when something changed.
//
// Without a Python that has the pinned generator, stale models are an error in CI (CI or REQUIRE_SERVERS=1 set: a
// stale SDK must not ship) and when such a Python is found, and a warning otherwise (a skill author without Python is
// not blocked; CI catches it). Where Python is looked for: pythonCandidates() below.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const OUT = 'sdk-python/src/skills_connect/_generated'
const SCRIPT = 'sdk-python/scripts/generate.py'
const PYPROJECT = 'sdk-python/pyproject.toml'
const SPEC = 'src/generated/openapi.json'
/** Inputs whose hashes the stamp must record; generate.py records more (gen_resources.py, resources.yaml). */
const REQUIRED_INPUTS = [SPEC, SCRIPT, PYPROJECT]

export const HOW_TO_GET_PYTHON =
  "a Python >= 3.10 with the SDK's pinned dev tools: `npm run test:python` builds one in .tmp/sdk-python-venv " +
  '(or `python3 -m venv .tmp/sdk-python-venv && .tmp/sdk-python-venv/bin/pip install -e "./sdk-python[dev]"`); ' +
  'SDK_PYTHON_VENV=<venv> or PYTHON=<interpreter> point at another'

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

export const inCi = (env: NodeJS.ProcessEnv = process.env): boolean =>
  (Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0') || env.REQUIRE_SERVERS === '1'

/** Why the Python models are stale (empty: fresh), given the spec codegen is about to write. */
export function pythonStaleness(root: string, specText: string): string[] {
  const init = path.join(root, OUT, '__init__.py')
  if (!fs.existsSync(init)) return [`${OUT}/__init__.py is missing`]
  const text = fs.readFileSync(init, 'utf8')
  const inputs = new Map([...text.matchAll(/^# input (\S+) sha256 ([0-9a-f]{64})$/gm)].map((m) => [m[1]!, m[2]!]))
  const outputs = new Map([...text.matchAll(/^# output (\S+) sha256 ([0-9a-f]{64})$/gm)].map((m) => [m[1]!, m[2]!]))
  if (inputs.size === 0 || outputs.size === 0)
    return [`${OUT}/__init__.py records no input and output hashes (made by an older generate.py)`]
  const reasons: string[] = []
  // Every input the generator recorded (it lists its own: generate.py's INPUTS), and at least these.
  for (const rel of new Set([...REQUIRED_INPUTS, ...inputs.keys()])) {
    const p = path.join(root, rel)
    if (rel !== SPEC && !fs.existsSync(p)) {
      reasons.push(`${rel} is missing`)
      continue
    }
    const hash = sha256(rel === SPEC ? specText : fs.readFileSync(p))
    if (inputs.get(rel) !== hash) reasons.push(`${rel} changed since the Python models were generated`)
  }
  const onDisk = fs.readdirSync(path.join(root, OUT)).filter((f) => f.endsWith('.py') && f !== '__init__.py')
  for (const f of new Set([...onDisk, ...outputs.keys()])) {
    const p = path.join(root, OUT, f)
    if (!outputs.has(f)) reasons.push(`${OUT}/${f} is not one the generator wrote`)
    else if (!fs.existsSync(p)) reasons.push(`${OUT}/${f} is missing`)
    else if (sha256(fs.readFileSync(p)) !== outputs.get(f)) reasons.push(`${OUT}/${f} was edited by hand`)
  }
  return reasons
}

export interface GeneratorPython {
  python: string
  version: string
}

/** Interpreters to try, in order: $SDK_PYTHON_VENV's, the repository's .tmp/sdk-python-venv (test.sh's), $PYTHON, python3. */
export function pythonCandidates(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const venv = (dir: string) => path.join(path.resolve(root, dir), 'bin', 'python')
  return [
    ...new Set([
      ...(env.SDK_PYTHON_VENV ? [venv(env.SDK_PYTHON_VENV)] : []),
      venv('.tmp/sdk-python-venv'),
      ...(env.PYTHON ? [env.PYTHON] : []),
      'python3',
    ]),
  ]
}

/** The first candidate that imports black, isort and exactly the pinned datamodel-code-generator; or why none did. */
export function findGeneratorPython(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): GeneratorPython | { missing: string } {
  const pin = /"datamodel-code-generator==([^"]+)"/.exec(fs.readFileSync(path.join(root, PYPROJECT), 'utf8'))?.[1]
  if (!pin) return { missing: `${PYPROJECT} pins no datamodel-code-generator` }
  const tried: string[] = []
  for (const python of pythonCandidates(root, env)) {
    if (python.includes(path.sep) && !fs.existsSync(python)) {
      tried.push(`${python} (absent)`)
      continue
    }
    const r = spawnSync(
      python,
      ['-c', 'import importlib.metadata as m, black, isort; print(m.version("datamodel-code-generator"))'],
      { env, encoding: 'utf8', timeout: 20_000 },
    )
    const version = r.status === 0 ? r.stdout.trim() : null
    if (version === pin) return { python, version }
    tried.push(
      `${python} (${r.error ? 'not found' : version ? `datamodel-code-generator ${version}, need ${pin}` : 'no datamodel-code-generator, black or isort'})`,
    )
  }
  return { missing: `no Python with datamodel-code-generator ${pin}: tried ${tried.join(', ')}` }
}

/** Runs generate.py (it reads src/generated/openapi.json from disk: write that first). Throws with its stderr. */
export function runPythonGenerator(root: string, py: GeneratorPython): string {
  // The generator runs black and isort from the interpreter's bin directory.
  const bin = path.dirname(py.python)
  const env = {
    ...process.env,
    PATH: py.python.includes(path.sep) ? `${bin}${path.delimiter}${process.env.PATH ?? ''}` : process.env.PATH,
  }
  const r = spawnSync(py.python, [path.join(root, SCRIPT)], { cwd: root, env, encoding: 'utf8', timeout: 300_000 })
  if (r.status !== 0) throw new Error(`${SCRIPT} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stderr}`)
  return r.stdout.trim()
}
