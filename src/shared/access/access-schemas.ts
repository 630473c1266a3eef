import { EmailSchema } from '@shared/contact/contact-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { ACCESS_LEVELS, ACCESS_REQUEST_MODES, type AccessFeatures } from './access-features'

export const AccessLevelSchema = z.enum(ACCESS_LEVELS)
export const AccessFeaturesSchema = z.object({
  chat: z.boolean(),
  dashboard: z.boolean(),
  directory: z.boolean(),
  profile: z.boolean(),
  full_access: z.boolean(),
}) satisfies z.ZodType<AccessFeatures>

/** A code as people type or paste it: letters and digits, dashes and spaces ignored, any case. */
export const ACCESS_CODE_MAX = 64
export const AccessCodeInputSchema = z
  .string()
  .max(ACCESS_CODE_MAX)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,40}$/, 'Invalid access code. Please try again.'))

/** POST /api/access/validate (product §7). */
export const AccessValidateBodySchema = z.object({ code: AccessCodeInputSchema })
export const AccessValidateResponseSchema = z.object({
  success: z.literal(true),
  access_level: AccessLevelSchema,
  features: AccessFeaturesSchema,
  session_id: z.string(),
  expires_at: z.string(),
})
export type AccessValidateResponse = z.infer<typeof AccessValidateResponseSchema>

/** POST /api/access/request-code: a code by email, in the page's language. */
export const AccessCodeRequestBodySchema = z.object({
  email: EmailSchema,
  language: z.enum(UI_LANGUAGES).default('en'),
})
/** Seconds before the same email may ask for another code. */
export const ACCESS_CODE_RESEND_SECONDS = 60
export const AccessCodeRequestResponseSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int(),
})

/** POST /api/access/waiting-list: a place on the waiting list, and the language of the invitation. */
export const WaitingListJoinBodySchema = AccessCodeRequestBodySchema
/** The same answer whether the address was already on the list (the page tells nobody who is). */
export const WaitingListJoinResponseSchema = z.object({ joined: z.literal(true) })

/** GET /api/access/session: whether the gate is on, and the caller's session as the server sees it. */
export const AccessStatusSchema = z.object({
  gateEnabled: z.boolean(),
  /** How /access offers a code to someone without one: by email at once, or the waiting list. */
  requestMode: z.enum(ACCESS_REQUEST_MODES),
  session: z
    .object({
      accessLevel: AccessLevelSchema,
      features: AccessFeaturesSchema,
      sessionId: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
})
export type AccessStatus = z.infer<typeof AccessStatusSchema>

// ---- Admin: codes ----

export const ACCESS_CODE_NOTE_MAX = 200
export const ACCESS_CODE_USES_MAX = 100_000
const ExpirySchema = z.iso
  .datetime({ offset: true, message: 'Give the expiry as a date and time.' })
  .nullable()
  .default(null)

export const AccessCodeCreateSchema = z.object({
  accessLevel: z.enum(['limited', 'full']),
  features: AccessFeaturesSchema,
  expiresAt: ExpirySchema,
  /** null: as many uses as people make before it expires or is revoked. */
  maxUses: z.number().int().min(1).max(ACCESS_CODE_USES_MAX).nullable().default(null),
  note: singleLineText({ max: ACCESS_CODE_NOTE_MAX }).default(''),
})
export type AccessCodeCreate = z.infer<typeof AccessCodeCreateSchema>

export const ACCESS_INVITE_MAX = 200
export const AccessInviteSchema = AccessCodeCreateSchema.omit({ maxUses: true }).extend({
  emails: z.array(EmailSchema).min(1).max(ACCESS_INVITE_MAX),
  language: z.enum(UI_LANGUAGES).default('en'),
})
export type AccessInvite = z.infer<typeof AccessInviteSchema>

export const ACCESS_CODE_STATES = ['active', 'expired', 'used_up', 'revoked'] as const
export type AccessCodeState = (typeof ACCESS_CODE_STATES)[number]

export const AccessCodeRowSchema = z.object({
  id: z.string(),
  /** The last characters only: the code itself is stored hashed. */
  hint: z.string(),
  accessLevel: AccessLevelSchema,
  features: AccessFeaturesSchema,
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  lastUsedAt: z.string().nullable(),
  note: z.string(),
  /** Who the code was emailed to (an invitation or a request from /access). */
  email: z.string().nullable(),
  source: z.enum(['admin', 'invite', 'request']),
  state: z.enum(ACCESS_CODE_STATES),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AccessCodeRow = z.infer<typeof AccessCodeRowSchema>

export const AccessCodeListSchema = z.object({ items: z.array(AccessCodeRowSchema) })
export const AccessCodeListQuerySchema = z.object({
  state: z.enum(ACCESS_CODE_STATES).optional(),
  source: z.enum(['admin', 'invite', 'request']).optional(),
})
/** The new code, shown once (only its hash is kept). */
export const AccessCodeCreatedSchema = z.object({ code: z.string(), row: AccessCodeRowSchema })
export const AccessInviteResultSchema = z.object({ invited: z.number().int() })
export const AccessCodeIdParamsSchema = z.object({ id: z.uuid() })

// ---- Admin: the waiting list (ADR 050) ----

/** What an invitation from the waiting list grants: full access, one use, valid 30 days. */
export const WAITING_LIST_INVITE_DAYS = 30
export const WAITING_LIST_STATES = ['waiting', 'invited'] as const
export type WaitingListState = (typeof WAITING_LIST_STATES)[number]

export const WaitingListRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: z.enum(UI_LANGUAGES),
  joinedAt: z.string(),
  invitedAt: z.string().nullable(),
})
export type WaitingListRow = z.infer<typeof WaitingListRowSchema>

export const WaitingListQuerySchema = z.object({ state: z.enum(WAITING_LIST_STATES).default('waiting') })
export const WaitingListSchema = z.object({
  items: z.array(WaitingListRowSchema),
  /** How many wait and how many were invited, whatever the state shown. */
  counts: z.object({ waiting: z.number().int(), invited: z.number().int() }),
})
export type WaitingList = z.infer<typeof WaitingListSchema>

export const WAITING_LIST_INVITE_MAX = 200
export const WaitingListInviteSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(WAITING_LIST_INVITE_MAX),
})
export type WaitingListInvite = z.infer<typeof WaitingListInviteSchema>
/** How many were invited now (people already invited are left alone). */
export const WaitingListInviteResultSchema = z.object({ invited: z.number().int() })
