import { describe, expect, it } from 'vitest'
import { assignLandingVersion, landingCookieOf } from './landing-assignment'

/** mulberry32: a small seeded generator, so the proportions below are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 10,000 new visitors, each coming back twice with the cookie they were given: the share of B. */
function simulate(weights: { A: number; B: number }, seed = 2026) {
  const random = seeded(seed)
  let b = 0
  let moved = 0
  for (let i = 0; i < 10_000; i++) {
    const first = assignLandingVersion(undefined, null, weights, random).assignment
    const cookie = `lang=fr; luxpro_landing=${first.version}.${first.visitorId}`
    for (const _ of [1, 2]) {
      // Sticky: whatever the weights say now, a returning visitor keeps what they had.
      const back = assignLandingVersion(cookie, null, { A: weights.B, B: weights.A }, random)
      if (
        back.changed ||
        back.assignment.version !== first.version ||
        back.assignment.visitorId !== first.visitorId
      )
        moved++
    }
    if (first.version === 'B') b++
  }
  expect(moved).toBe(0)
  return b / 10_000
}

describe('landing version assignment', () => {
  // Three standard deviations of a share over 10,000 draws: 0.015 at 50 %, 0.012 at 20 %.
  it.each([
    [{ A: 50, B: 50 }, 0.5, 0.015],
    [{ A: 80, B: 20 }, 0.2, 0.012],
    [{ A: 1, B: 3 }, 0.75, 0.013],
    [{ A: 100, B: 0 }, 0, 0],
    [{ A: 0, B: 100 }, 1, 0],
  ])('draws B in the share of its weight and keeps each visitor’s version (%o)', (weights, share, margin) => {
    expect(Math.abs(simulate(weights) - share)).toBeLessThanOrEqual(margin)
  })

  it('lets ?v= force a version for good, keeping the visitor id', () => {
    const kept = 'luxpro_landing=A.0b5f0c2e-6f7d-4f8e-9a51-3c2d1e0f9a8b'
    const forced = assignLandingVersion(kept, 'B', { A: 100, B: 0 })
    expect(forced).toEqual({
      assignment: { version: 'B', visitorId: '0b5f0c2e-6f7d-4f8e-9a51-3c2d1e0f9a8b' },
      changed: true,
    })
    expect(assignLandingVersion(kept, 'A', { A: 0, B: 100 }).changed).toBe(false)
    expect(assignLandingVersion(kept, 'C', { A: 0, B: 100 }).assignment.version).toBe('A')
  })

  it('ignores a cookie that is not ours', () => {
    expect(landingCookieOf('luxpro_landing=C.0b5f0c2e-6f7d-4f8e-9a51-3c2d1e0f9a8b')).toBeNull()
    expect(landingCookieOf('luxpro_landing=B.<script>')).toBeNull()
    expect(landingCookieOf('other_luxpro_landing=B.0b5f0c2e-6f7d-4f8e-9a51-3c2d1e0f9a8b')).toBeNull()
  })
})
