/** The 23 service categories. Slugs are part of the public API (product §7). */
export const CATEGORY_SLUGS = [
  'plumbing',
  'electrical',
  'heating',
  'painting',
  'carpentry',
  'roofing',
  'masonry',
  'tiling',
  'locksmith',
  'gardening',
  'moving',
  'cleaning',
  'renovation',
  'appliance-repair',
  'solar',
  'legal',
  'accounting',
  'it-support',
  'web-development',
  'translation',
  'photography',
  'interior-design',
  'pest-control',
] as const

export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

export type CategoryGroup = 'home' | 'business'

export interface CategoryDefinition {
  slug: CategorySlug
  group: CategoryGroup
  names: { en: string; fr: string; de: string }
  /** How work in this category is usually priced; the assistant's estimator refines it per unit. */
  pricingModel: 'hourly' | 'per_unit' | 'fixed'
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'plumbing',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Plumbing', fr: 'Plomberie', de: 'Sanitär' },
  },
  {
    slug: 'electrical',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Electrical', fr: 'Électricité', de: 'Elektrik' },
  },
  {
    slug: 'heating',
    group: 'home',
    pricingModel: 'fixed',
    names: { en: 'Heating', fr: 'Chauffage', de: 'Heizung' },
  },
  {
    slug: 'painting',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Painting & decorating', fr: 'Peinture & décoration', de: 'Malerarbeiten' },
  },
  {
    slug: 'carpentry',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Carpentry', fr: 'Menuiserie', de: 'Schreinerei' },
  },
  {
    slug: 'roofing',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Roofing', fr: 'Toiture', de: 'Dacharbeiten' },
  },
  {
    slug: 'masonry',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Masonry', fr: 'Maçonnerie', de: 'Maurerarbeiten' },
  },
  {
    slug: 'tiling',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Tiling', fr: 'Carrelage', de: 'Fliesenarbeiten' },
  },
  {
    slug: 'locksmith',
    group: 'home',
    pricingModel: 'fixed',
    names: { en: 'Locksmith', fr: 'Serrurerie', de: 'Schlüsseldienst' },
  },
  {
    slug: 'gardening',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Gardening', fr: 'Jardinage', de: 'Gartenarbeit' },
  },
  {
    slug: 'moving',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Moving', fr: 'Déménagement', de: 'Umzug' },
  },
  {
    slug: 'cleaning',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Cleaning', fr: 'Nettoyage', de: 'Reinigung' },
  },
  {
    slug: 'renovation',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Renovation', fr: 'Rénovation', de: 'Renovierung' },
  },
  {
    slug: 'appliance-repair',
    group: 'home',
    pricingModel: 'fixed',
    names: { en: 'Appliance repair', fr: 'Réparation d’électroménager', de: 'Gerätereparatur' },
  },
  {
    slug: 'solar',
    group: 'home',
    pricingModel: 'per_unit',
    names: { en: 'Solar panels', fr: 'Panneaux solaires', de: 'Photovoltaik' },
  },
  {
    slug: 'legal',
    group: 'business',
    pricingModel: 'hourly',
    names: { en: 'Legal services', fr: 'Services juridiques', de: 'Rechtsberatung' },
  },
  {
    slug: 'accounting',
    group: 'business',
    pricingModel: 'hourly',
    names: { en: 'Accounting', fr: 'Comptabilité', de: 'Buchhaltung' },
  },
  {
    slug: 'it-support',
    group: 'business',
    pricingModel: 'hourly',
    names: { en: 'IT support', fr: 'Support informatique', de: 'IT-Support' },
  },
  {
    slug: 'web-development',
    group: 'business',
    pricingModel: 'fixed',
    names: { en: 'Web development', fr: 'Développement web', de: 'Webentwicklung' },
  },
  {
    slug: 'translation',
    group: 'business',
    pricingModel: 'per_unit',
    names: { en: 'Translation', fr: 'Traduction', de: 'Übersetzung' },
  },
  {
    slug: 'photography',
    group: 'business',
    pricingModel: 'hourly',
    names: { en: 'Photography', fr: 'Photographie', de: 'Fotografie' },
  },
  {
    slug: 'interior-design',
    group: 'home',
    pricingModel: 'hourly',
    names: { en: 'Interior design', fr: 'Architecture d’intérieur', de: 'Innenarchitektur' },
  },
  {
    slug: 'pest-control',
    group: 'home',
    pricingModel: 'fixed',
    names: { en: 'Pest control', fr: 'Lutte contre les nuisibles', de: 'Schädlingsbekämpfung' },
  },
]

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value)
}

/** A category's display name in an interface language (en | fr | de). */
export function categoryName(slug: CategorySlug, language: keyof CategoryDefinition['names']): string {
  return CATEGORIES.find((category) => category.slug === slug)?.names[language] ?? slug
}

/** Several trades in one phrase, joined as the reader's language joins a list ("Plumbing and Heating"). */
export function categoryList(
  slugs: readonly CategorySlug[],
  language: keyof CategoryDefinition['names'],
): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    slugs.map((slug) => categoryName(slug, language)),
  )
}
