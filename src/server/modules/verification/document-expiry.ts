import type { Database } from '@server/db/client'
import type { JobLog } from '@server/jobs/job-runner'
import type { Mailer } from '@server/modules/mail/mailer'
import { refreshTrustFlags } from '@server/modules/providers/verification-facts'
import { dateTimeFormat, luxembourgToday } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import { sql } from 'drizzle-orm'
import { emailProvider } from './document-review'

/** How long before a document's last valid day its owner is told (once). */
export const EXPIRY_NOTICE_DAYS = 30

/** Twice a day: a document ending tonight loses its flag within hours of midnight, never days. */
export const DOCUMENT_EXPIRY_EVERY_MS = 12 * 60 * 60 * 1000

export interface ExpiryDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  log: JobLog
  /** Clears the directory's caches when a listing's flags changed. */
  onListingsChanged: () => void
}

const longDay = (day: string, language: UiLanguage) =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/**
 * The daily look at approved documents: an expired one's flag goes (its claim already went on the
 * reader's day, `trustClaims`), and an owner whose document ends within 30 days is emailed once per
 * approval. The notice is marked sent before it is written, in the same statement that picks it,
 * so two instances never send it twice.
 */
export async function runDocumentExpiry(deps: ExpiryDeps, now = new Date()) {
  const today = luxembourgToday(now)
  const changed = await refreshTrustFlags(deps.db, null, today)
  if (changed.length > 0) {
    deps.onListingsChanged()
    deps.log.info({ listings: changed.length }, 'expired documents: badges removed')
  }
  const due = await deps.db.execute<{ provider_id: number; kind: string; valid_until: string }>(sql`
    update provider_document set expiry_notice_sent_at = ${now.toISOString()}::timestamptz
    where status = 'approved' and kind <> 'logo' and expiry_notice_sent_at is null
      and valid_until >= ${today}::date
      and valid_until <= ${today}::date + ${EXPIRY_NOTICE_DAYS}::int
    returning provider_id, kind, valid_until::text as valid_until`)
  for (const row of due.rows) {
    try {
      await emailProvider(
        deps,
        { providerId: Number(row.provider_id), kind: row.kind },
        'document-expiring',
        (language) => longDay(row.valid_until, language),
      )
    } catch (error) {
      deps.log.error({ err: error, providerId: row.provider_id }, 'could not email a document expiry notice')
    }
  }
  return { badgesRemoved: changed.length, noticesSent: due.rows.length }
}
