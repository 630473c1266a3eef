import { CATEGORY_SLUGS } from '@shared/catalog/categories'

/** About 2.2 × 2.2 km in Luxembourg: small enough that few providers sit in cells a circle cuts. */
const CELL_LAT = 0.02
const CELL_LON = 0.03
export const EARTH_RADIUS_KM = 6371
export const RADIANS = Math.PI / 180
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS
/**
 * The flat distance KM_PER_DEGREE · √(Δlat² + cos lat1 · cos lat2 · Δlon²) is the haversine one with
 * sin x ≈ x and asin x ≈ x: within 0.003 % of it up to 100 km (the largest radius). Providers and
 * cells further than this share of the radius from the circle's edge are surely inside or outside;
 * only those closer need the haversine.
 */
export const FLAT_MARGIN = 0.001
export const CATEGORY_COUNT = CATEGORY_SLUGS.length
/** 'a'–'z' are 0–25, '#' is 26. */
export const INITIAL_COUNT = 27
export const HASH = '#'.charCodeAt(0)
const A = 'a'.charCodeAt(0)

export const initialIndex = (code: number) => (code === HASH ? 26 : code - A)
export const initialCode = (index: number) => (index === 26 ? HASH : A + index)
/** The char code of a search's letter ('A'–'Z' or '#') as the snapshot stores initials; 0: any letter. */
export const letterCodeOf = (letter: string | undefined) =>
  letter ? (letter === '#' ? HASH : letter.toLowerCase().charCodeAt(0)) : 0

/**
 * The directory cut into cells of latitude and longitude: the rows of each cell, and per cell the
 * providers per initial and category. A search around a place reads the cells near it only, and a
 * cell wholly inside the circle adds its counts without looking at its providers one by one.
 */
export interface DirectoryGrid {
  minLat: number
  minLon: number
  latCells: number
  lonCells: number
  /** Rows of cell c: rowsByCell[cellStarts[c] .. cellStarts[c + 1]]. */
  cellStarts: Int32Array
  rowsByCell: Int32Array
  /**
   * Rows of cell c in category bit b: rowsByCellCategory[cellCategoryStarts[k] .. cellCategoryStarts[k + 1]]
   * with k = c * CATEGORY_COUNT + b, so a category search takes a cell's providers of that category only.
   */
  cellCategoryStarts: Int32Array
  rowsByCellCategory: Int32Array
  /** [(cell * INITIAL_COUNT + initial) * CATEGORY_COUNT + category bit index]. */
  initialCategoryCounts: Int32Array
  /** [cell * INITIAL_COUNT + initial]. */
  initialCounts: Int32Array
  /** [cell * CATEGORY_COUNT + category bit index]. */
  categoryCounts: Int32Array
}

