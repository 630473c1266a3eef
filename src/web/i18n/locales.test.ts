import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const LOCALES = join(import.meta.dirname, 'locales')

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))

describe('message files', () => {
  const namespaces = readdirSync(join(LOCALES, 'en'))

  it('exist for every namespace in en, fr and de', () => {
    expect(readdirSync(join(LOCALES, 'fr')).sort()).toEqual([...namespaces].sort())
    expect(readdirSync(join(LOCALES, 'de')).sort()).toEqual([...namespaces].sort())
  })

  for (const file of namespaces) {
    it(`${file} has the same keys in en, fr and de, and no empty message`, () => {
      const en = keys(read('en', file)).sort()
      for (const language of ['fr', 'de']) {
        expect(keys(read(language, file)).sort(), `${language}/${file}`).toEqual(en)
        const values = JSON.stringify(read(language, file))
        expect(values).not.toContain('""')
      }
    })
  }
})
