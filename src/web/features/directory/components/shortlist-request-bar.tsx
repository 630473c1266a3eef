import { Button } from '@web/components/ui/button'
import { shortlist, useShortlist } from '@web/features/directory/lib/shortlist'
import { ProjectRequestDialog } from '@web/features/quotes/project-request-dialog'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ShortlistBar } from './shortlist-bar'

/** The picked providers and the one project form that goes to all of them (loaded with the first pick). */
export function ShortlistRequestBar() {
  const { t } = useTranslation('directory')
  const list = useShortlist()
  if (list.length === 0) return null
  return (
    <ShortlistBar
      action={
        <ProjectRequestDialog
          providers={list}
          title={t('shortlist.dialogTitle')}
          lead={t('shortlist.dialogLead', { names: list.map((p) => p.name).join(', ') })}
          onDone={() => shortlist.clear()}
          trigger={
            <Button>
              <Send className="size-4" aria-hidden="true" />
              {t('shortlist.request', { count: list.length })}
            </Button>
          }
        />
      }
    />
  )
}
