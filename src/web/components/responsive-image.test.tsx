import { screen } from '@testing-library/react'
import { renderWithProviders } from '@web/test/render'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image'

describe('ResponsiveImage', () => {
  it('offers the AVIF then the WebP copies by width before the image in its own format', () => {
    const { container } = renderWithProviders(
      <ResponsiveImage
        src="/api/quote-requests/3/photos/9?token=t0k"
        image={{
          width: 1000,
          height: 1600,
          variants: [
            { format: 'avif', width: 320 },
            { format: 'webp', width: 320 },
            { format: 'avif', width: 1000 },
            { format: 'webp', width: 1000 },
          ],
        }}
        sizes="6rem"
        alt="Photo 1"
      />,
    )
    const sources = [...container.querySelectorAll('picture > source')]
    expect(
      sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      [
        'image/avif',
        '/api/quote-requests/3/photos/9?token=t0k&v=avif-320 320w, /api/quote-requests/3/photos/9?token=t0k&v=avif-1000 1000w',
        '6rem',
      ],
      [
        'image/webp',
        '/api/quote-requests/3/photos/9?token=t0k&v=webp-320 320w, /api/quote-requests/3/photos/9?token=t0k&v=webp-1000 1000w',
        '6rem',
      ],
    ])
    const img = screen.getByRole('img', { name: 'Photo 1' })
    expect(img.getAttribute('src')).toBe('/api/quote-requests/3/photos/9?token=t0k')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '1600'])
  })

  it('shows an image without copies (a seeded illustration) as it is', () => {
    const { container } = renderWithProviders(
      <ResponsiveImage src="/gallery/painting-1.svg" sizes="50vw" alt="" />,
    )
    expect(container.querySelector('picture')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/gallery/painting-1.svg')
  })
})
