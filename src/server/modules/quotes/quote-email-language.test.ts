import { provider, user } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORIES } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'
import type { CreatedQuoteRequests, CustomerProjects } from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Every quote email reaches its reader in the reader's language: subjects and bodies, category names
// included, whatever language the customer wrote the project in.

let t: TestApp
let painters: Array<{ id: number; email: string; ownerUserId: string | null }>
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number; email: string; owner_user_id: string | null }>(
    sql`select id, email, owner_user_id from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 4`,
  )
  painters = rows.rows.map((r) => ({ id: r.id, email: r.email, ownerUserId: r.owner_user_id }))
})
afterAll(() => t.close())

/** Words of the English templates that no French or German email has any reason to contain. */
const ENGLISH_WORDS = [
  'Hello',
  'quote',
  'request',
  'your',
  'the',
  'was',
  'sent',
  'accepted',
  'declined',
  'cancelled',
  'started',
  'completed',
  'Open',
  'Compare',
  'Type of work',
  'When',
  'Within',
  'wrote',
  'review',
]
const ENGLISH_NAME = 'Repaint the living room'
const DESCRIPTION = '45 m² murs et plafond, deux couches, fissures à reboucher avant.'

type Who = { cookie?: string; token?: string }
function call(method: 'GET' | 'POST', url: string, who: Who, payload?: object) {
  const full = who.token ? `${url}${url.includes('?') ? '&' : '?'}token=${who.token}` : url
  return t.app.inject({
    method,
    url: full,
    headers: { origin: ORIGIN, ...(who.cookie ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  })
}

async function speaks(painter: { id: number; ownerUserId: string | null }, language: UiLanguage) {
  await t.database.db
    .update(provider)
    .set({ languages: [language] })
    .where(eq(provider.id, painter.id))
  if (painter.ownerUserId)
    await t.database.db.update(user).set({ language }).where(eq(user.id, painter.ownerUserId))
}

async function tokenFor(email: string, requestId: number) {
  const mail = (await mailbox(t.app, email)).find((m) => m.text.includes(`/quote-requests/${requestId}?`))
  if (!mail) throw new Error(`no request email for ${requestId}`)
  return linkIn(mail.text).searchParams.get('token') ?? ''
}

const quote = {
  clientName: 'Anne Schmit',
  startDate: '2026-12-07',
  completionDate: '2026-12-10',
  materialsCost: 400,
  laborCost: 1600,
  message: '',
  validUntil: '2026-12-31',
}

/** One project through every quote email: new request, question, quote, decline, cancel, reject, accept, start, complete. */
async function runJourney(customerLanguage: UiLanguage, providerLanguage: UiLanguage) {
  const customer = await signedInAs(t, 'individual')
  await t.database.db.update(user).set({ language: customerLanguage }).where(eq(user.id, customer.userId))
  const [p1, p2, p3, p4] = painters
  if (!p1 || !p2 || !p3 || !p4) throw new Error('need 4 painters in the demo data')
  for (const painter of painters) await speaks(painter, providerLanguage)
  const res = await call(
    'POST',
    '/api/quote-requests',
    { cookie: customer.cookie },
    {
      providerIds: painters.map((p) => p.id),
      project: { name: ENGLISH_NAME, category: 'painting', description: DESCRIPTION, location: 'L-8010' },
    },
  )
  expect(res.statusCode, res.body).toBe(201)
  const [r1, r2, r3, r4] = (res.json() as CreatedQuoteRequests).requests.map((r) => r.id) as number[]
  const tokens = await Promise.all(painters.map((p, i) => tokenFor(p.email, [r1, r2, r3, r4][i] as number)))
  const ok = async (pending: ReturnType<typeof call>) => {
    const answer = await pending
    expect(answer.statusCode, answer.body).toBeLessThan(300)
  }
  await ok(call('POST', `/api/quote-requests/${r1}/messages`, { token: tokens[0] }, { body: 'Plafond ?' }))
  await ok(call('POST', `/api/quote-requests/${r1}/messages`, { cookie: customer.cookie }, { body: 'Oui.' }))
  await ok(call('POST', `/api/quote-requests/${r1}/quote`, { token: tokens[0] }, quote))
  await ok(call('POST', `/api/quote-requests/${r2}/decline`, { token: tokens[1] }, { reason: 'too_busy' }))
  await ok(call('POST', `/api/quote-requests/${r4}/cancel`, { cookie: customer.cookie }))
  await ok(call('POST', `/api/quote-requests/${r3}/quote`, { token: tokens[2] }, quote))
  const mine = (
    await call('GET', '/api/quote-requests', { cookie: customer.cookie })
  ).json() as CustomerProjects
  const requests = mine.items[0]?.requests ?? []
  const quoteOf = (id: number | undefined) => requests.find((r) => r.id === id)?.quote?.id
  await ok(
    call('POST', `/api/quotes/${quoteOf(r3)}/reject`, { cookie: customer.cookie }, { reason: 'Trop cher.' }),
  )
  await ok(call('POST', `/api/quotes/${quoteOf(r1)}/accept`, { cookie: customer.cookie }, {}))
  await ok(call('POST', `/api/quote-requests/${r1}/start`, { token: tokens[0] }))
  await ok(call('POST', `/api/quote-requests/${r1}/complete`, { token: tokens[0] }))

  const toCustomer = await mailbox(t.app, customer.email)
  const toProviders = (await Promise.all(painters.map((p) => mailbox(t.app, p.email)))).flat()
  return {
    toCustomer: toCustomer.filter((m) => !['verify-email'].includes(m.template)),
    toProviders: toProviders.filter((m) => m.language === providerLanguage),
  }
}

/** What the reader may not find: English template words, the category's name in another language. */
function foreignWords(mail: { subject: string; text: string }, language: 'fr' | 'de') {
  const painting = CATEGORIES.find((c) => c.slug === 'painting')
  const otherNames = (['en', 'fr', 'de'] as const)
    .filter((l) => l !== language)
    .map((l) => painting?.names[l] ?? '')
  // Links and the customer's own description are not template words.
  const text = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '').replace(DESCRIPTION, '')
  return [
    ...ENGLISH_WORDS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)),
    ...otherNames.filter((name) => text.includes(name)),
    ...(text.includes(ENGLISH_NAME) ? [ENGLISH_NAME] : []),
  ]
}

