// Module resolution hooks for src/dev-server.ts (`npm run dev`): a module of the skills folder imported with a
// `dev-reload=N` query (a reloaded folder's handler.ts) passes the same query to the files of the skills folder it
// imports, so a helper beside the handler is imported afresh with it. Everything else resolves as usual (src/ and
// packages stay loaded once). Plain JavaScript: hooks run before any TypeScript is loaded.
let skillsUrl = ''

export function initialize(data) {
  skillsUrl = data.skillsUrl
}

export async function resolve(specifier, context, next) {
  const r = await next(specifier, context)
  const version = context.parentURL && /[?&](dev-reload=\d+)/.exec(context.parentURL)
  if (version && r.url.startsWith(skillsUrl) && !r.url.includes('?')) return { ...r, url: `${r.url}?${version[1]}` }
  return r
}
