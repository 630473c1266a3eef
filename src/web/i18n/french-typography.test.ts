import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { frenchSpacingFaults, NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from '@shared/text/french-spacing'
import { messagesOf } from '@web/test/english-sentences'
import { describe, expect, it } from 'vitest'

describe('French punctuation spacing', () => {
  it('flags an ordinary or missing space, and accepts the rule', () => {
    expect(frenchSpacingFaults('Vraiment ?')).toHaveLength(1)
    expect(frenchSpacingFaults('Vraiment?')).toHaveLength(1)
    expect(frenchSpacingFaults(`Vraiment${NO_BREAK_SPACE}?`)).toHaveLength(1)
    expect(frenchSpacingFaults('Total : 12 €')).toHaveLength(2)
    expect(frenchSpacingFaults('« Client »')).toHaveLength(2)
    expect(
      frenchSpacingFaults(
        `Vraiment${NARROW_NO_BREAK_SPACE}? Oui${NARROW_NO_BREAK_SPACE}! Total${NO_BREAK_SPACE}: 12${NO_BREAK_SPACE}€, 5${NO_BREAK_SPACE}%`,
      ),
    ).toEqual([])
    expect(frenchSpacingFaults(`«${NO_BREAK_SPACE}Client${NO_BREAK_SPACE}»`)).toEqual([])
    expect(frenchSpacingFaults('https://luxpro.lu/directory?q=peintre à 14:30')).toEqual([])
  })

  it('holds in every French message', () => {
    const faults = [...messagesOf('fr').entries()].flatMap(([key, text]) =>
      frenchSpacingFaults(text).map((fault) => `${key}: ${fault}`),
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
        frenchSpacingFaults(text).map((fault) => `${file}: ${fault}`),
      ),
    )
    expect(faults).toEqual([])
  })
})
