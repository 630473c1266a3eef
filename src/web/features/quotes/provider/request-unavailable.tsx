import { LocalizedLink } from '@web/app/shell/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'

/** A link that is not (or no longer) valid: say so, and nothing about the request. */
export function RequestUnavailable({ message }: { message?: string }) {
  const { t } = useTranslation('quotes')
  return (
    <Callout tone="error" title={t('response.unavailableTitle')}>
      <p>{message ?? t('response.unavailable')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <LocalizedLink to="/auth" className={buttonClasses('secondary', 'sm')}>
          {t('response.signIn')}
        </LocalizedLink>
        <LocalizedLink to="/contact" className={buttonClasses('ghost', 'sm')}>
          {t('response.contact')}
        </LocalizedLink>
      </div>
    </Callout>
  )
}
