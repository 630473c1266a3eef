import { UNMATCHED_PAGE_SIZE } from '@shared/admin/unmatched-request-schemas'
import { CATEGORY_SLUGS, type CategorySlug, categoryName } from '@shared/catalog/categories'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { FormField, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { EmptyTable } from '@web/features/admin/components/empty-table'
import { useUnmatchedRequests } from '@web/features/admin/unmatched/unmatched-api'
import { UnmatchedTable } from '@web/features/admin/unmatched/unmatched-table'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

const isCategory = (value: string | null): value is CategorySlug =>
  value !== null && (CATEGORY_SLUGS as readonly string[]).includes(value)

/** product §2 /admin/unmatched-requests: what customers asked for that no provider could take. */
export function AdminUnmatchedPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [params, setParams] = useSearchParams()
  const categoryParam = params.get('category')
  const category = isCategory(categoryParam) ? categoryParam : undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const query = useUnmatchedRequests({ page, pageSize: UNMATCHED_PAGE_SIZE, category })
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / UNMATCHED_PAGE_SIZE))

  const update = (next: { category?: string; page?: number }) =>
    setParams((current) => {
      const result = new URLSearchParams(current)
      if (next.category !== undefined) {
        if (next.category) result.set('category', next.category)
        else result.delete('category')
        result.delete('page')
      }
      if (next.page !== undefined) {
        if (next.page > 1) result.set('page', String(next.page))
        else result.delete('page')
      }
      return result
    })

  const sortedCategories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )

  return (
    <>
      <AdminPageIntro title={t('unmatched.title')} intro={t('unmatched.intro')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-72">
          <FormField label={t('unmatched.filterLabel')}>
            {(field) => (
              <Select
                {...field}
                name="category"
                value={category ?? ''}
                onChange={(event) => update({ category: event.target.value })}
              >
                <option value="">{t('unmatched.allCategories')}</option>
                {sortedCategories.map((slug) => (
                  <option key={slug} value={slug}>
                    {categoryName(slug, language)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {query.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('unmatched.count', { count: query.data.total })}
          </p>
        )}
      </div>

      {query.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">{t('unmatched.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <Callout tone="error" title={t('unmatched.loadFailed')}>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {t('unmatched.retry')}
          </Button>
        </Callout>
      ) : query.data.items.length === 0 ? (
        <EmptyTable
          caption={t('unmatched.title')}
          columns={[
            { label: t('unmatched.columns.date'), wide: true },
            { label: t('unmatched.columns.request') },
            { label: t('unmatched.columns.category'), wide: true },
            { label: t('unmatched.columns.location'), wide: true },
            { label: t('unmatched.columns.language'), wide: true },
            { label: t('unmatched.columns.action') },
          ]}
          empty={category ? t('unmatched.emptyCategory') : t('unmatched.empty')}
        />
      ) : (
        <UnmatchedTable items={query.data.items} language={language} />
      )}

      {pages > 1 && (
        <nav aria-label={t('unmatched.pagination')} className="flex items-center justify-between gap-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            {t('unmatched.previous')}
          </Button>
          <p className="text-sm text-slate-700">{t('unmatched.pageOf', { page, pages })}</p>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => update({ page: page + 1 })}
          >
            {t('unmatched.next')}
          </Button>
        </nav>
      )}
    </>
  )
}
