import { DomainError } from '@server/http/domain-error'
import {
  IMAGE_MAX_EDGE,
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_FORMATS,
  type ImageVariantFormat,
  variantWidths,
} from '@shared/images/responsive-image'
import type { Metadata, Sharp } from 'sharp'

let sharpLoaded: Promise<typeof import('sharp')['default']> | undefined
/** libvips loads with the first image, not at start. */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Each image is decoded once and never again: libvips' operation cache would only hold memory.
    sharp.cache(false)
    return sharp
  })
  return sharpLoaded
}

/** The image types an upload may be (by its bytes), and the type it is kept in. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'
const TYPE_OF_FORMAT: Readonly<Record<string, ImageType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

export interface ImageRendition {
  bytes: Buffer
  width: number
  height: number
}

/** An upload as it is stored: never the uploaded bytes, always a re-encoding of its pixels. */
export interface ProcessedImage {
  /** In its own format: upright, sRGB, without EXIF/XMP/IPTC/ICC, at most IMAGE_MAX_EDGE px a side. */
  image: ImageRendition & { mimeType: ImageType }
  /** The resized copies (empty when not asked for): every format at every width of `variantWidths`. */
  variants: Array<ImageRendition & { format: ImageVariantFormat }>
}

/** Qualities chosen for photos (ADR 036); AVIF at effort 0, the only setting fast enough on two cores. */
const encoders: Readonly<Record<ImageType | ImageVariantFormat, (image: Sharp) => Sharp>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 82, progressive: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 80 }),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
}

/**
 * Reads only the header: the format and the declared size. An image over the pixel budget is
 * refused here, before a single pixel is decoded.
 */
async function checkedHeader(bytes: Buffer) {
  const sharp = await loadSharp()
  let header: Metadata
  try {
    // No pixel limit for the header alone: the budget below is ours, with its own refusal.
    header = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new DomainError('image_unreadable', 415)
  }
  const mimeType = TYPE_OF_FORMAT[header.format ?? '']
  if (!mimeType || !header.width || !header.height) throw new DomainError('image_unreadable', 415)
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw new DomainError('image_too_large', 413)
  return { mimeType }
}

/**
 * The pixels once: the first frame, turned upright by its EXIF orientation, converted to sRGB by its
 * ICC profile, shrunk to IMAGE_MAX_EDGE. Raw pixels carry no metadata, so nothing encoded from them
 * can either.
 */
async function decodedPixels(bytes: Buffer) {
  const sharp = await loadSharp()
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: info.channels }
    return { raw, from: () => sharp(data, { raw }) }
  } catch {
    throw new DomainError('image_unreadable', 415)
  }
}

async function encode(image: Sharp, encoder: (image: Sharp) => Sharp): Promise<ImageRendition> {
  const { data, info } = await encoder(image).toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.height }
}

// One image at a time per process: a 50 MP decode holds ~200 MB, and libvips already uses every core.
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

/**
 * The one way an image is stored (portfolio, project photos, logos, whatever comes next): refused
 * when it is not a readable JPEG, PNG or WebP (415 image_unreadable) or declares more than
 * IMAGE_MAX_PIXELS (413 image_too_large); else re-encoded without metadata, and with its resized
 * copies when `variants` is asked for.
 */
export async function processImage(bytes: Buffer, { variants = true } = {}): Promise<ProcessedImage> {
  const { mimeType } = await checkedHeader(bytes)
  return oneAtATime(async () => {
    const pixels = await decodedPixels(bytes)
    const image = { ...(await encode(pixels.from(), encoders[mimeType])), mimeType }
    const copies: ProcessedImage['variants'] = []
    if (variants)
      for (const width of variantWidths(pixels.raw.width))
        for (const format of IMAGE_VARIANT_FORMATS) {
          const resized = pixels.from().resize({ width })
          copies.push({ ...(await encode(resized, encoders[format])), format })
        }
    return { image, variants: copies }
  })
}

/** The box a business's logo is shown in, at 3× its largest size on a page (a 64 px tile). */
export const LOGO_MARK_EDGE = 192

/**
 * A stored logo at the size pages show it: inside LOGO_MARK_EDGE px, never enlarged, as WebP (its
 * transparency kept). Logos are kept whole for their owner; pages get this copy.
 */
export async function logoMark(bytes: Buffer): Promise<ImageRendition> {
  await checkedHeader(bytes)
  return oneAtATime(async () => {
    const pixels = await decodedPixels(bytes)
    const resized = pixels
      .from()
      .resize({ width: LOGO_MARK_EDGE, height: LOGO_MARK_EDGE, fit: 'inside', withoutEnlargement: true })
    return encode(resized, (image) => image.webp({ quality: 85 }))
  })
}
