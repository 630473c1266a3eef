import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { requestDetail, sessionUser } from '@web/test/fixtures'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuoteResponsePage } from './quote-response-page'

const routes = [
  { path: '/business/quote-requests/:requestId', element: <QuoteResponsePage /> },
  { path: '/provider/quotes/:requestId', element: <QuoteResponsePage /> },
]

const SENT_QUOTE = {
  id: 9,
  clientName: 'Anne Schmit',
  startDate: '2026-11-30',
  completionDate: '2026-12-04',
  materialsCost: 120.5,
  laborCost: 300,
  totalCost: 420.5,
  vatRate: null,
  vatPercent: null,
  vatCost: null,
  totalInclVat: null,
  message: 'Cartridge included.',
  validUntil: '2026-12-27',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
}

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes'])
})

beforeEach(async () => {
  await changeLanguage('en')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('QuoteResponsePage', () => {
  it('refuses a link it may not open, with the server’s words and nothing about the request', async () => {
    scriptApi([
      {
        path: /\/api\/quote-requests\/42\?token=stale$/,
        status: 404,
        body: { error: { code: 'quote_request_unavailable', message: 'This request is not available.' } },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42?token=stale' })
    expect(await screen.findByRole('heading', { name: 'This request cannot be opened' })).toBeInTheDocument()
    expect(screen.getByText('This request is not available.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    expect(screen.queryByText('Bathroom tap replacement')).not.toBeInTheDocument()
  })

  it('shows the request verbatim and sends a quote with the live total', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/quote-requests\/42\?token=tok$/, body: requestDetail() },
      {
        method: 'POST',
        path: /\/api\/quote-requests\/42\/quote\?token=tok$/,
        body: requestDetail({ quote: SENT_QUOTE, firstResponseAt: '2026-11-21T10:00:00.000Z' }),
      },
    ])
    renderRoutes(routes, { at: '/provider/quotes/42?token=tok' })

    expect(await screen.findByRole('heading', { name: 'Bathroom tap replacement' })).toBeInTheDocument()
    expect(screen.getByText(/The kitchen tap drips\.\s+Please bring a new cartridge\./)).toBeInTheDocument()
    expect(screen.getByText('L-8050 Bertrange')).toBeInTheDocument()
    expect(screen.getByText('3.2 km from your base')).toBeInTheDocument()
    expect(screen.getByText('Within a week')).toBeInTheDocument()
    expect(screen.queryByText('Email')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Decline this request' })).toHaveAttribute(
      'href',
      '/decline?request=42&token=tok',
    )
    // An email-link visitor has no templates to choose from.
    expect(screen.queryByLabelText('Use a quote template')).not.toBeInTheDocument()

    expect(screen.getByLabelText('Client name')).toHaveValue('Anne Schmit')
    await user.type(screen.getByLabelText('Materials cost (€)'), '120,50')
    await user.type(screen.getByLabelText('Labour cost (€)'), '300')
    expect(screen.getByTestId('quote-net')).toHaveTextContent('€420.50')
    expect(screen.getByTestId('quote-vat')).toHaveTextContent('€71.49')
    expect(screen.getByRole('status', { name: 'Total incl. VAT' })).toHaveTextContent('€491.99')

    await user.click(screen.getByRole('button', { name: 'Send quote' }))
    const sent = await screen.findByRole('heading', { name: 'Your quote' })
    const card = sent.closest('div.rounded-\\[var\\(--radius-card\\)\\]') as HTMLElement
    expect(within(card).getAllByText('€420.50').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Revise quote' })).toBeInTheDocument()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.body).toMatchObject({ clientName: 'Anne Schmit', materialsCost: 120.5, laborCost: 300 })
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument()
  })

  it('says what is wrong instead of sending, and shows the server’s field errors', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      { path: /\/api\/quote-requests\/42$/, body: requestDetail() },
      {
        method: 'POST',
        path: /\/api\/quote-requests\/42\/quote$/,
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Some fields are missing or invalid.',
            details: [{ path: 'validUntil', message: 'Use a date like 2026-12-31.' }],
          },
        },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42' })
    const name = await screen.findByLabelText('Client name')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Send quote' }))
    expect(await screen.findByText('Enter the client’s name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Materials cost (€)')).toHaveAccessibleDescription(
      'Enter an amount (0 if there is none).',
    )
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.type(name, 'Anne Schmit')
    await user.type(screen.getByLabelText('Materials cost (€)'), '0')
    await user.type(screen.getByLabelText('Labour cost (€)'), '90')
    await user.click(screen.getByRole('button', { name: 'Send quote' }))
    expect(await screen.findByLabelText('Quote valid until')).toHaveAccessibleDescription('Choose a date.')
    expect(screen.getAllByText('Failed to send the quote. Please try again.').length).toBeGreaterThan(0)
  })

  it('offers the signed-in provider their quote templates', async () => {
    const user = userEvent.setup()
    scriptApi([
      { path: /\/api\/quote-requests\/42$/, body: requestDetail() },
      {
        path: /\/api\/provider\/quote-templates$/,
        body: {
          items: [
            {
              id: 1,
              name: 'Tap swap',
              materialsCost: 80,
              laborCost: 150,
              durationDays: 1,
              validityDays: 14,
              message: 'Standard tap swap.',
            },
          ],
        },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42', user: sessionUser('business') })
    const picker = await screen.findByLabelText('Use a quote template')
    await user.selectOptions(picker, 'Tap swap')
    expect(screen.getByLabelText('Materials cost (€)')).toHaveValue('80')
    expect(screen.getByLabelText('Labour cost (€)')).toHaveValue('150')
    expect(screen.getByLabelText('Message to the customer')).toHaveValue('Standard tap swap.')
    expect(screen.getByRole('status', { name: 'Total incl. VAT' })).toHaveTextContent('€269.10')
  })

  it('hides the template choice when the account has no listing', async () => {
    scriptApi([
      { path: /\/api\/quote-requests\/42$/, body: requestDetail() },
      {
        path: /\/api\/provider\/quote-templates$/,
        status: 404,
        body: { error: { code: 'no_provider_listing', message: 'No listing.' } },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42', user: sessionUser('business') })
    expect(await screen.findByLabelText('Client name')).toBeInTheDocument()
    expect(screen.queryByLabelText('Use a quote template')).not.toBeInTheDocument()
  })

  it('revises a pending quote from the read-only card, focus in the form', async () => {
    const user = userEvent.setup()
    const quoted = requestDetail({ quote: SENT_QUOTE })
    const calls = scriptApi([
      { path: /\/api\/quote-requests\/42$/, body: quoted },
      {
        method: 'POST',
        path: /\/api\/quote-requests\/42\/quote$/,
        body: {
          ...quoted,
          quote: { ...SENT_QUOTE, laborCost: 250, totalCost: 370.5, updatedAt: '2026-11-22T08:00:00.000Z' },
        },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42' })
    await user.click(await screen.findByRole('button', { name: 'Revise quote' }))
    expect(screen.getByRole('heading', { name: 'Revise your quote' })).toHaveFocus()
    expect(screen.getByLabelText('Labour cost (€)')).toHaveValue('300')
    await user.click(screen.getByRole('button', { name: 'Keep the current quote' }))
    expect(screen.queryByLabelText('Labour cost (€)')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Revise quote' }))
    const labour = screen.getByLabelText('Labour cost (€)')
    await user.clear(labour)
    await user.type(labour, '250')
    await user.click(screen.getByRole('button', { name: 'Send revised quote' }))
    expect((await screen.findAllByText('€370.50')).length).toBeGreaterThan(0)
    expect(screen.getByText('Your revised quote was sent to the customer.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      laborCost: 250,
      materialsCost: 120.5,
    })
  })

  it('speaks French to a French-speaking provider', async () => {
    await changeLanguage('fr')
    scriptApi([{ path: /\/api\/quote-requests\/42$/, body: requestDetail() }])
    renderRoutes(routes, { at: '/business/quote-requests/42' })
    expect(await screen.findByRole('button', { name: 'Envoyer le devis' })).toBeInTheDocument()
    expect(screen.getByLabelText('Nom du client')).toHaveValue('Anne Schmit')
    expect(screen.getByRole('status', { name: 'Total TTC' })).toHaveTextContent(/0,00\s€/)
    expect(screen.getByText('Total HT')).toBeInTheDocument()
    expect(screen.getByText(/^TVA 17\s%$/)).toBeInTheDocument()
  })

  it('moves an accepted job on with “Mark as started”, confirmed first, without quote form or decline', async () => {
    const user = userEvent.setup()
    const accepted = requestDetail({
      status: 'accepted',
      quote: SENT_QUOTE,
      customer: { name: 'Anne Schmit', email: 'anne@example.lu', phone: '+352 621 123 456' },
      actions: ['message', 'start'],
    })
    const calls = scriptApi([
      { path: /\/api\/quote-requests\/42\?token=tok$/, body: accepted },
      {
        method: 'POST',
        path: /\/api\/quote-requests\/42\/start\?token=tok$/,
        body: { ...accepted, status: 'in_progress', actions: ['message', 'complete'] },
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42?token=tok' })
    expect(await screen.findByText('The customer accepted your quote')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'anne@example.lu' })).toHaveAttribute(
      'href',
      'mailto:anne@example.lu',
    )
    expect(screen.getByRole('link', { name: '+352 621 123 456' })).toHaveAttribute(
      'href',
      'tel:+352621123456',
    )
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Revise quote' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Decline this request' })).not.toBeInTheDocument()

    // The step cannot be undone: a dialog says what follows, and "Not now" sends nothing.
    await user.click(screen.getByRole('button', { name: 'Mark as started' }))
    const asked = await screen.findByRole('dialog', { name: 'Mark the job as started?' })
    expect(asked).toHaveAccessibleDescription(/Anne Schmit is told by email that the work has started/)
    expect(asked).toHaveTextContent('This cannot be undone')
    await user.click(within(asked).getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Mark as started' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, the job has started' }),
    )
    expect(await screen.findByRole('button', { name: 'Mark as completed' })).toBeInTheDocument()
    expect(screen.getByText('The job is marked as started.')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/quote-requests/42/start?token=tok',
    ])
  })

  it('shows a customer their own request read-only, with the way to My requests', async () => {
    scriptApi([
      {
        path: /\/api\/quote-requests\/42$/,
        body: requestDetail({
          viewer: 'customer',
          quote: SENT_QUOTE,
          actions: ['accept', 'reject', 'message'],
        }),
      },
    ])
    renderRoutes(routes, { at: '/business/quote-requests/42', user: sessionUser('individual') })
    expect(await screen.findByRole('heading', { name: 'Quote from Sanitaire Weber' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My requests' })).toHaveAttribute('href', '/my-requests')
    expect(screen.queryByRole('button', { name: 'Revise quote' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Client name')).not.toBeInTheDocument()
  })
})
