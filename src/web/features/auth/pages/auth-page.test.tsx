import type { Profile } from '@shared/accounts/account-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { fetchCurrentProfile } from '@web/lib/api/account-client'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthPage } from './auth-page'

type Answer = { status: number; body?: unknown }
let answers: Record<string, Answer>
let signedIn: Profile | null
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url === '/api/users/me') {
    return signedIn
      ? new Response(JSON.stringify({ data: signedIn }), { status: 200 })
      : new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'x' } }), { status: 401 })
  }
  const answer = answers[url] ?? { status: 500 }
  const secondStepAsked = (answer.body as { twoFactorRedirect?: boolean } | undefined)?.twoFactorRedirect
  if (url === '/api/auth/sign-in/email' && answer.status === 200 && !secondStepAsked) signedIn = PROVIDER
  if (url.startsWith('/api/auth/two-factor/verify-') && answer.status === 200) signedIn = PROVIDER
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status })
})
const sentBody = (url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body))

const PROVIDER = {
  id: 'u1',
  email: 'pro@example.lu',
  name: 'Anna Weber',
  type: 'business',
  role: 'provider',
  credits: 3,
  profileComplete: false,
} as Profile

function renderAt(path: string) {
  return renderRoutes([{ path: '/auth', element: <AuthPage /> }], { at: path, check: fetchCurrentProfile })
    .router
}

beforeAll(async () => {
  await initI18n('en')
  await i18n.loadNamespaces('auth')
})

beforeEach(async () => {
  await changeLanguage('en')
  answers = {}
  signedIn = null
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('log in', () => {
  it('shows field errors on submit, focuses the first invalid field and sends nothing', async () => {
    renderAt('/auth')
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveFocus()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-in/email', expect.anything())
  })

  it('says when the email or password is wrong', async () => {
    answers['/api/auth/sign-in/email'] = {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'x' } },
    }
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'a@b.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email or password is incorrect. Please try again.',
    )
  })

  it.each([
    [
      { status: 400, body: { error: { code: 'validation_error', message: 'x' } } },
      'Invalid email or password. Please try again.',
    ],
    [
      { status: 503, body: { error: { code: 'service_unavailable', message: 'The service is starting.' } } },
      'Login failed: The service is starting.',
    ],
    [{ status: 500 }, 'Failed to log in. Please try again later.'],
  ])('says why the login failed (product §8): %o', async (answer, sentence) => {
    answers['/api/auth/sign-in/email'] = answer
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'a@b.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence)
  })

  it('offers a new confirmation email when the address is not confirmed', async () => {
    answers['/api/auth/sign-in/email'] = {
      status: 403,
      body: { error: { code: 'email_not_verified', message: 'x' } },
    }
    answers['/api/auth/send-verification-email'] = { status: 200, body: { status: true } }
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'New@B.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address before logging in.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation email again' }))
    await waitFor(() =>
      expect(sentBody('/api/auth/send-verification-email')).toEqual({
        email: 'new@b.lu',
        callbackURL: '/auth?verified=1',
      }),
    )
  })

  it('signs in, then opens the provider dashboard', async () => {
    answers['/api/auth/sign-in/email'] = { status: 200, body: { token: 't' } }
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'pro@example.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('at /dashboard/requests')).toBeInTheDocument()
    expect(sentBody('/api/auth/sign-in/email')).toEqual({ email: 'pro@example.lu', password: 'Secret123' })
  })

  it('asks for the code from the app after the password (two-step sign-in), then signs in', async () => {
    answers['/api/auth/sign-in/email'] = {
      status: 200,
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    }
    answers['/api/auth/two-factor/verify-totp'] = {
      status: 401,
      body: { error: { code: 'invalid_code', message: 'That code is not right.' } },
    }
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'pro@example.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const code = await screen.findByLabelText('Code from your app')
    expect(code).toHaveFocus()
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(code, '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter the 6 digits from your app.')).toBeInTheDocument()
    await userEvent.type(code, '6')
    await userEvent.click(screen.getByRole('checkbox', { name: /Trust this browser for 30 days/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.')
    answers['/api/auth/two-factor/verify-totp'] = { status: 200, body: { token: 't' } }
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('at /dashboard/requests')).toBeInTheDocument()
    expect(sentBody('/api/auth/two-factor/verify-totp')).toEqual({ code: '123456', trustDevice: true })
  })

  it('takes a backup code instead of the code from the app', async () => {
    answers['/api/auth/sign-in/email'] = {
      status: 200,
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    }
    answers['/api/auth/two-factor/verify-backup-code'] = { status: 200, body: { token: 't' } }
    renderAt('/auth')
    await userEvent.type(await screen.findByLabelText('Email address'), 'pro@example.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }))
    await userEvent.type(screen.getByLabelText('Backup code'), 'abcde12345')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('at /dashboard/requests')).toBeInTheDocument()
    expect(sentBody('/api/auth/two-factor/verify-backup-code')).toEqual({
      code: 'abcde-12345',
      trustDevice: false,
    })
  })

  it('goes back to the page that asked for a login', async () => {
    answers['/api/auth/sign-in/email'] = { status: 200, body: {} }
    renderAt('/auth?redirect=%2Fsettings')
    expect(await screen.findByText('Sign in to continue to /settings')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email address'), 'pro@example.lu')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('at /settings')).toBeInTheDocument()
  })
})

