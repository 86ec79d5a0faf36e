// Builds the published contract kit (issue 26 §4): dist/skills-connect-contract.mjs (the bin) and dist/checks.mjs (the
// node:test file the bin runs in its own process), sharing chunks under dist/lib/. Node strips no types under
// node_modules, so the package ships JavaScript, like the CLI (cli/build.ts). Inlined: the kit's sources and the pure
// pieces of ../support it reuses (client.ts, spec-operations.ts, prism.ts, error-types.ts); no package is inlined (the
// build fails if one is), and @stoplight/prism-cli stays a dependency, found at run time by require.resolve. Baked in:
// the kit's version, its Node floor (engines, which is also Prism 5.16's) and the Service-Version it checks, read from
// the codegen output (src/generated/openapi.json) at build time only. Run by `npm run build` (root: `npm run
// kit:build`) and `prepack`.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  version: string
  engines: { node: string }
  dependencies?: Record<string, string>
}
const floor = /^>=(\d+\.\d+)$/.exec(pkg.engines.node)?.[1]
if (!floor)
  throw new Error(`contract-tests/kit/package.json engines.node must read ">=MAJOR.MINOR", not ${pkg.engines.node}`)
const served = JSON.parse(fs.readFileSync(path.join(here, '..', '..', 'src', 'generated', 'openapi.json'), 'utf8')) as {
  info: { version: string }
}
// `--out <dir>`: build there instead (contract-tests/packages/builds.test.ts builds beside dist/ and compares).
const outAt = process.argv.indexOf('--out')
const dist = outAt > 0 && process.argv[outAt + 1] ? path.resolve(process.argv[outAt + 1]!) : path.join(here, 'dist')

fs.rmSync(dist, { recursive: true, force: true })
const result = await build({
  entryPoints: {
    'skills-connect-contract': path.join(here, 'src', 'main.ts'),
    checks: path.join(here, 'src', 'checks.ts'),
  },
  outdir: dist,
  entryNames: '[name]',
  chunkNames: 'lib/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true, // one copy of the shared modules: the bin and the checks file run in one process
  platform: 'node',
  format: 'esm',
  target: `node${floor}`,
  external: Object.keys(pkg.dependencies ?? {}),
  define: {
    __SKC_KIT_VERSION__: JSON.stringify(pkg.version),
    __SKC_KIT_NODE_FLOOR__: JSON.stringify(floor),
    __SKC_KIT_SERVICE_VERSION__: JSON.stringify(served.info.version),
  },
  metafile: true,
  absWorkingDir: here,
  legalComments: 'eof',
  logLevel: 'warning',
})
fs.chmodSync(path.join(dist, 'skills-connect-contract.mjs'), 0o755)

// Nothing from node_modules may be inlined: the kit's only dependency is Prism, and no licence text has to travel.
const inlined = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'))
if (inlined.length)
  throw new Error(`the kit bundle inlines packages (make them dependencies or drop them): ${inlined.join(', ')}`)
// Inputs are relative to this folder: the kit's own sources are src/…, the shared support ../support/…, the server ../../src/….
const srcImports = Object.keys(result.metafile.inputs).filter(
  (input) => !input.startsWith('src/') && !input.startsWith('../support/'),
)
if (srcImports.length)
  throw new Error(
    `the kit bundle reaches beyond its own sources and ../support (the server's sources, other test code): ${srcImports.join(', ')}`,
  )
