/**
 * The page a signed-out visitor was sent here from (RequireAuth adds ?redirect=). Only same-site
 * paths count, and the query is dropped: it may hold a token or the language, neither worth showing.
 */
export function redirectTarget(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null
  const path = value.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path : null
}
