import { CATEGORIES } from '@shared/catalog/categories'
import { Card } from '@web/components/ui/card'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

export function StyleFormFields() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  return (
    <DevSection title={t('style.forms.title')} lead={t('style.forms.lead')}>
      <Card>
        <Form className="grid gap-5 md:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
          <FormField label={t('style.forms.name')} hint={t('style.forms.nameHint')}>
            {(props) => <Input {...props} name="name" autoComplete="name" defaultValue="Claire Weber" />}
          </FormField>
          <FormField label={t('style.forms.email')} error={t('style.forms.emailError')}>
            {(props) => (
              <Input {...props} name="email" type="email" autoComplete="email" defaultValue="claire.weber@" />
            )}
          </FormField>
          <FormField label={t('style.forms.category')} hint={t('style.forms.categoryHint')}>
            {(props) => (
              <Select {...props} name="category" defaultValue="painting">
                {CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.names[language]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('style.forms.postalCode')} hint={t('style.forms.postalCodeHint')}>
            {(props) => (
              <Input
                {...props}
                name="postal-code"
                inputMode="numeric"
                autoComplete="postal-code"
                defaultValue="L-4001"
              />
            )}
          </FormField>
          <div className="md:col-span-2">
            <FormField label={t('style.forms.description')} hint={t('style.forms.descriptionHint')}>
              {(props) => (
                <Textarea {...props} name="description" defaultValue={t('style.forms.descriptionValue')} />
              )}
            </FormField>
          </div>
        </Form>
      </Card>
    </DevSection>
  )
}
