import { statesNeed } from '@server/modules/assistant/understanding/lexicon/request-words'
import { fold } from '@shared/text/fold'
import { type CategoryClassifier, type Prediction, UNLISTED_LABEL } from './category-classifier'

/**
 * A message of several sentences tells a story around one request ("we moved in two months ago…
 * the plumbing is done… what we can't do is the tiles"). The classifier reads the whole message
 * and each of its sentences, and takes one as the request:
 * - a sentence that states the need ("we need", "je cherche", "wer kann", "chi ripara";
 *   lexicon/request-words.ts), read with the sentence before it (the need often points back to
 *   it: "…the oven stopped heating. Anyone who repairs ovens?"), when it names a trade (its
 *   probability of naming none below NEED_NONE, and one trade at least NEED_TRADE); among several,
 *   the one naming a trade most clearly;
 * - else ("can someone come this week?" names none) the sentence most clearly about a trade.
 * The message's probabilities are the mean of the whole and that request. A one-sentence message
 * is read once.
 */

const SENTENCE_END = /(?<=[.!?;:…\n])\s+|\s+(?:-|–|—)\s+|\.{3}\s*/u
const MIN_WORDS = 2
/** A sentence that states the need is the request when its probability of naming no trade is below this… */
const NEED_NONE = 0.5
/**
 * …and one trade at least this likely: "flat near the station, need someone discreet please" spreads
 * its probability over every label and names none (ADR 085).
 */
const NEED_TRADE = 0.2

export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= MIN_WORDS)
}

interface ReadSentence {
  predictions: Prediction[]
  none: number
  /** The probability of its most likely trade. */
  trade: number
  statesNeed: boolean
}

const clearest = (sentences: readonly ReadSentence[]): ReadSentence | undefined =>
  sentences.reduce<ReadSentence | undefined>(
    (best, sentence) => (best === undefined || sentence.none < best.none ? sentence : best),
    undefined,
  )

export function predictMessage(classifier: CategoryClassifier, text: string, none = 'none'): Prediction[] {
  const whole = classifier.predict(text)
  const sentences = sentencesOf(text)
  if (sentences.length < 2) return whole
  const readAs = (predictions: Prediction[], need: boolean): ReadSentence => ({
    predictions,
    none: predictions.find((p) => p.label === none)?.probability ?? 0,
    trade: Math.max(
      0,
      ...predictions.filter((p) => p.label !== none && p.label !== UNLISTED_LABEL).map((p) => p.probability),
    ),
    statesNeed: need,
  })
  const read = sentences.map((sentence, index): ReadSentence => {
    const need = statesNeed(fold(sentence))
    if (!need || index === 0) return readAs(classifier.predict(sentence), need)
    // The need read with the sentence before it; alone when that sentence drowns it ("Is that even
    // allowed? I need proper advice.").
    const withBefore = readAs(classifier.predict(`${sentences[index - 1]} ${sentence}`), need)
    return withBefore.trade >= NEED_TRADE ? withBefore : readAs(classifier.predict(sentence), need)
  })
  const request =
    clearest(
      read.filter(
        (sentence) => sentence.statesNeed && sentence.none < NEED_NONE && sentence.trade >= NEED_TRADE,
      ),
    ) ?? clearest(read)
  if (!request) return whole
  const inRequest = new Map(request.predictions.map((p) => [p.label, p.probability]))
  return whole
    .map((p) => ({ label: p.label, probability: (p.probability + (inRequest.get(p.label) ?? 0)) / 2 }))
    .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label))
}
