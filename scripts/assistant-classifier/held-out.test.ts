import { readdirSync, readFileSync } from 'node:fs'
import { words } from '@server/modules/assistant/understanding/classifier/features'
import { projectPath } from '@server/project-root'
import { describe, expect, it } from 'vitest'
import { trainingCorpus } from './corpus/training-corpus'

/**
 * The evaluation's held-out messages (eval/assistant/messages.json, `heldOut: true`) are never
 * trained on: the corpus is generated from the files under corpus/ and the lexicon, and nothing
 * that builds it names a file under eval/. No held-out message is a sentence of the corpus, and
 * none shares a run of 7 words with the files the corpus is written from (runs of up to 6 are
 * everyday phrases, as common in the development messages: "colocar azulejos na casa de banho").
 */
interface EvalMessage {
  id: string
  text: string
  heldOut: boolean
}

const CORPUS_DIR = 'scripts/assistant-classifier/corpus'
const COPIED_RUN = 7

const read = (path: string) => JSON.parse(readFileSync(projectPath(path), 'utf8')) as EvalMessage[]

// The story-style and pattern development sets are read while tuning, but their messages are never copied into
// the corpus either: they measure how the classifier reads messages it was not written from.
const heldOut = [
  ...read('eval/assistant/messages.json').filter((message) => message.heldOut),
  ...read('eval/assistant/dev-stories.json'),
  ...read('eval/assistant/dev-stories-2.json'),
  ...read('eval/assistant/dev-patterns.json'),
  ...read('eval/assistant/dev-stories-3.json'),
  ...read('eval/assistant/dev-stories-holdout.json'),
  ...read('eval/assistant/dev-stories-4.json'),
  ...read('eval/assistant/dev-stories-holdout-2.json'),
  ...read('eval/assistant/dev-stories-5.json'),
  ...read('eval/assistant/dev-stories-6.json'),
  ...read('eval/assistant/dev-patterns-9.json'),
  // ADR 093: messages written as training text, kept as development sets instead.
  ...read('eval/assistant/dev-written-a.json'),
  ...read('eval/assistant/dev-written-b.json'),
]
// The frames and vocabulary (*.ts) and the messages written by hand (written/<language>.json).
const sourceFiles = readdirSync(projectPath(CORPUS_DIR), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|json)$/.test(file))
  .map((file) => `${CORPUS_DIR}/${file}`)

describe('the classifier’s training corpus and the held-out messages', () => {
  it('has no held-out message as one of its sentences', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(370 + 105 + 105 + 147 + 140 + 40 + 160 + 73 + 55)
    const sentences = new Set(trainingCorpus().map((example) => words(example.text).join(' ')))
    expect(heldOut.filter((message) => sentences.has(words(message.text).join(' ')))).toEqual([])
  })

  it('is written from files that share no run of 7 words with a held-out message', () => {
    // Each phrase of the vocabulary and each frame on its own, so that runs do not join across them.
    const runs = new Set<string>()
    for (const phrase of sourceFiles
      .map((file) => readFileSync(projectPath(file), 'utf8'))
      .join('\n')
      .split(/[|'`"\n]/)) {
      const phraseWords = words(phrase)
      for (let i = 0; i + COPIED_RUN <= phraseWords.length; i++)
        runs.add(phraseWords.slice(i, i + COPIED_RUN).join(' '))
    }
    const copied: string[] = []
    for (const message of heldOut) {
      const text = words(message.text)
      for (let i = 0; i + COPIED_RUN <= text.length; i++) {
        const run = text.slice(i, i + COPIED_RUN).join(' ')
        if (runs.has(run)) copied.push(`${message.id}: ${run}`)
      }
    }
    expect(copied).toEqual([])
  })

  it('reads the messages written by hand in every language', () => {
    expect(sourceFiles.filter((file) => file.includes('/written/') && file.endsWith('.json'))).toHaveLength(7)
  })

  it('is built by code that never names the evaluation set', () => {
    for (const source of ['scripts/assistant-classifier/train.ts', ...sourceFiles])
      expect(readFileSync(projectPath(source), 'utf8'), source).not.toMatch(/['"`](\.{1,2}\/)*eval\//)
  })
})
