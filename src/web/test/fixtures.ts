import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import type { SessionUser } from '@web/lib/auth/auth-context'

/** Data of web tests: a quote request to vary, and a signed-in account of each type. */

export function requestDetail(overrides: Partial<QuoteRequestDetail> = {}): QuoteRequestDetail {
  return {
    id: 42,
    viewer: 'provider',
    status: 'pending',
    project: {
      id: 7,
      name: 'Bathroom tap replacement',
      titleNumber: 1,
      category: 'plumbing',
      description: 'The kitchen tap drips.\nPlease bring a new cartridge.',
      language: 'en',
      locality: 'Bertrange',
      commune: 'Bertrange',
      postalCode: '8050',
      budgetLow: 150,
      budgetHigh: 300,
      timeline: 'within_week',
      estimate: null,
      photos: [],
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    customer: { name: 'Anne Schmit', email: null, phone: null },
    provider: {
      id: 3,
      slug: 'sanitaire-weber',
      name: 'Sanitaire Weber',
      rating: 4.6,
      reviewCount: 12,
      locality: 'Strassen',
      distanceKm: 3.2,
      listed: true,
    },
    quote: null,
    declined: null,
    rejectReason: null,
    notChosen: false,
    messages: [],
    actions: ['quote', 'decline', 'message'],
    createdAt: '2026-11-20T09:00:00.000Z',
    firstResponseAt: null,
    overdue: false,
    language: 'en',
    ...overrides,
  }
}

export function sessionUser(type: SessionUser['type']): SessionUser {
  return {
    id: 'u1',
    email: 'pro@example.lu',
    type,
    role: type === 'business' ? 'provider' : type === 'admin' ? 'admin' : 'customer',
    verified: true,
    credits: 3,
    profileComplete: true,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as SessionUser
}
