import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ReviewPolicySchema } from './review-policy-schema'

const read = (language: string) =>
  ReviewPolicySchema.parse(
    JSON.parse(readFileSync(join(import.meta.dirname, `../content/review-policy.${language}.json`), 'utf8')),
  )

/** The same document in three languages: same sections, same shape, only the words differ. */
const shape = (language: string) =>
  read(language).sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => (block.type === 'list' ? `list:${block.items.length}` : 'p')),
  }))

describe('review policy content', () => {
  it('has the same sections and blocks in en, fr and de', () => {
    expect(shape('fr')).toEqual(shape('en'))
    expect(shape('de')).toEqual(shape('en'))
  })

  it('states the rules the API enforces: completed request, once, 20–2000 characters, one reply', () => {
    const english = JSON.stringify(read('en'))
    for (const rule of ['“completed”', 'once', '20 to 2,000 characters', 'one public reply', '/contact'])
      expect(english).toContain(rule)
    expect(JSON.stringify(read('fr'))).toContain('20 à 2 000 caractères')
    expect(JSON.stringify(read('de'))).toContain('20 bis 2.000 Zeichen')
  })

  it('is dated the same in every language', () => {
    expect(new Set(['en', 'fr', 'de'].map((language) => read(language).updated)).size).toBe(1)
  })
})
