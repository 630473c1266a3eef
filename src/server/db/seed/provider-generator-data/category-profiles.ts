import type { CategorySlug } from '@shared/catalog/categories'
import { BUSINESS_PROFILES } from './category-profiles-business'
import { CRAFT_PROFILES } from './category-profiles-crafts'
import { SERVICE_PROFILES } from './category-profiles-services'
import type { CategoryProfile } from './types'

export const CATEGORY_PROFILES: Record<CategorySlug, CategoryProfile> = {
  ...CRAFT_PROFILES,
  ...SERVICE_PROFILES,
  ...BUSINESS_PROFILES,
}

/**
 * How often each category occurs among providers: everyday trades are more common than pest
 * control, and no category falls under 3 % (the directory must not look empty anywhere).
 */
export const CATEGORY_WEIGHTS: Record<CategorySlug, number> = {
  plumbing: 1.4,
  electrical: 1.4,
  heating: 1.1,
  painting: 1.3,
  carpentry: 1,
  roofing: 0.9,
  masonry: 0.9,
  tiling: 0.9,
  locksmith: 0.8,
  gardening: 1.2,
  moving: 0.9,
  cleaning: 1.4,
  renovation: 1.2,
  'appliance-repair': 0.8,
  solar: 0.9,
  legal: 1,
  accounting: 1,
  'it-support': 1,
  'web-development': 0.9,
  translation: 0.8,
  photography: 0.9,
  'interior-design': 0.8,
  'pest-control': 0.8,
}
