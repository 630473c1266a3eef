import { type CategorySlug, isCategorySlug } from '@shared/catalog/categories'
import { useSearchParams } from 'react-router'

export type DirectoryParam = 'q' | 'category' | 'letter'

/** The directory's choices live in the URL (?q, ?category, ?letter) so a search can be shared and reopened. */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const rawCategory = params.get('category')
  const category: CategorySlug | null = rawCategory && isCategorySlug(rawCategory) ? rawCategory : null
  const rawLetter = params.get('letter')?.toUpperCase() ?? ''
  const letter = /^[A-Z]$/.test(rawLetter) ? rawLetter : null

  const update = (changes: Partial<Record<DirectoryParam, string | null>>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return { query, category, letter, update }
}
