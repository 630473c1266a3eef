import type { provider, providerService } from '@server/db/schema/providers'
import { CATEGORY_SLUGS, type CategorySlug } from '@shared/catalog/categories'
import { awardsSince } from './demo-documents'
import {
  buildCredentials,
  buildDescriptions,
  buildGallery,
  buildRegistry,
  buildServices,
  buildSubscription,
  contactFor,
  isBusinessCategory,
  pickLanguages,
  responseMinutes,
  streetAddress,
  type WeeklySlot,
  weeklyHours,
} from './provider-details'
import { CATEGORY_PROFILES, CATEGORY_WEIGHTS } from './provider-generator-data/category-profiles'
import { FAMILY_NAMES, LEGAL_FORMS, type LegalForm, REGIONS } from './provider-generator-data/names'
import { averageRating, buildReviews, type GeneratedReview, reviewCountFor } from './provider-reviews'
import { initialOf, slugify } from './provider-text'
import { Random } from './random'
import { loadCommunes, loadPlaces, type PlaceRecord } from './reference-data'

export type GeneratedProviderRow = Omit<typeof provider.$inferInsert, 'id'>
export type GeneratedService = Omit<typeof providerService.$inferInsert, 'id' | 'providerId'>

export interface GeneratedProvider {
  provider: GeneratedProviderRow
  /** The weekly hours (availability table): what matching and the profile read. */
  hours: WeeklySlot[]
  services: GeneratedService[]
  reviews: GeneratedReview[]
}

export interface GenerateOptions {
  count: number
  seed?: number
  /** Slugs already used (hand-written demo providers): generated ones get a counter instead. */
  takenSlugs?: Iterable<string>
}

/** Dates are relative to this fixed day, so the same seed always gives the same data. */
export const REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1))
const DAY_MS = 86_400_000
const daysBefore = (days: number) => new Date(REFERENCE_DATE.getTime() - days * DAY_MS)

/** Where businesses are: every commune, weighted by population, and its real localities. */
export interface PlaceIndex {
  communes: Array<{ commune: string; canton: string; weight: number; localities: PlaceRecord[] }>
}

export function buildPlaceIndex(): PlaceIndex {
  const localities = loadPlaces().filter((p) => p.kind === 'locality')
  const communes = loadCommunes()
    .map((c) => ({
      commune: c.commune,
      canton: c.canton,
      // Sub-linear, so the capital does not swallow the small communes.
      weight: c.population ** 0.85,
      localities: localities.filter((l) => l.commune === c.commune),
    }))
    .filter((c) => c.localities.length > 0)
  return { communes }
}

function pickPlace(rng: Random, index: PlaceIndex, business: boolean) {
  // Offices cluster in the capital more than trades do.
  const commune = rng.weighted(
    index.communes,
    (c) => c.weight * (business && c.commune === 'Luxembourg' ? 2 : 1),
  )
  const place = rng.weighted(commune.localities, (l) => (l.name === commune.commune ? 3 : 1))
  return { commune, place }
}

function businessName(rng: Random, category: CategorySlug, canton: string): string {
  const profile = CATEGORY_PROFILES[category]
  const family = rng.pick(FAMILY_NAMES)
  const familyFirst = () => `${family} ${rng.pick(profile.after)}`
  const roll = rng.next()
  if (roll < 0.36) return profile.before.length > 0 ? `${rng.pick(profile.before)} ${family}` : familyFirst()
  if (roll < 0.66) return familyFirst()
  if (roll < 0.74) {
    if (isBusinessCategory(category))
      return `${family} & ${rng.pick(FAMILY_NAMES)} ${rng.pick(profile.after)}`
    return profile.before.length > 0 ? `${rng.pick(profile.before)} ${family} & Fils` : familyFirst()
  }
  // A law firm carries its partners' names, not a region's.
  if (roll < 0.9 && category !== 'legal')
    return `${rng.pick(REGIONS[canton] ?? ['Lux'])} ${rng.pick(profile.after)}`
  return profile.brands.length > 0 ? rng.pick(profile.brands) : familyFirst()
}

/**
 * Main categories in proportion to CATEGORY_WEIGHTS: each provider takes the category furthest
 * behind its share, so even 300 providers cover all 23 categories evenly enough.
 */
function categorySchedule(seed: number) {
  const offsetRng = new Random(seed ^ 0x5eed)
  const total = CATEGORY_SLUGS.reduce((sum, slug) => sum + CATEGORY_WEIGHTS[slug], 0)
  const offsets = CATEGORY_SLUGS.map(() => offsetRng.next())
  const assigned = CATEGORY_SLUGS.map(() => 0)
  let index = 0
  return (): CategorySlug => {
    index++
    let best = 0
    let bestDeficit = Number.NEGATIVE_INFINITY
    CATEGORY_SLUGS.forEach((slug, i) => {
      const deficit = (CATEGORY_WEIGHTS[slug] * index) / total + (offsets[i] ?? 0) - (assigned[i] ?? 0)
      if (deficit > bestDeficit) {
        bestDeficit = deficit
        best = i
      }
    })
    assigned[best] = (assigned[best] ?? 0) + 1
    return CATEGORY_SLUGS[best] as CategorySlug
  }
}

