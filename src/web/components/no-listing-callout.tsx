import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'

/**
 * The account owns no listed business yet, so no request can arrive: say why and how to get listed.
 * Shown on the dashboard's pages (requests, workspace), hence its texts in `dashboard`.
 */
export function NoListingCallout() {
  const { t } = useTranslation('dashboard')
  return (
    <Callout tone="warning" title={t('noListing.title')}>
      <p>{t('noListing.body')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <LocalizedLink to="/contact?topic=provider" className={buttonClasses('primary', 'sm')}>
          {t('noListing.apply')}
        </LocalizedLink>
        <LocalizedLink to="/how-it-works#providers" className={buttonClasses('secondary', 'sm')}>
          {t('noListing.howListingWorks')}
        </LocalizedLink>
      </div>
    </Callout>
  )
}
