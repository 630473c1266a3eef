import { useTranslation } from 'react-i18next'

/** An empty value slot: a dash on screen, words for screen readers. */
export function NotLoaded() {
  const { t } = useTranslation('quotes')
  return (
    <>
      <span aria-hidden="true" className="text-slate-600">
        —
      </span>
      <span className="sr-only">{t('notLoaded')}</span>
    </>
  )
}
