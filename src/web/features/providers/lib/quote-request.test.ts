import { ContactMessageSchema } from '@shared/contact/contact-schemas'
import { describe, expect, it } from 'vitest'
import { PROJECT_DESCRIPTION_MAX, QuoteRequestFormSchema, quoteRequestContact } from './quote-request'

const LABELS = {
  heading: 'Quote request for Sanitaire Weber',
  profile: 'Provider profile',
  phone: 'Phone',
  place: 'Project location',
  description: 'Project description',
  notGiven: 'not given',
}
const PROVIDER = { name: 'Sanitaire Weber', slug: 'sanitaire-weber-bertrange' }
const VALID = {
  name: ' Anne Schmit ',
  email: 'Anne.Schmit@Example.lu',
  phone: '',
  place: 'L-8080 Bertrange',
  description: 'The kitchen tap leaks under the sink since yesterday.',
}

const issues = (input: typeof VALID) =>
  QuoteRequestFormSchema.safeParse(input).error?.issues.map(
    (issue) => `${String(issue.path[0])}:${issue.message}`,
  ) ?? []

describe('QuoteRequestFormSchema', () => {
  it('accepts a complete request and normalises name and email', () => {
    const parsed = QuoteRequestFormSchema.parse(VALID)
    expect(parsed.name).toBe('Anne Schmit')
    expect(parsed.email).toBe('anne.schmit@example.lu')
  })

  it('reports each problem as an i18n key under its field', () => {
    expect(issues({ ...VALID, name: 'A', email: 'anne@', place: ' ', description: 'Too short' })).toEqual([
      'name:quote.errors.nameTooShort',
      'email:quote.errors.emailInvalid',
      'place:quote.errors.placeRequired',
      'description:quote.errors.descriptionTooShort',
    ])
    expect(issues({ ...VALID, phone: 'call me' })).toEqual(['phone:quote.errors.phoneInvalid'])
    expect(issues({ ...VALID, description: 'x'.repeat(PROJECT_DESCRIPTION_MAX + 1) })).toEqual([
      'description:quote.errors.descriptionTooLong',
    ])
  })

  it('keeps the phone optional', () => {
    expect(issues({ ...VALID, phone: '+352 621 123 456' })).toEqual([])
  })
})

describe('quoteRequestContact', () => {
  it('names the provider first and passes the contact endpoint’s own validation', () => {
    const values = QuoteRequestFormSchema.parse({
      ...VALID,
      description: 'x'.repeat(PROJECT_DESCRIPTION_MAX),
    })
    const body = quoteRequestContact(values, PROVIDER, LABELS, 'https://luxpro.lu', 'en')
    expect(body.message.split('\n').slice(0, 4)).toEqual([
      'Quote request for Sanitaire Weber [sanitaire-weber-bertrange]',
      'Provider profile: https://luxpro.lu/providers/sanitaire-weber-bertrange',
      'Phone: not given',
      'Project location: L-8080 Bertrange',
    ])
    expect(ContactMessageSchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({ name: 'Anne Schmit', email: 'anne.schmit@example.lu', language: 'en' })
  })
})
