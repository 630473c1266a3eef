import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'

/** product §4: a business profile is complete only with both a locality and a phone number. */
export function CompletenessPrompt({
  missingLocation,
  missingPhone,
  onGoTo,
}: {
  missingLocation: boolean
  missingPhone: boolean
  onGoTo: (field: 'location' | 'phoneNumber') => void
}) {
  const { t } = useTranslation('profiles')
  const linkClass =
    'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:rounded-sm'
  return (
    <Callout tone="warning" title={t('profile.completeness.title')}>
      <p>{t('profile.completeness.body')}</p>
      {(missingLocation || missingPhone) && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {missingLocation && (
            <li>
              <button type="button" className={linkClass} onClick={() => onGoTo('location')}>
                {t('profile.completeness.addLocation')}
              </button>
            </li>
          )}
          {missingPhone && (
            <li>
              <button type="button" className={linkClass} onClick={() => onGoTo('phoneNumber')}>
                {t('profile.completeness.addPhone')}
              </button>
            </li>
          )}
        </ul>
      )}
    </Callout>
  )
}
