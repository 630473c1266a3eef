import { DEMO_PROVIDERS } from '@server/db/seed/demo-data'
import { demoProviderRows } from '@server/db/seed/demo-provider-details'
import { generateProviders } from '@server/db/seed/provider-generator'
import { CATEGORY_PROFILES } from '@server/db/seed/provider-generator-data/category-profiles'
import {
  localizeProviderLabel,
  PROVIDER_LABEL_PATTERNS,
  PROVIDER_LABELS,
} from '@shared/providers/provider-labels'
import { describe, expect, it } from 'vitest'

type Language = 'fr' | 'de'
const LANGUAGES: Language[] = ['fr', 'de']
const FIELDS = ['specialties', 'certifications', 'licences', 'awards'] as const

/**
 * Labels a Luxembourg site shows as they are in English: standards, product and programme names,
 * official French titles and award names, and loanwords French uses as they are.
 */
const INVARIANT: Record<string, Language[]> = {
  'ISO 9001': ['fr', 'de'],
  'ISO 17100': ['fr', 'de'],
  'ISO/IEC 27001 Lead Implementer': ['fr', 'de'],
  'Microsoft 365': ['fr', 'de'],
  'Cisco CCNA': ['fr', 'de'],
  'Fortinet NSE 4': ['fr', 'de'],
  'Google Partner': ['fr', 'de'],
  'Shopify Partner': ['fr', 'de'],
  'Fronius Service Partner': ['fr', 'de'],
  'European Tree Worker (ETW)': ['fr', 'de'],
  'Qualified European Photographer (FEP)': ['fr', 'de'],
  'Best of Houzz 2025 – Design': ['fr', 'de'],
  'Expert-comptable (Ordre des Experts-Comptables)': ['fr', 'de'],
  'Réviseur d’entreprises agréé (IRE)': ['fr', 'de'],
  'KNX Partner': ['de'],
  'Microsoft Solutions Partner': ['de'],
  'Label Entreprise socialement responsable (INDR)': ['fr'],
  'Meilleur artisan de l’année 2024 – Chambre des Métiers': ['fr'],
  'Prix de l’Innovation dans l’Artisanat 2023': ['fr'],
  'Home staging': ['fr'],
}

const isInvariant = (text: string, language: Language) => INVARIANT[text]?.includes(language) ?? false

/** Every label the seed can write: the category profiles, the Bars of provider-details.ts, the demo businesses. */
const generatorLabels = [
  ...new Set([
    ...Object.values(CATEGORY_PROFILES).flatMap((profile) => FIELDS.flatMap((field) => profile[field])),
    'Member of the Luxembourg Bar',
    'Member of the Diekirch Bar',
    ...DEMO_PROVIDERS.flatMap((demo) => demo.specialties),
  ]),
]

describe('PROVIDER_LABELS', () => {
  it('translates every specialty, certification, licence and award of the generator', () => {
    expect(generatorLabels.length).toBeGreaterThan(200)
    const missing = generatorLabels.filter((text) => !PROVIDER_LABELS[text])
    expect(missing).toEqual([])
  })

  it('has a French and a German label, neither empty nor the English unless invariant', () => {
    for (const text of generatorLabels) {
      const label = PROVIDER_LABELS[text]
      for (const language of LANGUAGES) {
        const translation = label?.[language] ?? ''
        expect(translation.trim(), `${text} (${language})`).not.toBe('')
        expect(translation, `${text} (${language})`).toBe(translation.trim())
        if (!isInvariant(text, language)) expect(translation, `${text} (${language})`).not.toBe(text)
      }
    }
  })

  it('lists as invariant only labels that are kept as they are', () => {
    for (const [text, languages] of Object.entries(INVARIANT)) {
      expect(generatorLabels, text).toContain(text)
      for (const language of languages) expect(PROVIDER_LABELS[text]?.[language], text).toBe(text)
    }
  })

  it('writes typographic apostrophes, as the rest of the French copy', () => {
    for (const [text, label] of Object.entries(PROVIDER_LABELS)) {
      expect(`${label.fr} ${label.de}`, text).not.toContain("'")
    }
  })
})

describe('localizeProviderLabel', () => {
  it('returns the English for en and the translation for fr and de', () => {
    expect(localizeProviderLabel('Leak repair', 'en')).toBe('Leak repair')
    expect(localizeProviderLabel('Leak repair', 'fr')).toBe('Réparation de fuites')
    expect(localizeProviderLabel('Leak repair', 'de')).toBe('Leckortung und -reparatur')
    expect(localizeProviderLabel('ISO 9001', 'de')).toBe('ISO 9001')
  })

  it('returns an unknown label unchanged', () => {
    for (const language of ['en', 'fr', 'de'] as const) {
      expect(localizeProviderLabel('Vintage motorbike restoration', language)).toBe(
        'Vintage motorbike restoration',
      )
    }
  })

  it('accepts a straight apostrophe where the data has a typographic one', () => {
    expect(localizeProviderLabel("Réviseur d'entreprises agréé (IRE)", 'de')).toBe(
      'Réviseur d’entreprises agréé (IRE)',
    )
  })

  it('translates the awards of other years with the pattern table, as the fixed labels', () => {
    for (const text of Object.keys(PROVIDER_LABELS)) {
      for (const { pattern, ...templates } of PROVIDER_LABEL_PATTERNS) {
        const match = pattern.exec(text)
        if (!match) continue
        for (const language of LANGUAGES) {
          const place = language === 'de' && match[1] === 'Luxembourg' ? 'Luxemburg' : (match[1] ?? '')
          expect(templates[language].replace('$1', place), text).toBe(PROVIDER_LABELS[text]?.[language])
        }
      }
    }
    expect(localizeProviderLabel('LuxPro Top Rated 2027', 'fr')).toBe('LuxPro – Parmi les mieux notés 2027')
    expect(localizeProviderLabel('LuxPro Customer Choice 2026', 'de')).toBe('LuxPro – Kundenfavorit 2026')
    expect(localizeProviderLabel('Meilleur artisan de l’année 2025 – Chambre des Métiers', 'de')).toBe(
      'Bester Handwerker des Jahres 2025 – Chambre des Métiers',
    )
    expect(localizeProviderLabel('Luxembourg Web Awards – shortlist 2026', 'fr')).toBe(
      'Luxembourg Web Awards – présélection 2026',
    )
    expect(localizeProviderLabel('Luxembourg Wedding Awards – finalist 2026', 'de')).toBe(
      'Luxembourg Wedding Awards – Finalist 2026',
    )
  })

  it('localizes every label of 400 generated providers and of the demo businesses', () => {
    const rows = [
      ...generateProviders({ count: 400 }).map((p) => p.provider),
      ...demoProviderRows().map((p) => p.provider),
    ]
    const seen = new Set<string>()
    for (const row of rows) {
      for (const field of FIELDS) for (const text of row[field] ?? []) seen.add(text)
    }
    expect(seen.size).toBeGreaterThan(150)
    for (const text of seen) {
      for (const language of LANGUAGES) {
        const localized = localizeProviderLabel(text, language)
        expect(localized.trim(), `${text} (${language})`).not.toBe('')
        if (!isInvariant(text, language)) expect(localized, `${text} (${language})`).not.toBe(text)
      }
    }
  })
})
