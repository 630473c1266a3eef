import { RowIdSchema } from '@shared/http/row-id'
import { z } from 'zod'

/**
 * What can be translated: a project's description (through one of its requests), a message of a
 * request, a review. The text is always read on the server from what the caller may read: the API
 * takes no text, so it cannot be used to translate anything else.
 */
export const TRANSLATION_KINDS = ['lead', 'message', 'review'] as const
export type TranslationKind = (typeof TRANSLATION_KINDS)[number]

/** POST /api/translations: which text (kind and id; for a lead, the quote request's id), and the email link's token. */
export const TranslationRequestSchema = z.strictObject({
  kind: z.enum(TRANSLATION_KINDS),
  id: RowIdSchema,
  /** The single-purpose token of the provider's email link, for a lead or a message opened from it. */
  token: z.string().min(1).max(200).optional(),
})
export type TranslationRequest = z.infer<typeof TranslationRequestSchema>

export const TranslationSchema = z.object({
  kind: z.enum(TRANSLATION_KINDS),
  id: z.number(),
  /** The language the text is written in (one of the assistant's seven). */
  from: z.string(),
  /** The caller's interface language, which the text was translated into. */
  to: z.string(),
  text: z.string(),
  /** True when the model translated it (the web labels it "Machine-translated"); false when already in `to`. */
  machineTranslated: z.boolean(),
})
export type Translation = z.infer<typeof TranslationSchema>
