import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { DataTable } from './data-table'
import { LoadFailure, TableSkeleton } from './load-failure'
import { Pagination } from './pagination'

/**
 * One server page of an admin table: skeletons while it loads, the failure with a retry, else the
 * table and the pagination under it.
 */
export function PagedTable<Row, Key extends string | number>({
  result,
  page,
  pageSize,
  onPage,
  paginationLabel,
  ...table
}: Omit<ComponentProps<typeof DataTable<Row, Key>>, 'rows'> & {
  /** Without a total the list comes whole: no pagination. */
  result: UseQueryResult<{ items: Row[]; total?: number; pageSize?: number }>
  page: number
  /** The list's page size; by default the one the server answered with. */
  pageSize?: number
  onPage: (page: number) => void
  paginationLabel: string
}) {
  if (result.isPending) return <TableSkeleton />
  if (result.isError) return <LoadFailure onRetry={() => void result.refetch()} />
  return (
    <>
      <DataTable {...table} rows={result.data.items} />
      {result.data.total !== undefined && (
        <Pagination
          page={page}
          pageSize={pageSize ?? result.data.pageSize ?? ADMIN_PAGE_SIZE}
          total={result.data.total}
          onPage={onPage}
          label={paginationLabel}
        />
      )}
    </>
  )
}
