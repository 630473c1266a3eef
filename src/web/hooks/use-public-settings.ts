import type { PublicSettings } from '@shared/admin/settings-schemas'
import { useQuery } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/** The public settings' query, which the server answers before rendering any page (app/page-data). */
export const publicSettingsRequest = () => ({ queryKey: ['public-settings'], path: '/api/public/settings' })

/** GET /api/public/settings: what admins set that the site shows (the launch banner, the support email…), and whether texts can be translated. */
export function usePublicSettings() {
  const { queryKey, path } = publicSettingsRequest()
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => sendRequest<PublicSettings>(path, { signal }),
    staleTime: 60_000,
  })
}
