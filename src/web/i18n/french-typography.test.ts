import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { messagesOf } from '@web/test/english-sentences'
import { describe, expect, it } from 'vitest'

/**
 * French punctuation spacing, one rule for every French message (docs/ui-guidelines.md): a narrow
 * no-break space (U+202F) before ; ! ?, a no-break space (U+00A0) before : € % and inside « », so
 * a line never starts with the mark and the spaces look alike everywhere.
 */
const NARROW = '\u202f'
const NO_BREAK = '\u00a0'

/** Each place a French message breaks the rule, with a little text around it. */
function spacingFaults(text: string): string[] {
  const faults: string[] = []
  const around = (at: number) => text.slice(Math.max(0, at - 15), at + 5)
  for (const match of text.matchAll(/(\s?)([;!?])/gu)) {
    const [, space, mark] = match
    const at = match.index ?? 0
    // Not a French sentence's mark: a letter right after (an address's query, an entity) or before a word-less "?".
    if (/[\p{L}\p{N}=&]/u.test(text[at + match[0].length] ?? '')) continue
    if (space !== NARROW && (space || /[\p{L}\p{N})»]/u.test(text[at - 1] ?? '')))
      faults.push(`${mark} needs U+202F before it: …${around(at)}`)
  }
  for (const match of text.matchAll(/(\s)([:€%])/gu))
    if (match[1] !== NO_BREAK) faults.push(`${match[2]} needs U+00A0 before it: …${around(match.index ?? 0)}`)
  for (const match of text.matchAll(/«(\s?)|(\s?)»/gu))
    if ((match[1] ?? match[2]) !== NO_BREAK)
      faults.push(`« » need U+00A0 inside them: …${around(match.index ?? 0)}`)
  return faults
}

describe('French punctuation spacing', () => {
  it('flags an ordinary or missing space, and accepts the rule', () => {
    expect(spacingFaults('Vraiment ?')).toHaveLength(1)
    expect(spacingFaults('Vraiment?')).toHaveLength(1)
    expect(spacingFaults(`Vraiment${NO_BREAK}?`)).toHaveLength(1)
    expect(spacingFaults('Total : 12 €')).toHaveLength(2)
    expect(spacingFaults('« Client »')).toHaveLength(2)
    expect(
      spacingFaults(`Vraiment${NARROW}? Oui${NARROW}! Total${NO_BREAK}: 12${NO_BREAK}€, 5${NO_BREAK}%`),
    ).toEqual([])
    expect(spacingFaults(`«${NO_BREAK}Client${NO_BREAK}»`)).toEqual([])
    expect(spacingFaults('https://luxpro.lu/directory?q=peintre à 14:30')).toEqual([])
  })

  it('holds in every French message', () => {
    const faults = [...messagesOf('fr').entries()].flatMap(([key, text]) =>
      spacingFaults(text).map((fault) => `${key}: ${fault}`),
    )
    expect(faults).toEqual([])
  })

  it('holds in the French legal texts and review policy', () => {
    const features = join(import.meta.dirname, '../features')
    const files = globSync('*/content/*.fr.json', { cwd: features })
    expect(files.length).toBeGreaterThan(5)
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : []
    const faults = files.flatMap((file) =>
      texts(JSON.parse(readFileSync(join(features, file), 'utf8'))).flatMap((text) =>
        spacingFaults(text).map((fault) => `${file}: ${fault}`),
      ),
    )
    expect(faults).toEqual([])
  })
})
