import { EARTH_RADIUS_KM, RADIANS } from './directory-grid'
import type { DirectorySnapshot } from './directory-snapshot'

/** Great-circle distance in km (haversine: Luxembourg is small enough for a sphere). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return kmOfHaversine(haversine(lat1, lon1, Math.cos(lat1 * RADIANS), lat2, lon2, Math.cos(lat2 * RADIANS)))
}

/**
 * The haversine of the angle between two points, given the cosines of their latitudes (the snapshot
 * keeps them per provider). It grows with the distance, so sorting by it is sorting by distance
 * without an arcsine and a square root per provider.
 */
export function haversine(
  lat1: number,
  lon1: number,
  cosLat1: number,
  lat2: number,
  lon2: number,
  cosLat2: number,
) {
  return (
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    cosLat1 * cosLat2 * Math.sin(((lon2 - lon1) * RADIANS) / 2) ** 2
  )
}

export const kmOfHaversine = (h: number) => 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))

/** The haversine of each of the first `total` result rows from the origin: what sorting by distance compares. */
export function haversinesFrom(
  origin: { lat: number; lon: number },
  snapshot: DirectorySnapshot,
  resultRows: Int32Array,
  total: number,
): Float64Array {
  const haversines = new Float64Array(total)
  const cosOriginLat = Math.cos(origin.lat * RADIANS)
  const { lats, lons, cosLats } = snapshot
  for (let r = 0; r < total; r++) {
    const row = resultRows[r]!
    haversines[r] = haversine(origin.lat, origin.lon, cosOriginLat, lats[row]!, lons[row]!, cosLats[row]!)
  }
  return haversines
}
