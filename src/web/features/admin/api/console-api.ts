import type { AnalyticsQuery } from '@shared/admin/analytics-schemas'
import type { AuditQuery } from '@shared/admin/audit-schemas'
import type { MaintenanceState, Settings } from '@shared/admin/settings-schemas'
import { adminAnalyticsContract as analytics } from '@shared/api/admin-analytics-contract'
import { adminOverviewContract as overview } from '@shared/api/admin-overview-contract'
import { adminSettingsContract as settings } from '@shared/api/admin-settings-contract'
import { adminSystemContract as system } from '@shared/api/admin-system-contract'
import { siteContract } from '@shared/api/site-contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => call(overview.overview, {}, { signal }),
    refetchInterval: 60_000,
  })
}

export function useAnalytics(query: Partial<AnalyticsQuery>) {
  return useQuery({
    queryKey: adminKeys.analytics(query),
    queryFn: ({ signal }) => call(analytics.analytics, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Visitors of each landing version in the period and how many of them converted (ADR 032). */
export function useLandingVersionStats(query: Partial<AnalyticsQuery>) {
  return useQuery({
    queryKey: adminKeys.landingVersions(query),
    queryFn: ({ signal }) => call(analytics.landingVersions, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Live: read again every 10 seconds (the sampler's step). */
export function useTechnical(window: '1h' | '24h') {
  return useQuery({
    queryKey: adminKeys.technical(window),
    queryFn: ({ signal }) => call(system.technical, { query: { window } }, { signal }),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => call(system.audit.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useErrorReports(query: { page?: number; errorId?: string }) {
  return useQuery({
    queryKey: adminKeys.errors(query),
    queryFn: ({ signal }) => call(system.errors.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => call(settings.settings, {}, { signal }),
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (changes: Partial<Settings>) => call(settings.updateSettings, { body: changes }),
    onSuccess: (saved) => client.setQueryData(adminKeys.settings(), saved),
  })
}

export function useMaintenance() {
  return useQuery({
    queryKey: adminKeys.maintenance(),
    queryFn: ({ signal }) => call(siteContract.maintenance, {}, { signal }),
    refetchInterval: 30_000,
  })
}

export function useSetMaintenance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (update: {
      enabled: boolean
      message?: MaintenanceState['message']
      endsAt?: string | null
    }) => call(settings.setMaintenance, { body: update }),
    onSuccess: (state) => {
      client.setQueryData(adminKeys.maintenance(), state)
      void client.invalidateQueries({ queryKey: adminKeys.overview() })
    },
  })
}
