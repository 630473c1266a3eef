import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useProviderSearch } from '@web/features/directory/api/search-providers'
import { ActiveFilters } from '@web/features/directory/components/active-filters'
import { CategoryChips } from '@web/features/directory/components/category-chips'
import { DirectoryBreadcrumb } from '@web/features/directory/components/directory-breadcrumb'
import { DirectoryFilters } from '@web/features/directory/components/directory-filters'
import { DirectoryResults } from '@web/features/directory/components/directory-results'
import { DirectorySearch } from '@web/features/directory/components/directory-search'
import { LetterBar } from '@web/features/directory/components/letter-bar'
import { PostRequestCard } from '@web/features/directory/components/post-request-card'
import { ShortlistRequest } from '@web/features/directory/components/shortlist-request'
import { UseMyLocationButton } from '@web/features/directory/components/use-my-location-button'
import { useDirectoryParams } from '@web/features/directory/hooks/use-directory-params'
import { directoryTitle } from '@web/features/directory/lib/directory-title'
import { facetCounts } from '@web/features/directory/lib/facets'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

export function DirectoryPage() {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const { params, update, hrefFor } = useDirectoryParams()
  const search = useProviderSearch(params)
  // Saved results (offline) answered another search: their counts would mislead.
  const facets = search.search.data?.facets
  useDocumentTitle(directoryTitle(params, t, language))
  return (
    <>
      <PageHeader
        compact
        breadcrumb={<DirectoryBreadcrumb params={params} />}
        title={t('title')}
        lead={t('lead')}
      />
      {/* Search, then the results within the first screen: filters, categories and the secondary
          A–Z sit beside them from 1024 px, in one short column above them on a phone. */}
      <Container className="space-y-4 py-4 sm:space-y-6 sm:py-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <DirectorySearch
              query={params.q}
              onSearch={(q, history) => update({ q }, history)}
              onChooseCategory={(category) => update({ category, q: '' })}
            />
          </div>
          <UseMyLocationButton
            className="sm:pt-7"
            onLocated={({ lat, lon }) =>
              update({ lat, lon, ...(params.sort || params.q ? {} : { sort: 'distance' as const }) })
            }
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <div className="min-w-0 space-y-4 lg:space-y-6">
            <DirectoryFilters params={params} update={update} />
            <CategoryChips
              category={params.category}
              counts={facetCounts(facets?.categories)}
              onChange={(category) => update({ category })}
            />
            <LetterBar
              letter={params.letter}
              counts={facetCounts(facets?.letters)}
              onChange={(letter) => update({ letter })}
            />
          </div>
          <div className="min-w-0 space-y-4">
            <ActiveFilters params={params} update={update} />
            <DirectoryResults params={params} update={update} hrefFor={hrefFor} search={search} />
            <PostRequestCard />
          </div>
        </div>
      </Container>
      <ShortlistRequest />
    </>
  )
}
