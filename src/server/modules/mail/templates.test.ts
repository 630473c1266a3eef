import { readFileSync } from 'node:fs'
import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from '@shared/accounts/account-links'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { describe, expect, it } from 'vitest'
import { renderEmailSource } from './render-email'
import { EMAIL_VARIABLE_NAMES, SUBJECT_VARIABLE_NAMES } from './saved-templates'
import { type EmailVars, emailTemplateNames, renderBuiltInEmail } from './templates'

/** Every variable set to a marker, so that what a rendered text took from each one can be seen. */
const markers = Object.fromEntries(
  EMAIL_VARIABLE_NAMES.map((name) => [name, `«${name.toUpperCase()}»`]),
) as unknown as EmailVars
const frame = { links: { publicUrl: 'http://localhost:3000' }, to: 'anne@example.lu' }

describe('email subjects', () => {
  it.each(UI_LANGUAGES)(
    'hold no text anyone chose: no name, company, reason or detail (%s)',
    async (language) => {
      const personal = EMAIL_VARIABLE_NAMES.filter((name) => !SUBJECT_VARIABLE_NAMES.includes(name))
      expect(personal).toEqual(expect.arrayContaining(['name', 'other', 'company', 'detail', 'reason']))
      for (const template of emailTemplateNames()) {
        const { subject } = await renderBuiltInEmail(template, language, markers, frame)
        for (const name of personal) expect(subject, template).not.toContain(`«${name.toUpperCase()}»`)
      }
    },
  )
})

describe('account emails say how long their link works', () => {
  it('derives it from the tokens’ lifetimes, in each language', async () => {
    // If these change, the texts below follow by themselves; the test pins today's wording.
    expect([VERIFY_TOKEN_SECONDS, RESET_TOKEN_SECONDS]).toEqual([86_400, 3600])
    const texts = (template: 'verify-email' | 'reset-password') =>
      // Intl writes a no-break space between a number and its unit, as French typography wants.
      Promise.all(
        UI_LANGUAGES.map(async (language) =>
          (await renderBuiltInEmail(template, language, markers, frame)).text.replace(/\s/g, ' '),
        ),
      )
    const [en, fr, de] = await texts('verify-email')
    expect(en).toContain('This link works for 1 day.')
    expect(fr).toContain('Ce lien est valable 1 jour.')
    expect(de).toContain('Dieser Link ist 1 Tag gültig.')
    const [resetEn, resetFr, resetDe] = await texts('reset-password')
    expect(resetEn).toContain('This link works once, for 1 hour.')
    expect(resetFr).toContain('Ce lien ne fonctionne qu’une fois, pendant 1 heure.')
    expect(resetDe).toContain('Dieser Link funktioniert einmal und 1 Stunde lang.')
  })
})

describe('an admin’s saved subject', () => {
  it('fills only server-made placeholders; a name saved earlier reads as nothing', async () => {
    const saved = { subject: 'Pour {{name}} ({{reference}}) {{company}}', body: 'Bonjour {{name}}' }
    const rendered = await renderEmailSource(saved, {
      language: 'fr',
      values: { name: 'Mallory', url: '', reference: 'LP-ABC234', company: 'Evil' },
      publicUrl: 'http://localhost:3000',
      footer: [],
    })
    expect(rendered.subject).toBe('Pour (LP-ABC234)')
    expect(rendered.text.split('\n\n--\n')[0]).toBe('Bonjour Mallory')
  })
})

describe('a company name that ends with its own period', () => {
  it('ends the sentence once, in the built-in and in an admin’s saved wording', async () => {
    const vars = { ...markers, other: 'Sanitaire Weber S.à r.l.' }
    const builtIn = await renderBuiltInEmail('quote-requests-sent', 'fr', vars, frame)
    expect(builtIn.text).toContain('a été envoyée à Sanitaire Weber S.à r.l. Voici')
    const saved = await renderEmailSource(
      { subject: 'Votre demande', body: 'Envoyée à {{other}}.' },
      {
        language: 'fr',
        values: { name: 'Anne', other: 'Weber S.à r.l.', url: '' },
        publicUrl: 'http://localhost:3000',
        footer: [],
      },
    )
    expect(saved.text.split('\n\n--\n')[0]).toBe('Envoyée à Weber S.à r.l.')
  })
})

describe('the admin console names every email', () => {
  it.each(UI_LANGUAGES)(
    'in %s: each template has a readable name, and no name is left of a template gone',
    (language) => {
      const file = new URL(`../../../shared/i18n/locales/${language}/admin.json`, import.meta.url)
      const names = JSON.parse(readFileSync(file, 'utf8')).templates.names as Record<string, string>
      expect(Object.keys(names).sort()).toEqual([...emailTemplateNames()].sort())
      for (const [template, name] of Object.entries(names)) expect(name, template).not.toBe(template)
    },
  )
})
