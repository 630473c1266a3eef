import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactForm } from './contact-form'

beforeAll(async () => {
  await initI18n('en', ['common', 'info'])
})
afterAll(async () => {
  await changeLanguage('en')
})

describe('ContactForm field errors', () => {
  it('names characters that are not text with the words every form uses, and a short message with its own', async () => {
    await changeLanguage('fr')
    renderWithProviders(<ContactForm initialTopic="question" />)
    const name = await screen.findByLabelText('Votre nom')
    fireEvent.change(name, { target: { value: 'Anne\u0000' } })
    fireEvent.blur(name)
    expect(
      await screen.findByText(
        'Supprimez les caractères qui ne sont pas du texte (caractères de contrôle ou symboles corrompus).',
      ),
    ).toBeInTheDocument()
    const message = screen.getByLabelText('Votre message')
    await userEvent.type(message, 'Court')
    fireEvent.blur(message)
    expect(await screen.findByText('Le message doit comporter au moins 10 caractères.')).toBeInTheDocument()
  })
})
