import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import type { TrustCheck } from './trust-checks'

/**
 * A badge's label, saying what was checked and when ("Insurance certificate reviewed by LuxPro on
 * 12/11/2026, valid until 31/03/2027"), and how it was checked, in the interface language.
 */
export function useTrustText() {
  const { t } = useTranslation('common')
  const language = useUiLanguage()
  const day = (isoDay: string | null) => (isoDay ? formatShortDate(`${isoDay}T12:00:00Z`, language) : '')
  return (check: TrustCheck) => {
    const values = {
      number: check.number,
      reviewedOn: day(check.reviewedOn),
      validUntil: day(check.validUntil),
    }
    const label =
      check.validUntil !== null
        ? t(`trust.badges.${check.id}.labelUntil`, values)
        : t(`trust.badges.${check.id}.label`, values)
    return { label, description: t(`trust.badges.${check.id}.description`, values) }
  }
}
