import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { CheckCircle2, Search, X, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

const RULES = ['library', 'size', 'label', 'decorative'] as const

export function StyleIcons() {
  const { t } = useTranslation('devtools')
  return (
    <DevSection title={t('style.icons.title')} lead={t('style.icons.lead')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <ul className="space-y-2">
            {RULES.map((rule) => (
              <li key={rule} className="flex gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {t(`style.icons.rules.${rule}`)}
              </li>
            ))}
            <li className="flex gap-2 text-slate-700">
              <XCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
              {t('style.icons.rules.never')}
            </li>
          </ul>
        </Card>
        <Card className="space-y-4">
          <div>
            <p className="text-sm font-medium text-slate-600">{t('style.icons.withLabel')}</p>
            <Button className="mt-2">
              <Search className="size-5" aria-hidden="true" />
              {t('style.icons.search')}
            </Button>
          </div>
          <div>
            <p className="text-sm font-medium text-slate-600">{t('style.icons.iconOnly')}</p>
            <button
              type="button"
              className="mt-2 inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50"
              aria-label={t('style.icons.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        </Card>
      </div>
    </DevSection>
  )
}
