import { CATEGORIES } from '@shared/catalog/categories'
import type { GeneratedProvider } from './provider-generator'
import { initialOf } from './provider-text'

/** Two demo businesses per trade, central enough that their radius covers the whole country. */
const DEMO_BASES = [
  {
    suffix: 'Atelier',
    letter: 'a',
    locality: 'Luxembourg',
    commune: 'Luxembourg',
    lat: 49.6116,
    lon: 6.1319,
  },
  {
    suffix: 'Partners',
    letter: 'b',
    locality: 'Ettelbruck',
    commune: 'Ettelbruck',
    lat: 49.8475,
    lon: 6.1042,
  },
] as const

/** Demo businesses answer in minutes (ADR 031): the measured response time shown on their cards says so. */
const DEMO_RESPONSE_MINUTES = 2

/**
 * The fictitious businesses of demo mode (ADR 031), status 'demo': public queries ask for 'active',
 * so only demo mode's matching and requests ever reach them. No owner, no email, no phone: nothing
 * they receive can reach a person. Seeded with the reference data, in every database.
 */
export function demoModeProviders(): GeneratedProvider[] {
  return CATEGORIES.flatMap((category) =>
    DEMO_BASES.map((base) => {
      const name = `Demo ${category.names.en} ${base.suffix}`
      return {
        provider: {
          slug: `demo-${category.slug}-${base.letter}`,
          name,
          companyName: `${name} (fictitious)`,
          categories: [category.slug],
          description: `A fictitious business of LuxPro's demo mode: it answers demo requests for ${category.names.en.toLowerCase()} with an example quote.`,
          descriptions: {
            en: `A fictitious business of LuxPro's demo mode: it answers demo requests for ${category.names.en.toLowerCase()} with an example quote.`,
            fr: `Une entreprise fictive du mode démo de LuxPro : elle répond aux demandes de démonstration (${category.names.fr.toLowerCase()}) par un devis d’exemple.`,
            de: `Ein fiktiver Betrieb des LuxPro-Demo-Modus: Er beantwortet Demo-Anfragen (${category.names.de}) mit einem Beispielangebot.`,
          },
          locality: base.locality,
          commune: base.commune,
          lat: base.lat,
          lon: base.lon,
          serviceRadiusKm: 100,
          languages: ['lb', 'fr', 'de', 'en'],
          medianResponseMinutes: DEMO_RESPONSE_MINUTES,
          status: 'demo' as const,
          initial: initialOf(name),
        },
        // Weekdays 8:00–18:00: matching weighs availability like any business's.
        hours: [0, 1, 2, 3, 4].map((day) => ({ day, startTime: '08:00', endTime: '18:00' })),
        services: [],
        reviews: [],
      }
    }),
  )
}
