import { isInSearchArea } from './search-contract'

export interface Coordinates {
  lat: number
  lon: number
}

/**
 * The visitor's position as the search uses it: rounded to about 100 m, which is plenty for
 * "near me" and keeps a shared link from pointing at a front door; null outside Luxembourg's area.
 */
export function toSearchCoordinates(position: { latitude: number; longitude: number }): Coordinates | null {
  const lat = Math.round(position.latitude * 1000) / 1000
  const lon = Math.round(position.longitude * 1000) / 1000
  return isInSearchArea(lat, lon) ? { lat, lon } : null
}
