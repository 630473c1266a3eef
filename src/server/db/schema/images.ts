import type { ImageVariantFormat } from '@shared/images/responsive-image'

/** One resized copy of a stored image, in the file store under the same kind as the image. */
export interface StoredImageVariant {
  format: ImageVariantFormat
  width: number
  height: number
  storedName: string
  sizeBytes: number
}

/**
 * What the image pipeline made of a stored image (the `variants` column of the tables holding
 * images): the kept image's size and its resized copies, or why an image stored before the pipeline
 * could not go through it (it is then never served). Null: not through the pipeline yet.
 */
export type StoredImageVariants =
  | { width: number; height: number; files: StoredImageVariant[] }
  | { refused: 'unreadable' | 'too_large' }
