import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { Breadcrumb } from '@web/components/breadcrumb'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

export function ProfileBreadcrumb({ name, category }: { name: string; category: CategorySlug | undefined }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  return (
    <Breadcrumb
      label={t('breadcrumb.label')}
      steps={[
        { label: t('breadcrumb.directory'), to: '/directory' },
        ...(category
          ? [{ label: categoryName(category, language), to: `/directory?category=${category}` }]
          : []),
        { label: name },
      ]}
    />
  )
}
