import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Inbox, MessageSquareText, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function RequestsEmptyState() {
  const { t } = useTranslation('quotes')
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <Inbox className="size-7 text-brand-700" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{t('myRequests.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-slate-600">{t('myRequests.emptyBody')}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <LocalizedLink to="/#assistant" className={buttonClasses('primary')}>
          <MessageSquareText className="size-5" aria-hidden="true" />
          {t('myRequests.askAssistant')}
        </LocalizedLink>
        <LocalizedLink to="/directory" className={buttonClasses('secondary')}>
          <Search className="size-5" aria-hidden="true" />
          {t('myRequests.browseDirectory')}
        </LocalizedLink>
      </div>
    </Card>
  )
}
