// The labelled examples the vocabulary model learns from (vocabulary.ts): the dev half of prompts.json, the three tuning
// batches, the outside batches (prompts.outside-N.json, separate authors) and each clustered skill's own words
// (skill.json summary and description). Never a held-out set: the test third of prompts.json and prompts.heldout.json,
// -2 to -6 stay out
// (routing.test.ts checks it).
import fs from 'node:fs'
import path from 'node:path'
import type { Example } from './vocabulary.ts'
import { OUTSIDE_PROMPTS, PROMPTS, TUNING_PROMPTS } from './evaluate.ts'

export const SKILLS_DIR = path.join(import.meta.dirname, '..', '..', 'skills')

/** Summary (weight 1) and description (weight 0.5) of every skill that declares a cluster. */
export function skillTexts(dir = SKILLS_DIR): Example[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((d) => {
      const f = path.join(dir, d, 'skill.json')
      if (!fs.existsSync(f)) return []
      const m = JSON.parse(fs.readFileSync(f, 'utf8')) as {
        slug: string
        cluster?: string
        summary?: string
        description?: string
      }
      if (!m.cluster) return []
      return [
        ...(m.summary ? [{ text: m.summary, cluster: m.cluster, skill: m.slug, weight: 1 }] : []),
        ...(m.description ? [{ text: m.description, cluster: m.cluster, skill: m.slug, weight: 0.5 }] : []),
      ]
    })
}

export function trainingExamples(): Example[] {
  return [...PROMPTS.filter((p) => p.split === 'dev'), ...TUNING_PROMPTS, ...OUTSIDE_PROMPTS, ...skillTexts()]
}
