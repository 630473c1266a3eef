import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'

export const CONTACT_TOPICS = ['question', 'provider', 'privacy', 'press', 'other'] as const
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000
export const NAME_MIN = 2
export const PERSON_NAME_MAX = 120

/** A person's display name (the account's name): what sign-up, the profile and the contact form take. */
export const PersonNameSchema = singleLineText({
  min: NAME_MIN,
  max: PERSON_NAME_MAX,
  tooShort: 'Name must be at least 2 characters.',
  tooLong: `Name must be at most ${PERSON_NAME_MAX} characters.`,
})

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Please enter a valid email address.')

export const ContactMessageSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  topic: z.enum(CONTACT_TOPICS),
  message: multiLineText({
    min: CONTACT_MESSAGE_MIN,
    max: CONTACT_MESSAGE_MAX,
    tooShort: 'Message must be at least 10 characters.',
    tooLong: 'Message must be at most 5000 characters.',
  }),
  language: z.enum(UI_LANGUAGES).default('en'),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>

/** The message's id and time, and the reference of the support case it opened. */
export const ContactReceiptSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  reference: z.string(),
})
