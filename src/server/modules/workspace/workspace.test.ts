import { provider, providerService, quoteTemplate } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

const SERVICE = {
  name: 'Zyxolite boiler service',
  description: 'Yearly check of gas boilers',
  price: 119.6,
  unit: 'job',
  category: 'plumbing',
} as const

describe('provider services (product §3 service)', () => {
  it('adds, lists, changes and removes services; the public profile and the search text follow', async () => {
    const me = await providerWithListing(t)
    const before = (await call(me.cookie, 'GET', '/api/provider/services')).json().items.length
    // Searched once before the change, so the answer sits in the search cache.
    const searchIds = async (q: string) =>
      (await t.app.inject(`/api/public/providers/search?q=${q}`))
        .json()
        .items.map((p: { id: number }) => p.id)
    expect(await searchIds('zyxolite')).not.toContain(me.providerId)
    expect(await searchIds('quorvex')).not.toContain(me.providerId)
    const created = await call(me.cookie, 'POST', '/api/provider/services', SERVICE)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ ...SERVICE, price: 120 })
    const id = created.json().id as number

    const [row] = await t.database.db.select().from(providerService).where(eq(providerService.id, id))
    expect(row).toMatchObject({
      providerId: me.providerId,
      name: { en: SERVICE.name, fr: SERVICE.name, de: SERVICE.name },
      priceFrom: 120,
      priceTo: null,
    })
    const listed = (await call(me.cookie, 'GET', '/api/provider/services')).json().items
    expect(listed).toHaveLength(before + 1)

    const profile = (await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile
    expect(profile.services.find((s) => s.id === id)).toMatchObject({
      name: { en: SERVICE.name, fr: SERVICE.name, de: SERVICE.name },
      description: { en: SERVICE.description, fr: SERVICE.description, de: SERVICE.description },
      priceFrom: 120,
      priceTo: null,
      unit: 'job',
    })
    const searchText = async () =>
      (
        await t.database.db
          .select({ document: provider.searchDocument })
          .from(provider)
          .where(eq(provider.id, me.providerId))
      )[0]?.document ?? ''
    expect(await searchText()).toContain('zyxolite')
    expect(await searchIds('zyxolite')).toContain(me.providerId)

    const changed = await call(me.cookie, 'PUT', `/api/provider/services/${id}`, {
      ...SERVICE,
      name: 'Quorvex heat pump service',
      description: '',
      price: null,
      unit: 'hour',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ name: 'Quorvex heat pump service', price: null, unit: 'hour' })
    expect(await searchText()).toContain('quorvex')
    expect(await searchText()).not.toContain('zyxolite')
    expect(await searchIds('quorvex')).toContain(me.providerId)
    expect(await searchIds('zyxolite')).not.toContain(me.providerId)
    const afterChange = (await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile
    expect(afterChange.services.find((s) => s.id === id)).toMatchObject({
      description: null,
      priceFrom: null,
    })

    const removed = await call(me.cookie, 'DELETE', `/api/provider/services/${id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().items).toHaveLength(before)
    expect(await searchText()).not.toContain('quorvex')
    expect(await searchIds('quorvex')).not.toContain(me.providerId)
    expect((await call(me.cookie, 'DELETE', `/api/provider/services/${id}`)).statusCode).toBe(404)
  })

  it('answers in the caller’s language for services written in three languages', async () => {
    const me = await providerWithListing(t)
    const [seeded] = await t.database.db
      .insert(providerService)
      .values({
        providerId: me.providerId,
        category: 'plumbing',
        name: { en: 'Leak repair', fr: 'Réparation de fuites', de: 'Leckreparatur' },
        priceFrom: 80,
      })
      .returning()
    const res = await t.app.inject({
      url: '/api/provider/services',
      headers: { cookie: me.cookie, 'accept-language': 'fr' },
    })
    expect(res.json().items.find((s: { id: number }) => s.id === seeded?.id)).toMatchObject({
      name: 'Réparation de fuites',
      description: '',
      price: 80,
    })
  })

  it('keeps each provider’s services to itself and refuses invalid input', async () => {
    const me = await providerWithListing(t)
    const other = await providerWithListing(t)
    const mine = (await call(me.cookie, 'POST', '/api/provider/services', SERVICE)).json()
    expect(
      (await call(other.cookie, 'PUT', `/api/provider/services/${mine.id}`, { ...SERVICE, name: 'Taken' }))
        .statusCode,
    ).toBe(404)
    expect((await call(other.cookie, 'DELETE', `/api/provider/services/${mine.id}`)).statusCode).toBe(404)
    const [row] = await t.database.db.select().from(providerService).where(eq(providerService.id, mine.id))
    expect(row?.name.en).toBe(SERVICE.name)
    const othersList = (await call(other.cookie, 'GET', '/api/provider/services')).json().items
    expect(othersList.map((s: { id: number }) => s.id)).not.toContain(mine.id)

    const invalid = await call(me.cookie, 'POST', '/api/provider/services', {
      ...SERVICE,
      name: 'x',
      price: -1,
      category: 'nothing',
    })
    expect(invalid.statusCode).toBe(400)
    expect(
      invalid
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['category', 'name', 'price'])
  })
})

describe('provider workspace access', () => {
  it('refuses customers (403), anonymous callers (401) and accounts without a listing (404)', async () => {
    const customer = await signedInAs(t, 'individual')
    const unlisted = await signedInAs(t, 'serviceProvider')
    const urls = [
      '/api/provider/services',
      '/api/provider/availability',
      '/api/provider/portfolio',
      '/api/provider/quote-templates',
    ]
    for (const url of urls) {
      expect((await call(customer.cookie, 'GET', url)).statusCode, url).toBe(403)
      expect((await t.app.inject(url)).statusCode, url).toBe(401)
      const none = await call(unlisted.cookie, 'GET', url)
      expect(none.statusCode, url).toBe(404)
      expect(none.json().error.code).toBe('no_provider_listing')
    }
    expect((await call(customer.cookie, 'POST', '/api/provider/services', SERVICE)).statusCode).toBe(403)
    expect((await call(customer.cookie, 'DELETE', '/api/provider/quote-templates/1')).statusCode).toBe(403)
    const french = await t.app.inject({
      url: '/api/provider/services',
      headers: { cookie: unlisted.cookie, 'accept-language': 'fr' },
    })
    expect(french.json().error.message).toMatch(/pas encore référencée/)
  })
})

describe('availability (product §3)', () => {
  it('replaces the whole week at once and refuses overlapping or reversed slots', async () => {
    const me = await providerWithListing(t)
    const other = await providerWithListing(t)
    await call(other.cookie, 'PUT', '/api/provider/availability', {
      slots: [{ day: 5, startTime: '09:00', endTime: '12:00' }],
    })
    const week = [
      { day: 1, startTime: '13:00', endTime: '18:00' },
      { day: 0, startTime: '08:00', endTime: '12:00' },
      { day: 1, startTime: '08:00', endTime: '12:00' },
    ]
    const saved = await call(me.cookie, 'PUT', '/api/provider/availability', { slots: week })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().slots).toEqual([week[1], week[2], week[0]])
    const replaced = await call(me.cookie, 'PUT', '/api/provider/availability', {
      slots: [{ day: 4, startTime: '10:00', endTime: '16:00' }],
    })
    expect(replaced.json().slots).toEqual([{ day: 4, startTime: '10:00', endTime: '16:00' }])

    const overlap = await call(me.cookie, 'PUT', '/api/provider/availability', {
      slots: [
        { day: 2, startTime: '08:00', endTime: '12:00' },
        { day: 2, startTime: '11:00', endTime: '14:00' },
      ],
    })
    expect(overlap.statusCode).toBe(400)
    const reversed = await call(me.cookie, 'PUT', '/api/provider/availability', {
      slots: [{ day: 2, startTime: '12:00', endTime: '08:00' }],
    })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().error.details[0].path).toBe('slots.0.endTime')
    // A refused week changes nothing; the other provider's week is untouched.
    expect((await call(me.cookie, 'GET', '/api/provider/availability')).json().slots).toHaveLength(1)
    expect((await call(other.cookie, 'GET', '/api/provider/availability')).json().slots).toEqual([
      { day: 5, startTime: '09:00', endTime: '12:00' },
    ])
    const cleared = await call(me.cookie, 'PUT', '/api/provider/availability', { slots: [] })
    expect(cleared.json()).toEqual({ slots: [] })
  })

  it('is the one source of the opening hours: the profile and its JSON-LD show what the editor saved', async () => {
    const me = await providerWithListing(t)
    const profileOf = async () =>
      (await t.app.inject(`/api/public/providers/${me.slug}`)).json() as ProviderProfile
    // The seeded listing's hours are its availability.
    const seeded = (await call(me.cookie, 'GET', '/api/provider/availability')).json().slots
    expect(seeded.length).toBeGreaterThan(0)
    expect((await profileOf()).openingHours?.flat()).toEqual(
      seeded.map((s: { startTime: string; endTime: string }) => [s.startTime, s.endTime]),
    )

    const week = [
      { day: 0, startTime: '07:15', endTime: '11:45' },
      { day: 0, startTime: '12:30', endTime: '16:00' },
      { day: 5, startTime: '08:00', endTime: '13:00' },
    ]
    expect((await call(me.cookie, 'PUT', '/api/provider/availability', { slots: week })).statusCode).toBe(200)
    expect((await profileOf()).openingHours).toEqual([
      [
        ['07:15', '11:45'],
        ['12:30', '16:00'],
      ],
      [],
      [],
      [],
      [],
      [['08:00', '13:00']],
      [],
    ])
    const html = (await t.app.inject(`/providers/${me.slug}`)).body
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}'))
      .find((data) => data.openingHoursSpecification)
    expect(
      ld.openingHoursSpecification.map((s: { dayOfWeek: string; opens: string; closes: string }) => [
        s.dayOfWeek,
        s.opens,
        s.closes,
      ]),
    ).toEqual([
      ['Monday', '07:15', '11:45'],
      ['Monday', '12:30', '16:00'],
      ['Saturday', '08:00', '13:00'],
    ])

    expect((await call(me.cookie, 'PUT', '/api/provider/availability', { slots: [] })).statusCode).toBe(200)
    expect((await profileOf()).openingHours).toBeNull()
  })
})

describe('quote templates', () => {
  it('keeps cents in the database and euros on the wire; only the owner may delete', async () => {
    const me = await providerWithListing(t)
    const other = await providerWithListing(t)
    const created = await call(me.cookie, 'POST', '/api/provider/quote-templates', {
      name: 'Bathroom refit',
      materialsCost: 1234.565,
      laborCost: 800.1,
      message: 'Includes removal of the old fittings.',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      name: 'Bathroom refit',
      materialsCost: 1234.57,
      laborCost: 800.1,
      durationDays: 1,
      validityDays: 30,
    })
    const id = created.json().id as number
    const [row] = await t.database.db.select().from(quoteTemplate).where(eq(quoteTemplate.id, id))
    expect(row).toMatchObject({ materialsCents: 123457, laborCents: 80010, providerId: me.providerId })
    expect((await call(me.cookie, 'GET', '/api/provider/quote-templates')).json().items).toEqual([
      created.json(),
    ])
    expect((await call(other.cookie, 'GET', '/api/provider/quote-templates')).json().items).toEqual([])
    expect((await call(other.cookie, 'DELETE', `/api/provider/quote-templates/${id}`)).statusCode).toBe(404)
    const invalid = await call(me.cookie, 'POST', '/api/provider/quote-templates', {
      name: 'x',
      materialsCost: -5,
      laborCost: 0,
    })
    expect(invalid.statusCode).toBe(400)
    const removed = await call(me.cookie, 'DELETE', `/api/provider/quote-templates/${id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().items).toEqual([])
  })
})

describe('hostile text in the workspace', () => {
  it('refuses NUL and lone surrogates in services and quote templates with a 400 and stores nothing', async () => {
    const me = await providerWithListing(t)
    const services = () =>
      t.database.db.$count(providerService, eq(providerService.providerId, me.providerId))
    const templates = () => t.database.db.$count(quoteTemplate, eq(quoteTemplate.providerId, me.providerId))
    const [servicesBefore, templatesBefore] = [await services(), await templates()]
    for (const hostile of [
      { name: 'Boiler\u0000 service' },
      { description: 'Yearly\u0000 check' },
      { name: 'Boiler \ud83d service' },
      { description: 'Yearly check \udca9' },
    ]) {
      const res = await call(me.cookie, 'POST', '/api/provider/services', { ...SERVICE, ...hostile })
      expect(res.statusCode, JSON.stringify(hostile)).toBe(400)
    }
    const created = (await call(me.cookie, 'POST', '/api/provider/services', SERVICE)).json()
    const put = await call(me.cookie, 'PUT', `/api/provider/services/${created.id}`, {
      ...SERVICE,
      name: '\ud800',
    })
    expect(put.statusCode).toBe(400)
    for (const hostile of [
      { name: 'Bath\u0000room' },
      { message: 'Removal\u0000' },
      { name: 'Bath \udbff' },
    ]) {
      const res = await call(me.cookie, 'POST', '/api/provider/quote-templates', {
        name: 'Bathroom refit',
        materialsCost: 100,
        laborCost: 100,
        ...hostile,
      })
      expect(res.statusCode, JSON.stringify(hostile)).toBe(400)
    }
    expect(await services()).toBe(servicesBefore + 1)
    expect(await templates()).toBe(templatesBefore)
    // An astral name is text like any other, counted in characters.
    const emoji = await call(me.cookie, 'POST', '/api/provider/services', { ...SERVICE, name: '🛁 Bath 𝕏' })
    expect(emoji.statusCode, emoji.body).toBe(201)
    expect(emoji.json().name).toBe('🛁 Bath 𝕏')
  })
})
