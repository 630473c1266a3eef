import type { Database } from '@server/db/client'
import { type SQL, sql } from 'drizzle-orm'

type Executor = Pick<Database, 'execute'>

/**
 * The approved trust documents of the listing `providerId` (a column or a value) as JSON: kind, the
 * Luxembourg day of the review, the last valid day. Expired ones are left to `trustClaims`, which
 * judges validity on the reader's day; the expiry job clears them from the flags.
 */
export function reviewedDocumentsJson(providerId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object(
        'kind', d.kind,
        'reviewedOn', to_char(d.reviewed_at at time zone 'Europe/Luxembourg', 'YYYY-MM-DD'),
        'validUntil', d.valid_until::text
      ) order by d.kind)
    from provider_document d
    where d.provider_id = ${providerId} and d.status = 'approved' and d.kind <> 'logo'
  ), '[]'::json)`
}

/**
 * What VIES last answered about the VAT number of the listing row `p` (a table alias) as JSON: the
 * result and the Luxembourg day of the answer, or null when there is none.
 */
export function vatCheckJson(p: string): SQL {
  const alias = sql.raw(p)
  return sql`case when ${alias}.vat_check is null or ${alias}.vat_checked_at is null then null
    else json_build_object(
      'result', ${alias}.vat_check,
      'checkedOn', to_char(${alias}.vat_checked_at at time zone 'Europe/Luxembourg', 'YYYY-MM-DD')
    ) end`
}

/**
 * Sets `provider.insured` (an approved insurance certificate valid on `today`) and
 * `provider.verified` (an approved RCS extract or establishment permit valid on `today`) from the
 * document rows: the only writer of both flags, called in the transaction that changed a document.
 * `providerIds` null: every listing (the daily expiry run). Returns the listings whose flags changed.
 */
export async function refreshTrustFlags(
  db: Executor,
  providerIds: number[] | null,
  today: string,
): Promise<number[]> {
  const current = (kinds: SQL) => sql`exists (
      select 1 from provider_document d
      where d.provider_id = p.id and d.status = 'approved' and d.kind in ${kinds}
        and (d.valid_until is null or d.valid_until >= ${today}::date))`
  const insured = current(sql`('insurance')`)
  const verified = current(sql`('rcs_extract', 'permit')`)
  const scope =
    providerIds === null
      ? sql`true`
      : sql`p.id = any(${`{${providerIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`
  const result = await db.execute<{ id: number }>(sql`
    update provider p set insured = ${insured}, verified = ${verified}
    where ${scope} and (p.insured <> ${insured} or p.verified <> ${verified})
    returning p.id`)
  return result.rows.map((r) => Number(r.id))
}
