// watchTree (watch-tree.ts): every kind of save is seen, again and again: a file written in place, a file replaced by a
// rename (how vim and `sed -i` save, which fs.watch's recursive mode on Linux stops seeing after the first time), a
// folder made after the watch began and a file in it, a removal.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { watchTree, type TreeWatcher } from './watch-tree.ts'

let root: string
let w: TreeWatcher
const seen: string[] = []
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'))
  fs.mkdirSync(path.join(root, 'a.skill', 'examples'), { recursive: true })
  fs.writeFileSync(path.join(root, 'a.skill', 'skill.json'), '{}')
  w = watchTree(root, (rel) => seen.push(rel))
})
afterAll(() => {
  w?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const saw = async (rel: string, act: () => void) => {
  seen.length = 0
  act()
  await expect.poll(() => seen.includes(rel), { timeout: 5000 }).toBe(true)
}

it('sees in-place writes and rename-over saves every time, new folders and removals', async () => {
  const file = path.join(root, 'a.skill', 'skill.json')
  for (let i = 0; i < 3; i++) {
    await saw('a.skill/skill.json', () => execFileSync('sed', ['-i', `s/.*/{"n":${i}}/`, file]))
    await saw('a.skill/skill.json', () => fs.writeFileSync(file, `{"m":${i}}`))
  }
  await saw('a.skill/examples/x.json', () => fs.writeFileSync(path.join(root, 'a.skill', 'examples', 'x.json'), '{}'))
  await saw('b.skill', () => fs.mkdirSync(path.join(root, 'b.skill')))
  await new Promise((r) => setTimeout(r, 100)) // the new folder's own watch
  await saw('b.skill/handler.ts', () => fs.writeFileSync(path.join(root, 'b.skill', 'handler.ts'), ''))
  await saw('a.skill/examples/x.json', () => fs.rmSync(path.join(root, 'a.skill', 'examples', 'x.json')))
})

it('a folder removed and made again (re-scaffolded, restored from a copy, stashed and popped) is watched again', async () => {
  const dir = path.join(root, 'c.skill')
  fs.mkdirSync(path.join(dir, 'examples'), { recursive: true })
  await new Promise((r) => setTimeout(r, 100))
  await saw('c.skill/handler.ts', () => fs.writeFileSync(path.join(dir, 'handler.ts'), '1'))
  for (let i = 0; i < 2; i++) {
    await saw('c.skill', () => fs.rmSync(dir, { recursive: true }))
    await saw('c.skill', () => fs.mkdirSync(path.join(dir, 'examples'), { recursive: true }))
    await new Promise((r) => setTimeout(r, 100))
    await saw('c.skill/handler.ts', () => fs.writeFileSync(path.join(dir, 'handler.ts'), String(i)))
    await saw('c.skill/examples/e.json', () => fs.writeFileSync(path.join(dir, 'examples', 'e.json'), '{}'))
  }
  // Removed and made again with no pause between (cp -r of a saved copy over a deleted folder): still watched.
  fs.rmSync(dir, { recursive: true })
  fs.mkdirSync(dir)
  await new Promise((r) => setTimeout(r, 300))
  await saw('c.skill/skill.json', () => fs.writeFileSync(path.join(dir, 'skill.json'), '{}'))
}, 60_000)
