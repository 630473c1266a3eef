import { ACCESS_REQUEST_MODES } from '@shared/access/access-features'
import { EmailSchema } from '@shared/contact/contact-schemas'
import { DEFAULT_CREDIT_POLICY } from '@shared/quotes/open-projects'
import { DEFAULT_RESPONSE_PROMISE_HOURS } from '@shared/quotes/response-promise'
import { multiLineText, singleLineText, webAddress } from '@shared/text/text-input'
import { z } from 'zod'

const LocalizedLineSchema = (max: number) =>
  z.object({ en: singleLineText({ max }), fr: singleLineText({ max }), de: singleLineText({ max }) })

/**
 * Settings admins change at run time; other parts of the product read them
 * through GET /api/public/settings or the settings module. Each change is audited.
 */
export const SettingsSchema = z.object({
  supportEmail: EmailSchema,
  /** The response time the site promises (product §9: 24 hours). */
  responsePromiseHours: z.number().int().min(1).max(168),
  credits: z.object({
    /** Credits a new account gets (product §4: 3). */
    welcome: z.number().int().min(0).max(100),
    /** Credits one project costs (product §4: 1). */
    perProject: z.number().int().min(1).max(10),
  }),
  /** Shown above the header until its end; dismissals are remembered per version of the text. */
  launchBanner: z.object({
    enabled: z.boolean(),
    text: LocalizedLineSchema(200),
    link: webAddress(500).or(z.literal('')).nullable().default(null),
    endsAt: z.iso
      .datetime({ offset: true, message: 'Give the end as a date and time.' })
      .nullable()
      .default(null),
  }),
  /**
   * The early-access gate, and how a visitor without a code gets one (ADR 050): a code by email
   * on request, or a place on the waiting list that admins invite from.
   */
  accessGate: z.object({
    enabled: z.boolean(),
    requestMode: z.enum(ACCESS_REQUEST_MODES).default('code_by_email'),
  }),
  /** How often each landing-page version is shown, relative weights (product §9: version A by default). */
  landingWeights: z
    .object({ A: z.number().int().min(0).max(100), B: z.number().int().min(0).max(100) })
    .refine((w) => w.A + w.B > 0, 'At least one version needs a weight above 0.'),
})
export type Settings = z.infer<typeof SettingsSchema>
export type SettingKey = keyof Settings
export const SETTING_KEYS = Object.keys(SettingsSchema.shape) as SettingKey[]
export const SettingsUpdateSchema = SettingsSchema.partial()

export const DEFAULT_SETTINGS: Settings = {
  supportEmail: 'support@luxpro.lu',
  responsePromiseHours: DEFAULT_RESPONSE_PROMISE_HOURS,
  credits: DEFAULT_CREDIT_POLICY,
  launchBanner: {
    enabled: false,
    text: {
      en: 'LuxPro is new: tell us what you think.',
      fr: 'LuxPro est nouveau : dites-nous ce que vous en pensez.',
      de: 'LuxPro ist neu: Sagen Sie uns Ihre Meinung.',
    },
    link: null,
    endsAt: null,
  },
  accessGate: { enabled: false, requestMode: 'code_by_email' },
  landingWeights: { A: 100, B: 0 },
}

/**
 * What anyone may read: the settings (there is nothing secret in them), and whether the "Translate"
 * action beside what people wrote is on (set by the server's configuration, not an admin).
 */
export const PublicSettingsSchema = SettingsSchema.extend({ translation: z.boolean() })
export type PublicSettings = z.infer<typeof PublicSettingsSchema>

/** Maintenance mode: a message in each language and an optional end time. */
export const MaintenanceMessageSchema = z.object({
  en: multiLineText({ max: 500 }),
  fr: multiLineText({ max: 500 }),
  de: multiLineText({ max: 500 }),
})
export const MaintenanceStateSchema = z.object({
  enabled: z.boolean(),
  message: MaintenanceMessageSchema,
  /** When the maintenance should end (ISO), if said. */
  endsAt: z.string().nullable(),
  startedAt: z.string().nullable(),
})
export type MaintenanceState = z.infer<typeof MaintenanceStateSchema>
export const MaintenanceUpdateSchema = z.object({
  enabled: z.boolean(),
  message: MaintenanceMessageSchema.optional(),
  endsAt: z.iso
    .datetime({ offset: true, message: 'Give the end time as a date and time.' })
    .nullable()
    .optional(),
})

export const DEFAULT_MAINTENANCE_MESSAGE = {
  en: 'We are improving LuxPro. Your requests, quotes and messages are kept safe.',
  fr: 'Nous améliorons LuxPro. Vos demandes, devis et messages sont conservés.',
  de: 'Wir verbessern LuxPro. Ihre Anfragen, Angebote und Nachrichten bleiben erhalten.',
}
