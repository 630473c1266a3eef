/**
 * Trains the assistant's category classifier and writes its weights file
 * (src/server/modules/assistant/understanding/classifier/category-classifier.bin).
 *
 *   npm run train:assistant-classifier              train, report, write the file
 *   npm run train:assistant-classifier -- --check   train and compare with the committed file (exit 1 if different)
 *
 * Reproducible: the corpus comes from the files under classifier/corpus/ with a fixed seed, the
 * training order from the same seed, and the arithmetic is plain IEEE doubles, so the same
 * sources give the same bytes. Never tuned on eval/assistant/messages.json.
 *
 * The model: multinomial logistic regression (23 categories and "none") over hashed character
 * n-grams (classifier/features.ts), trained by AdaGrad with an L2 penalty applied to the weights
 * an example touches; then the weights below PRUNE × the largest are dropped and the rest stored
 * as 8-bit integers.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  CLASSIFIER_FILE,
  decodeClassifier,
  encodeClassifier,
} from '@server/modules/assistant/understanding/classifier/category-classifier'
import {
  type CorpusExample,
  NONE_LABEL,
  SeededRandom,
} from '@server/modules/assistant/understanding/classifier/corpus/build-corpus'
import {
  CORPUS_PER_LABEL,
  CORPUS_SEED,
  trainingCorpus,
} from '@server/modules/assistant/understanding/classifier/corpus/training-corpus'
import { FEATURE_BUCKETS, featurize } from '@server/modules/assistant/understanding/classifier/features'
import { projectPath } from '@server/project-root'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'

const SEED = CORPUS_SEED
const PER_LABEL = CORPUS_PER_LABEL
const EPOCHS = 6
const LEARNING_RATE = 0.4
const L2 = 2e-5
/** Share of the corpus kept aside to report in-corpus accuracy (not a quality measure of real messages). */
const CHECK_SHARE = 0.1
const PRUNE = 0.15

const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const started = performance.now()

const corpus = trainingCorpus()
const labels = [...CATEGORY_SLUGS, NONE_LABEL]
const labelIndex = new Map(labels.map((label, i) => [label, i]))

// Split and shuffle with the same seed.
const random = new SeededRandom(SEED * 7919)
const order = corpus.map((_, i) => i)
for (let i = order.length - 1; i > 0; i--) {
  const j = Math.floor(random.next() * (i + 1))
  ;[order[i], order[j]] = [order[j] as number, order[i] as number]
}
const checkCount = Math.round(corpus.length * CHECK_SHARE)
const checkSet = order.slice(0, checkCount).map((i) => corpus[i] as CorpusExample)
const trainSet = order.slice(checkCount).map((i) => corpus[i] as CorpusExample)

const K = labels.length
const features = trainSet.map((example) => featurize(example.text))
const targets = trainSet.map((example) => labelIndex.get(example.label) as number)
const weights = new Float64Array(FEATURE_BUCKETS * K)
const squares = new Float64Array(FEATURE_BUCKETS * K)
const bias = new Float64Array(K)
const biasSquares = new Float64Array(K)
const logits = new Float64Array(K)

function probabilities(buckets: Uint32Array, values: Float64Array): Float64Array {
  logits.set(bias)
  for (let i = 0; i < buckets.length; i++) {
    const base = (buckets[i] as number) * K
    const value = values[i] as number
    for (let k = 0; k < K; k++) logits[k] = (logits[k] as number) + value * (weights[base + k] as number)
  }
  let max = Number.NEGATIVE_INFINITY
  for (let k = 0; k < K; k++) max = Math.max(max, logits[k] as number)
  let sum = 0
  for (let k = 0; k < K; k++) {
    logits[k] = Math.exp((logits[k] as number) - max)
    sum += logits[k] as number
  }
  for (let k = 0; k < K; k++) logits[k] = (logits[k] as number) / sum
  return logits
}

