import { buttonClasses } from '@web/components/ui/button'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** A link to a page beyond the last one (an old shared link): say so and offer page 1. */
export function PastLastPage({ href }: { href: string }) {
  const { t } = useTranslation('directory')
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-slate-50 px-5 py-8 text-center">
      <p className="text-lg font-medium text-ink">{t('results.pastLastPage')}</p>
      <Link to={href} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('results.firstPage')}
      </Link>
    </div>
  )
}
