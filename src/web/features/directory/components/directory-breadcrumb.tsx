import { categoryName } from '@shared/catalog/categories'
import { Breadcrumb } from '@web/components/breadcrumb'
import type { DirectoryParams } from '@web/features/directory/lib/directory-params'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'
import { placeLabel } from './locality-field'

/** Directory › Plumbing › Esch-sur-Alzette on a category page and a category × place page. */
export function DirectoryBreadcrumb({ params }: { params: DirectoryParams }) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  if (!params.category) return null
  const place = placeLabel(params.locality, params.postalCode, language)
  return (
    <Breadcrumb
      label={t('breadcrumb.label')}
      steps={[
        { label: t('breadcrumb.directory'), to: '/directory' },
        { label: categoryName(params.category, language), to: `/directory?category=${params.category}` },
        ...(place ? [{ label: place }] : []),
      ]}
    />
  )
}
