const EARTH_RADIUS_KM = 6371

export interface Point {
  lat: number
  lon: number
}

/** Straight-line (great-circle) distance in km, the way the directory measures it. */
export function distanceKm(from: Point, to: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(to.lat - from.lat)
  const dLon = rad(to.lon - from.lon)
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}
