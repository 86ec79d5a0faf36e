// `node contract-tests/bench/startup.ts [--root <checkout>] [--starts N]`: what starting a server costs, as the tests
// start them (`startTestServer`: embedded store in a temporary directory, every skill loaded, the router built): CPU
// and wall time of the first start in a fresh process, then of each later start in the same process (a test file
// starts several; the parsed spec, compiled validators and router are reused within a process). Not part of
// `npm run bench`; see README, "Start-up".
import path from 'node:path'

const argv = process.argv.slice(2)
const opt = (name: string, dflt: string): string => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? dflt : argv[i + 1]!
}
const ROOT = path.resolve(opt('root', path.join(import.meta.dirname, '..', '..')))
const STARTS = Number(opt('starts', '5'))
process.env.LOG_LEVEL ??= 'warn'

const { startTestServer } = (await import(
  path.join(ROOT, 'src/testing/test-server.ts')
)) as typeof import('../../src/testing/test-server.ts')
const rows: string[] = []
for (let i = 0; i < STARTS; i++) {
  const wall = performance.now()
  const cpu = process.cpuUsage()
  const srv = await startTestServer()
  const c = process.cpuUsage(cpu)
  rows.push(
    `${i === 0 ? 'first start' : `start ${i + 1}`}: ${((c.user + c.system) / 1000).toFixed(0)} ms CPU, ${(performance.now() - wall).toFixed(0)} ms wall`,
  )
  await srv.close()
}
process.stdout.write(`${ROOT}\n${rows.join('\n')}\n`)
process.exit(0)
