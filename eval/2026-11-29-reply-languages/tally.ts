// Counts judgments.json per language and prints the summary table of RESULTS.md.
// Usage: npx tsx eval/2026-11-29-reply-languages/tally.ts
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

type Verdict = [
  language: 'yes' | 'partly' | 'no',
  reading: 'natural' | 'understandable' | 'wrong',
  note: string,
]

const here = import.meta.dirname
const judgments = JSON.parse(await readFile(join(here, 'judgments.json'), 'utf8')) as Record<
  string,
  Verdict[]
>
const replies = JSON.parse(await readFile(join(here, 'replies.json'), 'utf8')) as {
  id: string
  turns: unknown[]
}[]
for (const conversation of replies) {
  if (judgments[conversation.id]?.length !== conversation.turns.length)
    throw new Error(`${conversation.id}: not every reply judged`)
}

const languages = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']
const rows = [...languages, 'all'].map((language) => {
  const ids = Object.keys(judgments).filter((id) => language === 'all' || id.startsWith(`${language}-`))
  const verdicts = ids.flatMap((id) => judgments[id] ?? [])
  const count = (test: (verdict: Verdict) => boolean) => verdicts.filter(test).length
  const wholeConversations = ids.filter((id) =>
    judgments[id]?.every(([inLanguage]) => inLanguage === 'yes'),
  ).length
  return [
    language,
    ids.length,
    wholeConversations,
    verdicts.length,
    count(([l]) => l === 'yes'),
    count(([l]) => l === 'partly'),
    count(([l]) => l === 'no'),
    count(([, r]) => r === 'natural'),
    count(([, r]) => r === 'understandable'),
    count(([, r]) => r === 'wrong'),
  ]
})
console.log(
  '| language | conversations | conversations wholly in the language | replies | in language: yes | partly | no | natural | understandable | wrong |',
)
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
