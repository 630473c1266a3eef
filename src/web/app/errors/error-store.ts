/** product §4 and §9: render errors are counted locally; after more than 3 the page suggests clearing the cache. */
export const ERROR_COUNT_KEY = 'errorCount'
export const LAST_ERROR_KEY = 'lastError'
export const ERROR_HINT_THRESHOLD = 3

export interface ErrorRecord {
  id: string
  message: string
  stack?: string
  timestamp: string
}

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** ERR-<time>-<4 random characters>: the form the server's error list takes (and its 500s use). */
export function newErrorId(): string {
  const random = Array.from(
    crypto.getRandomValues(new Uint8Array(4)),
    (byte) => ID_CHARACTERS[byte % 36],
  ).join('')
  return `ERR-${Date.now().toString(36).toUpperCase()}-${random}`
}

export function recordError(error: unknown): { record: ErrorRecord; count: number } {
  const err = error instanceof Error ? error : new Error(String(error))
  const record: ErrorRecord = {
    id: newErrorId(),
    message: err.message,
    stack: err.stack,
    timestamp: new Date().toISOString(),
  }
  let count = 1
  try {
    count = Number(localStorage.getItem(ERROR_COUNT_KEY) ?? '0') + 1
    localStorage.setItem(ERROR_COUNT_KEY, String(count))
    localStorage.setItem(LAST_ERROR_KEY, JSON.stringify(record))
  } catch {
    // Storage unavailable: the page still shows the error ID.
  }
  return { record, count }
}
