import { describe, expect, it } from 'vitest'
import { servicePrice } from './service-price'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('servicePrice', () => {
  it('shows a range as the app writes money ranges', () => {
    const price = servicePrice({ priceFrom: 1200, priceTo: 1800 }, 'fr')
    expect(price.kind).toBe('range')
    expect(price.kind === 'range' && plain(price.amount)).toBe('1 200 – 1 800 €')
    expect(servicePrice({ priceFrom: 1800, priceTo: 1200 }, 'en')).toEqual(
      servicePrice({ priceFrom: 1200, priceTo: 1800 }, 'en'),
    )
  })

  it('shows a single amount when both ends are equal', () => {
    expect(servicePrice({ priceFrom: 95, priceTo: 95 }, 'en')).toEqual({ kind: 'range', amount: '€95' })
  })

  it('says "from" or "up to" when only one end is known', () => {
    expect(servicePrice({ priceFrom: 80, priceTo: null }, 'en')).toEqual({ kind: 'from', amount: '€80' })
    const upTo = servicePrice({ priceFrom: null, priceTo: 2500 }, 'de')
    expect(upTo.kind === 'upTo' && plain(upTo.amount)).toBe('2 500 €')
  })

  it('is on request without any price', () => {
    expect(servicePrice({ priceFrom: null, priceTo: null }, 'en')).toEqual({ kind: 'onRequest' })
  })
})
