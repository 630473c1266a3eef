import type { Database } from '@server/db/client'
import type { Locality } from '@shared/catalog/catalog-schemas'
import { normalizeText } from '@shared/text/normalize'
import { sql } from 'drizzle-orm'

/** Lower than pg_trgm's 0.6 default so one missing letter in a short name still matches ("Dudelnge"). */
const TYPO_SIMILARITY = 0.5
const POSTAL_CODE = /^(?:l\s*-?\s*)?(\d{1,4})$/i

interface Row extends Record<string, unknown> {
  id: number
  kind: Locality['kind']
  name: string
  commune: string
  canton: string
  postal_codes: string[]
  lat: number
  lon: number
  name_lb: string | null
  name_de: string | null
  alt_names: string[]
  search_text: string
}

/**
 * Autocomplete over localities, communes, quarters and their lb/de names, or postal codes
 * ("L-4001", "4001", or the first digits). Accent- and case-insensitive; exact and prefix matches
 * first, then typo-tolerant trigram matches; among equals the place with more postal codes (a
 * GeoNames quirk lists Belvaux under Esch-sur-Alzette for one code) and the bigger commune win.
 */
export async function searchLocalities(db: Database, query: string, limit: number): Promise<Locality[]> {
  const postal = POSTAL_CODE.exec(query.trim())
  if (postal?.[1]) return searchByPostalCode(db, postal[1], limit)

  const needle = normalizeText(query)
  if (!needle) return []
  const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`)
  const result = await db.execute<Row & { rank: number }>(sql`
    select *, case
        when ('|' || search_text || '|') like ${`%|${escaped}|%`} then 0
        when ('|' || search_text) like ${`%|${escaped}%`} then 1
        when search_text like ${`% ${escaped}%`} then 2
        when search_text like ${`%${escaped}%`} then 3
        else 4 end as rank
    from locality
    where search_text like ${`%${escaped}%`}
       or (length(${needle}) >= 4 and word_similarity(${needle}, search_text) >= ${TYPO_SIMILARITY})
    order by rank, case kind when 'commune' then 0 when 'locality' then 1 else 2 end,
      word_similarity(${needle}, search_text) desc,
      cardinality(postal_codes) desc, population desc, name
    limit ${limit}`)
  return result.rows.map((row) => toLocality(row, needle, null))
}

async function searchByPostalCode(db: Database, digits: string, limit: number): Promise<Locality[]> {
  const exact = digits.length === 4
  const result = await db.execute<Row & { code: string }>(sql`
    select l.*, code from locality l, unnest(l.postal_codes) as code
    where l.kind = 'locality' and ${exact ? sql`code = ${digits}` : sql`code like ${`${digits}%`}`}
    order by code, l.population desc, l.name
    limit ${limit}`)
  return result.rows.map((row) => toLocality(row, null, row.code))
}

function toLocality(row: Row, needle: string | null, postalCode: string | null): Locality {
  const matchedName =
    needle && !normalizeText(row.name).includes(needle)
      ? (row.alt_names.find((alt) => normalizeText(alt).includes(needle)) ?? null)
      : null
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    commune: row.commune,
    canton: row.canton,
    // Luxembourg City alone has 788 codes: an autocomplete needs a few, the place record has them all.
    postalCodes: row.postal_codes.slice(0, 12),
    postalCode,
    lat: row.lat,
    lon: row.lon,
    nameLb: row.name_lb,
    nameDe: row.name_de,
    matchedName,
  }
}
