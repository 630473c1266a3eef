import { z } from 'zod'

/**
 * A listed business's logo as pages show it (a small WebP copy). `version` changes with each upload,
 * so the address can be cached for good.
 */
export const providerLogoUrl = (slug: string, version: number) =>
  `/api/public/providers/${slug}/logo?v=${version}`

export const ProviderLogoQuerySchema = z.object({
  v: z
    .string()
    .regex(/^\d{1,15}$/, 'A logo version is a number.')
    .optional(),
})
