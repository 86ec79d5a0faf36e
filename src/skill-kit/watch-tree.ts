// Watches a folder tree for `npm run dev`: one non-recursive fs.watch per directory, added as directories appear.
// Not fs.watch(dir, { recursive: true }): on Linux, Node (24) implements that by watching each file, and a file an
// editor saves by writing a new file and renaming it over the old one (vim, `sed -i`, "safe write") is never seen again,
// measured here (watch-tree.test.ts). A directory's own watch reports every entry written, replaced, added or removed;
// a directory removed and made again is watched again (its inode is compared).
import fs from 'node:fs'
import path from 'node:path'

export interface TreeWatcher {
  close(): void
}

/** Calls `onChange(relative path)` for every change under `root`; skips `.`-folders and node_modules. */
export function watchTree(root: string, onChange: (rel: string) => void): TreeWatcher {
  // Keyed by path, with the inode watched: a folder removed and made again under the same name (re-scaffolded,
  // restored from a copy, `git stash -u` and pop) is a new directory, whose old watch reports nothing more; its
  // parent's watch reports the entry, and its watches are made again.
  const watchers = new Map<string, { w: fs.FSWatcher; ino: number }>()
  const skip = (name: string) => name.startsWith('.') || name === 'node_modules'
  const drop = (dir: string): void => {
    for (const [d, x] of watchers) {
      if (d === dir || d.startsWith(dir + path.sep)) {
        x.w.close()
        watchers.delete(d)
      }
    }
  }
  const add = (dir: string): void => {
    let ino: number
    try {
      ino = fs.statSync(dir).ino
    } catch {
      return
    }
    const known = watchers.get(dir)
    if (known?.ino === ino) return
    if (known) drop(dir)
    let w: fs.FSWatcher
    try {
      w = fs.watch(dir, (_event, name) => {
        const rel = path.relative(root, name ? path.join(dir, name.toString()) : dir)
        if (name && !skip(name.toString())) {
          const abs = path.join(dir, name.toString())
          let isDir = false
          try {
            isDir = fs.statSync(abs).isDirectory()
          } catch {
            /* removed */
          }
          // The entry itself changed (made, removed, renamed, replaced): its watches start afresh, so that a folder
          // made again under the same name, even on the inode the removed one had, is watched as itself.
          drop(abs)
          if (isDir) addTree(abs)
        }
        onChange(rel)
      })
    } catch {
      return
    } // gone before it could be watched
    w.on('error', () => {
      w.close()
      if (watchers.get(dir)?.w === w) watchers.delete(dir)
    })
    watchers.set(dir, { w, ino })
  }
  const addTree = (dir: string): void => {
    add(dir)
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) if (e.isDirectory() && !skip(e.name)) addTree(path.join(dir, e.name))
  }
  addTree(root)
  return {
    close() {
      for (const x of watchers.values()) x.w.close()
      watchers.clear()
    },
  }
}
