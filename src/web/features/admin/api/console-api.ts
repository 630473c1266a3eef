import type { Analytics, AnalyticsQuery } from '@shared/admin/analytics-schemas'
import type { AuditPage, AuditQuery, ErrorReportPage } from '@shared/admin/audit-schemas'
import type { LandingVersionStats } from '@shared/admin/landing-version-schemas'
import type { Overview } from '@shared/admin/overview-schemas'
import type { MaintenanceState, Settings } from '@shared/admin/settings-schemas'
import type { Technical } from '@shared/admin/technical-schemas'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { adminKeys, queryString } from './admin-keys'

export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => authenticatedRequest<Overview>('/api/admin/overview', { signal }),
    refetchInterval: 60_000,
  })
}

export function useAnalytics(query: Partial<AnalyticsQuery>) {
  return useQuery({
    queryKey: adminKeys.analytics(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<Analytics>(`/api/admin/analytics${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Visitors of each landing version in the period and how many of them converted (ADR 032). */
export function useLandingVersionStats(query: Partial<AnalyticsQuery>) {
  return useQuery({
    queryKey: adminKeys.landingVersions(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<LandingVersionStats>(
        `/api/admin/analytics/landing-versions${queryString(query)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })
}

/** Live: read again every 10 seconds (the sampler's step). */
export function useTechnical(window: '1h' | '24h') {
  return useQuery({
    queryKey: adminKeys.technical(window),
    queryFn: ({ signal }) =>
      authenticatedRequest<Technical>(`/api/admin/metrics/technical?window=${window}`, { signal }),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<AuditPage>(`/api/admin/audit${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useErrorReports(query: { page?: number; errorId?: string }) {
  return useQuery({
    queryKey: adminKeys.errors(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<ErrorReportPage>(`/api/admin/errors${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => authenticatedRequest<Settings>('/api/admin/settings', { signal }),
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (changes: Partial<Settings>) =>
      authenticatedRequest<Settings>('/api/admin/settings', { method: 'PUT', body: changes }),
    onSuccess: (settings) => client.setQueryData(adminKeys.settings(), settings),
  })
}

export function useMaintenance() {
  return useQuery({
    queryKey: adminKeys.maintenance(),
    queryFn: ({ signal }) => authenticatedRequest<MaintenanceState>('/api/public/maintenance', { signal }),
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
    }) => authenticatedRequest<MaintenanceState>('/api/admin/maintenance', { method: 'PUT', body: update }),
    onSuccess: (state) => {
      client.setQueryData(adminKeys.maintenance(), state)
      void client.invalidateQueries({ queryKey: adminKeys.overview() })
    },
  })
}
