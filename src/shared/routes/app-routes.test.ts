import { describe, expect, it } from 'vitest'
import { isLoginRequired, isPagePath } from './app-routes'

describe('isPagePath', () => {
  it('knows every page of the spec, with parameters and trailing slashes', () => {
    for (const path of [
      '/',
      '/directory',
      '/directory/',
      '/business/quote-requests/abc',
      '/provider/quotes/17',
      '/admin/analytics/technical',
    ]) {
      expect(isPagePath(path), path).toBe(true)
    }
  })

  it('rejects anything else', () => {
    for (const path of [
      '/nope',
      '/provider/quotes',
      '/provider/quotes/1/2',
      '/dashboard/settings',
      '/zugang',
    ]) {
      expect(isPagePath(path), path).toBe(false)
    }
  })
})

describe('isLoginRequired', () => {
  it('covers the account areas and admin, not their look-alikes', () => {
    for (const path of ['/dashboard', '/dashboard/portfolio', '/profile', '/admin/analytics/technical'])
      expect(isLoginRequired(path), path).toBe(true)
    for (const path of ['/', '/directory', '/profile-picture', '/administration'])
      expect(isLoginRequired(path), path).toBe(false)
  })
})
