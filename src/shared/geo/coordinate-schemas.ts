import { z } from 'zod'

/**
 * Coordinates as people and browsers send them, kept to 7 decimals (about a centimetre): no
 * meaning is lost, and a value PostgreSQL cannot read back (a subnormal such as 5e-324) becomes 0.
 */
const toCentimetres = (degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0

export const LatitudeSchema = z.number().min(-90).max(90).overwrite(toCentimetres)
export const LongitudeSchema = z.number().min(-180).max(180).overwrite(toCentimetres)

export const CoordinatesSchema = z.object({ lat: LatitudeSchema, lon: LongitudeSchema })