async function fillRegistration(confirm = 'Secret123') {
  await userEvent.type(screen.getByLabelText('Full name'), 'Anna Weber')
  await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.lu')
  await userEvent.type(screen.getByLabelText('Location'), 'Esch-sur-Alzette')
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm)
}

describe('register', () => {
  it('checks a field when it loses focus, not an untouched confirmation', async () => {
    renderAt('/auth?tab=register')
    await userEvent.type(await screen.findByLabelText('Email address'), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.tab()
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    await userEvent.tab()
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret1')
    await userEvent.tab()
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
  })

  it("says the passwords don't match even while other fields are still wrong", async () => {
    renderAt('/auth?tab=register')
    await screen.findByLabelText('Full name')
    await fillRegistration('Secret124')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(
      screen.getByText('You must accept the terms of service and the privacy policy.'),
    ).toBeInTheDocument()
  })

  it('refuses an empty confirmation on submit and sends nothing', async () => {
    answers['/api/auth/sign-up/email'] = { status: 200, body: { token: null, user: { id: 'x' } } }
    renderAt('/auth?tab=register')
    await userEvent.type(await screen.findByLabelText('Full name'), 'Anna Weber')
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.lu')
    await userEvent.type(screen.getByLabelText('Location'), 'Esch-sur-Alzette')
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-up/email', expect.anything())
  })

  it('creates the account and asks to confirm the email address', async () => {
    answers['/api/auth/sign-up/email'] = { status: 200, body: { token: null, user: { id: 'x' } } }
    renderAt('/auth?tab=register')
    await screen.findByLabelText('Full name')
    await userEvent.click(screen.getByRole('radio', { name: /Business/ }))
    await fillRegistration()
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument()
    expect(screen.getByText('Please check your email to confirm your account.')).toBeInTheDocument()
    expect(sentBody('/api/auth/sign-up/email')).toEqual({
      name: 'Anna Weber',
      email: 'anna@example.lu',
      password: 'Secret123',
      type: 'business',
      location: 'Esch-sur-Alzette',
      language: 'en',
      callbackURL: '/auth?verified=1',
    })
  })

  it('says when the email is already registered', async () => {
    answers['/api/auth/sign-up/email'] = {
      status: 409,
      body: { error: { code: 'email_taken', message: 'x' } },
    }
    renderAt('/auth?tab=register')
    await screen.findByLabelText('Full name')
    await fillRegistration()
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please log in instead.',
    )
  })

  it.each([
    [
      { status: 503, body: { error: { code: 'service_unavailable', message: 'The service is starting.' } } },
      'Registration failed: The service is starting.',
    ],
    [{ status: 500 }, 'Failed to create account. Please try again.'],
  ])('says why the registration failed (product §8): %o', async (answer, sentence) => {
    answers['/api/auth/sign-up/email'] = answer
    renderAt('/auth?tab=register')
    await screen.findByLabelText('Full name')
    await fillRegistration()
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence)
  })

  it('says why the registration failed in German', async () => {
    await changeLanguage('de')
    await i18n.loadNamespaces('auth')
    answers['/api/auth/sign-up/email'] = { status: 500 }
    renderAt('/auth?tab=register')
    await userEvent.type(await screen.findByLabelText('Vollständiger Name'), 'Anna Weber')
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.lu')
    await userEvent.type(screen.getByLabelText('Ort'), 'Esch-sur-Alzette')
    await userEvent.type(screen.getByLabelText('Passwort'), 'Secret123')
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'Secret123')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konto konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    )
  })

  it('shows field errors in French', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces('auth')
    renderAt('/auth?tab=register')
    await userEvent.click(await screen.findByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument()
  })
})

describe('email links', () => {
  it('confirms the email address and shows the login tab', async () => {
    renderAt('/auth?verified=1')
    expect(
      await screen.findByText('Your email address is confirmed. You can log in now.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true')
  })

  it('offers a new confirmation link when the link expired', async () => {
    renderAt('/auth?verified=1&error=TOKEN_EXPIRED')
    expect(await screen.findByText('This confirmation link has expired.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument()
  })

  it('sends a reset link without telling whether the account exists', async () => {
    answers['/api/auth/request-password-reset'] = { status: 200, body: { status: true } }
    renderAt('/auth?tab=forgot')
    await userEvent.type(await screen.findByLabelText('Email address'), 'a@b.lu')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText(
        'If an account exists for this address, we sent a link to choose a new password. It works once, for 1 hour.',
      ),
    ).toBeInTheDocument()
    expect(sentBody('/api/auth/request-password-reset')).toEqual({
      email: 'a@b.lu',
      redirectTo: '/auth?tab=reset',
    })
  })

  it('explains a used reset link', async () => {
    answers['/api/auth/reset-password'] = {
      status: 400,
      body: { error: { code: 'invalid_token', message: 'x' } },
    }
    renderAt('/auth?tab=reset&token=abc')
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret123')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to reset password')
    expect(alert).toHaveTextContent('This link has expired or was already used.')
    expect(sentBody('/api/auth/reset-password')).toEqual({ newPassword: 'Secret123', token: 'abc' })
  })

  it('resets the password and moves to the login tab', async () => {
    answers['/api/auth/reset-password'] = { status: 200, body: { status: true } }
    const router = renderAt('/auth?tab=reset&token=abc')
    await userEvent.type(await screen.findByLabelText('New password'), 'Secret123')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123')
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    // The router's location changes before React shows the tab it selects: wait for the tab itself.
    expect(await screen.findByRole('tab', { name: 'Log in', selected: true })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })
})
