import type { ProjectListQuery, QuoteListQuery } from '@shared/admin/content-admin-schemas'
import { adminContentContract as content } from '@shared/api/admin-content-contract'
import type { OperationInput } from '@shared/api/operation'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

/** One page of projects. */
export function useProjects(query: Partial<ProjectListQuery>) {
  return useQuery({
    queryKey: adminKeys.projects(query),
    queryFn: ({ signal }) => call(content.projects.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** The project, its requests, quotes and threads. */
export function useProject(id: number) {
  return useQuery({
    queryKey: adminKeys.project(id),
    queryFn: ({ signal }) => call(content.projects.detail, { params: { id } }, { signal }),
  })
}

/** One page of requests sent to providers, with their quotes. */
export function useQuotes(query: Partial<QuoteListQuery>) {
  return useQuery({
    queryKey: ['admin', 'quotes', query],
    queryFn: ({ signal }) => call(content.quotes.list, { query }, { signal }),
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
    call(content.cancelRequest, { params: { id: input.id }, body: { reason: input.reason } }),
  )

export const useHideMessage = () =>
  useContentMutation((input: { id: number; reason: string }) =>
    call(content.hideMessage, { params: { id: input.id }, body: { reason: input.reason } }),
  )

/** Providers an unmatched request could go to: of the category, nearest first. */
export function useAssignCandidates(
  id: number | null,
  query: NonNullable<OperationInput<typeof content.assignCandidates>['query']>,
) {
  return useQuery({
    queryKey: ['admin', 'assign-candidates', id, query],
    queryFn: ({ signal }) => call(content.assignCandidates, { params: { id: id ?? 0 }, query }, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  })
}

export const useAssignUnmatched = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; providerIds: number[] }) =>
      call(content.assign, { params: { id: input.id }, body: { providerIds: input.providerIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
