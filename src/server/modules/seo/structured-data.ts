import type { CategorySlug } from '@shared/catalog/categories'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { isValidLuxembourgVat } from '@shared/providers/vat-number'

/** schema.org's more precise LocalBusiness types where one fits the category. */
const SCHEMA_TYPES: Partial<Record<CategorySlug, string>> = {
  plumbing: 'Plumber',
  electrical: 'Electrician',
  heating: 'HVACBusiness',
  painting: 'HousePainter',
  roofing: 'RoofingContractor',
  locksmith: 'Locksmith',
  moving: 'MovingCompany',
  legal: 'Attorney',
  accounting: 'AccountingService',
  renovation: 'GeneralContractor',
  carpentry: 'GeneralContractor',
  masonry: 'GeneralContractor',
  tiling: 'GeneralContractor',
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function aggregateRating(rating: number, reviewCount: number) {
  if (reviewCount === 0) return undefined
  return { '@type': 'AggregateRating', ratingValue: rating, reviewCount, bestRating: 5, worstRating: 1 }
}

/** JSON-LD for a provider profile: the business, its rating and its latest reviews. */
export function localBusinessJsonLd(
  profile: ProviderProfile,
  url: string,
  publicUrl: string,
  description: string,
) {
  const main = profile.categories[0]
  return {
    '@context': 'https://schema.org',
    '@type': (main && SCHEMA_TYPES[main]) ?? 'LocalBusiness',
    '@id': url,
    name: profile.name,
    legalName: profile.companyName,
    description,
    url,
    telephone: profile.phone ?? undefined,
    email: profile.email ?? undefined,
    sameAs: profile.website ? [profile.website] : undefined,
    vatID: profile.vatNumber && isValidLuxembourgVat(profile.vatNumber) ? profile.vatNumber : undefined,
    image: profile.gallery.map((image) => new URL(image.src, publicUrl).toString()),
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.address ?? undefined,
      postalCode: profile.postalCode ? `L-${profile.postalCode}` : undefined,
      addressLocality: profile.locality,
      addressCountry: 'LU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: profile.lat, longitude: profile.lon },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: profile.lat, longitude: profile.lon },
      geoRadius: profile.serviceRadiusKm * 1000,
    },
    knowsLanguage: profile.languages,
    openingHoursSpecification: (profile.openingHours ?? []).flatMap((ranges, day) =>
      ranges.map(([opens, closes]) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS[day],
        opens,
        closes,
      })),
    ),
    aggregateRating: aggregateRating(profile.rating, profile.reviewCount),
    review: profile.reviews.items.map((review) => ({
      '@type': 'Review',
      ...(review.authorName ? { author: { '@type': 'Person', name: review.authorName } } : {}),
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  }
}

/** JSON-LD for a directory category page: the listed businesses in order, each a LocalBusiness. */
export function categoryListJsonLd(
  name: string,
  items: ProviderSearchItem[],
  urlOf: (slug: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': (item.categories[0] && SCHEMA_TYPES[item.categories[0]]) ?? 'LocalBusiness',
        '@id': urlOf(item.slug),
        name: item.name,
        url: urlOf(item.slug),
        address: { '@type': 'PostalAddress', addressLocality: item.locality, addressCountry: 'LU' },
        geo: { '@type': 'GeoCoordinates', latitude: item.lat, longitude: item.lon },
        aggregateRating: aggregateRating(item.rating, item.reviewCount),
      },
    })),
  }
}

/** A page's place in the site, for search results: Home › Directory › Plumbing › Sanitaire Weber. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}
