import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Skeleton } from '@web/components/ui/skeleton'
import { useSavedProviders } from '@web/features/saved/api/saved-providers'
import { SavedEntry } from '@web/features/saved/components/saved-entry'
import { Heart, Search } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The project form (and the validation it brings) loads once a provider is chosen, not with the page.
const SavedRequestBar = lazy(async () => ({
  default: (await import('@web/features/saved/components/saved-request-bar')).SavedRequestBar,
}))

/**
 * /saved: the customer's saved providers with their notes; several of them at once receive one
 * project, through the same request dialog as the directory's shortlist (at most 5, one credit).
 */
export function SavedPage() {
  const { t } = useTranslation('saved')
  const saved = useSavedProviders()
  const [chosenIds, setChosenIds] = useState<number[]>([])
  const items = saved.data?.items ?? []
  // A provider removed (or hidden) meanwhile leaves the choice too.
  const chosen = chosenIds.flatMap((id) => items.filter((item) => item.id === id))
  const canChoose = chosen.length < MAX_MATCHED_PROVIDERS
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', { max: MAX_MATCHED_PROVIDERS })} />
      <Container className="space-y-4 py-8 pb-32 sm:py-10 sm:pb-32">
        {saved.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        ) : saved.isError ? (
          <Callout tone="error" title={t('failed')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void saved.refetch()}>
              {t('retry')}
            </Button>
          </Callout>
        ) : items.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
              <Heart className="size-7 text-brand-700" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-xl font-semibold">{t('empty.title')}</h2>
            <p className="mt-2 max-w-md text-slate-600">{t('empty.text')}</p>
            <LocalizedLink to="/directory" className={buttonClasses('primary', 'md', 'mt-6')}>
              <Search className="size-5" aria-hidden="true" />
              {t('empty.action')}
            </LocalizedLink>
          </Card>
        ) : (
          <ul className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <SavedEntry
                  item={item}
                  chosen={chosenIds.includes(item.id)}
                  canChoose={canChoose}
                  onChoose={(on) =>
                    setChosenIds((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id)))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
      {chosen.length > 0 && (
        <Suspense fallback={null}>
          <SavedRequestBar chosen={chosen} onClear={() => setChosenIds([])} />
        </Suspense>
      )}
    </>
  )
}
