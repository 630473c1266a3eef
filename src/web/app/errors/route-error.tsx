import { useRouteError } from 'react-router'
import { ErrorFallback } from './error-fallback'

export function RouteError() {
  return <ErrorFallback error={useRouteError()} />
}
