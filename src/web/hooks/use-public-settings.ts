import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/** The public settings' query, which the server answers before rendering any page (app/page-data). */
export const publicSettingsRequest = () => ({
  queryKey: ['public-settings'],
  path: operationUrl(showcaseContract.publicSettings),
})

/** GET /api/public/settings: what admins set that the site shows (the launch banner, the support email…), and whether texts can be translated. */
export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsRequest().queryKey,
    queryFn: ({ signal }) => call(showcaseContract.publicSettings, {}, { signal }),
    staleTime: 60_000,
  })
}
