import {
  PORTFOLIO_IMAGE_TYPES,
  PortfolioCaptionSchema,
  TEMPLATE_MAX_BYTES,
} from '@shared/workspace/workspace-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { FormField, Input } from '@web/components/ui/form-field'
import { UploadForm } from '@web/components/upload-form'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { ImagePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Images are checked here for a quick answer; the server decides by the file's content. */
const ACCEPTED = ['.jpg', '.jpeg', '.png', '.webp', ...PORTFOLIO_IMAGE_TYPES].join(',')
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i

export function PortfolioUploadForm() {
  const { t } = useTranslation('workspace')
  const queryClient = useQueryClient()
  const fieldError = useFieldError()
  return (
    <UploadForm
      title={t('portfolio.addTitle')}
      titleAs="h3"
      file={{
        label: t('portfolio.file'),
        hint: t('portfolio.fileHint'),
        accept: ACCEPTED,
        pattern: IMAGE_NAME,
        maxBytes: TEMPLATE_MAX_BYTES,
        errors: {
          missing: t('portfolio.errors.file'),
          type: t('portfolio.errors.type'),
          size: t('portfolio.errors.size'),
        },
      }}
      upload={workspaceApi.addPortfolioImage}
      onUploaded={() => {
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.portfolio })
        toast.success(t('portfolio.added'))
      }}
      failedText={t('portfolio.uploadFailed')}
      submitLabel={t('portfolio.upload')}
      submitIcon={ImagePlus}
      fields={PortfolioCaptionSchema}
      defaultValues={{ caption: '' }}
    >
      {({ register, formState: { errors } }) => (
        <FormField
          label={t('portfolio.caption')}
          hint={t('portfolio.captionHint')}
          error={fieldError(errors.caption)}
        >
          {(field) => <Input {...field} maxLength={200} {...register('caption')} />}
        </FormField>
      )}
    </UploadForm>
  )
}
