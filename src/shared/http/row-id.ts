import { z } from 'zod'

/**
 * The id of a row (serial, a PostgreSQL integer). Nothing larger exists, and the database refuses
 * to compare an integer column with one: an id past the range is a 400, not a 500.
 */
export const ROW_ID_MAX = 2_147_483_647

export const RowIdSchema = z.number().int().min(1).max(ROW_ID_MAX)
/** The same id in a path or a query string (text). */
export const RowIdParamSchema = z.coerce.number().int().min(1).max(ROW_ID_MAX)
