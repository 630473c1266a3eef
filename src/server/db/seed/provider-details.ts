import type { GalleryImage, LocalizedText } from '@server/db/schema/providers'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { luxembourgVatFor } from '@shared/providers/vat-number'
import { CATEGORY_PROFILES } from './provider-generator-data/category-profiles'
import { CATEGORY_DESCRIPTIONS, CLOSERS } from './provider-generator-data/descriptions'
import { GALLERY_IMAGES_PER_CATEGORY, galleryImage } from './provider-generator-data/gallery'
import { DIEKIRCH_BAR_CANTONS, type LegalForm, STREETS } from './provider-generator-data/names'
import { SERVICE_JOBS } from './provider-generator-data/service-jobs'
import { CATEGORY_SERVICES } from './provider-generator-data/services'
import { fill, languageList, slugify, TEXT_LANGUAGES, yearsPhrase } from './provider-text'
import type { Random } from './random'
import type { PlaceRecord } from './reference-data'

export type SubscriptionTier = 'basic' | 'basic_plus' | 'pro' | 'premium' | 'enterprise'

const LANGUAGE_ORDER = ['lb', 'fr', 'de', 'en', 'pt', 'it']

export const isBusinessCategory = (slug: CategorySlug) =>
  CATEGORIES.find((c) => c.slug === slug)?.group === 'business'

export function pickLanguages(rng: Random, category: CategorySlug): string[] {
  const business = isBusinessCategory(category)
  const spoken = new Set<string>()
  if (rng.chance(0.72)) spoken.add('lb')
  if (rng.chance(0.93)) spoken.add('fr')
  if (rng.chance(0.78)) spoken.add('de')
  if (rng.chance(business ? 0.92 : 0.5)) spoken.add('en')
  if (rng.chance(CATEGORY_PROFILES[category].portuguese)) spoken.add('pt')
  if (rng.chance(0.07)) spoken.add('it')
  // Luxembourg lawyers plead in French and German; translators work into English too.
  if (category === 'legal') for (const code of ['fr', 'de']) spoken.add(code)
  if (category === 'translation') for (const code of ['fr', 'de', 'en']) spoken.add(code)
  for (const fallback of ['fr', 'de', 'lb']) if (spoken.size < 2) spoken.add(fallback)
  return LANGUAGE_ORDER.filter((code) => spoken.has(code))
}

/** One weekly time slot (day 0 = Monday), as the availability table keeps it. */
export interface WeeklySlot {
  day: number
  startTime: string
  endTime: string
}

/** Weekday hours with a lunch break, a Saturday morning for some; never Sunday. */
export function weeklyHours(rng: Random, category: CategorySlug): WeeklySlot[] {
  const business = isBusinessCategory(category)
  const start = rng.pick(business ? ['08:30', '09:00'] : ['07:30', '08:00', '08:00', '08:30'])
  const afternoon = rng.pick(['13:00', '13:00', '13:30'])
  const end = rng.pick(business ? ['17:30', '18:00', '18:30'] : ['17:00', '17:30', '18:00'])
  const saturday = rng.chance(business ? 0.08 : 0.35)
  const slots: WeeklySlot[] = [0, 1, 2, 3, 4].flatMap((day) => [
    { day, startTime: start, endTime: '12:00' },
    { day, startTime: afternoon, endTime: end },
  ])
  if (saturday) slots.push({ day: 5, startTime: '09:00', endTime: '12:00' })
  return slots
}

