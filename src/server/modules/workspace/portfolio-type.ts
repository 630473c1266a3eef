import { PORTFOLIO_IMAGE_TYPES } from '@shared/workspace/workspace-schemas'
import { fileTypeFromBuffer } from 'file-type'

export type PortfolioImageType = (typeof PORTFOLIO_IMAGE_TYPES)[number]

/** JPEG, PNG or WebP read from the bytes (magic numbers), whatever the name or declared type says; else null. */
export async function portfolioImageTypeOf(bytes: Buffer): Promise<PortfolioImageType | null> {
  const detected = await fileTypeFromBuffer(bytes)
  return PORTFOLIO_IMAGE_TYPES.find((type) => type === detected?.mime) ?? null
}
