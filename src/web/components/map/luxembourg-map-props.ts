/** A button at the foot of a marker's pop-up that switches something on and off ("Add to my request"). */
export interface MarkerToggle {
  label: string
  pressedLabel: string
  /** Who it is about, for assistive technology ("(Sanitaire Weber)"). */
  context?: string
  isPressed: () => boolean
  /** Why it cannot be pressed now (a full list), or null. */
  unavailable?: () => string | null
  onToggle: () => void
}

export interface MapMarker {
  id: string | number
  lat: number
  lon: number
  label: string
  /** An in-app path (e.g. /providers/some-slug) the marker's popup links to. */
  href?: string
  /** Lines under the name in the pop-up: trade, rating, town and distance. */
  details?: string[]
  toggle?: MarkerToggle
}

/** The place a search is about: its own pin, and the radius searched around it as a circle. */
export interface MapPlace {
  lat: number
  lon: number
  /** The pin's name for everyone ("Searched place: Esch-sur-Alzette"). */
  label: string
  radiusKm?: number | null
}

export interface MapFocus {
  lat: number
  lon: number
  zoom?: number
  /** The first view fits this circle instead of a zoom. */
  radiusKm?: number | null
}

export interface LuxembourgMapProps {
  markers: MapMarker[]
  className?: string
  ariaLabel: string
  cluster?: boolean
  focus?: MapFocus
  place?: MapPlace
}

/** The country's extent (data/SOURCES.md): every commune outline lies inside. */
export const LUXEMBOURG_BOUNDS: [[number, number], [number, number]] = [
  [49.4479, 5.7357],
  [50.1828, 6.5309],
]

export const DEFAULT_FOCUS_ZOOM = 13

const KM_PER_DEGREE_LATITUDE = 111.32

/** The south-west and north-east corners of the square around a circle (for the first view). */
export function circleBounds(
  lat: number,
  lon: number,
  radiusKm: number,
): [[number, number], [number, number]] {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE
  const dLon = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180))
  return [
    [lat - dLat, lon - dLon],
    [lat + dLat, lon + dLon],
  ]
}
