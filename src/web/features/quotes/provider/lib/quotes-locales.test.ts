import de from '@shared/i18n/locales/de/quotes.json'
import en from '@shared/i18n/locales/en/quotes.json'
import fr from '@shared/i18n/locales/fr/quotes.json'
import { describe, expect, it } from 'vitest'

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

// A placeholder by its name: "{{name, de}}" (French elision) is the same {{name}}.
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort()

describe('quotes messages', () => {
  const english = flatten(en as Messages)
  it.each([
    ['fr', fr],
    ['de', de],
  ])('%s has every English key, with the same placeholders', (_language, messages) => {
    const translated = flatten(messages as Messages)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) {
      expect([key, placeholders(translated[key] ?? '')]).toEqual([key, placeholders(text)])
    }
  })

  it('agrees in French: a badge names one request (Acceptée), a filter the requests (Acceptées)', () => {
    const french = flatten(fr as Messages)
    expect(['accepted', 'rejected', 'completed', 'cancelled'].map((s) => french[`status.${s}`])).toEqual([
      'Acceptée',
      'Refusée',
      'Terminée',
      'Annulée',
    ])
    expect(french['statusFilter.accepted']).toBe('Acceptées')
  })

  it('words the provider-flow failures the way the spec does', () => {
    expect(english['response.form.failed']).toBe('Failed to send the quote. Please try again.')
    expect(english['response.updateFailed']).toBe('Failed to update the request. Please try again.')
    expect(`${english['declineSuccess.heading']} ${english['declineSuccess.body']}`).toBe(
      'The customer has been told. Thank you for answering quickly: it keeps your response time good.',
    )
  })
})
