import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_TYPES,
  type ResponsiveImage as ImageSizes,
  imageVariantUrl,
} from '@shared/images/responsive-image'
import type { ImgHTMLAttributes } from 'react'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The image in its own format: the fallback, and what a browser without AVIF or WebP shows. */
  src: string
  /** Its size and resized copies (from the API); without them, the image alone. */
  image?: ImageSizes | null
  /** How wide the image is shown, as `<img sizes>` says it: the browser picks the copy from it. */
  sizes: string
}

/**
 * A stored image at the size the page shows it: a `<picture>` offering its AVIF then WebP copies
 * (`srcset` by width) before the image in its own format. The `<picture>` takes no box of its own,
 * so the `<img>` is laid out as if it stood alone.
 */
export function ResponsiveImage({ src, image, sizes, alt, ...img }: Props) {
  if (!image || image.variants.length === 0) return <img src={src} alt={alt} {...img} />
  return (
    <picture className="contents">
      {IMAGE_VARIANT_FORMATS.map((format) => {
        const copies = image.variants.filter((variant) => variant.format === format)
        if (copies.length === 0) return null
        const srcSet = copies.map((copy) => `${imageVariantUrl(src, copy)} ${copy.width}w`).join(', ')
        return <source key={format} type={IMAGE_VARIANT_TYPES[format]} srcSet={srcSet} sizes={sizes} />
      })}
      <img src={src} alt={alt} width={image.width} height={image.height} {...img} />
    </picture>
  )
}
