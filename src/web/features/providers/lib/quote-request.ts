import { CONTACT_MESSAGE_MAX, type ContactMessageInput, NAME_MIN } from '@shared/contact/contact-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { z } from 'zod'

export const PROJECT_DESCRIPTION_MIN = 20
/** Leaves room in the contact message (5000 characters) for the provider and the other fields. */
export const PROJECT_DESCRIPTION_MAX = 4000

/**
 * The request-a-quote form. Messages are i18n keys of the `providers` namespace: the form shows them
 * translated, under the field. The contact endpoint validates the composed message again.
 */
export const QuoteRequestFormSchema = z.object({
  name: z.string().trim().min(NAME_MIN, 'quote.errors.nameTooShort').max(120, 'quote.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'quote.errors.emailInvalid')
    .email('quote.errors.emailInvalid'),
  phone: z
    .string()
    .trim()
    .max(40, 'quote.errors.phoneInvalid')
    .regex(/^([+\d][\d\s().-]{5,})?$/, 'quote.errors.phoneInvalid'),
  place: z.string().trim().min(2, 'quote.errors.placeRequired').max(120, 'quote.errors.placeTooLong'),
  description: z
    .string()
    .trim()
    .min(PROJECT_DESCRIPTION_MIN, 'quote.errors.descriptionTooShort')
    .max(PROJECT_DESCRIPTION_MAX, 'quote.errors.descriptionTooLong'),
})
export type QuoteRequestFormInput = z.input<typeof QuoteRequestFormSchema>
export type QuoteRequestFormValues = z.output<typeof QuoteRequestFormSchema>

/** The words of the composed message, in the visitor's language (the team reads en, fr and de). */
export interface QuoteRequestLabels {
  heading: string
  profile: string
  phone: string
  place: string
  description: string
  notGiven: string
}

export interface QuoteRequestProvider {
  name: string
  slug: string
}

/**
 * The contact endpoint has no subject or provider field, so the provider (name, slug and profile
 * address) leads the message, where the team sees it first and can forward the request.
 */
export function quoteRequestMessage(
  values: QuoteRequestFormValues,
  provider: QuoteRequestProvider,
  labels: QuoteRequestLabels,
  origin: string,
): string {
  const message = [
    `${labels.heading} [${provider.slug}]`,
    `${labels.profile}: ${origin}/providers/${provider.slug}`,
    `${labels.phone}: ${values.phone || labels.notGiven}`,
    `${labels.place}: ${values.place}`,
    '',
    `${labels.description}:`,
    values.description,
  ].join('\n')
  return message.slice(0, CONTACT_MESSAGE_MAX)
}

/** The body for POST /api/public/contact. */
export function quoteRequestContact(
  values: QuoteRequestFormValues,
  provider: QuoteRequestProvider,
  labels: QuoteRequestLabels,
  origin: string,
  language: UiLanguage,
): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    topic: 'other',
    message: quoteRequestMessage(values, provider, labels, origin),
    language,
  }
}
