/**
 * Runs the assistant's evaluation set (eval/assistant/messages.json) through the built-in
 * understanding and the first turns of the conversation, and prints per language, on the held-out
 * part (never used for tuning):
 * - category accuracy: the category is the expected one, or there is none when none is expected;
 * - commune accuracy: the place resolves to the expected commune (or to none / abroad);
 * - unnecessary questions: among messages that clearly name a trade, the share answered with
 *   "Which service do you need?" instead of going on;
 * - asks for the place: among messages with no place, the share where the conversation asks for
 *   one (right away, or after the customer taps the service it offered) instead of guessing.
 * Exits 1 when the targets are missed on the held-out part: ≥ 97 % category in every language,
 * ≤ 3 % unnecessary questions, 100 % asks for the place.
 *
 *   npm run eval:assistant                      the held-out figures, then the development part's failures
 *   npm run eval:assistant -- --dev             the development part only (while tuning: no held-out figure)
 *   npm run eval:assistant -- --show-held-out   also list the held-out failures (after a change, never to tune)
 *   npm run eval:assistant -- --set eval/assistant/dev-stories.json
 *                                               another set, all of it read as development material
 *   npm run eval:assistant -- --set eval/assistant/dev-vague.json --half check
 *                                               one half of dev-vague.json (train or check, by id parity:
 *                                               scripts/assistant-decision/split.ts, ADR 094)
 *
 * Each table also gives the confident wrong answers: a category decided without asking that is
 * not the expected one (or any category where none was expected), and the share asked: no trade
 * decided and no need out of scope read (the assistant asks which service).
 */
import { readFileSync } from 'node:fs'
import { advance } from '@server/modules/assistant/chat/chat-flow'
import { newSession } from '@server/modules/assistant/chat/chat-session'
import {
  categoryClassifier,
  classifierLoadMs,
} from '@server/modules/assistant/understanding/classifier/category-classifier'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import type { AssistantLanguage, Understanding } from '@server/modules/assistant/understanding/types'
import { understand } from '@server/modules/assistant/understanding/understand'
import { projectPath } from '@server/project-root'
import type { CategorySlug } from '@shared/catalog/categories'
import { type VagueHalf, vagueHalf } from './assistant-decision/split'
import { asksForPlace, asksForService } from './assistant-questions'

interface EvalMessage {
  id: string
  language: AssistantLanguage
  text: string
  /** Expected category; null when the message names no trade clearly (the assistant must ask). */
  category: string | null
  /**
   * Expected official commune; null when no place is named; 'abroad' for a place outside Luxembourg.
   * Absent in a set that labels the trade only (dev-written-a/b.json, dev-vague.json): no commune or place figure.
   */
  commune?: string | null
  heldOut: boolean
}

interface Outcome {
  message: EvalMessage
  result: Understanding
  categoryOk: boolean
  /** null: the set does not label the commune. */
  communeOk: boolean | null
  /** A trade was named, and the first reply asked which service. */
  unnecessaryQuestion: boolean
  /** No place was named, and the conversation asked for one (null: a place was named). */
  askedForPlace: boolean | null
}

const LANGUAGES: readonly AssistantLanguage[] = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']
const TARGET_CATEGORY = 0.97
const TARGET_UNNECESSARY = 0.03

const setArgument = process.argv.indexOf('--set')
const setPath = setArgument >= 0 ? process.argv[setArgument + 1] : undefined
const halfArgument = process.argv.indexOf('--half')
const half = halfArgument >= 0 ? (process.argv[halfArgument + 1] as VagueHalf) : undefined
if (halfArgument >= 0 && half !== 'train' && half !== 'check') throw new Error('--half is train or check')
const messages = (
  JSON.parse(readFileSync(projectPath(setPath ?? 'eval/assistant/messages.json'), 'utf8')) as EvalMessage[]
)
  .map((message) => (setPath ? { ...message, heldOut: false } : message))
  .filter((message) => half === undefined || vagueHalf(message.id) === half)
const devOnly = process.argv.includes('--dev') || setPath !== undefined
const showHeldOut = process.argv.includes('--show-held-out')

const loadStart = performance.now()
const gazetteer = loadGazetteer()
const gazetteerMs = performance.now() - loadStart
categoryClassifier()

const deps = { candidates: async () => [], now: new Date(), signedIn: false }

/** The first turn through the real conversation; when it asks the service, the customer taps the expected one. */
async function converse(message: EvalMessage, result: Understanding) {
  const session = newSession(message.id, 'en', null, null)
  const first = await advance(session, message.text, result, deps)
  const askedCategory = asksForService(first.reply)
  let asksPlace = asksForPlace(first.reply)
  if (askedCategory && message.commune === null) {
    const tap = (message.category ?? result.categoryCandidates[0] ?? 'plumbing') as CategorySlug
    const second = await advance(session, tap, understand(tap, gazetteer), deps)
    asksPlace = asksForPlace(second.reply)
  }
  return { askedCategory, asksPlace: asksPlace && session.location === null }
}

