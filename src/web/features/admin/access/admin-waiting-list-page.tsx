import {
  WAITING_LIST_INVITE_DAYS,
  WAITING_LIST_STATES,
  type WaitingListRow,
  type WaitingListState,
} from '@shared/access/access-schemas'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink } from '@web/components/localized-link'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { FormField, Select } from '@web/components/ui/form-field'
import { useSettings } from '@web/features/admin/api/console-api'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { BulkBar } from '@web/features/admin/components/bulk-bar'
import { DataTable, type TableColumn } from '@web/features/admin/components/data-table'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime } from '@web/lib/format/date'
import { useState } from 'react'
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
  const [state, setState] = useState<WaitingListState>('waiting')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const list = useWaitingList(state)
  const settings = useSettings()
  const invite = useInviteFromWaitingList()
  const columns = useColumns(state)
  const counts = list.data?.counts
  const gate = settings.data?.accessGate
  const choose = (next: WaitingListState) => {
    setState(next)
    setSelected(new Set())
  }
  return (
    <>
      <AdminPageIntro
        title={t('waitingList.title')}
        intro={t('waitingList.intro', { days: formatNumber(WAITING_LIST_INVITE_DAYS, language) })}
      />
      {gate && !(gate.enabled && gate.requestMode === 'waiting_list') && (
        <Callout title={t('waitingList.notCollecting.title')}>
          <p>
            {t(gate.enabled ? 'waitingList.notCollecting.byEmail' : 'waitingList.notCollecting.gateOff')}{' '}
            <LocalizedLink to="/admin/settings" className="font-medium text-brand-700 underline">
              {t('waitingList.notCollecting.settings')}
            </LocalizedLink>
          </p>
        </Callout>
      )}
      <Card className="space-y-4">
        <div className="max-w-xs">
          <FormField label={t('waitingList.show')}>
            {(field) => (
              <Select
                {...field}
                value={state}
                onChange={(event) => choose(event.target.value as WaitingListState)}
              >
                {WAITING_LIST_STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(`waitingList.states.${value}`, {
                      count: counts?.[value] ?? 0,
                      formatted: formatNumber(counts?.[value] ?? 0, language),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <BulkBar
          count={selected.size}
          pending={invite.isPending}
          onClear={() => setSelected(new Set())}
          actions={[
            {
              key: 'invite',
              label: t('waitingList.invite'),
              title: t('waitingList.inviteTitle', {
                count: selected.size,
                formatted: formatNumber(selected.size, language),
              }),
              consequences: [t('waitingList.inviteConsequence')],
              run: async () => {
                const { invited } = await invite.mutateAsync([...selected])
                setSelected(new Set())
                return invited
              },
              done: (invited) =>
                t('waitingList.invited', { count: invited, formatted: formatNumber(invited, language) }),
            },
          ]}
        />
        {list.isPending ? (
          <TableSkeleton />
        ) : list.isError ? (
          <LoadFailure onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            caption={t(`waitingList.captions.${state}`)}
            rows={list.data.items}
            columns={columns}
            rowKey={(row) => row.id}
            selection={
              state === 'waiting'
                ? {
                    selected,
                    onChange: setSelected,
                    label: (id) =>
                      t('waitingList.select', {
                        email: list.data.items.find((row) => row.id === id)?.email ?? id,
                      }),
                  }
                : undefined
            }
            empty={t(`waitingList.empty.${state}`)}
          />
        )}
      </Card>
    </>
  )
}
