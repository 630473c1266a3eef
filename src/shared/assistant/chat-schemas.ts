import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { LatitudeSchema, LongitudeSchema } from '@shared/geo/coordinate-schemas'
import { RowIdSchema } from '@shared/http/row-id'
import { ASSISTANT_LANGUAGES } from '@shared/i18n/languages'
import { ProjectPhotoIdsSchema } from '@shared/quotes/project-photos'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { isPagePath } from '@shared/routes/app-routes'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'

/**
 * The assistant's API contract (product §7). The request and reply shapes of
 * `POST /api/public/chat` and `POST /api/chat` are fixed there; this file adds the quick replies'
 * shape, the send-quotes call and the provider match call.
 */

export const CHAT_MESSAGE_MAX = 2000

/** A language the assistant answers in; anything else is refused with this message. */
export const AssistantLanguageSchema = z.enum(ASSISTANT_LANGUAGES, 'Use lb, fr, de, en, pt, it or es.')
export const CHAT_STATES = ['describe', 'confirm_location', 'estimate', 'providers', 'quotes_sent'] as const
export type ChatState = (typeof CHAT_STATES)[number]

export const ChatMessageSchema = multiLineText({
  min: 1,
  max: CHAT_MESSAGE_MAX,
  required: 'Write a message.',
  tooShort: 'Write a message.',
  tooLong: `Write at most ${CHAT_MESSAGE_MAX} characters.`,
  notText: 'The message contains characters that are not text.',
})

/** The id a conversation's first reply gave. */
export const ChatSessionIdSchema = singleLineText({ min: 1, max: 100 })

/** /api/public/chat/:token/photos: the conversation's id, the signed-out visitor's only key. */
export const ChatPhotoParamsSchema = z.object({ token: ChatSessionIdSchema })

/** GET /api/public/chat/:token/photos: the photos added in the conversation, not sent yet. */
export const ChatPhotosSchema = z.object({
  photos: z.array(z.object({ id: z.number(), url: z.string() })),
})
export type ChatPhotos = z.infer<typeof ChatPhotosSchema>

/** A provider's numeric id or slug, as a provider profile page knows it. */
export const ProviderContextSchema = z.union([
  RowIdSchema,
  z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Use the provider’s id or slug.'),
])

/** POST /api/public/chat and POST /api/chat. The first turn has no sessionId. */
export const ChatRequestSchema = z.object({
  message: ChatMessageSchema,
  sessionId: ChatSessionIdSchema.optional(),
  provider_context: ProviderContextSchema.optional(),
  /**
   * The caller's language (the web app sends the page's). Replies follow the language the person
   * writes in; this one is used when a message gives no clue, and offered as a switch when the
   * conversation is in another language.
   */
  language: AssistantLanguageSchema.optional(),
})
export type ChatRequest = z.input<typeof ChatRequestSchema>

export const ChatLocationSchema = z.object({
  locality: z.string(),
  commune: z.string(),
  /** The quarter of Luxembourg City the customer named (Kirchberg, Clausen), when they named one. */
  quarter: z.string().optional(),
  postalCode: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
})
export type ChatLocation = z.infer<typeof ChatLocationSchema>

export const ChatEstimateSchema = z.object({
  low: z.number(),
  high: z.number(),
  currency: z.literal('EUR'),
  unit: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  basis: z.array(z.string()),
  /**
   * What the range is the total of, so it is never read as a rate: the quantity priced (2 hours,
   * 45 m²), as a number and as words in the reply's language, and the rates per unit excluding VAT.
   * Optional: estimates saved in conversations before they existed lack them.
   */
  quantity: z.number().optional(),
  quantityText: z.string().optional(),
  rateLow: z.number().optional(),
  rateHigh: z.number().optional(),
  /** The catalogue job priced (null: the category's rates), when the estimate is of a known job. */
  job: z.string().nullable().optional(),
  /** The lowest price providers here list for that job, net of VAT, per unit or for the whole job. */
  listedFrom: z.object({ amount: z.number(), perUnit: z.boolean() }).nullable().optional(),
})
export type ChatEstimate = z.infer<typeof ChatEstimateSchema>

/** A matched provider: product §7's fields and the town it works from (two firms may share a name). */
export const MatchedProviderSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  locality: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  distanceKm: z.number(),
  /**
   * Why it was picked, in the conversation's language: first what made it stand out (its trade,
   * the closest, the best rated, the quickest), then the facts (rating, distance, response time,
   * what was reviewed, availability).
   */
  reasons: z.array(z.string()),
  /** Median minutes to a first answer, null when not measured; absent from conversations kept before it was sent. */
  medianResponseMinutes: z.number().nullable().optional(),
  /** An RCS extract or establishment permit reviewed and valid (ADR 051); absent as above. */
  verified: z.boolean().optional(),
})
export type MatchedProviderView = z.infer<typeof MatchedProviderSchema>

