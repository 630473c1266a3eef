import type { StoredImageVariant, StoredImageVariants } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import {
  IMAGE_VARIANT_TYPES,
  parseImageVariantKey,
  type ResponsiveImage,
} from '@shared/images/responsive-image'
import type { FileKind, FileStore, StoredFileRef } from './file-store'
import { type ProcessedImage, processImage } from './image-pipeline'

/**
 * The file kinds that hold images (each row: the kept image, and its copies in `variants`); a
 * message's PDF is kept beside its photos, with no copies.
 */
export type ImageKind = Extract<FileKind, 'portfolio' | 'project-photos' | 'message-attachments'>

/** What a row keeps of a stored image. */
export interface StoredImageFields {
  storedName: string
  mimeType: string
  sizeBytes: number
  variants: StoredImageVariants
}

/**
 * Stores the image and each of its copies under a generated name, then runs `record` with what its
 * row keeps; when `record` fails, every file written goes again (nothing is half-saved).
 */
export function storeImage<T>(
  files: FileStore,
  kind: ImageKind,
  processed: ProcessedImage,
  record: (fields: StoredImageFields) => Promise<T>,
): Promise<T> {
  const { image, variants } = processed
  const step = (written: StoredImageVariant[]): Promise<T> => {
    const next = variants[written.length]
    if (!next)
      return files.storeWith(
        kind,
        image.bytes,
        (storedName) =>
          record({
            storedName,
            mimeType: image.mimeType,
            sizeBytes: image.bytes.length,
            variants: { width: image.width, height: image.height, files: written },
          }),
        image.mimeType,
      )
    const { format, width, height, bytes } = next
    return files.storeWith(
      kind,
      bytes,
      (storedName) => step([...written, { format, width, height, storedName, sizeBytes: bytes.length }]),
      IMAGE_VARIANT_TYPES[format],
    )
  }
  return step([])
}

const copiesOf = (variants: StoredImageVariants | null) =>
  variants && 'files' in variants ? variants.files : []

/** Every file of a stored image (the image and its copies): what goes when its row goes. */
export const imageFiles = (
  kind: ImageKind,
  row: { storedName: string; variants: StoredImageVariants | null },
): StoredFileRef[] => [
  { kind, storedName: row.storedName },
  ...copiesOf(row.variants).map((copy) => ({ kind, storedName: copy.storedName })),
]

/** What pages need to offer the image at the right size; null before the image went through the pipeline. */
export function responsiveImage(variants: StoredImageVariants | null): ResponsiveImage | null {
  if (!variants || !('files' in variants)) return null
  return {
    width: variants.width,
    height: variants.height,
    variants: variants.files.map(({ format, width }) => ({ format, width })),
  }
}

/**
 * The bytes to send for a stored image, or the copy `variantKey` names (`webp-640`); null when there
 * is no such copy or file. An image stored before the pipeline and not converted yet is re-encoded
 * on the way out: uploaded bytes, with their metadata, are never sent.
 */
export async function openStoredImage(
  files: FileStore,
  kind: ImageKind,
  row: { storedName: string; mimeType: string; variants: StoredImageVariants | null },
  variantKey: string | undefined,
) {
  const { variants } = row
  if (variants && 'refused' in variants) return null
  if (variantKey !== undefined) {
    const wanted = parseImageVariantKey(variantKey)
    const copy = copiesOf(variants).find((c) => c.format === wanted?.format && c.width === wanted.width)
    const file = copy && (await files.open(kind, copy.storedName))
    return copy && file ? { ...file, type: IMAGE_VARIANT_TYPES[copy.format] } : null
  }
  if (variants) {
    const file = await files.open(kind, row.storedName)
    return file && { ...file, type: row.mimeType }
  }
  const uploaded = await files.read(kind, row.storedName)
  if (!uploaded) return null
  try {
    const { image } = await processImage(uploaded, { variants: false })
    return { body: image.bytes, size: image.bytes.length, type: image.mimeType }
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}
