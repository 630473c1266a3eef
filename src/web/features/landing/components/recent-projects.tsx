import { categoryName } from '@shared/catalog/categories'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import type { RecentProject } from '@shared/showcase/showcase-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { buttonClasses } from '@web/components/ui/button'
import { Skeleton } from '@web/components/ui/skeleton'
import { RECENT_PROJECTS_LIMIT, useRecentProjects } from '@web/features/landing/api/get-recent-projects'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { ClipboardList, MapPin } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section'
import { cardClasses, ShowcaseEmpty, ShowcaseList } from './showcase-list'

const STATUS_TONES: Record<QuoteStatus, ComponentProps<typeof Badge>['tone']> = {
  pending: 'warning',
  accepted: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
}

export function RecentProjects() {
  const { t } = useTranslation('landing')
  const query = useRecentProjects()
  return (
    <LandingSection
      id="recent-projects"
      tone="slate"
      title={t('recentProjects.title')}
      lead={t('recentProjects.lead')}
    >
      <ShowcaseList
        query={query}
        skeletonCount={RECENT_PROJECTS_LIMIT}
        skeleton={<ProjectCardSkeleton />}
        loadingLabel={t('recentProjects.loading')}
        errorTitle={t('recentProjects.error')}
        renderItem={(project) => <RecentProjectCard project={project} />}
        empty={
          <ShowcaseEmpty
            icon={<ClipboardList className="size-8 text-slate-500" aria-hidden="true" />}
            text={t('recentProjects.empty')}
            action={
              <LocalizedLink to="/#assistant" className={buttonClasses('secondary', 'sm')}>
                {t('recentProjects.emptyAction')}
              </LocalizedLink>
            }
          />
        }
      />
    </LandingSection>
  )
}

/** `1 200 – 1 800 €`, or what is known of the budget when one end is missing. */
function Budget({ low, high }: { low: number | null; high: number | null }) {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  if (low !== null && high !== null) return <>{formatMoneyRange(low, high, language)}</>
  if (low !== null) return <>{t('recentProjects.budgetFrom', { amount: formatMoney(low, language) })}</>
  if (high !== null) return <>{t('recentProjects.budgetUpTo', { amount: formatMoney(high, language) })}</>
  return <>{t('recentProjects.budgetOpen')}</>
}

function RecentProjectCard({ project }: { project: RecentProject }) {
  const { t } = useTranslation('landing')
  const language = useUiLanguage()
  return (
    <article className={cardClasses}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug">{categoryName(project.category, language)}</h3>
        <span className="shrink-0 whitespace-nowrap">
          <Badge tone={STATUS_TONES[project.status]}>
            <span className="sr-only">{t('recentProjects.statusLabel')} </span>
            {t(`recentProjects.status.${project.status}`)}
          </Badge>
        </span>
      </div>
      <p className="mb-4 mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {placeName(project.locality, language)}
      </p>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">{t('recentProjects.budget')}</dt>
          <dd className="font-semibold text-ink">
            <Budget low={project.budgetLow} high={project.budgetHigh} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('recentProjects.posted')}</dt>
          <dd className="font-medium text-ink">
            <time dateTime={project.createdAt} title={formatDateTime(project.createdAt, language)}>
              {formatRelativeTime(project.createdAt, language)}
            </time>
          </dd>
        </div>
      </dl>
    </article>
  )
}

function ProjectCardSkeleton() {
  return (
    <div className={cardClasses}>
      <div className="flex justify-between gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-2 h-4 w-1/4" />
      <div className="mt-6 grid grid-cols-2 gap-3 pt-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  )
}
