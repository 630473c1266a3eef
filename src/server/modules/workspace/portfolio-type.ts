import type { AcceptedTypes } from '@server/modules/files/upload'
import { PORTFOLIO_IMAGE_TYPES } from '@shared/workspace/workspace-schemas'

export type PortfolioImageType = (typeof PORTFOLIO_IMAGE_TYPES)[number]

/** JPEG, PNG or WebP, judged by the bytes (each kept under its MIME type). */
export const PORTFOLIO_UPLOAD_TYPES = Object.fromEntries(
  PORTFOLIO_IMAGE_TYPES.map((type) => [type, type]),
) as AcceptedTypes<PortfolioImageType>
