// What the build bakes in (build.ts `define`). Run from source (the kit's unit tests), the fallbacks apply.
declare const __SKC_KIT_VERSION__: string | undefined
declare const __SKC_KIT_NODE_FLOOR__: string | undefined
declare const __SKC_KIT_SERVICE_VERSION__: string | undefined

export const KIT_VERSION: string = typeof __SKC_KIT_VERSION__ === 'string' ? __SKC_KIT_VERSION__ : '0.0.0-source'
/** The oldest Node the kit runs on: its engines floor, which is Prism 5.16's (`>=24.18.0`). */
export const NODE_FLOOR: string = typeof __SKC_KIT_NODE_FLOOR__ === 'string' ? __SKC_KIT_NODE_FLOOR__ : '24.18'
/** The Service-Version whose contract the checks are written for (the codegen output's info.version at build time). */
export const SERVICE_VERSION: string =
  typeof __SKC_KIT_SERVICE_VERSION__ === 'string' ? __SKC_KIT_SERVICE_VERSION__ : 'unbuilt'
