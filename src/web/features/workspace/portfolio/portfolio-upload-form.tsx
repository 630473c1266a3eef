import { PORTFOLIO_IMAGE_TYPES, TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input } from '@web/components/ui/form-field'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { failureMessage } from '@web/features/workspace/lib/failure-message'
import { ImagePlus } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

/** Images are checked here for a quick answer; the server decides by the file's content. */
const ACCEPTED = ['.jpg', '.jpeg', '.png', '.webp', ...PORTFOLIO_IMAGE_TYPES].join(',')
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i

export function PortfolioUploadForm() {
  const { t } = useTranslation('workspace')
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<{ file?: string; form?: string }>({})
  const upload = useMutation({
    mutationFn: workspaceApi.addPortfolioImage,
    onSuccess: () => {
      formRef.current?.reset()
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.portfolio })
      toast.success(t('portfolio.added'))
    },
    onError: (error) => setErrors({ form: failureMessage(error, t('portfolio.uploadFailed')) }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    let fileError: string | undefined
    if (!(file instanceof File) || file.size === 0) fileError = t('portfolio.errors.file')
    else if (!IMAGE_NAME.test(file.name)) fileError = t('portfolio.errors.type')
    else if (file.size > TEMPLATE_MAX_BYTES) fileError = t('portfolio.errors.size')
    setErrors({ file: fileError })
    if (fileError) return
    upload.mutate(form)
  }

  return (
    <Card>
      <h3 className="text-lg font-semibold">{t('portfolio.addTitle')}</h3>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormField label={t('portfolio.file')} hint={t('portfolio.fileHint')} error={errors.file}>
          {(field) => (
            <Input
              {...field}
              type="file"
              name="file"
              accept={ACCEPTED}
              required
              className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
            />
          )}
        </FormField>
        <FormField label={t('portfolio.caption')} hint={t('portfolio.captionHint')}>
          {(field) => <Input {...field} name="caption" maxLength={200} />}
        </FormField>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" loading={upload.isPending}>
          {!upload.isPending && <ImagePlus className="size-5" aria-hidden="true" />}
          {t('portfolio.upload')}
        </Button>
      </form>
    </Card>
  )
}
