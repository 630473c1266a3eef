import { OpenAssistantLink } from '@web/components/open-assistant-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { MessageSquareText } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export function PostRequestCard() {
  const { t } = useTranslation('directory')
  const headingId = useId()
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('postRequest.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('postRequest.body')}</p>
      </div>
      <OpenAssistantLink
        start={{ providerContext: null }}
        className={buttonClasses('primary', 'md', 'shrink-0')}
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
        {t('postRequest.action')}
      </OpenAssistantLink>
    </Card>
  )
}
