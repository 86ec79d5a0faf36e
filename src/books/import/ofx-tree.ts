// A tolerant reader for the OFX subset the statement importer needs (issue: Client books, "Getting data in"): one
// reader for OFX 1.x SGML (leaf elements have no closing tag) and 2.x XML (they do). An element followed by text is a
// leaf; its closing tag, when there is one, is skipped. An element followed by another tag is an aggregate until its
// closing tag. SGML writes an empty leaf as `<MEMO>` followed by the next tag, which reads as an aggregate at first:
// when an enclosing aggregate closes over it, it becomes an empty leaf and what it swallowed goes back to its parent.
// Iterative throughout (no recursion), so deep or huge files cannot overflow the stack. Nothing here throws.

export interface OfxNode {
  /** The element name, upper-cased (OFX names are upper case; some writers are not). */
  name: string
  /** A leaf's text (entities decoded, trimmed); null for an aggregate. */
  value: string | null
  children: OfxNode[]
  /** False when the file ended before the element did. */
  closed: boolean
}

export interface OfxTree {
  root: OfxNode
  /** The elements still open when the text ended, outermost first: empty for a complete file. */
  open: OfxNode[]
  /** True when the text ends inside a tag or comment. */
  cutInTag: boolean
}

/** Reads elements from `start` (the index of `<OFX`) to the end of `text`; the root is a synthetic `#document`. */
export function readOfxTree(text: string, start: number): OfxTree {
  const root: OfxNode = { name: '#document', value: null, children: [], closed: true }
  const stack: OfxNode[] = [root]
  const n = text.length
  let i = start
  let cutInTag = false
  while (i < n) {
    const lt = text.indexOf('<', i)
    const end = lt === -1 ? n : lt
    if (end > i) addText(stack, text.slice(i, end))
    if (lt === -1) break
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4)
      if (close === -1) {
        cutInTag = true
        break
      }
      i = close + 3
      continue
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9)
      if (close === -1) {
        cutInTag = true
        break
      }
      addText(stack, text.slice(lt + 9, close), false)
      i = close + 3
      continue
    }
    const gt = text.indexOf('>', lt + 1)
    if (gt === -1) {
      cutInTag = true
      break
    }
    const tag = text.slice(lt + 1, gt)
    i = gt + 1
    const first = tag.charAt(0)
    if (first === '?' || first === '!') continue
    if (first === '/') {
      close(stack, nameOf(tag.slice(1)))
      continue
    }
    const name = nameOf(tag)
    if (name === '') continue
    const node: OfxNode = { name, value: null, children: [], closed: false }
    stack[stack.length - 1]!.children.push(node)
    if (tag.endsWith('/')) {
      node.value = ''
      node.closed = true
    } else stack.push(node)
  }
  return { root, open: stack.slice(1), cutInTag }
}

/** The first child leaf called `name`, its value, or null (absent, empty, or an aggregate). */
export function leaf(node: OfxNode | undefined, name: string): string | null {
  if (!node) return null
  for (const c of node.children) if (c.name === name) return c.value === null || c.value === '' ? null : c.value
  return null
}

export function child(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((c) => c.name === name)
}

/** Every element called one of `names`, in document order, without descending into matches. */
export function findAll(root: OfxNode, names: ReadonlySet<string>): OfxNode[] {
  const found: OfxNode[] = []
  const todo: OfxNode[] = [root]
  while (todo.length > 0) {
    const node = todo.pop()!
    if (names.has(node.name)) {
      found.push(node)
      continue
    }
    for (let k = node.children.length - 1; k >= 0; k--) todo.push(node.children[k]!)
  }
  return found
}

function nameOf(tag: string): string {
  const m = /^\s*([A-Za-z_][\w.:-]*)/.exec(tag)
  return m ? m[1]!.toUpperCase() : ''
}

function addText(stack: OfxNode[], raw: string, trim = true): void {
  const top = stack[stack.length - 1]!
  // Text belongs to an element that has just opened and holds nothing yet; elsewhere it is layout (or stray).
  if (top.value !== null || top.children.length > 0 || stack.length === 1) return
  const text = trim ? raw.trim() : raw
  if (text === '') return
  top.value = decodeEntities(text)
  top.closed = true
  stack.pop()
}

function close(stack: OfxNode[], name: string): void {
  let k = stack.length - 1
  while (k > 0 && stack[k]!.name !== name) k--
  if (k === 0) return // a leaf's own closing tag (already closed by its text), or stray
  for (let j = stack.length - 1; j > k; j--) {
    // Closed by an ancestor without its own closing tag: an SGML empty leaf; its swallowed siblings go back up.
    const orphan = stack[j]!
    const parent = stack[j - 1]!
    for (const c of orphan.children) parent.children.push(c)
    orphan.children = []
    orphan.value = ''
    orphan.closed = true
  }
  const node = stack[k]!
  if (node.children.length === 0 && node.value === null) node.value = '' // `<MEMO></MEMO>`
  node.closed = true
  stack.length = k
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.charAt(0) === '#') {
      const code =
        body.charAt(1) === 'x' || body.charAt(1) === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[body.toLowerCase()] ?? whole
  })
}
