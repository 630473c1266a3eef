import { CATEGORIES, type CategoryGroup } from '@shared/catalog/categories'
import { LocalizedLink } from '@web/components/localized-link'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_ICONS } from './category-icons'
import { LandingSection, sectionLinkClasses } from './landing-section'

const GROUPS: readonly CategoryGroup[] = ['home', 'business']

export function CategoryGrid() {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  return (
    <LandingSection
      id="categories"
      tone="slate"
      title={t('categories.title')}
      lead={t('categories.lead', { trades: CATEGORIES.length })}
      action={
        <LocalizedLink to="/directory" className={sectionLinkClasses}>
          {t('categories.browseAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      }
    >
      <div className="space-y-10">
        {GROUPS.map((group) => (
          <div key={group}>
            <h3 id={`categories-${group}`} className="text-lg font-semibold">
              {t(`categories.groups.${group}`)}
            </h3>
            <ul
              aria-labelledby={`categories-${group}`}
              className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
            >
              {CATEGORIES.filter((category) => category.group === group).map((category) => {
                const Icon = CATEGORY_ICONS[category.slug]
                return (
                  <li key={category.slug}>
                    <LocalizedLink
                      to={`/directory?category=${category.slug}`}
                      className="flex h-full min-h-28 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors duration-150 hover:border-brand-600 hover:bg-brand-50"
                    >
                      <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span className="font-medium leading-snug text-ink">{category.names[language]}</span>
                    </LocalizedLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </LandingSection>
  )
}
