import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { CreatedQuoteRequests, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let painter: { id: number; email: string }
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number; email: string }>(
    sql`select id, email from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 1`,
  )
  painter = rows.rows[0] as { id: number; email: string }
})
afterAll(() => t.close())

const DESCRIPTION = 'Repeindre le salon : 45 m² de murs, deux couches de blanc, quelques fissures.'

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  })

describe('a project written in the directory’s form keeps its estimate', () => {
  it('shows the form the estimate the project then carries to the provider', async () => {
    const preview = await post('/api/public/project-estimate', {
      category: 'painting',
      description: DESCRIPTION,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    const shown = preview.json() as ProjectEstimate
    // The 45 m² of the description are priced, as the chat would price them.
    expect(shown).toMatchObject({ unit: 'm2', quantity: 45, confidence: 'high' })
    expect(shown.low).toBeGreaterThan(0)
    expect(shown.high).toBeGreaterThan(shown.low)

    const customer = await signedInAs(t, 'individual')
    const sent = await post(
      '/api/quote-requests',
      {
        providerIds: [painter.id],
        project: { name: 'Salon', category: 'painting', description: DESCRIPTION, location: 'Strassen' },
      },
      customer.cookie,
    )
    expect(sent.statusCode, sent.body).toBe(201)
    const created = sent.json() as CreatedQuoteRequests
    expect(created.project.estimate).toEqual(shown)
    const detail = (
      await t.app.inject({
        url: `/api/quote-requests/${created.requests[0]?.id}`,
        headers: { cookie: customer.cookie },
      })
    ).json() as QuoteRequestDetail
    expect(detail.project.estimate).toEqual(shown)
    const lead = (await mailbox(t.app, painter.email)).find((m) => m.template === 'quote-request-new')
    expect(lead?.text).toMatch(/Estimate the customer saw|Estimation vue par le client|Schätzung/)
  })

  it('refuses a description too short to price with a 400', async () => {
    const res = await post('/api/public/project-estimate', { category: 'painting', description: 'Peinture' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
  })
})
