import type { Resolver, ResolverResult } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }

describe('lazyResolver', () => {
  it('loads the real resolver on the first validation only, then answers with it', async () => {
    const real: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
      if (values.email.includes('@')) return { values, errors: {} }
      return { values: {}, errors: { email: { type: 'format', message: 'Enter a valid email' } } }
    }
    const load = vi.fn(async () => real)
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()

    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]
    const [bad, good] = await Promise.all([
      resolver({ email: 'anne' }, undefined, options),
      resolver({ email: 'anne@example.lu' }, undefined, options),
    ])
    expect(bad.errors.email?.message).toBe('Enter a valid email')
    expect(good.values).toEqual({ email: 'anne@example.lu' })
    await resolver({ email: 'x' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
