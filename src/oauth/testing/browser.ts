// Test support: a headless "browser" for OAuth flows: follows redirects by hand, keeps cookies per host, sends the
// fetch metadata a browser sends for its own form posts, and stops at a redirect to a URL the test names (the
// client's loopback callback).
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>()

  cookies(host: string): Map<string, string> {
    let m = this.jar.get(host)
    if (!m) {
      m = new Map()
      this.jar.set(host, m)
    }
    return m
  }

  private remember(url: URL, r: Response): void {
    for (const line of r.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const i = pair!.indexOf('=')
      const name = pair!.slice(0, i).trim()
      const value = pair!.slice(i + 1).trim()
      if (/Max-Age=0/i.test(line) || value === '') this.cookies(url.host).delete(name)
      else this.cookies(url.host).set(name, value)
    }
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const u = new URL(url)
    const headers: Record<string, string> = { ...init.headers }
    const jar = this.cookies(u.host)
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    let body: string | undefined
    if (init.form) {
      body = new URLSearchParams(init.form).toString()
      headers['content-type'] = 'application/x-www-form-urlencoded'
      headers['sec-fetch-site'] ??= 'same-origin'
    }
    const r = await fetch(u, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' })
    this.remember(u, r)
    return r
  }

  /** Follows redirects from `url` until a page (non-3xx) or a Location starting with `stopAt`; answers where it ended. */
  async follow(
    url: string,
    stopAt: string,
    init: { form?: Record<string, string> } = {},
  ): Promise<{ url: string; response: Response; stopped: boolean }> {
    let current = url
    let r = await this.request(current, init)
    for (let hops = 0; hops < 20; hops++) {
      const loc = r.headers.get('location')
      if (r.status < 300 || r.status >= 400 || !loc) return { url: current, response: r, stopped: false }
      const next = new URL(loc, current).href
      if (next.startsWith(stopAt)) return { url: next, response: r, stopped: true }
      current = next
      r = await this.request(current)
    }
    throw new Error(`too many redirects from ${url}`)
  }
}
