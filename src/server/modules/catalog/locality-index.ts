import type { Locality } from '@shared/catalog/catalog-schemas'
import { normalizeText } from '@shared/text/normalize'
import { LRUCache } from 'lru-cache'
import { trigramsOf, wordSimilarity } from './trigrams'

/** Lower than pg_trgm's 0.6 default so one missing letter in a short name still matches ("Dudelnge"). */
const TYPO_SIMILARITY = 0.5
const POSTAL_CODE = /^(?:l\s*-?\s*)?(\d{1,4})$/i
const KIND_ORDER = { commune: 0, locality: 1, quarter: 2 } as const
/** Answers kept per query and limit: autocomplete asks the same few letters again and again. */
const ANSWERS_KEPT = 5_000

/** A place as the database holds it (the locality table). */
export interface PlaceRow {
  id: number
  kind: Locality['kind']
  name: string
  commune: string
  canton: string
  postalCodes: string[]
  lat: number
  lon: number
  nameLb: string | null
  nameDe: string | null
  altNames: string[]
  /** Lower-cased, accent-free names joined by '|'. */
  searchText: string
  population: number
}

interface Place {
  row: PlaceRow
  /** '|' + searchText + '|', for whole-name and name-prefix matches. */
  bounded: string
  trigrams: number[]
}

interface Candidate {
  place: Place
  rank: number
  similarity: number
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Autocomplete over localities, communes, quarters and their lb/de names, or postal codes
 * ("L-4001", "4001", or the first digits), in memory. Accent- and case-insensitive; whole names,
 * then name prefixes, then word prefixes, then any substring, then typo-tolerant matches (word
 * similarity ≥ 0.5, from four letters); among equals communes before localities before quarters,
 * the closer spelling, the place with more postal codes (a GeoNames quirk lists Belvaux under
 * Esch-sur-Alzette for one code), the bigger commune, then the name.
 */
export function createLocalityIndex(rows: readonly PlaceRow[]) {
  const ids = new Map<string, number>()
  const places: Place[] = rows.map((row) => ({
    row,
    bounded: `|${row.searchText}|`,
    trigrams: trigramsOf(row.searchText).map((trigram) => {
      const id = ids.get(trigram) ?? ids.size
      ids.set(trigram, id)
      return id
    }),
  }))
  const byCode = rows
    .filter((row) => row.kind === 'locality')
    .flatMap((row) => row.postalCodes.map((code) => ({ code, row })))
    .sort(
      (a, b) =>
        byName(a.code, b.code) || b.row.population - a.row.population || byName(a.row.name, b.row.name),
    )
  const answers = new LRUCache<string, Locality[]>({ max: ANSWERS_KEPT })

  function byText(needle: string, limit: number): Locality[] {
    const typos = [...needle].length >= 4
    const trigrams = new Set(trigramsOf(needle))
    const known = new Set([...trigrams].flatMap((trigram) => ids.get(trigram) ?? []))
    const needleSize = trigrams.size
    const found: Candidate[] = []
    for (const place of places) {
      const text = place.row.searchText
      const contains = text.includes(needle)
      const similarity = wordSimilarity(known, needleSize, place.trigrams)
      if (!contains && !(typos && similarity >= TYPO_SIMILARITY)) continue
      const rank = !contains
        ? 4
        : place.bounded.includes(`|${needle}|`)
          ? 0
          : place.bounded.includes(`|${needle}`)
            ? 1
            : text.includes(` ${needle}`)
              ? 2
              : 3
      found.push({ place, rank, similarity })
    }
    found.sort(
      (a, b) =>
        a.rank - b.rank ||
        KIND_ORDER[a.place.row.kind] - KIND_ORDER[b.place.row.kind] ||
        b.similarity - a.similarity ||
        b.place.row.postalCodes.length - a.place.row.postalCodes.length ||
        b.place.row.population - a.place.row.population ||
        byName(a.place.row.name, b.place.row.name),
    )
    return found.slice(0, limit).map(({ place }) => toLocality(place.row, needle, null))
  }

  function byPostalCode(digits: string, limit: number): Locality[] {
    const exact = digits.length === 4
    const out: Locality[] = []
    for (const { code, row } of byCode) {
      if (exact ? code !== digits : !code.startsWith(digits)) continue
      out.push(toLocality(row, null, code))
      if (out.length === limit) break
    }
    return out
  }

  return {
    size: rows.length,
    search(query: string, limit: number): Locality[] {
      const key = `${limit} ${query}`
      const kept = answers.get(key)
      if (kept) return kept
      const postal = POSTAL_CODE.exec(query.trim())
      const needle = postal?.[1] ? null : normalizeText(query)
      const items = postal?.[1] ? byPostalCode(postal[1], limit) : needle ? byText(needle, limit) : []
      answers.set(key, items)
      return items
    },
  }
}
export type LocalityIndex = ReturnType<typeof createLocalityIndex>

function toLocality(row: PlaceRow, needle: string | null, postalCode: string | null): Locality {
  const matchedName =
    needle && !normalizeText(row.name).includes(needle)
      ? (row.altNames.find((alt) => normalizeText(alt).includes(needle)) ?? null)
      : null
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    commune: row.commune,
    canton: row.canton,
    // Luxembourg City alone has 788 codes: an autocomplete needs a few, the place record has them all.
    postalCodes: row.postalCodes.slice(0, 12),
    postalCode,
    lat: row.lat,
    lon: row.lon,
    nameLb: row.nameLb,
    nameDe: row.nameDe,
    matchedName,
  }
}
