import type { AssistantLanguage } from '@shared/i18n/languages'
import type { Token } from './text'

/**
 * The lexicon's small pattern language (see lexicon/category-lexicon-types.ts), compiled once:
 * `word`, `stem*`, `*ending`, `*part*`, phrases of such words, and a `lb:` language prefix.
 */

export interface WordPattern {
  kind: 'exact' | 'prefix' | 'suffix' | 'infix'
  text: string
}

export interface Pattern {
  words: readonly WordPattern[]
  language: AssistantLanguage | null
  source: string
}

const LANGUAGE_PREFIX = /^(lb|fr|de|en|pt|it|es):/

export function compilePattern(source: string): Pattern {
  const language = source.match(LANGUAGE_PREFIX)?.[1] as AssistantLanguage | undefined
  const body = source.replace(LANGUAGE_PREFIX, '')
  const words = body
    .split(' ')
    .filter(Boolean)
    .map((word): WordPattern => {
      const starts = word.startsWith('*')
      const ends = word.endsWith('*')
      const text = word.replace(/^\*|\*$/g, '')
      if (starts && ends) return { kind: 'infix', text }
      if (starts) return { kind: 'suffix', text }
      if (ends) return { kind: 'prefix', text }
      return { kind: 'exact', text }
    })
  return { words, language: language ?? null, source }
}

export function wordMatches(pattern: WordPattern, word: string): boolean {
  switch (pattern.kind) {
    case 'exact':
      return word === pattern.text
    case 'prefix':
      return word.startsWith(pattern.text)
    case 'suffix':
      return word.length > pattern.text.length && word.endsWith(pattern.text)
    case 'infix':
      return word.length > pattern.text.length && word.includes(pattern.text)
  }
}

/** Whether the pattern matches the tokens starting at `start` (a phrase may not cross a comma). */
export function matchesAt(
  pattern: Pattern,
  tokens: readonly Token[],
  start: number,
  language: AssistantLanguage,
): boolean {
  if (pattern.language && pattern.language !== language) return false
  if (start + pattern.words.length > tokens.length) return false
  return pattern.words.every((word, offset) => {
    const token = tokens[start + offset] as Token
    return (offset === 0 || !token.breakBefore) && wordMatches(word, token.norm)
  })
}

export function matchesAnywhere(
  pattern: Pattern,
  tokens: readonly Token[],
  language: AssistantLanguage,
): boolean {
  for (let start = 0; start < tokens.length; start++)
    if (matchesAt(pattern, tokens, start, language)) return true
  return false
}

/**
 * The patterns as one regular expression over folded text (any language's terms): for readers of
 * whole clauses, such as the out-of-scope check, that share a lexicon group instead of copying it.
 */
export function patternsAsRegExp(sources: readonly string[]): RegExp {
  const wordSource = ({ kind, text }: WordPattern) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    if (kind === 'prefix') return `${escaped}\\w*`
    if (kind === 'suffix') return `\\w+${escaped}`
    if (kind === 'infix') return `\\w*${escaped}\\w*`
    return escaped
  }
  const alternatives = sources.map((source) => compilePattern(source).words.map(wordSource).join('\\s+'))
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`)
}
