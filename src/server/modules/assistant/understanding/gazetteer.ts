import { readFileSync } from 'node:fs'
import { projectPath } from '@server/project-root'
import { fold } from '@shared/text/fold'
import Papa from 'papaparse'
import { EXTRA_PLACE_NAMES } from './lexicon/place-words'

/**
 * The places of Luxembourg the understanding can name, built from the vendored reference data
 * (src/server/db/seed/data, sources and licences in SOURCES.md there): every locality, commune and
 * Luxembourg City quarter under its official, Luxembourgish, German and French names, and every
 * postal code.
 */

export interface GazetteerEntry {
  kind: 'locality' | 'commune' | 'quarter'
  /** Official name of the locality, commune or quarter. */
  name: string
  /** The locality the entry resolves to (a commune resolves to its main locality). */
  locality: string
  commune: string
  postalCodes: readonly string[]
  lat: number
  lon: number
}

export interface PostalCodeEntry {
  postalCode: string
  locality: string
  commune: string
  lat: number
  lon: number
}

export interface Gazetteer {
  /** Folded name ("esch sur alzette", "diddeleng") → the places of that name, preferred first. */
  names: ReadonlyMap<string, readonly GazetteerEntry[]>
  postalCodes: ReadonlyMap<string, readonly PostalCodeEntry[]>
  /** The most words any name has (bounds the n-gram search). */
  maxNameWords: number
}

export interface GazetteerSource {
  localities: ReadonlyArray<{
    locality: string
    commune: string
    postal_code: string
    lat: string
    lon: string
  }>
  localitiesUnique: ReadonlyArray<{
    locality: string
    commune: string
    postal_codes: string
    lat: string
    lon: string
  }>
  communes: ReadonlyArray<{ commune: string }>
  placeNames: ReadonlyArray<{ kind: string; official_name: string; commune: string; name: string }>
  quarters: ReadonlyArray<{ quarter: string; name_lb: string; lat: string; lon: string }>
}

/** How a name is looked up: folded, punctuation as single spaces. */
export function placeKey(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function buildGazetteer(source: GazetteerSource): Gazetteer {
  const names = new Map<string, GazetteerEntry[]>()
  const add = (name: string, entry: GazetteerEntry) => {
    const key = placeKey(name)
    if (!key) return
    const list = names.get(key) ?? []
    if (!list.includes(entry)) list.push(entry)
    names.set(key, list)
  }

  const localityEntries = new Map<string, GazetteerEntry>()
  for (const row of source.localitiesUnique) {
    const entry: GazetteerEntry = {
      kind: 'locality',
      name: row.locality,
      locality: row.locality,
      commune: row.commune,
      postalCodes: row.postal_codes.split(';').filter(Boolean),
      lat: Number(row.lat),
      lon: Number(row.lon),
    }
    localityEntries.set(`${row.locality}|${row.commune}`, entry)
    add(row.locality, entry)
    const bare = row.locality.replace(/\s*\(.*\)\s*$/, '')
    if (bare !== row.locality) add(bare, entry)
  }

  const communeEntries = new Map<string, GazetteerEntry>()
  const allLocalities = [...localityEntries.values()]
  for (const { commune } of source.communes) {
    const main = mainLocality(commune, allLocalities)
    if (!main) continue
    const entry: GazetteerEntry = { ...main, kind: 'commune', name: commune }
    communeEntries.set(commune, entry)
    add(commune, entry)
  }

  const quarterEntries = new Map<string, GazetteerEntry>()
  for (const row of source.quarters) {
    const entry: GazetteerEntry = {
      kind: 'quarter',
      name: row.quarter,
      locality: 'Luxembourg',
      commune: 'Luxembourg',
      postalCodes: [],
      lat: Number(row.lat),
      lon: Number(row.lon),
    }
    quarterEntries.set(row.quarter, entry)
    for (const name of [row.quarter, row.name_lb, ...row.quarter.split('/'), ...row.name_lb.split('/')])
      add(name, entry)
  }

  for (const row of source.placeNames) {
    const entry =
      row.kind === 'commune'
        ? communeEntries.get(row.official_name)
        : row.kind === 'quarter'
          ? quarterEntries.get(row.official_name)
          : localityEntries.get(`${row.official_name}|${row.commune}`)
    if (entry) add(row.name, entry)
  }

  for (const extra of EXTRA_PLACE_NAMES) {
    const entry =
      extra.kind === 'quarter'
        ? quarterEntries.get(extra.official)
        : localityEntries.get(`${extra.official}|${extra.commune}`)
    if (entry) add(extra.name, entry)
  }

  for (const list of names.values()) list.sort(byPreference)

  const postalCodes = new Map<string, PostalCodeEntry[]>()
  for (const row of source.localities) {
    const list = postalCodes.get(row.postal_code) ?? []
    list.push({
      postalCode: row.postal_code,
      locality: row.locality,
      commune: row.commune,
      lat: Number(row.lat),
      lon: Number(row.lon),
    })
    postalCodes.set(row.postal_code, list)
  }
  // Where two localities share a code, the one with more codes (the larger place) comes first.
  const size = (entry: PostalCodeEntry) =>
    localityEntries.get(`${entry.locality}|${entry.commune}`)?.postalCodes.length ?? 0
  for (const list of postalCodes.values()) list.sort((a, b) => size(b) - size(a))

  let maxNameWords = 1
  for (const key of names.keys()) maxNameWords = Math.max(maxNameWords, key.split(' ').length)
  return { names, postalCodes, maxNameWords }
}

/** The commune's locality of the same name, else its locality with the most postal codes. */
function mainLocality(commune: string, localities: readonly GazetteerEntry[]): GazetteerEntry | undefined {
  const inCommune = localities.filter((entry) => entry.commune === commune)
  return (
    inCommune.find((entry) => placeKey(entry.locality) === placeKey(commune)) ??
    [...inCommune].sort((a, b) => b.postalCodes.length - a.postalCodes.length)[0]
  )
}

/** A locality before the commune or quarter of the same name; among localities the larger one. */
function byPreference(a: GazetteerEntry, b: GazetteerEntry): number {
  const rank = { locality: 0, commune: 1, quarter: 2 } as const
  if (rank[a.kind] !== rank[b.kind]) return rank[a.kind] - rank[b.kind]
  return b.postalCodes.length - a.postalCodes.length
}

function readCsv<T>(name: string): T[] {
  const text = readFileSync(projectPath('src/server/db/seed/data', name), 'utf8')
  const parsed = Papa.parse<T>(text, { header: true, skipEmptyLines: true })
  if (parsed.errors.length > 0) throw new Error(`${name}: ${parsed.errors[0]?.message}`)
  return parsed.data
}

let cached: Gazetteer | null = null

/** Reads the reference CSVs once (synchronously) and keeps the gazetteer for the process. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer({
    localities: readCsv('localities.csv'),
    localitiesUnique: readCsv('localities_unique.csv'),
    communes: readCsv('communes.csv'),
    placeNames: readCsv('place_names.csv'),
    quarters: readCsv('quarters.csv'),
  })
  return cached
}
