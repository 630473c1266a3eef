import type { FastifyInstance } from 'fastify'
import { demoAnswersJob } from './demo-answers'
import { demoPurgeJob } from './demo-purge'

/**
 * Demo mode's background work (ADR 031), in the job runner: the demo businesses' automatic answers
 * and the removal of demo data after 24 hours. Demo mode has no routes of its own: the customer
 * journey's routes read the `luxpro_demo` cookie.
 */
export function scheduleDemoJobs(
  app: Pick<FastifyInstance, 'jobs' | 'deps' | 'mailer' | 'log' | 'fileStore'>,
) {
  const notify = {
    db: app.deps.database.db,
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
  }
  app.jobs.schedule(demoAnswersJob(notify, app.deps.config.DEMO_ANSWER_DELAY_SECONDS))
  app.jobs.schedule(demoPurgeJob(app.fileStore))
}
