import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { CATEGORY_TONES } from '@shared/catalog/category-tones'
import { cleanup, screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ProviderMark } from './provider-mark'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

describe('ProviderMark', () => {
  it('shows the logo’s small copy at its size, named in the reader’s language, lazily unless above the fold', async () => {
    await changeLanguage('fr')
    renderWithProviders(
      <ProviderMark
        name="Sanitaire Weber"
        category="plumbing"
        logoUrl="/api/public/providers/weber/logo?v=1"
      />,
    )
    const logo = screen.getByRole('img', { name: 'Logo de Sanitaire Weber' })
    expect(logo.getAttribute('src')).toBe('/api/public/providers/weber/logo?v=1')
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['48', '48'])
    expect(logo.getAttribute('loading')).toBe('lazy')
    cleanup()
    renderWithProviders(<ProviderMark name="Sanitaire Weber" logoUrl="/logo" size="lg" eager />)
    const header = screen.getByRole('img', { name: 'Logo de Sanitaire Weber' })
    expect([header.getAttribute('width'), header.getAttribute('loading')]).toEqual(['64', 'eager'])
  })

  it('without a logo, draws the monogram on its trade’s colour, hidden from assistive technology', () => {
    renderWithProviders(<ProviderMark name="Étude Muller Avocats" category="legal" />)
    const mark = screen.getByTestId('provider-mark')
    expect(mark.textContent).toBe('ÉM')
    expect(mark.getAttribute('aria-hidden')).toBe('true')
    expect(mark.style.backgroundColor).toBe('rgb(30, 58, 95)')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('gives every trade a colour white initials read on (at least 4.5:1)', () => {
    for (const slug of CATEGORY_SLUGS) {
      const contrast = 1.05 / (luminance(CATEGORY_TONES[slug].deep) + 0.05)
      expect(contrast, slug).toBeGreaterThanOrEqual(4.5)
    }
  })
})
