import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccessPage } from './access-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'access'])
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const status = (requestMode: 'code_by_email' | 'waiting_list') => ({
  method: 'GET',
  path: /^\/api\/access\/session$/,
  body: { gateEnabled: true, requestMode, session: null },
})

describe('/access while requests join the waiting list', () => {
  it('offers the waiting list instead of a code by email, and keeps the code step', async () => {
    scriptApi([status('waiting_list')])
    renderWithProviders(<AccessPage />, { at: '/access' })
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument()
    expect(screen.getByText(/Join the waiting list and we will email you a code/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unlock access' })).toBeInTheDocument()
  })

  it('sends the email with the page’s language and says the person is on the list', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces('access')
    const calls = scriptApi([
      status('waiting_list'),
      { method: 'POST', path: /^\/api\/access\/waiting-list$/, body: { joined: true } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AccessPage />, { at: '/access' })
    const join = await screen.findByRole('button', { name: 'Rejoindre la liste d’attente' })
    await user.type(screen.getByLabelText('Adresse e-mail'), 'Lea@Example.lu')
    await user.click(join)
    expect(
      await screen.findByText(
        'Vous êtes sur la liste d’attente avec l’adresse lea@example.lu. Nous vous enverrons un code par e-mail quand ce sera votre tour.',
      ),
    ).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/access/waiting-list',
      body: { email: 'lea@example.lu', language: 'fr' },
    })
    expect(calls.some((call) => call.url.includes('request-code'))).toBe(false)
    expect(screen.queryByRole('button', { name: 'Rejoindre la liste d’attente' })).not.toBeInTheDocument()
  })

  it('gives the server’s reason when the mode changed meanwhile', async () => {
    scriptApi([
      status('waiting_list'),
      {
        method: 'POST',
        path: /^\/api\/access\/waiting-list$/,
        status: 409,
        body: { error: { code: 'access_by_email_code', message: 'There is no waiting list at the moment.' } },
      },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AccessPage />, { at: '/access' })
    const join = await screen.findByRole('button', { name: 'Join the waiting list' })
    await user.type(screen.getByLabelText('Email address'), 'lea@example.lu')
    await user.click(join)
    expect(await screen.findByText('There is no waiting list at the moment.')).toBeInTheDocument()
  })
})

describe('/access while anyone may ask for a code', () => {
  it('offers a code by email', async () => {
    scriptApi([status('code_by_email')])
    renderWithProviders(<AccessPage />, { at: '/access' })
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument()
  })
})
