import type { VerificationFacts } from '@shared/providers/trust-claims'
import { screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TrustBadges } from './trust-badges'
import { trustChecks } from './trust-checks'

const TODAY = '2026-11-29'
const NONE: VerificationFacts = { vatNumber: null, vatCheck: null, documents: [] }
const reviewed = (kind: 'insurance' | 'rcs_extract' | 'permit', validUntil: string | null) => ({
  kind,
  reviewedOn: '2026-11-12',
  validUntil,
})

/** Each verification state and the one claim it allows, in each language (the profile's header and the directory card both render these badges). */
const TABLE: Array<{ state: string; facts: VerificationFacts; en: string; fr: string; de: string }> = [
  {
    state: 'VAT number with valid check digits',
    facts: { ...NONE, vatNumber: 'LU13384982' },
    en: 'VAT number LU13384982: check digits valid',
    fr: 'Numéro de TVA LU13384982\u00a0: chiffres de contrôle valides',
    de: 'USt-IdNr. LU13384982: Prüfziffern gültig',
  },
  {
    state: 'VAT number VIES answered "invalid" about',
    facts: {
      ...NONE,
      vatNumber: 'LU13384982',
      vatCheck: { result: 'vies_invalid', checkedOn: '2026-11-29' },
    },
    en: 'VAT number LU13384982: check digits valid',
    fr: 'Numéro de TVA LU13384982\u00a0: chiffres de contrôle valides',
    de: 'USt-IdNr. LU13384982: Prüfziffern gültig',
  },
  {
    state: 'VAT number VIES confirmed valid',
    facts: { ...NONE, vatNumber: 'LU13384982', vatCheck: { result: 'vies_valid', checkedOn: '2026-11-29' } },
    en: 'VAT number LU13384982: confirmed valid in the EU’s VIES register on 29/11/2026',
    fr: 'Numéro de TVA LU13384982\u00a0: confirmé valide dans le registre VIES de l’UE le 29/11/2026',
    de: 'USt-IdNr. LU13384982: im VIES-Register der EU am 29.11.26 als gültig bestätigt',
  },
  {
    state: 'insurance certificate approved',
    facts: { ...NONE, documents: [reviewed('insurance', '2027-03-31')] },
    en: 'Insurance certificate reviewed by LuxPro on 12/11/2026, valid until 31/03/2027',
    fr: 'Attestation d’assurance examinée par LuxPro le 12/11/2026, valable jusqu’au 31/03/2027',
    de: 'Versicherungsnachweis von LuxPro geprüft am 12.11.26, gültig bis 31.03.27',
  },
  {
    state: 'RCS extract approved',
    facts: { ...NONE, documents: [reviewed('rcs_extract', null)] },
    en: 'RCS extract reviewed',
    fr: 'Extrait RCS examiné',
    de: 'RCS-Auszug geprüft',
  },
  {
    state: 'establishment permit approved',
    facts: { ...NONE, documents: [reviewed('permit', null)] },
    en: 'Establishment permit reviewed',
    fr: 'Autorisation d’établissement examinée',
    de: 'Niederlassungsgenehmigung geprüft',
  },
]

beforeAll(async () => {
  await initI18n('en', ['common'])
})
afterEach(async () => {
  await changeLanguage('en')
})

describe('trust badges: exactly the claim each verification state allows', () => {
  for (const language of ['en', 'fr', 'de'] as const) {
    for (const row of TABLE) {
      it(`${row.state} (${language})`, async () => {
        await changeLanguage(language)
        renderWithProviders(
          <TrustBadges checks={trustChecks({ verification: row.facts, premium: false }, TODAY)} />,
        )
        const items = await screen.findAllByRole('listitem')
        expect(items).toHaveLength(1)
        expect(items[0]?.textContent?.startsWith(row[language])).toBe(true)
      })
    }
  }

  it('shows nothing for an expired document, a wrong VAT number or no facts', () => {
    for (const facts of [
      NONE,
      { ...NONE, vatNumber: 'LU13384983' },
      { ...NONE, vatNumber: 'LU13384983', vatCheck: { result: 'vies_invalid' as const, checkedOn: TODAY } },
      { ...NONE, documents: [reviewed('insurance', '2026-11-28')] },
    ]) {
      const { container, unmount } = renderWithProviders(
        <TrustBadges checks={trustChecks({ verification: facts, premium: false }, TODAY)} />,
      )
      expect(container.querySelector('ul')).toBeNull()
      unmount()
    }
  })
})
