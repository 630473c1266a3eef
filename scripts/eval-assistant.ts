/**
 * Runs the assistant's evaluation set (eval/assistant/messages.json) through the built-in
 * understanding and prints, per language and overall, the share of messages whose category and
 * commune are right, for the whole set and for its held-out part. Exits 1 when the quality bar is
 * not met: ≥ 95 % category and ≥ 95 % commune overall, ≥ 90 % of each in every language.
 *
 *   npm run eval:assistant              the tables, then every failure
 *   npm run eval:assistant -- --dev     failures of the development part only (while tuning)
 */
import { readFileSync } from 'node:fs'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import type { AssistantLanguage, Understanding } from '@server/modules/assistant/understanding/types'
import { understand } from '@server/modules/assistant/understanding/understand'
import { projectPath } from '@server/project-root'

interface EvalMessage {
  id: string
  language: AssistantLanguage
  text: string
  /** Expected category; null when the message names no trade clearly (the assistant must ask). */
  category: string | null
  /** Expected official commune; null when no place is named; 'abroad' for a place outside Luxembourg. */
  commune: string | null
  heldOut: boolean
}

interface Outcome {
  message: EvalMessage
  result: Understanding
  category: string | null
  commune: string | null
  categoryOk: boolean
  communeOk: boolean
  languageOk: boolean
}

const LANGUAGES: readonly AssistantLanguage[] = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']
const OVERALL_BAR = 0.95
const LANGUAGE_BAR = 0.9

const messages = JSON.parse(
  readFileSync(projectPath('eval/assistant/messages.json'), 'utf8'),
) as EvalMessage[]
const devOnly = process.argv.includes('--dev')

const loadStart = performance.now()
const gazetteer = loadGazetteer()
const loadMs = performance.now() - loadStart

const runStart = performance.now()
const outcomes: Outcome[] = messages.map((message) => {
  const result = understand(message.text, gazetteer)
  const category = result.category
  const commune =
    result.place === null ? null : result.place.kind === 'abroad' ? 'abroad' : result.place.commune
  return {
    message,
    result,
    category,
    commune,
    categoryOk: category === message.category,
    communeOk: commune === message.commune,
    languageOk: result.language === message.language,
  }
})
const perMessageMs = (performance.now() - runStart) / messages.length

const percent = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`
const share = (list: Outcome[], key: 'categoryOk' | 'communeOk' | 'languageOk') =>
  list.filter((o) => o[key]).length

function table(title: string, list: Outcome[]): void {
  console.log(`\n${title}`)
  console.log('language     n   category   commune   (language detected)')
  for (const language of LANGUAGES) {
    const rows = list.filter((o) => o.message.language === language)
    console.log(
      `${language.padEnd(8)} ${String(rows.length).padStart(5)}   ${percent(share(rows, 'categoryOk'), rows.length)}    ${percent(share(rows, 'communeOk'), rows.length)}   (${percent(share(rows, 'languageOk'), rows.length)})`,
    )
  }
  console.log(
    `${'all'.padEnd(8)} ${String(list.length).padStart(5)}   ${percent(share(list, 'categoryOk'), list.length)}    ${percent(share(list, 'communeOk'), list.length)}   (${percent(share(list, 'languageOk'), list.length)})`,
  )
}

table('All messages', outcomes)
table(
  'Held-out part (not looked at while tuning)',
  outcomes.filter((o) => o.message.heldOut),
)
console.log(
  `\nGazetteer loaded in ${loadMs.toFixed(0)} ms; understand() takes ${perMessageMs.toFixed(2)} ms per message.`,
)

const failures = outcomes.filter((o) => (!o.categoryOk || !o.communeOk) && !(devOnly && o.message.heldOut))
if (failures.length > 0) {
  console.log(`\nFailures${devOnly ? ' (development part)' : ''}:`)
  for (const o of failures) {
    const parts: string[] = []
    if (!o.categoryOk) {
      const candidates =
        o.result.categoryCandidates.length > 0 ? ` [${o.result.categoryCandidates.join(', ')}]` : ''
      parts.push(
        `category ${o.category ?? `null (${o.result.categoryStatus})`}${candidates}, expected ${o.message.category}`,
      )
    }
    if (!o.communeOk) parts.push(`commune ${o.commune}, expected ${o.message.commune}`)
    console.log(
      `  ${o.message.id}${o.message.heldOut ? ' (held out)' : ''}: ${parts.join('; ')}\n      ${o.message.text}`,
    )
  }
}

const bar = (list: Outcome[], threshold: number) =>
  list.length > 0 &&
  share(list, 'categoryOk') / list.length >= threshold &&
  share(list, 'communeOk') / list.length >= threshold
const passed =
  bar(outcomes, OVERALL_BAR) &&
  LANGUAGES.every((language) =>
    bar(
      outcomes.filter((o) => o.message.language === language),
      LANGUAGE_BAR,
    ),
  )
console.log(
  passed
    ? '\nQuality bar met (≥ 95 % overall, ≥ 90 % in every language).'
    : '\nQuality bar NOT met (needs ≥ 95 % category and commune overall, ≥ 90 % in every language).',
)
process.exit(passed ? 0 : 1)
