import { describe, expect, it } from 'vitest'
import { QuickReplySchema } from './chat-schemas'

describe('QuickReplySchema', () => {
  const link = (value: string) => ({ id: 'page', label: 'Page', value, kind: 'link' })

  it('lets a link open a page of the site', () => {
    expect(QuickReplySchema.safeParse(link('/how-it-works')).success).toBe(true)
    expect(QuickReplySchema.safeParse(link('/providers/schmit-sanitaire')).success).toBe(true)
  })

  it('refuses a link anywhere else', () => {
    for (const value of ['https://example.com', '//example.com/contact', '/no-such-page', 'contact'])
      expect(QuickReplySchema.safeParse(link(value)).success, value).toBe(false)
  })

  it('leaves the value of other kinds free', () => {
    expect(
      QuickReplySchema.safeParse({ id: 'c', label: 'Plumbing', value: 'plumbing', kind: 'reply' }).success,
    ).toBe(true)
  })
})
