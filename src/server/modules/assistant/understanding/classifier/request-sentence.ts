import type { CategoryClassifier, Prediction } from './category-classifier'

/**
 * A message of several sentences tells a story around one request ("we moved in two months ago…
 * the bathroom tap drips… the landlord will pay"). The classifier reads the whole message and
 * each of its sentences; the sentence it finds most clearly about a trade (the lowest probability
 * of naming none) is the request, and the message's probabilities are the mean of the whole and
 * that sentence. A one-sentence message is read once.
 */

const SENTENCE_END = /(?<=[.!?;:…\n])\s+|\s+(?:-|–|—)\s+|\.{3}\s*/u
const MIN_WORDS = 2

export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= MIN_WORDS)
}

export function predictMessage(classifier: CategoryClassifier, text: string, none = 'none'): Prediction[] {
  const whole = classifier.predict(text)
  const sentences = sentencesOf(text)
  if (sentences.length < 2) return whole
  let request: Prediction[] | null = null
  let requestNone = Number.POSITIVE_INFINITY
  for (const sentence of sentences) {
    const predictions = classifier.predict(sentence)
    const noneProbability = predictions.find((p) => p.label === none)?.probability ?? 0
    if (noneProbability < requestNone) {
      request = predictions
      requestNone = noneProbability
    }
  }
  if (!request) return whole
  const inRequest = new Map(request.map((p) => [p.label, p.probability]))
  return whole
    .map((p) => ({ label: p.label, probability: (p.probability + (inRequest.get(p.label) ?? 0)) / 2 }))
    .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label))
}
