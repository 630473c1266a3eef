import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccessCodeForm } from './access-code-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'access'])
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

async function submitCode(answer: { status: number; body: unknown }) {
  scriptApi([{ method: 'POST', path: /^\/api\/access\/validate$/, ...answer }])
  const user = userEvent.setup()
  renderWithProviders(<AccessCodeForm requestMode="code_by_email" />)
  await user.type(await screen.findByLabelText(i18n.t('access:codeStep.code')), 'WRONG-CODE')
  await user.click(screen.getByRole('button', { name: i18n.t('access:codeStep.submit') }))
}

const refused = { error: { code: 'invalid_access_code', message: 'Invalid access code. Please try again.' } }

describe('the access code step (product §8)', () => {
  it.each([
    ['en', 'Invalid access code. Please try again.'],
    ['de', 'Ungültiger Zugangscode. Bitte versuchen Sie es erneut.'],
  ] as const)('says a refused code is invalid (%s)', async (language, sentence) => {
    await changeLanguage(language)
    await i18n.loadNamespaces('access')
    await submitCode({ status: 400, body: refused })
    expect(await screen.findByText(sentence)).toBeInTheDocument()
  })

  it("gives the server's reason when it is not the code (too many attempts)", async () => {
    await submitCode({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in a minute.' } },
    })
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeInTheDocument()
    expect(screen.queryByText('Invalid access code. Please try again.')).not.toBeInTheDocument()
  })
})

describe('the access form’s fields', () => {
  it('names an address that is not one under the field, focused, and sends nothing', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<AccessCodeForm requestMode="code_by_email" />)
    const email = screen.getByLabelText('Email address')
    await user.type(email, 'lea@')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
    expect(email).toHaveFocus()
    expect(calls).toEqual([])
  })

  it('refuses a code of the wrong form under the field, focused, without asking the server', async () => {
    const calls = scriptApi([])
    const user = userEvent.setup()
    renderWithProviders(<AccessCodeForm requestMode="code_by_email" />)
    await user.type(screen.getByLabelText('Access code'), 'AB!')
    await user.click(screen.getByRole('button', { name: 'Unlock access' }))
    expect(await screen.findByText('Invalid access code. Please try again.')).toBeVisible()
    expect(screen.getByLabelText('Access code')).toHaveFocus()
    expect(calls).toEqual([])
  })
})
