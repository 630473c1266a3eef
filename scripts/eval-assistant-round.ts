/**
 * Measures the assistant once on a blind evaluation round (eval/assistant/rounds/<date>/messages.json:
 * messages written by someone who never saw the assistant's rules, lexicons or corpus). Prints, per
 * language and per style (short, story), category and commune accuracy, confident wrong answers (a
 * category given that is not the expected one) and unnecessary "which service?" questions, then commune
 * accuracy over the messages that have a work place. It
 * prints no message and no failure unless asked: a round's failures are read only after its figure
 * is recorded in the round's README, and never tuned on.
 *
 *   npm run eval:assistant:round -- 2026-11-29                   the figures
 *   npm run eval:assistant:round -- 2026-11-29 --show-failures   the failures, after the figure is recorded
 */
import { readFileSync } from 'node:fs'
import { advance } from '@server/modules/assistant/chat/chat-flow'
import { newSession } from '@server/modules/assistant/chat/chat-session'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import type { AssistantLanguage } from '@server/modules/assistant/understanding/types'
import { understand } from '@server/modules/assistant/understanding/understand'
import { projectPath } from '@server/project-root'
import { asksForService } from './assistant-questions'

interface RoundMessage {
  id: string
  language: AssistantLanguage
  style: 'short' | 'story'
  text: string
  category: string | null
  commune: string | null
}

interface Scored {
  message: RoundMessage
  category: string | null
  commune: string | null
  categoryOk: boolean
  communeOk: boolean
  confidentWrong: boolean
  unnecessaryQuestion: boolean
}

const LANGUAGES: readonly AssistantLanguage[] = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']
const round = process.argv.slice(2).find((arg) => /^\d{4}-\d{2}-\d{2}(-[a-z]+)?$/.test(arg))
if (!round) {
  console.error(
    'Usage: npm run eval:assistant:round -- <date of the round, with a suffix for a second round that day> [--show-failures]',
  )
  process.exit(2)
}
const messages = JSON.parse(
  readFileSync(projectPath(`eval/assistant/rounds/${round}/messages.json`), 'utf8'),
) as RoundMessage[]
const gazetteer = loadGazetteer()
const deps = { candidates: async () => [], now: new Date(), signedIn: false }

const scored: Scored[] = []
for (const message of messages) {
  const result = understand(message.text, gazetteer)
  const commune =
    result.place === null ? null : result.place.kind === 'abroad' ? 'abroad' : result.place.commune
  const first = await advance(newSession(message.id, 'en', null, null), message.text, result, deps)
  scored.push({
    message,
    category: result.category,
    commune,
    categoryOk: result.category === message.category,
    communeOk: commune === message.commune,
    confidentWrong: result.category !== null && result.category !== message.category,
    unnecessaryQuestion: message.category !== null && asksForService(first.reply),
  })
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '     -' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`
const share = (rows: Scored[], test: (row: Scored) => boolean) =>
  percent(rows.filter(test).length, rows.length)

console.log(`Round ${round}: ${messages.length} messages, measured ${new Date().toISOString()}`)
console.log(
  'language  style     n  category  commune  confident wrong  "which service?" when a trade is meant',
)
for (const language of [...LANGUAGES, 'all' as const]) {
  for (const style of ['short', 'story', 'both'] as const) {
    const rows = scored.filter(
      (row) =>
        (language === 'all' || row.message.language === language) &&
        (style === 'both' || row.message.style === style),
    )
    const named = rows.filter((row) => row.message.category !== null)
    console.log(
      `${language.padEnd(8)}  ${style.padEnd(5)} ${String(rows.length).padStart(4)}  ${share(rows, (r) => r.categoryOk)}   ${share(
        rows,
        (r) => r.communeOk,
      )}   ${share(rows, (r) => r.confidentWrong)}           ${share(named, (r) => r.unnecessaryQuestion)}`,
    )
  }
}

// A message without a work place (legal, accounting, a website…) may name the writer's town; keeping it is
// harmless to the user, so the commune is also reported over the messages that have a work place.
const withPlace = scored.filter((row) => row.message.commune !== null)
console.log(
  `\ncommune where the message has a work place (in Luxembourg or abroad): ${share(withPlace, (r) => r.communeOk).trim()} of ${withPlace.length}`,
)

if (process.argv.includes('--show-failures')) {
  console.log('\nFailures (read only after the figure is recorded; never tune on them):')
  for (const row of scored.filter((r) => !r.categoryOk || !r.communeOk)) {
    console.log(
      `  ${row.message.id}: category ${row.category} (expected ${row.message.category}), commune ${row.commune} (expected ${row.message.commune})\n      ${row.message.text}`,
    )
  }
}
