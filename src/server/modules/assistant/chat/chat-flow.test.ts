import { haversineKm } from '@server/modules/matching/match-score'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk, toProviders } from '@server/test/chat'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_TEXT } from './chat-text'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

async function providerRows(ids: number[]) {
  const rows = await t.database.db.execute<{
    id: number
    lat: number
    lon: number
    service_radius_km: number
    categories: string[]
  }>(
    sql`select id, lat, lon, service_radius_km, categories from provider where id in ${sql.raw(`(${ids.join(',')})`)}`,
  )
  return rows.rows
}

describe('the assistant conversation (product §4 chat flow)', () => {
  it('French request with a place: confirm the place, estimate with confidence, up to 5 providers', async () => {
    const first = await talk(t, 'Je voudrais repeindre mon salon de 45 m2 à Dudelange')
    expect(first).toMatchObject({
      state: 'confirm_location',
      language: 'fr',
      category: 'painting',
      location: { locality: 'Dudelange', commune: 'Dudelange' },
      estimate: null,
      providers: [],
    })
    expect(first.reply).toBe('Est-ce à Dudelange\u202f?')
    expect(first.quickReplies.map((q) => q.value)).toEqual(['yes', 'no'])
    expect(first.quickReplies[0]?.label).toBe('Oui, c’est bien ça')

    const estimated = await talk(t, 'oui', { sessionId: first.sessionId })
    expect(estimated.state).toBe('estimate')
    expect(estimated.sessionId).toBe(first.sessionId)
    expect(estimated.estimate).toMatchObject({ currency: 'EUR', unit: 'm2', confidence: 'high' })
    expect(estimated.estimate!.low).toBeGreaterThan(0)
    expect(estimated.estimate!.high).toBeGreaterThan(estimated.estimate!.low)
    expect(estimated.estimate!.basis.join(' ')).toContain('45')
    expect(estimated.reply).toContain('fiabilité élevée')

    const listed = await talk(t, 'voir les prestataires', { sessionId: first.sessionId })
    expect(listed.state).toBe('providers')
    expect(listed.estimate).toEqual(estimated.estimate)
    expect(listed.providers.length).toBeGreaterThan(0)
    expect(listed.providers.length).toBeLessThanOrEqual(MAX_MATCHED_PROVIDERS)
    const rows = await providerRows(listed.providers.map((p) => p.id))
    for (const shown of listed.providers) {
      const row = rows.find((r) => r.id === shown.id)!
      expect(row.categories).toContain('painting')
      const km = haversineKm(row, first.location!)
      expect(km).toBeLessThanOrEqual(row.service_radius_km)
      expect(shown.distanceKm).toBeCloseTo(km, 0)
      expect(shown.reasons.length).toBeGreaterThan(0)
      expect(shown.reasons.join(' ')).toMatch(/★|avis/)
    }
    expect(listed.quickReplies).toEqual([
      expect.objectContaining({ kind: 'sign_in', value: listed.providers.map((p) => p.id).join(',') }),
    ])
  })

  it('German request without a place: asks for it, then confirms the place given next', async () => {
    const first = await talk(t, 'Ich brauche einen Elektriker für 3 Steckdosen')
    expect(first).toMatchObject({ state: 'describe', language: 'de', category: 'electrical', location: null })
    expect(first.reply).toContain('Wo findet die Arbeit statt?')
    const placed = await talk(t, 'in Bettembourg', { sessionId: first.sessionId })
    expect(placed).toMatchObject({
      state: 'confirm_location',
      language: 'de',
      category: 'electrical',
      location: { locality: 'Bettembourg', commune: 'Bettembourg' },
    })
    // German replies name places as German pages do (the location keeps the official name).
    expect(placed.reply).toBe('Ist es in Bettemburg?')
  })

  it('answers in the language written in, and offers the page’s language', async () => {
    const reply = await talk(t, 'Ich brauche einen Elektriker in Mamer', { language: 'en' })
    expect(reply.language).toBe('de')
    expect(reply.reply).toBe('Ist es in Mamer?')
    expect(reply.quickReplies.map((q) => q.label)).toEqual([
      'Ja, genau',
      'Nein, ein anderer Ort',
      'Reply in English',
    ])
    const english = await talk(t, 'Reply in English', { sessionId: reply.sessionId, language: 'en' })
    expect(english).toMatchObject({ language: 'en', state: 'confirm_location', reply: 'Is it in Mamer?' })
    expect(english.quickReplies.map((q) => q.label)).toEqual(["Yes, that's right", 'No, another place'])
  })

  it('names the commune only when the locality is not the commune itself', async () => {
    const reply = await talk(t, 'I need an electrician in Howald')
    expect(reply.location).toMatchObject({ locality: 'Howald', commune: 'Hesperange' })
    expect(reply.reply).toBe('Is it in Howald (Hesperange)?')
  })

  it('ambiguous request: a service quick-select with the candidates; a pick fills the category', async () => {
    const first = await talk(t, 'I need someone for my bathroom')
    expect(first).toMatchObject({ state: 'describe', category: null })
    expect(first.reply).toBe(CHAT_TEXT.askCategory.en)
    // The 2–3 best guesses of the rules and the classifier together.
    expect(first.quickReplies.map((q) => q.value).sort()).toEqual(['plumbing', 'renovation'])
    expect(first.quickReplies).toContainEqual({
      id: 'category:plumbing',
      label: 'Plumbing',
      value: 'plumbing',
      kind: 'reply',
    })
    const picked = await talk(t, 'plumbing', { sessionId: first.sessionId })
    expect(picked).toMatchObject({ state: 'describe', category: 'plumbing', location: null })
    const placed = await talk(t, 'Strassen', { sessionId: first.sessionId })
    expect(placed).toMatchObject({ state: 'confirm_location', location: { locality: 'Strassen' } })
    const estimated = await talk(t, 'yes', { sessionId: first.sessionId })
    expect(estimated.estimate?.confidence).toBe('low')
  })

  it('a place abroad: we only serve Luxembourg, and a Luxembourg place is asked for', async () => {
    const first = await talk(t, 'Je cherche un plombier à Trier')
    expect(first).toMatchObject({ state: 'describe', category: 'plumbing', location: null })
    expect(first.reply).toContain('Trier')
    expect(first.reply).toContain('uniquement au Luxembourg')
    const placed = await talk(t, 'Mamer', { sessionId: first.sessionId })
    expect(placed).toMatchObject({ state: 'confirm_location', location: { locality: 'Mamer' } })
  })

  it('"no" to the place asks for it again; a correction with the answer is confirmed instead', async () => {
    const first = await talk(t, 'My living room needs painting in Mamer')
    const refused = await talk(t, 'No, another place', { sessionId: first.sessionId })
    expect(refused).toMatchObject({ state: 'describe', location: null })
    expect(refused.reply).toBe(CHAT_TEXT.askPlaceAgain.en)
    const again = await talk(t, 'Ettelbruck', { sessionId: first.sessionId })
    expect(again).toMatchObject({ state: 'confirm_location', location: { locality: 'Ettelbruck' } })
    const corrected = await talk(t, 'Nein, in Diekirch', { sessionId: first.sessionId })
    expect(corrected).toMatchObject({ state: 'confirm_location', location: { locality: 'Diekirch' } })
  })

  it('no provider matches: the exact message, and the request is kept for the admins', async () => {
    await t.database.db.execute(
      sql`update provider set status = 'inactive' where 'translation' = any(categories)`,
    )
    const text = 'I need a translator for 20 pages in Wiltz'
    const listed = await toProviders(t, text)
    expect(listed.providers).toEqual([])
    expect(listed.reply).toBe("I'm sorry, I couldn't find any service providers matching your criteria.")
    const rows = await t.database.db.execute<{ text: string; category: string; locality: string }>(
      sql`select text, category, locality from unmatched_request where session_id = ${listed.sessionId}`,
    )
    expect(rows.rows).toEqual([{ text, category: 'translation', locality: 'Wiltz' }])
  })

  it('a provider-specific chat skips matching: that provider only', async () => {
    const rows = await t.database.db.execute<{ id: number; slug: string; name: string }>(
      sql`select id, slug, name from provider where status = 'active' and categories = array['painting']::text[] order by id limit 1`,
    )
    const chosen = rows.rows[0]!
    const listed = await toProviders(t, 'My living room needs painting in Clervaux', {
      provider_context: chosen.slug,
    })
    expect(listed.providers.map((p) => p.id)).toEqual([chosen.id])
    expect(listed.reply).toContain(chosen.name)
    // It never offers to "show providers": the one chosen on the profile is named instead.
    const first = await talk(t, 'My living room needs painting in Clervaux', {
      provider_context: chosen.slug,
    })
    const estimate = await talk(t, 'yes', { provider_context: chosen.slug, sessionId: first.sessionId })
    expect(estimate.reply).toContain(`Shall I prepare your request to ${chosen.name}?`)
    expect(estimate.reply).not.toContain('Shall I show you providers')
    expect(estimate.quickReplies.map((q) => q.label)).toEqual(['Prepare my request'])
    const byId = await toProviders(t, 'My living room needs painting in Mamer', {
      provider_context: chosen.id,
    })
    expect(byId.providers.map((p) => p.id)).toEqual([chosen.id])
  })

  it('a provider-specific chat asks among that provider’s services when the request is not one of them', async () => {
    const rows = await t.database.db.execute<{ slug: string; categories: string[] }>(
      sql`select slug, categories from provider where status = 'active' and cardinality(categories) > 1
          and not ('plumbing' = any(categories)) order by id limit 1`,
    )
    const chosen = rows.rows[0]!
    const first = await talk(t, 'A plumber for a leak in Mamer', { provider_context: chosen.slug })
    expect(first).toMatchObject({ state: 'describe', category: null })
    expect(first.quickReplies.map((q) => q.value)).toEqual(chosen.categories)
  })

  it('an unknown or expired session starts a new conversation', async () => {
    const reply = await talk(t, 'I need a plumber in Mamer', { sessionId: 'no-such-session' })
    expect(reply.sessionId).not.toBe('no-such-session')
    expect(reply.state).toBe('confirm_location')
    await t.database.db.execute(
      sql`update chat_session set expires_at = now() - interval '1 minute' where id = ${reply.sessionId}`,
    )
    const next = await talk(t, 'yes', { sessionId: reply.sessionId })
    expect(next.sessionId).not.toBe(reply.sessionId)
    expect(next.state).toBe('describe')
  })

  it('an unknown provider_context is a clear 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/chat',
      payload: { message: 'painting in Mamer', provider_context: 'no-such-provider' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('chat_provider_unknown')
  })
})
