import { cleanup, screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type GalleryImage, GallerySection } from './gallery-section'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

const PHOTO: GalleryImage = {
  src: '/api/public/portfolio/9/image',
  alt: { en: 'New bathroom in Strassen', fr: 'New bathroom in Strassen', de: 'New bathroom in Strassen' },
  image: {
    width: 2000,
    height: 1500,
    variants: [
      { format: 'avif', width: 320 },
      { format: 'webp', width: 320 },
      { format: 'avif', width: 640 },
      { format: 'webp', width: 640 },
    ],
  },
}
const DRAWING: GalleryImage = {
  src: '/gallery/plumbing-1.svg',
  alt: {
    en: 'Illustration: a tiled bathroom',
    fr: 'Illustration\u00a0: une salle de bains carrelée',
    de: 'Illustration: ein gefliestes Bad',
  },
}

describe('GallerySection', () => {
  it('offers uploaded photos at the pipeline’s widths for the tile’s size, lazily, with room kept', async () => {
    const { container } = renderWithProviders(<GallerySection images={[PHOTO]} />)
    await screen.findByRole('button', { name: 'Open photo 1 of 1: New bathroom in Strassen' })
    const webp = container.querySelector('source[type="image/webp"]')
    expect(webp?.getAttribute('srcset')).toBe(
      '/api/public/portfolio/9/image?v=webp-320 320w, /api/public/portfolio/9/image?v=webp-640 640w',
    )
    // Half the phone's width (390 px → 195 px, 585 device px at 3×), a third of the page from 640 px.
    expect(webp?.getAttribute('sizes')).toBe('(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw')
    const img = container.querySelector('img')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.getAttribute('width')).toBeTruthy()
    expect(img?.getAttribute('height')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1: New bathroom in Strassen' })).toBeTruthy()
    expect(screen.queryByTestId('illustration-label')).toBeNull()
  })

  it('marks each drawn illustration as one, on the tile and in its name, in the reader’s language', async () => {
    await changeLanguage('fr')
    renderWithProviders(<GallerySection images={[PHOTO, DRAWING]} />)
    const tile = await screen.findByRole('button', {
      name: 'Ouvrir la photo 2 sur 2\u00a0: Illustration\u00a0: une salle de bains carrelée',
    })
    expect(within(tile).getByTestId('illustration-label').textContent).toBe('Illustration')
    expect(screen.getAllByTestId('illustration-label')).toHaveLength(1)
  })
})
