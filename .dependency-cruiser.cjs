// Rooms that stay apart (ARCHITECTURE "Layout"): checked on every `npm test` by src/architecture.test.ts (which also
// proves each rule fires), and by hand with `npm run depcruise`, on src/, skills/, codegen/, contract-tests/ and,
// when they exist, sdk/ and cli/. Rules use folder patterns, not lists, so a new adapter or
// room (workstreams/, mcp/, topics/, …) is checked from its first file. Side-effect imports and package imports
// count like any other import. Tests (*.test.ts, *.suite.ts) may cross rooms to check that they agree, except
// where a rule says otherwise.
/** Files that are tests or test support (a testing/ folder): they may reach into any room. */
const TESTS = '(\\.(test|suite)\\.ts$|/testing/)'
/** src/ rooms that are not capabilities: doors, the composition root's helpers, test support, generated code. */
/** The doors: each adapts one transport (REST, MCP, the HTML pages, the authorization server, the command line). */
const DOORS = '(http|mcp|web|oauth|cli)'
const NOT_CAPABILITY = `^src/(${DOORS.slice(1, -1)}|testing|generated|lib|store)/`
/** Pure packages a skill may use (no I/O, no globals): extend deliberately. */
const SKILL_PACKAGES = ['decimal.js']

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle means two rooms are one room.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'product-not-testing',
      severity: 'error',
      comment: 'Test support (any testing/ folder, src/testing/ included) is for tests: product code, the skills, codegen, the SDK and the command line never import it, so its exemption from the room rules opens no path around them.',
      from: { path: '^(src|skills|codegen|sdk|cli)/', pathNot: TESTS },
      to: { path: '(^|/)testing/' },
    },
    {
      name: 'capabilities-not-doors',
      severity: 'error',
      comment: 'Capabilities never import a door (http/, mcp/, web/, oauth/, cli/): doors import capabilities.',
      from: { path: '^src/[^/]+/', pathNot: [NOT_CAPABILITY, TESTS] },
      to: { path: `^src/${DOORS}/` },
    },
    {
      name: 'doors-not-each-other',
      severity: 'error',
      comment: 'A door adapts a transport; one door never reaches into another.',
      from: { path: `^src/${DOORS}/`, pathNot: TESTS },
      to: { path: `^src/${DOORS}/`, pathNot: '^src/$1/' },
    },
    {
      name: 'through-index',
      severity: 'error',
      comment: 'A room is entered through its index.ts (lib/, generated/ and store/ports/ are shared files).',
      from: { path: '^src/([^/]+)/', pathNot: ['^src/testing/', TESTS] },
      to: {
        path: '^src/[^/]+/.+',
        pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$', '^src/(lib|generated)/', '^src/store/ports/', '^src/testing/'],
      },
    },
    {
      name: 'root-through-index',
      severity: 'error',
      comment: 'The composition root (services.ts, app.ts, main.ts, config.ts) also enters rooms through index.ts; only it chooses storage adapters.',
      from: { path: '^src/[^/]+\\.ts$', pathNot: TESTS },
      to: {
        path: '^src/[^/]+/.+',
        pathNot: ['^src/[^/]+/index\\.ts$', '^src/(lib|generated)/', '^src/store/[^/]+/index\\.ts$', '^src/store/ports/'],
      },
    },
    {
      name: 'storage-through-ports',
      severity: 'error',
      comment: 'Storage is reached through store/ports only; adapters are chosen by services.ts (and test support).',
      from: { path: '^src/', pathNot: ['^src/store/', '^src/services\\.ts$', '^src/testing/', TESTS] },
      to: { path: '^src/store/(?!ports/)' },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'lib/ holds tiny pure helpers: it imports nothing of the service (its tests may use test support).',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'generated-is-a-leaf',
      severity: 'error',
      from: { path: '^src/generated/' },
      to: { path: '^(src|skills)/', pathNot: '^src/generated/' },
    },
    {
      name: 'skills-only-sdk',
      severity: 'error',
      comment: 'A skill reaches the system only through the SDK and ctx; it imports nothing else of src/ and no other skill. Its generated types.ts imports the types of the shared schemas it uses (skills/_shared/types.ts, generated too).',
      from: { path: '^skills/([^/]+)/', pathNot: TESTS },
      to: { path: '^(src/|skills/)', pathNot: ['^skills/$1/', '^src/skill-runtime/sdk\\.ts$', '^skills/_shared/types\\.ts$'] },
    },
    {
      name: 'skill-tests-only-test-helpers',
      severity: 'error',
      comment: 'Skill tests may also use the skill test helper, the error catalogue, the shared Ajv set-up, the permissions and the synthetic books (planted facts to score against).',
      from: { path: '^skills/([^/]+)/.*' + TESTS },
      to: {
        path: '^(src/|skills/)',
        pathNot: ['^skills/$1/', '^src/skill-runtime/(sdk|testing)\\.ts$', '^src/(errors|permissions|validation)/index\\.ts$', '^src/books/synthetic/index\\.ts$'],
      },
    },
    {
      name: 'skills-pure-packages',
      severity: 'error',
      comment: 'Skills may use only an allow-list of pure packages: no node built-ins, no I/O libraries.',
      from: { path: '^skills/', pathNot: TESTS },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: SKILL_PACKAGES.map((p) => `node_modules/${p}/`) },
    },
    {
      name: 'sdk-cli-use-rest-only',
      severity: 'error',
      comment: 'The typed SDKs and the command line are built on the REST surface only (ARCHITECTURE "Layout").',
      from: { path: '^(sdk|cli)/', pathNot: TESTS },
      to: { path: '^src/' },
    },
    {
      name: 'sdk-cli-tests-server-only',
      severity: 'error',
      comment: 'SDK and CLI tests may start a real server through test support (src/**/testing/), nothing else of src/.',
      from: { path: '^(sdk|cli)/[^.]+\\.test\\.ts$' },
      to: { path: '^src/', pathNot: ['^src/testing/', '^src/[a-z-]+/testing/'] },
    },
    {
      name: 'contract-kit-black-box',
      severity: 'error',
      comment: 'The contract kit (contract-tests/kit) runs against any deployment from its tarball: it reaches no server code and, of the in-repo suite, only the pure support files it bundles. Its tests may start a server through test support.',
      from: { path: '^contract-tests/kit/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(src/|contract-tests/)', pathNot: ['^contract-tests/kit/', '^contract-tests/support/(client|spec-operations|prism|error-types)\\.ts$'] },
    },
    {
      name: 'express-only-in-http',
      severity: 'error',
      comment: 'express (and its types) belong to the HTTP door.',
      from: { path: '^src/', pathNot: ['^src/http/', '^src/app\\.ts$', '^src/main\\.ts$', '^src/testing/', TESTS] },
      to: { path: 'node_modules/(express|@types/express|body-parser)/' },
    },
    {
      name: 'engines-in-their-adapters',
      severity: 'error',
      comment: 'Database and coordination clients live in their store adapter.',
      from: { path: '^src/', pathNot: ['^src/store/(mongo|redis|embedded)/', '^src/testing/', TESTS] },
      to: { path: '(node_modules/(mongodb|ioredis)/|^node:sqlite$|^sqlite$)' },
    },
    {
      name: 'metrics-in-one-room',
      severity: 'error',
      comment: 'prom-client is used through src/metrics only.',
      from: { path: '^src/', pathNot: ['^src/metrics/', TESTS] },
      to: { path: 'node_modules/prom-client/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.tmp|\\.tmp-dist|data)/|^(sdk|cli|contract-tests/kit)/dist/' }, // built output: checked as sources
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
