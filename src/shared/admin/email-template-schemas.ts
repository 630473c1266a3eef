import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'

/** /api/admin/email-templates/:template/:language */
export const EmailTemplateParamsSchema = z.object({
  template: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Unknown email template.'),
  language: z.enum(UI_LANGUAGES),
})

/** /admin/email-templates: the template and language the page shows (by default the first, in the page's language). */
export const EmailTemplatePageQuerySchema = EmailTemplateParamsSchema.partial()

/** An admin's version of an email: a subject and a plain-text body with {{placeholders}}. */
export const EmailTemplateInputSchema = z.object({
  subject: singleLineText({ min: 1, max: 200 }),
  body: multiLineText({ min: 1, max: 10_000 }),
})
export type EmailTemplateInput = z.infer<typeof EmailTemplateInputSchema>

export const EmailTemplateSummarySchema = z.object({
  template: z.string(),
  /** The placeholders this email can use. */
  variables: z.array(z.string()),
  /** Per language: when an admin saved a version of its own (null: the built-in text is sent). */
  saved: z.object({ en: z.string().nullable(), fr: z.string().nullable(), de: z.string().nullable() }),
})
export const EmailTemplateListSchema = z.object({ items: z.array(EmailTemplateSummarySchema) })
export type EmailTemplateList = z.infer<typeof EmailTemplateListSchema>

export const EmailTemplateDetailSchema = z.object({
  template: z.string(),
  language: z.enum(UI_LANGUAGES),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  /** When the version shown was saved by an admin; null when it is the built-in text. */
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
})
export type EmailTemplateDetail = z.infer<typeof EmailTemplateDetailSchema>

export const EmailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() })
export type EmailPreview = z.infer<typeof EmailPreviewSchema>
