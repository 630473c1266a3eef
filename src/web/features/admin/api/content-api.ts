import type { AdminActionResult } from '@shared/admin/admin-common-schemas'
import type {
  AssignCandidates,
  ProjectDetail,
  ProjectListQuery,
  ProjectPage,
  QuoteListQuery,
  QuotePage,
} from '@shared/admin/content-admin-schemas'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { adminKeys, queryString } from './admin-keys'

/** GET /api/admin/projects: one page of projects. */
export function useProjects(query: Partial<ProjectListQuery>) {
  return useQuery({
    queryKey: adminKeys.projects(query),
    queryFn: ({ signal }) =>
      authenticatedRequest<ProjectPage>(`/api/admin/projects${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/projects/:id: the project, its requests, quotes and threads. */
export function useProject(id: number) {
  return useQuery({
    queryKey: adminKeys.project(id),
    queryFn: ({ signal }) => authenticatedRequest<ProjectDetail>(`/api/admin/projects/${id}`, { signal }),
  })
}

/** GET /api/admin/quotes: one page of requests sent to providers, with their quotes. */
export function useQuotes(query: Partial<QuoteListQuery>) {
  return useQuery({
    queryKey: ['admin', 'quotes', query],
    queryFn: ({ signal }) =>
      authenticatedRequest<QuotePage>(`/api/admin/quotes${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

function useContentMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

export const useCancelRequest = () =>
  useContentMutation((input: { id: number; reason: string }) =>
    authenticatedRequest<AdminActionResult>(`/api/admin/quote-requests/${input.id}/cancel`, {
      method: 'POST',
      body: { reason: input.reason },
    }),
  )

export const useHideMessage = () =>
  useContentMutation((input: { id: number; reason: string }) =>
    authenticatedRequest<AdminActionResult>(`/api/admin/messages/${input.id}/hide`, {
      method: 'POST',
      body: { reason: input.reason },
    }),
  )

/** Providers an unmatched request could go to: of the category, nearest first. */
export function useAssignCandidates(
  id: number | null,
  query: { category?: string; radiusKm?: number; q?: string },
) {
  return useQuery({
    queryKey: ['admin', 'assign-candidates', id, query],
    queryFn: ({ signal }) =>
      authenticatedRequest<AssignCandidates>(
        `/api/admin/unmatched-requests/${id}/candidates${queryString(query)}`,
        { signal },
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  })
}

export const useAssignUnmatched = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; providerIds: number[] }) =>
      authenticatedRequest<{ projectId: number }>(`/api/admin/unmatched-requests/${input.id}/assign`, {
        method: 'POST',
        body: { providerIds: input.providerIds },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
