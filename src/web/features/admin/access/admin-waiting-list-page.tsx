import {
  WAITING_LIST_INVITE_DAYS,
  WAITING_LIST_STATES,
  WaitingListQuerySchema,
  type WaitingListRow,
  type WaitingListState,
} from '@shared/access/access-schemas'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { Callout } from '@web/components/ui/callout'
import { useSettings } from '@web/features/admin/api/console-api'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { useSchemaQuery } from '@web/features/admin/lib/use-schema-query'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'
import { useInviteFromWaitingList, useWaitingList } from './waiting-list-api'

function useColumns(state: WaitingListState): TableColumn<WaitingListRow>[] {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const columns: TableColumn<WaitingListRow>[] = [
    { key: 'email', header: t('waitingList.email'), cell: (row) => row.email },
    { key: 'language', header: t('waitingList.language'), cell: (row) => t(`languages.${row.language}`) },
    {
      key: 'joined',
      header: t('waitingList.joined'),
      // The phone keeps who and in which language (and, once invited, when).
      wide: true,
      cell: (row) => formatShortDateTime(row.joinedAt, language),
    },
  ]
  if (state === 'invited')
    columns.push({
      key: 'invited',
      header: t('waitingList.invitedAt'),
      cell: (row) => (row.invitedAt ? formatShortDateTime(row.invitedAt, language) : '—'),
    })
  return columns
}

/**
 * /admin/waiting-list (ADR 050): who asked for early access while requests join the waiting list,
 * first come first; admins select people and invite them, each by email in the language they left.
 */
export function AdminWaitingListPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('waitingList.title'))
  // The list page reads the same URL; the page needs the state for its columns and invitations.
  const { query } = useSchemaQuery(WaitingListQuerySchema)
  const counts = useWaitingList(query).data?.counts
  const settings = useSettings()
  const invite = useInviteFromWaitingList()
  const columns = useColumns(query.state)
  const gate = settings.data?.accessGate
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, language) })
  return (
    <AdminListPage
      title={t('waitingList.title')}
      intro={t('waitingList.intro', { days: formatNumber(WAITING_LIST_INVITE_DAYS, language) })}
      headerActions={
        gate &&
        !(gate.enabled && gate.requestMode === 'waiting_list') && (
          <Callout title={t('waitingList.notCollecting.title')}>
            <p>
              {t(gate.enabled ? 'waitingList.notCollecting.byEmail' : 'waitingList.notCollecting.gateOff')}{' '}
              <LocalizedLink to="/admin/settings" className="font-medium text-brand-700 underline">
                {t('waitingList.notCollecting.settings')}
              </LocalizedLink>
            </p>
          </Callout>
        )
      }
      querySchema={WaitingListQuerySchema}
      useList={useWaitingList}
      filters={[
        {
          ...selectFilter('state', t, WAITING_LIST_STATES, (state) =>
            t(`waitingList.states.${state}`, count(counts?.[state] ?? 0)),
          ),
          label: t('waitingList.show'),
        },
      ]}
      columns={columns}
      rowKey={(row) => row.id}
      rowName={(row) => row.email}
      batch={
        query.state === 'waiting'
          ? {
              actions: ['invite'] as const,
              pending: invite.isPending,
              run: async ({ ids }) => ({ affected: (await invite.mutateAsync(ids)).invited }),
              describe: (_action, selected) => ({
                label: t('waitingList.invite'),
                title: t('waitingList.inviteTitle', count(selected)),
                consequences: [t('waitingList.inviteConsequence')],
                done: (invited) => t('waitingList.invited', count(invited)),
              }),
            }
          : undefined
      }
      empty={t(`waitingList.empty.${query.state}`)}
    />
  )
}
