import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { LocalizedLink } from '@web/components/localized-link'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const linkClass = 'rounded-sm text-brand-700 underline-offset-2 hover:underline'

export function ProfileBreadcrumb({ name, category }: { name: string; category: CategorySlug | undefined }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const separator = <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        <li className="flex items-center gap-1">
          <LocalizedLink to="/directory" className={linkClass}>
            {t('breadcrumb.directory')}
          </LocalizedLink>
          {separator}
        </li>
        {category && (
          <li className="flex items-center gap-1">
            <LocalizedLink to={`/directory?category=${category}`} className={linkClass}>
              {categoryName(category, language)}
            </LocalizedLink>
            {separator}
          </li>
        )}
        <li aria-current="page" className="min-w-0 truncate">
          {name}
        </li>
      </ol>
    </nav>
  )
}
