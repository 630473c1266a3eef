import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useTopProviders } from '@web/hooks/use-top-providers'
import { RotateCw, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProviderCard } from './provider-card'
import { ProviderCardSkeleton } from './provider-card-skeleton'

const TOP_PROVIDERS_LIMIT = 12

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f']

export function ProviderList() {
  const { t } = useTranslation('devtools')
  const { data, isPending, isError, isFetching, refetch } = useTopProviders(TOP_PROVIDERS_LIMIT)

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('providers.loading')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SKELETON_KEYS.map((key) => (
            <ProviderCardSkeleton key={key} />
          ))}
        </div>
      </div>
    )
  }

  if (isError) {
    return (
      <Callout tone="error" title={t('providers.failed')}>
        <p>{t('providers.failedHint')}</p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => !isFetching && refetch()}
          loading={isFetching}
        >
          {!isFetching && <RotateCw className="size-4" aria-hidden="true" />}
          {t('providers.retry')}
        </Button>
      </Callout>
    )
  }

  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
        <SearchX className="size-10 text-slate-600" aria-hidden="true" />
        <h3 className="mt-3 text-lg font-semibold">{t('providers.emptyTitle')}</h3>
        <p className="mt-1 max-w-md text-slate-600">{t('providers.emptyBody')}</p>
        <LocalizedLink to="/directory" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('providers.openDirectory')}
        </LocalizedLink>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <p role="status" className="text-slate-600">
        {t('providers.count', { count: data.length, limit: TOP_PROVIDERS_LIMIT })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ul>
    </div>
  )
}
