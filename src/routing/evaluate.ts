// Scores a router on the labelled prompts (prompts.json): cluster accuracy, macro-F1 over the clusters and NONE,
// skill accuracy, abstention (a prompt of a cluster routed NONE), the confusion matrix, and the misses.
import { CLUSTERS, type Route, type RouteCluster } from './classifier.ts'
import promptsFile from './prompts.json' with { type: 'json' }
import heldoutFile from './prompts.heldout.json' with { type: 'json' }
import tuningFile from './prompts.tuning.json' with { type: 'json' }
import tuning2File from './prompts.tuning-2.json' with { type: 'json' }
import heldout2File from './prompts.heldout-2.json' with { type: 'json' }
import heldout3File from './prompts.heldout-3.json' with { type: 'json' }
import heldout4File from './prompts.heldout-4.json' with { type: 'json' }
import tuning3File from './prompts.tuning-3.json' with { type: 'json' }
import heldout5File from './prompts.heldout-5.json' with { type: 'json' }
import heldout6File from './prompts.heldout-6.json' with { type: 'json' }
import heldout7File from './prompts.heldout-7.json' with { type: 'json' }
import fs from 'node:fs'
import path from 'node:path'

/** `also`: a second label a second annotator found equally defensible under the brief (prompts-brief.md), "CLUSTER/skill";
 * a route to either counts as right. */
export interface LabelledPrompt {
  text: string
  cluster: RouteCluster
  skill: string
  split: 'dev' | 'test'
  also?: string
}
export const PROMPTS = (promptsFile as { prompts: LabelledPrompt[] }).prompts
/** Issue 25 §3: prompts written apart from the rules and from prompts.json, never tuned on (prompts.heldout.json). */
export const HELDOUT_PROMPTS = (heldoutFile as { prompts: Array<Omit<LabelledPrompt, 'split'>> }).prompts.map((p) => ({
  ...p,
  split: 'test' as const,
}))
type Unsplit = { prompts: Array<Omit<LabelledPrompt, 'split'>> }
/** Issue 25 §3, a second held-out set (prompts.heldout-2.json): written before the router was changed; never trained or tuned on. */
export const HELDOUT2_PROMPTS = (heldout2File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
/** Issue 25 §3, a third, sealed held-out set (prompts.heldout-3.json): its misses were not read while the router was changed. */
export const HELDOUT3_PROMPTS = (heldout3File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
/** Issue 25 §3, a fourth held-out set (prompts.heldout-4.json): written as outside users word requests, committed alone before the
 * glossary and the third tuning batch; only its totals were read. */
export const HELDOUT4_PROMPTS = (heldout4File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
/** Issue 25 §3: prompts the rules and the vocabulary model were tuned on, apart from the held-out sets (prompts.tuning.json,
 * prompts.tuning-2.json, the second first used to calibrate the blend while the model was trained without it, and
 * prompts.tuning-3.json: each jurisdiction's forms and terms, explaining versus drafting, showing versus checking). */
export const TUNING_PROMPTS = [
  ...(tuningFile as Unsplit).prompts,
  ...(tuning2File as Unsplit).prompts,
  ...(tuning3File as Unsplit).prompts,
].map((p) => ({ ...p, split: 'dev' as const }))

/** Issue 25 §3, sealed held-out sets by separate authors (prompts.heldout-5.json, -6): written from the labelling brief
 * (prompts-brief.md) by writers who never saw the rules, the model or any other prompt; committed before the router changed
 * for them; only their totals are read. */
export const HELDOUT5_PROMPTS = (heldout5File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
export const HELDOUT6_PROMPTS = (heldout6File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
/** The same, written while the router was frozen after the outside batches, committed before it was run, measured once. */
export const HELDOUT7_PROMPTS = (heldout7File as Unsplit).prompts.map((p) => ({ ...p, split: 'test' as const }))
/** Outside training batches (prompts.outside-N.json, every such file in this folder): written by separate authors from
 * the same brief; trained on, never a gate. A new batch is a new file. */
export const OUTSIDE_BATCHES: Array<{ file: string; prompts: LabelledPrompt[] }> = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => /^prompts\.outside-\d+\.json$/.test(f))
  .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
  .map((file) => ({
    file,
    prompts: (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Unsplit).prompts.map(
      (p) => ({ ...p, split: 'dev' as const }),
    ),
  }))
export const OUTSIDE_PROMPTS = OUTSIDE_BATCHES.flatMap((b) => b.prompts)

export interface Scores {
  n: number
  accuracy: number
  macroF1: number
  skillAccuracy: number
  /** Share of prompts labelled with a cluster that were routed NONE. */
  abstention: number
  ambiguous: number
  perCluster: Record<string, { precision: number; recall: number; f1: number; support: number }>
  confusion: Record<string, Record<string, number>>
  misses: Array<{ text: string; expected: string; got: string }>
}

const r3 = (x: number) => Math.round(x * 1000) / 1000

export async function evaluate(
  route: (text: string) => Route | Promise<Route>,
  prompts: LabelledPrompt[],
): Promise<Scores> {
  const labels: RouteCluster[] = [...CLUSTERS, 'NONE']
  const confusion: Record<string, Record<string, number>> = Object.fromEntries(
    labels.map((l) => [l, Object.fromEntries(labels.map((m) => [m, 0]))]),
  )
  let right = 0
  let skillRight = 0
  let abstained = 0
  let clustered = 0
  let ambiguous = 0
  const misses: Scores['misses'] = []
  for (const p of prompts) {
    const r = await route(p.text)
    const [alsoCluster, alsoSkill] = p.also ? p.also.split('/') : []
    const alt = alsoCluster !== undefined && r.cluster === alsoCluster && r.skill === alsoSkill
    const got = alt ? p.cluster : r.cluster
    confusion[p.cluster]![got]!++
    if (got === p.cluster) right++
    if (alt || r.skill === p.skill) skillRight++
    if (r.ambiguous) ambiguous++
    if (p.cluster !== 'NONE') {
      clustered++
      if (got === 'NONE') abstained++
    }
    if (!alt && (r.cluster !== p.cluster || r.skill !== p.skill))
      misses.push({ text: p.text, expected: `${p.cluster}/${p.skill}`, got: `${r.cluster}/${r.skill}` })
  }
  const perCluster: Scores['perCluster'] = {}
  for (const l of labels) {
    const tp = confusion[l]![l]!
    const predicted = labels.reduce((s, m) => s + confusion[m]![l]!, 0)
    const support = labels.reduce((s, m) => s + confusion[l]![m]!, 0)
    const precision = predicted ? tp / predicted : 0
    const recall = support ? tp / support : 0
    perCluster[l] = {
      precision: r3(precision),
      recall: r3(recall),
      f1: r3(precision + recall ? (2 * precision * recall) / (precision + recall) : 0),
      support,
    }
  }
  const present = labels.filter((l) => perCluster[l]!.support > 0)
  return {
    n: prompts.length,
    accuracy: r3(right / prompts.length),
    skillAccuracy: r3(skillRight / prompts.length),
    macroF1: r3(present.reduce((s, l) => s + perCluster[l]!.f1, 0) / present.length),
    abstention: r3(clustered ? abstained / clustered : 0),
    ambiguous,
    perCluster,
    confusion,
    misses,
  }
}
