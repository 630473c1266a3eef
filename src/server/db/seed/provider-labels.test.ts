import { DEMO_PROVIDERS } from '@server/db/seed/demo-data'
import { demoProviderRows } from '@server/db/seed/demo-provider-details'
import { generateProviders } from '@server/db/seed/provider-generator'
import { CATEGORY_PROFILES } from '@server/db/seed/provider-generator-data/category-profiles'
import { PROVIDER_LABEL_WORDS } from '@server/i18n/provider-label-words'
import { isProviderLabelId } from '@shared/providers/provider-label-id'
import { describe, expect, it } from 'vitest'

type Language = 'fr' | 'de'
const LANGUAGES: Language[] = ['fr', 'de']
const FIELDS = ['specialties', 'certifications', 'licences', 'awards'] as const

/**
 * Labels a Luxembourg site shows as they are in English: standards, product and programme names,
 * official French titles and award names, and loanwords French uses as they are.
 */
const INVARIANT: Record<string, Language[]> = {
  'common.iso-9001': ['fr', 'de'],
  'translation.iso-17100': ['fr', 'de'],
  'it-support.iso-iec-27001-lead-implementer': ['fr', 'de'],
  'it-support.microsoft-365': ['fr', 'de'],
  'it-support.cisco-ccna': ['fr', 'de'],
  'it-support.fortinet-nse-4': ['fr', 'de'],
  'web-development.google-partner': ['fr', 'de'],
  'web-development.shopify-partner': ['fr', 'de'],
  'solar.fronius-service-partner': ['fr', 'de'],
  'gardening.european-tree-worker-etw': ['fr', 'de'],
  'photography.qualified-european-photographer-fep': ['fr', 'de'],
  'award.best-of-houzz-2025-design': ['fr', 'de'],
  'accounting.expert-comptable-ordre-des-experts-comptables': ['fr', 'de'],
  'accounting.reviseur-d-entreprises-agree-ire': ['fr', 'de'],
  'electrical.knx-partner': ['de'],
  'it-support.microsoft-solutions-partner': ['de'],
  'common.label-entreprise-socialement-responsable-indr': ['fr'],
  'award.meilleur-artisan-de-l-annee-2024-chambre-des-metiers': ['fr'],
  'award.prix-de-l-innovation-dans-l-artisanat-2023': ['fr'],
  'interior-design.home-staging': ['fr'],
}

const isInvariant = (id: string, language: Language) => INVARIANT[id]?.includes(language) ?? false

/** Every label the seed can write: the category profiles, the Bars of provider-details.ts, the demo businesses. */
const seedLabels = [
  ...new Set([
    ...Object.values(CATEGORY_PROFILES).flatMap((profile) => FIELDS.flatMap((field) => profile[field])),
    'legal.member-of-the-luxembourg-bar',
    'legal.member-of-the-diekirch-bar',
    ...DEMO_PROVIDERS.flatMap((demo) => demo.specialties),
  ]),
]

describe('the seed’s provider labels', () => {
  it('are ids with words in English, French and German, the French and German not the English unless invariant', () => {
    expect(seedLabels.length).toBeGreaterThan(200)
    for (const id of seedLabels) {
      expect(isProviderLabelId(id), id).toBe(true)
      const words = PROVIDER_LABEL_WORDS.get(id)
      expect(words?.en.trim(), id).toBeTruthy()
      for (const language of LANGUAGES) {
        const translation = words?.[language] ?? ''
        expect(translation.trim(), `${id} (${language})`).not.toBe('')
        expect(translation, `${id} (${language})`).toBe(translation.trim())
        if (!isInvariant(id, language)) expect(translation, `${id} (${language})`).not.toBe(words?.en)
      }
    }
  })

  it('lists as invariant only labels that are kept as they are', () => {
    for (const [id, languages] of Object.entries(INVARIANT)) {
      expect(seedLabels, id).toContain(id)
      for (const language of languages)
        expect(PROVIDER_LABEL_WORDS.get(id)?.[language], id).toBe(PROVIDER_LABEL_WORDS.get(id)?.en)
    }
  })

  it('has no label in the catalogue the seed never writes', () => {
    expect([...PROVIDER_LABEL_WORDS.keys()].filter((id) => !seedLabels.includes(id))).toEqual([])
  })

  it('writes typographic apostrophes, as the rest of the copy', () => {
    for (const [id, words] of PROVIDER_LABEL_WORDS)
      expect(Object.values(words).join(' '), id).not.toContain("'")
  })

  it('stores only ids in 400 generated providers and the demo businesses', () => {
    const rows = [
      ...generateProviders({ count: 400 }).map((p) => p.provider),
      ...demoProviderRows().map((p) => p.provider),
    ]
    const seen = new Set<string>()
    for (const row of rows) for (const field of FIELDS) for (const label of row[field] ?? []) seen.add(label)
    expect(seen.size).toBeGreaterThan(150)
    expect([...seen].filter((label) => !PROVIDER_LABEL_WORDS.has(label))).toEqual([])
  })
})
