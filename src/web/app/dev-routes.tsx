import { DEV_PAGE_PATHS } from '@shared/routes/app-routes'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'

type DevPagePath = (typeof DEV_PAGE_PATHS)[number]

/**
 * The developer pages (shared/routes/app-routes.ts: DEV_PAGE_PATHS), routed in development only. A
 * function, so that a production build, which never calls it, keeps none of their code.
 */
export function devRoutes(): RouteObject[] {
  const pages: Record<DevPagePath, ComponentType> = {
    '/test-supabase': lazyPage(
      () => import('@web/features/dev-tools/pages/test-supabase-page'),
      'TestSupabasePage',
    ),
    '/test-api': lazyPage(() => import('@web/features/dev-tools/pages/test-api-page'), 'TestApiPage'),
    '/test-providers': lazyPage(
      () => import('@web/features/dev-tools/pages/test-providers-page'),
      'TestProvidersPage',
    ),
    '/loading-states': lazyPage(
      () => import('@web/features/dev-tools/pages/loading-states-page'),
      'LoadingStatesPage',
    ),
    '/style-guide': lazyPage(
      () => import('@web/features/dev-tools/pages/style-guide-page'),
      'StyleGuidePage',
    ),
  }
  return DEV_PAGE_PATHS.map((path) => {
    const Page = pages[path]
    return { path: path.slice(1), element: <Page /> }
  })
}
