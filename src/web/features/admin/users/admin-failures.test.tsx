import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TypedConfirmDialog } from '@web/features/admin/components/typed-confirm-dialog'
import { CreateProviderDialog } from '@web/features/admin/providers/create-provider-dialog'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AccountFormDialog } from './account-form-dialog'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

const taken = { error: { code: 'email_taken', message: 'This email address already has an account.' } }

async function createUser(user: ReturnType<typeof userEvent.setup>, labels = { add: 'Add user' }) {
  renderWithProviders(<AccountFormDialog />)
  await user.click(await screen.findByRole('button', { name: labels.add }))
  await user.type(screen.getByRole('textbox', { name: /^(Name|Nom)$/ }), 'Anna Weber')
  await user.type(screen.getByRole('textbox', { name: /^(Email|E-mail)$/ }), 'anna@example.lu')
}

describe('admin create, update and delete failures (product §8)', () => {
  it("says the user was not created, then the server's reason", async () => {
    scriptApi([{ method: 'POST', path: /^\/api\/admin\/users$/, status: 409, body: taken }])
    const user = userEvent.setup()
    await createUser(user)
    await user.click(screen.getByRole('button', { name: 'Create the account' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to create user. Please try again.')
    expect(alert).toHaveTextContent('This email address already has an account.')
  })

  it('says it in French', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces('admin')
    scriptApi([{ method: 'POST', path: /^\/api\/admin\/users$/, status: 500, body: {} }])
    const user = userEvent.setup()
    await createUser(user, { add: i18n.t('admin:users.add') })
    await user.click(screen.getByRole('button', { name: i18n.t('admin:users.create.submit') }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de créer l’utilisateur. Veuillez réessayer.',
    )
  })

  it('says the provider was not created, and that the network is why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<CreateProviderDialog />)
    await user.click(await screen.findByRole('button', { name: 'Add provider' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Toitures Wolff')
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'Mersch')
    await user.click(screen.getByRole('checkbox', { name: 'Roofing' }))
    await user.click(screen.getByRole('button', { name: 'Create the listing' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to create provider. Please try again.')
    expect(alert).toHaveTextContent('Network error. Please check your connection.')
  })

  it('says a delete failed once, without a second "Please try again." for an unexplained failure', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <TypedConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete Anna Weber?"
        body="This cannot be undone."
        expected="anna@example.lu"
        actionLabel="Delete"
        pending={false}
        failureTitle={i18n.t('admin:failures.deleteUser')}
        onConfirm={() => Promise.reject(new Error('boom'))}
      />,
    )
    await user.type(screen.getByRole('textbox'), 'anna@example.lu')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete user\. Please try again\.$/)
  })
})
