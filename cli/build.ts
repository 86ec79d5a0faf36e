// Builds the published command line (issue 26 §1): one ES module, dist/skills-connect.mjs, which `bin` names. Node
// strips no types under node_modules, so the package ships JavaScript; bundling also brings the SDK in (src/sdk.ts
// reaches it by a path outside this package) and starts 2-3× faster than the TypeScript source
// (shared/research/published-surface.md §2.2). Inlined: the SDK, commander, smol-toml. Left a dependency: jq-wasm,
// loaded by import() only for --jq: a 1.3 MB Emscripten CommonJS module reading __dirname, which inlined would be
// parsed at every start. The target is the engines floor; the licences of the inlined packages go beside the bundle.
// Run by `npm run build` (root: `npm run cli:build`, or `npm run build:packages` for all three) and `prepack`; dist/ is
// committed (a pack with --ignore-scripts, or an install of the folder, has its entry point), kept fresh by a test.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  engines: { node: string }
  dependencies?: Record<string, string>
}
const floor = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1]
if (!floor) throw new Error(`cli/package.json engines.node must read ">=MAJOR.MINOR", not ${pkg.engines.node}`)
const external = Object.keys(pkg.dependencies ?? {}) // what stays a dependency is exactly what is not inlined
// `--out <dir>`: build there instead (contract-tests/packages/builds.test.ts builds beside dist/ and compares).
const outAt = process.argv.indexOf('--out')
const dist = outAt > 0 && process.argv[outAt + 1] ? path.resolve(process.argv[outAt + 1]!) : path.join(here, 'dist')
const outfile = path.join(dist, 'skills-connect.mjs')

fs.rmSync(dist, { recursive: true, force: true })
const result = await build({
  entryPoints: [path.join(here, 'src', 'main.ts')], // its `#!/usr/bin/env node` line is kept
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${floor}`,
  external,
  metafile: true,
  absWorkingDir: here, // metafile paths are relative to it
  legalComments: 'eof',
  logLevel: 'warning',
})
fs.chmodSync(outfile, 0o755)

// One notice per inlined package (MIT and BSD licences ask for their text to travel with the code).
const inlined = new Map<string, string>() // package name → its folder
for (const input of Object.keys(result.metafile.inputs)) {
  const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input)
  if (m) inlined.set(m[2]!, path.resolve(here, m[1]!))
}
const notices = [...inlined]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, dir]) => {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string
      license: string
    }
    const file = fs.readdirSync(dir).find((f) => /^licen[cs]e(\.|$)/i.test(f))
    if (!file) throw new Error(`${name} has no licence file to ship with the bundle`)
    return `## ${name} ${meta.version} (${meta.license})\n\n${fs.readFileSync(path.join(dir, file), 'utf8').trim()}\n`
  })
fs.writeFileSync(
  path.join(dist, 'THIRD-PARTY-LICENSES.md'),
  `# Packages inlined in skills-connect.mjs\n\n${notices.join('\n')}`,
)
