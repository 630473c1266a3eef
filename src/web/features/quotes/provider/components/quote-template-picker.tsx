import type { QuoteTemplate } from '@shared/workspace/workspace-schemas'
import { FormField, Select } from '@web/components/ui/form-field'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** "Use a quote template": fills the amounts, the text and proposed dates from a saved template. */
export function QuoteTemplatePicker({
  templates,
  onApply,
}: {
  templates: QuoteTemplate[]
  onApply: (template: QuoteTemplate) => void
}) {
  const { t } = useTranslation('quotes')
  const [chosen, setChosen] = useState('')
  return (
    <FormField label={t('response.form.template')} hint={t('response.form.templateHint')}>
      {(field) => (
        <Select
          {...field}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value)
            const template = templates.find((item) => String(item.id) === event.target.value)
            if (template) onApply(template)
          }}
        >
          <option value="">{t('response.form.templateNone')}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  )
}
