import { z } from 'zod'
import { UI_LANGUAGES } from '../i18n/languages'

export const CONTACT_TOPICS = ['question', 'provider', 'privacy', 'press', 'other'] as const
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000
export const NAME_MIN = 2

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Please enter a valid email address.')

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(NAME_MIN, 'Name must be at least 2 characters.').max(120),
  email: EmailSchema,
  topic: z.enum(CONTACT_TOPICS),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'Message must be at least 10 characters.')
    .max(CONTACT_MESSAGE_MAX, 'Message must be at most 5000 characters.'),
  language: z.enum(UI_LANGUAGES).default('en'),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>

export const ContactReceiptSchema = z.object({ id: z.number(), receivedAt: z.string() })
