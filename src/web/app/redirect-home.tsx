import { REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import { Navigate, useLocation } from 'react-router'

/** /zugang, /acces, /zougang, /en, /fr, /de lead to the landing page (the server redirects too). */
export function RedirectHome() {
  const { pathname } = useLocation()
  return <Navigate to={REDIRECTS_TO_HOME[pathname.toLowerCase()] ?? '/'} replace />
}
