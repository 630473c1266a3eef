import L from 'leaflet'

import { COMMUNES_URL } from './commune-geometry'

type GeoJsonObject = NonNullable<Parameters<typeof L.geoJSON>[0]>

let outlines: Promise<GeoJsonObject | null> | null = null

/** Fetched once per visit; a failure leaves the map without outlines (markers still show) and is retried next time. */
function loadCommuneOutlines(): Promise<GeoJsonObject | null> {
  outlines ??= fetch(COMMUNES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<GeoJsonObject>) : null))
    .catch(() => null)
    .then((geojson) => {
      if (!geojson) outlines = null
      return geojson
    })
  return outlines
}

const COMMUNE_STYLE: L.PathOptions = {
  color: '#94a3b8',
  weight: 1,
  fillColor: '#ffffff',
  fillOpacity: 1,
  interactive: false,
}

/** Adds the outlines under everything else; returns a function that removes them. */
export function addCommuneOutlines(map: L.Map): () => void {
  let layer: L.GeoJSON | null = null
  let cancelled = false
  void loadCommuneOutlines().then((geojson) => {
    if (cancelled || !geojson) return
    layer = L.geoJSON(geojson, { style: COMMUNE_STYLE, interactive: false }).addTo(map)
    layer.bringToBack()
  })
  return () => {
    cancelled = true
    layer?.remove()
  }
}
