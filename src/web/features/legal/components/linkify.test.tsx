// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { linkify, tokenizeLinks } from './linkify'

afterEach(cleanup)

function renderWithLanguage(node: ReactNode, language: 'en' | 'fr' | 'de' = 'en') {
  const i18n = i18next.createInstance()
  i18n.use(initReactI18next).init({ lng: language, resources: {}, initAsync: false })
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <p data-testid="text">{node}</p>
      </MemoryRouter>
    </I18nextProvider>,
  )
}

describe('tokenizeLinks', () => {
  it('leaves plain text alone', () => {
    expect(tokenizeLinks('No links here, and/or 24/7 support.')).toEqual([
      { kind: 'text', value: 'No links here, and/or 24/7 support.' },
    ])
  })

  it('keeps sentence punctuation and closing brackets out of URLs', () => {
    expect(
      tokenizeLinks('See the mediator (https://www.mediateurconsommation.lu). Or https://www.cnpd.lu, today'),
    ).toEqual([
      { kind: 'text', value: 'See the mediator (' },
      {
        kind: 'url',
        value: 'https://www.mediateurconsommation.lu',
        href: 'https://www.mediateurconsommation.lu',
      },
      { kind: 'text', value: '). Or ' },
      { kind: 'url', value: 'https://www.cnpd.lu', href: 'https://www.cnpd.lu' },
      { kind: 'text', value: ', today' },
    ])
  })

  it('keeps a bracket that belongs to the URL', () => {
    expect(tokenizeLinks('https://en.wikipedia.org/wiki/Luxembourg_(city).')[0]).toEqual({
      kind: 'url',
      value: 'https://en.wikipedia.org/wiki/Luxembourg_(city)',
      href: 'https://en.wikipedia.org/wiki/Luxembourg_(city)',
    })
  })

  it('finds email addresses without the final full stop', () => {
    expect(tokenizeLinks('Write to privacy@luxpro.lu.')).toEqual([
      { kind: 'text', value: 'Write to ' },
      { kind: 'email', value: 'privacy@luxpro.lu', href: 'mailto:privacy@luxpro.lu' },
      { kind: 'text', value: '.' },
    ])
  })

  it('links known app paths only, at the start of a word', () => {
    expect(
      tokenizeLinks('Delete it in /settings. Read /privacy-policy, not /nowhere or a/settings.'),
    ).toEqual([
      { kind: 'text', value: 'Delete it in ' },
      { kind: 'path', value: '/settings', href: '/settings' },
      { kind: 'text', value: '. Read ' },
      { kind: 'path', value: '/privacy-policy', href: '/privacy-policy' },
      { kind: 'text', value: ', not /nowhere or a/settings.' },
    ])
  })
})

describe('linkify', () => {
  it('renders an external link that opens safely in a new tab', () => {
    renderWithLanguage(linkify('Authority: https://www.cnpd.lu.', { newTabLabel: 'opens in a new tab' }))
    const link = screen.getByRole('link', { name: /www\.cnpd\.lu/ })
    expect(link.getAttribute('href')).toBe('https://www.cnpd.lu')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toContain('opens in a new tab')
    expect(screen.getByTestId('text').textContent).toBe(
      'Authority: https://www.cnpd.lu (opens in a new tab).',
    )
  })

  it('renders mailto links for email addresses', () => {
    renderWithLanguage(
      linkify('Questions: hello@luxpro.lu or support@luxpro.lu.', { newTabLabel: 'new tab' }),
    )
    const text = within(screen.getByTestId('text'))
    expect(text.getByRole('link', { name: 'hello@luxpro.lu' }).getAttribute('href')).toBe(
      'mailto:hello@luxpro.lu',
    )
    expect(text.getByRole('link', { name: 'support@luxpro.lu' }).getAttribute('href')).toBe(
      'mailto:support@luxpro.lu',
    )
  })

  it('renders app paths as in-app links that keep the interface language', () => {
    renderWithLanguage(
      linkify('Exportez vos données dans /settings.', { newTabLabel: 'nouvel onglet' }),
      'fr',
    )
    expect(screen.getByRole('link', { name: '/settings' }).getAttribute('href')).toBe('/settings?lang=fr')
  })
})
