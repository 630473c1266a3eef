import type { CommuneFeature, Ring } from '@web/components/map/commune-geometry'

/** Light to dark: five classes of the brand blue; no activity at all has its own pale grey. */
export const CLASS_COLORS = ['#e0f2fe', '#7dd3fc', '#38bdf8', '#0284c7', '#075985'] as const
export const NONE_COLOR = '#f1f5f9'

export interface ValueClass {
  from: number
  to: number
  color: string
}

/**
 * Up to five classes of equal width over 1…max, on whole numbers (counts): 0 stays apart, so a
 * commune with one request never looks like one with none.
 */
export function valueClasses(max: number): ValueClass[] {
  if (max <= 0) return []
  const count = Math.min(CLASS_COLORS.length, max)
  const width = Math.ceil(max / count)
  const classes: ValueClass[] = []
  for (let i = 0; i < count; i++) {
    const from = i * width + 1
    if (from > max) break
    classes.push({ from, to: Math.min(max, (i + 1) * width), color: '' })
  }
  // The darkest colour for the top class, whatever the number of classes.
  const offset = CLASS_COLORS.length - classes.length
  return classes.map((c, i) => ({ ...c, color: CLASS_COLORS[offset + i]! }))
}

export function colorOf(value: number, classes: readonly ValueClass[]): string {
  if (value <= 0) return NONE_COLOR
  return classes.find((c) => value <= c.to)?.color ?? classes.at(-1)?.color ?? NONE_COLOR
}

/** A flat projection of the country: longitude shrunk by the cosine of its latitude (≈ 49.8°). */
const LATITUDE = 49.8
const X_SCALE = Math.cos((LATITUDE * Math.PI) / 180)

export interface ProjectedMap {
  width: number
  height: number
  shapes: Array<{ commune: string; canton: string; d: string }>
}

const ringsOf = (feature: CommuneFeature): ReadonlyArray<Ring> =>
  feature.geometry.type === 'Polygon' ? feature.geometry.coordinates : feature.geometry.coordinates.flat()

/** SVG paths of the communes in a box `width` wide, north up. */
export function projectCommunes(features: readonly CommuneFeature[], width = 400): ProjectedMap {
  let minX = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const feature of features)
    for (const ring of ringsOf(feature))
      for (const [lon, lat] of ring) {
        minX = Math.min(minX, lon * X_SCALE)
        maxX = Math.max(maxX, lon * X_SCALE)
        minY = Math.min(minY, -lat)
        maxY = Math.max(maxY, -lat)
      }
  const scale = width / (maxX - minX)
  const point = ([lon, lat]: readonly [number, number]) =>
    `${((lon * X_SCALE - minX) * scale).toFixed(1)},${((-lat - minY) * scale).toFixed(1)}`
  return {
    width,
    height: Math.ceil((maxY - minY) * scale),
    shapes: features.map((feature) => ({
      commune: feature.properties.commune,
      canton: feature.properties.canton,
      d: ringsOf(feature)
        .map((ring) => `M${ring.map(point).join('L')}Z`)
        .join(''),
    })),
  }
}
