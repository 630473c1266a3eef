import { isAbsolute, relative, resolve, sep } from 'node:path'
import { DomainError } from '@server/http/domain-error'

/** Longer than any key the file store makes (`<kind>/<32 hex>` and its variants), far below S3's 1024. */
const KEY_MAX = 300

/** A folder or file name of a key: letters, digits, `.`, `_`, `-`; never starting with a dot (no `.`, `..`, hidden names). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** Why `key` is not a storage key, or null when it is one. */
export function storageKeyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'empty'
  if (key.length > KEY_MAX) return `longer than ${KEY_MAX} characters`
  if (key.includes('\0')) return 'contains a NUL character'
  if (key.includes('\\')) return 'contains a backslash'
  if (key.startsWith('/') || isAbsolute(key)) return 'is an absolute path'
  for (const segment of key.split('/')) {
    if (segment === '') return 'has an empty folder name'
    if (segment === '.' || segment === '..') return 'has a . or .. segment'
    if (!SEGMENT.test(segment)) return `has a name with characters not allowed (${JSON.stringify(segment)})`
  }
  return null
}

/** The key, checked: a key from anywhere else than the file store's own names is refused (422 storage_key_refused). */
export function checkStorageKey(key: string): string {
  const problem = storageKeyProblem(key)
  if (problem) throw refused(key, problem)
  return key
}

/** The file of `key` under `root`, which must stay under it once resolved (checked again after the key's own rules). */
export function pathUnder(root: string, key: string): string {
  checkStorageKey(key)
  const base = resolve(root)
  const path = resolve(base, key)
  const inside = relative(base, path)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || !path.startsWith(base + sep))
    throw refused(key, 'resolves outside the storage folder')
  return path
}

function refused(key: string, problem: string) {
  return new DomainError('storage_key_refused', 422, [
    { path: 'key', message: `${JSON.stringify(key.slice(0, KEY_MAX))} ${problem}` },
  ])
}
