// `npm run dev` (issue 26 §5): the server with skills reloaded in place. It runs src/dev-server.ts (main.ts's server
// with a swappable composition, started with the start script's node flags) and watches skills/ and src/. A changed
// skill folder is reloaded inside the running server: the skills folder loaded again (the changed folders imported
// afresh), the whole composition built again over the same stores (spec, router, validators, catalogue, MCP tools,
// routing), the handler swapped; a folder that does not load is reported and the last good version keeps serving. A
// change under src/ restarts the process (code cannot be unloaded). Then the changed folders' types.ts (codegen
// --skill), and once edits pause everything else codegen writes (src/generated/, the SDKs; --no-full-codegen: not), in
// the background. Measured edit-to-visible times: skills/README.md ("The dev loop").
//
// A change of a shared schema (skills/_shared/*.json) reloads the same way (every folder using it reads it again), then
// regenerates skills/_shared/types.ts and the types.ts of the folders using one (codegen --skill _shared).
//
// Ignores what cannot change the server (types.ts, which codegen writes, READMEs, tests, editor files). Each reload
// prints `dev: … visible N ms after the edit` on stderr; the server's JSON log lines pass through on stdout.
//
//   npm run dev [-- --skills-dir <dir>] [--no-full-codegen]
// env: as for `npm start` (PORT, DATA_DIR, ...); SHUTDOWN_GRACE_MS defaults to 200 here (a restart need not drain).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { watchTree } from './watch-tree.ts'
import type { DevAnswer } from '../dev-server.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const CODEGEN = path.join(ROOT, 'codegen', 'index.ts')
const DEV_SERVER = path.join(ROOT, 'src', 'dev-server.ts')
const DEBOUNCE_MS = 80
const FULL_CODEGEN_IDLE_MS = 2000

const say = (msg: string) => process.stderr.write(`dev: ${msg}\n`)

/** src/skill-runtime's SHARED_FOLDER, not imported (the watcher loads none of the runtime: 0.45 s before the server
 * could start); dev.test.ts keeps the two equal. */
export const SHARED_FOLDER = '_shared'

/** The start script's node flags (package.json `start`), so the dev server runs under the settings npm start uses. */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = pkg.scripts.start!.trim().split(/\s+/)
  if (words[0] !== 'node' || words[words.length - 1] !== 'src/main.ts')
    throw new Error(`package.json's start script is not \`node [flags] src/main.ts\`: ${pkg.scripts.start}`)
  return words.slice(1, -1)
}

/**
 * The skill folder a changed path (relative to the skills folder) belongs to, or null when the change cannot matter.
 * A path with one segment is the folder itself (made, renamed or removed) when `isFolder` says so, else a file beside
 * the folders (this guide, the examples test). A shared schema (`_shared/<name>.schema.json`, or the folder) is
 * `_shared`: every skill using it reads it again.
 */
export function skillFolderOf(rel: string, isFolder: (name: string) => boolean): string | null {
  const parts = rel.split(/[\\/]/)
  const folder = parts[0]!
  const file = parts[parts.length - 1]!
  if (folder === SHARED_FOLDER)
    return parts.length === 1 || (parts.length === 2 && file.endsWith('.json') && !ignoredFile(file))
      ? SHARED_FOLDER
      : null
  if (!folder || folder.startsWith('.') || folder.startsWith('_')) return null
  if (parts.length === 1) return isFolder(folder) ? folder : null
  if (parts.length === 2 && (file === 'types.ts' || file === 'README.md')) return null
  if (ignoredFile(file)) return null
  return folder
}

/** Editor droppings, tests and notes: never a reason to restart. */
function ignoredFile(file: string): boolean {
  return (
    file.startsWith('.') ||
    file.endsWith('~') ||
    file.endsWith('.swp') ||
    file.endsWith('.swx') ||
    file === '4913' ||
    file.endsWith('.test.ts') ||
    file.endsWith('.md')
  )
}

interface Running {
  child: ChildProcess
  port: number
  exited: Promise<void>
  stopping: boolean
}

/** Every server process started and not yet exited: none outlives dev, whatever it was doing when told to stop. */
const live = new Set<ChildProcess>()

/**
 * Starts the server; resolves once it listens (its "listening" log line, or GET /health answering, whichever comes
 * first: LOG_LEVEL may hide the line), or null (its output already shown) when it stops first.
 */
