// One Ajv configuration for the whole service: JSON Schema 2020-12, formats, defaults applied.
// openapi-backend, the skill runtime and the tests all build their validators here, so a schema means
// the same thing at every door.
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { Options } from 'ajv'
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats'

// ajv-formats is CommonJS: at run time the default import is the plugin itself, while TypeScript (NodeNext)
// types it as the module object. Take whichever is callable.
const addFormats: FormatsPlugin =
  typeof addFormatsModule === 'function'
    ? (addFormatsModule as FormatsPlugin)
    : // cast: ajv-formats is CommonJS: under Node's ESM loader its default export arrives as .default
      (addFormatsModule as unknown as { default: FormatsPlugin }).default

export const AJV_OPTIONS: Options = {
  strict: false,
  useDefaults: true,
  allErrors: false,
  coerceTypes: false,
}

export function createAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...extra })
  addFormats(ajv)
  // OpenAPI keywords that may appear inside schemas.
  // (Ajv already knows the JSON Schema annotations such as examples, deprecated, readOnly.)
  for (const kw of ['example', 'discriminator', 'xml', 'externalDocs']) ajv.addKeyword(kw)
  return ajv
}
