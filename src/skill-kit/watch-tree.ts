// Watches a folder tree for `npm run dev`: one non-recursive fs.watch per directory, added as directories appear.
// Not fs.watch(dir, { recursive: true }): on Linux, Node (24) implements that by watching each file, and a file an
// editor saves by writing a new file and renaming it over the old one (vim, `sed -i`, "safe write") is never seen again,
// measured here (watch-tree.test.ts). A directory's own watch reports every entry written, replaced, added or removed.
import fs from 'node:fs'
import path from 'node:path'

export interface TreeWatcher { close(): void }

/** Calls `onChange(relative path)` for every change under `root`; skips `.`-folders and node_modules. */
export function watchTree(root: string, onChange: (rel: string) => void): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>()
  const skip = (name: string) => name.startsWith('.') || name === 'node_modules'
  const add = (dir: string): void => {
    if (watchers.has(dir)) return
    let w: fs.FSWatcher
    try {
      w = fs.watch(dir, (_event, name) => {
        const rel = path.relative(root, name ? path.join(dir, name.toString()) : dir)
        if (name && !skip(name.toString())) {
          const abs = path.join(dir, name.toString())
          try { if (fs.statSync(abs).isDirectory()) addTree(abs) } catch { /* removed: its watcher ends */ }
        }
        onChange(rel)
      })
    } catch { return } // gone before it could be watched
    w.on('error', () => { w.close(); watchers.delete(dir) })
    watchers.set(dir, w)
  }
  const addTree = (dir: string): void => {
    add(dir)
    let entries: fs.Dirent[]
    try { entries = fs.readdirSync(dir, { withFileTypes: true }) } catch { return }
    for (const e of entries) if (e.isDirectory() && !skip(e.name)) addTree(path.join(dir, e.name))
  }
  addTree(root)
  return {
    close() {
      for (const w of watchers.values()) w.close()
      watchers.clear()
    },
  }
}
