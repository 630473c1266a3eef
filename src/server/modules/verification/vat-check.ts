import type { Database } from '@server/db/client'
import type { JobLog } from '@server/jobs/job-runner'
import type { VatCheckResult } from '@shared/providers/trust-claims'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'
import { sql } from 'drizzle-orm'
import type { ViesClient } from './vies-client'

/** The scheduled job that asks VIES about listings' VAT numbers (only when VIES_URL is set). */
export const VAT_CHECK_JOB = 'vat-check'
/** How often it looks for numbers to ask about; an approval makes it due at once. */
export const VAT_CHECK_EVERY_MS = 10 * 60_000
/** A number VIES answered about is asked again after this many days (a registration can end). */
export const VAT_RECHECK_DAYS = 30
/** Numbers asked per run, one after another (each answer within 5 s: a run stays well under its lease). */
export const VAT_CHECKS_PER_RUN = 20

export interface VatCheckDeps {
  db: Database
  vies: ViesClient
  log: JobLog
  /** Clears the directory's and the pages' caches when a listing's stored answer changed. */
  onListingsChanged: () => void
}

export interface VatCheckRun {
  asked: number
  stored: Record<VatCheckResult, number>
  /** VIES could not answer: nothing stored, the rest of the run left for the next one. */
  unavailable: boolean
}

/**
 * One run of the VAT check: the listings (demo mode's excepted) whose Luxembourg VAT number has
 * valid check digits and was never answered about (newest listing first: the one just approved),
 * then those not answered about for 30 days (oldest answer first). Each
 * is asked once; "valid" or "invalid" is stored with the time, on the condition that the number is
 * still the one asked about. The first "unavailable" ends the run: VIES's Luxembourg register is
 * down for every number alike, so the others wait for the next run rather than pile up requests.
 */
export async function runVatChecks(deps: VatCheckDeps, now = new Date()): Promise<VatCheckRun> {
  const due = await deps.db.execute<{ id: number; vat_number: string }>(sql`
    select id, vat_number from provider
    where vat_number is not null and status <> 'demo'
      and (vat_checked_at is null
        or vat_checked_at < ${now.toISOString()}::timestamptz - make_interval(days => ${VAT_RECHECK_DAYS}))
    order by vat_checked_at nulls first, id desc
    limit ${VAT_CHECKS_PER_RUN * 10}`)
  // Numbers failing the check digits are never sent (no claim rests on them); the selection is
  // wider than a run so that a few of them cannot hold the others back.
  const listings = due.rows.filter((row) => isValidLuxembourgVat(row.vat_number)).slice(0, VAT_CHECKS_PER_RUN)
  const run: VatCheckRun = { asked: 0, stored: { vies_valid: 0, vies_invalid: 0 }, unavailable: false }
  for (const listing of listings) {
    run.asked++
    const answer = await deps.vies.check(listing.vat_number)
    if (answer.outcome === 'unavailable') {
      run.unavailable = true
      deps.log.warn(
        { providerId: Number(listing.id), detail: answer.detail },
        'VIES could not answer: VAT checks wait for the next run',
      )
      break
    }
    const result: VatCheckResult = answer.outcome === 'valid' ? 'vies_valid' : 'vies_invalid'
    const written = await deps.db.execute(sql`
      update provider set vat_check = ${result}, vat_checked_at = ${new Date().toISOString()}::timestamptz
      where id = ${listing.id} and vat_number = ${listing.vat_number}
      returning id`)
    if (written.rows.length > 0) run.stored[result]++
  }
  if (run.stored.vies_valid + run.stored.vies_invalid > 0) {
    deps.onListingsChanged()
    deps.log.info({ ...run.stored }, 'VAT numbers checked with VIES')
  }
  return run
}
