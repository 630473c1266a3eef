import { zodResolver } from '@hookform/resolvers/zod'
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
import { chosenFileSchema } from '@web/lib/forms/chosen-file'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

const RestoreUploadFormSchema = z.object({ file: chosenFileSchema(), sha256: Sha256InputSchema })
type RestoreUpload = z.output<typeof RestoreUploadFormSchema>

/**
 * Restore from an archive taken elsewhere (another machine, a copy kept off-site): the archive and
 * its checksum are chosen here; the dialog spells out that all data is replaced and asks for RESTORE.
 */
export function RestoreUploadCard() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const restore = useRestoreUpload()
  const fieldError = useFieldError()
  const [chosen, setChosen] = useState<RestoreUpload | null>(null)
  const form = useForm({
    resolver: zodResolver(RestoreUploadFormSchema),
    defaultValues: { sha256: '' },
  })
  const errors = form.formState.errors
  const review = form.handleSubmit(setChosen)

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
              error={fieldError(errors.file, { other: t('backups.upload.fileMissing') })}
              hint={t('backups.upload.fileHint')}
            >
              {(field) => (
                <FileInput {...field} accept=".gz,.tar.gz,application/gzip" {...form.register('file')} />
              )}
            </FormField>
            <FormField
              label={t('backups.upload.checksum')}
              error={fieldError(errors.sha256, { other: t('backups.upload.checksumInvalid') })}
              hint={t('backups.upload.checksumHint')}
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('sha256')}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono text-sm"
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
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={t('backups.upload.confirmTitle')}
        body={
          chosen
            ? t('backups.upload.confirmBody', {
                file: chosen.file.name,
                size: formatFileSize(chosen.file.size, language),
              })
            : ''
        }
        expected={RESTORE_CONFIRMATION}
        caseSensitive
        actionLabel={t('backups.upload.action')}
        pending={restore.isPending}
        onConfirm={async (confirmation) => {
          if (!chosen) return
          const result = await restore.mutateAsync({ file: chosen.file, sha256: chosen.sha256, confirmation })
          form.reset()
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
