import { useTranslation } from 'react-i18next'

/** An empty value slot: a dash on screen, words for screen readers. */
export function NotLoaded() {
  const { t } = useTranslation('admin')
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('notLoaded')}</span>
    </>
  )
}