const trainOrder = trainSet.map((_, i) => i)
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = trainOrder.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1))
    ;[trainOrder[i], trainOrder[j]] = [trainOrder[j] as number, trainOrder[i] as number]
  }
  let loss = 0
  for (const n of trainOrder) {
    const { buckets, values } = features[n] as ReturnType<typeof featurize>
    const target = targets[n] as number
    const p = probabilities(buckets, values)
    loss -= Math.log(Math.max(1e-12, p[target] as number))
    for (let k = 0; k < K; k++) {
      const gradient = (p[k] as number) - (k === target ? 1 : 0)
      biasSquares[k] = (biasSquares[k] as number) + gradient * gradient
      bias[k] =
        (bias[k] as number) - (LEARNING_RATE * gradient) / Math.sqrt((biasSquares[k] as number) + 1e-8)
      for (let i = 0; i < buckets.length; i++) {
        const at = (buckets[i] as number) * K + k
        const g = gradient * (values[i] as number) + L2 * (weights[at] as number)
        squares[at] = (squares[at] as number) + g * g
        weights[at] =
          (weights[at] as number) - (LEARNING_RATE * g) / Math.sqrt((squares[at] as number) + 1e-8)
      }
    }
  }
  console.log(`epoch ${epoch + 1}/${EPOCHS}: mean loss ${(loss / trainOrder.length).toFixed(4)}`)
}

// Centre, prune and quantize. Adding one constant to all of a bucket's weights adds the same amount
// to every label's logit, which the softmax ignores: subtracting the median leaves the predictions
// as they are and most weights near zero, where they can be dropped.
for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++) {
  const row = Array.from(weights.subarray(bucket * K, bucket * K + K)).sort((a, b) => a - b)
  const median = ((row[(K >> 1) - 1] as number) + (row[K >> 1] as number)) / 2
  for (let k = 0; k < K; k++) weights[bucket * K + k] = (weights[bucket * K + k] as number) - median
}
let largest = 0
for (const w of weights) largest = Math.max(largest, Math.abs(w))
const scale = largest / 127
const threshold = PRUNE * largest
const entries: Array<{ bucket: number; weights: Array<[number, number]> }> = []
for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++) {
  const kept: Array<[number, number]> = []
  for (let k = 0; k < K; k++) {
    const w = weights[bucket * K + k] as number
    const q = Math.round(w / scale)
    if (Math.abs(w) >= threshold && q !== 0) kept.push([k, q])
  }
  if (kept.length > 0) entries.push({ bucket, weights: kept })
}
const file = encodeClassifier(
  {
    version: 1,
    labels,
    buckets: FEATURE_BUCKETS,
    scale,
    bias: Array.from(bias, (b) => Math.round(b * 1e4) / 1e4),
  },
  entries,
)

// In-corpus check, with the file as it will be shipped.
const shipped = decodeClassifier(file)
const correct = checkSet.filter((example) => shipped.predict(example.text)[0]?.label === example.label).length
const weightCount = entries.reduce((total, entry) => total + entry.weights.length, 0)
console.log(
  `corpus ${corpus.length} sentences (${PER_LABEL} per label, ${labels.length} labels), seed ${SEED}; trained on ${trainSet.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
console.log(
  `in-corpus accuracy on ${checkSet.length} sentences kept aside: ${((100 * correct) / checkSet.length).toFixed(1)} %`,
)
console.log(
  `weights kept: ${weightCount} in ${entries.length} buckets; file ${(file.length / 1024).toFixed(0)} KB`,
)

const target = projectPath(CLASSIFIER_FILE)
if (args.check) {
  const committed = readFileSync(target)
  const same = committed.equals(file)
  console.log(
    same
      ? `${CLASSIFIER_FILE} is exactly what this script trains.`
      : `${CLASSIFIER_FILE} differs from what this script trains.`,
  )
  process.exit(same ? 0 : 1)
}
writeFileSync(target, file)
console.log(`wrote ${CLASSIFIER_FILE}`)
