import type { ApplicationDetail } from '@shared/applications/application-review-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminApplicationPage } from './application-detail'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin', 'partners'])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const IN_REVIEW: ApplicationDetail = {
  id: 7,
  reference: 'PA-7K2M',
  status: 'in_review',
  companyName: 'Toitures Kremer',
  contactPerson: 'Jeff Kremer',
  primaryCategory: 'roofing',
  tier: 'pro',
  submittedAt: '2026-11-28T09:00:00.000Z',
  reviewDueAt: '2026-11-30T09:00:00.000Z',
  timeLeftMs: 20 * 3_600_000,
  overdue: false,
  paused: false,
  language: 'fr',
  email: 'jeff@toitures-kremer.lu',
  phone: '+352 621 000 111',
  yearsInBusiness: null,
  teamSize: null,
  serviceAreas: ['commune:Mersch'],
  street: '12, rue de la Gare',
  postalCode: '7535',
  locality: 'Mersch',
  specificServices: null,
  vatNumber: null,
  rcsNumber: null,
  permitNumber: null,
  howHeard: null,
  goal: null,
  otherServiceDescription: null,
  interestedProducts: [],
  checks: [],
  events: [],
  providerSlug: null,
  declineReason: null,
}

function open(answer: Partial<ApplicationDetail>): ApiCall[] {
  const calls = scriptApi([
    { path: /\/api\/admin\/partner-applications\/7$/, body: IN_REVIEW },
    {
      method: 'POST',
      path: /\/api\/admin\/partner-applications\/7\/(approve|decline)$/,
      body: { ...IN_REVIEW, ...answer },
    },
  ])
  renderRoutes([{ path: '/admin/applications/:id', element: <AdminApplicationPage /> }], {
    at: '/admin/applications/7',
  })
  return calls
}
const decisions = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST')

describe('approving and declining an application ask first', () => {
  it('Approve spells out the account, the listing, the plan and the email, and sends nothing until confirmed', async () => {
    const calls = open({ status: 'approved', providerSlug: 'toitures-kremer-mersch' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Toitures Kremer?' })
    expect(dialog).toHaveTextContent('a business account')
    expect(dialog).toHaveTextContent('the Pro plan')
    expect(dialog).toHaveTextContent('An email goes to jeff@toitures-kremer.lu at once')
    expect(decisions(calls)).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(decisions(calls)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Approve' }))
    const again = await screen.findByRole('dialog', { name: 'Approve Toitures Kremer?' })
    await user.click(within(again).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(decisions(calls)).toHaveLength(1))
    expect(decisions(calls)[0]?.url).toBe('/api/admin/partner-applications/7/approve')
    // Done: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Decline says the reason is emailed and the application closes for good; going back keeps the reason', async () => {
    const calls = open({ status: 'declined', declineReason: 'No trade permit number given.' })
    const user = userEvent.setup()
    const reason = await screen.findByLabelText('Reason (sent to the applicant)')
    await user.type(reason, 'No trade permit number given.')
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline Toitures Kremer?' })
    expect(dialog).toHaveTextContent('An email goes to jeff@toitures-kremer.lu at once, with your reason')
    expect(dialog).toHaveTextContent('cannot be reopened')
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    expect(decisions(calls)).toEqual([])
    expect(screen.getByLabelText('Reason (sent to the applicant)')).toHaveValue(
      'No trade permit number given.',
    )

    await user.click(screen.getByRole('button', { name: 'Decline' }))
    const again = await screen.findByRole('dialog', { name: 'Decline Toitures Kremer?' })
    await user.click(within(again).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(decisions(calls)).toHaveLength(1))
    expect(decisions(calls)[0]).toMatchObject({
      url: '/api/admin/partner-applications/7/decline',
      body: { reason: 'No trade permit number given.' },
    })
  })

  it.each([
    [
      'fr',
      'Accepter',
      'Accepter Toitures Kremer\u202f?',
      'Un e-mail part immédiatement à jeff@toitures-kremer.lu',
    ],
    ['de', 'Annehmen', 'Toitures Kremer annehmen?', 'Sofort geht eine E-Mail an jeff@toitures-kremer.lu'],
  ] as const)('asks in %s too', async (language, button, title, email) => {
    await changeLanguage(language)
    open({})
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: button }))
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(email)
  })
})

describe('the text actions follow the shared schemas', () => {
  it('a decline reason shorter than the shared minimum is named under its field and asks nothing', async () => {
    const calls = open({})
    const user = userEvent.setup()
    const reason = await screen.findByLabelText('Reason (sent to the applicant)')
    await user.type(reason, 'No permit')
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Write at least 10 characters.')).toBeVisible()
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveFocus()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(decisions(calls)).toEqual([])
  })

  it('an empty note says one character is enough, and a note is sent once written', async () => {
    const calls = open({})
    const user = userEvent.setup()
    const note = await screen.findByLabelText('Note for the other reviewers')
    await user.click(screen.getByRole('button', { name: 'Add the note' }))
    expect(await screen.findByText('Write at least 1 character.')).toBeVisible()
    expect(decisions(calls)).toEqual([])
    await user.type(note, ' Called the applicant. ')
    await user.click(screen.getByRole('button', { name: 'Add the note' }))
    await waitFor(() => expect(decisions(calls)).toHaveLength(1))
    expect(decisions(calls)[0]).toMatchObject({
      url: '/api/admin/partner-applications/7/notes',
      body: { note: 'Called the applicant.' },
    })
  })
})