const digits = (rng: Random, n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0')

export function phoneNumber(rng: Random, mobile: boolean): string {
  if (mobile) return `+352 ${rng.pick(['621', '661', '691'])} ${digits(rng, 3)} ${digits(rng, 3)}`
  return `+352 2${rng.int(4, 9)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
}

export function streetAddress(rng: Random): string {
  const suffix = rng.chance(0.05) ? rng.pick(['A', 'B']) : ''
  return `${rng.int(1, 120)}${suffix}, ${rng.pick(STREETS)}`
}

const roundPrice = (value: number) =>
  value < 100 ? Math.round(value) : value < 1000 ? Math.round(value / 5) * 5 : Math.round(value / 50) * 50

/** 3–6 price-list lines, mostly from the main category, in the order of the category's list. */
export function buildServices(rng: Random, categories: CategorySlug[]) {
  const [main, ...related] = categories as [CategorySlug, ...CategorySlug[]]
  const total = rng.int(3, 6)
  const fromRelated = related.length > 0 && rng.chance(0.6) ? 1 : 0
  const chosen = [
    ...rng
      .sample(CATEGORY_SERVICES[main], total - fromRelated)
      .map((template) => ({ category: main, template })),
    ...(fromRelated ? [rng.pick(related)] : []).map((category) => ({
      category,
      template: rng.pick(CATEGORY_SERVICES[category]),
    })),
  ]
  const order = (c: (typeof chosen)[number]) =>
    categories.indexOf(c.category) * 100 + CATEGORY_SERVICES[c.category].indexOf(c.template)
  return chosen
    .sort((a, b) => order(a) - order(b))
    .map(({ category, template }) => {
      const [low, high] = template.price
      const priceFrom = roundPrice(low + (high - low) * rng.next() * 0.35)
      const priceTo = rng.chance(0.15)
        ? null
        : Math.max(priceFrom, roundPrice(low + (high - low) * (0.6 + rng.next() * 0.4)))
      return {
        category,
        name: template.name,
        description: template.description,
        priceFrom,
        priceTo,
        unit: template.unit,
        job: SERVICE_JOBS[template.name.en] ?? null,
      }
    })
}

/** Two or three sentences: who and where, what they do, and sometimes languages or how to get a quote. */
export function buildDescriptions(
  rng: Random,
  input: { category: CategorySlug; name: string; place: PlaceRecord; years: number; languages: string[] },
): LocalizedText {
  const template = CATEGORY_DESCRIPTIONS[input.category]
  const roll = rng.next()
  const pitches = roll < 0.35 ? template.pitches : [rng.pick(template.pitches)]
  const closer =
    roll >= 0.65
      ? rng.chance(0.5)
        ? CLOSERS.languages
        : isBusinessCategory(input.category)
          ? CLOSERS.business
          : CLOSERS.home
      : null
  const text = {} as LocalizedText
  for (const language of TEXT_LANGUAGES) {
    const values = {
      name: input.name,
      locality: language === 'de' ? (input.place.nameDe ?? input.place.name) : input.place.name,
      years: yearsPhrase(language, input.years),
      languages: languageList(language, input.languages),
    }
    text[language] = [template.intro, ...pitches, ...(closer ? [closer] : [])]
      .map((sentence) => fill(sentence[language], values))
      .join(' ')
  }
  return text
}

/** 2–6 illustrations, those of the main category first. */
export function buildGallery(rng: Random, categories: CategorySlug[]): GalleryImage[] {
  const numbers = Array.from({ length: GALLERY_IMAGES_PER_CATEGORY }, (_, i) => i + 1)
  const [main, ...related] = categories as [CategorySlug, ...CategorySlug[]]
  const images = [
    ...rng.sample(numbers, numbers.length).map((n) => galleryImage(main, n)),
    ...rng.sample(
      related.flatMap((slug) => numbers.map((n) => galleryImage(slug, n))),
      GALLERY_IMAGES_PER_CATEGORY * related.length,
    ),
  ]
  return images.slice(0, rng.int(2, 6))
}

export function buildCredentials(rng: Random, category: CategorySlug, canton: string, rating: number) {
  const profile = CATEGORY_PROFILES[category]
  let licences: string[] = []
  if (category === 'legal') {
    licences = [
      DIEKIRCH_BAR_CANTONS.includes(canton)
        ? 'legal.member-of-the-diekirch-bar'
        : 'legal.member-of-the-luxembourg-bar',
    ]
  } else if (profile.licences.length > 0 && rng.chance(0.5)) {
    licences = [rng.pick(profile.licences)]
  }
  const certifications = rng.chance(0.45) ? rng.sample(profile.certifications, rng.int(1, 2)) : []
  const awards = rating >= 4.5 && rng.chance(0.3) ? [rng.pick(profile.awards)] : []
  return { awards, certifications, licences }
}

/** Registry numbers; a verified business has shown its VAT number and business permit. */
export function buildRegistry(rng: Random, legalForm: LegalForm, verified: boolean) {
  return {
    vatNumber: verified || rng.chance(0.6) ? luxembourgVatFor(rng.int(100_000, 399_999)) : null,
    rcsNumber: legalForm ? `B${rng.int(10_000, 299_999)}` : null,
    permitNumber: verified || rng.chance(0.4) ? `10${digits(rng, 6)}/${rng.int(1, 3)}` : null,
  }
}

export function buildSubscription(rng: Random, premium: boolean): SubscriptionTier {
  if (premium) return rng.chance(0.2) ? 'enterprise' : 'premium'
  return rng.weighted(
    [
      { tier: 'basic' as const, weight: 62 },
      { tier: 'basic_plus' as const, weight: 22 },
      { tier: 'pro' as const, weight: 16 },
    ],
    (t) => t.weight,
  ).tier
}

/** Most businesses answer within a few hours; a few take up to two days. */
export const responseMinutes = (rng: Random) => Math.round((30 + 2850 * rng.next() ** 3.5) / 5) * 5

export function contactFor(rng: Random, name: string, legalForm: LegalForm) {
  const domain = `${slugify(name)}.lu`
  return {
    phone: phoneNumber(rng, legalForm === null ? rng.chance(0.7) : rng.chance(0.25)),
    email: `contact@${domain}`,
    website: rng.chance(0.7) ? `https://www.${domain}` : null,
  }
}
