import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { screen } from '@testing-library/react'
import { useOpenProjectsNote } from '@web/features/quotes/components/open-projects-note'
import { changeLanguage, i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ProjectSentNotice } from './project-sent-notice'

beforeAll(async () => {
  await initI18n('en', ['common', 'requests'])
})
afterEach(async () => {
  await changeLanguage('en')
})

const created = (creditsLeft: number) =>
  ({
    project: {},
    requests: [{ id: 1, providerId: 7, providerName: 'Sanitaire Weber' }],
    creditsLeft,
  }) as unknown as CreatedQuoteRequests

function Note() {
  return <p>{useOpenProjectsNote()}</p>
}

describe('what sending a project costs, said as it is (ADR 027)', () => {
  it('after sending, says how many more projects one may start, never credits left', async () => {
    renderWithProviders(<ProjectSentNotice created={created(2)}>{null}</ProjectSentNotice>)
    expect(await screen.findByText('You can start 2 more projects.')).toBeInTheDocument()
    expect(screen.getByRole('status')).not.toHaveTextContent(/credit/i)
  })

  it('at zero says what to do', async () => {
    renderWithProviders(<ProjectSentNotice created={created(0)}>{null}</ProjectSentNotice>)
    expect(await screen.findByText(/^You cannot start a new project right now/)).toBeInTheDocument()
  })

  it('before sending: free, up to 3 open projects at a time, one project whatever the providers (fr)', async () => {
    await changeLanguage('fr')
    await i18n.loadNamespaces(['common', 'requests'])
    renderWithProviders(<Note />)
    expect(
      await screen.findByText(
        'Gratuit : jusqu’à 3 projets en cours à la fois. Ce projet compte une seule fois, quel que soit le nombre de prestataires.',
      ),
    ).toBeInTheDocument()
  })
})
