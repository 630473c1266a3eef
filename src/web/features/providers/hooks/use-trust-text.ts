import type { TrustCheck } from '@web/features/providers/lib/trust-checks'
import { useTranslation } from 'react-i18next'

/** The badge's label ("VAT number LU34019234 valid") and what was checked, in the interface language. */
export function useTrustText() {
  const { t } = useTranslation('providers')
  return (check: TrustCheck) => ({
    label:
      check.id === 'vat'
        ? check.number
          ? t('badges.vat.label', { number: check.number })
          : t('badges.vat.labelWithoutNumber')
        : t(`badges.${check.id}.label`),
    description: t(`badges.${check.id}.description`),
  })
}
