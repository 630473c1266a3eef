import { z } from 'zod'

/**
 * Every stored image is kept in its own format (metadata removed, at most IMAGE_MAX_EDGE px on its
 * longest side) plus resized copies in modern formats for `srcset`: a thumbnail, a gallery tile, a
 * photo seen full screen.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const
/** The resized copies' formats, smallest first: a `<picture>` offers them in this order. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number]
export const IMAGE_VARIANT_TYPES: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
}
/** An image declaring more pixels is refused before it is decoded (a 48 MP phone photo passes). */
export const IMAGE_MAX_PIXELS = 50_000_000
/** The longest side of the image kept in its own format (the fallback, and the largest copy). */
export const IMAGE_MAX_EDGE = 2560

/**
 * The widths of the resized copies of an image `width` px wide: each listed width below its own,
 * then its own width capped at the largest listed one (never enlarged).
 */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? width
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < Math.min(width, largest))
  return [...below, Math.min(width, largest)]
}

export const ImageVariantSchema = z.object({
  format: z.enum(IMAGE_VARIANT_FORMATS),
  width: z.number().int().positive(),
})
export type ImageVariant = z.infer<typeof ImageVariantSchema>

/** What a page needs to offer an image at the right size: its own size, and the copies it has. */
export const ResponsiveImageSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(ImageVariantSchema),
})
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>

const VARIANT_KEY = /^(avif|webp)-([1-9]\d{0,4})$/

/** `?v=webp-640`: one resized copy of the image; without it, the image in its own format. */
export const ImageVariantQuerySchema = z.object({
  v: z.string().regex(VARIANT_KEY, 'An image variant is written like webp-640.').optional(),
})

export const imageVariantKey = (variant: ImageVariant) => `${variant.format}-${variant.width}`

/** The variant a `v` query names, or null when it names none. */
export function parseImageVariantKey(key: string): ImageVariant | null {
  const match = VARIANT_KEY.exec(key)
  if (!match) return null
  return { format: match[1] as ImageVariantFormat, width: Number(match[2]) }
}

/** The address of one resized copy of the image at `url` (which may carry a query already). */
export const imageVariantUrl = (url: string, variant: ImageVariant) =>
  `${url}${url.includes('?') ? '&' : '?'}v=${imageVariantKey(variant)}`
