import type { OwnDocument } from '@shared/providers/document-review-schemas'
import { VERIFICATION_DOCUMENT_KINDS, type VerificationDocumentKind } from '@shared/providers/trust-claims'
import { TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge } from '@web/components/ui/badge'
import { UploadForm } from '@web/components/upload-form'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDate } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const ACCEPTED = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp'
const DOCUMENT_NAME = /\.(pdf|png|jpe?g|webp)$/i

/**
 * The documents behind the profile's trust badges: each one's review (pending, approved until a
 * day, or rejected with the reason) and the upload of a new one, which waits for LuxPro's review.
 */
export function DocumentsSection() {
  const { t } = useTranslation('workspace')
  const documents = useQuery({ queryKey: workspaceKeys.documents, queryFn: workspaceApi.documents })
  return (
    <WorkspacePanel
      id="documents"
      title={t('documents.title')}
      lead={t('documents.lead')}
      query={documents}
      failed={t('documents.loadFailed')}
    >
      {(data) => (
        <ul className="grid gap-4 lg:grid-cols-3">
          {VERIFICATION_DOCUMENT_KINDS.map((kind) => (
            <li key={kind}>
              <DocumentUpload kind={kind} current={data.items.find((d) => d.kind === kind) ?? null} />
            </li>
          ))}
        </ul>
      )}
    </WorkspacePanel>
  )
}

function DocumentUpload({ kind, current }: { kind: VerificationDocumentKind; current: OwnDocument | null }) {
  const { t } = useTranslation('workspace')
  const queryClient = useQueryClient()
  return (
    <UploadForm
      title={t(`documents.kinds.${kind}`)}
      titleAs="h3"
      file={{
        label: t('documents.file'),
        hint: t('documents.fileHint'),
        accept: ACCEPTED,
        pattern: DOCUMENT_NAME,
        maxBytes: TEMPLATE_MAX_BYTES,
        errors: {
          missing: t('documents.errors.file'),
          type: t('documents.errors.type'),
          size: t('documents.errors.size'),
        },
      }}
      upload={(form) => workspaceApi.uploadDocument(kind, form)}
      onUploaded={() => {
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.documents })
        toast.success(t('documents.uploaded'))
      }}
      failedText={t('documents.uploadFailed')}
      submitLabel={t(current ? 'documents.replace' : 'documents.upload')}
      submitIcon={Upload}
    >
      <DocumentStatus current={current} />
    </UploadForm>
  )
}

function DocumentStatus({ current }: { current: OwnDocument | null }) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  if (!current) return <p className="text-sm text-slate-700">{t('documents.none')}</p>
  const day = (value: string) => formatShortDate(value.length === 10 ? `${value}T12:00:00Z` : value, language)
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="document-status">
      <p className="[overflow-wrap:anywhere]">
        {t('documents.onFile', { name: current.fileName, date: day(current.uploadedAt) })}
      </p>
      {current.status === 'pending' && <Badge tone="warning">{t('documents.status.pending')}</Badge>}
      {current.status === 'approved' && (
        <Badge tone="success">
          {current.validUntil
            ? t('documents.status.approvedUntil', {
                reviewedOn: day(current.reviewedAt ?? current.uploadedAt),
                validUntil: day(current.validUntil),
              })
            : t('documents.status.approved', { reviewedOn: day(current.reviewedAt ?? current.uploadedAt) })}
        </Badge>
      )}
      {current.status === 'rejected' && (
        <>
          <Badge tone="danger">{t('documents.status.rejected')}</Badge>
          <p className="[overflow-wrap:anywhere]">
            {t('documents.reason', { reason: current.rejectReason ?? '' })}
          </p>
        </>
      )}
    </div>
  )
}
