import { readFileSync } from 'node:fs'
import { PRICING_MODEL, RATES_DATE, type VatRule, vatRateFor } from '@server/modules/pricing/pricing-model'
import { projectPath } from '@server/project-root'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { describe, expect, it } from 'vitest'
import { estimate } from './estimate'
import { RATES_TABLE_FILE, ratesTable, withoutPadding } from './rates-table'

const place = { locality: 'Esch-sur-Alzette' }

const EXPECTED_VAT: Record<VatRule, string> = {
  standard: 'VAT 17 % included',
  cleaning: 'VAT 8 % included',
  housing_renovation: 'VAT 17 % included; 3 % may apply',
  solar_dwelling: 'VAT 3 % included',
}

function isRounded(amount: number): boolean {
  if (amount < 1000) return amount % 10 === 0
  if (amount < 10_000) return amount % 50 === 0
  return amount % 500 === 0
}

describe('pricing model', () => {
  it('prices every category with a sane range, a typical job and its sources', () => {
    expect(Object.keys(PRICING_MODEL).sort()).toEqual([...CATEGORY_SLUGS].sort())
    for (const slug of CATEGORY_SLUGS) {
      const pricing = PRICING_MODEL[slug]
      expect(pricing.lowRate, slug).toBeGreaterThan(0)
      expect(pricing.highRate, slug).toBeGreaterThan(pricing.lowRate)
      expect(pricing.minimumCharge, slug).toBeGreaterThan(0)
      expect(pricing.typicalQuantity, slug).toBeGreaterThan(0)
      expect(pricing.urgencySurcharge, slug).toBeGreaterThan(0)
      expect(pricing.urgencySurcharge, slug).toBeLessThanOrEqual(0.5)
      for (const language of UI_LANGUAGES) {
        expect(pricing.typicalJob[language], `${slug} ${language}`).not.toBe('')
        expect(pricing.covers[language], `${slug} ${language}`).not.toBe('')
      }
      expect(pricing.sources, slug).toMatch(/^Indicative Luxembourg market range compiled for LuxPro/)
      expect(pricing.sources, slug).toMatch(/not an official tariff/)
      expect(pricing.sources, slug).toMatch(/VAT: .*aed\.public\.lu/)
    }
  })

  it('uses the Luxembourg VAT rules the issue names', () => {
    expect(PRICING_MODEL.cleaning.vat).toBe('cleaning')
    expect(PRICING_MODEL.renovation.vat).toBe('housing_renovation')
    expect(PRICING_MODEL.painting.vat).toBe('housing_renovation')
    expect(PRICING_MODEL.solar.vat).toBe('solar_dwelling')
    expect(PRICING_MODEL.legal.vat).toBe('standard')
    expect(vatRateFor('standard')).toBe(0.17)
    expect(vatRateFor('cleaning')).toBe(0.08)
    expect(vatRateFor('housing_renovation')).toBe(0.17)
    expect(vatRateFor('solar_dwelling')).toBe(0.03)
  })
})

