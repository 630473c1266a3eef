import { CONTACT_TOPICS } from '@shared/contact/contact-schemas'

export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value)
}
