import type { LocalizedText } from '@server/db/schema/providers'
import type { CategorySlug } from '@shared/catalog/categories'
import { DEMO_PROVIDERS, type DemoProvider } from './demo-data'
import { awardsSince } from './demo-documents'
import {
  buildCredentials,
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
import { type GeneratedProvider, REFERENCE_DATE } from './provider-generator'
import { CATEGORY_DESCRIPTIONS } from './provider-generator-data/descriptions'
import type { LegalForm } from './provider-generator-data/names'
import { averageRating, buildReviews, type GeneratedReview } from './provider-reviews'
import { initialOf } from './provider-text'
import { Random } from './random'
import { loadCommunes, loadPlaces } from './reference-data'

/** The hand-written demo descriptions in French and German. */
const TRANSLATIONS: Record<string, { fr: string; de: string }> = {
  'sanitaire-weber-bertrange': {
    fr: 'Entreprise familiale de sanitaire et de chauffage au service de l’ouest de la ville de Luxembourg depuis 1998.',
    de: 'Familienbetrieb für Sanitär und Heizung, seit 1998 im Westen der Stadt Luxemburg tätig.',
  },
  'elektro-schmit-esch': {
    fr: 'Électriciens certifiés pour les particuliers et les petites entreprises du sud du pays.',
    de: 'Zertifizierte Elektriker für Privathaushalte und kleine Betriebe im Süden des Landes.',
  },
  'clean-home-kirchberg': {
    fr: 'Des équipes de nettoyage fiables et assurées à Luxembourg-Ville et dans les environs.',
    de: 'Zuverlässige, versicherte Reinigungsteams in der Stadt Luxemburg und Umgebung.',
  },
  'avocats-muller-luxembourg': {
    fr: 'Avocats inscrits au Barreau de Luxembourg, qui conseillent en français, en allemand et en anglais.',
    de: 'Bei der Luxemburger Anwaltskammer zugelassene Anwälte, Beratung auf Französisch, Deutsch und Englisch.',
  },
  'it-support-lux-strassen': {
    fr: 'Support informatique et sites web pour les PME luxembourgeoises.',
    de: 'IT-Support und Websites für kleine und mittlere Unternehmen in Luxemburg.',
  },
  'peinture-thill-mersch': {
    fr: 'Peintres et décorateurs pour intérieurs et façades au centre du pays.',
    de: 'Maler und Dekorateure für Innenräume und Fassaden im Zentrum des Landes.',
  },
  'gaart-an-natur-ettelbruck': {
    fr: 'Entretien de jardins et aménagement paysager dans la Nordstad et l’Éislek.',
    de: 'Gartenpflege und Landschaftsbau in der Nordstad und im Ösling.',
  },
  'demenagements-reuter-differdange': {
    fr: 'Déménagements au Luxembourg et vers la Grande Région, avec emballage et garde-meubles.',
    de: 'Umzüge innerhalb Luxemburgs und in die Großregion, mit Verpackung und Einlagerung.',
  },
  'dachdecker-hoffmann-wiltz': {
    fr: 'Couvreurs et charpentiers dans le nord du Luxembourg.',
    de: 'Dachdecker und Zimmerleute im Norden Luxemburgs.',
  },
  'fiduciaire-kremer-dudelange': {
    fr: 'Comptabilité, TVA et salaires pour les indépendants et les PME.',
    de: 'Buchhaltung, Mehrwertsteuer und Lohnabrechnung für Selbstständige und KMU.',
  },
  'serrurerie-express-luxembourg': {
    fr: 'Serruriers disponibles 24 h/24 et 7 j/7 à Luxembourg-Ville et dans le centre du pays.',
    de: 'Schlüsseldienst rund um die Uhr in der Stadt Luxemburg und im Zentrum des Landes.',
  },
  'carrelages-goncalves-mamer': {
    fr: 'Carrelage et maçonnerie pour salles de bains, cuisines et terrasses.',
    de: 'Fliesen- und Maurerarbeiten für Bäder, Küchen und Terrassen.',
  },
}

/** What the documented demo accounts and texts already promise (seed-accounts.ts, descriptions). */
const PHONES: Record<string, string> = { 'sanitaire-weber-bertrange': '+352 26 31 45 10' }
const EXTRA_LANGUAGES: Record<string, string[]> = { 'avocats-muller-luxembourg': ['fr', 'de', 'en'] }
const LANGUAGE_ORDER = ['lb', 'fr', 'de', 'en', 'pt', 'it']

const legalFormOf = (companyName: string): LegalForm =>
  companyName.endsWith('S.à r.l.-S')
    ? 'S.à r.l.-S'
    : companyName.endsWith('S.à r.l.')
      ? 'S.à r.l.'
      : companyName.endsWith('S.A.')
        ? 'S.A.'
        : null

function demoDescriptions(demo: DemoProvider): LocalizedText {
  const pitch = CATEGORY_DESCRIPTIONS[demo.categories[0] as CategorySlug].pitches[0]
  const translation = TRANSLATIONS[demo.slug] ?? { fr: demo.description, de: demo.description }
  return {
    en: [demo.description, pitch?.en].filter(Boolean).join(' '),
    fr: [translation.fr, pitch?.fr].filter(Boolean).join(' '),
    de: [translation.de, pitch?.de].filter(Boolean).join(' '),
  }
}

/**
 * Exactly `count` reviews of 4 and 5 stars averaging `rating` (to 0.01), so the written figures
 * of a hand-made demo business are the real aggregate of its reviews, as for every other provider.
 */
function reviewsAveraging(rng: Random, rating: number, count: number, business: boolean): GeneratedReview[] {
  const fiveStars = Math.round(Math.min(1, Math.max(0, rating - 4)) * count)
  const build = (stars: 4 | 5, n: number) =>
    buildReviews(rng, {
      count: n,
      business,
      ratingWeights: stars === 5 ? [0, 0, 0, 0, 1] : [0, 0, 0, 1, 0],
      from: new Date(REFERENCE_DATE.getTime() - 3 * 365 * 86_400_000),
      to: REFERENCE_DATE,
    })
  return [...build(5, fiveStars), ...build(4, count - fiveStars)]
}

/** A listing is reviewed only once listed: its date, or a week before its first review if earlier. */
function listedBeforeReviews(drawn: Date, reviews: GeneratedReview[]): Date {
  const first = Math.min(...reviews.map((r) => (r.createdAt ?? REFERENCE_DATE).getTime()))
  return new Date(Math.min(drawn.getTime(), first - 7 * 86_400_000))
}

/**
 * The 12 hand-written demo businesses with the directory fields filled in. Their rating and
 * review count come from as many generated reviews, so a new review moves them as it should.
 */
export function demoProviderRows(): GeneratedProvider[] {
  const communes = new Map(loadCommunes().map((c) => [c.commune, c]))
  const localities = loadPlaces().filter((p) => p.kind === 'locality')
  return DEMO_PROVIDERS.map((demo, index) => {
    const rng = Random.forItem(2026, index)
    const commune = communes.get(demo.commune)
    const place = localities.find((p) => p.commune === demo.commune && p.name === demo.locality)
    if (!commune || !place) throw new Error(`Unknown place in demo data: ${demo.locality}, ${demo.commune}`)
    const main = demo.categories[0] as CategorySlug
    const legalForm = legalFormOf(demo.companyName)
    const spoken = new Set([...pickLanguages(rng, main), ...(EXTRA_LANGUAGES[demo.slug] ?? [])])
    const descriptions = demoDescriptions(demo)
    const reviews = reviewsAveraging(rng, demo.rating, demo.reviewCount, isBusinessCategory(main))
    const contact = contactFor(rng, demo.name, legalForm)
    // Built in this order so that each field draws the same random numbers as before.
    const { hours, ...row } = {
      ...demo,
      rating: averageRating(reviews),
      reviewCount: reviews.length,
      description: descriptions.en,
      descriptions,
      lat: commune.lat,
      lon: commune.lon,
      address: streetAddress(rng),
      postalCode: rng.pick(place.postalCodes),
      ...contact,
      phone: PHONES[demo.slug] ?? contact.phone,
      subscriptionTier: buildSubscription(rng, demo.premium),
      status: 'active',
      createdAt: listedBeforeReviews(
        new Date(REFERENCE_DATE.getTime() - rng.int(900, 1400) * 86_400_000),
        reviews,
      ),
      ...buildCredentials(rng, main, commune.canton, demo.rating),
      gallery: buildGallery(rng, demo.categories),
      serviceRadiusKm: (isBusinessCategory(main) ? rng.int(6, 16) : rng.int(3, 8)) * 5,
      languages: LANGUAGE_ORDER.filter((code) => spoken.has(code)),
      hours: weeklyHours(rng, main),
      ...buildRegistry(rng, legalForm, demo.verified),
      medianResponseMinutes: responseMinutes(rng),
      initial: initialOf(demo.name),
    } satisfies GeneratedProvider['provider'] & { hours: WeeklySlot[] }
    const listing = { ...row, awards: awardsSince(row.awards, row.createdAt) }
    return { provider: listing, hours, services: buildServices(rng, demo.categories), reviews }
  })
}
