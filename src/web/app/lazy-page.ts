import { type ComponentType, lazy } from 'react'

/** React.lazy for a named export, so pages keep named exports (no default exports, no barrels). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}
