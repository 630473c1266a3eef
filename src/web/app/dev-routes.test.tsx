import { DEV_PAGE_PATHS, isPagePath } from '@shared/routes/app-routes'
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The paths the app routes, as the browser's router sees them (under the layout route). */
async function routedPaths(): Promise<string[]> {
  vi.resetModules()
  const { routes } = await import('./router')
  return (routes[0]?.children ?? []).flatMap((route: RouteObject) => (route.path ? [`/${route.path}`] : []))
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('developer pages', () => {
  it('are routed in development', async () => {
    vi.stubEnv('DEV', true)
    expect(await routedPaths()).toEqual(expect.arrayContaining([...DEV_PAGE_PATHS]))
  })

  it('are not in a production build’s route table, nor among the pages the server knows', async () => {
    vi.stubEnv('DEV', false)
    const paths = await routedPaths()
    expect(paths).toContain('/demo/simulation')
    for (const path of DEV_PAGE_PATHS) {
      expect(paths).not.toContain(path)
      expect(isPagePath(path), path).toBe(false)
    }
  })
})
