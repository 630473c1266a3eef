import type { CategorySlug } from '@shared/catalog/categories'
import { BUSINESS_DESCRIPTIONS } from './descriptions-business'
import { CRAFT_DESCRIPTIONS } from './descriptions-crafts'
import { SERVICE_DESCRIPTIONS } from './descriptions-services'
import type { DescriptionTemplate } from './types'

export { CLOSERS } from './descriptions-business'

export const CATEGORY_DESCRIPTIONS: Record<CategorySlug, DescriptionTemplate> = {
  ...CRAFT_DESCRIPTIONS,
  ...SERVICE_DESCRIPTIONS,
  ...BUSINESS_DESCRIPTIONS,
}
