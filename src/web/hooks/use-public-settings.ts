import type { Settings } from '@shared/admin/settings-schemas'
import { useQuery } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/** GET /api/public/settings: what admins set that the site shows (the launch banner, the support email…). */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['public-settings'],
    queryFn: ({ signal }) => sendRequest<Settings>('/api/public/settings', { signal }),
    staleTime: 60_000,
  })
}
