import { useLocation, useNavigate } from 'react-router'

/**
 * A tab choice kept in the URL hash (#providers), so header and footer links can open a tab and a
 * shared link shows the same one. The default tab has no hash.
 */
export function useHashTab<T extends string>(tabs: readonly T[], defaultTab: T) {
  const location = useLocation()
  const navigate = useNavigate()
  const fromHash = decodeURIComponent(location.hash.slice(1))
  const current = (tabs as readonly string[]).includes(fromHash) ? (fromHash as T) : defaultTab

  const select = (next: string) => {
    if (!(tabs as readonly string[]).includes(next) || next === current) return
    navigate(
      { pathname: location.pathname, search: location.search, hash: next === defaultTab ? '' : `#${next}` },
      { replace: true, preventScrollReset: true },
    )
  }
  return [current, select] as const
}
