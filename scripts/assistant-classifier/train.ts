/**
 * Trains the assistant's category classifier and writes what the server reads of it, beside the
 * classifier's code (src/server/modules/assistant/understanding/classifier/): the two weights files
 * and corpus-words.txt, the words of the training text (the understanding never takes one of them
 * for a misspelt place). The corpus itself is build-time material and stays here, beside this script.
 *
 *   npm run train:assistant-classifier              train on today's lexicon and place names, report,
 *                                                   write the files and trained-with.json
 *   npm run train:assistant-classifier -- --check   train on the lexicon words and place names of
 *                                                   trained-with.json and compare with the committed
 *                                                   files (exit 1 if different)
 *
 * Reproducible: the corpus comes from the files under corpus/ and the lexicon words and place names
 * kept in trained-with.json, with a fixed seed, the training order from the same seed, and the
 * arithmetic is plain IEEE doubles, so the same sources give the same bytes (the lexicon changes
 * between trainings; the weights stay those of the lexicon they were trained with). Never tuned on
 * eval/assistant/messages.json.
 *
 * The corpus: the template sentences of corpus/ and the messages written by hand in
 * corpus/written/ (ADR 077), each told several times.
 *
 * The model: multinomial logistic regression (23 categories, "none" and "unlisted") over hashed character
 * n-grams (classifier/features.ts), trained by AdaGrad with an L2 penalty applied to the weights
 * an example touches; then the weights below PRUNE × the largest are dropped and the rest stored
 * as 8-bit integers.
 *
 * The second model, voted with it: multinomial naive Bayes over the same features (a generative
 * model: it errs on other messages than the regression does), its log-probabilities smoothed
 * (Laplace, ALPHA), sharpened by the temperature that fits the kept-aside sentences best, and
 * stored in the same format (category-bayes.bin).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  BAYES_FILE,
  CLASSIFIER_FILE,
  CORPUS_WORDS_FILE,
  decodeClassifier,
  encodeClassifier,
  UNLISTED_LABEL,
  votingClassifier,
} from '@server/modules/assistant/understanding/classifier/category-classifier'
import { FEATURE_BUCKETS, featurize } from '@server/modules/assistant/understanding/classifier/features'
import { projectPath } from '@server/project-root'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { type CorpusExample, corpusWordsFile, NONE_LABEL, SeededRandom } from './corpus/build-corpus'
import {
  CORPUS_PER_LABEL,
  CORPUS_SEED,
  currentInputs,
  TRAINED_WITH_FILE,
  trainedWithInputs,
  trainingCorpus,
  writeTrainedWithInputs,
} from './corpus/training-corpus'

const SEED = CORPUS_SEED
const PER_LABEL = CORPUS_PER_LABEL
const EPOCHS = 6
const LEARNING_RATE = 0.4
const L2 = 2e-5
/** Share of the corpus kept aside to report in-corpus accuracy (not a quality measure of real messages). */
const CHECK_SHARE = 0.1
const PRUNE = 0.12
const ALPHA = 0.05
const BAYES_PRUNE = 0.13
const TEMPERATURES = [0.5, 1, 1.5, 2, 3] as const

const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const started = performance.now()

const inputs = args.check ? trainedWithInputs() : currentInputs()
const corpus = trainingCorpus(inputs)
const labels = [...CATEGORY_SLUGS, NONE_LABEL, UNLISTED_LABEL]
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
function quantize(table: Float64Array, biases: Float64Array, prune: number, temperature = 1): Buffer {
  for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++) {
    const row = Array.from(table.subarray(bucket * K, bucket * K + K)).sort((a, b) => a - b)
    const median = ((row[(K >> 1) - 1] as number) + (row[K >> 1] as number)) / 2
    for (let k = 0; k < K; k++) table[bucket * K + k] = (table[bucket * K + k] as number) - median
  }
  let largest = 0
  for (const w of table) largest = Math.max(largest, Math.abs(w))
  const scale = largest / 127
  const threshold = prune * largest
  const entries: Array<{ bucket: number; weights: Array<[number, number]> }> = []
  for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++) {
    const kept: Array<[number, number]> = []
    for (let k = 0; k < K; k++) {
      const w = table[bucket * K + k] as number
      const q = Math.round(w / scale)
      if (Math.abs(w) >= threshold && q !== 0) kept.push([k, q])
    }
    if (kept.length > 0) entries.push({ bucket, weights: kept })
  }
  const weightCount = entries.reduce((total, entry) => total + entry.weights.length, 0)
  console.log(`weights kept: ${weightCount} in ${entries.length} buckets`)
  return encodeClassifier(
    {
      version: 1,
      labels,
      buckets: FEATURE_BUCKETS,
      scale: scale * temperature,
      bias: Array.from(biases, (b) => Math.round(b * temperature * 1e4) / 1e4),
    },
    entries,
  )
}
const file = quantize(weights, bias, PRUNE)

