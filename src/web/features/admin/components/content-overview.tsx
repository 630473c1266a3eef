import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FolderKanban, type LucideIcon, ReceiptText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const BLOCKS: readonly { key: 'projects' | 'quotes'; icon: LucideIcon }[] = [
  { key: 'projects', icon: FolderKanban },
  { key: 'quotes', icon: ReceiptText },
]

/** Projects and quotes: admins view them (product §6). */
export function ContentOverview() {
  const { t } = useTranslation('admin')
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {BLOCKS.map(({ key, icon: Icon }) => (
        <Card key={key} className="flex flex-col">
          <section aria-labelledby={`admin-${key}-title`} className="flex flex-1 flex-col">
            <h2 id={`admin-${key}-title`} className="flex items-center gap-2 text-xl font-semibold">
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
              {t(`content.${key}`)}
            </h2>
            <p className="mt-1 flex-1 text-sm text-slate-600">{t(`content.${key}Body`)}</p>
            <Button variant="secondary" size="sm" disabled className="mt-4 self-start">
              {t('content.open')}
            </Button>
          </section>
        </Card>
      ))}
    </div>
  )
}
