import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELEVANCE_CASES, type RelevanceCase } from './relevance-cases'

/** The relevance cases (relevance-cases.ts) against the seeded demo directory, in its default order. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function bestMatch(testCase: RelevanceCase): Promise<ProviderSearchResult> {
  const params = new URLSearchParams({ q: testCase.q, pageSize: '50' })
  if (testCase.place) params.set('locality', testCase.place)
  const res = await t.app.inject({ url: `/api/public/providers/search?${params}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ProviderSearchResult
}

/** What the case expects and the results do not show, one line each. */
function misses(testCase: RelevanceCase, result: ProviderSearchResult): string[] {
  const names = result.items.map((item) => item.name)
  const at = (name: string) => names.indexOf(name)
  const found: string[] = []
  if (testCase.first && !testCase.first.includes(names[0] ?? ''))
    found.push(`first is ${names[0]}, expected one of ${testCase.first.join(', ')}`)
  for (const name of testCase.top?.include ?? []) {
    const position = at(name)
    if (position < 0 || position >= (testCase.top?.n ?? 0))
      found.push(
        `${name} at ${position < 0 ? 'none' : position + 1}, expected in the first ${testCase.top?.n}`,
      )
  }
  if (testCase.trade)
    for (const item of result.items.slice(0, testCase.trade.n))
      if (item.categories[0] !== testCase.trade.category)
        found.push(`${item.name} (${item.categories.join(', ')}) in the first ${testCase.trade.n}`)
  for (const name of testCase.never ?? []) if (at(name) >= 0) found.push(`${name} at ${at(name) + 1}`)
  for (const [ahead, behind] of testCase.before ?? []) {
    if (at(ahead) < 0) found.push(`${ahead} missing`)
    else if (at(behind) >= 0 && at(behind) < at(ahead)) found.push(`${behind} before ${ahead}`)
  }
  return found
}

describe('directory relevance on the demo data', () => {
  const label = (testCase: RelevanceCase) => `${testCase.q}${testCase.place ? ` @ ${testCase.place}` : ''}`
  it.each(RELEVANCE_CASES.filter((c) => !c.knownMiss).map((c) => [label(c), c] as const))(
    '%s',
    async (_label, testCase) => {
      const result = await bestMatch(testCase)
      expect(result.sort).toBe('relevance')
      expect(
        misses(testCase, result),
        result.items
          .slice(0, 8)
          .map((i) => i.name)
          .join(' | '),
      ).toEqual([])
    },
  )
  it.each(RELEVANCE_CASES.filter((c) => c.knownMiss).map((c) => [label(c), c] as const))(
    '%s still misses (known)',
    async (_label, testCase) => {
      expect(misses(testCase, await bestMatch(testCase))).not.toEqual([])
    },
  )
})
