/** The database check's answer is reused this long: /health under load costs one ping a second. */
export const HEALTH_CHECK_TTL_MS = 1_000
const PING_TIMEOUT_MS = 3_000

/**
 * Whether the database answers, asked at most once per HEALTH_CHECK_TTL_MS however many probes and
 * monitors call at once (they share the ping in flight). A ping that takes longer than 3 s counts
 * as down.
 */
export function cachedDatabaseCheck(ping: () => Promise<void>, now: () => number = Date.now) {
  let last: { up: boolean; at: number } | null = null
  let pending: Promise<boolean> | null = null

  const probe = (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)
      timer.unref()
    })
    const answer = ping().then(
      () => true,
      () => false,
    )
    return Promise.race([answer, timeout]).finally(() => clearTimeout(timer))
  }

  return {
    async databaseUp(): Promise<boolean> {
      if (last && now() - last.at < HEALTH_CHECK_TTL_MS) return last.up
      if (!pending) {
        const started = now()
        pending = probe().then((up) => {
          last = { up, at: started }
          pending = null
          return up
        })
      }
      return pending
    },
  }
}
