import { ADMIN_PAGE_SIZE } from '@shared/admin/admin-common-schemas'
import { type Operation, operationUrl } from '@shared/api/operation'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  type AdminListQuery,
  type QueryValue,
  useSchemaQuery,
} from '@web/features/admin/lib/use-schema-query'
import { useSearchText } from '@web/features/admin/lib/use-search-text'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AdminPageIntro } from './admin-page-intro'
import { type BulkAction, BulkBar } from './bulk-bar'
import { DataTable, type TableColumn } from './data-table'
import { ExportMenu } from './export-menu'
import { FilterPanel } from './filter-panel'
import { LoadFailure, TableSkeleton } from './load-failure'
import { Pagination } from './pagination'
import { DateFilter, SearchFilter, SelectFilter } from './table-filters'

/** A filter of the list: one key of its query schema, and how it is chosen. */
export type ListFilter<Key extends string> = { key: Key; label: string } & (
  | { kind: 'select'; anyLabel: string; options: readonly { value: string; label: string }[] }
  | { kind: 'date' }
  | { kind: 'text' }
)

/** One page of a list as the server answers it. */
export interface ListPage<Row> {
  items: Row[]
  /** Absent when the list comes whole, without pages. */
  total?: number
  pageSize?: number
}

/** The batch actions of a list: the `action` values its shared bulk schema takes. */
export interface ListBatch<RowKey, Action extends string> {
  actions: readonly Action[]
  pending: boolean
  run: (input: { ids: RowKey[]; action: Action }) => Promise<{ affected: number }>
  /** What the confirm step says of an action on `count` rows. */
  describe: (action: Action, count: number) => Omit<BulkAction, 'key' | 'run'>
}

/**
 * An admin list (ADR 076): the URL read by the list's shared query schema, the search and filters
 * that write it back, the table with its sort and selection, the batch actions with their confirm
 * step, the CSV export of the same filters, and the pagination. A page declares what differs.
 */
export function AdminListPage<
  Schema extends z.ZodType<AdminListQuery>,
  Row,
  RowKey extends string | number,
  Action extends string,
  Page extends ListPage<Row> = ListPage<Row>,
>({
  title,
  intro,
  headerActions,
  summary,
  beforeList,
  exportOperation,
  querySchema,
  useList,
  searchLabel,
  filters,
  columns,
  rowKey,
  rowName,
  flagged,
  batch,
  paginationLabel,
  empty,
}: {
  title: string
  intro: string
  headerActions?: ReactNode
  /** What the answer says beside its rows (how many wait, how many are late), under the intro. */
  summary?: (page: Page) => ReactNode
  /** What the page shows between its intro and its list (the payments' statement upload). */
  beforeList?: ReactNode
  /** The table's CSV export of the same filters (its contract operation), for tables that have one. */
  exportOperation?: Operation
  querySchema: Schema
  useList: (query: z.output<Schema>) => UseQueryResult<Page>
  /** The free-text search (the schema's `q`), for lists that have one. */
  searchLabel?: string
  filters: readonly ListFilter<keyof z.output<Schema> & string>[]
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => RowKey
  /** How a row's checkbox is named (its person or business). */
  rowName: (row: Row) => string
  /** Rows that need attention now (overdue), shown in red. */
  flagged?: (row: Row) => boolean
  batch?: ListBatch<RowKey, Action>
  /** The pagination's name; a list without pages has none. */
  paginationLabel?: string
  /** What an empty table says; it may depend on the filters. */
  empty: string | ((query: z.output<Schema>) => string)
}) {
  const { t } = useTranslation('admin')
  const { query, update } = useSchemaQuery(querySchema)
  const list = useList(query)
  // A filter the schema defaults (the open applications) always holds a value: no "any" choice.
  const defaults = useMemo(
    () => (querySchema.safeParse({}).data ?? {}) as Record<string, QueryValue>,
    [querySchema],
  )
  const [selected, setSelected] = useState<Set<RowKey>>(new Set())
  const [search, setSearch] = useSearchText(query.q, (q) => update({ q }))
  const filterValue = (key: string): QueryValue => (query as Record<string, QueryValue>)[key]
  const active = filters.filter((filter) => filterValue(filter.key) !== undefined).length
  const clear = () => setSelected(new Set())

  return (
    <>
      <AdminPageIntro
        title={title}
        intro={intro}
        summary={summary && list.data ? summary(list.data) : undefined}
        actions={
          headerActions || exportOperation ? (
            <div className="flex flex-wrap gap-2">
              {headerActions}
              {exportOperation && (
                <ExportMenu
                  href={(delimiter) =>
                    operationUrl(exportOperation, {
                      query: { ...query, page: undefined, pageSize: undefined, delimiter },
                    })
                  }
                />
              )}
            </div>
          ) : undefined
        }
      />
      {beforeList}
      <FilterPanel
        active={active}
        search={
          searchLabel === undefined ? undefined : (
            <SearchFilter label={searchLabel} value={search} onChange={setSearch} />
          )
        }
      >
        {filters.map((filter) => {
          const value = filterValue(filter.key)
          const set = (next: string) => update({ [filter.key]: next })
          if (filter.kind === 'select')
            return (
              <SelectFilter
                key={filter.key}
                label={filter.label}
                value={value === undefined ? undefined : String(value)}
                onChange={set}
                anyLabel={defaults[filter.key] === undefined ? filter.anyLabel : undefined}
                options={filter.options}
              />
            )
          if (filter.kind === 'date')
            return (
              <DateFilter
                key={filter.key}
                label={filter.label}
                value={value === undefined ? undefined : String(value)}
                onChange={set}
              />
            )
          return (
            <TextFilter
              key={filter.key}
              label={filter.label}
              value={value === undefined ? undefined : String(value)}
              onChange={set}
            />
          )
        })}
      </FilterPanel>

      {batch && (
        <BulkBar
          count={selected.size}
          pending={batch.pending}
          actions={batch.actions.map((action) => ({
            key: action,
            ...batch.describe(action, selected.size),
            run: async () => {
              const result = await batch.run({ ids: [...selected], action })
              clear()
              return result.affected
            },
          }))}
          onClear={clear}
        />
      )}

      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            caption={title}
            rows={list.data.items}
            columns={columns}
            rowKey={rowKey}
            flagged={flagged}
            sort={
              query.sort === undefined
                ? undefined
                : { key: query.sort, dir: query.dir ?? 'desc', onSort: (sort, dir) => update({ sort, dir }) }
            }
            selection={
              batch && {
                selected,
                onChange: setSelected,
                label: (key) => {
                  const row = list.data.items.find((item) => rowKey(item) === key)
                  return t('table.select', { name: row ? rowName(row) : key })
                },
              }
            }
            empty={typeof empty === 'string' ? empty : empty(query)}
          />
          {/* A list that comes whole has no total, and no pages. */}
          {list.data.total !== undefined && (
            <Pagination
              page={query.page ?? 1}
              pageSize={query.pageSize ?? list.data.pageSize ?? ADMIN_PAGE_SIZE}
              total={list.data.total}
              onPage={(page) => update({ page })}
              label={paginationLabel ?? title}
            />
          )}
        </>
      )}
    </>
  )
}

/** A free-text filter written to the URL once typing pauses. */
function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string) => void
}) {
  const [text, setText] = useSearchText(value, onChange, 400)
  return <SearchFilter label={label} value={text} onChange={setText} />
}