/**
 * A button under the assistant's reply. What the UI does with it depends on `kind`:
 * - `reply`: post `value` as the next chat `message` (category quick-select values are category
 *   slugs; yes/no values are "yes"/"no"; "providers" asks for the matched providers).
 * - `sign_in`: open quick registration or login, then send the quotes through `POST /api/chat/quotes`.
 * - `send_quotes`: the customer is signed in: send the chosen providers to `POST /api/chat/quotes`
 *   (`value` lists the proposed provider ids, comma-separated, as the default choice).
 * - `link`: open `value`, a page of the site ("/how-it-works"); nothing is posted to the chat.
 */
export const QUICK_REPLY_KINDS = ['reply', 'sign_in', 'send_quotes', 'link'] as const
export const QuickReplySchema = z
  .object({
    id: z.string(),
    label: z.string(),
    value: z.string(),
    kind: z.enum(QUICK_REPLY_KINDS),
  })
  .refine((reply) => reply.kind !== 'link' || isPagePath(reply.value), {
    message: 'A link opens a page of the site',
    path: ['value'],
  })
export type QuickReply = z.infer<typeof QuickReplySchema>

/** The chat reply (product §7): one object the UI renders and tests read. */
export const ChatReplySchema = z.object({
  sessionId: z.string(),
  /** Plain text (never HTML): the UI renders it as text. */
  reply: z.string(),
  /** The language of `reply`, of the quick replies' labels and of the estimate's and providers' texts. */
  language: AssistantLanguageSchema,
  state: z.enum(CHAT_STATES),
  category: z.enum(CATEGORY_SLUGS).nullable(),
  location: ChatLocationSchema.nullable(),
  estimate: ChatEstimateSchema.nullable(),
  providers: z.array(MatchedProviderSchema).max(MAX_MATCHED_PROVIDERS),
  quickReplies: z.array(QuickReplySchema),
})
export type ChatReply = z.infer<typeof ChatReplySchema>

/**
 * POST /api/chat/quotes (signed-in customer): sends the session's project to some of the providers
 * the assistant proposed (one project, one credit, one quote request each). The description the
 * providers read is the customer's own text, verbatim.
 */
export const SendChatQuotesSchema = z.object({
  sessionId: ChatSessionIdSchema,
  providerIds: z
    .array(RowIdSchema)
    .min(1, 'Choose at least one provider.')
    .max(MAX_MATCHED_PROVIDERS, `Choose at most ${MAX_MATCHED_PROVIDERS} providers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each provider once.'),
  /** The page's language (names the project for the customer's own pages); the reply keeps the conversation's. */
  language: AssistantLanguageSchema.optional(),
  /** Photos of the job the customer uploaded (POST /api/project-photos). */
  photoIds: ProjectPhotoIdsSchema.default([]),
})
export type SendChatQuotes = z.input<typeof SendChatQuotesSchema>

/**
 * POST /api/public/providers/match: up to 5 providers for a category at a place, given as
 * coordinates or as a Luxembourg locality / postal code ("L-4001" or "4001").
 */
export const ProviderMatchRequestSchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS, 'Choose a type of service.'),
    lat: LatitudeSchema.optional(),
    lon: LongitudeSchema.optional(),
    locality: singleLineText({ min: 2, max: 120 }).optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^(?:L-?)?\d{4}$/i, 'Use a postal code like L-4001.')
      .optional(),
    /** Quantities of the job (e.g. { value: 45, unit: 'm2' }): they refine the estimate returned alongside. */
    quantities: z
      .array(z.object({ value: z.number().positive().max(1_000_000), unit: singleLineText({ max: 20 }) }))
      .max(10)
      .optional(),
    language: AssistantLanguageSchema.optional(),
  })
  .refine((m) => (m.lat === undefined) === (m.lon === undefined), {
    message: 'Give both lat and lon.',
    path: ['lon'],
  })
  .refine((m) => m.lat !== undefined || m.locality !== undefined || m.postalCode !== undefined, {
    message: 'Give a place: lat and lon, a locality or a postal code.',
    path: ['locality'],
  })
export type ProviderMatchRequest = z.input<typeof ProviderMatchRequestSchema>

export const ProviderMatchResponseSchema = z.object({
  /** The place matched against (the resolved locality, or null for bare coordinates). */
  location: ChatLocationSchema.nullable(),
  estimate: ChatEstimateSchema,
  providers: z.array(MatchedProviderSchema).max(MAX_MATCHED_PROVIDERS),
})
export type ProviderMatchResponse = z.infer<typeof ProviderMatchResponseSchema>
