import { describe, expect, it } from 'vitest'
import { postLoginPath } from './post-login-path'

describe('postLoginPath', () => {
  it('returns to a same-site page the visitor came from', () => {
    expect(postLoginPath('/settings?tab=x', 'customer')).toBe('/settings')
  })

  it('ignores other sites and falls back to the home of the role', () => {
    expect(postLoginPath('//evil.example/x', 'customer')).toBe('/my-requests')
    expect(postLoginPath('https://evil.example', 'provider')).toBe('/dashboard/requests')
    expect(postLoginPath(null, 'admin')).toBe('/admin/dashboard')
  })
})
