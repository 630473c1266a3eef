import { readFileSync } from 'node:fs'
import { CORPUS_WORDS_FILE } from '@server/modules/assistant/understanding/classifier/category-classifier'
import { projectPath } from '@server/project-root'
import { describe, expect, it } from 'vitest'
import { buildCorpus, corpusWordsFile } from './corpus/build-corpus'

describe('the classifier’s training corpus', () => {
  it('builds the same corpus from the same seed, and another from another seed', () => {
    const options = {
      perLabel: 20,
      places: ['Mersch', 'Esch-sur-Alzette'],
      lexicon: { plumbing: ['plombier'] },
    }
    const first = buildCorpus({ ...options, seed: 17 })
    expect(buildCorpus({ ...options, seed: 17 })).toEqual(first)
    expect(buildCorpus({ ...options, seed: 18 })).not.toEqual(first)
    expect(first).toHaveLength(25 * 20)
    expect(new Set(first.map((example) => example.label)).size).toBe(25)
  })

  it('gives the server the words it is written from (npm run train:assistant-classifier writes them)', () => {
    expect(readFileSync(projectPath(CORPUS_WORDS_FILE), 'utf8')).toBe(corpusWordsFile())
  })
})
