import { describe, expect, it } from 'vitest'
import { isPagePath } from './app-routes'

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
