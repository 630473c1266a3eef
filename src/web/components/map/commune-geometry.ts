/** The static commune outlines (public/geo): the base map of every map we draw, with no tile server. */
export const COMMUNES_URL = '/geo/communes.geojson'

export type Ring = ReadonlyArray<readonly [number, number]>

export interface CommuneFeature {
  type: 'Feature'
  properties: { commune: string; canton: string }
  geometry:
    | { type: 'Polygon'; coordinates: ReadonlyArray<Ring> }
    | { type: 'MultiPolygon'; coordinates: ReadonlyArray<ReadonlyArray<Ring>> }
}

export interface CommuneCollection {
  type: 'FeatureCollection'
  features: CommuneFeature[]
}

/** The outlines as their file has them (one request per visit: the browser caches the file). */
export async function fetchCommunes(signal?: AbortSignal): Promise<CommuneCollection> {
  const response = await fetch(COMMUNES_URL, { signal })
  if (!response.ok) throw new Error(`commune outlines: HTTP ${response.status}`)
  return (await response.json()) as CommuneCollection
}
