// The checks process's side of the hand-over (context.ts): reads the run file the bin named in SKC_KIT_RUN_FILE and
// the keys from SKC_API_KEY / SKC_SECOND_API_KEY, builds the context, and saves the state file on every resource
// change and at exit.
import fs from 'node:fs'
import { SpecOperations } from '../../support/spec-operations.ts'
import { Resources, RUN_FILE_ENV, saveState, setContext, type KitContext, type RunFile } from './context.ts'
import type { Doc } from './document.ts'
import { KIT_VERSION } from './build-info.ts'
import { HarRecorder } from './har.ts'
import { createKitClient, ThrottleState, type Exchange } from './http.ts'
import { hideSecret } from './redact.ts'

export function openRun(): KitContext {
  const file = process.env[RUN_FILE_ENV]
  const apiKey = process.env.SKC_API_KEY
  if (!file || !apiKey) throw new Error('checks.mjs is run by the skills-connect-contract bin, not on its own')
  const runFile = JSON.parse(fs.readFileSync(file, 'utf8')) as RunFile
  const doc = JSON.parse(fs.readFileSync(runFile.docFile, 'utf8')) as Doc
  const secondApiKey = process.env.SKC_SECOND_API_KEY || null
  hideSecret(apiKey)
  hideSecret(secondApiKey)
  const o = runFile.options
  const operations = new SpecOperations(doc)
  const throttle = new ThrottleState(o.maxThrottleWaitS)
  const har = o.har ? new HarRecorder({ name: 'skills-connect-contract', version: KIT_VERSION }) : null
  const record = har ? { record: (x: Exchange) => har.add(x, ctx.currentCheck) } : {}
  const common = { operations, throttle, skewS: o.clockSkewS, timeoutMs: o.requestTimeoutS * 1000, ...record }
  const ctx: KitContext = {
    options: o,
    runName: runFile.runName,
    apiKey,
    secondApiKey,
    doc,
    operations,
    throttle,
    proxy: createKitClient({ ...common, baseUrl: runFile.prismUrl, via: 'proxy' }),
    direct: createKitClient({ ...common, baseUrl: o.baseUrl, via: 'direct' }),
    resources: new Resources(),
    throttledChecks: [],
    me: null,
    secondMe: null,
    notes: [],
    currentCheck: null,
  }
  const save = () => saveState(ctx, runFile.stateFile)
  ctx.resources.onChange = save
  process.once('exit', () => {
    save()
    if (har && o.har) har.write(o.har)
  })
  setContext(ctx)
  save()
  return ctx
}