export function buildDirectoryGrid(
  lats: Float64Array,
  lons: Float64Array,
  initials: Uint8Array,
  categoryMasks: Int32Array,
): DirectoryGrid {
  const size = lats.length
  let minLat = Number.POSITIVE_INFINITY
  let minLon = Number.POSITIVE_INFINITY
  let maxLat = Number.NEGATIVE_INFINITY
  let maxLon = Number.NEGATIVE_INFINITY
  for (let row = 0; row < size; row++) {
    minLat = Math.min(minLat, lats[row]!)
    maxLat = Math.max(maxLat, lats[row]!)
    minLon = Math.min(minLon, lons[row]!)
    maxLon = Math.max(maxLon, lons[row]!)
  }
  if (size === 0) minLat = maxLat = minLon = maxLon = 0
  const latCells = Math.floor((maxLat - minLat) / CELL_LAT) + 1
  const lonCells = Math.floor((maxLon - minLon) / CELL_LON) + 1
  const cells = latCells * lonCells
  const cellOfRow = new Int32Array(size)
  const cellStarts = new Int32Array(cells + 1)
  const initialCategoryCounts = new Int32Array(cells * INITIAL_COUNT * CATEGORY_COUNT)
  const initialCounts = new Int32Array(cells * INITIAL_COUNT)
  const categoryCounts = new Int32Array(cells * CATEGORY_COUNT)
  for (let row = 0; row < size; row++) {
    const cell =
      Math.floor((lats[row]! - minLat) / CELL_LAT) * lonCells + Math.floor((lons[row]! - minLon) / CELL_LON)
    cellOfRow[row] = cell
    cellStarts[cell + 1]!++
    const initial = cell * INITIAL_COUNT + initialIndex(initials[row]!)
    initialCounts[initial]!++
    for (let bits = categoryMasks[row]!; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits)
      initialCategoryCounts[initial * CATEGORY_COUNT + bit]!++
      categoryCounts[cell * CATEGORY_COUNT + bit]!++
    }
  }
  for (let cell = 0; cell < cells; cell++) cellStarts[cell + 1]! += cellStarts[cell]!
  const rowsByCell = new Int32Array(size)
  const filled = cellStarts.slice(0, cells)
  for (let row = 0; row < size; row++) rowsByCell[filled[cellOfRow[row]!]!++] = row
  const cellCategoryStarts = new Int32Array(cells * CATEGORY_COUNT + 1)
  for (let k = 0; k < cells * CATEGORY_COUNT; k++)
    cellCategoryStarts[k + 1] = cellCategoryStarts[k]! + categoryCounts[k]!
  const rowsByCellCategory = new Int32Array(cellCategoryStarts[cells * CATEGORY_COUNT]!)
  const categoryFilled = cellCategoryStarts.slice(0, cells * CATEGORY_COUNT)
  // Row by row in cell order, so each cell's category slice keeps the rows in the same order.
  for (const row of rowsByCell)
    for (let bits = categoryMasks[row]!; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits)
      rowsByCellCategory[categoryFilled[cellOfRow[row]! * CATEGORY_COUNT + bit]!++] = row
    }
  return {
    minLat,
    minLon,
    latCells,
    lonCells,
    cellStarts,
    rowsByCell,
    cellCategoryStarts,
    rowsByCellCategory,
    initialCategoryCounts,
    initialCounts,
    categoryCounts,
  }
}

/**
 * The cells a circle touches, split into those wholly inside it (with a safety margin for the flat
 * distance, FLAT_MARGIN) and those on its edge, whose providers must be measured one by one.
 */
export function cellsAround(
  grid: DirectoryGrid,
  origin: { lat: number; lon: number },
  radiusKm: number,
): { inside: number[]; edge: number[] } {
  const cosOrigin = Math.cos(origin.lat * RADIANS)
  const dLat = (radiusKm / KM_PER_DEGREE) * (1 + FLAT_MARGIN)
  // How far the circle can reach in longitude: a degree of longitude is shortest at the circle's
  // northern or southern edge, whichever is further from the equator.
  const cosFarthest = Math.min(
    Math.cos((origin.lat + dLat) * RADIANS),
    Math.cos((origin.lat - dLat) * RADIANS),
  )
  const dLon = dLat / Math.sqrt(cosOrigin * cosFarthest)
  const clamp = (value: number, max: number) => Math.min(max - 1, Math.max(0, value))
  const firstLat = clamp(Math.floor((origin.lat - dLat - grid.minLat) / CELL_LAT), grid.latCells)
  const lastLat = clamp(Math.floor((origin.lat + dLat - grid.minLat) / CELL_LAT), grid.latCells)
  const firstLon = clamp(Math.floor((origin.lon - dLon - grid.minLon) / CELL_LON), grid.lonCells)
  const lastLon = clamp(Math.floor((origin.lon + dLon - grid.minLon) / CELL_LON), grid.lonCells)
  const inside: number[] = []
  const edge: number[] = []
  const surelyInside = radiusKm * (1 - FLAT_MARGIN)
  const surelyOutside = radiusKm * (1 + FLAT_MARGIN)
  for (let latCell = firstLat; latCell <= lastLat; latCell++) {
    const south = grid.minLat + latCell * CELL_LAT
    const north = south + CELL_LAT
    const nearLat = Math.max(south - origin.lat, 0, origin.lat - north) * KM_PER_DEGREE
    const farLat = Math.max(Math.abs(south - origin.lat), Math.abs(north - origin.lat)) * KM_PER_DEGREE
    // Km per degree of longitude between the origin and this row of cells, at its narrowest and widest.
    const cosSouth = Math.cos(south * RADIANS)
    const cosNorth = Math.cos(north * RADIANS)
    const lonKmNear = KM_PER_DEGREE * Math.sqrt(cosOrigin * Math.min(cosSouth, cosNorth))
    const lonKmFar =
      KM_PER_DEGREE * Math.sqrt(cosOrigin * (south < 0 && north > 0 ? 1 : Math.max(cosSouth, cosNorth)))
    for (let lonCell = firstLon; lonCell <= lastLon; lonCell++) {
      const west = grid.minLon + lonCell * CELL_LON
      const east = west + CELL_LON
      const nearLon = Math.max(west - origin.lon, 0, origin.lon - east) * lonKmNear
      const farLon = Math.max(Math.abs(west - origin.lon), Math.abs(east - origin.lon)) * lonKmFar
      const cell = latCell * grid.lonCells + lonCell
      if (grid.cellStarts[cell] === grid.cellStarts[cell + 1]) continue
      if (Math.hypot(nearLat, nearLon) > surelyOutside) continue
      if (Math.hypot(farLat, farLon) < surelyInside) inside.push(cell)
      else edge.push(cell)
    }
  }
  return { inside, edge }
}

