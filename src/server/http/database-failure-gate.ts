import { isDatabaseUnavailable } from '@server/db/client'
import type { LoggerOptions } from 'pino'

/** While the database is out of reach, one line per distinct failure per this interval. */
export const DATABASE_FAILURE_LOG_INTERVAL_MS = 10_000

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/**
 * pino's logMethod hook that keeps a database outage from flooding the log: every request, job and
 * sample that meets the database out of reach would log its own error. A line whose `err` says the
 * database cannot be reached is written the first time its failure (the line's message and the
 * error's code) is seen, then at most once per interval, carrying in `repeated` how many lines like it
 * were left out since the last one. Other lines pass untouched.
 */
export function databaseFailureGate(intervalMs = DATABASE_FAILURE_LOG_INTERVAL_MS): LogMethodHook {
  const seen = new Map<string, { writtenAt: number; leftOut: number }>()
  return function logMethod(args, method) {
    const [first, second] = args as unknown[]
    const err = (first as { err?: unknown } | null)?.err
    if (!isDatabaseUnavailable(err)) return method.apply(this, args as Parameters<typeof method>)
    const key = `${typeof second === 'string' ? second : ''}|${failureCode(err)}`
    const now = Date.now()
    const failure = seen.get(key)
    if (failure && now - failure.writtenAt < intervalMs) {
      failure.leftOut += 1
      return
    }
    seen.set(key, { writtenAt: now, leftOut: 0 })
    const line = failure ? { ...(first as object), repeated: failure.leftOut } : first
    return method.apply(this, [line, ...args.slice(1)] as Parameters<typeof method>)
  }
}

/** The code (errno or SQLSTATE) or first words of the innermost cause that has one. */
function failureCode(error: unknown): string {
  let found = 'unknown'
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code
    found = typeof code === 'string' ? code : e.message.slice(0, 40)
  }
  return found
}
