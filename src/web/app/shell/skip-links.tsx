import { useTranslation } from 'react-i18next'

const link =
  'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-(--z-skip-link) focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-white'

/** `navigation`: whether the page has a #main-navigation to skip to (an admin's refusal page has none). */
export function SkipLinks({ navigation = true }: { navigation?: boolean }) {
  const { t } = useTranslation()
  return (
    <div>
      <a href="#main-content" className={link}>
        {t('shell.skipToContent')}
      </a>
      {navigation && (
        <a href="#main-navigation" className={link}>
          {t('shell.skipToNavigation')}
        </a>
      )}
    </div>
  )
}
