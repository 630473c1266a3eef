import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { isProviderLabelId } from '@shared/providers/provider-label-id'
import type { ParsedProviderSearchQuery } from '@shared/providers/provider-search-schemas'
import { normalizeText } from '@shared/text/normalize'
import { haversine, kmOfHaversine } from './directory-distance'
import { FLAT_MARGIN, KM_PER_DEGREE, letterCodeOf, RADIANS } from './directory-grid'
import { CATEGORY_BIT, type DirectorySnapshot, INSURED, PREMIUM, VERIFIED } from './directory-snapshot'
import type { SearchOrigin } from './search-origin'
import { specialtiesMatching } from './specialty-labels'

/** A search's filters as the scan reads them: numbers and masks, no strings. */
export interface ScanFilter {
  /** -1: none. */
  minRating: number
  flagMask: number
  flagWanted: number
  specialties: Uint8Array | null
  origin: SearchOrigin | null
  /** -1: none (with an origin, distances are still measured). */
  radius: number
  /** 0: any category. */
  categoryBit: number
  /** Char code of the initial; 0: any. */
  letter: number
}

/** The radius to search within (km), or null: only around a place, and only when one is asked for. */
export const radiusOf = (query: Pick<ParsedProviderSearchQuery, 'radiusKm'>, origin: SearchOrigin | null) =>
  origin && query.radiusKm !== undefined ? query.radiusKm : null

export function scanFilterOf(
  snapshot: DirectorySnapshot,
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin | null,
): ScanFilter {
  let flagMask = 0
  let flagWanted = 0
  for (const [flag, wanted] of [
    [VERIFIED, query.verified],
    [INSURED, query.insured],
    [PREMIUM, query.premium],
  ] as const) {
    if (wanted === undefined) continue
    flagMask |= flag
    if (wanted) flagWanted |= flag
  }
  return {
    minRating: query.minRating ?? -1,
    flagMask,
    flagWanted,
    specialties: query.specialty ? acceptedSpecialties(snapshot, query.specialty) : null,
    origin,
    radius: radiusOf(query, origin) ?? -1,
    categoryBit: query.category ? (CATEGORY_BIT.get(query.category) ?? 0) : 0,
    letter: letterCodeOf(query.letter),
  }
}

/** Which of the snapshot's distinct specialties a specialty filter accepts, in any of our languages. */
function acceptedSpecialties(snapshot: DirectorySnapshot, specialty: string): Uint8Array {
  const wanted = normalizeText(specialty)
  // A label id matches by its words in any interface language ("fuites" finds "Leak repair"), never
  // by the id itself; a label the provider typed matches as written.
  const known = new Set(specialtiesMatching(wanted))
  return Uint8Array.from(snapshot.specialtyNames, (name) =>
    known.has(name.stored) || (!isProviderLabelId(name.stored) && name.normalized.includes(wanted)) ? 1 : 0,
  )
}

/** What a scan found: the results as parallel columns (snapshot row, text rank) and both facets' counts. */
export interface Scanned {
  total: number
  resultRows: Int32Array
  resultRanks: Float64Array
  categoryCounts: Int32Array
  letterCounts: Int32Array
}

/**
 * One pass over the candidates: the filters, both facets and the results. Kept apart from
 * queryDirectory and free of closures, so that V8 compiles this hot loop on its own.
 * "matched" are the providers meeting every filter except category and letter: the category facet
 * counts them per category within the letter, the letter facet per initial within the category.
 */
export function scan(
  snapshot: DirectorySnapshot,
  candidates: Int32Array,
  candidateRanks: Float64Array | null,
  resultCapacity: number,
  filter: ScanFilter,
): Scanned {
  const { categoryMasks, initials, ratings, lats, lons, cosLats, flags } = snapshot
  const { minRating, flagMask, flagWanted, specialties, origin, radius, categoryBit, letter } = filter
  const originLat = origin?.lat ?? 0
  const originLon = origin?.lon ?? 0
  const cosOrigin = Math.cos(originLat * RADIANS)
  // Clearly outside / inside the circle by the flat distance (in degrees², see FLAT_MARGIN); only the
  // rows near the edge need the haversine.
  const radiusDegrees = radius / KM_PER_DEGREE
  const surelyOutside = (radiusDegrees * (1 + FLAT_MARGIN)) ** 2
  const surelyInside = (radiusDegrees * (1 - FLAT_MARGIN)) ** 2

  const categoryCounts = new Int32Array(CATEGORY_SLUGS.length)
  const letterCounts = new Int32Array(128)
  // The results, as parallel columns: snapshot row, text rank, distance from the origin.
  const resultRows = new Int32Array(resultCapacity)
  const resultRanks = new Float64Array(candidateRanks ? resultCapacity : 0)
  let total = 0

  for (let c = 0; c < candidates.length; c++) {
    const row = candidates[c]!
    if (ratings[row]! < minRating) continue
    if ((flags[row]! & flagMask) !== flagWanted) continue
    if (specialties !== null && !hasAcceptedSpecialty(snapshot, row, specialties)) continue
    if (radius >= 0) {
      const northSouth = lats[row]! - originLat
      const eastWest = lons[row]! - originLon
      const flat = northSouth * northSouth + cosOrigin * cosLats[row]! * eastWest * eastWest
      if (flat > surelyOutside) continue
      if (
        flat >= surelyInside &&
        kmOfHaversine(haversine(originLat, originLon, cosOrigin, lats[row]!, lons[row]!, cosLats[row]!)) >
          radius
      )
        continue
    }
    // matched: counted in the facets, then a result when the category and letter also fit.
    const mask = categoryMasks[row]!
    const initial = initials[row]!
    const inCategory = categoryBit === 0 || (mask & categoryBit) !== 0
    const inLetter = letter === 0 || initial === letter
    if (inLetter)
      for (let bits = mask; bits !== 0; bits &= bits - 1) categoryCounts[31 - Math.clz32(bits & -bits)]!++
    if (inCategory) letterCounts[initial]!++
    if (inCategory && inLetter) {
      resultRows[total] = row
      if (candidateRanks !== null) resultRanks[total] = candidateRanks[c]!
      total++
    }
  }
  return { total, resultRows, resultRanks, categoryCounts, letterCounts }
}

function hasAcceptedSpecialty(snapshot: DirectorySnapshot, row: number, accepted: Uint8Array): boolean {
  for (let s = snapshot.specialtyStarts[row]!; s < snapshot.specialtyStarts[row + 1]!; s++)
    if (accepted[snapshot.specialtyIds[s]!]) return true
  return false
}
