import { z } from 'zod'
import { LANDING_VERSIONS } from './landing-versions'

/** GET /api/public/landing-version: the version this visitor sees (`?v=A|B` forces and keeps one). */
export const LandingVersionQuerySchema = z.object({ v: z.enum(LANDING_VERSIONS).optional() })
export const LandingVersionSchema = z.object({ version: z.enum(LANDING_VERSIONS) })
export type LandingVersionAnswer = z.infer<typeof LandingVersionSchema>
