import type { Database } from '@server/db/client'
import { provider } from '@server/db/schema/providers'
import { CATEGORIES } from '@shared/catalog/categories'
import { sql } from 'drizzle-orm'
import type { GeneratedProvider } from './provider-generator'
import { initialOf } from './provider-text'

/** Two demo businesses per trade, central enough that their radius covers the whole country. */
const DEMO_BASES = [
  {
    letter: 'a',
    locality: 'Luxembourg',
    commune: 'Luxembourg',
    lat: 49.6116,
    lon: 6.1319,
  },
  {
    letter: 'b',
    locality: 'Ettelbruck',
    commune: 'Ettelbruck',
    lat: 49.8475,
    lon: 6.1042,
  },
] as const

/**
 * The demo businesses' names: "Demo" and a Luxembourg family name, two per trade in the catalogue's
 * order. Proper nouns read the same on a French, German or English page, where a name built from
 * the trade's English name ("Demo Plumbing Atelier") did not.
 */
export const DEMO_FAMILY_NAMES = [
  'Kieffer',
  'Thein',
  'Majerus',
  'Bintner',
  'Schiltz',
  'Wirtz',
  'Gengler',
  'Feller',
  'Hansen',
  'Meyers',
  'Steffen',
  'Origer',
  'Kayser',
  'Goedert',
  'Lentz',
  'Hilbert',
  'Frisch',
  'Kohnen',
  'Zeimet',
  'Biver',
  'Welter',
  'Mathekowitsch',
  'Ries',
  'Konsbruck',
  'Scholtes',
  'Duhr',
  'Pauly',
  'Jacoby',
  'Kinnen',
  'Ewen',
  'Wampach',
  'Olinger',
  'Reding',
  'Schaack',
  'Bettendorf',
  'Hemmen',
  'Kugener',
  'Nilles',
  'Faber',
  'Lanners',
  'Michels',
  'Glodt',
  'Heinen',
  'Simon',
  'Arendt',
  'Colling',
  'Dostert',
  'Ernster',
  'Gloden',
  'Hirtt',
] as const

/** The demo business `letter` ('a' or 'b') of the trade at `index` in the catalogue. */
export function demoBusinessName(index: number, letter: 'a' | 'b'): string {
  return `Demo ${DEMO_FAMILY_NAMES[index * 2 + (letter === 'a' ? 0 : 1)]}`
}

/** Demo businesses answer in minutes (ADR 031): the measured response time shown on their cards says so. */
const DEMO_RESPONSE_MINUTES = 2

/**
 * The fictitious businesses of demo mode (ADR 031), status 'demo': public queries ask for 'active',
 * so only demo mode's matching and requests ever reach them. No owner, no email, no phone: nothing
 * they receive can reach a person. Seeded with the reference data, in every database.
 */
export function demoModeProviders(): GeneratedProvider[] {
  return CATEGORIES.flatMap((category, index) =>
    DEMO_BASES.map((base) => {
      const name = demoBusinessName(index, base.letter)
      return {
        provider: {
          slug: `demo-${category.slug}-${base.letter}`,
          name,
          companyName: name,
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

/**
 * A database seeded before the demo businesses had these names gets them (the seed inserts a
 * business only once, by its slug): the reference seed runs this at every start, in one statement.
 */
export async function renameDemoModeProviders(db: Database): Promise<number> {
  const names = demoModeProviders().map(({ provider: demo }) => ({
    slug: demo.slug,
    name: demo.name,
    initial: demo.initial,
  }))
  const renamed = await db.execute<{ id: number }>(sql`
    update ${provider} set name = x.name, company_name = x.name, initial = x.initial
    from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as x(slug text, name text, initial text)
    where ${provider.slug} = x.slug and ${provider.status} = 'demo' and ${provider.name} <> x.name
    returning ${provider.id}`)
  return renamed.rows.length
}
