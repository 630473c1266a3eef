import { categoryName } from '@shared/catalog/categories'
import type { RecentWork as RecentWorkItem } from '@shared/showcase/showcase-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ResponsiveImage } from '@web/components/responsive-image'
import { useRecentWork } from '@web/features/landing/api/get-recent-work'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section'

/**
 * Photos businesses uploaded of their work, each to its business's profile. Only uploads: when
 * there are none (a fresh site, the demo's drawn listings), the section is not shown at all.
 */
export function RecentWork() {
  const { t } = useTranslation('landing')
  const { data: items } = useRecentWork()
  if (!items || items.length === 0) return null
  return (
    <LandingSection id="recent-work" title={t('recentWork.title')} lead={t('recentWork.lead')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <WorkTile item={item} />
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

function WorkTile({ item }: { item: RecentWorkItem }) {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  const trade = categoryName(item.category, language)
  return (
    <LocalizedLink
      to={`/providers/${item.providerSlug}`}
      className="group block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        <ResponsiveImage
          src={item.imageUrl}
          image={item.image}
          // Two columns on a phone, three from 1024 px in the 72 rem container.
          sizes="(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, 50vw"
          alt={item.caption || t('recentWork.alt', { name: item.providerName })}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-200 group-hover:scale-105"
        />
      </div>
      <div className="p-3">
        <p className="truncate font-semibold text-ink group-hover:text-brand-700">{item.providerName}</p>
        <p className="truncate text-sm text-slate-600">{trade}</p>
      </div>
    </LocalizedLink>
  )
}
