import type { Database } from '@server/db/client'
import { sql } from 'drizzle-orm'

/**
 * For the privilege-escalation walk: every column that carries authority (type, role, verification,
 * credits granted, ownership, ratings, tier, status), read before and after, and what changed.
 */

/** One row of an authority table, keyed by its id. */
export type Row = Record<string, unknown>
export type Tables = Record<string, Map<string, Row>>

/** Who holds what: every column that carries authority, across the database, row by row. */
export async function authorityState(db: Database): Promise<Tables> {
  const table = async (query: ReturnType<typeof sql>) =>
    new Map((await db.execute<Row>(query)).rows.map((row) => [String(row.key), row]))
  return {
    users: await table(sql`select id as key, type, role, email, email_verified, banned from "user"`),
    profiles: await table(sql`select user_id as key, verified, status from profile`),
    // Spending one's own credit is allowed (one at a time); granting credits is not.
    credits: await table(sql`select user_id || ':' || reason as key, sum(delta)::int as total
      from credit_ledger where reason <> 'spend' or delta <> -1 group by user_id, reason`),
    providers: await table(sql`select id as key, slug, owner_user_id, rating, review_count, premium, verified,
      insured, subscription_tier, status, projects_completed, median_response_minutes from provider`),
    reviews: await table(sql`select id as key, provider_id, author_user_id, author_name, rating from review`),
    projects: await table(sql`select id as key, customer_user_id, status, is_public from project`),
    requests: await table(
      sql`select id as key, project_id, provider_id, customer_user_id, status from quote_request`,
    ),
    quotes: await table(sql`select q.id as key, q.quote_request_id, q.total_cents, r.provider_id
      from quote q join quote_request r on r.id = q.quote_request_id`),
    messages: await table(sql`select id as key, quote_request_id, sender, sender_user_id from quote_message`),
    services: await table(sql`select id as key, provider_id from provider_service`),
    quoteTemplates: await table(sql`select id as key, provider_id from quote_template`),
    portfolio: await table(sql`select id as key, provider_id, stored_name, mime_type from portfolio_item`),
    templates: await table(sql`select id as key, owner_user_id, stored_name from template`),
    availability: await table(
      sql`select provider_id as key, count(*)::int as n from availability group by 1`,
    ),
    sessions: await table(sql`select id as key, user_id, project_id from chat_session`),
    // Hiding a listing until an invoice is paid, and paying one, are an administrator's and a payment's.
    listingHolds: await table(sql`select provider_id as key, invoice_id from listing_hold`),
    invoices: await table(
      sql`select id as key, provider_id, status, gross_cents, credited_cents from invoice`,
    ),
    // Crediting an invoice is an administrator's (or a listing's deletion, also theirs).
    creditNotes: await table(sql`select id as key, invoice_id, gross_cents from credit_note`),
    // A document's review is an administrator's: its owner may replace the file (back to pending), never approve it.
    documents: await table(sql`select id as key, provider_id, kind, reviewed_by, valid_until,
      status = 'approved' as approved from provider_document where kind <> 'logo'`),
  }
}

/**
 * What changed between two states, as readable lines: any change to a row that existed, and any
 * new row that does not belong to the callers (their account, their listing, their own project).
 */
export function escalations(
  before: Tables,
  after: Tables,
  callers: { userIds: string[]; providerId: number },
) {
  const mineOnly: Record<string, (row: Row) => boolean> = {
    projects: (r) =>
      callers.userIds.includes(String(r.customer_user_id)) && r.status === 'pending' && !r.is_public,
    requests: (r) => callers.userIds.includes(String(r.customer_user_id)) && r.status === 'pending',
    quotes: (r) => r.provider_id === callers.providerId,
    messages: (r) => callers.userIds.includes(String(r.sender_user_id)),
    services: (r) => r.provider_id === callers.providerId,
    quoteTemplates: (r) => r.provider_id === callers.providerId,
    portfolio: (r) => r.provider_id === callers.providerId,
    templates: (r) => callers.userIds.includes(String(r.owner_user_id)),
    sessions: (r) => r.user_id === null || callers.userIds.includes(String(r.user_id)),
    reviews: (r) => callers.userIds.includes(String(r.author_user_id)),
    // An upload of one's own document: pending, reviewed by nobody.
    documents: (r) => r.provider_id === callers.providerId && !r.approved && r.reviewed_by === null,
  }
  /** Changes a caller may make to an existing row: only ever giving up authority over their own. */
  const mayLower: Record<string, (previous: Row, row: Row) => boolean> = {
    documents: (_previous, row) => mineOnly.documents?.(row) ?? false,
    providers: (previous, row) =>
      row.key === previous.key &&
      String(row.key) === String(callers.providerId) &&
      JSON.stringify({ ...previous, verified: null, insured: null }) ===
        JSON.stringify({ ...row, verified: null, insured: null }) &&
      (!row.verified || previous.verified === true) &&
      (!row.insured || previous.insured === true),
  }
  const ownWeek = String(callers.providerId)
  const lines: string[] = []
  for (const [name, rows] of Object.entries(after)) {
    const old = before[name] ?? new Map<string, Row>()
    for (const [key, row] of rows) {
      const previous = old.get(key)
      if (previous) {
        const mayChange =
          (name === 'availability' && key === ownWeek) || (mayLower[name]?.(previous, row) ?? false)
        if (!mayChange && JSON.stringify(previous) !== JSON.stringify(row))
          lines.push(`${name} ${key}: ${JSON.stringify(previous)} -> ${JSON.stringify(row)}`)
      } else if (!(name === 'availability' && key === ownWeek) && !mineOnly[name]?.(row))
        lines.push(`${name} ${key}: new ${JSON.stringify(row)}`)
    }
    for (const key of old.keys())
      if (!rows.has(key) && !(name === 'availability' && key === ownWeek))
        lines.push(`${name} ${key}: removed`)
  }
  return lines
}
