import type { CategorySlug } from '@shared/catalog/categories'

/**
 * Services done from an office rather than at a place: there is no "job" anywhere. The place the
 * assistant keeps for them is where the customer is based, to find providers near them (place.ts).
 */
export const SERVED_FROM_AN_OFFICE: ReadonlySet<CategorySlug> = new Set([
  'legal',
  'accounting',
  'translation',
  'it-support',
  'web-development',
])
