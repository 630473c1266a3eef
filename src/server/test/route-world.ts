import type { Hints } from '@server/security/fuzz-arbitraries'
import { ORIGIN } from '@server/test/accounts'
import type { TestApp } from '@server/test/build-test-app'
import { SAMPLE_QUOTE } from '@server/test/sample-quote'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * The data every route can work on in the tests that walk all routes (the fuzzer, the OpenAPI
 * contract test), and realistic input values by property name that reach it.
 */
export type Role = 'anonymous' | 'customer' | 'provider' | 'admin'
export type Cookies = Partial<Record<Role, string>>
export type RouteWorld = Awaited<ReturnType<typeof seedWorld>>

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
}

/**
 * Something for every route to work on: a project sent to the fuzzing provider's listing and two
 * others, a quote, a message, a service, a quote template, a conversation with the assistant.
 */
export async function seedWorld(t: TestApp, cookies: Cookies, providerListingId: number) {
  const as = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: cookies[role] ?? '' },
      ...(payload ? { payload } : {}),
    })
  // Credits for the fuzzed projects to go through, not stop at 409 no_credits.
  const me = await as('customer', 'GET', '/api/users/me')
  await t.database.db.execute(
    sql`insert into credit_ledger (user_id, delta, reason) values (${me.json().data.id}, 500, 'refill')`,
  )
  const others = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'active' and id <> ${providerListingId} order by id limit 2`,
  )
  const requestIds: number[] = []
  const quoteIds: number[] = []
  for (const providerIds of [[providerListingId, ...others.rows.map((r) => r.id)], [providerListingId]]) {
    const sent = await as('customer', 'POST', '/api/quote-requests', { providerIds, project: PROJECT })
    expect(sent.statusCode, sent.body).toBe(201)
    const ids = (sent.json().requests as Array<{ id: number }>).map((r) => r.id)
    requestIds.push(...ids)
    const quote = await as('provider', 'POST', `/api/quote-requests/${ids[0]}/quote`, SAMPLE_QUOTE)
    expect(quote.statusCode, quote.body).toBe(200)
    quoteIds.push(quote.json().quote.id)
    await as('customer', 'POST', `/api/quote-requests/${ids[0]}/messages`, { body: 'When can you start?' })
  }
  const service = await as('provider', 'POST', '/api/provider/services', {
    name: 'Wall painting',
    price: 30,
    category: 'painting',
  })
  const template = await as('provider', 'POST', '/api/provider/quote-templates', {
    name: 'Walls',
    materialsCost: 1,
    laborCost: 2,
  })
  const chat = await as('customer', 'POST', '/api/chat', { message: 'Repaint 45 m² of walls in Strassen' })
  return {
    ids: [...requestIds, ...quoteIds, service.json().id as number, template.json().id as number],
    sessionId: chat.json().sessionId as string,
  }
}

export async function realHints(t: TestApp, world: RouteWorld): Promise<Hints> {
  const values = async (query: ReturnType<typeof sql>) =>
    (await t.database.db.execute<{ v: number | string }>(query)).rows.map((r) => r.v)
  const providerIds = await values(
    sql`select id as v from provider where status = 'active' order by id limit 20`,
  )
  const slugs = await values(sql`select slug as v from provider where status = 'active' order by id limit 20`)
  const userIds = await values(sql`select id as v from "user" order by created_at limit 20`)
  const places = ['L-8010', 'Strassen', 'Esch-sur-Alzette', 'Luxembourg', '4001', 'Diddeleng', 'Clervaux']
  const someId = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.ids) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...(providerIds as number[])) },
  )
  return {
    providerIds: fc.uniqueArray(fc.constantFrom(...providerIds), { minLength: 1, maxLength: 3 }),
    'providerIds[]': fc.constantFrom(...providerIds),
    provider_context: fc.oneof(fc.constantFrom(...providerIds), fc.constantFrom(...slugs)),
    slug: fc.constantFrom(...slugs),
    userId: fc.constantFrom(...userIds),
    id: someId,
    'ids[]': someId,
    sessionId: fc.constantFrom(world.sessionId),
    materialsCost: fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
    laborCost: fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
    budgetLow: fc.integer({ min: 0, max: 2_000 }),
    budgetHigh: fc.integer({ min: 2_000, max: 20_000 }),
    startDate: fc.constantFrom('2026-12-07', '2027-01-04'),
    completionDate: fc.constantFrom('2027-02-01', '2027-03-01'),
    validUntil: fc.constantFrom('2027-01-31'),
    email: fc.constantFrom('anne.schmit@example.lu', 'contact@sanitaire-weber.lu', 'Someone@Example.LU'),
    name: fc.constantFrom('Anne Schmit', 'Carl 𝕏𝕏', 'José Müller-Ørsted', 'Ünal Şahin', 'محمد علي'),
    location: fc.constantFrom(...places),
    locality: fc.constantFrom(...places),
    description: fc.constantFrom(PROJECT.description, 'Réparer une fuite sous l’évier 👍 au plus vite.'),
    q: fc.constantFrom('plombier', 'peinture', 'Weber', 'élec', 'Esch', 'heizung'),
    message: fc.constantFrom(
      'I need a plumber in Strassen to fix a leaking sink',
      'Peindre 45 m² de murs à Esch-sur-Alzette',
      'yes',
      'providers',
    ),
  }
}
