import type { FastifyInstance } from 'fastify'
import { purgeExpiredSessions } from './session-store'

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000

/** Removes expired conversations once the server is up, then every hour, until it closes. */
export function scheduleSessionPurge(app: Pick<FastifyInstance, 'addHook' | 'deps' | 'log'>) {
  const purge = () =>
    purgeExpiredSessions(app.deps.database.db, new Date())
      .then((count) => count > 0 && app.log.info({ count }, 'expired assistant conversations removed'))
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not remove expired assistant conversations'),
      )
  let purgeTimer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    void purge()
    purgeTimer = setInterval(purge, SESSION_PURGE_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(purgeTimer))
}