function generateOne(
  rng: Random,
  main: CategorySlug,
  places: PlaceIndex,
  uniqueSlug: (base: string) => string,
): GeneratedProvider {
  const profile = CATEGORY_PROFILES[main]
  const business = isBusinessCategory(main)
  const { commune, place } = pickPlace(rng, places, business)
  const categories: CategorySlug[] = [main]
  if (profile.related.length > 0 && rng.chance(0.45)) {
    categories.push(...rng.sample(profile.related, rng.chance(0.3) ? 2 : 1))
  }
  const name = businessName(rng, main, commune.canton)
  const legalForm = rng.weighted(LEGAL_FORMS, (f) => f.weight).form as LegalForm
  const yearsExperience = 1 + Math.floor(39 * rng.next() ** 1.6)
  const [perYearLow, perYearHigh] = profile.projectsPerYear
  const projectsCompleted = Math.max(1, Math.round(yearsExperience * rng.int(perYearLow, perYearHigh) * 0.8))
  const languages = pickLanguages(rng, main)
  const verified = rng.chance(0.75)
  const premium = rng.chance(0.12)

  // Never listed before the business existed (a one-year-old firm was not listed three years ago).
  const listedDaysAgo = Math.min(rng.int(60, 1400), yearsExperience * 365)
  const listedAt = daysBefore(listedDaysAgo)
  const reviews = buildReviews(rng, {
    count: reviewCountFor(rng),
    business,
    mediocre: rng.chance(0.12),
    // Reviews from the last two years, and not before the listing.
    from: daysBefore(Math.min(listedDaysAgo, 730)),
    to: REFERENCE_DATE,
  })
  const rating = averageRating(reviews)
  const descriptions = buildDescriptions(rng, {
    category: main,
    name,
    place,
    years: yearsExperience,
    languages,
  })
  const radius = profile.wideRadius ? rng.int(6, 16) : rng.int(2, 10)

  // Built in this order so that each field draws the same random numbers as before.
  const { hours, ...row } = {
    slug: uniqueSlug(slugify(`${name} ${place.name}`)),
    name,
    companyName: legalForm ? `${name} ${legalForm}` : name,
    categories,
    specialties: rng.sample(profile.specialties, rng.int(2, 4)),
    description: descriptions.en,
    descriptions,
    locality: place.name,
    commune: commune.commune,
    // Within ~250 m of the locality's centre.
    lat: Math.round((place.lat + (rng.next() - 0.5) * 0.0036) * 1e6) / 1e6,
    lon: Math.round((place.lon + (rng.next() - 0.5) * 0.005) * 1e6) / 1e6,
    address: streetAddress(rng),
    postalCode: rng.pick(place.postalCodes),
    ...contactFor(rng, name, legalForm),
    rating,
    reviewCount: reviews.length,
    yearsExperience,
    projectsCompleted,
    verified,
    insured: rng.chance(0.7),
    premium,
    subscriptionTier: buildSubscription(rng, premium),
    status: 'active',
    createdAt: listedAt,
    ...buildCredentials(rng, main, commune.canton, rating),
    gallery: buildGallery(rng, categories),
    serviceRadiusKm: radius * 5,
    languages,
    hours: weeklyHours(rng, main),
    ...buildRegistry(rng, legalForm, verified),
    medianResponseMinutes: responseMinutes(rng),
    initial: initialOf(name),
  } satisfies GeneratedProviderRow & { hours: WeeklySlot[] }
  const listing = { ...row, awards: awardsSince(row.awards, listedAt) }
  return { provider: listing, hours, services: buildServices(rng, categories), reviews }
}

/**
 * Realistic Luxembourg businesses, one at a time (the CLI streams 100 000 of them). Provider i
 * depends only on the seed and i, so a longer run starts with the same providers as a shorter one.
 */
export function* iterateProviders({ count, seed = 42, takenSlugs = [] }: GenerateOptions) {
  const places = buildPlaceIndex()
  const nextCategory = categorySchedule(seed)
  const slugCounts = new Map<string, number>()
  const taken = new Set(takenSlugs)
  const uniqueSlug = (base: string) => {
    let n = slugCounts.get(base) ?? 1
    let slug = n === 1 ? base : `${base}-${n}`
    while (taken.has(slug)) slug = `${base}-${++n}`
    slugCounts.set(base, n + 1)
    taken.add(slug)
    return slug
  }
  for (let i = 0; i < count; i++) {
    yield generateOne(Random.forItem(seed, i), nextCategory(), places, uniqueSlug)
  }
}

/** `count` generated providers with their services and reviews; pure and deterministic. */
export function generateProviders(options: GenerateOptions): GeneratedProvider[] {
  return Array.from(iterateProviders(options))
}
