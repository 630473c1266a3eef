import type { CategorySlug } from '@shared/catalog/categories'
import { BUILDING_SERVICES } from './services-building'
import { BUSINESS_SERVICES } from './services-business'
import { CARE_SERVICES } from './services-care'
import { CRAFT_SERVICES } from './services-crafts'
import { DIGITAL_SERVICES } from './services-digital'
import { FINISHING_SERVICES } from './services-finishing'
import { HOME_SERVICES } from './services-home'
import { RENOVATION_SERVICES } from './services-renovation'
import type { ServiceTemplate } from './types'

export const CATEGORY_SERVICES: Record<CategorySlug, ServiceTemplate[]> = {
  ...CRAFT_SERVICES,
  ...FINISHING_SERVICES,
  ...BUILDING_SERVICES,
  ...RENOVATION_SERVICES,
  ...HOME_SERVICES,
  ...CARE_SERVICES,
  ...BUSINESS_SERVICES,
  ...DIGITAL_SERVICES,
}
