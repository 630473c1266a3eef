import { locality } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { normalizeText } from '@shared/text/normalize'
import { and, desc, sql } from 'drizzle-orm'
import type { Executor } from './application-rows'

/**
 * The place a postal code and locality name stand for in the reference data (localities, communes
 * and city quarters, in any of their names), or null when the code does not serve that place.
 */
export async function placeOfAddress(db: Executor, postalCode: string, name: string) {
  const wanted = normalizeText(name)
  const [place] = await db
    .select({ name: locality.name, commune: locality.commune, lat: locality.lat, lon: locality.lon })
    .from(locality)
    .where(
      and(
        sql`${postalCode} = any(${locality.postalCodes})`,
        sql`('|' || ${locality.searchText} || '|') like ${`%|${wanted}|%`}`,
      ),
    )
    // A locality before the commune or quarter of the same name.
    .orderBy(sql`${locality.kind} = 'locality' desc`, desc(locality.population))
    .limit(1)
  return place ?? null
}

/** The locality's name as the reference data spells it; 400 `address_unknown` when code and place disagree. */
export async function knownLocality(db: Executor, postalCode: string, name: string): Promise<string> {
  const place = await placeOfAddress(db, postalCode, name)
  if (!place) throw new DomainError('address_unknown', 400)
  return place.name
}
