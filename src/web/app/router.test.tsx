import { DEV_PAGE_PATHS, isLoginRequired, PAGE_PATHS, REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import { isValidElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from './auth/require-auth'
import { routes } from './router'
import { Layout } from './shell/layout'

const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1042')

/** The routes a path goes through, outermost first (layouts included). */
const matched = (path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route)

/** Every path the table routes to a page of its own, written as the page paths are ('/admin/users/:id'). */
function routedPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent
    const own = route.path && route.path !== '*' && !route.children ? [path] : []
    return [...own, ...(route.children ? routedPaths(route.children, path) : [])]
  })
}

describe('the route table', () => {
  it('routes no page the server does not know: every routed path is a page path (the server answers the others 404)', () => {
    const known = new Set<string>([...PAGE_PATHS, ...DEV_PAGE_PATHS, ...Object.keys(REDIRECTS_TO_HOME)])
    expect(routedPaths(routes).filter((path) => !known.has(path))).toEqual([])
  })

  it('routes every page path to its page, never to the not-found page', () => {
    for (const pattern of PAGE_PATHS) {
      const chain = matched(samplePath(pattern))
      expect(chain.length, pattern).toBeGreaterThan(0)
      expect(chain.at(-1)?.path, pattern).not.toBe('*')
    }
  })

  it('puts every page that needs a signed-in user behind RequireAuth, and no public page', () => {
    for (const pattern of PAGE_PATHS) {
      const path = samplePath(pattern)
      const guarded = matched(path).some(
        (route) => isValidElement(route.element) && route.element.type === RequireAuth,
      )
      expect(guarded, path).toBe(isLoginRequired(path))
    }
  })

  it('draws every admin page in the admin workspace, outside the public site’s frame, and every other page inside it', () => {
    for (const pattern of PAGE_PATHS) {
      const path = samplePath(pattern)
      const inSiteFrame = matched(path).some(
        (route) => isValidElement(route.element) && route.element.type === Layout,
      )
      expect(inSiteFrame, path).toBe(!path.startsWith('/admin'))
    }
  })
})
