import { LocalizedLink } from '@web/app/shell/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { buttonClasses } from '@web/components/ui/button'
import { Mail, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Where the provider list and map go; until the directory data is served, say so and offer a way on. */
export function DirectoryResults() {
  const { t } = useTranslation('directory')
  return (
    <AvailableSoon what={t('results.availableSoon')}>
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to="/#top-providers" className={buttonClasses('primary')}>
          <Star className="size-5" aria-hidden="true" />
          {t('results.topProviders')}
        </LocalizedLink>
        <LocalizedLink to="/contact" className={buttonClasses('secondary')}>
          <Mail className="size-5" aria-hidden="true" />
          {t('results.contact')}
        </LocalizedLink>
      </div>
    </AvailableSoon>
  )
}
