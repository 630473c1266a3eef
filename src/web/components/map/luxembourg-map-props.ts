export interface MapMarker {
  id: string | number
  lat: number
  lon: number
  label: string
  /** An in-app path (e.g. /providers/some-slug) the marker's popup links to. */
  href?: string
}

export interface MapFocus {
  lat: number
  lon: number
  zoom?: number
}

export interface LuxembourgMapProps {
  markers: MapMarker[]
  className?: string
  ariaLabel: string
  cluster?: boolean
  focus?: MapFocus
}

/** The country's extent (data/SOURCES.md): every commune outline lies inside. */
export const LUXEMBOURG_BOUNDS: [[number, number], [number, number]] = [
  [49.4479, 5.7357],
  [50.1828, 6.5309],
]

export const DEFAULT_FOCUS_ZOOM = 13
