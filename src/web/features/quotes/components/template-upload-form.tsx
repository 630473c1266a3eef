import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, Input, Textarea } from '@web/components/ui/form-field'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** SPEC §5: a file and a name are required; PDF, DOCX or XLSX; at most 10 MB. */
const ACCEPTED = [
  '.pdf',
  '.docx',
  '.xlsx',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',')

export function TemplateUploadForm() {
  const { t } = useTranslation('quotes')
  const required = <span className="font-normal text-slate-600"> ({t('templates.required')})</span>
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('templates.uploadTitle')}</h2>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-4">
        <fieldset disabled className="space-y-5">
          <FormField
            label={
              <>
                {t('templates.file')}
                {required}
              </>
            }
            hint={t('templates.fileHint')}
          >
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
          <FormField
            label={
              <>
                {t('templates.name')}
                {required}
              </>
            }
          >
            {(field) => <Input {...field} name="name" required maxLength={120} />}
          </FormField>
          <FormField label={t('templates.description')}>
            {(field) => <Textarea {...field} name="description" className="min-h-24" />}
          </FormField>
          <label className="flex items-center gap-3 text-ink">
            <input type="checkbox" name="isDefault" className="size-4 accent-brand-600" />
            {t('templates.makeDefault')}
          </label>
          <Button type="submit" className="w-full sm:w-auto">
            <Upload className="size-5" aria-hidden="true" />
            {t('templates.submit')}
          </Button>
        </fieldset>
      </form>
    </Card>
  )
}