const runStart = performance.now()
const outcomes: Outcome[] = []
for (const message of messages) {
  const result = understand(message.text, gazetteer)
  const commune =
    result.place === null ? null : result.place.kind === 'abroad' ? 'abroad' : result.place.commune
  const turn = await converse(message, result)
  outcomes.push({
    message,
    result,
    categoryOk: result.category === message.category,
    communeOk: message.commune === undefined ? null : commune === message.commune,
    unnecessaryQuestion: message.category !== null && turn.askedCategory,
    askedForPlace: message.commune === null ? turn.asksPlace : null,
  })
}
const perMessageMs = (performance.now() - runStart) / messages.length

const percent = (part: number, whole: number) =>
  whole === 0 ? '    -  ' : `${((100 * part) / whole).toFixed(1).padStart(6)}%`
const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length

/** The assistant asked which service: no trade decided, and no need out of scope read instead. */
const asked = (o: Outcome) => o.result.category === null && o.result.outOfScope === null

function table(title: string, list: Outcome[]): void {
  console.log(`\n${title}`)
  console.log(
    'language     n   category   commune   unnecessary "which service?"   asks for the place   confident wrong   asked',
  )
  for (const language of [...LANGUAGES, 'all' as const]) {
    const rows = language === 'all' ? list : list.filter((o) => o.message.language === language)
    const named = rows.filter((o) => o.message.category !== null)
    const placeless = rows.filter((o) => o.askedForPlace !== null)
    const placed = rows.filter((o) => o.communeOk !== null)
    console.log(
      `${language.padEnd(8)} ${String(rows.length).padStart(5)}  ${percent(
        count(rows, (o) => o.categoryOk),
        rows.length,
      )}   ${percent(
        count(placed, (o) => o.communeOk === true),
        placed.length,
      )}   ${percent(
        count(named, (o) => o.unnecessaryQuestion),
        named.length,
      )} of ${String(named.length).padStart(3)}              ${percent(
        count(placeless, (o) => o.askedForPlace === true),
        placeless.length,
      )} of ${String(placeless.length).padStart(2)}   ${percent(
        count(rows, (o) => !o.categoryOk && o.result.category !== null),
        rows.length,
      )}   ${percent(count(rows, asked), rows.length)}`,
    )
  }
}

const heldOut = outcomes.filter((o) => o.message.heldOut)
const development = outcomes.filter((o) => !o.message.heldOut)
if (!devOnly) table('Held-out part (never used for tuning): the figures that count', heldOut)
table('Development part (used for tuning)', development)
console.log(
  `\nGazetteer loaded in ${gazetteerMs.toFixed(0)} ms, classifier in ${classifierLoadMs().toFixed(0)} ms; one message takes ${perMessageMs.toFixed(2)} ms (understanding and the first turn).`,
)

function listFailures(title: string, list: Outcome[]) {
  const failures = list.filter((o) => !o.categoryOk || o.communeOk === false || o.askedForPlace === false)
  if (failures.length === 0) return
  console.log(`\n${title}:`)
  for (const o of failures) {
    const parts: string[] = []
    if (!o.categoryOk) {
      const candidates =
        o.result.categoryCandidates.length > 0 ? ` [${o.result.categoryCandidates.join(', ')}]` : ''
      parts.push(
        `category ${o.result.category ?? `null (${o.result.categoryStatus})`}${candidates}, expected ${o.message.category}`,
      )
    }
    if (o.communeOk === false) {
      const place = o.result.place
      parts.push(
        `commune ${place === null ? null : place.kind === 'abroad' ? 'abroad' : place.commune}, expected ${o.message.commune}`,
      )
    }
    if (o.askedForPlace === false) parts.push('did not ask for the place')
    console.log(`  ${o.message.id}: ${parts.join('; ')}\n      ${o.message.text}`)
  }
}
listFailures('Failures of the development part', development)
if (showHeldOut) listFailures('Failures of the held-out part (not to tune on)', heldOut)

if (!devOnly) {
  const perLanguage = LANGUAGES.map((language) => {
    const rows = heldOut.filter((o) => o.message.language === language)
    return count(rows, (o) => o.categoryOk) / rows.length
  })
  const named = heldOut.filter((o) => o.message.category !== null)
  const placeless = heldOut.filter((o) => o.askedForPlace !== null)
  const unnecessary = count(named, (o) => o.unnecessaryQuestion) / named.length
  const asksPlace = count(placeless, (o) => o.askedForPlace === true) / placeless.length
  const met =
    perLanguage.every((share) => share >= TARGET_CATEGORY) &&
    unnecessary <= TARGET_UNNECESSARY &&
    asksPlace === 1
  console.log(
    `\nTargets on the held-out part (≥ 97 % category in every language, ≤ 3 % unnecessary questions, 100 % asks for the place): ${met ? 'met' : 'NOT met'}.`,
  )
  process.exitCode = met ? 0 : 1
}
