import { isLoginRequired, PAGE_PATHS } from '@shared/routes/app-routes'
import { isValidElement } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from './auth/require-auth'
import { routes } from './router'

const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1042')

/** The routes a path goes through, outermost first (layouts included). */
const matched = (path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route)

describe('the route table', () => {
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
})