function startServer(env: NodeJS.ProcessEnv): Promise<Running | null> {
  const child = spawn(process.execPath, [...startFlags(), DEV_SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  live.add(child)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child)
      resolve()
    }),
  )
  const configured = Number(env.PORT ?? 8080)
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  return new Promise((resolve) => {
    let settled = false
    const ready = (port: number) => {
      if (settled) return
      settled = true
      const running: Running = { child, port, exited, stopping: false }
      void exited.then(() => {
        if (!running.stopping)
          say(`the server exited by itself (${child.exitCode ?? child.signalCode}); save a file to start it again`)
      })
      resolve(running)
    }
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      process.stdout.write(`${line}\n`)
      if (settled) return
      try {
        const o = JSON.parse(line) as { msg?: string; port?: number }
        if (typeof o.msg === 'string' && o.msg.startsWith('listening on') && typeof o.port === 'number') ready(o.port)
      } catch {
        /* not a log line */
      }
    })
    const poll = async () => {
      while (!settled && configured > 0) {
        try {
          const r = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${configured}/health`, {
            signal: AbortSignal.timeout(1000),
          })
          await r.arrayBuffer()
          ready(configured)
        } catch {
          await new Promise((t) => setTimeout(t, 25))
        }
      }
    }
    void poll()
    void exited.then(() => {
      if (!settled) {
        settled = true
        resolve(null)
      }
    })
  })
}

async function stopServer(r: Running): Promise<void> {
  r.stopping = true
  r.child.kill('SIGTERM')
  const killer = setTimeout(() => r.child.kill('SIGKILL'), 5000)
  await r.exited
  clearTimeout(killer)
}

const isDirectory = (p: string) => {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

/** Asks the running dev server to reload the skills in place (src/dev-server.ts); its answer. */
function reloadInPlace(r: Running, folders: string[]): Promise<DevAnswer> {
  return new Promise((resolve) => {
    const onMessage = (m: DevAnswer) => {
      if (m?.type === 'reloaded' || m?.type === 'failed') {
        done()
        resolve(m)
      }
    }
    const onExit = () => {
      done()
      resolve({ type: 'failed', message: 'the server exited while reloading (its output is above)' })
    }
    const done = () => {
      r.child.off('message', onMessage)
      r.child.off('exit', onExit)
    }
    r.child.on('message', onMessage)
    r.child.once('exit', onExit)
    r.child.send({ type: 'reload', folders })
  })
}

/** Runs a node script to its end: its output, and whether it exited 0. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.on('exit', (code) => resolve({ ok: code === 0, output: output.trim() }))
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'skills-dir': { type: 'string' }, 'no-full-codegen': { type: 'boolean' } },
  })
  const skillsDir = path.resolve(values['skills-dir'] ?? process.env.SKILLS_DIR ?? path.join(ROOT, 'skills'))
  // V8's compile cache for every child (the server, codegen): less time loading modules at each start.
  const env = {
    ...process.env,
    SKILLS_DIR: skillsDir,
    SHUTDOWN_GRACE_MS: process.env.SHUTDOWN_GRACE_MS ?? '200',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(ROOT, '.tmp', 'node-compile-cache'),
  }
  const fullCodegen = !values['no-full-codegen'] && skillsDir === path.join(ROOT, 'skills')

  const t0 = performance.now()
  let server = await startServer(env)
  if (server)
    say(
      `serving on http://localhost:${server.port} (skills from ${path.relative(ROOT, skillsDir) || '.'}); started in ${Math.round(performance.now() - t0)} ms; watching for changes`,
    )
  else say('the server did not start (above); watching for changes')

  /** Folders seen holding a skill: a removed one is still recognised as a folder. */
  const known = new Set(fs.readdirSync(skillsDir).filter((d) => fs.existsSync(path.join(skillsDir, d, 'skill.json'))))
  const pendingSkills = new Set<string>()
  let pendingSrc = false
  let firstChangeAt: number | null = null
  let timer: NodeJS.Timeout | undefined
  let busy = false

  // Everything else codegen writes, once edits pause; a low-priority child, never twice at once.
  let fullTimer: NodeJS.Timeout | undefined
  let fullRunning = false
  let fullAgain = false
  const scheduleFullCodegen = () => {
    if (!fullCodegen) return
    clearTimeout(fullTimer)
    fullTimer = setTimeout(runFullCodegen, FULL_CODEGEN_IDLE_MS)
  }
  const runFullCodegen = () => {
    if (fullRunning) {
      fullAgain = true
      return
    }
    fullRunning = true
    const started = performance.now()
    const child = spawn(process.execPath, [CODEGEN], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      if (child.pid) os.setPriority(child.pid, 10)
    } catch {
      /* not permitted: run at normal priority */
    }
    let output = ''
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.on('exit', (code) => {
      fullRunning = false
      const wrote = output.split('\n').filter((l) => l.startsWith('wrote ')).length
      if (code === 0)
        say(
          `codegen: generated files up to date (${wrote} written, ${Math.round(performance.now() - started)} ms)${/warning/.test(output) ? `\n${output.trim()}` : ''}`,
        )
      else say(`codegen failed (the server runs on; \`npm run codegen\` shows it again):\n${output.trim()}`)
      if (fullAgain) {
        fullAgain = false
        runFullCodegen()
      }
    })
  }

  let stopping = false
  const reload = async () => {
    if (stopping) return
    if (busy) {
      timer = setTimeout(() => void reload(), DEBOUNCE_MS)
      return
    }
    busy = true
    const folders = [...pendingSkills].sort()
    const src = pendingSrc
    const since = firstChangeAt ?? performance.now()
    pendingSkills.clear()
    pendingSrc = false
    firstChangeAt = null
    try {
      const what = [...folders.map((f) => `skills/${f}`), ...(src ? ['src/'] : [])].join(', ')
      if (stopping) return
      if (src || !server || server.child.exitCode !== null) {
        // Code changed (or no server runs): a new process.
        const restartStart = performance.now()
        if (server) await stopServer(server)
        if (stopping) return
        server = await startServer(env)
        if (!server) {
          say(`${what} changed and the server did not start (above); fix it and save again`)
          return
        }
        say(
          `${what} reloaded: visible ${Math.round(performance.now() - since)} ms after the edit (process restarted in ${Math.round(performance.now() - restartStart)} ms)`,
        )
      } else {
        const answer = await reloadInPlace(server, folders)
        if (answer.type === 'failed') {
          say(
            `${answer.message}\n  (the folder cannot be loaded: the server keeps the last good version until it is fixed)`,
          )
          return
        }
        say(
          `${what} reloaded: visible ${Math.round(performance.now() - since)} ms after the edit (in place: ${answer.skills} skills loaded and the composition rebuilt in ${Math.round(answer.ms)} ms)`,
        )
      }
      for (const f of folders) {
        if (f !== SHARED_FOLDER && !fs.existsSync(path.join(skillsDir, f, 'skill.json'))) continue // removed
        const r = await runNode([CODEGEN, '--skill', f, '--skills-dir', skillsDir], env)
        if (!r.ok) say(`codegen --skill ${f} failed:\n${r.output}`)
      }
      scheduleFullCodegen()
    } finally {
      busy = false
    }
  }
  const changed = () => {
    firstChangeAt ??= performance.now()
    clearTimeout(timer)
    timer = setTimeout(() => void reload(), DEBOUNCE_MS)
  }

  const watchers = [
    watchTree(skillsDir, (rel) => {
      const folder = skillFolderOf(
        rel,
        (name) =>
          isDirectory(path.join(skillsDir, name)) ||
          fs.existsSync(path.join(skillsDir, name, 'skill.json')) ||
          known.has(name),
      )
      if (folder) {
        pendingSkills.add(folder)
        changed()
      }
    }),
    watchTree(path.join(ROOT, 'src'), (rel) => {
      if (!rel.endsWith('.ts') && !rel.endsWith('.json')) return
      if (rel.startsWith(`generated${path.sep}`) || ignoredFile(path.basename(rel))) return
      pendingSrc = true
      changed()
    }),
  ]

  const stop = async () => {
    if (stopping) return
    stopping = true
    clearTimeout(timer)
    clearTimeout(fullTimer)
    for (const w of watchers) w.close()
    if (server) server.stopping = true
    // The current server, and one a reload may be starting right now.
    await Promise.all(
      [...live].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolve()
              return
            }
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
            setTimeout(() => child.kill('SIGKILL'), 5000).unref()
          }),
      ),
    )
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    say(err instanceof Error ? err.message : String(err))
    process.exit(1)
  })
}
