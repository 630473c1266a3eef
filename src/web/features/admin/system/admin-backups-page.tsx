import { type Backup, type BackupKind, RESTORE_CONFIRMATION } from '@shared/admin/backup-schemas'
import { formatNumber } from '@shared/format/number'
import { Badge } from '@web/components/ui/badge'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import {
  backupDownloadUrl,
  useBackups,
  useCreateBackup,
  useDeleteBackup,
  useRestoreBackup,
} from '@web/features/admin/api/backups-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { DataTable, type TableColumn } from '@web/features/admin/components/data-table'
import { LoadFailure, TableSkeleton } from '@web/features/admin/components/load-failure'
import { TypedConfirmDialog } from '@web/features/admin/components/typed-confirm-dialog'
import { RestoreUploadCard } from '@web/features/admin/system/restore-upload-card'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDateTime } from '@web/lib/format/date'
import { formatFileSize } from '@web/lib/format/file-size'
import { toast } from '@web/lib/toast/toast'
import { DatabaseBackup, Download, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const KIND_TONE: Record<BackupKind, 'brand' | 'neutral' | 'warning'> = {
  manual: 'brand',
  scheduled: 'neutral',
  'pre-restore': 'warning',
  uploaded: 'neutral',
}

function DeleteDialog({ backup, onClose }: { backup: Backup | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const remove = useDeleteBackup()
  const [failure, setFailure] = useState<unknown>(null)
  const confirm = async () => {
    if (!backup) return
    setFailure(null)
    try {
      await remove.mutateAsync(backup.id)
      toast.success(t('backups.deleted'))
      onClose()
    } catch (error) {
      setFailure(error)
    }
  }
  return (
    <AdminDialog
      open={backup !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('backups.deleteTitle')}
      description={
        backup ? t('backups.deleteBody', { date: formatShortDateTime(backup.createdAt, language) }) : ''
      }
    >
      <div className="space-y-4">
        {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={remove.isPending}>
            {t('backups.delete')}
          </Button>
        </div>
      </div>
    </AdminDialog>
  )
}

function BackupTable({
  items,
  onRestore,
  onDelete,
}: {
  items: readonly Backup[]
  onRestore: (backup: Backup) => void
  onDelete: (backup: Backup) => void
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const columns: TableColumn<Backup>[] = [
    {
      key: 'date',
      header: t('backups.columns.date'),
      cell: (b) => (
        <>
          <span className="whitespace-nowrap">{formatShortDateTime(b.createdAt, language)}</span>
          {/* On a phone the kind and size columns are hidden: they are said here. */}
          <span className="mt-1 flex flex-wrap items-center gap-2 md:hidden">
            <Badge tone={KIND_TONE[b.kind]}>{t(`backups.kinds.${b.kind}`)}</Badge>
            <span className="text-slate-600">{formatFileSize(b.sizeBytes, language)}</span>
          </span>
        </>
      ),
    },
    {
      key: 'kind',
      header: t('backups.columns.kind'),
      wide: true,
      cell: (b) => <Badge tone={KIND_TONE[b.kind]}>{t(`backups.kinds.${b.kind}`)}</Badge>,
    },
    {
      key: 'size',
      header: t('backups.columns.size'),
      align: 'right',
      wide: true,
      cell: (b) => <span className="whitespace-nowrap">{formatFileSize(b.sizeBytes, language)}</span>,
    },
    {
      key: 'contents',
      header: t('backups.columns.contents'),
      wide: true,
      cell: (b) =>
        t('backups.contents', {
          rows: formatNumber(
            Object.values(b.tables).reduce((sum, n) => sum + n, 0),
            language,
          ),
          files: formatNumber(b.uploads, language),
        }),
    },
    {
      key: 'checksum',
      header: t('backups.columns.checksum'),
      wide: true,
      cell: (b) => (
        <code className="break-all font-mono text-xs text-slate-700" title={b.sha256}>
          {b.sha256}
        </code>
      ),
    },
    {
      key: 'actions',
      header: t('backups.columns.actions'),
      cell: (b) => {
        const name = formatShortDateTime(b.createdAt, language)
        return (
          <div className="flex flex-wrap gap-2">
            <a
              href={backupDownloadUrl(b.id)}
              download={b.fileName}
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('backups.downloadOf', { date: name })}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('backups.download')}
            </a>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onRestore(b)}
              aria-label={t('backups.restoreOf', { date: name })}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('backups.restore')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDelete(b)}
              aria-label={t('backups.deleteOf', { date: name })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('backups.delete')}
            </Button>
          </div>
        )
      },
    },
  ]
  return (
    <DataTable
      caption={t('backups.caption')}
      rows={items}
      columns={columns}
      rowKey={(b) => b.id}
      empty={t('backups.empty')}
    />
  )
}

/**
 * Backups and restore (ADR 023, ADR 037): create, download, restore after typing RESTORE, delete,
 * and restore an archive from elsewhere.
 */
export function AdminBackupsPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  useDocumentTitle(t('backups.title'))
  const backups = useBackups()
  const create = useCreateBackup()
  const restore = useRestoreBackup()
  const [restoring, setRestoring] = useState<Backup | null>(null)
  const [deleting, setDeleting] = useState<Backup | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  const createNow = async () => {
    setFailure(null)
    try {
      const backup = await create.mutateAsync()
      toast.success(t('backups.created', { size: formatFileSize(backup.sizeBytes, language) }))
    } catch (error) {
      setFailure(error)
    }
  }

  return (
    <>
      <AdminPageIntro
        title={t('backups.title')}
        intro={t('backups.intro')}
        actions={
          <Button onClick={() => void createNow()} loading={create.isPending}>
            <DatabaseBackup className="size-5" aria-hidden="true" />
            {create.isPending ? t('backups.creating') : t('backups.create')}
          </Button>
        }
      />
      {failure ? <Callout tone="error">{failureText(failure, t('common.failed'))}</Callout> : null}
      {backups.data && (
        <p className="text-sm text-slate-600">
          {backups.data.dailyScheduled
            ? t('backups.retention', {
                count: backups.data.keepDaily,
                time: `${String(backups.data.dailyHour).padStart(2, '0')}:00`,
              })
            : t('backups.notScheduled', { count: backups.data.keepDaily })}
        </p>
      )}
      {backups.isPending ? (
        <TableSkeleton />
      ) : backups.isError ? (
        <LoadFailure onRetry={() => void backups.refetch()} />
      ) : (
        <BackupTable items={backups.data.items} onRestore={setRestoring} onDelete={setDeleting} />
      )}
      <RestoreUploadCard />
      <TypedConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t('backups.restoreTitle')}
        body={
          restoring
            ? t('backups.restoreBody', { date: formatShortDateTime(restoring.createdAt, language) })
            : ''
        }
        expected={RESTORE_CONFIRMATION}
        caseSensitive
        actionLabel={t('backups.restoreAction')}
        pending={restore.isPending}
        onConfirm={async (confirmation) => {
          if (!restoring) return
          const result = await restore.mutateAsync({ id: restoring.id, confirmation })
          toast.success(
            t('backups.restored', {
              rows: formatNumber(result.rows, language),
              files: formatNumber(result.uploads, language),
            }),
          )
        }}
      />
      <DeleteDialog backup={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
