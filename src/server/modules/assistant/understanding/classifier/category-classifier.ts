import { readFileSync } from 'node:fs'
import { projectPath } from '@server/project-root'
import { FEATURE_BUCKETS, featurize } from './features'

/**
 * The learned half of category understanding: a multinomial logistic regression over hashed
 * character n-grams (features.ts), trained by scripts/train-assistant-classifier.ts with a fixed
 * seed on the corpus under corpus/, and shipped as one small binary file read once at start. No
 * network, no randomness: the same text always gives the same probabilities.
 *
 * The file (little-endian):
 *   "LXC1" · u32 header length · header JSON { version, labels, buckets, scale, bias[] }
 *   · u32 B · B × u32 bucket ids (ascending) · B × u8 weights per bucket
 *   · for each weight: u8 label index, i8 weight (× scale)
 * Buckets whose weights were all pruned are absent.
 */

/** The classifier's label for needs LuxPro lists no trade for (ADR 082): no trade either. */
export const UNLISTED_LABEL = 'unlisted'

/**
 * The words of the classifier's training text (written with the weights by its trainer): words of the
 * seven languages, never taken for a misspelt place.
 */
export const CORPUS_WORDS_FILE = 'src/server/modules/assistant/understanding/classifier/corpus-words.txt'

export const CLASSIFIER_FILE = 'src/server/modules/assistant/understanding/classifier/category-classifier.bin'
/** The second model voted with it: naive Bayes over the same features, in the same format. */
export const BAYES_FILE = 'src/server/modules/assistant/understanding/classifier/category-bayes.bin'
const MAGIC = 'LXC1'

export interface ClassifierHeader {
  version: 1
  labels: string[]
  buckets: number
  /** A stored weight w (an int8) stands for w × scale. */
  scale: number
  bias: number[]
}

export interface Prediction {
  label: string
  probability: number
}

export interface CategoryClassifier {
  labels: readonly string[]
  /** Every label's probability, best first. */
  predict(text: string): Prediction[]
}

export function encodeClassifier(
  header: ClassifierHeader,
  entries: ReadonlyArray<{ bucket: number; weights: ReadonlyArray<[label: number, weight: number]> }>,
): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8')
  const weightCount = entries.reduce((total, entry) => total + entry.weights.length, 0)
  const size = 4 + 4 + headerBytes.length + 4 + entries.length * 5 + weightCount * 2
  const out = Buffer.alloc(size)
  let at = out.write(MAGIC, 0, 'ascii')
  at = out.writeUInt32LE(headerBytes.length, at)
  at += headerBytes.copy(out, at)
  at = out.writeUInt32LE(entries.length, at)
  for (const entry of entries) at = out.writeUInt32LE(entry.bucket, at)
  for (const entry of entries) at = out.writeUInt8(entry.weights.length, at)
  for (const entry of entries)
    for (const [label, weight] of entry.weights) {
      at = out.writeUInt8(label, at)
      at = out.writeInt8(weight, at)
    }
  return out
}

export function decodeClassifier(bytes: Buffer): CategoryClassifier {
  if (bytes.toString('ascii', 0, 4) !== MAGIC) throw new Error('Not a LuxPro category classifier file')
  let at = 4
  const headerLength = bytes.readUInt32LE(at)
  at += 4
  const header = JSON.parse(bytes.toString('utf8', at, at + headerLength)) as ClassifierHeader
  at += headerLength
  if (header.version !== 1 || header.buckets !== FEATURE_BUCKETS)
    throw new Error('The category classifier file does not match this code: retrain it')
  const count = bytes.readUInt32LE(at)
  at += 4
  const buckets = new Uint32Array(count)
  for (let i = 0; i < count; i++, at += 4) buckets[i] = bytes.readUInt32LE(at)
  const starts = new Uint32Array(count + 1)
  for (let i = 0; i < count; i++, at++) starts[i + 1] = (starts[i] as number) + bytes.readUInt8(at)
  const total = starts[count] as number
  const labelOf = new Uint8Array(total)
  const weightOf = new Float64Array(total)
  for (let i = 0; i < total; i++, at += 2) {
    labelOf[i] = bytes.readUInt8(at)
    weightOf[i] = bytes.readInt8(at + 1) * header.scale
  }
  const labels = header.labels

  const find = (bucket: number): number => {
    let low = 0
    let high = count - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const value = buckets[middle] as number
      if (value === bucket) return middle
      if (value < bucket) low = middle + 1
      else high = middle - 1
    }
    return -1
  }

  return {
    labels,
    predict(text: string): Prediction[] {
      const logits = Float64Array.from(header.bias)
      const features = featurize(text)
      for (let i = 0; i < features.buckets.length; i++) {
        const index = find(features.buckets[i] as number)
        if (index < 0) continue
        const value = features.values[i] as number
        for (let w = starts[index] as number; w < (starts[index + 1] as number); w++)
          logits[labelOf[w] as number] =
            (logits[labelOf[w] as number] as number) + value * (weightOf[w] as number)
      }
      const max = Math.max(...logits)
      let sum = 0
      const exps = Array.from(logits, (logit) => {
        const e = Math.exp(logit - max)
        sum += e
        return e
      })
      return exps
        .map((e, i) => ({ label: labels[i] as string, probability: e / sum }))
        .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label))
    },
  }
}

/**
 * Two models of different kinds voted: each label's probability is the weighted mean of theirs.
 * The regression weighs features against each other; naive Bayes counts how often each goes with
 * each label: they err on different messages, and where one is unsure the other tips the balance.
 * Naive Bayes is the more overconfident of the two (it counts correlated n-grams as independent
 * evidence), so the regression weighs FIRST_WEIGHT.
 */
export const FIRST_WEIGHT = 2 / 3

export function votingClassifier(
  first: CategoryClassifier,
  second: CategoryClassifier,
  firstWeight = FIRST_WEIGHT,
): CategoryClassifier {
  return {
    labels: first.labels,
    predict(text: string): Prediction[] {
      const other = new Map(second.predict(text).map((p) => [p.label, p.probability]))
      return first
        .predict(text)
        .map((p) => ({
          label: p.label,
          probability: firstWeight * p.probability + (1 - firstWeight) * (other.get(p.label) ?? 0),
        }))
        .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label))
    },
  }
}

let loaded: CategoryClassifier | null = null
let loadMs = 0

/** The shipped classifier (the two models voted), read from disk on first use (the app loads it at start). */
export function categoryClassifier(): CategoryClassifier {
  if (!loaded) {
    const started = performance.now()
    loaded = votingClassifier(
      decodeClassifier(readFileSync(projectPath(CLASSIFIER_FILE))),
      decodeClassifier(readFileSync(projectPath(BAYES_FILE))),
    )
    loadMs = performance.now() - started
  }
  return loaded
}

/** How long reading the file took (0 before it was read). */
export function classifierLoadMs(): number {
  return loadMs
}

let corpusWordsRead: ReadonlySet<string> | undefined
/** The words of the classifier's training text, read once. */
export function corpusWords(): ReadonlySet<string> {
  corpusWordsRead ??= new Set(
    readFileSync(projectPath(CORPUS_WORDS_FILE), 'utf8').split('\n').filter(Boolean),
  )
  return corpusWordsRead
}
