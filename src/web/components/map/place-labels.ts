import L from 'leaflet'

/** The map's place names (scripts/build-place-labels.mjs, from the seeded reference data). */
export const PLACES_URL = '/geo/places.json'

type Commune = [name: string, lat: number, lon: number, population: number]
type Locality = [name: string, lat: number, lon: number]
interface PlaceNames {
  communes: Commune[]
  localities: Locality[]
}

export type LabelTier = 'communes' | 'localities'

/** Communes while a good part of the country is in view, their localities (villages, the city's quarters) closer. */
export function labelTier(zoom: number): LabelTier {
  return zoom >= 12 ? 'localities' : 'communes'
}

export interface LabelCandidate {
  name: string
  /** Position on screen, in pixels. */
  x: number
  y: number
}

/** Roughly the box a label takes at 12–13 px: ~7 px per character, one line. */
const labelBox = (name: string) => ({ width: name.length * 7 + 8, height: 18 })

/**
 * The labels that fit without touching, in order of importance: each one is kept unless its box
 * meets the box of one kept before it (so the biggest towns win over the country, and every name
 * shows once there is room). Returns the kept candidates' indexes.
 */
export function declutter(candidates: LabelCandidate[]): number[] {
  const kept: { x: number; y: number; width: number; height: number }[] = []
  const indexes: number[] = []
  candidates.forEach((candidate, index) => {
    const box = { x: candidate.x, y: candidate.y, ...labelBox(candidate.name) }
    const collides = kept.some(
      (other) =>
        Math.abs(other.x - box.x) * 2 < other.width + box.width &&
        Math.abs(other.y - box.y) * 2 < other.height + box.height,
    )
    if (collides) return
    kept.push(box)
    indexes.push(index)
  })
  return indexes
}

let places: Promise<PlaceNames | null> | null = null

/** Fetched once per visit (a cached static file); a failure leaves the map unnamed and is retried next time. */
function loadPlaceNames(): Promise<PlaceNames | null> {
  places ??= fetch(PLACES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<PlaceNames>) : null))
    .catch(() => null)
    .then((names) => {
      if (!names) places = null
      return names
    })
  return places
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const PANE = 'lux-labels'

function label(name: string, lat: number, lon: number, tier: LabelTier): L.Marker {
  return L.marker([lat, lon], {
    pane: PANE,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({
      className: `lux-map-label lux-map-label-${tier}`,
      html: `<span>${escapeHtml(name)}</span>`,
      iconSize: [0, 0],
    }),
  })
}

interface Place {
  name: string
  latLng: L.LatLng
  marker: L.Marker
}

/**
 * Names the places under the markers: communes, then localities closer in (labelTier), as many
 * as fit without touching (declutter), recomputed after each zoom. They are drawn for the eye only:
 * screen readers get the pins' own labels and the list view, not 600 place names. Returns a
 * function that removes them.
 */
export function addPlaceLabels(map: L.Map): () => void {
  const pane = map.getPane(PANE) ?? map.createPane(PANE)
  // Above the outlines, below the pins and pop-ups; never in the way of a click.
  pane.style.zIndex = '450'
  pane.style.pointerEvents = 'none'
  pane.setAttribute('aria-hidden', 'true')

  let tiers: Record<LabelTier, Place[]> | null = null
  const layer = L.layerGroup().addTo(map)
  let cancelled = false
  const update = () => {
    if (!tiers) return
    const zoom = map.getZoom()
    const places = tiers[labelTier(zoom)]
    const kept = declutter(
      places.map((place) => {
        const point = map.project(place.latLng, zoom)
        return { name: place.name, x: point.x, y: point.y }
      }),
    )
    layer.clearLayers()
    for (const index of kept) layer.addLayer((places[index] as Place).marker)
  }
  const place = (name: string, lat: number, lon: number, tier: LabelTier): Place => ({
    name,
    latLng: L.latLng(lat, lon),
    marker: label(name, lat, lon, tier),
  })
  void loadPlaceNames().then((names) => {
    if (cancelled || !names) return
    tiers = {
      // Most populous first: they keep their names when space is short.
      communes: names.communes.map(([name, lat, lon]) => place(name, lat, lon, 'communes')),
      localities: names.localities.map(([name, lat, lon]) => place(name, lat, lon, 'localities')),
    }
    update()
  })
  map.on('zoomend', update)
  return () => {
    cancelled = true
    map.off('zoomend', update)
    layer.remove()
  }
}
