import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { ApiRequestError } from '@web/lib/api/request-error'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PasswordConfirmForm } from './password-confirm-form'
import { TwoFactorSetup } from './two-factor-setup'

beforeAll(async () => {
  await initI18n('en', ['common', 'profiles'])
})
afterEach(() => vi.unstubAllGlobals())

const TOTP_URI = 'otpauth://totp/LuxPro:anna%40example.lu?secret=JBSWY3DPEHPK3PXP&issuer=LuxPro'

describe('PasswordConfirmForm', () => {
  it('asks for the password under the field, focused, and confirms nothing', async () => {
    const onConfirm = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <PasswordConfirmForm
        submitLabel="Continue"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please enter your current password.')).toBeVisible()
    expect(screen.getByLabelText('Your password')).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Your password'), 'Right1234')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onConfirm).toHaveBeenCalledWith('Right1234')
  })

  it('shows the server’s own sentence for a refusal other than the password', () => {
    const tooMany = new ApiRequestError(
      'x',
      429,
      { error: { code: 'rate_limited', message: 'Too many tries. Wait a minute.' } },
      '/x',
    )
    renderWithProviders(
      <PasswordConfirmForm
        submitLabel="Continue"
        pending={false}
        error={tooMany}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByText('Too many tries. Wait a minute.')).toBeVisible()
  })
})

describe('TwoFactorSetup', () => {
  it('refuses a code that is not six digits under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(
      <TwoFactorSetup
        setup={{ totpURI: TOTP_URI, backupCodes: [] }}
        onConfirmed={() => {}}
        onCancel={() => {}}
      />,
    )
    await user.type(screen.getByLabelText('Code from your app'), '12a45')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText('Enter the 6 digits from your app.')).toBeVisible()
    expect(screen.getByLabelText('Code from your app')).toHaveFocus()
    expect(calls).toEqual([])
  })
})