describe('estimate', () => {
  it('returns a positive, rounded EUR range with the category’s VAT line for every category', () => {
    for (const category of CATEGORY_SLUGS) {
      const result = estimate({ category, place, language: 'en' })
      const pricing = PRICING_MODEL[category]
      expect(result.currency).toBe('EUR')
      expect(result.unit, category).toBe(pricing.unit)
      expect(result.low, category).toBeGreaterThan(0)
      expect(result.high, category).toBeGreaterThan(result.low)
      expect(isRounded(result.low), `${category} low ${result.low}`).toBe(true)
      expect(isRounded(result.high), `${category} high ${result.high}`).toBe(true)
      expect(result.basis.at(-3), category).toContain(EXPECTED_VAT[pricing.vat])
    }
  })

  it('explains itself: quantity × rate = the net range, the VAT rate, the total as shown, where the rates come from', () => {
    const hours = estimate({
      category: 'electrical',
      quantities: [{ value: 3, unit: 'hour' }],
      place,
      language: 'en',
    })
    const { lowRate, highRate } = PRICING_MODEL.electrical
    expect(hours.basis[2]).toBe(
      `3 hours × €${lowRate}\u00a0– €${highRate} per hour = €${3 * lowRate}\u00a0– €${3 * highRate} excl. VAT`,
    )
    expect(hours.basis.at(-2)).toBe(
      `Total: €${hours.low}\u00a0– €${hours.high} incl. 17 % VAT, rounded outwards`,
    )
    expect(hours.basis.at(-1)).toMatch(
      /^Where the rates come from: LuxPro’s table of Luxembourg rates \(November 2026\), .*not an official tariff$/,
    )
    expect(RATES_DATE).toBe('2026-11')
    for (const category of CATEGORY_SLUGS)
      for (const language of UI_LANGUAGES) {
        const result = estimate({ category, place, language })
        expect(result.basis[2], `${category} ${language}`).toMatch(/ × .* = /)
        expect(result.basis.at(-2), `${category} ${language}`).toMatch(
          new RegExp(`${Math.round(vatRateFor(PRICING_MODEL[category].vat) * 100)}[ \u00a0]%`),
        )
      }
  })

  it('computes the painting example: 45 m² of walls at Luxembourg rates, VAT 17 % included', () => {
    const result = estimate({
      category: 'painting',
      quantities: [{ value: 45, unit: 'm2' }],
      place,
      language: 'en',
    })
    // 45 × 22–38 €/m² = 990–1,710 € excl. VAT; × 1.17 = 1,158.30–2,000.70 €, rounded outwards to €50.
    expect(result).toMatchObject({ low: 1150, high: 2050, currency: 'EUR', unit: 'm2', confidence: 'high' })
    expect(result.basis[0]).toBe('45 m², as you described')
    expect(result.basis[1]).toBe(
      'Luxembourg rates for Esch-sur-Alzette: €22\u00a0– €38 per m² excl. VAT (preparation, two coats and paint)',
    )
  })

  it('rates confidence high with category, quantity and place; medium with a typical quantity; low when ambiguous or placeless', () => {
    const quantities = [{ value: 3, unit: 'hour' as const }]
    expect(estimate({ category: 'plumbing', quantities, place, language: 'en' }).confidence).toBe('high')
    expect(estimate({ category: 'plumbing', place, language: 'en' }).confidence).toBe('medium')
    expect(
      estimate({ category: 'plumbing', quantities, place, ambiguous: true, language: 'en' }).confidence,
    ).toBe('low')
    expect(estimate({ category: 'plumbing', quantities, place: null, language: 'en' }).confidence).toBe('low')
  })

  it('says which typical quantity it assumed when none was given', () => {
    const result = estimate({ category: 'painting', place, language: 'en' })
    expect(result.basis[0]).toBe('No quantity given: assumed the walls of a 15 m² room (45 m²)')
    const french = estimate({ category: 'cleaning', place, language: 'fr' })
    expect(french.basis[0]).toBe(
      'Aucune quantité indiquée\u00a0: nous supposons un ménage de 3 heures dans un appartement (3 heures)',
    )
    const german = estimate({ category: 'solar', place, language: 'de' })
    expect(german.basis[0]).toBe(
      'Keine Menge angegeben: angenommen wird eine 6-kWp-Dachanlage für ein Haus (6 kWp)',
    )
  })

  it('converts a quantity in another unit (rooms of painting become m² of walls) and says so', () => {
    const result = estimate({
      category: 'painting',
      quantities: [{ value: 3, unit: 'room' }],
      place,
      language: 'en',
    })
    expect(result.confidence).toBe('high')
    expect(result.basis[0]).toBe('135 m², worked out from the 3 rooms you mentioned')
    const words = estimate({
      category: 'translation',
      quantities: [{ value: 2000, unit: 'word' }],
      place,
      language: 'en',
    })
    expect(words.basis[0]).toBe('8 pages, worked out from the 2,000 words you mentioned')
  })

  it('prefers the quantity in the category’s own unit and ignores unusable ones', () => {
    const result = estimate({
      category: 'painting',
      quantities: [
        { value: 0, unit: 'm2' },
        { value: 2, unit: 'room' },
        { value: 60, unit: 'm2' },
      ],
      place,
      language: 'en',
    })
    expect(result.basis[0]).toBe('60 m², as you described')
    const unrelated = estimate({
      category: 'legal',
      quantities: [
        { value: Number.NaN, unit: 'hour' },
        { value: 4, unit: 'kwp' },
      ],
      place,
      language: 'en',
    })
    expect(unrelated.confidence).toBe('medium')
    expect(unrelated.basis[0]).toMatch(/^No quantity given/)
  })

  it('raises the range for urgent work and says by how much', () => {
    const normal = estimate({ category: 'locksmith', place, language: 'en' })
    const urgent = estimate({ category: 'locksmith', place, urgency: 'urgent', language: 'en' })
    expect(urgent.low).toBeGreaterThan(normal.low)
    expect(urgent.high).toBeGreaterThan(normal.high)
    expect(urgent.basis).toContain('Urgent work: +50 %')
    expect(normal.basis.some((line) => line.startsWith('Urgent'))).toBe(false)
  })

  it('widens the range when the request is ambiguous and when the place is unknown it says so', () => {
    const clear = estimate({ category: 'tiling', place, language: 'en' })
    const ambiguous = estimate({ category: 'tiling', place, ambiguous: true, language: 'en' })
    expect(ambiguous.low).toBeLessThan(clear.low)
    expect(ambiguous.high).toBeGreaterThan(clear.high)
    expect(ambiguous.basis).toContain('Rough range: the request is not specific yet, so the range is wider')
    const placeless = estimate({ category: 'tiling', place: null, language: 'en' })
    expect(placeless.basis[1]).toMatch(/^Luxembourg rates: /)
    expect(placeless.basis).toContain('Place not confirmed yet: average Luxembourg rates')
  })

  it('applies the minimum charge to small jobs, scaled to the dearer end of the range', () => {
    const result = estimate({
      category: 'plumbing',
      quantities: [{ value: 0.5, unit: 'hour' }],
      place,
      language: 'en',
    })
    // Minimum €95 excl. VAT at the low end, 95 × 95/65 ≈ €138.85 at the high end, VAT 17 %.
    expect(result.low).toBe(110)
    expect(result.high).toBe(170)
    expect(result.basis).toContain('Minimum charge of €95 excl. VAT applied')
  })

  it('states the 3 % housing renovation condition instead of assuming it, with the range it would give', () => {
    const result = estimate({
      category: 'renovation',
      quantities: [{ value: 20, unit: 'm2' }],
      place,
      language: 'en',
    })
    // 20 m² × 450–1,100 € = 9,000–22,000 € excl. VAT.
    expect(result.low).toBe(10_500) // 10,530 at 17 %
    expect(result.high).toBe(26_000) // 25,740 at 17 %
    expect(result.basis.at(-3)).toBe(
      'VAT 17 % included; 3 % may apply instead if the dwelling is your main residence and was first occupied more than 20 years ago (about €9,250\u00a0– €23,000 at 3 %)',
    )
    const french = estimate({ category: 'renovation', place, language: 'fr' }).basis.at(-3)
    expect(french).toMatch(
      /^TVA 17\u00a0% incluse\u202f; le taux de 3\u00a0% peut s’appliquer si le logement est votre résidence principale/,
    )
    const german = estimate({ category: 'renovation', place, language: 'de' }).basis.at(-3)
    expect(german).toMatch(/^inkl\. 17 % MwSt\.; 3 % können gelten, wenn die Wohnung Ihr Hauptwohnsitz ist/)
  })

  it('includes 8 % VAT for home cleaning and names the business rate', () => {
    const result = estimate({
      category: 'cleaning',
      quantities: [{ value: 4, unit: 'hour' }],
      place,
      language: 'en',
    })
    // 4 h × 30–40 € = 120–160 € excl. VAT; × 1.08 = 129.60–172.80 €.
    expect(result.low).toBe(120)
    expect(result.high).toBe(180)
    expect(result.basis.at(-3)).toBe(
      'VAT 8 % included (cleaning of private homes; 17 % for business premises)',
    )
  })

  it('writes every basis line in the interface language', () => {
    const french = estimate({
      category: 'legal',
      quantities: [{ value: 2, unit: 'hour' }],
      place,
      language: 'fr',
    })
    expect(french.basis).toEqual([
      '2 heures, d’après votre description',
      `Tarifs luxembourgeois pour Esch-sur-Alzette\u00a0: 150\u00a0– 350\u00a0€ par heure HT (honoraires d’avocat\u202f; frais de justice en sus)`,
      '2 heures × 150\u00a0– 350\u00a0€ par heure = 300\u00a0– 700\u00a0€ HT',
      'TVA 17\u00a0% incluse',
      'Total\u00a0: 350\u00a0– 820\u00a0€ TTC (TVA 17\u00a0% comprise), arrondi vers l’extérieur',
      'Source des tarifs\u00a0: grille LuxPro des prix luxembourgeois (novembre 2026), établie d’après les tarifs publiés et les devis d’entreprises luxembourgeoises, les indications de la Chambre des Métiers et les indices de prix du STATEC\u202f; ce n’est pas un tarif officiel',
    ])
    const german = estimate({
      category: 'legal',
      quantities: [{ value: 2, unit: 'hour' }],
      place,
      urgency: 'urgent',
      language: 'de',
    })
    expect(german.basis).toEqual([
      '2 Stunden laut Ihrer Beschreibung',
      'Luxemburger Preise für Esch-sur-Alzette: 150\u00a0– 350\u00a0€ pro Stunde ohne MwSt. (Anwaltshonorar; Gerichtskosten extra)',
      '2 Stunden × 150\u00a0– 350\u00a0€ pro Stunde = 300\u00a0– 700\u00a0€ ohne MwSt.',
      'Dringender Einsatz: +25 %',
      'inkl. 17 % MwSt.',
      'Gesamt: 430\u00a0– 1\u202f050\u00a0€ inkl. 17 % MwSt., nach außen gerundet',
      'Herkunft der Preise: LuxPro-Tabelle Luxemburger Preise (November 2026), nach veröffentlichten Preisen und Angeboten Luxemburger Betriebe, Hinweisen der Chambre des Métiers und Preisindizes des STATEC; kein amtlicher Tarif',
    ])
  })
})

describe('the rates table (docs/estimate-rates.md)', () => {
  it('is the pricing model as it is, dated, with a row and its sources for every category', () => {
    const table = readFileSync(projectPath(RATES_TABLE_FILE), 'utf8')
    expect(withoutPadding(table), 'run npm run docs:estimate-rates').toBe(withoutPadding(ratesTable()))
    expect(table).toContain(`Dated **${RATES_DATE}**`)
    for (const category of CATEGORY_SLUGS) {
      const row = withoutPadding(table)
        .split('\n')
        .find((line) => line.startsWith(`|${category}|`))
      expect(row, category).toContain(
        `€${PRICING_MODEL[category].lowRate}–€${PRICING_MODEL[category].highRate} per`,
      )
      expect(row, category).toMatch(/not an official tariff/)
    }
  })
})
