import { categoryName } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import type { SavedProvider } from '@shared/saved/saved-provider-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ProviderMark } from '@web/components/provider-mark'
import { Button } from '@web/components/ui/button'
import { useToggleSaved } from '@web/features/saved/api/saved-providers'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { MapPin, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SavedNote } from './saved-note'

/** One saved provider: to its profile, the note, the choice for a quote request, and remove. */
export function SavedEntry({
  item,
  chosen,
  canChoose,
  onChoose,
}: {
  item: SavedProvider
  chosen: boolean
  /** False once the request has as many providers as it can take. */
  canChoose: boolean
  onChoose: (chosen: boolean) => void
}) {
  const { t } = useTranslation('saved')
  const language = useUiLanguage()
  const remove = useToggleSaved()
  return (
    <article
      data-testid="saved-entry"
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <ProviderMark logoUrl={item.logoUrl} name={item.name} category={item.categories[0]} />
          <div className="min-w-0">
            <h2 className="text-lg leading-snug font-semibold">
              <LocalizedLink
                to={`/providers/${item.slug}`}
                className="text-ink underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {item.name}
              </LocalizedLink>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {item.categories.map((slug) => categoryName(slug, language)).join(' · ')}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>{placeName(item.locality, language)}</span>
              {item.reviewCount > 0 && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{formatRating(item.rating, language)} ★</span>
                </>
              )}
              <span aria-hidden="true">·</span>
              <span>{t('entry.savedOn', { date: formatShortDate(item.savedAt, language) })}</span>
            </p>
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={remove.isPending}
          aria-label={t('entry.removeLabel', { name: item.name })}
          onClick={() =>
            remove.mutate(
              { providerId: item.id, save: false },
              {
                onSuccess: () => toast.success(t('entry.removed', { name: item.name })),
                onError: () => toast.error(t('common:saveProvider.failed')),
              },
            )
          }
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('entry.remove')}
        </Button>
      </div>
      <SavedNote item={item} />
      <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={chosen}
          disabled={!chosen && !canChoose}
          onChange={(event) => onChoose(event.target.checked)}
        />
        {t('entry.choose')}
        <span className="sr-only"> ({item.name})</span>
      </label>
      {!chosen && !canChoose && (
        <p className="text-sm text-slate-600">{t('entry.full', { max: MAX_MATCHED_PROVIDERS })}</p>
      )}
    </article>
  )
}
