import type { Review } from '@shared/providers/provider-profile-schemas'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReviewForm } from './review-form'

const PUBLISHED: Review = {
  id: 901,
  authorName: 'Anne S.',
  rating: 4,
  text: 'Quick, clean work on our leaking boiler.',
  language: 'en',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  verifiedCustomer: true,
}

let answer: { status: number; body: unknown }
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), { status: answer.status }),
)

function renderForm(onPublished = vi.fn()) {
  renderWithProviders(
    <ReviewForm slug="sanitaire-weber-bertrange" providerName="Sanitaire Weber" onPublished={onPublished} />,
  )
  return onPublished
}

beforeAll(async () => {
  await initI18n('en', ['common', 'providers'])
})

beforeEach(async () => {
  await changeLanguage('en')
  answer = { status: 201, body: PUBLISHED }
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
})

describe('ReviewForm', () => {
  it('says what is missing instead of sending', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Publish review' }))
    expect(await screen.findByText('Choose 1 to 5 stars.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      /Write at least 20 characters\./,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('publishes the stars and the text, then hands back the new review', async () => {
    const user = userEvent.setup()
    const onPublished = renderForm()
    const stars = await screen.findByRole('group', { name: 'Your rating' })
    expect(stars).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), PUBLISHED.text)
    await user.click(screen.getByRole('button', { name: 'Publish review' }))

    await vi.waitFor(() => expect(onPublished).toHaveBeenCalledWith(PUBLISHED))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/providers/sanitaire-weber-bertrange/reviews')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, text: PUBLISHED.text })
  })

  it('explains a refusal from the server in the interface language', async () => {
    answer = { status: 409, body: { error: { code: 'already_reviewed', message: 'Already reviewed.' } } }
    await changeLanguage('fr')
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('radio', { name: '5 étoiles' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Votre avis' }),
      'Travail rapide et soigné, je recommande.',
    )
    await user.click(screen.getByRole('button', { name: 'Publier l’avis' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez déjà évalué ce prestataire. Chaque client évalue un prestataire une seule fois.',
    )
  })
})
