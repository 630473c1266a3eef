import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { CategoryChips } from '../components/category-chips'
import { DirectoryFilters } from '../components/directory-filters'
import { DirectoryResults } from '../components/directory-results'
import { DirectorySearch } from '../components/directory-search'
import { LetterBar } from '../components/letter-bar'
import { PostRequestCard } from '../components/post-request-card'
import { SearchSummary } from '../components/search-summary'
import { useDirectoryParams } from '../hooks/use-directory-params'

export function DirectoryPage() {
  const { t } = useTranslation('directory')
  const { query, category, letter, update } = useDirectoryParams()
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="space-y-8 py-8 sm:py-10">
        <DirectorySearch query={query} onChange={(q) => update({ q })} />
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <div className="min-w-0 space-y-6">
            <CategoryChips category={category} onChange={(next) => update({ category: next })} />
            <DirectoryFilters />
          </div>
          <div className="min-w-0 space-y-6">
            <LetterBar letter={letter} onChange={(next) => update({ letter: next })} />
            <SearchSummary
              query={query}
              category={category}
              letter={letter}
              onClear={() => update({ q: null, category: null, letter: null })}
            />
            <DirectoryResults />
            <PostRequestCard />
          </div>
        </div>
      </Container>
    </>
  )
}
