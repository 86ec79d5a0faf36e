// Test support: an SSE client over fetch that collects events until the stream ends or it is closed.
export interface SseEvent {
  id: string | null
  event: string
  data: Record<string, unknown>
}

export interface Tail {
  status: number
  headers: Headers
  events: SseEvent[]
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  /** Resolves once `n` events have arrived. */
  until(n: number): Promise<void>
  close(): void
  body: string
}

export async function openTail(url: string, token: string, headers: Record<string, string> = {}): Promise<Tail> {
  const controller = new AbortController()
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  const waiters: { n: number; resolve: () => void }[] = []
  const tail: Tail = {
    status: res.status,
    headers: res.headers,
    events,
    ended: Promise.resolve(),
    until: async () => {},
    close: () => controller.abort(),
    body: '',
  }
  if (res.status !== 200) {
    tail.body = await res.text()
    return tail
  }
  const check = () => {
    for (const w of [...waiters])
      if (events.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve()
      }
  }
  tail.until = (n) =>
    new Promise<void>((resolve) => {
      waiters.push({ n, resolve })
      check()
    })
  tail.ended = (async () => {
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let at: number
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at)
          buffer = buffer.slice(at + 2)
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          )
          if (fields.event)
            events.push({
              id: fields.id ?? null,
              event: fields.event,
              data: JSON.parse(fields.data ?? 'null') as Record<string, unknown>,
            })
        }
        check()
      }
    } catch {
      /* closed by us */
    }
  })()
  return tail
}
