import { isUiLanguage } from '@shared/i18n/languages'
import { REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import { changeLanguage } from '@web/i18n/i18n'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'

/** /zugang, /acces, /zougang, /en, /fr, /de lead to the landing page (the server redirects too). */
export function RedirectHome() {
  const { pathname } = useLocation()
  const { i18n } = useTranslation()
  const target = REDIRECTS_TO_HOME[pathname.toLowerCase()] ?? '/'
  // Reached inside the app (no server redirect): /en, /fr, /de switch like the language picker.
  const language = new URLSearchParams(target.split('?')[1] ?? '').get('lang')
  useEffect(() => {
    if (isUiLanguage(language) && language !== i18n.language) void changeLanguage(language)
  }, [language, i18n])
  return <Navigate to={target} replace />
}
