import { describe, expect, it } from 'vitest'
import { tokenizePolicyText } from './policy-links'

describe('tokenizePolicyText', () => {
  it('links app pages and https addresses, without the final full stop', () => {
    expect(
      tokenizePolicyText('Write to us through /contact. Or see https://www.mediateurconsommation.lu.'),
    ).toEqual([
      { kind: 'text', value: 'Write to us through ' },
      { kind: 'path', value: '/contact' },
      { kind: 'text', value: '. Or see ' },
      { kind: 'url', value: 'https://www.mediateurconsommation.lu' },
      { kind: 'text', value: '.' },
    ])
  })

  it('leaves unknown paths and slashes inside words as text', () => {
    expect(tokenizePolicyText('Kundin/Kunde and /nowhere')).toEqual([
      { kind: 'text', value: 'Kundin/Kunde and /nowhere' },
    ])
  })
})
