// The real entry point as a separate process: it starts, serves, and on SIGTERM finishes in-flight requests
// before closing the store, so no acknowledged write is lost (issue: "Graceful shutdown").
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { openStores } from './services.ts'

const MAIN = path.join(import.meta.dirname, 'main.ts')
const ADMIN = path.join(import.meta.dirname, 'cli', 'admin.ts')

describe('the server process', () => {
  it('drains in-flight requests on SIGTERM: every acknowledged key exists after shutdown', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'))
    const env: Record<string, string> = {
      ...process.env as Record<string, string>, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info',
      MONGODB_DB: `shutdown_${Date.now()}`, REDIS_KEY_PREFIX: `shutdown_${Date.now()}:`,
    }
    const boot = spawnSync(process.execPath, [ADMIN, 'bootstrap', '--org', 'Shutdown', '--email', 'drain@example.com'], { env, encoding: 'utf8' })
    expect(boot.status, boot.stderr).toBe(0)
    const { api_key: key } = JSON.parse(boot.stdout) as { api_key: string }

    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000)
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString()
        const m = /"port":(\d+)/.exec(out)
        if (m) { clearTimeout(timer); resolve(Number(m[1])) }
      })
      child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)))
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

    const create = (i: number) => fetch(`http://127.0.0.1:${port}/api/v1/connect-keys`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `drain ${i}` }),
    }).then(async (r) => ({ status: r.status, body: await r.json() as { id?: string } }), () => null)

    const inflight = Array.from({ length: 40 }, (_, i) => create(i))
    await new Promise((r) => setTimeout(r, 15))
    child.kill('SIGTERM')
    const late = await new Promise<ReturnType<typeof create>>((r) => setTimeout(() => r(create(999)), 50))
    const results = [...await Promise.all(inflight), await late]
    expect(await exited).toBe(0)
    expect(out).toContain('"msg":"stopped"')

    const acknowledged = results.filter((r) => r?.status === 201).map((r) => r!.body.id!)
    console.log(`shutdown drain: ${acknowledged.length} acknowledged, ${results.filter((r) => r === null).length} refused`)
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(results.every((r) => r === null || r.status === 201)).toBe(true)
    const stores = await openStores(loadConfig(env))
    try {
      for (const id of acknowledged) {
        expect(await stores.identityKeys.get(id), id).not.toBeNull()
        expect(await stores.keyMirror.get(id), id).not.toBeNull()
      }
    } finally {
      await stores.close()
    }
  }, 60_000)
})
