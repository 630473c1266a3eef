import type { Config } from '@server/config'

/**
 * The EU's VIES service (VAT Information Exchange System), asked whether a VAT number is registered:
 * `POST {base}/check-vat-number` with `{"countryCode":"LU","vatNumber":"12345678"}`, answered with
 * `{"valid":true|false, …}`, or with an error such as
 * `{"actionSucceed":false,"errorWrappers":[{"error":"MS_UNAVAILABLE"}]}` when the member state's
 * register is down. One request, a short timeout, no retry: whatever is not a clear yes or no
 * (an error answer, HTTP 4xx/5xx, a timeout, an answer we cannot read) is "unavailable".
 */
export type ViesOutcome = 'valid' | 'invalid' | 'unavailable'

export interface ViesAnswer {
  outcome: ViesOutcome
  /** Why it is unavailable (an error code of VIES, an HTTP status, "timeout"…), for the log. */
  detail: string | null
}

export interface ViesClient {
  /** Asks about a VAT number written with its country prefix ("LU12345678"). */
  check(vatNumber: string): Promise<ViesAnswer>
}

/** A request to VIES never waits longer than this. */
export const VIES_TIMEOUT_MS = 5_000

/** The client when VIES_URL is set; null (off, nothing is ever asked) otherwise. */
export function viesClientOf(config: Config): ViesClient | null {
  return config.VIES_URL ? createViesClient({ baseUrl: config.VIES_URL }) : null
}

/** VIES's own words for "yes" and "no"; any other `userError` means it could not answer. */
const ANSWERED = new Set(['VALID', 'INVALID'])

export function createViesClient(settings: { baseUrl: string; timeoutMs?: number }): ViesClient {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/check-vat-number`
  const timeoutMs = settings.timeoutMs ?? VIES_TIMEOUT_MS
  const unavailable = (detail: string): ViesAnswer => ({ outcome: 'unavailable', detail })
  return {
    async check(vatNumber) {
      const normalised = vatNumber.replace(/\s+/g, '').toUpperCase()
      const match = /^([A-Z]{2})([0-9A-Z+*]{2,12})$/.exec(normalised)
      if (!match) return unavailable('not a VAT number')
      const signal = AbortSignal.timeout(timeoutMs)
      let body: unknown
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: match[1], vatNumber: match[2] }),
          signal,
        })
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined)
          return unavailable(`HTTP ${response.status}`)
        }
        body = await response.json()
      } catch (error) {
        if (signal.aborted) return unavailable('timeout')
        return unavailable((error as Error).message || 'network')
      }
      return readAnswer(body) ?? unavailable(errorCodeOf(body) ?? 'unreadable answer')
    },
  }
}

/** valid or invalid when VIES said so plainly; null otherwise. */
function readAnswer(body: unknown): ViesAnswer | null {
  if (typeof body !== 'object' || body === null) return null
  const answer = body as { valid?: unknown; isValid?: unknown; userError?: unknown; actionSucceed?: unknown }
  if (answer.actionSucceed === false) return null
  if (typeof answer.userError === 'string' && !ANSWERED.has(answer.userError)) return null
  const valid = typeof answer.valid === 'boolean' ? answer.valid : answer.isValid
  if (typeof valid !== 'boolean') return null
  return { outcome: valid ? 'valid' : 'invalid', detail: null }
}

function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const answer = body as { errorWrappers?: Array<{ error?: unknown }>; userError?: unknown }
  const code = answer.errorWrappers?.[0]?.error ?? answer.userError
  return typeof code === 'string' ? code.slice(0, 100) : null
}
