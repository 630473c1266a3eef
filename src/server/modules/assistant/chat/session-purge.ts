import type { FastifyInstance } from 'fastify'
import { purgeExpiredSessions } from './session-store'

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Removes expired conversations every hour, through the job runner: once across all instances, and
 * taken over by another instance when the one running it dies.
 */
export function scheduleSessionPurge(app: Pick<FastifyInstance, 'jobs'>) {
  app.jobs.schedule({
    name: 'assistant-conversation-purge',
    everyMs: SESSION_PURGE_INTERVAL_MS,
    async run({ db, log }) {
      const count = await purgeExpiredSessions(db, new Date())
      if (count > 0) log.info({ count }, 'expired assistant conversations removed')
    },
  })
}
