import { AsyncLocalStorage } from 'node:async_hooks'
import { isDatabaseUnavailable } from '@server/db/client'
import type { FastifyBaseLogger } from 'fastify'

interface AuthCall {
  databaseUnavailable: boolean
}
const currentCall = new AsyncLocalStorage<AuthCall>()

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error'

/**
 * The auth library's `logger` option: its lines go to the app's log (where a failed query's text and
 * parameters are left out and an outage is thinned out) instead of the console in full. The library
 * catches some failed queries and answers with an error of its own (a sign-up's 422
 * FAILED_TO_CREATE_USER): the call in progress (observeAuthCall) is told when the cause was the
 * database out of reach.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      const call = currentCall.getStore()
      if (call && isDatabaseUnavailable(err)) call.databaseUnavailable = true
      log[level](err ? { err } : {}, `auth library: ${message}`)
    },
  }
}

/** Runs one call to the auth library and says whether it met the database out of reach. */
export async function observeAuthCall<T>(
  run: () => Promise<T>,
): Promise<{ result: T; databaseUnavailable: boolean }> {
  const call: AuthCall = { databaseUnavailable: false }
  const result = await currentCall.run(call, run)
  return { result, databaseUnavailable: call.databaseUnavailable }
}
