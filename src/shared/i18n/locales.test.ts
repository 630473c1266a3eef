import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UI_LANGUAGES } from './languages'

/** The one catalogue of every text, the web app's and the server's (emails, API refusals). */
const LOCALES = join(import.meta.dirname, 'locales')

/** Every message of a file, by its full key. */
function messages(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, String(value)]])
  return new Map(Object.entries(value).flatMap(([k, v]) => [...messages(v, prefix ? `${prefix}.${k}` : k)]))
}

/** The values a message is filled with: "{{count, number}}" is `count`, "$t(key)" nests a message. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\{-?\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)]
    .map((match) => match[1] ?? match[2])
    .sort()

const read = (language: string, file: string) =>
  messages(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')))

describe('message files', () => {
  const namespaces = readdirSync(join(LOCALES, 'en'))

  it('exist for every namespace in every interface language', () => {
    for (const language of UI_LANGUAGES)
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual([...namespaces].sort())
  })

  for (const file of namespaces) {
    it(`${file} has the same keys in every language, and no empty message`, () => {
      const en = [...read('en', file).keys()].sort()
      for (const language of UI_LANGUAGES) {
        const catalogue = read(language, file)
        expect([...catalogue.keys()].sort(), `${language}/${file}`).toEqual(en)
        for (const [key, message] of catalogue) expect(message, `${language}/${file} ${key}`).not.toBe('')
      }
    })

    it(`${file} fills the same placeholders in every language`, () => {
      const en = read('en', file)
      for (const language of UI_LANGUAGES) {
        for (const [key, message] of read(language, file)) {
          expect(placeholders(message), `${language}/${file} ${key}`).toEqual(placeholders(en.get(key) ?? ''))
        }
      }
    })
  }
})
