import { ApplicationBasicSchema, ApplicationFinalSchema } from '@shared/applications/application-schemas'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { i18n, initI18n } from '@web/i18n/i18n'
import { fieldError } from '@web/lib/forms/field-error'
import { afterAll, describe, expect, it } from 'vitest'
import { partnerFieldWords } from './field-errors'

const basic = {
  contactPerson: 'Claire Hoffmann',
  companyName: 'Toitures Hoffmann',
  email: 'claire@example.lu',
  phone: '+352 26 12 34 56',
  primaryCategory: 'roofing',
}

/** The field's problem as the form's resolver reports it (the zod issue's code and message). */
function problemOf(
  schema: typeof ApplicationBasicSchema | typeof ApplicationFinalSchema,
  input: object,
  field: string,
) {
  const result = schema.safeParse(input)
  const issue = result.error?.issues.find((i) => i.path[0] === field)
  return { type: issue?.code, message: issue?.message }
}

/** Which text a field shows: every text as its key, the limit after a colon. */
const fieldErrorKey = (field: string, problem: { type?: string; message?: string }) =>
  fieldError(
    problem,
    partnerFieldWords(field, (key, values) => (values ? `${key}:${values.max}` : key), String),
    (key) => key,
  )

afterAll(async () => {
  await i18n.changeLanguage('en')
})

describe('partner form errors say the limit that was broken', () => {
  it('a 10,000-character name is too long at 160, not too short at 2', () => {
    const long = problemOf(
      ApplicationBasicSchema,
      { ...basic, companyName: 'x'.repeat(10_000) },
      'companyName',
    )
    expect(long.message).toBe('Write at most 160 characters.')
    expect(fieldErrorKey('companyName', long)).toBe('apply.errors.tooLong:160')
    const short = problemOf(ApplicationBasicSchema, { ...basic, companyName: 'x' }, 'companyName')
    expect(fieldErrorKey('companyName', short)).toBe('apply.errors.companyName')
    const goal = problemOf(
      ApplicationFinalSchema,
      { howHeard: 'social_media', goal: 'y'.repeat(2001), interestedProducts: ['directory_listing'] },
      'goal',
    )
    expect(fieldErrorKey('goal', goal)).toBe('apply.errors.tooLong:2000')
  })

  it.each([
    ['en', 'Write at most 2,000 characters.'],
    ['fr', 'Écrivez au plus 2 000 caractères.'],
    ['de', 'Schreiben Sie höchstens 2.000 Zeichen.'],
  ] as const)('in %s', async (language: UiLanguage, text) => {
    await initI18n(language, ['partners'])
    const said = i18n.t('partners:apply.errors.tooLong', { max: formatNumber(2000, language) })
    expect(said.replace(/\s/g, ' ')).toBe(text)
  })
})
