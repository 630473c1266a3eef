import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const search = async (q: string, limit = 8) => {
  const res = await t.app.inject({ url: '/api/public/localities', query: { q, limit: String(limit) } })
  expect(res.statusCode).toBe(200)
  return res.json().items as Array<{
    name: string
    commune: string
    kind: string
    postalCode: string | null
    matchedName: string | null
  }>
}

describe('GET /api/public/categories', () => {
  it('lists the 23 categories in order with names in en, fr and de', async () => {
    const res = await t.app.inject('/api/public/categories')
    expect(res.statusCode).toBe(200)
    const items = res.json().items
    expect(items.map((c: { slug: string }) => c.slug)).toEqual([...CATEGORY_SLUGS])
    expect(items.find((c: { slug: string }) => c.slug === 'plumbing').names).toEqual({
      en: 'Plumbing',
      fr: 'Plomberie',
      de: 'Sanitär',
    })
  })
})

describe('GET /api/public/localities', () => {
  it('finds a locality by its official name, case- and accent-insensitively', async () => {
    expect((await search('esch-sur-alzette'))[0]).toMatchObject({
      name: 'Esch-sur-Alzette',
      commune: 'Esch-sur-Alzette',
    })
    expect((await search('Petange'))[0]).toMatchObject({ name: 'Pétange' })
  })

  it('finds places by their Luxembourgish and German names', async () => {
    expect((await search('Diddeleng'))[0]).toMatchObject({ name: 'Dudelange', matchedName: 'Diddeleng' })
    expect((await search('Bettemburg'))[0]).toMatchObject({ name: 'Bettembourg' })
    expect((await search('Esch-Uelzecht'))[0]).toMatchObject({ commune: 'Esch-sur-Alzette' })
    expect((await search('Bieles'))[0]).toMatchObject({ name: 'Belvaux', commune: 'Sanem' })
  })

  it('finds Luxembourg City quarters, in French and Luxembourgish', async () => {
    expect((await search('Kirchberg'))[0]).toMatchObject({
      kind: 'quarter',
      name: 'Kirchberg',
      commune: 'Luxembourg',
    })
    expect((await search('Lampertsbierg'))[0]).toMatchObject({ kind: 'quarter', name: 'Limpertsberg' })
    expect((await search('Bonnevoie')).map((p) => p.name)).toContain('Bonnevoie-Sud')
  })

  it('finds merged communes that are not a locality name', async () => {
    expect((await search('Habscht'))[0]).toMatchObject({ kind: 'commune', name: 'Habscht' })
  })

  it('resolves postal codes written L-4001, 4001 or as a prefix', async () => {
    for (const q of ['L-4001', 'l-4001', '4001', 'L 4001']) {
      expect((await search(q))[0]).toMatchObject({ name: 'Esch-sur-Alzette', postalCode: '4001' })
    }
    const prefix = await search('340')
    expect(prefix.length).toBeGreaterThan(0)
    expect(prefix.every((p) => p.postalCode?.startsWith('340'))).toBe(true)
  })

  it('tolerates a typo through trigram similarity', async () => {
    expect((await search('Dudelnge')).map((p) => p.name)).toContain('Dudelange')
  })

  it('returns an empty list for nothing similar', async () => {
    expect(await search('zzqqxx')).toEqual([])
  })

  it('rejects a missing, empty or over-long query with a clear 400', async () => {
    const queries: Record<string, string>[] = [
      {},
      { q: '   ' },
      { q: 'x'.repeat(81) },
      { q: 'Esch', limit: '500' },
    ]
    for (const query of queries) {
      const res = await t.app.inject({ url: '/api/public/localities', query })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
  })
})
