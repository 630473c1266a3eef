import { demoCookieOn } from '@shared/demo/demo-mode'
import { afterEach, describe, expect, it } from 'vitest'
import { applyDemoModeFromUrl, setDemoMode } from './use-demo-mode'

describe('demo mode', () => {
  afterEach(() => setDemoMode(false))

  it('?demo=1 switches it on in storage and in the cookie the server reads; ?demo=0 leaves', () => {
    applyDemoModeFromUrl('?lang=fr&demo=1')
    expect(localStorage.getItem('demoMode')).toBe('true')
    expect(demoCookieOn(document.cookie)).toBe(true)
    applyDemoModeFromUrl('?demo=0')
    expect(localStorage.getItem('demoMode')).toBeNull()
    expect(demoCookieOn(document.cookie)).toBe(false)
  })

  it('a page without the parameter renews the cookie from the stored flag', () => {
    localStorage.setItem('demoMode', 'true')
    expect(demoCookieOn(document.cookie)).toBe(false)
    applyDemoModeFromUrl('')
    expect(demoCookieOn(document.cookie)).toBe(true)
  })

  it('the server reads only luxpro_demo=1 as on', () => {
    expect(demoCookieOn('lang=fr; luxpro_demo=1')).toBe(true)
    expect(demoCookieOn('luxpro_demo=0; other=1')).toBe(false)
    expect(demoCookieOn('xluxpro_demo=1')).toBe(false)
    expect(demoCookieOn(undefined)).toBe(false)
  })
})
