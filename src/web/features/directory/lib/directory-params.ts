import { type CategorySlug, isCategorySlug } from '@shared/catalog/categories'
import type { SearchSort } from '@shared/providers/provider-search-schemas'
import {
  isInSearchArea,
  isSearchLetter,
  isSearchSort,
  LOCALITY_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_RADIUS_MAX_KM,
  type SearchLetter,
  SPECIALTY_MAX,
} from './search-contract'

export const DIRECTORY_VIEWS = ['list', 'map'] as const
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number]

/** Everything the directory shows depends on these, and all of them live in the URL. */
export interface DirectoryParams {
  q: string
  category: CategorySlug | null
  letter: SearchLetter | null
  specialty: string
  minRating: number | null
  locality: string | null
  /** The postal code the visitor chose with the locality (4 digits), when they chose one. */
  postalCode: string | null
  lat: number | null
  lon: number | null
  radiusKm: number | null
  verified: boolean
  insured: boolean
  premium: boolean
  sort: SearchSort | null
  page: number
  view: DirectoryView
}

export type DirectoryChanges = Partial<DirectoryParams>

const PAGE_MAX = 10_000

export const DEFAULT_DIRECTORY_PARAMS: DirectoryParams = {
  q: '',
  category: null,
  letter: null,
  specialty: '',
  minRating: null,
  locality: null,
  postalCode: null,
  lat: null,
  lon: null,
  radiusKm: null,
  verified: false,
  insured: false,
  premium: false,
  sort: null,
  page: 1,
  view: 'list',
}

const FLAG_KEYS = ['verified', 'insured', 'premium'] as const
/** Params that only move through the results: every other change starts again at page 1. */
const NAVIGATION_KEYS: readonly (keyof DirectoryParams)[] = ['page']

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max)

function numberIn(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= min && number <= max ? number : null
}

function postalCode(value: string | null): string | null {
  const match = value?.trim().match(/^(?:L-?)?(\d{4})$/i)
  return match?.[1] ?? null
}

/** Reads the directory's choices from the URL, dropping whatever the API would refuse. */
export function readDirectoryParams(search: URLSearchParams): DirectoryParams {
  const category = search.get('category')
  const letter = search.get('letter')?.trim().toUpperCase() ?? ''
  const sort = search.get('sort') ?? ''
  const lat = numberIn(search.get('lat'), -90, 90)
  const lon = numberIn(search.get('lon'), -180, 180)
  const hasCoordinates = lat !== null && lon !== null && isInSearchArea(lat, lon)
  const radius = numberIn(search.get('radiusKm'), 0, SEARCH_RADIUS_MAX_KM)
  const page = Number.parseInt(search.get('page') ?? '', 10)
  const flag = (key: string) => ['true', '1'].includes(search.get(key) ?? '')
  return {
    q: text(search.get('q'), SEARCH_QUERY_MAX),
    category: category && isCategorySlug(category) ? category : null,
    letter: isSearchLetter(letter) ? letter : null,
    specialty: text(search.get('specialty'), SPECIALTY_MAX),
    minRating: numberIn(search.get('minRating'), 0, 5) || null,
    locality: text(search.get('locality'), LOCALITY_MAX) || null,
    postalCode: postalCode(search.get('postalCode')),
    lat: hasCoordinates ? lat : null,
    lon: hasCoordinates ? lon : null,
    radiusKm: radius || null,
    verified: flag('verified'),
    insured: flag('insured'),
    premium: flag('premium'),
    sort: isSearchSort(sort) ? sort : null,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    view: search.get('view') === 'map' ? 'map' : 'list',
  }
}

export function hasLocation(params: Pick<DirectoryParams, 'locality' | 'postalCode' | 'lat' | 'lon'>) {
  return Boolean(params.locality || params.postalCode || (params.lat !== null && params.lon !== null))
}

/** The URL value of a param, or null when it is the default and stays out of the URL. */
function urlValue<K extends keyof DirectoryParams>(key: K, value: DirectoryParams[K]): string | null {
  if (value === null || value === '' || value === false) return null
  if (key === 'page' && value === 1) return null
  if (key === 'view' && value === 'list') return null
  return String(value)
}

/** The location is one of: a chosen place (locality, postal code) or the visitor's coordinates. */
function withOneLocation(changes: DirectoryChanges): DirectoryChanges {
  const next = { ...changes }
  if (changes.lat != null && changes.lon != null) {
    next.locality = null
    next.postalCode = null
  } else if (changes.locality || changes.postalCode) {
    next.lat = null
    next.lon = null
  }
  return next
}

/**
 * Applies changes to the URL's query: defaults are removed, any filter change goes back to page 1,
 * and choices that need something missing (a radius or distance sort without a place, relevance
 * without words) are dropped. Other params (?lang=) are kept.
 */
export function writeDirectoryParams(current: URLSearchParams, changes: DirectoryChanges): URLSearchParams {
  const next = new URLSearchParams(current)
  const located = withOneLocation(changes)
  for (const key of Object.keys(located) as (keyof DirectoryParams)[]) {
    const value = urlValue(key, located[key] as DirectoryParams[typeof key])
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  if (Object.keys(changes).some((key) => !NAVIGATION_KEYS.includes(key as keyof DirectoryParams)))
    next.delete('page')

  const result = readDirectoryParams(next)
  if (!hasLocation(result)) {
    next.delete('radiusKm')
    if (result.sort === 'distance') next.delete('sort')
  }
  if (!result.q && result.sort === 'relevance') next.delete('sort')
  for (const key of FLAG_KEYS) if (next.has(key) && !result[key]) next.delete(key)
  return next
}

/** How many filters narrow the list, not counting the words, the category and the letter. */
export function countPanelFilters(params: DirectoryParams): number {
  return [
    params.specialty,
    params.minRating,
    hasLocation(params),
    params.radiusKm,
    params.verified,
    params.insured,
    params.premium,
  ].filter(Boolean).length
}

/** Everything back to defaults, keeping the view the visitor is looking at. */
export function clearedFilters(params: DirectoryParams): DirectoryChanges {
  return { ...DEFAULT_DIRECTORY_PARAMS, view: params.view }
}
