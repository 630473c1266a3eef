import { readFileSync } from 'node:fs'
import { projectPath } from '@server/project-root'
import { normalizeText } from '@shared/text/normalize'
import Papa from 'papaparse'

/** Luxembourg reference data vendored from shared/data (sources and licences in data/SOURCES.md). */
const dataFile = (name: string) => projectPath('src/server/db/seed/data', name)

function readCsv<T>(name: string): T[] {
  const parsed = Papa.parse<T>(readFileSync(dataFile(name), 'utf8'), { header: true, skipEmptyLines: true })
  if (parsed.errors.length > 0) throw new Error(`${name}: ${parsed.errors[0]?.message}`)
  return parsed.data
}

interface CommuneRow {
  commune: string
  canton: string
  lat: string
  lon: string
  population: string
  inner_lat: string
  inner_lon: string
}
interface LocalityRow {
  locality: string
  commune: string
  canton: string
  postal_codes: string
  lat: string
  lon: string
}
interface QuarterRow {
  quarter: string
  name_lb: string
  lat: string
  lon: string
}
interface PlaceNameRow {
  kind: 'commune' | 'locality' | 'quarter'
  official_name: string
  commune: string
  lang: string
  name: string
}

export interface PlaceRecord {
  kind: 'locality' | 'commune' | 'quarter'
  name: string
  commune: string
  canton: string
  postalCodes: string[]
  lat: number
  lon: number
  nameLb: string | null
  nameDe: string | null
  altNames: string[]
  searchText: string
  population: number
}

export interface CommuneRecord {
  commune: string
  canton: string
  lat: number
  lon: number
  population: number
}

export function loadCommunes(): CommuneRecord[] {
  return readCsv<CommuneRow>('communes.csv').map((row) => ({
    commune: row.commune,
    canton: row.canton,
    // The inner point is guaranteed to lie inside the commune; the centroid may not.
    lat: Number(row.inner_lat),
    lon: Number(row.inner_lon),
    population: Number(row.population),
  }))
}

/**
 * Every place a customer may type: the 552 localities, the communes whose name is not also one of
 * their localities (merged communes such as Habscht), and the 24 quarters of Luxembourg City,
 * each with its Luxembourgish and German names.
 */
export function loadPlaces(): PlaceRecord[] {
  const communes = new Map(loadCommunes().map((c) => [c.commune, c]))
  const localities = readCsv<LocalityRow>('localities_unique.csv')
  const altNames = readCsv<PlaceNameRow>('place_names.csv')
  const cityCodes = localities.find((l) => l.locality === 'Luxembourg')?.postal_codes.split(';') ?? []

  const places: PlaceRecord[] = localities.map((row) => ({
    kind: 'locality',
    name: row.locality,
    commune: row.commune,
    canton: row.canton,
    postalCodes: row.postal_codes.split(';'),
    lat: Number(row.lat),
    lon: Number(row.lon),
    nameLb: null,
    nameDe: null,
    altNames: [],
    searchText: '',
    population: communes.get(row.commune)?.population ?? 0,
  }))

  const localityNamesByCommune = new Set(places.map((p) => `${p.commune}|${p.name}`))
  for (const commune of communes.values()) {
    if (localityNamesByCommune.has(`${commune.commune}|${commune.commune}`)) continue
    places.push({
      kind: 'commune',
      name: commune.commune,
      commune: commune.commune,
      canton: commune.canton,
      postalCodes: [
        ...new Set(places.filter((p) => p.commune === commune.commune).flatMap((p) => p.postalCodes)),
      ],
      lat: commune.lat,
      lon: commune.lon,
      nameLb: null,
      nameDe: null,
      altNames: [],
      searchText: '',
      population: commune.population,
    })
  }

  for (const quarter of readCsv<QuarterRow>('quarters.csv')) {
    places.push({
      kind: 'quarter',
      name: quarter.quarter,
      commune: 'Luxembourg',
      canton: 'Luxembourg',
      postalCodes: cityCodes,
      lat: Number(quarter.lat),
      lon: Number(quarter.lon),
      nameLb: quarter.name_lb !== quarter.quarter ? quarter.name_lb : null,
      nameDe: null,
      altNames: [],
      searchText: '',
      population: communes.get('Luxembourg')?.population ?? 0,
    })
  }

  const findPlace = (row: PlaceNameRow) => {
    if (row.kind === 'quarter')
      return places.find((p) => p.kind === 'quarter' && p.name === row.official_name)
    if (row.kind === 'commune') {
      return (
        places.find((p) => p.kind === 'commune' && p.name === row.official_name) ??
        places.find((p) => p.kind === 'locality' && p.commune === row.commune && p.name === row.official_name)
      )
    }
    return places.find(
      (p) => p.kind === 'locality' && p.commune === row.commune && p.name === row.official_name,
    )
  }
  for (const row of altNames) {
    const place = findPlace(row)
    if (!place) continue
    if (row.lang === 'lb' && !place.nameLb) place.nameLb = row.name
    else if (row.lang === 'de' && !place.nameDe) place.nameDe = row.name
    if (!place.altNames.includes(row.name)) place.altNames.push(row.name)
  }

  for (const place of places) {
    const names = [place.name, ...place.altNames]
    if (place.kind === 'quarter') {
      // "Bonnevoie-Nord/Verlorenkost" is also typed as "Bonnevoie" or "Verlorenkost".
      names.push(...place.name.split('/'))
    }
    // "Windhof (Koerich)" is typed as "Windhof".
    names.push(place.name.replace(/\s*\(.*\)$/, ''))
    place.searchText = [...new Set(names.map(normalizeText))].join('|')
  }
  return places
}
