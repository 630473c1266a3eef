import { Navigate, useSearchParams } from 'react-router'

/** product §2: /register is a redirect helper to the register tab; ?lang and any other parameter stay. */
export function RegisterPage() {
  const [params] = useSearchParams()
  const next = new URLSearchParams(params)
  next.set('tab', 'register')
  return <Navigate to={`/auth?${next.toString()}`} replace />
}
