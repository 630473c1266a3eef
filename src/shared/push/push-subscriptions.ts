import { UI_LANGUAGES } from '@shared/i18n/languages'
import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { z } from 'zod'

/** The in-app notices that cannot wait and are also pushed to the devices that asked (ADR 072). */
export const PUSHED_NOTICES = [
  'request_received',
  'quote_received',
  'message_received',
] as const satisfies readonly NotificationKind[]
export type PushedNotice = (typeof PUSHED_NOTICES)[number]

export const isPushedNotice = (kind: string): kind is PushedNotice =>
  (PUSHED_NOTICES as readonly string[]).includes(kind)

/**
 * A P-256 public key (an uncompressed point: 65 bytes, starting 0x04) and a 16-byte auth secret,
 * base64url as browsers give them (87 and 22 characters, maybe padded).
 */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/

/**
 * Where a push service takes messages: https, or plain http on the loopback address in development
 * and tests (the server checks the host further, see pushEndpointProblem).
 */
export const PushEndpointSchema = z
  .string()
  .max(2048)
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return false
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1')
  }, 'an https address')

/** POST /api/push/subscriptions: what the browser's PushSubscription.toJSON() gives, and the device's language. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({ p256dh: z.string().regex(P256DH), auth: z.string().regex(AUTH_SECRET) }),
  language: z.enum(UI_LANGUAGES),
  /**
   * Sent by the app after a sign-in: only a device this account had turned on is taken up again
   * (404 otherwise), so signing in on a device someone else turned on never turns it on.
   */
  resume: z.boolean().optional(),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const PushSubscriptionRemovalSchema = z.object({ endpoint: PushEndpointSchema })

/** GET /api/push/key: the server's VAPID public key, or null when push is off on this server. */
export const PushKeySchema = z.object({ publicKey: z.string().nullable() })
export type PushKey = z.infer<typeof PushKeySchema>

export const PushSubscriptionSavedSchema = z.object({ id: z.number(), deviceLabel: z.string() })

/** What the service worker receives: small, no secrets; the page opens `url` on a click. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Collapses repeated pushes about the same thing into one notification. */
  tag: z.string(),
})
export type PushPayload = z.infer<typeof PushPayloadSchema>
