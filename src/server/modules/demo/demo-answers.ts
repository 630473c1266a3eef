import { DomainError } from '@server/http/domain-error'
import type { ScheduledJob } from '@server/jobs/job-runner'
import { submitQuote } from '@server/modules/quotes/provider-answers'
import { loadRequest } from '@server/modules/quotes/quote-context'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import { userContact } from '@server/modules/quotes/quote-recipients'
import { sql } from 'drizzle-orm'
import { demoQuote } from './demo-quote'

/** Requests answered per run: a burst of demo visitors is answered over a few runs, not in one. */
const BATCH = 20

/**
 * The demo requests due for an answer: pending, unanswered, and older than the delay — one and a
 * half or two times it for the second and third business, so the answers arrive one by one.
 */
async function dueRequests(deps: NotifyDeps, delaySeconds: number, now: Date): Promise<number[]> {
  const due = await deps.db.execute<{ id: number }>(sql`
    select r.id from quote_request r
    where r.demo and r.status = 'pending'
      and r.created_at <= ${now.toISOString()}::timestamptz
        - make_interval(secs => ${delaySeconds}::float8 * (1 + (r.provider_id % 3) * 0.5))
      and not exists (select 1 from quote q where q.quote_request_id = r.id)
    order by r.id
    limit ${BATCH}`)
  return due.rows.map((row) => Number(row.id))
}

/**
 * Demo businesses answer their demo requests with a quote (ADR 031), through the providers' own
 * `submitQuote`: the customer gets the in-app notice, and no email (demo requests send none).
 * Returns how many were answered.
 */
export async function answerDemoRequests(deps: NotifyDeps, delaySeconds: number, now = new Date()) {
  let answered = 0
  for (const id of await dueRequests(deps, delaySeconds, now)) {
    const context = await loadRequest(deps.db, id)
    if (!context?.request.demo) continue
    const customer = await userContact(deps.db, context.request.customerUserId)
    if (!customer) continue
    try {
      await submitQuote(deps, context, demoQuote(context.project, customer, id, now))
      answered++
    } catch (error) {
      // The customer cancelled it meanwhile: nothing to answer.
      if (!(error instanceof DomainError)) throw error
    }
  }
  return answered
}

/** The job runner's job: every few seconds, so answers arrive about `delaySeconds` after sending. */
export function demoAnswersJob(deps: NotifyDeps, delaySeconds: number): ScheduledJob {
  return {
    name: 'demo-provider-answers',
    everyMs: Math.min(15_000, Math.max(1_000, (delaySeconds * 1000) / 2)),
    async run({ log }) {
      const answered = await answerDemoRequests(deps, delaySeconds)
      if (answered > 0) log.info({ answered }, 'demo businesses answered demo requests')
    },
  }
}
