import type { Profile } from '@shared/accounts/account-schemas'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from './profile-form'

const PROFILE: Profile = {
  id: 'u1',
  email: 'anna@example.lu',
  name: 'Anna Weber',
  type: 'business',
  role: 'provider',
  verified: false,
  credits: 3,
  profileComplete: false,
  status: 'active',
  firstName: 'Anna',
  lastName: 'Weber',
  phoneNumber: '+352 621 123 456',
  address: null,
  location: null,
  city: null,
  postal_code: '1234',
  country: 'Luxembourg',
  coordinates: null,
  language: 'en',
  currency: 'EUR',
  interests: [],
  roleInCompany: null,
  businessName: 'Weber Sanitaire',
  businessCategory: 'plumbing',
  businessDescription: null,
  services: ['Leak repair'],
  website: 'https://weber.lu',
  createdAt: '2025-01-01T00:00:00.000Z',
  twoFactorEnabled: false,
}

type Answer = { status: number; body: unknown } | 'offline'
let answer: Answer
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  if (answer === 'offline') throw new TypeError('Failed to fetch')
  return new Response(JSON.stringify(answer.body), { status: answer.status })
})
const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(<ProfileForm profile={PROFILE} onSaved={onSaved} />)
  return onSaved
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: i18n.t('profiles:profile.save') }))

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('profiles')
})

beforeEach(async () => {
  await changeLanguage('en')
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('ProfileForm', () => {
  it('asks business accounts for their location and phone number first', () => {
    renderForm()
    expect(screen.getByText('Your profile is not complete yet')).toBeInTheDocument()
    expect(screen.getByText(/need a location and a phone number/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Business details' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly')
  })

  it('checks the fields before sending and focuses the first invalid one', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.clear(screen.getByLabelText('Phone number'))
    await user.type(screen.getByLabelText('Phone number'), 'call me')
    await user.clear(screen.getByLabelText('Postal code'))
    await user.type(screen.getByLabelText('Postal code'), '12')
    await save(user)
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a Luxembourg postal code such as L-1234.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('puts the server’s field errors under their fields, translated, and keeps what was typed', async () => {
    await changeLanguage('fr')
    answer = {
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Certains champs sont manquants ou invalides.',
          details: [
            { path: 'website', message: 'Invalid URL' },
            { path: 'services.0', message: 'Too big' },
          ],
        },
      },
    }
    const user = userEvent.setup()
    const onSaved = renderForm()
    await user.clear(screen.getByLabelText('Site web'))
    await user.type(screen.getByLabelText('Site web'), 'https://weber-sanitaire.lu')
    await save(user)
    expect(await screen.findByText('Échec de la mise à jour du profil')).toBeInTheDocument()
    expect(
      screen.getByText('Veuillez saisir une adresse web complète, par exemple https://example.lu.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Veuillez raccourcir les entrées ou en retirer quelques-unes.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Site web')).toHaveFocus()
    expect(screen.getByLabelText('Site web')).toHaveValue('https://weber-sanitaire.lu')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('says the profile was not updated when the server fails, and names a lost connection', async () => {
    answer = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } }
    const user = userEvent.setup()
    const onSaved = renderForm()
    await save(user)
    const callout = await screen.findByRole('alert')
    expect(callout).toHaveTextContent('Failed to update profile')
    expect(callout).toHaveTextContent('Your changes have not been saved. Please try again.')

    answer = 'offline'
    await save(user)
    expect(
      await screen.findByText('Cannot connect to authentication server. Profile updates are unavailable.'),
    ).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('sends the whole profile and reports the saved one', async () => {
    const saved = { ...PROFILE, name: 'Anna W.', profileComplete: true }
    answer = { status: 200, body: { data: saved } }
    const user = userEvent.setup()
    const onSaved = renderForm()
    await user.clear(screen.getByLabelText('Display name'))
    await user.type(screen.getByLabelText('Display name'), 'Anna W.')
    await save(user)
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/profile/store')
    expect(sentBody()).toMatchObject({
      name: 'Anna W.',
      postal_code: 'L-1234',
      country: 'Luxembourg',
      address: '',
      services: ['Leak repair'],
      businessCategory: 'plumbing',
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
