import { API_CHECKS, type ApiCheck, type CheckVerdict } from '@web/features/dev-tools/api/api-checks'
import { sendRequest } from '@web/lib/api/http'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useCallback, useEffect, useRef, useState } from 'react'

export type CheckStatus = 'pending' | 'running' | 'ok' | 'failed'

export interface CheckState {
  status: CheckStatus
  /** HTTP status of the answer; 0 when the server could not be reached. */
  httpStatus?: number
  latencyMs?: number
  verdict?: CheckVerdict
}

const initialStates = (): Record<string, CheckState> =>
  Object.fromEntries(API_CHECKS.map((item) => [item.id, { status: 'pending' as const }]))

async function runCheck(item: ApiCheck, signal: AbortSignal): Promise<CheckState> {
  const started = performance.now()
  try {
    const body = await sendRequest<unknown>(item.path, { signal })
    const latencyMs = performance.now() - started
    const parsed = item.schema.safeParse(body)
    if (!parsed.success)
      return {
        status: 'failed',
        httpStatus: 200,
        latencyMs,
        verdict: { ok: false, messageKey: 'api.result.badShape' },
      }
    const verdict = item.judge(parsed.data as never)
    return { status: verdict.ok ? 'ok' : 'failed', httpStatus: 200, latencyMs, verdict }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error
    const latencyMs = performance.now() - started
    const messageKey = error.status === 0 ? 'api.result.network' : 'api.result.httpError'
    return {
      status: 'failed',
      httpStatus: error.status,
      latencyMs,
      verdict: { ok: false, messageKey, values: { status: error.status } },
    }
  }
}

/** Runs the checks one after the other, so each latency measures the API and not the queue in front of it. */
export function useApiChecks() {
  const [states, setStates] = useState(initialStates)
  const [running, setRunning] = useState(false)
  const controller = useRef<AbortController | null>(null)

  const run = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setStates(initialStates())
    setRunning(true)
    for (const item of API_CHECKS) {
      if (current.signal.aborted) return
      setStates((previous) => ({ ...previous, [item.id]: { status: 'running' } }))
      try {
        const result = await runCheck(item, current.signal)
        if (current.signal.aborted) return
        setStates((previous) => ({ ...previous, [item.id]: result }))
      } catch {
        return
      }
    }
    setRunning(false)
  }, [])

  useEffect(() => {
    run()
    return () => controller.current?.abort()
  }, [run])

  return { checks: API_CHECKS, states, running, run }
}
