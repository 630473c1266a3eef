import type { MapFocus } from '@web/components/map/luxembourg-map-props'

/** Roughly the zoom at which a circle of that radius fills a phone-sized map. */
export function zoomForRadius(radiusKm: number | null): number {
  if (radiusKm === null) return 10.5
  if (radiusKm <= 5) return 11.5
  if (radiusKm <= 10) return 10.5
  if (radiusKm <= 20) return 9.5
  return 9
}

/** Where the map first looks: the searched circle, the place the search measured from, or the whole country. */
export function mapFocus(
  origin: { lat: number; lon: number } | null | undefined,
  radiusKm: number | null,
): MapFocus | undefined {
  return origin ? { lat: origin.lat, lon: origin.lon, zoom: zoomForRadius(radiusKm), radiusKm } : undefined
}
