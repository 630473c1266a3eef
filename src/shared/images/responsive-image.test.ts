import { describe, expect, it } from 'vitest'
import { imageVariantUrl, parseImageVariantKey, variantWidths } from './responsive-image'

describe('responsive image copies', () => {
  it('makes each listed width below the image’s own, then its own capped at the largest, never enlarging', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 1280])
    expect(variantWidths(1280)).toEqual([320, 640, 1280])
    expect(variantWidths(1000)).toEqual([320, 640, 1000])
    expect(variantWidths(320)).toEqual([320])
    expect(variantWidths(48)).toEqual([48])
  })

  it('names a copy in the query, beside a query the address already has', () => {
    expect(imageVariantUrl('/api/public/portfolio/7/image', { format: 'webp', width: 640 })).toBe(
      '/api/public/portfolio/7/image?v=webp-640',
    )
    expect(imageVariantUrl('/api/quote-requests/1/photos/2?token=abc', { format: 'avif', width: 320 })).toBe(
      '/api/quote-requests/1/photos/2?token=abc&v=avif-320',
    )
    expect(parseImageVariantKey('avif-1280')).toEqual({ format: 'avif', width: 1280 })
    expect(parseImageVariantKey('gif-640')).toBeNull()
    expect(parseImageVariantKey('webp-0640')).toBeNull()
  })
})
