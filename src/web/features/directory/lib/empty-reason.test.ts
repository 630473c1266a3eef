import { describe, expect, it } from 'vitest'
import { readDirectoryParams } from './directory-params'
import { emptyReason } from './empty-reason'

const params = (query: string) => readDirectoryParams(new URLSearchParams(query))

describe('emptyReason', () => {
  it('suggests a wider radius first, with the next choice up', () => {
    expect(emptyReason(params('locality=Bertrange&radiusKm=10&category=plumbing'))).toEqual({
      kind: 'radius',
      km: 10,
      wider: 20,
    })
    expect(emptyReason(params('locality=Bertrange&radiusKm=50'))).toEqual({
      kind: 'radius',
      km: 50,
      wider: null,
    })
  })

  it('then fewer filters, then other words', () => {
    expect(emptyReason(params('q=x&category=plumbing'))).toEqual({ kind: 'filters' })
    expect(emptyReason(params('q=zzz'))).toEqual({ kind: 'query', query: 'zzz' })
    expect(emptyReason(params(''))).toEqual({ kind: 'none' })
  })
})
