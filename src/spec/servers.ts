// `servers` of the served document (SPEC-DECISIONS "Hosts"; spec: "one production API at {base_url} and an alpha
// host at {alpha_base_url}"): this deployment's PUBLIC_BASE_URL first (generators take servers[0] as the default
// base URL), then, on production, the alpha host when ALPHA_BASE_URL names it. The alpha host's own document lists
// itself: it is the one that also serves the preview operations it describes.

export interface ServerObject {
  url: string
  description: string
}

export interface HostSettings {
  publicBaseUrl: string
  alphaBaseUrl: string | null
  serviceChannel: 'production' | 'alpha'
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
export const ALPHA_DESCRIPTION = 'Alpha: the same API, plus preview skills and Service-Version dates'

export function publishedServers(h: HostSettings): ServerObject[] {
  if (h.serviceChannel === 'alpha') return [{ url: h.publicBaseUrl, description: ALPHA_DESCRIPTION }]
  const own = {
    url: h.publicBaseUrl,
    description: LOOPBACK.has(new URL(h.publicBaseUrl).hostname) ? 'Local development (npm start)' : 'Production',
  }
  return h.alphaBaseUrl && h.alphaBaseUrl !== h.publicBaseUrl
    ? [own, { url: h.alphaBaseUrl, description: ALPHA_DESCRIPTION }]
    : [own]
}
