/**
 * Shows how the assistant reads each message given on the command line, for development: what it
 * decides (trade, status, confidence, the trades it would offer, the place, a need out of scope),
 * the trades set aside (ruled out, already involved, work told as done), each lexicon word found with
 * its trade and weight, and the classifier's four best labels.
 *
 *   npm run explain:assistant -- "Le différentiel saute dès qu'il pleut, maison à Rodange"
 */
import { explainCategory, explainContextRules } from '@server/modules/assistant/understanding/category'
import { categoryClassifier } from '@server/modules/assistant/understanding/classifier/category-classifier'
import { predictMessage } from '@server/modules/assistant/understanding/classifier/request-sentence'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import { detectLanguage } from '@server/modules/assistant/understanding/language'
import { tradesSetAside } from '@server/modules/assistant/understanding/ruled-out'
import { tokenize } from '@server/modules/assistant/understanding/text'
import { knownWords, understand } from '@server/modules/assistant/understanding/understand'

const messages = process.argv.slice(2)
if (messages.length === 0) {
  console.error('Usage: npm run explain:assistant -- "<message>" ["<message>" …]')
  process.exit(2)
}
const gazetteer = loadGazetteer()
for (const text of messages) {
  const tokens = tokenize(text)
  const language = detectLanguage(text, tokens)
  const read = understand(text, gazetteer)
  const place =
    read.place && (read.place.kind === 'abroad' ? `abroad (${read.place.name})` : read.place.commune)
  const aside = tradesSetAside(text)
  const hits = explainCategory(tokens, language, knownWords(gazetteer))
  const predictions = predictMessage(categoryClassifier(), text).slice(0, 4)
  console.log(`\n${text}`)
  console.log(
    `  ${language}: ${read.category ?? 'no trade'} (${read.categoryStatus}, ${read.categoryConfidence.toFixed(2)}; offers ${read.categoryCandidates.join(', ') || 'nothing'}), place ${place ?? 'none'}${read.outOfScope ? `, out of scope: ${read.outOfScope}` : ''}`,
  )
  console.log(
    `  set aside: ruled out ${[...aside.ruledOut].join(', ') || '-'}; involved ${[...aside.involved].join(', ') || '-'}; done ${aside.done.length}`,
  )
  console.log(
    `  words: ${hits.map((hit) => `${hit.word} → ${hit.category} ${hit.weight.toFixed(1)}`).join(' · ') || '-'}`,
  )
  const rules = explainContextRules(tokens, language)
  console.log(
    `  context: ${rules.map((rule) => `${rule.words.join(' + ')} → ${rule.category} ${rule.outright ? 'outright' : `+${rule.bonus}`}`).join(' · ') || '-'}`,
  )
  console.log(`  classifier: ${predictions.map((p) => `${p.label} ${p.probability.toFixed(2)}`).join(' · ')}`)
}
