import {
  ACCESS_CODE_STATES,
  AccessCodeListQuerySchema,
  type AccessCodeRow,
  type AccessCodeState,
} from '@shared/access/access-schemas'
import { formatNumber } from '@shared/format/number'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { AdminListPage } from '@web/features/admin/components/admin-list-page'
import type { TableColumn } from '@web/features/admin/components/data-table'
import { selectFilter } from '@web/features/admin/components/list-parts'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDateTime } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { KeyRound, Send } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccessCodes, useRevokeAccessCode } from './access-codes-api'
import { CreateCodeDialog, InviteDialog } from './code-dialogs'

const STATE_TONE: Record<AccessCodeState, 'success' | 'neutral' | 'warning' | 'danger'> = {
  active: 'success',
  expired: 'neutral',
  used_up: 'warning',
  revoked: 'danger',
}

/** Revoking ends the code and every session it opened: it asks first. */
function RevokeDialog({ row, onClose }: { row: AccessCodeRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const revoke = useRevokeAccessCode()
  return (
    <ConfirmStepDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('accessCodes.revokeTitle', { hint: row?.hint ?? '' })}
      consequences={[t('accessCodes.revokeNoUse'), t('accessCodes.revokeSessions')]}
      confirmLabel={t('accessCodes.revoke')}
      backLabel={t('common.cancel')}
      pending={revoke.isPending}
      danger
      onConfirm={() =>
        row &&
        revoke.mutate(row.id, {
          onSuccess: () => {
            toast.success(t('accessCodes.revoked'))
            onClose()
          },
          onError: (error) => toast.error(failureText(error, t('common.failed'))),
        })
      }
    />
  )
}

function useColumns(onRevoke: (row: AccessCodeRow) => void): TableColumn<AccessCodeRow>[] {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const features = (row: AccessCodeRow) =>
    row.features.full_access
      ? t('accessCodes.featureNames.full_access')
      : (['chat', 'dashboard', 'directory', 'profile'] as const)
          .filter((f) => row.features[f])
          .map((f) => t(`accessCodes.featureNames.${f}`))
          .join(', ') || '—'
  return [
    {
      key: 'code',
      header: t('accessCodes.code'),
      cell: (row) => (
        <span>
          <span className="font-mono">{row.hint}</span>
          <span className="block text-xs text-slate-600">
            {row.note || row.email || t(`accessCodes.sources.${row.source}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'level',
      header: t('accessCodes.level'),
      cell: (row) => t(`accessCodes.levels.${row.accessLevel}`),
    },
    { key: 'features', header: t('accessCodes.features'), cell: features, wide: true },
    {
      key: 'uses',
      header: t('accessCodes.uses'),
      align: 'right',
      cell: (row) =>
        row.maxUses === null
          ? formatNumber(row.uses, language)
          : `${formatNumber(row.uses, language)} / ${formatNumber(row.maxUses, language)}`,
    },
    {
      key: 'expires',
      header: t('accessCodes.expires'),
      wide: true,
      cell: (row) => (row.expiresAt ? formatShortDateTime(row.expiresAt, language) : t('accessCodes.never')),
    },
    {
      key: 'state',
      header: t('accessCodes.state'),
      cell: (row) => <Badge tone={STATE_TONE[row.state]}>{t(`accessCodes.states.${row.state}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('accessCodes.actions'),
      cell: (row) =>
        row.state === 'revoked' ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('accessCodes.revokeCode', { hint: row.hint })}
            onClick={() => onRevoke(row)}
          >
            {t('accessCodes.revoke')}
          </Button>
        ),
    },
  ]
}

/** /admin/access-codes: the early-access codes, their uses, and the ways to hand them out. */
export function AdminAccessCodesPage() {
  const { t } = useTranslation('admin')
  useDocumentTitle(t('accessCodes.title'))
  const [dialog, setDialog] = useState<'create' | 'invite' | null>(null)
  const [revoking, setRevoking] = useState<AccessCodeRow | null>(null)
  const columns = useColumns(setRevoking)
  return (
    <>
      <AdminListPage
        title={t('accessCodes.title')}
        intro={t('accessCodes.intro')}
        headerActions={
          <>
            <Button onClick={() => setDialog('create')}>
              <KeyRound className="size-5" aria-hidden="true" />
              {t('accessCodes.create')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('invite')}>
              <Send className="size-5" aria-hidden="true" />
              {t('accessCodes.invite')}
            </Button>
          </>
        }
        querySchema={AccessCodeListQuerySchema}
        useList={useAccessCodes}
        filters={[selectFilter('state', t, ACCESS_CODE_STATES, (state) => t(`accessCodes.states.${state}`))]}
        columns={columns}
        rowKey={(row) => row.id}
        rowName={(row) => row.hint}
        empty={t('accessCodes.empty')}
      />
      <CreateCodeDialog
        open={dialog === 'create'}
        onOpenChange={(open) => setDialog(open ? 'create' : null)}
      />
      <InviteDialog open={dialog === 'invite'} onOpenChange={(open) => setDialog(open ? 'invite' : null)} />
      <RevokeDialog row={revoking} onClose={() => setRevoking(null)} />
    </>
  )
}
