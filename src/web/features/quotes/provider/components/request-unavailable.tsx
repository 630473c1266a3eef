import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { LockKeyhole } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * A link that is not (or no longer) valid for this visitor: the server's explanation and where to go,
 * and nothing about the request itself.
 */
export function RequestUnavailable({ message }: { message?: string }) {
  const { t } = useTranslation('quotes')
  return (
    <Card className="mx-auto max-w-2xl text-center" role="alert">
      <LockKeyhole className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold">{t('response.unavailableTitle')}</h2>
      <p className="mt-2 text-slate-700">{message || t('response.unavailable')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('response.unavailableHelp')}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <LocalizedLink to="/auth" className={buttonClasses('primary')}>
          {t('response.signIn')}
        </LocalizedLink>
        <LocalizedLink to="/contact" className={buttonClasses('secondary')}>
          {t('response.contact')}
        </LocalizedLink>
      </div>
    </Card>
  )
}
