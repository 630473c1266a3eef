import { type ComponentType, lazy } from 'react'

/** React.lazy for a named export, so pages keep named exports (no default exports, no barrels). */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
