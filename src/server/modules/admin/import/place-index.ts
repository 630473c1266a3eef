import type { Database } from '@server/db/client'
import { locality } from '@server/db/schema/index'
import { normalizeText } from '@shared/text/normalize'

export interface ImportPlace {
  name: string
  commune: string
  lat: number
  lon: number
  postalCode: string | null
}

/**
 * Every place we know, in memory, for thousands of rows at once: by name (and Luxembourgish, German
 * and other names) and by postal code, the same exact matches a listing's place accepts.
 */
export async function loadPlaceIndex(db: Database) {
  const rows = await db.select().from(locality)
  const byName = new Map<string, ImportPlace>()
  const byCode = new Map<string, ImportPlace>()
  const rank = { locality: 0, quarter: 1, commune: 2 } as const
  const sorted = [...rows].sort(
    (a, b) => rank[a.kind] - rank[b.kind] || b.postalCodes.length - a.postalCodes.length,
  )
  for (const row of sorted) {
    const place = {
      name: row.name,
      commune: row.commune,
      lat: row.lat,
      lon: row.lon,
      postalCode: row.postalCodes[0] ?? null,
    }
    for (const name of [row.name, row.nameLb, row.nameDe, ...row.altNames]) {
      const key = name ? normalizeText(name) : ''
      if (key && !byName.has(key)) byName.set(key, place)
    }
    for (const code of row.postalCodes)
      if (!byCode.has(code)) byCode.set(code, { ...place, postalCode: code })
  }
  return (text: string): ImportPlace | null => {
    const code = /^(?:l\s*-?\s*)?(\d{4})$/i.exec(text.trim())?.[1]
    if (code) return byCode.get(code) ?? null
    return byName.get(normalizeText(text)) ?? null
  }
}
