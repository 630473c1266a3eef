import { describe, expect, it } from 'vitest'
import { createPageCache, writeMayChangePages } from './page-cache'

describe('which writes forget the rendered pages', () => {
  it('keeps them through a chat, a quote request, a sign-in and a visitor’s counters', () => {
    for (const path of [
      '/api/public/chat',
      '/api/chat',
      '/api/chat/quotes',
      '/api/quote-requests',
      '/api/quote-requests/12/messages',
      '/api/auth/sign-in/email',
      '/api/public/contact',
      '/api/landing/events',
    ])
      expect(writeMayChangePages(path), path).toBe(false)
  })

  it('forgets them for what a page may show: a listing, a review, an admin’s action', () => {
    for (const path of [
      '/api/provider/services',
      '/api/providers/some-slug/reviews',
      '/api/reviews/3/reply',
      '/api/admin/providers/4/suspend',
      '/api/admin/settings',
      '/api/users/profile',
      // A prefix is a whole path segment: /api/chatter is not the assistant.
      '/api/chatter',
    ])
      expect(writeMayChangePages(path), path).toBe(true)
  })

  it('renders again after clear()', async () => {
    const pages = createPageCache(60)
    let renders = 0
    const render = async () => {
      renders++
      return { page: { status: 200, html: 'x', encoded: new Map() }, keep: true }
    }
    await pages.page('k', render)
    await pages.page('k', render)
    expect(renders).toBe(1)
    pages.clear()
    await pages.page('k', render)
    expect(renders).toBe(2)
  })
})
