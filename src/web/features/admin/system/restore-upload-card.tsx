import { RESTORE_CONFIRMATION, Sha256InputSchema } from '@shared/admin/backup-schemas'
import { formatNumber } from '@shared/format/number'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FileInput, FormField, Input } from '@web/components/ui/form-field'
import { useRestoreUpload } from '@web/features/admin/api/backups-api'
import { TypedConfirmDialog } from '@web/features/admin/components/typed-confirm-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatFileSize } from '@web/lib/format/file-size'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Restore from an archive taken elsewhere (another machine, a copy kept off-site): the archive and
 * its checksum are chosen here; the dialog spells out that all data is replaced and asks for RESTORE.
 */
export function RestoreUploadCard() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const restore = useRestoreUpload()
  const [file, setFile] = useState<File | null>(null)
  const [checksum, setChecksum] = useState('')
  const [errors, setErrors] = useState<{ file?: string; checksum?: string }>({})
  const [confirming, setConfirming] = useState(false)

  const review = (event: FormEvent) => {
    event.preventDefault()
    const problems = {
      file: file ? undefined : t('backups.upload.fileMissing'),
      checksum: Sha256InputSchema.safeParse(checksum).success
        ? undefined
        : t('backups.upload.checksumInvalid'),
    }
    setErrors(problems)
    if (!problems.file && !problems.checksum) setConfirming(true)
  }

  return (
    <Card>
      <section aria-labelledby="restore-upload" className="space-y-4">
        <div className="space-y-1">
          <h3 id="restore-upload" className="text-lg font-semibold">
            {t('backups.upload.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('backups.upload.intro')}</p>
        </div>
        <Form onSubmit={review} className="space-y-4" noValidate>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t('backups.upload.file')}
              error={errors.file}
              hint={t('backups.upload.fileHint')}
            >
              {(field) => (
                <FileInput
                  {...field}
                  accept=".gz,.tar.gz,application/gzip"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null)
                    setErrors((current) => ({ ...current, file: undefined }))
                  }}
                />
              )}
            </FormField>
            <FormField
              label={t('backups.upload.checksum')}
              error={errors.checksum}
              hint={t('backups.upload.checksumHint')}
            >
              {(field) => (
                <Input
                  {...field}
                  value={checksum}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono text-sm"
                  onChange={(event) => {
                    setChecksum(event.target.value)
                    setErrors((current) => ({ ...current, checksum: undefined }))
                  }}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" variant="secondary">
            <Upload className="size-4" aria-hidden="true" />
            {t('backups.upload.review')}
          </Button>
        </Form>
      </section>
      <TypedConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('backups.upload.confirmTitle')}
        body={
          file
            ? t('backups.upload.confirmBody', { file: file.name, size: formatFileSize(file.size, language) })
            : ''
        }
        expected={RESTORE_CONFIRMATION}
        caseSensitive
        actionLabel={t('backups.upload.action')}
        pending={restore.isPending}
        onConfirm={async (confirmation) => {
          if (!file) return
          const result = await restore.mutateAsync({ file, sha256: checksum, confirmation })
          setFile(null)
          setChecksum('')
          toast.success(
            t('backups.restored', {
              rows: formatNumber(result.rows, language),
              files: formatNumber(result.uploads, language),
            }),
          )
        }}
      />
    </Card>
  )
}
