import { useSearchParams } from 'react-router'

/**
 * A table's filters, sort and page in the URL (shareable, the back button works). Changing a filter
 * goes back to page 1; `lang` and anything else in the URL stays.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    K,
    string | undefined
  >
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const update = (changes: Partial<Record<K | 'page', string | number | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: false },
    )
  return { values, page, update }
}
