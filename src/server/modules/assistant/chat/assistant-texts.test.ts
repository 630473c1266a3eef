import { ESTIMATE_TEXT_TABLES } from '@server/modules/assistant/estimate/estimate-text'
import { CATEGORY_WORDS, JOB_WORDS } from '@server/modules/assistant/estimate/pricing-words'
import { OUT_OF_SCOPE_KINDS } from '@server/modules/assistant/understanding/out-of-scope'
import { REASON_TABLES } from '@server/modules/matching/match-reasons'
import { JOB_CATALOGUE } from '@server/modules/pricing/jobs/job-catalogue'
import { PRICING_MODEL } from '@server/modules/pricing/pricing-model'
import { CATEGORY_NAMES_MORE } from '@shared/assistant/category-names'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { ASSISTANT_LANGUAGES } from '@shared/i18n/languages'
import { frenchSpacingFaults } from '@shared/text/french-spacing'
import { describe, expect, it } from 'vitest'
import {
  BUTTON_TEXT,
  CHAT_TEXT,
  CONFIDENCE_WORDS,
  OUT_OF_SCOPE_NAMES,
  QUANTITY_ASKED,
  REPLY_IN,
  RESPONSE_PROMISE,
} from './chat-text'

/** Everything the assistant says exists in each of its seven languages, and says the same things. */

const MORE = ['lb', 'pt', 'it', 'es'] as const
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function expectSeven(name: string, table: Record<string, unknown>) {
  expect(Object.keys(table).sort(), name).toEqual([...ASSISTANT_LANGUAGES].sort())
  for (const language of ASSISTANT_LANGUAGES) {
    const entry = table[language]
    if (typeof entry === 'string') expect(entry.trim(), `${name}.${language}`).not.toBe('')
    else expect(entry, `${name}.${language}`).toBeDefined()
  }
}

describe('the assistant’s texts in its seven languages', () => {
  it('every chat sentence has all seven, with the same {slots}, none left in English', () => {
    for (const [key, table] of Object.entries(CHAT_TEXT)) {
      expectSeven(key, table)
      for (const language of ASSISTANT_LANGUAGES)
        expect(slots(table[language]), `${key}.${language}`).toEqual(slots(table.en))
      for (const language of MORE) expect(table[language], `${key}.${language}`).not.toBe(table.en)
    }
  })

  it('buttons, confidence words, the quantity asked for and the "reply in" switch have all seven', () => {
    for (const [key, table] of Object.entries(BUTTON_TEXT)) expectSeven(`BUTTON_TEXT.${key}`, table)
    for (const [unit, table] of Object.entries(QUANTITY_ASKED))
      expectSeven(`QUANTITY_ASKED.${unit}`, table ?? {})
    expectSeven('CONFIDENCE_WORDS', CONFIDENCE_WORDS)
    for (const language of ASSISTANT_LANGUAGES)
      expect(Object.keys(CONFIDENCE_WORDS[language]).sort()).toEqual(['high', 'low', 'medium'])
    expectSeven('REPLY_IN', REPLY_IN)
    expect(new Set(Object.values(REPLY_IN)).size).toBe(7)
    expect(Object.keys(RESPONSE_PROMISE).sort()).toEqual([...MORE].sort())
    for (const language of MORE) expect(slots(RESPONSE_PROMISE[language])).toEqual(['hours'])
  })

  it('every kind of need out of scope is named in all seven', () => {
    expect(Object.keys(OUT_OF_SCOPE_NAMES).sort()).toEqual([...OUT_OF_SCOPE_KINDS].sort())
    for (const [kind, table] of Object.entries(OUT_OF_SCOPE_NAMES))
      expectSeven(`OUT_OF_SCOPE_NAMES.${kind}`, table)
  })

  it('every estimate line and every reason on a match has all seven', () => {
    for (const [name, table] of Object.entries(ESTIMATE_TEXT_TABLES)) expectSeven(name, table)
    for (const [name, table] of Object.entries(REASON_TABLES)) expectSeven(name, table)
  })

  it('every service, its rates’ words and every catalogue job are named in lb, pt, it and es', () => {
    for (const slug of CATEGORY_SLUGS) {
      for (const language of MORE) expect(CATEGORY_NAMES_MORE[slug][language].trim(), slug).not.toBe('')
      expect(
        CATEGORY_WORDS[slug].typicalJob.every((words) => words.trim() !== ''),
        slug,
      ).toBe(true)
      expect(
        CATEGORY_WORDS[slug].covers.every((words) => words.trim() !== ''),
        slug,
      ).toBe(true)
    }
    expect(Object.keys(JOB_WORDS).sort()).toEqual(JOB_CATALOGUE.map((job) => job.slug).sort())
    for (const job of JOB_CATALOGUE) {
      const words = JOB_WORDS[job.slug]
      expect(
        words?.name.every((name) => name.trim() !== ''),
        job.slug,
      ).toBe(true)
      expect(
        words?.covers.every((covers) => covers.trim() !== ''),
        job.slug,
      ).toBe(true)
      // Written for each language, not the English name carried over (a loanword such as "Home staging" may be shared).
      expect(words?.name.filter((name) => name === job.name.en).length, job.slug).toBeLessThan(4)
    }
  })

  it('every French sentence follows French punctuation spacing', () => {
    // Every text table of the assistant, walked down to each { en, fr, … } entry.
    const frenchOf = (value: unknown): string[] => {
      if (typeof value !== 'object' || value === null) return []
      if ('fr' in value && 'en' in value) return french(value.fr)
      return Object.values(value).flatMap(frenchOf)
    }
    // A line written by a function is read with sample values in its slots (one that needs values
    // of another shape is left to its own tests).
    const sampleLine = (line: (...values: string[]) => unknown): unknown => {
      try {
        return line('12', '34', '56', '78')
      } catch {
        return undefined
      }
    }
    const french = (value: unknown): string[] =>
      typeof value === 'function'
        ? french(sampleLine(value as (...values: string[]) => unknown))
        : typeof value === 'string'
          ? [value]
          : typeof value === 'object' && value
            ? Object.values(value).flatMap(french)
            : []
    const tables = {
      CHAT_TEXT,
      BUTTON_TEXT,
      QUANTITY_ASKED,
      REPLY_IN,
      CONFIDENCE_WORDS,
      OUT_OF_SCOPE_NAMES,
      ESTIMATE_TEXT_TABLES,
      REASON_TABLES,
      PRICING_MODEL,
      CATEGORY_WORDS,
      JOB_WORDS,
    }
    const faults = Object.entries(tables).flatMap(([name, table]) =>
      frenchOf(table).flatMap((text) => frenchSpacingFaults(text).map((fault) => `${name}: ${fault}`)),
    )
    expect(faults).toEqual([])
  })
})
