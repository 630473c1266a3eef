import { AvailableSoon } from '@web/components/ui/available-soon'
import { Button } from '@web/components/ui/button'
import { ImageIcon, ImagePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

// Empty frames that show where project photos will sit.
const EMPTY_TILES = ['first', 'second', 'third'] as const

export function DashboardPortfolioPage() {
  const { t } = useTranslation('dashboard')
  return (
    <div className="space-y-6">
      <section aria-labelledby="dashboard-portfolio-title" className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="dashboard-portfolio-title" className="text-2xl font-semibold">
              {t('portfolio.title')}
            </h2>
            <p className="mt-1 max-w-2xl text-slate-600">{t('portfolio.intro')}</p>
          </div>
          <div className="shrink-0 sm:text-right">
            <Button disabled aria-describedby="portfolio-add-hint" className="w-full sm:w-auto">
              <ImagePlus className="size-5" aria-hidden="true" />
              {t('portfolio.add')}
            </Button>
            <p id="portfolio-add-hint" className="mt-1 text-sm text-slate-600">
              {t('portfolio.addHint')}
            </p>
          </div>
        </div>
        <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-hidden="true">
          {EMPTY_TILES.map((tile) => (
            <li
              key={tile}
              className="flex aspect-[4/3] items-center justify-center rounded-[var(--radius-card)] border-2 border-dashed border-slate-200 bg-slate-50"
            >
              <ImageIcon className="size-8 text-slate-400" />
            </li>
          ))}
        </ul>
      </section>
      <AvailableSoon what={t('portfolio.availableSoon')} />
    </div>
  )
}
