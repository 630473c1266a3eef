import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { RowIdParamSchema, RowIdSchema } from '@shared/http/row-id'
import { multiLineText } from '@shared/text/text-input'
import { z } from 'zod'

/** The most providers one person keeps in their saved list (signed in, or in the browser before). */
export const MAX_SAVED_PROVIDERS = 100
/** A private note on a saved provider, in characters. */
export const SAVED_NOTE_MAX = 500

/** The private note: empty clears it. */
export const SavedNoteSchema = multiLineText({
  max: SAVED_NOTE_MAX,
  tooLong: `Write at most ${SAVED_NOTE_MAX} characters.`,
})

export const SavedProviderParamsSchema = z.object({ providerId: RowIdParamSchema })

/** PATCH /api/saved-providers/:providerId */
export const SavedNoteInputSchema = z.object({ note: SavedNoteSchema })
export type SavedNoteInput = z.input<typeof SavedNoteInputSchema>

/**
 * POST /api/saved-providers/merge: the list a visitor kept in their browser, joined to the account
 * at sign-in. Ids already saved, repeated or no longer listed are skipped; what would pass the cap is dropped.
 */
export const SavedMergeInputSchema = z.object({
  providerIds: z.array(RowIdSchema).max(MAX_SAVED_PROVIDERS),
})
export type SavedMergeInput = z.input<typeof SavedMergeInputSchema>

/** One saved provider: what the list shows, what a quote request needs, and the owner's note. */
export const SavedProviderSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  locality: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  /** The business's logo at the size pages show it; null when it uploaded none. */
  logoUrl: z.string().nullable(),
  note: z.string(),
  savedAt: z.string(),
})
export type SavedProvider = z.infer<typeof SavedProviderSchema>

/** GET /api/saved-providers (newest first), and the answer of every change to the list. */
export const SavedListSchema = z.object({ items: z.array(SavedProviderSchema) })
export type SavedList = z.infer<typeof SavedListSchema>