/** Where a cell's providers (of the category, when one is chosen) are in rowsByCell or rowsByCellCategory. */
export function insideSlice(grid: DirectoryGrid, cell: number, categoryBit: number): [number, number] {
  if (categoryBit === 0) return [grid.cellStarts[cell]!, grid.cellStarts[cell + 1]!]
  const k = cell * CATEGORY_COUNT + 31 - Math.clz32(categoryBit)
  return [grid.cellCategoryStarts[k]!, grid.cellCategoryStarts[k + 1]!]
}

export function rowsOfCells(grid: DirectoryGrid, cells: number[]): Int32Array {
  let count = 0
  for (const cell of cells) count += grid.cellStarts[cell + 1]! - grid.cellStarts[cell]!
  const rows = new Int32Array(count)
  let n = 0
  for (const cell of cells) {
    rows.set(grid.rowsByCell.subarray(grid.cellStarts[cell]!, grid.cellStarts[cell + 1]!), n)
    n += grid.cellStarts[cell + 1]! - grid.cellStarts[cell]!
  }
  return rows
}

/** A cell wholly inside the circle: its providers per category (within the letter) and per initial (within the category). */
export function addCellCounts(
  grid: DirectoryGrid,
  cell: number,
  categoryCounts: Int32Array,
  letterCounts: Int32Array,
  categoryBit: number,
  letter: number,
) {
  const bitIndex = categoryBit === 0 ? -1 : 31 - Math.clz32(categoryBit)
  if (letter === 0) {
    const at = cell * CATEGORY_COUNT
    for (let bit = 0; bit < CATEGORY_COUNT; bit++) categoryCounts[bit]! += grid.categoryCounts[at + bit]!
  } else {
    const at = (cell * INITIAL_COUNT + initialIndex(letter)) * CATEGORY_COUNT
    for (let bit = 0; bit < CATEGORY_COUNT; bit++)
      categoryCounts[bit]! += grid.initialCategoryCounts[at + bit]!
  }
  for (let initial = 0; initial < INITIAL_COUNT; initial++)
    letterCounts[initialCode(initial)]! +=
      bitIndex < 0
        ? grid.initialCounts[cell * INITIAL_COUNT + initial]!
        : grid.initialCategoryCounts[(cell * INITIAL_COUNT + initial) * CATEGORY_COUNT + bitIndex]!
}
