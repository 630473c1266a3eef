import type { Database } from '@server/db/client'
import { locality } from '@server/db/schema/index'
import type { Locality } from '@shared/catalog/catalog-schemas'
import { normalizeText } from '@shared/text/normalize'
import { asc } from 'drizzle-orm'
import { createLocalityIndex, type LocalityIndex } from './locality-index'

/**
 * The places of each database, indexed in memory once (ADR 044): only the seed writes them, before
 * the server starts, and a restore, after which forgetPlaces() has them read again.
 */
const indexes = new WeakMap<Database, Promise<LocalityIndex>>()

export function placesOf(db: Database): Promise<LocalityIndex> {
  let index = indexes.get(db)
  if (!index) {
    const reading = db
      .select()
      .from(locality)
      .orderBy(asc(locality.id))
      .then((rows) => createLocalityIndex(rows))
    index = reading
    indexes.set(db, reading)
    // A failed read is not kept: the next search tries again.
    reading.catch(() => {
      if (indexes.get(db) === reading) indexes.delete(db)
    })
  }
  return index
}

/** The places changed underneath (a restore): the next search reads them again. */
export const forgetPlaces = (db: Database) => void indexes.delete(db)

/**
 * Places by name, Luxembourgish or German name, or postal code ("L-4001", "4001", the first digits),
 * ranked as the autocomplete ranks them (locality-index.ts), from memory.
 */
export async function searchLocalities(db: Database, query: string, limit: number): Promise<Locality[]> {
  return (await placesOf(db)).search(query, limit)
}

/**
 * A place we know, exactly (a name, a Luxembourgish or German name, or a postal code; the forms offer
 * them): a typo-tolerant guess would send providers to the wrong village ("Trier" is not "Altrier").
 * A project's place and a listing's are resolved by it.
 */
export async function placeNamedExactly(db: Database, text: string): Promise<Locality | null> {
  const wanted = normalizeText(text)
  const candidates = await searchLocalities(db, text, 5)
  return (
    candidates.find(
      (c) =>
        c.postalCode !== null ||
        normalizeText(c.name) === wanted ||
        (c.matchedName !== null && normalizeText(c.matchedName) === wanted),
    ) ?? null
  )
}
