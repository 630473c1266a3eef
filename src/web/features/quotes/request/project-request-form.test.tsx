import { screen, waitFor } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { sessionUser } from '@web/test/fixtures'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it } from 'vitest'
import { ProjectRequestForm } from './project-request-form'

beforeAll(async () => {
  await initI18n('de', ['common', 'requests'])
})

const PLUMBER = [{ id: 47, name: 'Sanitaire Weber', categories: ['plumbing'] }]
const customer = (place: Partial<SessionUser>): SessionUser => ({ ...sessionUser('individual'), ...place })

const form = () => <ProjectRequestForm providers={PLUMBER} onSent={() => {}} onNeedsAccount={() => {}} />
const placeField = () => screen.getByRole('textbox', { name: 'Ort der Arbeiten' })

describe('ProjectRequestForm: the place of the work', () => {
  it('starts with the place of the signed-in customer’s account, as they gave it', async () => {
    renderWithProviders(form(), { user: customer({ location: 'Strassen' }) })
    await waitFor(() => expect(placeField()).toHaveValue('Strassen'))
  })

  it('prefers the town of the account’s address to its place', async () => {
    renderWithProviders(form(), { user: customer({ city: 'Bertrange', location: 'Strassen' }) })
    await waitFor(() => expect(placeField()).toHaveValue('Bertrange'))
  })

  it('is filled in once the session is known, when the form showed before it', async () => {
    let answer: (user: SessionUser | null) => void = () => {}
    const session = new Promise<SessionUser | null>((resolve) => {
      answer = resolve
    })
    renderWithProviders(form(), { check: () => session })
    expect(placeField()).toHaveValue('')
    answer(customer({ location: 'Diekirch' }))
    await waitFor(() => expect(placeField()).toHaveValue('Diekirch'))
  })

  it('is left empty for a visitor, and for an account without a place', async () => {
    renderWithProviders(form())
    expect(placeField()).toHaveValue('')
    renderWithProviders(form(), { user: customer({ location: null, city: null }) })
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: 'Ort der Arbeiten' })[1]).toHaveValue(''),
    )
  })
})
