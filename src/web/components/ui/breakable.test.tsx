import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breakable, wrapPoints } from './breakable'

describe('wrapPoints', () => {
  it('breaks an email address after the @ and before its dots, never inside a word', () => {
    expect(wrapPoints('contact@sanitaire-weber.lu')).toEqual(['contact@', 'sanitaire-weber', '.lu'])
    expect(wrapPoints('jean.paul.muller@post.lu')).toEqual(['jean', '.paul', '.muller@', 'post', '.lu'])
  })

  it('breaks a web address after its slashes and before its dots', () => {
    expect(wrapPoints('https://www.electricite-rossi.lu/contact')).toEqual([
      'https://',
      'www',
      '.electricite-rossi',
      '.lu/',
      'contact',
    ])
  })

  it('leaves a text without such marks whole, and a leading or doubled dot where it is', () => {
    expect(wrapPoints('Bertrange')).toEqual(['Bertrange'])
    expect(wrapPoints('.hidden')).toEqual(['.hidden'])
    expect(wrapPoints('a..b')).toEqual(['a..b'])
  })
})

describe('Breakable', () => {
  it('writes the same text, with a break opportunity between the pieces', () => {
    const { container } = render(<Breakable text="info@electricite-rossi.lu" />)
    expect(container.textContent).toBe('info@electricite-rossi.lu')
    expect(container.innerHTML).toBe('info@<wbr>electricite-rossi<wbr>.lu')
  })
})