// Naive Bayes: feature mass per label, smoothed log-probabilities.
const mass = new Float64Array(FEATURE_BUCKETS * K)
const labelMass = new Float64Array(K)
features.forEach(({ buckets, values }, n) => {
  const target = targets[n] as number
  for (let i = 0; i < buckets.length; i++) {
    mass[(buckets[i] as number) * K + target] =
      (mass[(buckets[i] as number) * K + target] as number) + (values[i] as number)
    labelMass[target] = (labelMass[target] as number) + (values[i] as number)
  }
})
let usedBuckets = 0
for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++) {
  let any = false
  for (let k = 0; k < K && !any; k++) any = (mass[bucket * K + k] as number) > 0
  if (any) usedBuckets++
}
const bayes = new Float64Array(FEATURE_BUCKETS * K)
for (let bucket = 0; bucket < FEATURE_BUCKETS; bucket++)
  for (let k = 0; k < K; k++)
    bayes[bucket * K + k] = Math.log(
      ((mass[bucket * K + k] as number) + ALPHA) / ((labelMass[k] as number) + ALPHA * usedBuckets),
    )
const bayesBias = new Float64Array(K)
// The temperature: the one whose shipped file gives the kept-aside sentences the best log-likelihood.
let bayesFile: Buffer = Buffer.alloc(0)
let bestLoss = Number.POSITIVE_INFINITY
for (const temperature of TEMPERATURES) {
  const candidate = quantize(Float64Array.from(bayes), bayesBias, BAYES_PRUNE, temperature)
  const model = decodeClassifier(candidate)
  let loss = 0
  for (const example of checkSet) {
    const p = model.predict(example.text).find((prediction) => prediction.label === example.label)
    loss -= Math.log(Math.max(1e-12, p?.probability ?? 0))
  }
  console.log(`naive Bayes, temperature ${temperature}: mean loss ${(loss / checkSet.length).toFixed(4)}`)
  if (loss < bestLoss) {
    bestLoss = loss
    bayesFile = candidate
  }
}

// In-corpus check, with the file as it will be shipped.
const shipped = decodeClassifier(file)
const shippedBayes = decodeClassifier(bayesFile)
const voted = votingClassifier(shipped, shippedBayes)
const accuracy = (model: { predict(text: string): Array<{ label: string }> }) =>
  (
    (100 * checkSet.filter((example) => model.predict(example.text)[0]?.label === example.label).length) /
    checkSet.length
  ).toFixed(1)
console.log(
  `corpus ${corpus.length} sentences (${PER_LABEL} per label, ${labels.length} labels), seed ${SEED}; trained on ${trainSet.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
console.log(
  `in-corpus accuracy on ${checkSet.length} sentences kept aside: regression ${accuracy(shipped)} %, naive Bayes ${accuracy(shippedBayes)} %, voted ${accuracy(voted)} %`,
)
console.log(
  `files: regression ${(file.length / 1024).toFixed(0)} KB, naive Bayes ${(bayesFile.length / 1024).toFixed(0)} KB`,
)

const outputs: Array<[string, Buffer]> = [
  [CLASSIFIER_FILE, file],
  [BAYES_FILE, bayesFile],
  [CORPUS_WORDS_FILE, Buffer.from(corpusWordsFile())],
]
if (args.check) {
  let same = true
  for (const [path, bytes] of outputs) {
    const equal = readFileSync(projectPath(path)).equals(bytes)
    same &&= equal
    console.log(
      equal ? `${path} is exactly what this script trains.` : `${path} differs from what this script trains.`,
    )
  }
  process.exit(same ? 0 : 1)
}
for (const [path, bytes] of outputs) {
  writeFileSync(projectPath(path), bytes)
  console.log(`wrote ${path}`)
}
writeTrainedWithInputs(inputs)
console.log(`wrote ${TRAINED_WITH_FILE}`)