const EVERY_TEMPLATE = {
  customer: ['quote-message', 'quote-received', 'quote-declined', 'job-started', 'job-completed'],
  provider: ['quote-request-new', 'quote-message', 'quote-cancelled', 'quote-rejected', 'quote-accepted'],
}

describe('quote emails in the reader’s language', () => {
  for (const [customerLanguage, providerLanguage] of [
    ['fr', 'de'],
    ['de', 'fr'],
  ] as const) {
    it(`a ${customerLanguage} customer and ${providerLanguage} providers each read only their own language`, async () => {
      const { toCustomer, toProviders } = await runJourney(customerLanguage, providerLanguage)
      expect(toCustomer.map((m) => m.template)).toEqual(expect.arrayContaining(EVERY_TEMPLATE.customer))
      expect(toProviders.map((m) => m.template)).toEqual(expect.arrayContaining(EVERY_TEMPLATE.provider))
      for (const mail of toCustomer) {
        expect(mail.language).toBe(customerLanguage)
        expect(foreignWords(mail, customerLanguage), `${mail.template}: ${mail.subject}`).toEqual([])
      }
      for (const mail of toProviders)
        expect(foreignWords(mail, providerLanguage), `${mail.template}: ${mail.subject}`).toEqual([])
      const lead = toProviders.find((m) => m.template === 'quote-request-new')
      expect(lead?.subject).toBe(
        providerLanguage === 'fr'
          ? 'Nouvelle demande de devis : Peinture & décoration à Strassen'
          : 'Neue Angebotsanfrage: Malerarbeiten in Strassen',
      )
      // The customer wrote in French: a German reader is told so, a French one needs no telling.
      if (providerLanguage === 'de') expect(lead?.text).toContain('Beschreibung (auf Französisch verfasst):')
      else expect(lead?.text).toMatch(/Description[ \u00a0]?:\n45 m²/)
    })
  }
})
